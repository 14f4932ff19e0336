import SliderSpec

/// A fast reader of the wire protocol's answer lines that agrees with Foundation or declines.
///
/// `decode(_:)` gives exactly the id, events and observation that `SliderJSON.decoder()` decodes
/// from the line, or nil. It declines anything unusual, even where Foundation would succeed:
/// a duplicate key, a key that is not plain ASCII, an escaped string where a name or a
/// non-finite float belongs, a number that is not a whole `Int` for `id`, a zero written with an
/// exponent, trailing commas, a byte-order mark. The caller then falls back to `JSONDecoder`,
/// which decodes the line or says what is wrong with it.
public enum WireAnswerDecoder {
    private typealias Mismatch = JSONScanner.Mismatch

    /// The answer on `line` (one line of the child's output, without its line feed), or nil
    /// when Foundation's decoder must read it instead.
    public static func decode(_ line: [UInt8]) -> WireAnswer? {
        line.withUnsafeBufferPointer { decode($0) }
    }

    /// The answer in `line`'s bytes (where the connection read them, without copying them), or
    /// nil when Foundation's decoder must read it instead.
    public static func decode(_ line: UnsafeBufferPointer<UInt8>) -> WireAnswer? {
        var memo = ObservationMemo()
        return decode(line, memo: &memo)
    }

    /// The last observation object decoded and its exact text: an answer whose observation is
    /// written in the same bytes (a child's state often stays the same from one answer to the
    /// next) takes it without reading it again. The bytes of an object decide what it decodes to.
    public struct ObservationMemo: Sendable {
        /// What the observation object's text (`reading.text`) decoded to.
        var observation: SliderObservation?
        /// How many observations were taken from the memo instead of being read.
        public fileprivate(set) var reused = 0
        /// The observation's text, where its members lie, and the tokens read so far: apart from `observation`, so
        /// that an observation is read into the memo's where it lies, with this beside it.
        fileprivate var reading = Reading()

        /// An empty memo.
        public init() {}

        /// Forgets the observation, which a line that did not decode may have left half read.
        fileprivate mutating func forget() {
            reading.text.removeAll(keepingCapacity: true)
            observation = nil
            reading.members.removeAll(keepingCapacity: true)
            reading.seen = 0
        }
    }

    /// What an `ObservationMemo` keeps besides the observation.
    fileprivate struct Reading: Sendable {
        /// The observation object's text, from `{` to `}`; empty while there is none.
        var text: [UInt8] = []
        /// The image and colour tokens read so far, by name: a token is made from its name once.
        var imageTokens = TokenMemo<ImageTokenKind>()
        var colorTokens = TokenMemo<ColorTokenKind>()
        /// Where each member of the memo's text lies, in order: an observation that differs from
        /// the last in a few members reads only those, and keeps the others' fields.
        var members: [Member] = []
        /// `members` of the observation being read, swapped in once it is read.
        var nextMembers: [Member] = []
        /// The keys the memo's text has (`KeyTable.key(_:seen:)`'s bits).
        var seen: UInt64 = 0
        /// `seen` of the observation being read.
        var nextSeen: UInt64 = 0
    }

    /// `decode(_:)`, taking the observation from `memo` when its text is the same, and keeping
    /// the observation read in `memo` otherwise.
    public static func decode(_ line: UnsafeBufferPointer<UInt8>, memo: inout ObservationMemo) -> WireAnswer? {
        var answer = WireAnswer()
        return decode(line, into: &answer, memo: &memo) ? answer : nil
    }

    /// `decode(_:memo:)` into `answer`, empty (`WireAnswer()`), where it lies (an answer is over
    /// 400 bytes, and every copy shows in the timing): true when it decoded, false when
    /// Foundation's decoder must read the line instead (`answer` is then unspecified).
    static func decode(_ line: UnsafeBufferPointer<UInt8>, into answer: inout WireAnswer, memo: inout ObservationMemo) -> Bool {
        var scanner = JSONScanner(line)
        guard (try? readAnswer(&scanner, into: &answer, memo: &memo)) != nil else {
            memo.forget()
            return false
        }
        return true
    }

    // MARK: Objects

