extension ConformanceDocument {
    /// The section for one rule: statement, status, sources, how it is checked, readings, example.
    public static func section(_ rule: Rule) -> [String] {
        var lines = ["#### `\(rule.id)`", "", rule.statement, "", "- **Status:** \(rule.status.rawValue)"]
        let changes = RuleCatalogue.history.filter { $0.rule == rule.id }
        if !changes.isEmpty {
            lines.append("- **History:** " + changes.map { "\($0.kind.rawValue) in spec \($0.version) (\($0.note))" }.joined(separator: "; "))
        }
        lines.append("- **Sources:**")
        for citation in rule.sources {
            let rows = SourceIndex.statements(citedBy: citation, for: rule.id)
            if rows.isEmpty { lines.append("  - \(citation.titled)") }
            lines += rows.map { "  - \(citation.titled) [`\($0.id)`]: \($0.paraphrase)" }
        }
        let cited = Set(rule.sources.map(\.document))
        for statement in SourceIndex.statements where statement.rules.contains(rule.id) && !cited.contains(statement.document) {
            let citation = SourceCitation(statement.document, statement.section)
            lines.append("  - also \(citation.titled) [`\(statement.id)`]: \(statement.paraphrase)")
        }
        lines.append("- **Checked:** " + checkedText(rule))
        if let reading = RuleCatalogue.reading(for: rule.id) {
            lines.append("- **Readings** (\(reading.question.prefix(1).lowercased() + reading.question.dropFirst())):")
            for option in reading.options {
                let profiles = Profile.all.filter { RuleCatalogue.allowedReadings(for: rule.id, under: $0)?.contains(option.name) == true }
                let allowed = profiles.isEmpty ? "no profile" : profiles.map { "`\($0.id)`" }.joined(separator: ", ")
                lines.append("  - `\(option.name)`: \(option.summary). Allowed by \(allowed).")
            }
        }
        if let difference = rule.uikitDifference { lines.append("- **Real UIKit:** \(difference)") }
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

    /// The example as Swift: creation, one line per operation, one comment per expectation, then
    /// one comment per reading outcome.
    public static func exampleLines(_ example: RuleExample, under profile: Profile) -> [String] {
        let loads = example.operations.contains { if case .loadFromInterfaceBuilder = $0 { true } else { false } }
        var lines = [loads ? "var slider = UISlider()" : "let slider = UISlider()"]
        lines += example.operations.map(\.swiftStatement)
        lines += example.expectations.map { $0.swiftComment(under: profile) }
        lines += example.outcomes.map(\.swiftComment)
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
            return "under `uikit-observed` only, after every step while the bounds are not degenerate and the limits finite: every rectangle must equal the classic layout's (a thumb without a custom image at the classic position for its own size), or be placed as a computation in `Float` places it: each number within \(floatRoundingText), and a thumb's x any whole-point rounding of a place that far from the exact one (a `Float` fraction may land on the other side of a half point). A difference beyond that is blamed on this rule."
        case _ where rule.id == .calloutFollowsThumb:
            return "under `value-callout`, after every step that sends `valueChanged` on bounds with an area (a non-zero width and a non-zero height, as `CGRect.isEmpty` decides), as a relation between \(fields) and the implementation's own thumb rectangle; the check's tolerance: the centres may be \(formatted(GeometryRelations.edgeTolerance)) point apart, for rounding, plus \(floatRoundingText). A broken relation is blamed on this rule with a sentence saying what was expected."
        case _ where rule.id.rawValue.hasPrefix("geometry.") || rule.id.rawValue.hasPrefix("callout."):
            let tolerance = rule.id == .geometryThumbLinear
                ? "the thumb's centre may lie up to \(formatted(GeometryRelations.linearTolerance)) point off the straight line, for rounding, plus \(floatRoundingText)"
                : "each edge, size and centre compared may be \(formatted(GeometryRelations.edgeTolerance)) point off, for rounding, plus \(floatRoundingText)"
            return "after every step, as a relation between the implementation's own rectangles (any numbers that keep it pass), on \(fields); the check's tolerance: \(tolerance). A broken relation is blamed on this rule with a sentence saying what was expected."
        case _ where rule.id == .layoutIntrinsicHeight:
            return "after every step whose observation reports \(fields), as a relation with the value images and with the height observed before a change of the value alone; a broken relation is blamed on this rule."
        case _ where rule.id == .calloutShowsValue:
            return "under `value-callout`, after every step that sends `valueChanged` and whose observation reports the \(fields): it must equal the value of the last `valueChanged` sent; a difference is blamed on this rule."
        case _ where rule.governs.isSubset(of: [.accessibilityElement]):
            return "after every step whose observation reports \(fields) (an adapter may leave it out): it must equal the reference's; a divergence there is blamed on this rule."
        case _ where rule.id == .trackingNearThumb:
            return "after every touch this rule decides, \(fields) must match one of the allowed readings; each touch is decided on its own, so one touch may start tracking and the next not."
        case _ where rule.id == .trackingEdgeTouch:
            return "after every touch this rule decides, \(fields) must match one of the allowed readings; each touch is decided on its own, so one touch may start tracking and the next not. A touch within \(formatted(FloatRounding.ulps)) `Float` ulps of an edge (at the magnitude of the touch, the edges and the bounds along that axis) but not on it may land either way whatever the reading, as a test computed in floating point may round it; every other touch is decided exactly."
        case _ where rule.id == .precisionRestoresHeldValue:
            return "under `precision-release`, at every release this rule decides, \(fields) must match one of the decisions allowed for that touch (each touch is decided on its own: a restored value exactly, the release point's within the tolerance of `tracking.value-follows-touch`); a divergence there is blamed on this rule."
        case .unspecified:
            return "after every step this rule decides, \(fields) must match one of the allowed readings; the first reading an implementation reveals is kept for the rest of the sequence (until a divergence, after which every allowed reading is open again)."
        case _ where rule.governs.contains(.value) && rule.id.rawValue.hasPrefix("tracking."):
            return "after every step this rule decides, \(fields) must equal the reference's; the check's tolerance: a value set by a touch may differ by up to 1.5 points of the implementation's own thumb travel (the finger's place is read to within rounding), and the implementation's value is then kept."
        default:
            return "after every step this rule decides, \(fields) must equal the reference's; a divergence there is blamed on this rule."
        }
    }

