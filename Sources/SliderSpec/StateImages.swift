/// What `*Image(for:)` returns for each of the eight control states, for one part.
///
/// JSON form: an object with an entry for each state that returned an image,
/// `{"normal":"image-1","highlighted+selected":"image-2"}`.
public struct StateImages: Hashable, Sendable {
    private var storage: [ImageToken?]

    /// No image for any state.
    public init() { storage = Array(repeating: nil, count: ControlState.all.count) }

    /// Asks `lookup` for each of the eight states, as an adapter calls `thumbImage(for:)`.
    public init(_ lookup: (ControlState) throws -> ImageToken?) rethrows {
        storage = try ControlState.all.map(lookup)
    }

    /// The image for `state`.
    public subscript(state: ControlState) -> ImageToken? {
        get { storage[Int(state.rawValue)] }
        set { storage[Int(state.rawValue)] = newValue }
    }

    /// True when no state returns an image.
    public var isEmpty: Bool { storage.allSatisfy { $0 == nil } }
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