    private static func readAnswer(
        _ scanner: inout JSONScanner, into answer: inout WireAnswer, memo: inout ObservationMemo
    ) throws(Mismatch) {
        let table = AnswerKey.table
        var seen: UInt64 = 0
        try scanner.readObject { name, scanner throws(Mismatch) in
            switch try table.key(name, seen: &seen) {
            case .id: answer.id = try optional(&scanner, readInteger)
            case .events: answer.events = try optional(&scanner, readEvents)
            case .observation:
                if scanner.consumeNull() {
                    answer.observation = nil
                    return
                }
                _ = scanner.peek()
                let start = scanner.position
                let end = start + memo.reading.text.count
                // The memo's text is empty until it remembers an observation (looked at, not
                // the observation: binding it would copy it).
                if !memo.reading.text.isEmpty, end <= scanner.bytes.count,
                    memo.reading.text.withUnsafeBufferPointer({ UnsafeBufferPointer(rebasing: scanner.bytes[start..<end]).equals($0) })
                {
                    answer.observation = memo.observation
                    memo.reused += 1
                    scanner.skip(to: end)
                    return
                }
                // Read into the memo's observation where it lies (a line that does not decode
                // makes the memo forget it), then copied once into the answer.
                if memo.reading.text.isEmpty {
                    memo.observation = SliderObservation.blank
                    try readObservation(&scanner, into: &memo.observation!, memo: &memo.reading, reusing: false)
                } else {
                    // Members written as in the last observation keep its fields.
                    try readObservation(&scanner, into: &memo.observation!, memo: &memo.reading, reusing: true)
                    if memo.reading.seen & ~memo.reading.nextSeen != 0 {
                        // A member the last one had is absent: its field must take its default.
                        scanner.skip(to: start)
                        memo.observation = SliderObservation.blank
                        try readObservation(&scanner, into: &memo.observation!, memo: &memo.reading, reusing: false)
                    }
                }
                swap(&memo.reading.members, &memo.reading.nextMembers)
                memo.reading.seen = memo.reading.nextSeen
                memo.reading.text.removeAll(keepingCapacity: true)
                memo.reading.text.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.position]))
                answer.observation = memo.observation
            case nil: try scanner.skipValue()
            }
        }
        try scanner.expectEnd()
    }

    /// Reads what `SliderObservation.init(from:)` reads into `observation`, which starts as
    /// `SliderObservation.blank`: the required keys (checked at the end), the optional ones
    /// (absent or null gives the default), and `events`. Written in place, field by field: the
    /// observation is over 400 bytes, and building it in locals and copying it into the answer
    /// showed in the timing.
    ///
    /// When `reusing`, `observation` starts as `memo.observation` instead, and a member written
    /// byte for byte as the member in the same place of `memo.text` is skipped, its field kept:
    /// a field depends on its member's bytes alone. The caller reads the observation again from
    /// `SliderObservation.blank` when a key of `memo.text` is missing (`memo.nextSeen`). Where
    /// each member lies goes to `memo.nextMembers`.
    private static func readObservation(
        _ scanner: inout JSONScanner, into observation: inout SliderObservation, memo: inout Reading, reusing: Bool
    ) throws(Mismatch) {
        let table = ObservationMember.table
        var seen: UInt64 = 0
        memo.nextMembers.removeAll(keepingCapacity: true)
        try scanner.expect(UInt8(ascii: "{"))
        let objectStart = scanner.position - 1
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                _ = scanner.peek()
                let start = scanner.position
                let ordinal = memo.nextMembers.count
                if reusing, ordinal < memo.members.count, let member = Optional(memo.members[ordinal]),
                    memo.text.withUnsafeBufferPointer({ member.isWritten(in: scanner.bytes, at: start, as: $0) })
                {
                    guard seen & member.bit == 0 else { throw Mismatch() }
                    seen |= member.bit
                    scanner.skip(to: start + member.length)
                    memo.nextMembers.append(Member(bit: member.bit, start: start - objectStart, length: member.length))
                    continue
                }
                let name = try scanner.asciiString()
                try scanner.expect(UInt8(ascii: ":"))
                let before = seen
                if let key = try table.key(name, seen: &seen) {
                    try readMember(key, &scanner, into: &observation, tokens: &memo)
                } else {
                    try scanner.skipValue()
                }
                memo.nextMembers.append(Member(bit: seen & ~before, start: start - objectStart, length: scanner.position - start))
            } while try commaOrEnd(&scanner)
        }
        memo.nextSeen = seen
        guard seen & ObservationMember.requiredBits == ObservationMember.requiredBits else { throw Mismatch() }
    }

    /// After a member: true after a comma, false after the closing brace.
    private static func commaOrEnd(_ scanner: inout JSONScanner) throws(Mismatch) -> Bool {
        if scanner.consume(UInt8(ascii: ",")) { return true }
        try scanner.expect(UInt8(ascii: "}"))
        return false
    }

    /// Reads the value of the member `key` of an observation into its field, as
    /// `SliderObservation.init(from:)` does (a switch over every member, for speed).
    private static func readMember(
        _ key: ObservationMember, _ scanner: inout JSONScanner, into observation: inout SliderObservation, tokens memo: inout Reading
    ) throws(Mismatch) {
        switch key {
        case .value: observation.value = try readLenientFloat(&scanner)
        case .minimumValue: observation.minimumValue = try readLenientFloat(&scanner)
        case .maximumValue: observation.maximumValue = try readLenientFloat(&scanner)
        case .isContinuous: observation.isContinuous = try readBool(&scanner)
        case .isEnabled: observation.isEnabled = try readBool(&scanner)
        case .isHighlighted: observation.isHighlighted = try readBool(&scanner)
        case .isSelected: observation.isSelected = try readBool(&scanner)
        case .state: observation.state = try readControlState(&scanner)
        case .minimumValueImage: observation.minimumValueImage = scanner.consumeNull() ? nil : try memo.imageTokens.read(&scanner)
        case .maximumValueImage: observation.maximumValueImage = scanner.consumeNull() ? nil : try memo.imageTokens.read(&scanner)
        case .minimumTrackTintColor: observation.minimumTrackTintColor = scanner.consumeNull() ? nil : try memo.colorTokens.read(&scanner)
        case .maximumTrackTintColor: observation.maximumTrackTintColor = scanner.consumeNull() ? nil : try memo.colorTokens.read(&scanner)
        case .thumbTintColor: observation.thumbTintColor = scanner.consumeNull() ? nil : try memo.colorTokens.read(&scanner)
        case .minimumTrackImages: observation.minimumTrackImages = scanner.consumeNull() ? .init() : try readStateImages(&scanner, tokens: &memo.imageTokens)
        case .maximumTrackImages: observation.maximumTrackImages = scanner.consumeNull() ? .init() : try readStateImages(&scanner, tokens: &memo.imageTokens)
        case .thumbImages: observation.thumbImages = scanner.consumeNull() ? .init() : try readStateImages(&scanner, tokens: &memo.imageTokens)
        case .currentMinimumTrackImage: observation.currentMinimumTrackImage = scanner.consumeNull() ? nil : try memo.imageTokens.read(&scanner)
        case .currentMaximumTrackImage: observation.currentMaximumTrackImage = scanner.consumeNull() ? nil : try memo.imageTokens.read(&scanner)
        case .currentThumbImage: observation.currentThumbImage = scanner.consumeNull() ? nil : try memo.imageTokens.read(&scanner)
        case .accessibilityLabel: observation.accessibilityLabel = try optional(&scanner, readString)
        case .accessibilityValue: observation.accessibilityValue = try optional(&scanner, readString)
        case .accessibilityTraits: observation.accessibilityTraits = try readTraits(&scanner)
        case .events: observation.events = try optional(&scanner, readEvents) ?? []
        case .layoutDirection: observation.layoutDirection = try optional(&scanner, readNamed) ?? .leftToRight
        case .isTracking: observation.isTracking = try optional(&scanner, readBool) ?? false
        case .geometry:
            if scanner.consumeNull() {
                observation.geometry = .zero
            } else {
                try readGeometry(&scanner, into: &observation.geometry)
            }
        case .calloutCenterX: observation.calloutCenterX = try optional(&scanner, readFloatingPoint)
        case .isAccessibilityElement: observation.isAccessibilityElement = try optional(&scanner, readBool)
        case .intrinsicContentHeight: observation.intrinsicContentHeight = try optional(&scanner, readFloatingPoint)
        case .calloutValue: observation.calloutValue = try optional(&scanner, readLenientFloat)
        }
    }

    /// Reads a `SliderGeometry`, every rectangle required, into `geometry`.
    private static func readGeometry(_ scanner: inout JSONScanner, into geometry: inout SliderGeometry) throws(Mismatch) {
        let table = GeometryKey.table
        var seen: UInt64 = 0
        try scanner.readObject { name, scanner throws(Mismatch) in
            switch try table.key(name, seen: &seen) {
            case .bounds: geometry.bounds = try readRect(&scanner)
            case .trackRect: geometry.trackRect = try readRect(&scanner)
            case .thumbRect: geometry.thumbRect = try readRect(&scanner)
            case .thumbRectAtMinimum: geometry.thumbRectAtMinimum = try readRect(&scanner)
            case .thumbRectAtMaximum: geometry.thumbRectAtMaximum = try readRect(&scanner)
            case .minimumValueImageRect: geometry.minimumValueImageRect = try readRect(&scanner)
            case .maximumValueImageRect: geometry.maximumValueImageRect = try readRect(&scanner)
            case nil: try scanner.skipValue()
            }
        }
        guard seen == table.allBits else { throw Mismatch() }
    }

    private static func readRect(_ scanner: inout JSONScanner) throws(Mismatch) -> Rect {
        var x, y, width, height: Double?
        let table = RectKey.table
        var seen: UInt64 = 0
        try scanner.readObject { name, scanner throws(Mismatch) in
            switch try table.key(name, seen: &seen) {
            case .x: x = try readFloatingPoint(&scanner)
            case .y: y = try readFloatingPoint(&scanner)
            case .width: width = try readFloatingPoint(&scanner)
            case .height: height = try readFloatingPoint(&scanner)
            case nil: try scanner.skipValue()
            }
        }
        guard let x, let y, let width, let height else { throw Mismatch() }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func readEvents(_ scanner: inout JSONScanner) throws(Mismatch) -> [SliderEvent] {
        var events: [SliderEvent] = []
        try scanner.readArray { scanner throws(Mismatch) in events.append(try readEvent(&scanner)) }
        return events
    }

    private static func readEvent(_ scanner: inout JSONScanner) throws(Mismatch) -> SliderEvent {
        var event: SliderEvent.Kind?
        var value: Float?
        let table = EventKey.table
        var seen: UInt64 = 0
        try scanner.readObject { name, scanner throws(Mismatch) in
            switch try table.key(name, seen: &seen) {
            case .event: event = try readNamed(&scanner)
            case .value: value = try readFloatingPoint(&scanner)
            case nil: try scanner.skipValue()
            }
        }
        guard let event, let value else { throw Mismatch() }
        return SliderEvent(event, value: value)
    }

    /// `StateImages`: state name → image token. Two names for one state (`highlighted` and
    /// `highlighted+highlighted`) are declined: Foundation's result would depend on hashing order.
    private static func readStateImages(
        _ scanner: inout JSONScanner, tokens: inout TokenMemo<ImageTokenKind>
    ) throws(Mismatch) -> StateImages {
        var images = StateImages()
        var seen: UInt8 = 0
        try scanner.readObject { name, scanner throws(Mismatch) in
            let state = try controlState(named: name)
            let bit: UInt8 = 1 << state.rawValue
            guard seen & bit == 0 else { throw Mismatch() }
            seen |= bit
            images[state] = try tokens.read(&scanner)
        }
        return images
    }

    /// `AccessibilityTraits`; a name other than `adjustable` is declined.
    private static func readTraits(_ scanner: inout JSONScanner) throws(Mismatch) -> AccessibilityTraits {
        var traits = AccessibilityTraits()
        try scanner.readArray { scanner throws(Mismatch) in
            let name = try scanner.asciiString()
            if name.equals("adjustable") {
                traits.insert(.adjustable)
            } else if name.equals("notEnabled") {
                traits.insert(.notEnabled)
            } else {
                throw Mismatch()
            }
        }
        return traits
    }

    // MARK: Values

    /// `null` as nil, anything else as `read` reads it: `decodeIfPresent`.
    private static func optional<T>(
        _ scanner: inout JSONScanner, _ read: (inout JSONScanner) throws(Mismatch) -> T
    ) throws(Mismatch) -> T? {
        scanner.consumeNull() ? nil : try read(&scanner)
    }

    private static func readInteger(_ scanner: inout JSONScanner) throws(Mismatch) -> Int { try scanner.integer() }
    private static func readBool(_ scanner: inout JSONScanner) throws(Mismatch) -> Bool { try scanner.bool() }
    private static func readString(_ scanner: inout JSONScanner) throws(Mismatch) -> String { try scanner.string() }

    private static func readControlState(_ scanner: inout JSONScanner) throws(Mismatch) -> ControlState {
        try controlState(named: try scanner.asciiString())
    }

    /// The state named `name`: looked up among the canonical names (`ControlState.name`), which
    /// adapters write, else parsed by `ControlState(name:)`.
    private static func controlState(named name: UnsafeBufferPointer<UInt8>) throws(Mismatch) -> ControlState {
        for (canonical, state) in stateNames where canonical.withUnsafeBufferPointer({ $0.equals(name) }) { return state }
        guard let state = ControlState(name: String(decoding: name, as: UTF8.self)) else { throw Mismatch() }
        return state
    }

    private static let stateNames = ControlState.all.map { (name: Array($0.name.utf8), state: $0) }

    /// An enumeration written as its raw value (an escaped name is declined).
    private static func readNamed<T: RawRepresentable<String>>(_ scanner: inout JSONScanner) throws(Mismatch) -> T {
        guard let value = T(rawValue: String(decoding: try scanner.asciiString(), as: UTF8.self)) else { throw Mismatch() }
        return value
    }

    /// A `Float` or `Double` field as `SliderJSON.decoder()` reads it: a number, or exactly
    /// `"nan"`, `"inf"` or `"-inf"`.
    private static func readFloatingPoint<T: BinaryFloatingPoint>(_ scanner: inout JSONScanner) throws(Mismatch) -> T {
        try readFloatingPoint(&scanner, plusInfinity: false)
    }

    /// A `LenientFloat`: a `Float` field that also takes `"+inf"`.
    private static func readLenientFloat(_ scanner: inout JSONScanner) throws(Mismatch) -> Float {
        try readFloatingPoint(&scanner, plusInfinity: true)
    }

    private static func readFloatingPoint<T: BinaryFloatingPoint>(
        _ scanner: inout JSONScanner, plusInfinity: Bool
    ) throws(Mismatch) -> T {
        if scanner.peek() != UInt8(ascii: "\"") {
            // Parsed in the field's own precision: a Float rounded from a Double could differ.
            if T.self == Float.self { return T(try scanner.float()) }
            return T(try scanner.double())
        }
        let name = try scanner.asciiString()
        if name.equals("nan") { return .nan }
        if name.equals("inf") || (plusInfinity && name.equals("+inf")) { return .infinity }
        if name.equals("-inf") { return -.infinity }
        throw Mismatch()
    }
}

