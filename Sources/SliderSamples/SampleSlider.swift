import SliderSpec

/// A hand-written slider control with a UISlider-style API, as an app developer might write one.
@MainActor
public final class SampleSlider {
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

    /// Whether dragging sends valueChanged continuously (stored only; this sample has no touch handling).
    public var isContinuous: Bool = true

    /// Sets the value; `animated` is accepted for API compatibility and has no other effect.
    public func setValue(_ newValue: Float, animated: Bool) {
        value = newValue
    }

    /// Returns `candidate` limited to the current range, with NaN mapped to the minimum.
    private func limitToRange(_ candidate: Float) -> Float {
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

    /// Whether the slider accepts interaction; false adds `.disabled` to `state`.
    public var isEnabled: Bool = true

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

    /// The slider's accessibility traits: always adjustable.
    public var accessibilityTraits: AccessibilityTraits { [.adjustable] }

    /// The value as a whole percentage of the range, e.g. "50%"; "0%" when the range is empty.
    public var accessibilityValue: String? {
        if maximumValue > minimumValue {
            var fraction = Double((value - minimumValue) / (maximumValue - minimumValue))
            if fraction.isNaN {
                // The Float differences overflowed (range wider than Float can hold); redo in Double.
                fraction = (Double(value) - Double(minimumValue)) / (Double(maximumValue) - Double(minimumValue))
            }
            let percent = (fraction * 100).rounded()
            if percent.isFinite {
                return "\(Int(percent))%"
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
        for registered in registeredActions where registered.event == event {
            registered.action(self)
        }
    }

    // MARK: - Creation

    /// Creates a slider with the given range and value, stored as given (the caller keeps them ordered).
    init(minimumValue: Float, maximumValue: Float, value: Float) {
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.value = value
    }
}
