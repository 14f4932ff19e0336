/// A numeric argument of an operation, as the generator draws it.
package enum NumericArgument: String, CaseIterable, Sendable {
    /// The value given to `value =` or `setValue(_:animated:)`.
    case value
    /// The limit given to `minimumValue =`.
    case minimumValue
    /// The limit given to `maximumValue =`.
    case maximumValue
    /// Interface Builder's Minimum value attribute.
    case attributeMinimum
    /// Interface Builder's Maximum value attribute.
    case attributeMaximum
    /// Interface Builder's Current value attribute.
    case attributeValue
    /// The width given to `bounds`.
    case boundsWidth
    /// The height given to `bounds`.
    case boundsHeight
    /// A touch's horizontal position.
    case touchX
    /// A touch's vertical position.
    case touchY
    /// A touch's time, drawn as a hold (never negative) after the latest touch or the schedule.
    case time
}
