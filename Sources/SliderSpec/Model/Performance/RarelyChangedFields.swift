/// The fields of `ReferenceSlider` that own memory, kept in one object shared by copies:
/// copying a slider then retains one reference instead of copying two texts and a touch.
/// Compared and hashed by value, so sliders still compare by value.
///
/// Copied on write: a slider changes the values in place only while it holds the only reference
/// (`ReferenceSlider.changeRarely`), so no holder ever sees them change (hence `@unchecked`:
/// `Sendable` as an immutable object is).
// Performance: changed in place while uniquely referenced; a new object for every change (each
// touch, each text, and the touch's values settled) allocated and freed about 0.3 objects an
// operation, with a copy of the touch's held values (callgrind).
final class RarelyChangedFields: Hashable, @unchecked Sendable {
    /// The fields' values, changed only while this object is uniquely referenced.
    // Performance: exclusivity not checked at run time (a class's stored property is checked on each access).
    @exclusivity(unchecked) var values: Values

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

    static func == (lhs: RarelyChangedFields, rhs: RarelyChangedFields) -> Bool { lhs === rhs || lhs.values == rhs.values }

    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
