import SliderSpec

/// `slider-conformance rules`: lists and filters the catalogue, or prints CONFORMANCE.md.
enum RulesCommand {
    static let help = """
        USAGE: slider-conformance rules [--status <status>] [--markdown] [<filter>]

        Lists the rule catalogue: id, status and statement, one rule a line.

        ARGUMENTS:
          <filter>             Show only rules whose id or statement contains this text
                               (case-insensitive).

        OPTIONS:
          --status <status>    Show only rules of this status: documented, derived or unspecified.
          --markdown           Print the whole specification as Markdown (CONFORMANCE.md);
                               cannot be combined with a filter.
          -h, --help           Show this help.

        EXAMPLES:
          slider-conformance rules limits
          slider-conformance rules --status unspecified
          slider-conformance rules --markdown > CONFORMANCE.md
        """

    static func run(_ arguments: [String], output: inout CommandOutput) throws -> Int32 {
        var reader = ArgumentReader(arguments, command: "rules")
        if reader.wantsHelp {
            output.write(help + "\n")
            return ExitCode.success
        }
        let markdown = reader.flag("--markdown")
        let status = try reader.option("--status", expected: "documented, derived or unspecified") { RuleStatus(rawValue: $0) }
        let filters = try reader.positionals()
        guard filters.count <= 1 else {
            throw UsageError("give at most one filter, found \(filters.count): \(filters.joined(separator: " ")).", command: "rules")
        }
        if markdown {
            guard status == nil, filters.isEmpty else {
                throw UsageError("--markdown prints the whole catalogue; drop --status and the filter.", command: "rules")
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
