/// Checks on what a child sends that the decoders let through.
extension ProcessConnection {
    /// The first key that occurs twice in the top-level object of `line`, or nil. JSON decoders
    /// keep one of the two silently; the protocol takes a repeated key (a second `"id"`) as an
    /// error.
    nonisolated static func duplicateTopLevelKey(_ line: [UInt8]) -> String? {
        var depth = 0
        var inString = false
        var escaped = false
        var expectsKey = false
        var key: [UInt8] = []
        var keys: Set<[UInt8]> = []
        for byte in line {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 1, expectsKey {
                        expectsKey = false
                        if !keys.insert(key).inserted { return String(decoding: key, as: UTF8.self) }
                    }
                    continue
                }
                if depth == 1, expectsKey { key.append(byte) }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                key = []
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectsKey = depth == 1 && byte == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 1 { expectsKey = true }
            default:
                break
            }
        }
        return nil
    }

    /// `name` with control characters (terminal escape sequences among them) written as
    /// `\u{1B}`, so a report or a terminal never interprets them.
    nonisolated static func escapingControlCharacters(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