/// Where one member of a remembered observation lies in its text: from its key's opening quote
/// to the end of its value.
private struct Member: Sendable {
    /// The bit its key sets in `KeyTable.key(_:seen:)`; zero for a key that is skipped.
    var bit: UInt64
    /// Its offset from the observation's opening brace, and its length.
    var start: Int
    var length: Int

    /// Whether `bytes` hold this member at `offset`, byte for byte, and it ends there (a
    /// number or a literal written longer ends later). `text` is the remembered observation's.
    func isWritten(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, as text: UnsafeBufferPointer<UInt8>) -> Bool {
        let end = offset + length
        guard end < bytes.count, start + length <= text.count else { return false }
        switch bytes[end] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
        default: return false
        }
        return UnsafeBufferPointer(rebasing: bytes[offset..<end]).equals(UnsafeBufferPointer(rebasing: text[start..<start + length]))
    }
}

/// The tokens of one kind read so far, by name: a token is made from its name (`Token(_:)`, which
/// interns it under a lock) only the first time; the same name always gives the same token.
private struct TokenMemo<Kind: TokenKind>: Sendable {
    /// The most names kept; tokens with other names are made each time.
    static var capacity: Int { 32 }

    private var names: [[UInt8]] = []
    private var tokens: [Token<Kind>] = []

