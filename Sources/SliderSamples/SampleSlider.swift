import SliderSpec

/// A hand-written slider control with a UISlider-style API, as an app developer might write one.
///
/// Subclasses can change how touches are handled by overriding the tracking hooks
/// (`beginTracking(_:)`, `continueTracking(_:)`, `endTracking(_:)`, `cancelTracking()`), as with UIControl.
@MainActor
open class SampleSlider {
    /// A handle returned by `addTarget(_:for:)`, used to remove that action again.
    public struct ActionHandle: Hashable, Sendable {
        fileprivate let id: Int
    }

    // MARK: - Value and range

    /// The current value, always kept between `minimumValue` and `maximumValue` (NaN becomes the minimum).
    public var value: Float {
        didSet {
            let limited = limitToRange(value)
            // Compare bit patterns so that a NaN that became the minimum is always written back.
            if limited.bitPattern != value.bitPattern {
                value = limited
            }
        }
    }

    /// The lower end of the range; NaN and infinite assignments are ignored.
    public var minimumValue: Float {
        didSet {
            if !minimumValue.isFinite {
                minimumValue = oldValue
                return
            }
            if maximumValue < minimumValue {
                maximumValue = minimumValue
            }
            if value < minimumValue {
                value = minimumValue
            }
        }
    }

    /// The upper end of the range; NaN and infinite assignments are ignored.
    public var maximumValue: Float {
        didSet {
            if !maximumValue.isFinite {
                maximumValue = oldValue
                return
            }
            if minimumValue > maximumValue {
                minimumValue = maximumValue
            }
            if value > maximumValue {
                value = maximumValue
            }
        }
    }

    /// Whether dragging sends valueChanged on every move (true) or only when the finger lifts (false).
    public var isContinuous: Bool = true

    /// Sets the value; `animated` is accepted for API compatibility and has no other effect.
    public func setValue(_ newValue: Float, animated: Bool) {
        value = newValue
    }

    /// Returns `candidate` limited to the current range, with NaN mapped to the minimum: every
    /// change of the value (a setter, an adjustment, a drag, a limit) is brought into the range here.
    open func limitToRange(_ candidate: Float) -> Float {
        if candidate.isNaN {
            return minimumValue
        } else if candidate < minimumValue {
            return minimumValue
        } else if candidate > maximumValue {
            return maximumValue
        } else {
            return candidate
        }
    }

    // MARK: - Control state

    /// Whether the slider accepts interaction; false adds `.disabled` to `state` and cancels a touch in progress.
    public var isEnabled: Bool = true {
        didSet {
            if !isEnabled && isTracking {
                cancelTouch()
            }
        }
    }

    /// Whether the thumb is being touched; true adds `.highlighted` to `state`.
    public var isHighlighted: Bool = false

    /// Whether the slider is selected; true adds `.selected` to `state`.
    public var isSelected: Bool = false

    /// The control state made from `isEnabled`, `isHighlighted` and `isSelected`.
    public var state: ControlState {
        var result: ControlState = .normal
        if !isEnabled { result.insert(.disabled) }
        if isHighlighted { result.insert(.highlighted) }
        if isSelected { result.insert(.selected) }
        return result
    }

    // MARK: - Value images

    /// The image shown at the minimum end of the track.
    public var minimumValueImage: ImageToken?

    /// The image shown at the maximum end of the track.
    public var maximumValueImage: ImageToken?

    // MARK: - Tint colours

    private var storedMinimumTrackTintColor: ColorToken?
    private var storedMaximumTrackTintColor: ColorToken?
    private var storedThumbTintColor: ColorToken?

    /// The minimum track's tint colour; setting it (even to nil) removes the minimum track's custom images.
    public var minimumTrackTintColor: ColorToken? {
        get { storedMinimumTrackTintColor }
        set {
            storedMinimumTrackTintColor = newValue
            minimumTrackImagesByState.removeAll()
        }
    }

    /// The maximum track's tint colour; setting it (even to nil) removes the maximum track's custom images.
    public var maximumTrackTintColor: ColorToken? {
        get { storedMaximumTrackTintColor }
        set {
            storedMaximumTrackTintColor = newValue
            maximumTrackImagesByState.removeAll()
        }
    }

    /// The thumb's tint colour; setting it (even to nil) removes the thumb's custom images.
    public var thumbTintColor: ColorToken? {
        get { storedThumbTintColor }
        set {
            storedThumbTintColor = newValue
            thumbImagesByState.removeAll()
        }
    }

    // MARK: - Per-state images

