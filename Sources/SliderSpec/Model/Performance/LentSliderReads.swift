extension ReferenceSlider {
    /// `slider.isTracking`, for another module's code that holds the slider by address (the
    /// generator, lent the checker's state): the getter is not inlined across modules, and a
    /// call to it copied the slider whole first (callgrind). `slider` is not changed.
    package static func isTracking(_ slider: inout ReferenceSlider) -> Bool { slider.isTracking }

    /// `slider.tracking`, as `isTracking(_:)` reads it. `slider` is not changed.
    package static func tracking(_ slider: inout ReferenceSlider) -> TrackingState? { slider.tracking }
}