    /// Reads a token: its name, a JSON string.
    mutating func read(_ scanner: inout JSONScanner) throws(JSONScanner.Mismatch) -> Token<Kind> {
        let start = scanner.position
        guard let name = try? scanner.asciiString() else {
            // Escaped or not ASCII: read as any string.
            scanner.skip(to: start)
            return Token(try scanner.string())
        }
        for index in names.indices where names[index].withUnsafeBufferPointer({ $0.equals(name) }) { return tokens[index] }
        let token = Token<Kind>(String(decoding: name, as: UTF8.self))
        if names.count < Self.capacity {
            names.append(Array(name))
            tokens.append(token)
        }
        return token
    }
}

/// The members of one kind of JSON object that the decoder reads, found by comparing key bytes
/// with the few names of the same length (no string is made for a key).
private struct KeyTable<Key: CaseIterable & RawRepresentable<String> & Hashable & Sendable>: Sendable {
    /// The keys, shortest name first, with their names' bytes.
    private let keys: [Key]
    private let names: [[UInt8]]
    /// Each name's first eight bytes, which rule most names of the same length out at once.
    private let prefixes: [UInt64]
    /// `keys[lengthStart[n]..<lengthStart[n + 1]]` have names of `n` bytes.
    private let lengthStart: [Int]

