import SliderEngine
/// A report the matrix cannot merge: the file, and what was expected of it (exit code 2).
public struct MatrixInputError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file as given.
    public let path: String
    /// What is wrong and what was expected, as one sentence.
    public let problem: String

    /// Creates an error for `path`.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}