    private var minimumTrackImagesByState: [ControlState: ImageToken] = [:]
    private var maximumTrackImagesByState: [ControlState: ImageToken] = [:]
    private var thumbImagesByState: [ControlState: ImageToken] = [:]

    /// Stores the minimum track image for exactly `state` (nil removes it) and clears the minimum track tint.
    public func setMinimumTrackImage(_ image: ImageToken?, for state: ControlState) {
        minimumTrackImagesByState[state] = image
        storedMinimumTrackTintColor = nil
    }

    /// Stores the maximum track image for exactly `state` (nil removes it) and clears the maximum track tint.
    public func setMaximumTrackImage(_ image: ImageToken?, for state: ControlState) {
        maximumTrackImagesByState[state] = image
        storedMaximumTrackTintColor = nil
    }

    /// Stores the thumb image for exactly `state` (nil removes it) and clears the thumb tint.
    public func setThumbImage(_ image: ImageToken?, for state: ControlState) {
        thumbImagesByState[state] = image
        storedThumbTintColor = nil
    }

    /// The minimum track image stored for exactly `state`, or nil.
    public func minimumTrackImage(for state: ControlState) -> ImageToken? {
        minimumTrackImagesByState[state]
    }

    /// The maximum track image stored for exactly `state`, or nil.
    public func maximumTrackImage(for state: ControlState) -> ImageToken? {
        maximumTrackImagesByState[state]
    }

    /// The thumb image stored for exactly `state`, or nil.
    public func thumbImage(for state: ControlState) -> ImageToken? {
        thumbImagesByState[state]
    }

    /// The minimum track image stored for exactly the current `state`, or nil.
    public var currentMinimumTrackImage: ImageToken? { minimumTrackImagesByState[state] }

    /// The maximum track image stored for exactly the current `state`, or nil.
    public var currentMaximumTrackImage: ImageToken? { maximumTrackImagesByState[state] }

    /// The thumb image stored for exactly the current `state`, or nil.
    public var currentThumbImage: ImageToken? { thumbImagesByState[state] }

    // MARK: - Accessibility

    /// The label VoiceOver reads for the slider.
    public var accessibilityLabel: String?

    /// Whether assistive technologies see the slider: always, as a standard slider is.
    public var isAccessibilityElement: Bool = true

    /// The slider's accessibility traits: adjustable, and not enabled while disabled.
    public var accessibilityTraits: AccessibilityTraits { isEnabled ? [.adjustable] : [.adjustable, .notEnabled] }

    /// The text the app gave `accessibilityValue`, which replaces the percentage until set to nil.
    private var customAccessibilityValue: String?

    /// The app's own text if it set one, else the value as a whole percentage of the range,
    /// e.g. "50%" ("0%" when the range is empty). Setting nil restores the percentage.
    public var accessibilityValue: String? {
        get { customAccessibilityValue ?? percentText }
        set { customAccessibilityValue = newValue }
    }

    /// The value as a whole percentage of the range, e.g. "50%"; "0%" when the range is empty.
    private var percentText: String {
        if maximumValue > minimumValue {
            var fraction = Double((value - minimumValue) / (maximumValue - minimumValue))
            if fraction.isNaN {
                // The Float differences overflowed (range wider than Float can hold); redo in Double.
                fraction = (Double(value) - Double(minimumValue)) / (Double(maximumValue) - Double(minimumValue))
            }
            // Past Int's range only a subclass that leaves the value outside the range gets here.
            if let percent = Int(exactly: (fraction * 100).rounded()) {
                return "\(percent)%"
            } else {
                return "0%"
            }
        } else {
            return "0%"
        }
    }

    /// Raises the value by a tenth of the range (VoiceOver swipe up), sending valueChanged if it changed.
    public func accessibilityIncrement() {
        let step = (maximumValue - minimumValue) / 10
        adjustValueForAccessibility(to: value + step)
    }

    /// Lowers the value by a tenth of the range (VoiceOver swipe down), sending valueChanged if it changed.
    public func accessibilityDecrement() {
        let step = (maximumValue - minimumValue) / 10
        adjustValueForAccessibility(to: value - step)
    }

    /// Moves the value as a user action would and notifies targets when it actually moved.
    private func adjustValueForAccessibility(to proposed: Float) {
        let previous = value
        value = proposed
        if value != previous {
            sendActions(for: .valueChanged)
        }
    }

    // MARK: - Target-action

    private struct RegisteredAction {
        let handle: ActionHandle
        let event: SliderEvent.Kind
        let action: (SampleSlider) -> Void
    }

