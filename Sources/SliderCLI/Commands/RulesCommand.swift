import SliderSpec

/// `slider-conformance rules`: lists and filters the catalogue, or prints CONFORMANCE.md.
enum RulesCommand: SliderCommand {
    /// `--status <status>`: only the rules of one status.
    static let status = Option<RuleStatus?>.optional(
        "--status", "<status>", line: 1, help: "Show only rules of this status: documented, derived or unspecified.",
        expected: "documented, derived or unspecified", parse: { RuleStatus(rawValue: $0) })
    /// `--markdown`: the whole specification as Markdown.
    static let markdown = Option<Bool>.flag(
        "--markdown", line: 1,
        help: """
            Print the whole specification as Markdown (CONFORMANCE.md);
            cannot be combined with a filter.
            """)

    /// The command's declaration.
    static let spec = CommandSpec(
        name: "rules", abstract: "List and filter the rule catalogue, or print CONFORMANCE.md.",
        discussion: "Lists the rule catalogue: id, status and statement, one rule a line.",
        argument: .optional(
            "<filter>", noun: "filter", line: 1,
            help: """
                Show only rules whose id or statement contains this text
                (case-insensitive).
                """),
        options: [status, markdown], helpColumn: 23,
        epilogue: """
            EXAMPLES:
              slider-conformance rules limits
              slider-conformance rules --status unspecified
              slider-conformance rules --markdown > CONFORMANCE.md
            """)

    /// Lists the rules `options` select, or prints the specification.
    static func run(_ options: ParsedOptions, context: CommandContext, output: inout CommandOutput) throws -> Int32 {
        let markdown = options[Self.markdown]
        let status = options[Self.status]
        let filters = options.arguments
        if markdown {
            guard status == nil, filters.isEmpty else {
                throw UsageError("--markdown prints the whole catalogue; drop --status and the filter.", command: spec.name)
            }
            output.write(ConformanceDocument.markdown())
            return ExitCode.success
        }
        let needle = filters.first?.lowercased()
        let rules = RuleCatalogue.rules.filter { rule in
            (status == nil || rule.status == status)
                && (needle == nil || rule.id.rawValue.lowercased().contains(needle!) || rule.statement.lowercased().contains(needle!))
        }
        let width = rules.map(\.id.rawValue.count).max() ?? 0
        for rule in rules {
            let id = rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let status = rule.status.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
            output.write("\(id)  \(status)  \(rule.statement)\n")
        }
        output.write("\(rules.count) of \(RuleCatalogue.rules.count) rules\n")
        return ExitCode.success
    }
}
