/// Anything a command lists among its options: an `Option` of any value type, by its table row.
protocol OptionDeclaration: Sendable {
    /// The option's table row.
    var spec: OptionSpec { get }
}
