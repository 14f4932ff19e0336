/// What `*Image(for:)` returns for each of the eight control states, for one part.
///
/// JSON form: an object with an entry for each state that returned an image,
/// `{"normal":"image-1","highlighted+selected":"image-2"}`.
public struct StateImages: Hashable, Sendable {
    // One stored property per state (raw values 0…7), so the value lives inline and copying it
    // allocates nothing.
    private var s0, s1, s2, s3, s4, s5, s6, s7: ImageToken?

    /// No image for any state.
    public init() {}

    /// Asks `lookup` for each of the eight states, as an adapter calls `thumbImage(for:)`.
    public init(_ lookup: (ControlState) throws -> ImageToken?) rethrows {
        for state in ControlState.all { self[state] = try lookup(state) }
    }

    /// The image for `state`.
    public subscript(state: ControlState) -> ImageToken? {
        get {
            switch state.rawValue {
            case 0: s0
            case 1: s1
            case 2: s2
            case 3: s3
            case 4: s4
            case 5: s5
            case 6: s6
            default: s7
            }
        }
        set {
            switch state.rawValue {
            case 0: s0 = newValue
            case 1: s1 = newValue
            case 2: s2 = newValue
            case 3: s3 = newValue
            case 4: s4 = newValue
            case 5: s5 = newValue
            case 6: s6 = newValue
            default: s7 = newValue
            }
        }
    }

    /// True when some combined state (`[.highlighted, .disabled]` and the like) has an image.
    public var hasCombinedStateImage: Bool { s3 != nil || s5 != nil || s6 != nil || s7 != nil }

    /// True when every one of the eight states has an image.
    public var isFull: Bool {
        s0 != nil && s1 != nil && s2 != nil && s3 != nil && s4 != nil && s5 != nil && s6 != nil && s7 != nil
    }

    /// What `*Image(for:)` returns for each state when these are the stored images: the state's
    /// own image, else the normal one when `fallsBack`; combined states nil when `combinedNil`.
    public func lookedUp(fallsBack: Bool, combinedNil: Bool) -> StateImages {
        var result = self
        if fallsBack, let normal = s0 {
            if result.s1 == nil { result.s1 = normal }
            if result.s2 == nil { result.s2 = normal }
            if result.s3 == nil { result.s3 = normal }
            if result.s4 == nil { result.s4 = normal }
            if result.s5 == nil { result.s5 = normal }
            if result.s6 == nil { result.s6 = normal }
            if result.s7 == nil { result.s7 = normal }
        }
        if combinedNil {
            result.s3 = nil
            result.s5 = nil
            result.s6 = nil
            result.s7 = nil
        }
        return result
    }

    /// Removes the images of the single states `.highlighted`, `.disabled` and `.selected`, and of
    /// `.normal` unless `keepingNormal`; the images of combined states stay.
    public mutating func removeSingleStateImages(keepingNormal: Bool) {
        if !keepingNormal { s0 = nil }
        s1 = nil
        s2 = nil
        s4 = nil
    }

    /// True when no state returns an image.
    public var isEmpty: Bool {
        s0 == nil && s1 == nil && s2 == nil && s3 == nil && s4 == nil && s5 == nil && s6 == nil && s7 == nil
    }
}

extension StateImages: Codable {
    public init(from decoder: any Decoder) throws {
        let entries = try decoder.singleValueContainer().decode([String: ImageToken].self)
        self.init()
        for (name, image) in entries {
            guard let state = ControlState(name: name) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "expected a control state name, found \"\(name)\""))
            }
            self[state] = image
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var entries: [String: ImageToken] = [:]
        for state in ControlState.all { if let image = self[state] { entries[state.name] = image } }
        var container = encoder.singleValueContainer()
        try container.encode(entries)
    }
}
