import Foundation
import SliderWire

extension FuzzWorkerLine {
    /// Appends `number` in decimal, digit by digit (no string is made: a worker writes a few
    /// hundred numbers a chunk).
    static func appendDecimal(_ number: Int, to line: inout [UInt8]) {
        if number < 0 { line.append(UInt8(ascii: "-")) }
        var rest = number.magnitude
        var divisor: UInt = 1
        while divisor <= rest / 10 { divisor *= 10 }
        repeat {
            line.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// A whole number of at most 18 digits, or nil.
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// The bytes before the first space and those after it; nil without a space.
    static func split(_ text: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, ArraySlice<UInt8>)? {
        guard let space = text.firstIndex(of: UInt8(ascii: " ")) else { return nil }
        return (text[..<space], text[(space + 1)...])
    }

    /// Appends `value` as one line of JSON written by `encoder`, or `fallback` when it cannot be
    /// encoded.
    static func appendJSON(_ value: some Encodable, encoder: JSONEncoder, orElse fallback: String, to line: inout [UInt8]) {
        if let json = try? encoder.encode(value) { line.append(contentsOf: json) } else { line += fallback.utf8 }
    }

    /// The `T` the JSON `bytes` hold, read by `decoder`; else the error naming the line's `kind`
    /// and where the JSON went wrong.
    static func decode<T: Decodable>(_ type: T.Type, _ bytes: ArraySlice<UInt8>, kind: String, decoder: JSONDecoder) throws(Malformed) -> T {
        let json = Data(bytes)
        do {
            return try decoder.decode(type, from: json)
        } catch {
            throw Malformed("\(kind): " + SliderJSON.describe(error, decoding: json))
        }
    }
}
