import Foundation

/// The suite's JSON settings, shared by corpus files and every other JSON it reads or writes,
/// and the rendering of decoding errors as sentences a user can act on.
public enum SliderJSON {
    /// An encoder for files people read and diff: pretty-printed, keys sorted, slashes
    /// unescaped, and NaN and the infinities written as `"nan"`, `"inf"` and `"-inf"`.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// A decoder that reads what `encoder()` writes, including `"nan"`, `"inf"` and `"-inf"`.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// One sentence saying where decoding failed and what was expected, e.g.
    /// `at operations[2].op: unknown operation "fly"; expected one of: …`.
    public static func describe(_ error: DecodingError) -> String {
        switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            return sentence(at: context.codingPath, context.debugDescription, underlying: context.underlyingError)
        case let .keyNotFound(key, context):
            return sentence(at: context.codingPath, "missing \"\(key.stringValue)\"", underlying: context.underlyingError)
        @unknown default:
            return String(describing: error)
        }
    }

    /// Like `describe(_:)` for the error thrown while decoding `data`, for any error.
    ///
    /// When the decoder reports only "not valid JSON" at the top level without saying why (as
    /// Foundation on Linux does), `data` is parsed again to find where the syntax breaks, with
    /// the line and column.
    public static func describe(_ error: any Error, decoding data: Data) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        guard case let .dataCorrupted(context) = decodingError, context.codingPath.isEmpty,
            context.underlyingError == nil
        else { return describe(decodingError) }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            return "not valid JSON: " + withLineAndColumn(message(of: error), in: data)
        }
        // Well-formed, yet the decoder gave up at the top level: a number did not fit its type.
        return "a value could not be decoded and the decoder did not say where; the JSON is well-formed, so a"
            + " number probably does not fit the type expected there (a fraction where a whole number belongs,"
            + " or a number too large)"
    }

    /// `operations[2].op`: integer keys as `[n]`, other keys joined by `.`.
    public static func renderPath(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    private static func sentence(at codingPath: [any CodingKey], _ detail: String, underlying: (any Error)?) -> String {
        let place = codingPath.isEmpty ? "at the top level" : "at " + renderPath(codingPath)
        var text = place + ": " + tidy(detail)
        if let underlying { text += ": " + tidy(message(of: underlying)) }
        return text
    }

    /// The most specific message an error carries: Foundation's debug description when present.
    private static func message(of error: any Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty { return debug }
        return error.localizedDescription
    }

    /// Lower-cases an initial capital (not an acronym) and drops a final full stop, so that
    /// messages from different sources read as one sentence.
    private static func tidy(_ message: String) -> String {
        var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix(".") && !text.hasSuffix("..") { text.removeLast() }
        let characters = Array(text.prefix(2))
        if characters.count == 2, characters[0].isUppercase, characters[1].isLowercase {
            text = characters[0].lowercased() + text.dropFirst()
        }
        return text
    }

    /// Adds `(line L, column C)` to a message that gives only a byte offset ("around character 43").
    private static func withLineAndColumn(_ message: String, in data: Data) -> String {
        let text = tidy(message)
        guard !text.contains("line"), let range = text.range(of: "character ") else { return text }
        let digits = text[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
        guard let offset = Int(digits), offset >= 0, offset <= data.count else { return text }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return text + " (line \(line), column \(column))"
    }
}
