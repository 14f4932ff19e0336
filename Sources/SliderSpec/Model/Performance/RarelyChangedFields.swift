/// The fields of `ReferenceSlider` that own memory, kept in one immutable object shared by
/// copies: copying a slider then retains one reference instead of copying two texts and a
/// touch. Compared and hashed by value, so sliders still compare by value.
final class RarelyChangedFields: Hashable, Sendable {
    /// The fields' values.
    let values: Values

    /// No label, no text set, no touch: shared by every new slider.
    static let none = RarelyChangedFields(Values())

    /// Keeps `values`.
    init(_ values: Values) { self.values = values }

    /// The fields, as one value to read or edit.
    struct Values: Hashable, Sendable {
        /// `accessibilityLabel`
        var accessibilityLabel: String?
        /// `accessibilityValue` as the app set it.
        var accessibilityValueOverride: String?
        /// The touch being tracked.
        var tracking: TrackingState?
    }

    static func == (lhs: RarelyChangedFields, rhs: RarelyChangedFields) -> Bool { lhs.values == rhs.values }

    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
