/// A disabled slider's accessibility traits: the sources give an enabled slider's default traits
/// ("User Interaction Enabled" and Adjustable) and defer to `UIControl` for the rest.
public enum DisabledTraits: UInt8, ReadingOption {
    /// The traits gain `.notEnabled` while disabled (`UIControl`'s behaviour, which `UISlider` inherits).
    case addsNotEnabled
    /// The traits stay as when enabled.
    case unchanged
    public static let question = "A disabled slider's accessibility traits"
    public static let rule = RuleID.accessibilityTraitsWhenDisabled
    public var summary: String {
        switch self {
        case .addsNotEnabled: "the traits gain `.notEnabled` while disabled"
        case .unchanged: "the traits stay as when enabled"
        }
    }
}