    private var registeredActions: [RegisteredAction] = []
    private var nextActionID = 0

    /// Registers `action` to be called with the slider whenever it sends `event`.
    @discardableResult
    public func addTarget(_ action: @escaping (SampleSlider) -> Void, for event: SliderEvent.Kind) -> ActionHandle {
        let handle = ActionHandle(id: nextActionID)
        nextActionID += 1
        registeredActions.append(RegisteredAction(handle: handle, event: event, action: action))
        return handle
    }

    /// Removes the action that `addTarget(_:for:)` returned `handle` for.
    public func removeTarget(_ handle: ActionHandle) {
        registeredActions.removeAll { $0.handle == handle }
    }

    /// Calls every action registered for `event`, in the order they were added.
    private func sendActions(for event: SliderEvent.Kind) {
        // During a touch, remember what targets were told, so the release knows whether to report.
        if isTracking, event == .valueChanged { valueBeforeTouch = value }
        for registered in registeredActions where registered.event == event {
            registered.action(self)
        }
    }

    // MARK: - Layout

    /// The slider's bounds; `.zero` until the slider is laid out.
    public var bounds: Rect = .zero

    /// The layout direction; the minimum end of the slider is always at the leading end.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The gap between the track and a value image, or the bounds' edge when there is no image.
    private let trackEndGap: Double = 8

    /// The track's height when no minimum track image is set.
    private let defaultTrackHeight: Double = 2

    /// The thumb's width and height when no thumb image is set.
    private let defaultThumbSide: Double = 30

    /// The height Auto Layout gives the slider: the tallest of the thumb and the value images.
    public var intrinsicContentHeight: Double {
        let thumbHeight = currentThumbImage?.size.height ?? defaultThumbSide
        return max(thumbHeight, minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
    }

    /// The rect for the minimum value image: its size at the leading end, vertically centred; `.zero` without an image.
    open func minimumValueImageRect(forBounds bounds: Rect) -> Rect {
        guard let image = minimumValueImage else { return .zero }
        let atLeft = layoutDirection == .leftToRight
        return imageRect(size: image.size, atLeftEnd: atLeft, of: bounds)
    }

    /// The rect for the maximum value image: its size at the trailing end, vertically centred; `.zero` without an image.
    open func maximumValueImageRect(forBounds bounds: Rect) -> Rect {
        guard let image = maximumValueImage else { return .zero }
        let atLeft = layoutDirection == .rightToLeft
        return imageRect(size: image.size, atLeftEnd: atLeft, of: bounds)
    }

    /// The rect for the track: 8 points in from each end's image (or the bounds' edge), vertically centred.
    open func trackRect(forBounds bounds: Rect) -> Rect {
        let minimumImageRect = minimumValueImage == nil ? nil : minimumValueImageRect(forBounds: bounds)
        let maximumImageRect = maximumValueImage == nil ? nil : maximumValueImageRect(forBounds: bounds)
        let leftImageRect = layoutDirection == .leftToRight ? minimumImageRect : maximumImageRect
        let rightImageRect = layoutDirection == .leftToRight ? maximumImageRect : minimumImageRect

        let left = (leftImageRect?.maxX ?? bounds.minX) + trackEndGap
        let right = (rightImageRect?.minX ?? bounds.maxX) - trackEndGap
        // When the bounds are too narrow the track collapses to zero width rather than turning inside out.
        let width = max(0, right - left)
        let height = currentMinimumTrackImage?.size.height ?? defaultTrackHeight
        return Rect(x: left, y: bounds.midY - height / 2, width: width, height: height)
    }

    /// The rect for the thumb at `value`: its centre moves along the track from the leading end (minimum) to the trailing end (maximum).
    open func thumbRect(forBounds bounds: Rect, trackRect: Rect, value: Float) -> Rect {
        let size = currentThumbImage?.size ?? (width: defaultThumbSide, height: defaultThumbSide)
        let fraction = fractionOfRange(value)
        let centerX: Double
        switch layoutDirection {
        case .leftToRight:
            centerX = trackRect.minX + fraction * trackRect.width
        case .rightToLeft:
            centerX = trackRect.maxX - fraction * trackRect.width
        }
        let centerY = trackRect.midY
        return Rect(x: centerX - size.width / 2, y: centerY - size.height / 2, width: size.width, height: size.height)
    }

    /// A rect of `size`, vertically centred in `bounds`, at its left or right end.
    private func imageRect(size: (width: Double, height: Double), atLeftEnd: Bool, of bounds: Rect) -> Rect {
        let x = atLeftEnd ? bounds.minX : bounds.maxX - size.width
        return Rect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// How far `candidate` lies from the minimum towards the maximum, from 0 to 1 (0 for an empty range).
    private func fractionOfRange(_ candidate: Float) -> Double {
        // Work in Double so that ranges wider than Float can hold do not overflow.
        let low = Double(minimumValue)
        let high = Double(maximumValue)
        guard high > low else { return 0 }
        let fraction = (Double(candidate) - low) / (high - low)
        if fraction.isNaN {
            return 0
        }
        return min(max(fraction, 0), 1)
    }

    // MARK: - Touch tracking

    /// Whether a touch that began on the thumb (or the track) is in progress.
    public private(set) var isTracking: Bool = false

    /// The value targets last heard of during the current touch: the value just before it began,
    /// then each move event's value. The release reports the value when it differs.
    private var valueBeforeTouch: Float?

    /// The side of the square around the thumb's centre that still counts as touching the thumb.
    private let thumbTouchSide: Double = 44

    /// How far above or below the track's centre line a touch still counts as on the track.
    private let trackTouchReach: Double = 22

    /// A finger touched down at (`x`, `y`); ignored when disabled or while another touch is tracked.
    public func touchBegan(x: Double, y: Double, time: Double) {
        guard isEnabled, !isTracking else { return }
        let startValue = value
        if beginTracking(Touch(x: x, y: y, time: time)) {
            valueBeforeTouch = startValue
            isTracking = true
            isHighlighted = true
        }
    }

    /// The tracked finger moved to (`x`, `y`); ignored without a tracked touch.
    public func touchMoved(x: Double, y: Double, time: Double) {
        guard isEnabled, isTracking else { return }
        if !continueTracking(Touch(x: x, y: y, time: time)) {
            stopTracking()
        }
    }

    /// The tracked finger lifted at (`x`, `y`); ignored without a tracked touch.
    public func touchEnded(x: Double, y: Double, time: Double) {
        guard isEnabled, isTracking else { return }
        endTracking(Touch(x: x, y: y, time: time))
        // In case an override of endTracking(_:) did not call finishTracking(withFinalValue:).
        stopTracking()
    }

    /// The system cancelled the tracked touch; ignored without a tracked touch.
    public func touchCancelled(time: Double) {
        guard isTracking else { return }
        cancelTouch()
    }

    /// Decides whether a touch-down starts tracking: on the thumb (or within 44 × 44 of its centre) or on the track, the thumb jumps under the finger.
    open func beginTracking(_ touch: Touch) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)

        let onThumb = thumb.contains(x: touch.x, y: touch.y)
        let nearThumbCenter = abs(touch.x - thumb.midX) <= thumbTouchSide / 2
            && abs(touch.y - thumb.midY) <= thumbTouchSide / 2
        let onTrack = touch.x >= track.minX && touch.x <= track.maxX
            && abs(touch.y - track.midY) <= trackTouchReach

        guard onThumb || nearThumbCenter || onTrack else { return false }
        // The thumb centres itself under the finger; this sends no event.
        value = valueForThumbCenter(x: touch.x)
        return true
    }

