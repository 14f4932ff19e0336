import SliderEngine
import SliderSpec
import SliderWire

/// A counterexample of an implementation in another process (`--exec`) as a shell command that
/// reproduces it without the suite: the wire protocol's requests (`PROTOCOL.md`), each line as
/// the suite sends it to a fresh child, piped into the adapter's command, and a comment naming
/// the answer that diverges and what the reference expected there.
///
///     printf '%s\n' \
///       '{"type":"hello","protocol":1}' \
///       '{"id":1,"type":"create"}' \
///       '{"id":2,"type":"perform","operation":{"setValue":{"_0":2}}}' \
///       | python3 adapter.py
///     # the answer to request 2 diverges here: value: expected 1.0, observed 2.0
///
/// Every line stands on its own (no here-document), so the snippet still runs when a report
/// indents it.
struct WireSnippet {
    /// The adapter's command line, as `--exec` was given it.
    let command: String

    /// The snippet's lines for `operations`, marking the `earlier` divergences the check went on
    /// from, and ending with what `violation` (at the last operation) says was expected.
    func lines(
        _ operations: [SliderOperation], earlier: [Counterexample.EarlierDivergence], violation: Violation?
    ) -> [String] {
        var requests = [#"{"type":"hello","protocol":\#(ProcessConnection.protocolVersion)}"#]
        // Request `id` of each operation; a sequence that starts with a load creates its slider so.
        var ids: [Int] = []
        var first = 0
        if case let .loadFromInterfaceBuilder(attributes)? = operations.first, !earlier.contains(where: { $0.step == -1 }) {
            requests.append(line(id: 1, WireRequest.create(attributes)))
            ids.append(1)
            first = 1
        } else {
            requests.append(line(id: 1, WireRequest.create(nil)))
        }
        for operation in operations.dropFirst(first) {
            ids.append(requests.count)
            requests.append(line(id: requests.count, WireRequest(operation)))
        }
        var lines = ["printf '%s\\n' \\"] + requests.map { "  " + shellQuoted($0) + " \\" }
        lines.append("  | " + command)
        for divergence in earlier {
            let id = divergence.step < 0 ? 1 : ids[divergence.step]
            lines.append("# the answer to request \(id) differs already (\(divergence.rule): \(divergence.field)); checked on from the implementation's state")
        }
        let last = ids.last ?? 1
        if let violation {
            let assertion = SnippetAssertion(violation: violation, declared: [])
            if let field = assertion.field {
                lines.append("# the answer to request \(last) diverges here: " + assertion.message(field))
            } else {
                lines.append("# the adapter fails at request \(last): " + (violation.explanation ?? violation.rule.rawValue))
            }
        } else {
            lines.append("# the answer to request \(last) diverges here")
        }
        return lines
    }

    /// `{"id":7,…}`: the request line the suite writes, without its newline.
    private func line(id: Int, _ request: WireRequest) -> String {
        #"{"id":\#(id),"# + request.body + "}"
    }

    /// `text` in single quotes for a POSIX shell, a single quote written `'\''`.
    private func shellQuoted(_ text: String) -> String {
        var quoted = "'"
        for character in text { quoted += character == "'" ? #"'\''"# : String(character) }
        return quoted + "'"
    }
}
