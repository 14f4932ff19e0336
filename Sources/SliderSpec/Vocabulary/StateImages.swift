/// What `*Image(for:)` returns for each of the eight control states, for one part.
///
/// JSON form: an object with an entry for each state that returned an image,
/// `{"normal":"image-1","highlighted+selected":"image-2"}`.
public struct StateImages: Hashable, Sendable {
    // Eight 16-bit slots, one per state (raw values 0…7), packed four to a word: each holds its
    // image token's index + 1, or 0 for none. The value lives inline, copying it allocates
    // nothing, and comparing two is comparing two words.
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The slots of the combined states (3, 5, 6, 7) and of the single ones but normal (1, 2, 4).
    private static let combinedLow: UInt64 = 0xFFFF << 48
    private static let combinedHigh: UInt64 = 0xFFFF_FFFF_FFFF_0000
    private static let singleButNormalLow: UInt64 = 0x0000_FFFF_FFFF_0000
    private static let singleButNormalHigh: UInt64 = 0xFFFF

    /// No image for any state.
    public init() {}

    /// Asks `lookup` for each of the eight states, as an adapter calls `thumbImage(for:)`.
    public init(_ lookup: (ControlState) throws -> ImageToken?) rethrows {
        for state in ControlState.all { self[state] = try lookup(state) }
    }

    /// The image for `state`.
    public subscript(state: ControlState) -> ImageToken? {
        // Performance: inlined, saves a call for each of the many lookups a step makes, measured 349 instructions/op.
        @inline(__always) get {
            let slot = Int(state.rawValue & 7)
            let word = slot < 4 ? low : high
            let stored = UInt16(truncatingIfNeeded: word >> (UInt64(slot & 3) * 16))
            return stored == 0 ? nil : ImageToken(interned: stored - 1)
        }
        set {
            let slot = Int(state.rawValue & 7)
            let shift = UInt64(slot & 3) * 16
            let stored = UInt64(newValue.map { $0.index + 1 } ?? 0) << shift
            if slot < 4 { low = low & ~(0xFFFF << shift) | stored } else { high = high & ~(0xFFFF << shift) | stored }
        }
    }

    /// True when some combined state (`[.highlighted, .disabled]` and the like) has an image.
    public var hasCombinedStateImage: Bool { low & Self.combinedLow != 0 || high & Self.combinedHigh != 0 }

    /// True when every one of the eight states has an image.
    public var isFull: Bool { Self.allSlotsFilled(low) && Self.allSlotsFilled(high) }

    /// True when each of the four slots of `word` holds an image.
    private static func allSlotsFilled(_ word: UInt64) -> Bool {
        word & 0xFFFF != 0 && word & 0xFFFF_0000 != 0 && word & 0xFFFF_0000_0000 != 0 && word & 0xFFFF_0000_0000_0000 != 0
    }

    /// What `*Image(for:)` returns for each state when these are the stored images: the state's
    /// own image, else the normal one when `fallsBack`; combined states nil when `combinedNil`.
    // Performance: inlined, the matching calls it for each part and reading it tries (callgrind).
    @inline(__always)
    public func lookedUp(fallsBack: Bool, combinedNil: Bool) -> StateImages {
        var result = self
        let normal = low & 0xFFFF
        if fallsBack, normal != 0 {
            result.low = Self.filled(low, with: normal)
            result.high = Self.filled(high, with: normal)
        }
        if combinedNil {
            result.low &= ~Self.combinedLow
            result.high &= ~Self.combinedHigh
        }
        return result
    }

    /// `word` with each empty slot set to `slot` (a slot's value in the lowest 16 bits).
    private static func filled(_ word: UInt64, with slot: UInt64) -> UInt64 {
        var result = word
        for shift in stride(from: UInt64(0), to: 64, by: 16) where (word >> shift) & 0xFFFF == 0 {
            result |= slot << shift
        }
        return result
    }

    /// Removes the images of the single states `.highlighted`, `.disabled` and `.selected`, and of
    /// `.normal` unless `keepingNormal`; the images of combined states stay.
    public mutating func removeSingleStateImages(keepingNormal: Bool) {
        if !keepingNormal { low &= ~0xFFFF }
        low &= ~Self.singleButNormalLow
        high &= ~Self.singleButNormalHigh
    }

    /// True when no state returns an image.
    public var isEmpty: Bool { low == 0 && high == 0 }
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
