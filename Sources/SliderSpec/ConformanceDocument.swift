/// Renders CONFORMANCE.md, the human-readable specification, from the rule catalogue.
///
/// `slider-conformance rules --markdown` prints it; a test fails when the checked-in file differs.
public enum ConformanceDocument {
    /// The whole document.
    public static func markdown(rules: [Rule] = RuleCatalogue.rules) -> String {
        var lines = introduction
        lines += ["## Rules", "", "| Rule | Status | Statement |", "|---|---|---|"]
        lines += rules.map { "| [`\($0.id)`](#\(anchor($0.id))) | \($0.status.rawValue) | \($0.statement.replacingOccurrences(of: "|", with: "\\|")) |" }
        lines.append("")
        for rule in rules { lines += section(rule) }
        lines += knownDifferences(rules)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The section for one rule: statement, status, sources, how it is checked, example.
    public static func section(_ rule: Rule) -> [String] {
        var lines = ["### `\(rule.id)`", "", rule.statement, "", "- **Status:** \(rule.status.rawValue)"]
        lines.append("- **Source:** " + rule.sources.map { "`\($0.document.rawValue)` (\($0.section))" }.joined(separator: "; "))
        lines.append("- **Checked:** " + checkedText(rule))
        if let reading = RuleCatalogue.reading(for: rule.id) {
            lines.append("- **Readings** (\(reading.question.prefix(1).lowercased() + reading.question.dropFirst())):")
            for option in reading.options {
                let profiles = Profile.all.filter { RuleCatalogue.allowedReadings(for: rule.id, under: $0)?.contains(option.name) == true }
                let allowed = profiles.isEmpty ? "no profile" : profiles.map { "`\($0.id)`" }.joined(separator: ", ")
                lines.append("  - `\(option.name)`: \(option.summary). Allowed by \(allowed).")
            }
        }
        if let difference = rule.uikitDifference { lines.append("- **UIKit evidence:** \(difference)") }
        let profile = rule.example.profile ?? .documented
        lines += ["", "```swift"] + (rule.example.profile.map { ["// profile: \($0.id)"] } ?? []) + exampleLines(rule.example, under: profile)
        let uikit = rule.example.expectations.filter { $0.acceptedByUIKit != nil }
        if !uikit.isEmpty {
            lines.append("// uikit-observed:")
            lines += uikit.map { "//   " + $0.swiftComment(under: .uikitObserved).dropFirst(3) }
        }
        lines += ["```", ""]
        return lines
    }

    /// The example as Swift: creation, one line per operation, one comment per expectation.
    public static func exampleLines(_ example: RuleExample, under profile: Profile) -> [String] {
        let opensWithLoad = example.operations.first.map { if case .loadFromInterfaceBuilder = $0 { true } else { false } } ?? false
        var lines = [opensWithLoad ? "var slider = UISlider()" : "let slider = UISlider()"]
        if example.operations.dropFirst().contains(where: { if case .loadFromInterfaceBuilder = $0 { true } else { false } }) {
            lines[0] = "var slider = UISlider()"
        }
        lines += example.operations.map(\.swiftStatement)
        lines += example.expectations.map { $0.swiftComment(under: profile) }
        return lines
    }

    private static func checkedText(_ rule: Rule) -> String {
        let fields = fieldNames(rule.governs)
        switch rule.status {
        case .unspecified where rule.id == .accessibilityValueDegenerateRange:
            return "never compared while the range is degenerate."
        case _ where rule.id == .geometryDegenerate:
            return "never: the geometry relations and touch positions are skipped while the slider is degenerate."
        case _ where rule.id == .geometryClassicUIKit:
            return "under `uikit-observed` only, after every step: every rectangle must equal the classic layout's; a difference is blamed on this rule."
        case _ where rule.id.rawValue.hasPrefix("geometry.") || rule.id == .calloutFollowsThumb:
            return "after every step, as a relation between the implementation's own rectangles (any numbers that keep it pass), on \(fields); a broken relation is blamed on this rule with a sentence saying what was expected."
        case _ where rule.id == .layoutIntrinsicHeight:
            return "after every step whose observation reports \(fields), as a relation with the value images and with the height observed before a change of the value alone; a broken relation is blamed on this rule."
        case _ where rule.id == .calloutShowsValue:
            return "under `value-callout`, after every step that sends `valueChanged` and whose observation reports the \(fields): it must equal the value of the last `valueChanged` sent; a difference is blamed on this rule."
        case _ where rule.governs.isSubset(of: [.accessibilityElement]):
            return "after every step whose observation reports \(fields) (an adapter may leave it out): it must equal the reference's; a divergence there is blamed on this rule."
        case .unspecified:
            return "after every step this rule decides, \(fields) must match one of the allowed readings; the first reading an implementation reveals is kept for the rest of the sequence."
        case _ where rule.governs.contains(.value) && rule.id.rawValue.hasPrefix("tracking."):
            return "after every step this rule decides, \(fields) must equal the reference's; a value set by a touch may differ by up to 1.5 points of the implementation's own thumb travel, and the implementation's value is then kept."
        default:
            return "after every step this rule decides, \(fields) must equal the reference's; a divergence there is blamed on this rule."
        }
    }

    private static func fieldNames(_ families: Set<ObservationFamily>) -> String {
        if families == ObservationFamily.every { return "every observation" }
        let names = getterNames(families)
        guard names.count > 6 else { return names.joined(separator: ", ") }
        return "every observation but " + getterNames(ObservationFamily.every.subtracting(families)).joined(separator: ", ")
    }

    /// The distinct getters of the fields in `families`, in `ObservationField.all` order.
    private static func getterNames(_ families: Set<ObservationFamily>) -> [String] {
        var names: [String] = []
        for field in ObservationField.all where families.contains(field.family) {
            let name: String =
                switch field {
                case let .image(part, _): "`\(part.imageGetterName)(for:)`"
                default: "`\(field)`"
                }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    private static func anchor(_ id: RuleID) -> String {
        id.rawValue.filter { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased()
    }

    private static func knownDifferences(_ rules: [Rule]) -> [String] {
        var lines = [
            "## Known differences of real UIKit", "",
            "From `shared/uikit-behaviour.md` (public headers and a decompiled iOS 26.1 UIKitCore; nothing was run on a device). The `documented` profile follows the source documents; `uikit-observed` follows these.",
            "", "| Rule | Real UIKit |", "|---|---|",
        ]
        lines += rules.compactMap { rule in rule.uikitDifference.map { "| `\(rule.id)` | \($0) |" } }
        return lines
    }

    private static var introduction: [String] {
        var lines = [
            "# UISlider conformance",
            "",
            "<!-- Generated by `swift run slider-conformance rules --markdown > CONFORMANCE.md`. Do not edit by hand. -->",
            "",
            "This is the specification that SliderConformance checks: what a slider control must do to behave like UIKit's `UISlider`. Every rule has a stable identifier, a status, the source it comes from, and a minimal example that the test suite runs against every bundled implementation.",
            "",
            "## What conformance means",
            "",
            "An implementation conforms when, for every sequence of operations on a fresh slider, every observation after every operation (each getter, `*Image(for:)` for all eight single and combined states, `current*Image`, the accessibility value and traits, and the `valueChanged` events sent) equals what the reference model (`ReferenceSlider`) gives. The first divergence is reported with the rule to blame: the first rule that decided that step and governs the diverging observation.",
            "",
            "Statuses: **documented** rules are stated by a source document; **derived** rules follow from them with no other reasonable reading; **unspecified** rules are where the sources are silent or ambiguous. For those the rule lists its *readings*: the answers an implementation may give. A check accepts any allowed reading, continues from the one the implementation chose, and holds the implementation to that reading for the rest of the sequence.",
            "",
            "Sources are the files in `shared/sources/`, cited by file name and section. In examples, `image1`, `image2` are distinct images and `color1` a colour; the suite passes them as opaque tokens (`image-1`, `color-1`).",
            "",
            "## Profiles",
            "",
        ]
        lines += Profile.all.map { "- **`\($0.id)`**\($0 == .documented ? " (default)" : ""): \($0.summary)" }
        lines += [
            "",
            "## Checking an implementation",
            "",
            "Adopt `SliderUnderTest` (directly, or on an adapter around your control), then run the suite against it. The README shows the adapter for a real `UISlider`. `swift run slider-conformance rules` lists this catalogue in the terminal, with `--status` and a text filter.",
            "",
            "Touches are operations with a position in the slider's bounds and a timestamp (`touchBegan`, `touchMoved`, `touchEnded`, `touchCancelled`). Where a touch lands is read against the implementation's *own* geometry, as it last reported it, so an implementation is free to draw its track and thumb where it likes as long as the geometry relations hold; under `uikit-observed` the geometry must also equal the classic UIKit layout. Image tokens have sizes: `image-1` 16 × 16, `image-2` 24 × 24, `image-3` 32 × 20 points.",
            "",
        ]
        return lines
    }
}
