import SliderEngine
/// Strings from outside the suite (an adapter's name, toolkit and answers, an observed label, a
/// report file given to `matrix`) made safe for CommonMark and GitHub's tables: rendered, each
/// reads as the literal text it is, and none can open raw HTML, start a heading, add a table
/// cell or row, or close a code span or fence.
enum MarkdownText {
    /// `text` as literal inline text: HTML's characters as entities, the characters Markdown
    /// reads inline (emphasis, links, code, table cells, headings) behind a backslash, a leading
    /// list or heading marker escaped, and line breaks as spaces, so it stays on its line.
    static func text(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}": escaped += " "
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~":
                escaped += "\\" + String(character)
            default: escaped.append(character)
            }
        }
        // At the start of a line a marker opens a list, a heading's underline or a numbered item.
        if let first = escaped.first, "-+=".contains(first) { escaped = "\\" + escaped }
        let digits = escaped.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let next = escaped.dropFirst(digits.count).first, next == "." || next == ")" {
            escaped = digits + "\\" + escaped.dropFirst(digits.count)
        }
        return escaped
    }

    /// `code` as an inline code span: delimited by one backtick more than its longest run of
    /// backticks (padded with a space where it starts or ends with one), line breaks as spaces, and
    /// `|` escaped where the span stands in a table cell (`inTable`), which GitHub's tables need
    /// even inside code.
    static func code(_ code: String, inTable: Bool = false) -> String {
        var body = code.replacingOccurrences(of: "\r\n", with: " ")
        body = String(body.map { "\n\r\u{2028}\u{2029}".contains($0) ? " " : $0 })
        if inTable { body = body.replacingOccurrences(of: "|", with: "\\|") }
        let delimiter = String(repeating: "`", count: longestRun(of: "`", in: body) + 1)
        let padding = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
        return delimiter + padding + body + padding + delimiter
    }

    /// The opening (and closing) line of a fenced code block that `content` cannot close: three
    /// backticks, or one more than the longest run of backticks in it.
    static func fence(for content: String, info: String = "") -> String {
        String(repeating: "`", count: max(3, longestRun(of: "`", in: content) + 1)) + info
    }

    /// The length of the longest run of `character` in `text`.
    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0, current = 0
        for next in text {
            current = next == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// `anchor` as an HTML id and link fragment: letters, digits, `-`, `_` and `.` kept, anything
    /// else as `-`.
    static func anchor(_ anchor: String) -> String {
        String(anchor.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "-" })
    }
}