    init() {
        keys = Key.allCases.sorted { $0.rawValue.utf8.count < $1.rawValue.utf8.count }
        names = keys.map { Array($0.rawValue.utf8) }
        prefixes = names.map { $0.withUnsafeBufferPointer(Self.prefix) }
        let sortedNames = names
        lengthStart = (0...(sortedNames.last?.count ?? 0) + 1).map { length in
            sortedNames.firstIndex { $0.count >= length } ?? sortedNames.count
        }
    }

    /// The key spelled `name`, or nil for a member to skip. `seen` has a bit for each key found
    /// so far in the object; a key found twice is declined.
    func key(_ name: UnsafeBufferPointer<UInt8>, seen: inout UInt64) throws(JSONScanner.Mismatch) -> Key? {
        guard name.count + 1 < lengthStart.count else { return nil }
        let prefix = Self.prefix(name)
        for index in lengthStart[name.count]..<lengthStart[name.count + 1]
        where prefixes[index] == prefix && names[index].withUnsafeBufferPointer({ $0.equals(name) }) {
            let bit: UInt64 = 1 << index
            guard seen & bit == 0 else { throw JSONScanner.Mismatch() }
            seen |= bit
            return keys[index]
        }
        return nil
    }

    /// The bits `key(_:seen:)` sets for `keys`.
    func bits(of keys: [Key]) -> UInt64 {
        keys.reduce(0) { bits, key in bits | 1 << UInt64(self.keys.firstIndex(of: key)!) }
    }

    /// The bits of every key.
    var allBits: UInt64 { (1 << UInt64(keys.count)) - 1 }

    private static func prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        if bytes.count >= 8, let start = bytes.baseAddress { return UnsafeRawPointer(start).loadUnaligned(as: UInt64.self) }
        return bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }
}

private enum AnswerKey: String, CaseIterable {
    case id, events, observation
    static let table = KeyTable<Self>()
}

extension ObservationMember {
    /// The observation's members, as the decoder looks them up.
    fileprivate static let table = KeyTable<Self>()
    /// The bits of the members `SliderObservation.init(from:)` requires (`isRequired`).
    fileprivate static let requiredBits = table.bits(of: allCases.filter(\.isRequired))
}

private enum GeometryKey: String, CaseIterable {
    case bounds, trackRect, thumbRect, thumbRectAtMinimum, thumbRectAtMaximum, minimumValueImageRect, maximumValueImageRect
    static let table = KeyTable<Self>()
}

private enum RectKey: String, CaseIterable {
    case x, y, width, height
    static let table = KeyTable<Self>()
}

private enum EventKey: String, CaseIterable {
    case event, value
    static let table = KeyTable<Self>()
}
