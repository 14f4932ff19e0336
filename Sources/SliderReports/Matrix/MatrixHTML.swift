import SliderEngine
/// A merged `ConformanceMatrix` as one self-contained HTML page: no external assets, readable
/// with scripts off (every cell and counterexample is in the markup; a small inline script only
/// adds the filters by group and verdict, which hide the rows and the counterexamples no shown
/// cell links to), and colour never the only signal (each verdict is a word and a symbol).
/// The same content as `MatrixMarkdown`: changes since the previous night first, then each
/// column's provenance in its header, one table body per rule group, then the counterexamples.
public enum MatrixHTML {
    /// The symbol beside each verdict's word.
    static let symbols: [RuleVerdict.Outcome: String] = [
        .pass: "✓", .fail: "✗", .expected: "≈", .notReached: "…", .notApplicable: "–",
    ]

    /// The page; `specification` is where CONFORMANCE.md is, relative to the page or absolute.
    public static func render(_ matrix: ConformanceMatrix, specification: String = "CONFORMANCE.md") -> String {
        var html = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>Slider conformance matrix</title>", "<style>" + style + "</style>", "</head>", "<body>",
            "<h1>Slider conformance matrix</h1>",
            "<p>Merged by the suite at \(escape(matrix.versions)): \(matrix.columns.count) implementation\(matrix.columns.count == 1 ? "" : "s"), "
                + "\(matrix.rows.count) rules. A pass means the rule decided at least one step and never diverged; "
                + "<em>not reached</em> and <em>not applicable</em> are never passes. Legend: "
                + RuleVerdict.Outcome.allCases.map { "\(symbols[$0]!) \(label($0))" }.joined(separator: " · ") + ".</p>",
        ]
        if let trend = matrix.changes { html += changes(trend) }
        html += filters(matrix)
        html.append("<table id=\"matrix\">")
        html.append("<thead><tr><th scope=\"col\">rule</th>" + matrix.columns.map(header).joined() + "</tr></thead>")
        for group in matrix.groups {
            html.append("<tbody data-group=\"\(escape(group))\">")
            html.append("<tr class=\"group\"><th scope=\"rowgroup\" colspan=\"\(matrix.columns.count + 1)\">\(escape(group))</th></tr>")
            for row in matrix.rows where row.group == group { html.append(self.row(row, specification: specification)) }
            html.append("</tbody>")
        }
        html.append("</table>")
        html += counterexamples(matrix)
        html += ["<script>" + script + "</script>", "</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    /// `FAIL` in capitals, the other verdicts as they are.
    static func label(_ outcome: RuleVerdict.Outcome) -> String { outcome == .fail ? "FAIL" : outcome.rawValue }

    /// `text` escaped for HTML text and attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A column header: implementation, profile, verdict, and its provenance.
    private static func header(_ column: MatrixColumn) -> String {
        let provenance = column.provenance
        var facts = provenance.facts.filter { !$0.hasPrefix("profile ") }
        for reason in provenance.stoppedEarly { facts.append("stopped early: " + reason) }
        var declared = ""
        if !provenance.skippedKinds.isEmpty || !provenance.unreadFields.isEmpty {
            let kinds = provenance.skippedKinds.count, fields = provenance.unreadFields.count
            let summary = "\(kinds) unsupported operation\(kinds == 1 ? "" : "s"), \(fields) unread field\(fields == 1 ? "" : "s")"
            declared = "<details><summary>\(summary)</summary><p>unsupported: " + escape(provenance.skippedKinds.joined(separator: ", "))
                + "</p><p>unread: " + escape(provenance.unreadFields.joined(separator: ", ")) + "</p></details>"
        }
        let verdict = column.verdict == "fails" ? "✗ FAILS" : "✓ conforms"
        let list: String = facts.map { "<li>" + escape($0) + "</li>" }.joined()
        let opening = "<th scope=\"col\" id=\"col-\(column.anchor)\" data-verdict=\"\(column.verdict)\">"
        let name = "<span class=\"name\">\(escape(column.implementation))</span> <span class=\"profile\">(\(escape(provenance.profile)))</span>"
        return opening + name + "<br><strong class=\"\(column.verdict)\">\(verdict)</strong><ul class=\"provenance\">" + list + "</ul>" + declared + "</th>"
    }

    /// One rule's row.
    private static func row(_ row: MatrixRow, specification: String) -> String {
        let name = "<code>\(escape(row.rule.rawValue))</code>"
        let rule = row.anchor.map { "<a href=\"\(escape(specification))#\($0)\">\(name)</a>" } ?? name
        var verdicts: [String] = []
        for cell in row.cells.compactMap({ $0 }) where !verdicts.contains(cell.outcome.rawValue) { verdicts.append(cell.outcome.rawValue) }
        return "<tr id=\"rule-\(ConformanceMatrix.anchor(row.rule.rawValue))\" data-rule=\"\(escape(row.rule.rawValue))\" data-verdicts=\"\(verdicts.joined(separator: ","))\">"
            + "<th scope=\"row\">\(rule) <span class=\"status\">\(row.status ?? "process")</span><div class=\"statement\">\(escape(row.statement))</div></th>"
            + row.cells.map(cell).joined() + "</tr>"
    }

    /// One cell: symbol and word, steps, and the reason or the root cause with its link.
    private static func cell(_ cell: MatrixCell?) -> String {
        guard let cell else { return "<td class=\"none\" data-verdict=\"none\">not judged</td>" }
        var html = "<td class=\"\(cell.outcome == .fail ? "fail" : cell.outcome == .pass ? "pass" : cell.outcome == .expected ? "expected" : "open")\" data-verdict=\"\(cell.outcome.rawValue)\">"
            + "<span class=\"verdict\">\(symbols[cell.outcome]!) \(label(cell.outcome))</span> <span class=\"steps\">\(cell.steps)</span>"
        if let reason = cell.reason { html += "<div class=\"reason\">\(escape(reason))</div>" }
        if let failure = cell.failure {
            html += "<div class=\"cause\">root cause " + escape(failure.summary) + " <a href=\"#\(failure.anchor)\">counterexample</a></div>"
            if let values = failure.values, !values.isEmpty {
                html += "<div class=\"values\">expected → observed: " + values.map { "<code>\(escape($0))</code>" }.joined(separator: "; ") + "</div>"
            } else if let explanation = failure.explanation {
                // A broken relation: its explanation says what was expected of what came back.
                html += "<div class=\"values\">\(escape(explanation))</div>"
            }
        }
        return html + "</td>"
    }

    /// The section that leads a nightly page: what changed since the previous night.
    private static func changes(_ trend: MatrixTrend) -> [String] {
        var html = ["<section id=\"changes\">", "<h2>Changes since the previous night</h2>",
                    "<p>Compared with the matrix merged at \(escape(trend.previousVersions)): <strong>\(escape(trend.summary))</strong>.</p>"]
        var items = trend.changes.map { change in
            "<li class=\"\(ConformanceMatrix.anchor(change.kind.rawValue))\" data-kind=\"\(change.kind.rawValue)\"><strong>\(change.kind.rawValue)</strong>: "
                + "\(escape(change.column)) <a href=\"#rule-\(ConformanceMatrix.anchor(change.rule.rawValue))\"><code>\(escape(change.rule.rawValue))</code></a>: \(escape(change.transition))</li>"
        }
        items += trend.addedColumns.map { "<li data-kind=\"new column\"><strong>new column</strong>: \(escape($0))</li>" }
        items += trend.removedColumns.map { "<li data-kind=\"column gone\"><strong>column gone</strong>: \(escape($0))</li>" }
        if !items.isEmpty { html += ["<ul>"] + items + ["</ul>"] }
        return html + ["</section>"]
    }

    /// The filter controls, hidden until the script shows them (they do nothing without it). The
    /// script also takes them from the address: `?group=Limits&verdict=fail` shows a link's reader
    /// only those rows.
    private static func filters(_ matrix: ConformanceMatrix) -> [String] {
        let groups = matrix.groups.map { "<option value=\"\(escape($0))\">\(escape($0))</option>" }.joined()
        let verdicts = RuleVerdict.Outcome.allCases.map { "<option value=\"\($0.rawValue)\">\(label($0))</option>" }.joined()
        return [
            "<form id=\"filters\" hidden>",
            "<label>Group <select id=\"filter-group\"><option value=\"\">all</option>\(groups)</select></label>",
            "<label>Verdict <select id=\"filter-verdict\"><option value=\"\">any</option>\(verdicts)</select></label>",
            "<output id=\"filter-count\"></output>", "</form>",
        ]
    }

    /// Every counterexample a cell links to, after a line counting them that the script rewrites
    /// as how many the filters show: a section shows exactly when a shown cell links to it.
    private static func counterexamples(_ matrix: ConformanceMatrix) -> [String] {
        var html: [String] = []
        var shown: [String] = []
        for (index, column) in matrix.columns.enumerated() {
            for row in matrix.rows {
                guard let failure = row.cells[index]?.failure, !shown.contains(failure.anchor) else { continue }
                shown.append(failure.anchor)
                html.append("<article id=\"\(failure.anchor)\"><h3>\(escape(column.title)): <code>\(escape(row.rule.rawValue))</code></h3>")
                html.append("<p>Root cause: \(escape(failure.summary)).</p>")
                if let explanation = failure.explanation { html.append("<p>\(escape(explanation))</p>") }
                if let values = failure.values, !values.isEmpty {
                    html.append("<p>Expected → observed:</p><ul class=\"values\">" + values.map { "<li><code>\(escape($0))</code></li>" }.joined() + "</ul>")
                }
                html.append("<pre><code>\(escape(failure.snippet))</code></pre>")
                html.append("<p>Found by \(escape(failure.origin)); \(failure.operations) operation\(failure.operations == 1 ? "" : "s") after shrinking.</p></article>")
            }
        }
        let count = shown.isEmpty
            ? "<p>None: no cell fails.</p>"
            : "<p id=\"counterexample-count\">\(shown.count) counterexample\(shown.count == 1 ? "" : "s").</p>"
        return ["<section id=\"counterexamples\">", "<h2>Counterexamples</h2>", count] + html + ["</section>"]
    }

    private static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#111}table{border-collapse:collapse}
        th,td{border:1px solid #bbb;padding:.3em .5em;vertical-align:top;text-align:left}
        thead th{position:sticky;top:0;background:#f4f4f4;min-width:11em}tbody th{font-weight:normal;min-width:16em}tr.group th{background:#e8e8f0;font-size:1.1em}
        .statement,.reason,.cause,.values,.provenance,.status,.steps{font-size:.85em;color:#444}.values{font-weight:normal;overflow-wrap:anywhere}td .values{max-width:24em}.provenance{margin:.3em 0 0;padding-left:1.1em;font-weight:normal}details{font-size:.8em;font-weight:normal;max-width:16em}
        td.pass{background:#e3f4e3}td.fail{background:#fbdada;font-weight:bold}td.expected{background:#fff2cc}td.open{background:#f2f2f2}
        strong.fails{color:#a00}pre{background:#f6f6f6;padding:.6em;overflow:auto}#filters label{margin-right:1em}
        """

    private static let script = """
        (function(){var f=document.getElementById('filters'),g=document.getElementById('filter-group'),v=document.getElementById('filter-verdict'),
        c=document.getElementById('filter-count'),q=new URLSearchParams(location.search);f.hidden=false;
        if(q.has('group'))g.value=q.get('group');if(q.has('verdict'))v.value=q.get('verdict');function apply(){var shown=0;
        document.querySelectorAll('#matrix tbody').forEach(function(b){var inGroup=!g.value||b.dataset.group===g.value,any=false;
        b.querySelectorAll('tr[data-rule]').forEach(function(r){var ok=inGroup&&(!v.value||r.dataset.verdicts.split(',').indexOf(v.value)>=0);
        r.hidden=!ok;if(ok){any=true;shown++;}});b.hidden=!any;});c.textContent=shown+' rules shown';
        var linked=Object.create(null),x=document.querySelectorAll('#counterexamples article'),n=0,k=document.getElementById('counterexample-count');
        document.querySelectorAll('#matrix td a[href^="#"]').forEach(function(a){var r=a.closest('tr');
        if(!r.hidden&&!r.parentNode.hidden)linked[a.getAttribute('href').slice(1)]=true;});
        x.forEach(function(e){e.hidden=!linked[e.id]&&'#'+e.id!==location.hash;if(!e.hidden)n++;});
        if(k)k.textContent=n+' of '+x.length+' counterexample'+(x.length===1?'':'s')+' shown'+(n<x.length?' (those the rules shown link to)':'');}
        g.addEventListener('change',apply);v.addEventListener('change',apply);addEventListener('hashchange',apply);apply();})();
        """
}
