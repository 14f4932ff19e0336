#if canImport(UIKit) && !os(tvOS) && !os(watchOS)  // UISlider is unavailable on tvOS and watchOS
import SliderSpec
import UIKit

/// Checks a real `UISlider`: maps each token to one image or colour, reads every getter, and
/// records the `valueChanged` events the slider sends.
///
/// Compiled only where UIKit exists; the README shows the same adapter.
@MainActor
public final class UIKitSliderAdapter: SliderUnderTest {
    public static var implementationName: String { "UISlider" }

    /// Touches: UIKit has no public API to synthesise them, so the suite never generates them
    /// and reports the rules that need them as not applicable.
    public static var unsupportedOperationKinds: Set<SliderOperationKind> { [.touchBegan, .touchMoved, .touchEnded, .touchCancelled] }

    /// The slider under test, created as an app creates one in code: with empty bounds until
    /// layout (`setBounds`) gives it a size (`layout.bounds-stores`).
    public let slider = UISlider()
    private var events: [SliderEvent] = []
    private var images: [ImageToken: UIImage] = [:]
    private var colors: [ColorToken: UIColor] = [:]

    public init() {
        slider.addAction(UIAction { [unowned self] _ in events.append(.valueChanged(slider.value)) }, for: .valueChanged)
    }