    /// The getters a rule's Checked line names: only those of the families it governs, never
    /// "every observation but …" (which would name the getters it does not check).
    private static func fieldNames(_ families: Set<ObservationFamily>) -> String {
        if families == ObservationFamily.every { return "every observation" }
        return checkedGetters(families).joined(separator: ", ")
    }

    /// The distinct getters of the fields in `families`, in `ObservationField.all` order, as a
    /// Checked line names them (`documentName(of:)`).
    public static func checkedGetters(_ families: Set<ObservationFamily>) -> [String] {
        var names: [String] = []
        for field in ObservationField.all where families.contains(field.family) {
            let name = documentName(of: field)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// How the document names `field` in a Checked line: its getter in backticks, the image
    /// getters without their state (`thumbImage(for:)`); what `UISlider` has no getter for is
    /// named as `SliderObservation` reports it.
    public static func documentName(of field: ObservationField) -> String {
        switch field {
        case let .image(part, _): "`\(part.imageGetterName)(for:)`"
        case .events: "the `valueChanged` events sent (`SliderObservation.events`)"
        case .calloutCenterX: "`SliderObservation.calloutCenterX`"
        case .calloutValue: "`SliderObservation.calloutValue`"
        case .accessibilityTraits: "`accessibilityTraits` (but `.notEnabled`)"
        default: "`\(field)`"
        }
    }

    /// Float's rounding at the slider's size (`GeometryRelations.floatRounding`), as the Checked lines state it.
    private static var floatRoundingText: String {
        "\(formatted(GeometryRelations.floatRoundings)) times `Float`'s epsilon times the bounds' side along the axis compared (the width for x and widths, the height for y and heights), for a slider that computes its positions from its `Float` value and limits in `Float` (about 0.0002 point on a 200-point slider, under a point up to a million points, about 950 points at a billion, the widest bounds the generator draws)"
    }

    /// `value` as the document prints a tolerance: `0.5`, `1`.
    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
