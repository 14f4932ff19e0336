/// A part of the slider that has its own tint colour and per-state images.
public enum SliderPart: String, CaseIterable, Hashable, Sendable, Codable {
    /// The track between the minimum end and the thumb.
    case minimumTrack
    /// The track between the thumb and the maximum end.
    case maximumTrack
    /// The thumb.
    case thumb

    /// The UIKit name fragment: `MinimumTrack`, `MaximumTrack` or `Thumb`.
    public var capitalizedName: String {
        switch self {
        case .minimumTrack: "MinimumTrack"
        case .maximumTrack: "MaximumTrack"
        case .thumb: "Thumb"
        }
    }

    /// The part's tint property, e.g. `thumbTintColor`.
    public var tintPropertyName: String { rawValue + "TintColor" }
    /// The part's setter, e.g. `setThumbImage`.
    public var imageSetterName: String { "set\(capitalizedName)Image" }
    /// The part's getter, e.g. `thumbImage`.
    public var imageGetterName: String { rawValue + "Image" }
    /// The part's current-image property, e.g. `currentThumbImage`.
    public var currentImagePropertyName: String { "current\(capitalizedName)Image" }
}
