/// Reads a UTF-8 JSON text token by token, in place, for a decoder that knows the shape it
/// expects and wants no tree, no dictionaries and no string per key.
///
/// Every read first skips whitespace. A read that finds anything other than what it was asked for
/// throws `Mismatch`, which carries no detail (the caller falls back to a decoder that explains),
/// and leaves `position` unspecified. The scanner is stricter than JSON in places (keys must be
/// ASCII without escapes, nesting in skipped values stops at `maximumSkipDepth`), never laxer.
package struct JSONScanner {
    /// The text is not what the caller asked for at this point, or not JSON.
    package struct Mismatch: Error, Sendable {}

    /// How deeply `skipValue()` follows arrays and objects inside one another.
    public static let maximumSkipDepth = 64

    /// The text being read; it must stay valid while the scanner is used.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    public private(set) var position = 0

    /// A scanner at the start of `bytes`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    // MARK: Punctuation

    /// Skips spaces, tabs, line feeds and carriage returns.
    public mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case .space, .tab, .lineFeed, .carriageReturn: position += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace, without reading it; nil at the end of the text.
    public mutating func peek() -> UInt8? {
        skipWhitespace()
        return position < bytes.count ? bytes[position] : nil
    }

    /// Moves to `offset` (at most the end of the text), past bytes the caller recognised itself.
    public mutating func skip(to offset: Int) { position = min(offset, bytes.count) }

    /// Reads `byte` if it comes next; true if it did.
    public mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// Reads `byte`, which must come next.
    public mutating func expect(_ byte: UInt8) throws(Mismatch) {
        guard consume(byte) else { throw Mismatch() }
    }

    /// Checks that nothing but whitespace is left.
    public mutating func expectEnd() throws(Mismatch) {
        guard peek() == nil else { throw Mismatch() }
    }

    // MARK: Literals and numbers

    /// Reads `null` if it comes next; true if it did.
    public mutating func consumeNull() -> Bool { consumeLiteral("null") }

    /// Reads `true` or `false`.
    public mutating func bool() throws(Mismatch) -> Bool {
        if consumeLiteral("true") { return true }
        if consumeLiteral("false") { return false }
        throw Mismatch()
    }

    /// Reads a whole number without fraction or exponent that fits in an `Int`.
    public mutating func integer() throws(Mismatch) -> Int {
        let number = try scanNumber()
        guard !number.hasFractionOrExponent else { throw Mismatch() }
        let negative = bytes[number.text.lowerBound] == .minus
        var value = 0
        for index in number.text.dropFirst(negative ? 1 : 0) {
            let digit = Int(bytes[index] &- .digitZero)
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, carried) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowed, !carried else { throw Mismatch() }
            value = next
        }
        return value
    }

    /// Reads a number, converting its exact text with `Float(_:)`; see `double()` for what is refused.
    public mutating func float() throws(Mismatch) -> Float { try floatingPoint { Float($0) } }

    /// Reads a number, converting its exact text with `Double(_:)`. A text that overflows to
    /// infinity is refused, and so is a zero written with an exponent or a non-zero digit (it may
    /// have underflowed; JSONDecoder refuses some such zeros).
    public mutating func double() throws(Mismatch) -> Double { try floatingPoint { Double($0) } }

    // MARK: Strings

    /// Reads a string, unescaping `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t` and `\uXXXX` (surrogates
    /// only in pairs). Raw control characters and invalid UTF-8 are refused.
    public mutating func string() throws(Mismatch) -> String {
        let start = try openQuote()
        var index = start
        var allBits: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case .quote:
                let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let string = allBits < 0x80 ? String(decoding: utf8, as: UTF8.self) : try Self.validString(utf8)
                position = index + 1
                return string
            case .backslash: return try escapedString(from: start, firstEscape: index)
            case ..<0x20: throw Mismatch()
            default:
                allBits |= byte
                index += 1
            }
        }
        throw Mismatch()
    }

    /// Reads a string of ASCII without escapes or control characters (a key or a name) and returns
    /// the bytes between its quotes, which stay valid as long as `bytes` does.
    public mutating func asciiString() throws(Mismatch) -> UnsafeBufferPointer<UInt8> {
        let start = try openQuote()
        var index = start
        if let base = bytes.baseAddress.map(UnsafeRawPointer.init) {
            // Eight bytes at a time, up to the first that ends the string or is refused.
            while index + 8 <= bytes.count {
                let special = Self.endsOrRefusesName(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                guard special != 0 else {
                    index += 8
                    continue
                }
                // The lowest byte flagged is the first such byte (a borrow flags only bytes above it).
                index += special.trailingZeroBitCount / 8
                guard bytes[index] == .quote else { throw Mismatch() }
                position = index + 1
                return UnsafeBufferPointer(rebasing: bytes[start..<index])
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .quote {
                position = index + 1
                return UnsafeBufferPointer(rebasing: bytes[start..<index])
            }
            guard byte >= 0x20, byte < 0x80, byte != .backslash else { throw Mismatch() }
            index += 1
        }
        throw Mismatch()
    }

    /// The eight bytes in `word` (read little-endian) that are a quote, a backslash, a control
    /// character or not ASCII, flagged by their high bits: exactly the lowest one, perhaps
    /// others above it; zero when there is none.
    @inline(__always) private static func endsOrRefusesName(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        /// A high bit set in some byte where `bytes` has a byte below `limit` (at most 0x80).
        func hasByteBelow(_ limit: UInt64, _ bytes: UInt64) -> UInt64 { (bytes &- ones &* limit) & ~bytes & highBits }
        let quotes = word ^ (ones &* UInt64(UInt8.quote))
        let backslashes = word ^ (ones &* UInt64(UInt8.backslash))
        return (word & highBits) | hasByteBelow(0x20, word) | hasByteBelow(1, quotes) | hasByteBelow(1, backslashes)
    }

    // MARK: Objects, arrays, any value

    /// Reads an object, calling `member` with each key (see `asciiString()`) and the scanner
    /// positioned at the key's value, which `member` must read or skip.
    public mutating func readObject(
        _ member: (_ key: UnsafeBufferPointer<UInt8>, _ scanner: inout JSONScanner) throws(Mismatch) -> Void
    ) throws(Mismatch) {
        try expect(.openBrace)
        if consume(.closeBrace) { return }
        repeat {
            let key = try asciiString()
            try expect(.colon)
            try member(key, &self)
        } while try commaOrEnd(.closeBrace)
    }

    /// Reads an array, calling `element` with the scanner positioned at each element, which
    /// `element` must read or skip.
    public mutating func readArray(_ element: (_ scanner: inout JSONScanner) throws(Mismatch) -> Void) throws(Mismatch) {
        try expect(.openBracket)
        if consume(.closeBracket) { return }
        repeat {
            try element(&self)
        } while try commaOrEnd(.closeBracket)
    }

    /// Reads and discards any value, checking it as strictly as the typed reads do (numbers for
    /// grammar only, not range).
    public mutating func skipValue() throws(Mismatch) { try skipValue(depth: 0) }

    // MARK: Private

    private mutating func skipValue(depth: Int) throws(Mismatch) {
        guard depth < Self.maximumSkipDepth else { throw Mismatch() }
        switch peek() ?? 0 {
        case .openBrace: try readObject { _, scanner throws(Mismatch) in try scanner.skipValue(depth: depth + 1) }
        case .openBracket: try readArray { scanner throws(Mismatch) in try scanner.skipValue(depth: depth + 1) }
        case .quote: _ = try string()
        case .minus, .digitZero ... .digitNine: _ = try scanNumber()
        default: if !consumeNull() { _ = try bool() }
        }
    }

    /// After a member or an element: true after a comma, false after `close`.
    private mutating func commaOrEnd(_ close: UInt8) throws(Mismatch) -> Bool {
        if consume(.comma) { return true }
        try expect(close)
        return false
    }

    private mutating func consumeLiteral(_ literal: StaticString) -> Bool {
        skipWhitespace()
        let end = position + literal.utf8CodeUnitCount
        guard end <= bytes.count, UnsafeBufferPointer(rebasing: bytes[position..<end]).equals(literal) else { return false }
        position = end
        return true
    }

    /// Reads the opening quote of a string and returns the offset after it.
    private mutating func openQuote() throws(Mismatch) -> Int {
        guard peek() == .quote else { throw Mismatch() }
        position += 1
        return position
    }

    /// Finishes `string()` for a string whose first escape is at `firstEscape`.
    private mutating func escapedString(from start: Int, firstEscape: Int) throws(Mismatch) -> String {
        var utf8 = Array(bytes[start..<firstEscape])
        var index = firstEscape
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case .quote:
                position = index
                return try utf8.withUnsafeBufferPointer { utf8 throws(Mismatch) in try Self.validString(utf8) }
            case ..<0x20: throw Mismatch()
            case .backslash:
                guard index < bytes.count else { throw Mismatch() }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case .quote, .backslash, .slash: utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(.lineFeed)
                case UInt8(ascii: "r"): utf8.append(.carriageReturn)
                case UInt8(ascii: "t"): utf8.append(.tab)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape(at: &index), let encoded = UTF8.encode(scalar) else { throw Mismatch() }
                    utf8.append(contentsOf: encoded)
                default: throw Mismatch()
                }
            default: utf8.append(byte)
            }
        }
        throw Mismatch()
    }

    /// `utf8` as a string, refusing invalid UTF-8. Decoding replaces invalid bytes, so a string
    /// whose bytes differ from `utf8` was invalid. (Faster than `String(validating:as:)`, which
    /// is not specialised for buffers.)
    private static func validString(_ utf8: UnsafeBufferPointer<UInt8>) throws(Mismatch) -> String {
        let string = String(decoding: utf8, as: UTF8.self)
        guard string.utf8.elementsEqual(utf8) else { throw Mismatch() }
        return string
    }

    /// The scalar of the `\u` escape whose four hex digits start at `index`, with the low half
    /// when it is a high surrogate; nil for a lone surrogate or a malformed escape.
    private func unicodeEscape(at index: inout Int) -> Unicode.Scalar? {
        guard let unit = hexQuad(at: index) else { return nil }
        index += 4
        switch unit {
        case 0xD800..<0xDC00:
            guard index + 1 < bytes.count, bytes[index] == .backslash, bytes[index + 1] == UInt8(ascii: "u"),
                let low = hexQuad(at: index + 2), (0xDC00..<0xE000).contains(low)
            else { return nil }
            index += 6
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        default:
            return Unicode.Scalar(unit)  // nil for a lone low surrogate
        }
    }

    private func hexQuad(at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case .digitZero ... .digitNine: digit = byte - .digitZero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Where a number's text lies and what it contains.
    private struct ScannedNumber {
        var text: Range<Int>
        var hasFractionOrExponent = false
        var hasExponent = false
        var hasNonZeroDigit = false
    }

    /// Reads a number matching `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private mutating func scanNumber() throws(Mismatch) -> ScannedNumber {
        skipWhitespace()
        let start = position
        var index = position
        var number = ScannedNumber(text: start..<start)
        if index < bytes.count, bytes[index] == .minus { index += 1 }
        guard isDigit(at: index) else { throw Mismatch() }
        if bytes[index] == .digitZero {
            index += 1
        } else {
            number.hasNonZeroDigit = true
            while isDigit(at: index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == .dot {
            index += 1
            guard isDigit(at: index) else { throw Mismatch() }
            while isDigit(at: index) {
                if bytes[index] != .digitZero { number.hasNonZeroDigit = true }
                index += 1
            }
            number.hasFractionOrExponent = true
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == .plus || bytes[index] == .minus { index += 1 }
            guard isDigit(at: index) else { throw Mismatch() }
            while isDigit(at: index) { index += 1 }
            number.hasFractionOrExponent = true
            number.hasExponent = true
        }
        number.text = start..<index
        position = index
        return number
    }

    private func isDigit(at index: Int) -> Bool {
        index < bytes.count && (.digitZero ... .digitNine).contains(bytes[index])
    }

    private mutating func floatingPoint<T: BinaryFloatingPoint>(_ parse: (Substring) -> T?) throws(Mismatch) -> T {
        let number = try scanNumber()
        let value: T
        if let exact = exactDouble(number.text), T.self == Double.self || Double(Float(exact)) == exact {
            // The same value the text conversion gives, without it (see `exactDouble`).
            value = T(exact)
        } else if T.self == Float.self, let near = nearFloat(number.text) {
            value = T(near)
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[number.text]), as: UTF8.self)
            guard let parsed = parse(text[...]) else { throw Mismatch() }
            value = parsed
        }
        guard value.isFinite else { throw Mismatch() }
        guard value != 0 || !(number.hasExponent || number.hasNonZeroDigit) else { throw Mismatch() }
        return value
    }

    /// The number written in `text` (as `scanNumber` found it) as the nearest `Double`, when one
    /// IEEE operation gives it exactly (Clinger's fast path): at most 2^53 for its significant
    /// digits and a power of ten up to 10^22, both exact in a `Double`. Otherwise nil.
    ///
    /// A `Float` field takes this value when it is exactly a `Float` (as adapters that write
    /// single-precision values as doubles send): the text lies within half a `Double` step of it,
    /// far from any point halfway between two `Float`s, so `Float(text)` rounds to it too.
    private func exactDouble(_ text: Range<Int>) -> Double? {
        guard let number = writtenNumber(text, maxDigits: 16), number.significand <= 1 << 53 else { return nil }
        let value = number.scaled
        return number.negative ? -value : value
    }

    /// The `Float` nearest the number written in `text`, when the text lies within a few `Double`
    /// steps of a `Float` (as the 17 digits an adapter writes for a single-precision value as a
    /// double do, e.g. `0.10000000149011612`); otherwise nil.
    ///
    /// `Double(significand)` scaled by an exact power of ten up to 10^22 is within two `Double`
    /// steps of the text (two roundings). When that is within four steps of a `Float`, the text
    /// is within six `Double` steps of it, far less than half a `Float` step (2^28 `Double`
    /// steps, or 2^-150 below the normal range): that `Float` is the nearest, what `Float(text)`
    /// gives, and no tie is possible.
    private func nearFloat(_ text: Range<Int>) -> Float? {
        guard let number = writtenNumber(text, maxDigits: 19), number.significand != 0 else { return nil }
        let scaled = number.scaled
        let nearest = Float(scaled)
        guard nearest.isFinite, nearest != 0, abs(Double(nearest) - scaled) <= 4 * scaled.ulp else { return nil }
        return number.negative ? -nearest : nearest
    }

    /// A number as written: its sign, its significant digits as an integer and the power of ten
    /// that scales them.
    private struct WrittenNumber {
        var negative: Bool
        var significand: UInt64
        var exponent: Int

        /// `Double(significand)` scaled by 10^exponent in one IEEE operation (the power is exact).
        var scaled: Double {
            let value = Double(significand)
            return exponent < 0 ? value / JSONScanner.powersOfTen[-exponent] : value * JSONScanner.powersOfTen[exponent]
        }
    }

    /// The number written in `text` (as `scanNumber` found it), or nil when it has more than
    /// `maxDigits` significant digits or its power of ten lies outside -22…22 (beyond the powers
    /// of ten a `Double` holds exactly).
    @inline(__always)
    private func writtenNumber(_ text: Range<Int>, maxDigits: Int) -> WrittenNumber? {
        var index = text.lowerBound
        let negative = bytes[index] == .minus
        if negative { index += 1 }
        var significand: UInt64 = 0
        var digits = 0
        var exponent = 0
        var inFraction = false
        while index < text.upperBound {
            let byte = bytes[index]
            if byte == .dot {
                inFraction = true
            } else if byte >= .digitZero, byte <= .digitNine {
                if significand != 0 || byte != .digitZero { digits += 1 }
                guard digits <= maxDigits else { return nil }
                significand = significand * 10 + UInt64(byte - .digitZero)
                if inFraction { exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        if index < text.upperBound {
            // An exponent: `e`, an optional sign, digits.
            index += 1
            var exponentNegative = false
            if bytes[index] == .minus || bytes[index] == .plus {
                exponentNegative = bytes[index] == .minus
                index += 1
            }
            var written = 0
            while index < text.upperBound {
                written = written * 10 + Int(bytes[index] - .digitZero)
                guard written <= 1_000 else { return nil }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        guard (-22...22).contains(exponent) else { return nil }
        return WrittenNumber(negative: negative, significand: significand, exponent: exponent)
    }

    /// 10^0 … 10^22, each exact in a `Double`.
    private static let powersOfTen: [Double] = (0...22).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }
}

extension UnsafeBufferPointer<UInt8> {
    /// True when both hold the same bytes.
    func equals(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let left = baseAddress.map(UnsafeRawPointer.init), let right = other.baseAddress.map(UnsafeRawPointer.init)
        else { return true }
        var offset = 0
        while offset + 8 <= count {  // eight bytes at a time
            let same = left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard same else { return false }
            offset += 8
        }
        while offset < count {
            guard left.load(fromByteOffset: offset, as: UInt8.self) == right.load(fromByteOffset: offset, as: UInt8.self)
            else { return false }
            offset += 1
        }
        return true
    }

    /// True when the bytes are exactly `literal`'s UTF-8.
    func equals(_ literal: StaticString) -> Bool {
        equals(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}

extension UInt8 {
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let lineFeed = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let digitZero = UInt8(ascii: "0")
    fileprivate static let digitNine = UInt8(ascii: "9")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
}