    /// Follows a move of the tracked touch, sending valueChanged when continuous and the value changed; returning false ends tracking.
    open func continueTracking(_ touch: Touch) -> Bool {
        let previous = value
        value = valueForThumbCenter(x: touch.x)
        if isContinuous && value != previous {
            sendActions(for: .valueChanged)
        }
        return true
    }

    /// Ends the tracked touch: the value follows the release point, then `finishTracking(withFinalValue:)` sends the release event.
    open func endTracking(_ touch: Touch) {
        finishTracking(withFinalValue: valueForThumbCenter(x: touch.x))
    }

    /// Called when the tracked touch is cancelled (by the system or by disabling the slider); the value stays and no event is sent.
    open func cancelTracking() {}

    /// Sets the release value, ends tracking and sends one valueChanged if the release (continuous) or the whole touch (not continuous) changed the value.
    public func finishTracking(withFinalValue finalValue: Float) {
        guard isTracking else { return }
        let lastReported = valueBeforeTouch ?? value
        value = finalValue
        stopTracking()

        // Report the final value unless targets already know it.
        if value != lastReported {
            sendActions(for: .valueChanged)
        }
    }

    /// The value whose thumb centre lies at `x`, limited to the range; the current value when the
    /// thumb cannot travel. Computed in `Double`; a subclass may map the finger in its own arithmetic.
    open func valueForThumbCenter(x: Double) -> Float {
        let track = trackRect(forBounds: bounds)
        let atMinimum = thumbRect(forBounds: bounds, trackRect: track, value: minimumValue)
        let atMaximum = thumbRect(forBounds: bounds, trackRect: track, value: maximumValue)
        let travel = atMaximum.midX - atMinimum.midX
        // Too little room (or an empty range) to map positions to values: keep the value.
        guard abs(travel) >= 1 else { return value }

        let fraction = (x - atMinimum.midX) / travel
        guard !fraction.isNaN else { return value }
        let limitedFraction = min(max(fraction, 0), 1)
        let low = Double(minimumValue)
        let high = Double(maximumValue)
        return limitToRange(Float(low + limitedFraction * (high - low)))
    }

