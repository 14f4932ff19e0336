/// A control state, mirroring `UIControl.State` for the flags a slider uses.
///
/// The raw values match UIKit's (`highlighted` 1, `disabled` 2, `selected` 4), so an adapter
/// converts with `UIControl.State(rawValue: state.rawValue)`. Its JSON form is readable:
/// `"normal"`, `"highlighted"`, `"disabled+selected"`.
public struct ControlState: OptionSet, Hashable, Sendable, Comparable {
    public let rawValue: UInt

    /// Creates a state from UIKit's raw value; bits other than the three flags are dropped.
    public init(rawValue: UInt) { self.rawValue = rawValue & 0b111 }

    /// No flags: enabled, not highlighted, not selected.
    public static let normal: ControlState = []
    /// The user's finger is on the thumb.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// `isEnabled` is false.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// `isSelected` is true.
    public static let selected = ControlState(rawValue: 1 << 2)

    /// All eight states, single and combined, in raw-value order (`normal` first).
    public static let all: [ControlState] = (0..<8).map { ControlState(rawValue: UInt($0)) }

    /// True when more than one flag is set (a combined state such as `highlighted+selected`).
    public var isCombined: Bool { rawValue.nonzeroBitCount > 1 }

    /// The state's readable name: `normal`, or its flags joined by `+`.
    public var name: String {
        if isEmpty { return "normal" }
        return Self.flagNames.filter { contains($0.flag) }.map(\.name).joined(separator: "+")
    }

    /// The state as a Swift expression, e.g. `.normal` or `[.highlighted, .selected]`.
    public var swiftExpression: String {
        if isEmpty { return ".normal" }
        let names = Self.flagNames.filter { contains($0.flag) }.map { "." + $0.name }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }

    /// Parses a name produced by `name`; nil when it is not one.
    public init?(name: String) {
        if name == "normal" { self = .normal; return }
        var state = ControlState.normal
        for part in name.split(separator: "+", omittingEmptySubsequences: false) {
            guard let flag = Self.flagNames.first(where: { $0.name == part }) else { return nil }
            state.insert(flag.flag)
        }
        self = state
    }

    public static func < (lhs: ControlState, rhs: ControlState) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let flagNames: [(flag: ControlState, name: String)] = [
        (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"),
    ]
}

extension ControlState: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let state = ControlState(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a control state such as \"normal\", \"highlighted\" or \"disabled+selected\", found \"\(name)\"")
        }
        self = state
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

extension ControlState: CustomStringConvertible {
    public var description: String { name }
}
