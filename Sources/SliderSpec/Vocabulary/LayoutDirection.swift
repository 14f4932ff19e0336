/// The user interface layout direction, mirroring `UIUserInterfaceLayoutDirection`: the minimum
/// end of a slider is always at the leading end.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// The leading end is on the left.
    case leftToRight
    /// The leading end is on the right.
    case rightToLeft
}