    /// Cancels the tracked touch: the subclass hook runs, tracking ends and the value stays.
    private func cancelTouch() {
        cancelTracking()
        stopTracking()
    }

    /// Clears the tracking state; harmless when nothing is tracked.
    private func stopTracking() {
        isTracking = false
        isHighlighted = false
        valueBeforeTouch = nil
    }

    // MARK: - Creation

    /// The name reports use for this slider class.
    open class var implementationName: String { "SampleSlider" }

    /// Creates a slider with the given range and value, stored as given (the caller keeps them
    /// ordered). Public so a subclass in another module (one that overrides the rectangle methods,
    /// say) inherits the required initialisers by overriding it.
    public init(minimumValue: Float, maximumValue: Float, value: Float) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.value = value
    }

    /// Creates a slider in code: value 0 in the range 0...1, with every other property at its default.
    public required convenience init() {
        self.init(minimumValue: 0, maximumValue: 1, value: 0)
    }

    /// Creates a slider from Interface Builder attributes, widening the range to include the value.
    public required convenience init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        var minimum = attributes.minimum ?? 0
        var maximum = attributes.maximum ?? 1
        let current = attributes.value ?? 0.5
        if current > maximum {
            maximum = current
        }
        if current < minimum {
            minimum = current
        }
        self.init(minimumValue: minimum, maximumValue: maximum, value: current)
        // The remaining attributes, in the order a storyboard decodes them, through the setters.
        if let continuous = attributes.continuous { isContinuous = continuous }
        minimumValueImage = attributes.minimumValueImage
        maximumValueImage = attributes.maximumValueImage
        if let color = attributes.minimumTrackTintColor { minimumTrackTintColor = color }
        if let color = attributes.maximumTrackTintColor { maximumTrackTintColor = color }
        if let color = attributes.thumbTintColor { thumbTintColor = color }
    }

    // MARK: - Observation

    /// Reads every getter into an observation, with no events; subclasses add what they show.
    open func observe() -> SliderObservation {
        let track = trackRect(forBounds: bounds)
        let geometry = SliderGeometry(
            bounds: bounds,
            trackRect: track,
            thumbRect: thumbRect(forBounds: bounds, trackRect: track, value: value),
            thumbRectAtMinimum: thumbRect(forBounds: bounds, trackRect: track, value: minimumValue),
            thumbRectAtMaximum: thumbRect(forBounds: bounds, trackRect: track, value: maximumValue),
            minimumValueImageRect: minimumValueImageRect(forBounds: bounds),
            maximumValueImageRect: maximumValueImageRect(forBounds: bounds))
        return SliderObservation(
            value: value,
            minimumValue: minimumValue,
            maximumValue: maximumValue,
            isContinuous: isContinuous,
            isEnabled: isEnabled,
            isHighlighted: isHighlighted,
            isSelected: isSelected,
            state: state,
            minimumValueImage: minimumValueImage,
            maximumValueImage: maximumValueImage,
            minimumTrackTintColor: minimumTrackTintColor,
            maximumTrackTintColor: maximumTrackTintColor,
            thumbTintColor: thumbTintColor,
            minimumTrackImages: StateImages { minimumTrackImage(for: $0) },
            maximumTrackImages: StateImages { maximumTrackImage(for: $0) },
            thumbImages: StateImages { thumbImage(for: $0) },
            currentMinimumTrackImage: currentMinimumTrackImage,
            currentMaximumTrackImage: currentMaximumTrackImage,
            currentThumbImage: currentThumbImage,
            accessibilityLabel: accessibilityLabel,
            accessibilityValue: accessibilityValue,
            accessibilityTraits: accessibilityTraits,
            events: [],
            layoutDirection: layoutDirection,
            isTracking: isTracking,
            geometry: geometry,
            calloutCenterX: nil,
            isAccessibilityElement: isAccessibilityElement,
            intrinsicContentHeight: intrinsicContentHeight)
    }
}
