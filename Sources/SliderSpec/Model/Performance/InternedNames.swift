import Foundation

/// A process-wide table of names, each given a small index the first time it is seen, so
/// values that carry a name (rules, tokens) copy and compare as integers on the hot path.
final class InternedNames: @unchecked Sendable {
    /// Rule identifiers, the suite's own first (`RuleID.Known`, each at its index).
    static let rules = InternedNames(kind: "rule identifiers", names: RuleID.Known.allCases.map(\.rawValue))
    /// Image and colour token names, the suite's own first (`knownTokenNames`).
    static let tokens = InternedNames(kind: "token names", names: knownTokenNames)
    /// The tokens the suite names itself, in the order of their `Token.init(known:_:)` indices.
    static let knownTokenNames = ["image-1", "image-2", "image-3", "system-tinted", "color-1", "color-2", "color-3"]

    private let kind: String
    private let lock = NSLock()
    private var names: [String] = []
    private var indices: [String: UInt16] = [:]

    private init(kind: String, names: [String] = []) {
        self.kind = kind
        for name in names { _ = intern(name) }
    }

    /// The index of `name`, added the first time it is seen.
    func intern(_ name: String) -> UInt16 {
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[name] { return index }
        precondition(names.count < Int(UInt16.max), "more than \(UInt16.max) distinct \(kind)")
        let index = UInt16(names.count)
        names.append(name)
        indices[name] = index
        return index
    }

    /// The name interned at `index`.
    func name(_ index: UInt16) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[Int(index)]
    }
}
