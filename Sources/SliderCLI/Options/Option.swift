/// A declared option that reads as a `Value`: its table row (`spec`) and how the values given on
/// the command line, already validated, become a `Value` (the default when none was given).
///
/// A command declares each of its options once, as a static `Option`, lists them in its
/// `CommandSpec`, and reads them from the `ParsedOptions` the spec parsed: `options[seed]`.
struct Option<Value>: OptionDeclaration, Sendable {
    /// The table row: name, value name, help line, kind, synopsis line and validation.
    let spec: OptionSpec
    /// The value for the texts given (each accepted by `spec`; empty when the option is absent).
    let read: @Sendable ([String]) -> Value
}

extension Option where Value == Bool {
    /// `--name` alone: true when given.
    static func flag(_ name: String, line: Int?, help: String) -> Self {
        let spec = OptionSpec(
            name: name, kind: .flag, valueName: nil, synopsisValueName: nil, help: help, synopsisLine: line, expected: nil,
            accepts: { _ in true })
        return Option(spec: spec, read: { !$0.isEmpty })
    }
}

extension Option {
    /// `--name <value>` read by `parse`, `defaultValue` when absent; a text `parse` rejects is a
    /// usage error saying the option takes `expected`.
    static func value(
        _ name: String, _ valueName: String, line: Int?, help: String, expected: String, default defaultValue: Value,
        parse: @escaping @Sendable (String) -> Value?
    ) -> Self where Value: Sendable {
        Option(
            spec: OptionSpec(
                name: name, kind: .value, valueName: valueName, synopsisValueName: nil, help: help, synopsisLine: line,
                expected: expected, accepts: { parse($0) != nil }),
            read: { $0.last.flatMap(parse) ?? defaultValue })
    }

    /// `--name <value>` read by `parse`, nil when absent; a text `parse` rejects is a usage error
    /// saying the option takes `expected`.
    static func optional<Wrapped>(
        _ name: String, _ valueName: String, line: Int?, help: String, expected: String, parse: @escaping @Sendable (String) -> Wrapped?
    ) -> Self where Value == Wrapped? {
        Option(
            spec: OptionSpec(
                name: name, kind: .value, valueName: valueName, synopsisValueName: nil, help: help, synopsisLine: line,
                expected: expected, accepts: { parse($0) != nil }),
            read: { $0.last.flatMap(parse) })
    }
}

extension Option where Value == String? {
    /// `--name <value>` taking any text, nil when absent; the synopsis names the value
    /// `synopsisValueName` when given (`'<command> <args>'` for a help's `'<command>'`).
    static func text(_ name: String, _ valueName: String, synopsis synopsisValueName: String? = nil, line: Int?, help: String) -> Self {
        let spec = OptionSpec(
            name: name, kind: .value, valueName: valueName, synopsisValueName: synopsisValueName, help: help, synopsisLine: line,
            expected: nil, accepts: { _ in true })
        return Option(spec: spec, read: { $0.last })
    }
}

extension Option where Value == String {
    /// `--name <value>` taking any text, `defaultValue` when absent.
    static func text(_ name: String, _ valueName: String, line: Int?, help: String, default defaultValue: String) -> Self {
        let spec = OptionSpec(
            name: name, kind: .value, valueName: valueName, synopsisValueName: nil, help: help, synopsisLine: line, expected: nil,
            accepts: { _ in true })
        return Option(spec: spec, read: { $0.last ?? defaultValue })
    }
}

extension Option where Value == [String] {
    /// `--name <value>`, any text, as many times as wanted: every value, in order.
    static func repeated(_ name: String, _ valueName: String, synopsis synopsisValueName: String? = nil, line: Int?, help: String) -> Self {
        let spec = OptionSpec(
            name: name, kind: .repeated, valueName: valueName, synopsisValueName: synopsisValueName, help: help, synopsisLine: line,
            expected: nil, accepts: { _ in true })
        return Option(spec: spec, read: { $0 })
    }
}
