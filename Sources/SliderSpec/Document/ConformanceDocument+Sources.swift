extension ConformanceDocument {
    /// The Sources section: each document with its title, publisher, address and date.
    static var sources: [String] {
        var lines = [
            "## Sources", "",
            "The rules are drawn from five documents, kept in `shared/sources/` beside this repository and cited by title, number and section. Their prose is paraphrased here, never quoted at length. Where they are silent, a rule is *unspecified*; what real UIKit is known to do there comes from `shared/uikit-behaviour.md` (public headers, a decompiled iOS 26.1 UIKitCore, public storyboards; nothing was run on a device), with its confidence: *header*, *strong*, *medium* or *weak*.",
            "",
            "| No. | Title | Publisher | Date | Address | File |", "|---|---|---|---|---|---|",
        ]
        for document in SourceCitation.Document.allCases {
            lines.append(
                "| \(document.number) | *\(document.title)* | \(cell(document.publisher)) | \(document.date) | <\(document.address)> | `\(document.rawValue)` |")
        }
        lines += [
            "", "Sections are the documents' own headings, properties and methods (001's entries one by one); the articles' passages without a heading are named after their topic. Each rule cites sections; its Sources line prints the id and paraphrase of each row of the reverse index that the section holds and that lists the rule.", "",
        ]
        return lines
    }

    /// Every question `uikit-observed` answers differently from `documented`, and every rule
    /// with UIKit evidence, with that evidence and its confidence.
    static var knownDifferences: [String] {
        var lines = [
            "## Known differences of real UIKit", "",
            "Where `uikit-observed` allows other readings than `documented`, or checks more, and why. The evidence is `shared/uikit-behaviour.md`'s, with its confidence in parentheses.",
            "", "| Rule | Question | `documented` allows | `uikit-observed` allows | Evidence |", "|---|---|---|---|---|",
        ]
        let documented = Profile.documented.readings.summary, uikit = Profile.uikitObserved.readings.summary
        var listed: Set<RuleID> = []
        for (ours, theirs) in zip(documented, uikit) where ours.allowed != theirs.allowed {
            let evidence = RuleCatalogue.rule(ours.rule)?.uikitDifference ?? "—"
            lines.append(
                "| \(link(ours.rule)) | \(cell(ours.question)) | \(names(ours.allowed)) | \(names(theirs.allowed)) | \(cell(evidence)) |")
            listed.insert(ours.rule)
        }
        for rule in RuleCatalogue.rules where !listed.contains(rule.id) {
            guard let difference = rule.uikitDifference else { continue }
            let question = RuleCatalogue.reading(for: rule.id)?.question ?? "—"
            let same = RuleCatalogue.allowedReadings(for: rule.id, under: .documented).map(names) ?? "—"
            lines.append("| \(link(rule.id)) | \(cell(question)) | \(same) | \(same) | \(cell(difference)) |")
        }
        return lines + [""]
    }

    /// The reverse index: every statement of every document, with the rules that encode it.
    static var reverseIndex: [String] {
        let all = SourceIndex.statements
        var lines = [
            "## Reverse index: what each source says", "",
            "Every statement the sources make about the control, in document order, paraphrased, with the rules that encode it, or why none does. Each has a stable id (document number, section, place in the section), which a rule's Sources line prints beside the paraphrase of exactly the rows it cites. An *unspecified* rule is listed beside the statement whose open question it settles (which touches move the thumb, how the percentage is computed, what a limit change sends), marked *(settles an open question)*: the statement frames the question, the rule's readings answer it, and the rule does not encode the statement. \(all.count) statements: \(all.count { $0.rules.contains { RuleCatalogue.rule($0)?.status != .unspecified } }) encoded, \(all.count { !$0.rules.isEmpty && $0.rules.allSatisfy { RuleCatalogue.rule($0)?.status == .unspecified } }) only settled by an unspecified rule, \(all.count { $0.rules.isEmpty }) not covered.",
            "",
        ]
        for document in SourceCitation.Document.allCases {
            let statements = all.filter { $0.document == document }
            lines += ["### \(document.number): *\(document.title)*", "", "| Id | Section | What it says | Encoded by |", "|---|---|---|---|"]
            for statement in statements {
                let coverage: String =
                    switch statement.coverage {
                    case let .encodedBy(rules): rules.map(indexEntry).joined(separator: ", ")
                    case let .notCovered(reason): "not covered: " + reason
                    }
                lines.append("| `\(statement.id)` | \(cell(statement.section)) | \(cell(statement.paraphrase)) | \(cell(coverage)) |")
            }
            lines.append("")
        }
        return lines
    }

    /// A rule as the reverse index lists it: its link, marked when the rule is *unspecified* and
    /// so only settles the open question the statement frames.
    private static func indexEntry(_ id: RuleID) -> String {
        RuleCatalogue.rule(id)?.status == .unspecified ? link(id) + " *(settles an open question)*" : link(id)
    }

    private static func names(_ options: [String]) -> String { options.map { "`\($0)`" }.joined(separator: ", ") }
}
