import SliderEngine
import SliderSpec

/// Prints a counterexample a person can act on: the rule with its statement and source, the
/// shrunk sequence as a short runnable Swift snippet, and a -/+ diff at the failing step.
public struct CounterexampleFormatter: Sendable {
    /// Whether to colour the output with ANSI escapes (only on a terminal).
    public var colored: Bool

    /// Creates a formatter.
    public init(colored: Bool = false) { self.colored = colored }

    /// The name of the failure kind of a counterexample that did not fail from a fresh start.
    public static let dependsOnEarlierInstances = "depends on earlier instances"

    /// What such a counterexample's report says under its header.
    public static let dependsOnEarlierInstancesNote =
        "depends on earlier instances: it failed after earlier instances in the process that found it, but not from a fresh start; "
        + "not saved to the corpus (look for state shared between instances, such as a static or an appearance proxy)"

    /// What a counterexample confirmed only in the process that found it says.
    public static let inProcessNote =
        "confirmed in this process only (no fresh process was available): a dependence on earlier instances is not ruled out"

    /// The whole counterexample, ending in a newline. `implementation` labels the diff;
    /// `typeName` (default: `implementation`) is the Swift type the snippet creates, in `form`,
    /// and `command` the adapter's command line a `.wire` snippet pipes into (see `snippet`).
    public func format(
        _ counterexample: Counterexample, implementation: String, typeName: String? = nil, form: SnippetForm = .perform,
        command: String? = nil
    ) -> String {
        let violation = counterexample.violation
        let rule = RuleCatalogue.rule(violation.rule)
        var lines: [String] = []
        let statement = (rule?.statement ?? violation.rule.processStatement).map { ": \($0)" } ?? ""
        if counterexample.dependsOnEarlierInstances {
            lines.append(paint("≈ \(violation.rule) (\(Self.dependsOnEarlierInstances))", .yellow) + statement)
        } else {
            lines.append(paint("✗ \(violation.rule)", .red) + statement)
        }
        if let rule { lines.append("  source: " + rule.sources.map(\.description).joined(separator: "; ")) }
        lines.append("  " + counterexample.summary)
        if let cause = counterexample.followsFrom {
            lines.append("  follows from \(cause.identity): \(cause.evidence) (not a cause of its own)")
        }
        if let involved = violation.involvedRules, !involved.isEmpty {
            lines.append("  the same difference also breaks: " + involved.map(\.rawValue).joined(separator: ", "))
        }
        if let also = counterexample.alsoCharged, !also.isEmpty {
            lines.append("  other occurrences of this failure also broke: " + also.map(\.rawValue).joined(separator: ", "))
        }
        if let touched = violation.touchedRules, !touched.isEmpty {
            lines.append("  the same step also breaks (each a failure of its own): " + touched.map(\.rawValue).joined(separator: ", "))
        }
        if let consequences = violation.consequences, !consequences.isEmpty {
            lines.append("  differing there only as a consequence (not failures): " + consequences.joined(separator: ", "))
        }
        var provenance = "  found by \(counterexample.origin)"
        if counterexample.originalLength != counterexample.operations.count {
            provenance += "; shrunk from \(counterexample.originalLength) to \(counterexample.operations.count) operation"
                + (counterexample.operations.count == 1 ? "" : "s")
        }
        if counterexample.occurrences > 1 { provenance += "; failed \(counterexample.occurrences) times" }
        lines.append(provenance)
        switch counterexample.confirmation {
        case .dependsOnEarlierInstances?:
            lines.append(paint("  " + Self.dependsOnEarlierInstancesNote, .yellow))
        case .inProcess?:
            lines.append("  " + Self.inProcessNote)
        case nil: break
        }
        if let cap = counterexample.shrinkStoppedBy {
            let stop = counterexample.shrinkStoppedBySafetyNet
                ? "  shrinking stopped by \(cap): the sequence may not be minimal, and depends on the machine's speed"
                : "  shrinking stopped at \(cap): the sequence may not be minimal"
            lines.append(paint(stop, .yellow))
        }
        lines.append("")
        lines += snippet(counterexample, typeName: typeName ?? implementation, form: form, command: command).map { "    " + $0 }
        lines.append("")
        lines += diff(violation, step: counterexample.operations.count, implementation: implementation)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The counterexample as a snippet (`snippet(_:typeName:earlier:violation:form:command:)`):
    /// its operations, the earlier divergences the check went on from, and a check of its violation.
    public func snippet(
        _ counterexample: Counterexample, typeName: String, form: SnippetForm = .perform, command: String? = nil
    ) -> [String] {
        snippet(
            counterexample.operations, typeName: typeName, earlier: counterexample.earlierDivergences ?? [],
            violation: counterexample.violation, form: form, command: command)
    }

    /// The counterexample's snippet in the form `report` was made for (`SnippetForm(of:)`), on
    /// its type or its command line.
    public func snippet(_ counterexample: Counterexample, of report: FuzzReport) -> [String] {
        snippet(counterexample, typeName: report.typeName, form: SnippetForm(of: report), command: report.command)
    }

    /// The whole counterexample (`format(_:implementation:typeName:form:command:)`) as `report`
    /// names its implementation, type, snippet form and command line.
    public func format(_ counterexample: Counterexample, of report: FuzzReport) -> String {
        format(
            counterexample, implementation: report.implementation, typeName: report.typeName, form: SnippetForm(of: report),
            command: report.command)
    }

    /// The sequence as Swift: token declarations, creation, one line per operation, the failing
    /// one marked, each earlier divergence the check went on from marked too, and, given the
    /// `violation` at the last step, a check of what the reference expected there
    /// (`SnippetAssertion`).
    ///
    /// In the `.perform` form (the default) `typeName` is the `SliderUnderTest` type checked,
    /// and the snippet compiles against it in the adopter's test target on every platform: the
    /// slider is created with `init()`, or with `init(interfaceBuilder:)` and the attributes
    /// written out when the sequence starts with a load; every operation goes through `perform`
    /// (`SliderOperation.adapterStatement(typeName:)`), images and colours as the suite's tokens
    /// (`let image1 = ImageToken("image-1")`), which the adapter maps to objects of its own (its
    /// `TokenTable`); it ends with
    /// `precondition(slider.observe().value == 1.0, "value: expected 1.0, observed 2.0")`, or
    /// for events with a check of what the last `perform` returned
    /// (`let events = slider.perform(…)`, then `precondition(events == [.valueChanged(1.0)], …)`).
    ///
    /// In the `.typed` form it is written against `UISlider`'s API on `typeName` (`UIImage()` and
    /// `UIColor()` placeholders, `loadFromInterfaceBuilder(…)` and touch helpers such as
    /// `Tests/UIKitStandIn/SnippetSupport.swift`).
    ///
    /// In the `.wire` form it is not Swift: it pipes the wire protocol's requests into `command`
    /// (the `--exec` command line; `<adapter command>` when nil) and names the diverging answer.
    public func snippet(
        _ operations: [SliderOperation], typeName: String, earlier: [Counterexample.EarlierDivergence] = [],
        violation: Violation? = nil, form: SnippetForm = .perform, command: String? = nil
    ) -> [String] {
        if form == .wire {
            return WireSnippet(command: command ?? "<adapter command>").lines(operations, earlier: earlier, violation: violation)
        }
        var images: [ImageToken] = []
        var colors: [ColorToken] = []
        for operation in operations {
            let tokens = operation.tokens
            for image in tokens.images where !images.contains(image) { images.append(image) }
            for color in tokens.colors where !colors.contains(color) { colors.append(color) }
        }
        let typed = form == .typed
        var lines = typed
            ? images.sorted().map(declaration) + colors.sorted().map(declaration)
            : images.sorted().map(tokenDeclaration) + colors.sorted().map(tokenDeclaration)
        func isLoad(_ operation: SliderOperation) -> Bool { if case .loadFromInterfaceBuilder = operation { true } else { false } }
        func adopted(_ step: Int) -> String {
            let here = earlier.filter { $0.step == step }
            guard !here.isEmpty else { return "" }
            return "  // differs already (" + here.map { "\($0.rule): \($0.field)" }.joined(separator: "; ")
                + "); checked on from the implementation's state"
        }
        func marker(_ index: Int) -> String { index == operations.count - 1 ? "  // ← diverges here" : adopted(index) }
        let declared = Set(images.map(\.name) + colors.map(\.name))
        let lastPerforms = operations.last.map { !isLoad($0) } ?? false
        var assertion = violation.map { SnippetAssertion(violation: $0, declared: declared) }
        // A sequence that starts with a load creates the slider by loading it (the `.perform` form).
        var first = 0
        if !typed, case let .loadFromInterfaceBuilder(attributes)? = operations.first, adopted(-1).isEmpty {
            let reloads = operations.dropFirst().contains(where: isLoad)
            lines.append("\(reloads ? "var" : "let") slider = \(typeName)(interfaceBuilder: \(attributes.swiftLiteral))" + marker(0))
            first = 1
        } else {
            lines.append("\(operations.contains(where: isLoad) ? "var" : "let") slider = \(typeName)()" + adopted(-1))
        }
        let readsEvents = !typed && assertion?.field == .events && lastPerforms
        if readsEvents { assertion?.events = "events" }
        for (index, operation) in operations.enumerated().dropFirst(first) {
            let statement =
                if typed {
                    operation.swiftStatement
                } else if readsEvents, index == operations.count - 1 {
                    "let events = slider.perform(\(operation.swiftLiteral))"
                } else {
                    operation.adapterStatement(typeName: typeName)
                }
            lines.append(statement + marker(index))
        }
        if operations.isEmpty { lines[lines.count - 1] += "  // ← diverges here" }
        if let line = typed ? assertion?.typedLine : assertion?.performLine { lines.append(line) }
        return lines
    }

    /// `let image1 = UIImage()  // image-1`
    private func declaration<Kind>(_ token: Token<Kind>) -> String {
        "let \(token.swiftIdentifier) = \(Kind.uikitType)()  // \(token.name)"
    }

    /// `let image1 = ImageToken("image-1")`: a token the adapter maps to an object of its own.
    private func tokenDeclaration<Kind>(_ token: Token<Kind>) -> String {
        let type = Kind.self == ImageTokenKind.self ? "ImageToken" : Kind.self == ColorTokenKind.self ? "ColorToken" : "Token<\(Kind.self)>"
        return "let \(token.swiftIdentifier) = \(type)(\(swiftStringLiteral(token.name)))"
    }

    /// The fields that differ at the failing step: `-` the reference, `+` the implementation.
    public func diff(_ violation: Violation, step: Int, implementation: String) -> [String] {
        let where_ = step == 0 ? "on creation" : "after operation \(step)"
        if violation.rule.isProcessFailure {
            return ["  \(where_): " + paint("the implementation failed: \(violation.explanation ?? violation.rule.rawValue)", .red)]
        }
        if let explanation = violation.explanation {
            return [
                "  \(where_): \(violation.field) is \(violation.differingFieldValue)",
                "  " + paint("expected: \(explanation)", .red),
            ]
        }
        var lines = ["  \(where_): " + paint("- expected (reference)", .red) + "  " + paint("+ observed (\(implementation))", .green)]
        for field in violation.differingFields {
            lines.append(paint("    - \(field): \(field.render(violation.expected))", .red))
            lines.append(paint("    + \(field): \(field.render(violation.observed))", .green))
        }
        return lines
    }

    private enum Color: String {
        case red = "31", green = "32", yellow = "33"
    }

    private func paint(_ text: String, _ color: Color) -> String {
        colored ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
