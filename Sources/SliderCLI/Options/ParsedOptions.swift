/// A command line as its command's `CommandSpec` parsed it: the values given for each declared
/// option (every one valid) and the positional arguments. Read an option with `options[option]`.
struct ParsedOptions: Sendable {
    /// The texts given for each option, by name, in order (one empty text per flag given).
    private let values: [String: [String]]
    /// The positional arguments, in order (their number checked against the spec).
    let arguments: [String]

    /// `values` by option name, and the positional `arguments`.
    init(values: [String: [String]], arguments: [String]) {
        self.values = values
        self.arguments = arguments
    }

    /// The value of `option`: what was given, or its default.
    subscript<Value>(option: Option<Value>) -> Value {
        option.read(values[option.spec.name] ?? [])
    }

    /// Whether `option` was given at all.
    func isGiven<Value>(_ option: Option<Value>) -> Bool {
        values[option.spec.name] != nil
    }
}