    public convenience init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        self.init()
        // What Interface Builder stores: the range widened to the entered value, decoded in order.
        let value = attributes.value ?? 0.5
        slider.minimumValue = min(attributes.minimum ?? 0, value)
        slider.maximumValue = max(attributes.maximum ?? 1, value)
        slider.value = value
        // Then Continuous Updates, the value images and the tints, through the setters.
        if let continuous = attributes.continuous { slider.isContinuous = continuous }
        slider.minimumValueImage = attributes.minimumValueImage.map(image)
        slider.maximumValueImage = attributes.maximumValueImage.map(image)
        if let token = attributes.minimumTrackTintColor { slider.minimumTrackTintColor = color(token) }
        if let token = attributes.maximumTrackTintColor { slider.maximumTrackTintColor = color(token) }
        if let token = attributes.thumbTintColor { slider.thumbTintColor = color(token) }
    }

    public func perform(_ operation: SliderOperation) -> [SliderEvent] {
        events = []
        switch operation {
        case let .setValue(value): slider.value = value
        case let .setValueAnimated(value, animated): slider.setValue(value, animated: animated)
        case let .setMinimumValue(value): slider.minimumValue = value
        case let .setMaximumValue(value): slider.maximumValue = value
        case let .setContinuous(flag): slider.isContinuous = flag
        case let .setEnabled(flag): slider.isEnabled = flag
        case let .setHighlighted(flag): slider.isHighlighted = flag
        case let .setSelected(flag): slider.isSelected = flag
        case let .setMinimumValueImage(token): slider.minimumValueImage = token.map(image)
        case let .setMaximumValueImage(token): slider.maximumValueImage = token.map(image)
        case let .setTintColor(.minimumTrack, token): slider.minimumTrackTintColor = token.map(color)
        case let .setTintColor(.maximumTrack, token): slider.maximumTrackTintColor = token.map(color)
        case let .setTintColor(.thumb, token): slider.thumbTintColor = token.map(color)
        case let .setImage(.minimumTrack, token, state): slider.setMinimumTrackImage(token.map(image), for: uiState(state))
        case let .setImage(.maximumTrack, token, state): slider.setMaximumTrackImage(token.map(image), for: uiState(state))
        case let .setImage(.thumb, token, state): slider.setThumbImage(token.map(image), for: uiState(state))
        case .accessibilityIncrement: slider.accessibilityIncrement()
        case .accessibilityDecrement: slider.accessibilityDecrement()
        case let .setAccessibilityLabel(text): slider.accessibilityLabel = text
        case let .setAccessibilityValue(text): slider.accessibilityValue = text
        case .loadFromInterfaceBuilder: break             // never performed: the suite calls init(interfaceBuilder:)
        case let .setBounds(width, height):
            slider.frame = CGRect(x: 0, y: 0, width: width, height: height)
            slider.layoutIfNeeded()
        case let .setLayoutDirection(direction):
            slider.semanticContentAttribute = direction == .leftToRight ? .forceLeftToRight : .forceRightToLeft
        case .touchBegan, .touchMoved, .touchEnded, .touchCancelled: break  // unsupported: never generated
        }
        return events
    }

    public func observe() -> SliderObservation {
        SliderObservation(
            value: slider.value, minimumValue: slider.minimumValue, maximumValue: slider.maximumValue,
            isContinuous: slider.isContinuous, isEnabled: slider.isEnabled, isHighlighted: slider.isHighlighted,
            isSelected: slider.isSelected, state: ControlState(rawValue: slider.state.rawValue),
            minimumValueImage: token(slider.minimumValueImage), maximumValueImage: token(slider.maximumValueImage),
            minimumTrackTintColor: token(slider.minimumTrackTintColor),
            maximumTrackTintColor: token(slider.maximumTrackTintColor), thumbTintColor: token(slider.thumbTintColor),
            minimumTrackImages: StateImages { token(slider.minimumTrackImage(for: uiState($0))) },
            maximumTrackImages: StateImages { token(slider.maximumTrackImage(for: uiState($0))) },
            thumbImages: StateImages { token(slider.thumbImage(for: uiState($0))) },
            currentMinimumTrackImage: token(slider.currentMinimumTrackImage),
            currentMaximumTrackImage: token(slider.currentMaximumTrackImage),
            currentThumbImage: token(slider.currentThumbImage),
            accessibilityLabel: slider.accessibilityLabel, accessibilityValue: slider.accessibilityValue,
            accessibilityTraits: traits(slider.accessibilityTraits),
            events: [],
            layoutDirection: slider.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            isTracking: slider.isTracking, geometry: geometry(),
            isAccessibilityElement: slider.isAccessibilityElement,
            intrinsicContentHeight: Double(slider.intrinsicContentSize.height))
    }

    /// The traits the catalogue speaks of, out of UIKit's.
    private func traits(_ uikit: UIAccessibilityTraits) -> AccessibilityTraits {
        var traits = AccessibilityTraits()
        if uikit.contains(.adjustable) { traits.insert(.adjustable) }
        if uikit.contains(.notEnabled) { traits.insert(.notEnabled) }
        return traits
    }

    /// UIKit's own layout methods, for the current bounds and value.
    private func geometry() -> SliderGeometry {
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        func rect(_ r: CGRect) -> Rect { Rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
        return SliderGeometry(
            bounds: rect(bounds), trackRect: rect(track),
            thumbRect: rect(slider.thumbRect(forBounds: bounds, trackRect: track, value: slider.value)),
            thumbRectAtMinimum: rect(slider.thumbRect(forBounds: bounds, trackRect: track, value: slider.minimumValue)),
            thumbRectAtMaximum: rect(slider.thumbRect(forBounds: bounds, trackRect: track, value: slider.maximumValue)),
            minimumValueImageRect: rect(slider.minimumValueImageRect(forBounds: bounds)),
            maximumValueImageRect: rect(slider.maximumValueImageRect(forBounds: bounds)))
    }

    private func uiState(_ state: ControlState) -> UIControl.State { UIControl.State(rawValue: state.rawValue) }

    private func image(_ token: ImageToken) -> UIImage {
        if let image = images[token] { return image }
        let size = token.size
        let image = UIGraphicsImageRenderer(size: CGSize(width: size.width, height: size.height)).image { _ in }
        images[token] = image
        return image
    }

    private func color(_ token: ColorToken) -> UIColor {
        if let color = colors[token] { return color }
        let color = UIColor(red: CGFloat(colors.count + 1) / 16, green: 0.5, blue: 0.25, alpha: 1)
        colors[token] = color
        return color
    }

    /// The token of an image the suite passed in; an image UIKit made itself reads as `system-tinted`.
    private func token(_ image: UIImage?) -> ImageToken? {
        guard let image else { return nil }
        return images.first { $0.value === image }?.key ?? .systemTinted
    }

    private func token(_ color: UIColor?) -> ColorToken? {
        guard let color else { return nil }
        return colors.first { $0.value.isEqual(color) }?.key ?? ColorToken("unknown")
    }
}
#endif
