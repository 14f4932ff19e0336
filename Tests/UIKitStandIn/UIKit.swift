// A stand-in for UIKit, for type-checking on Linux the package's `#if canImport(UIKit)` files
// and the Swift snippets its counterexamples print. Never shipped: no target includes it;
// `UIKitStandInTests` compiles it as a module named `UIKit`.
//
// It declares only the API surface those files use, with Apple's names, signatures, optionality
// and `@MainActor` isolation (UIKit's views, controls and actions are main-actor isolated).
// Bodies are placeholders: nothing here behaves like UIKit.
@_exported import Foundation

/// `UIControl.State`, `UIControl.Event` and the rest are nested where UIKit nests them.
@MainActor
open class UIResponder: NSObject {}

@MainActor
open class UIView: UIResponder {
    public override init() { super.init() }
    public init(frame: CGRect) { self.frame = frame; super.init() }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var intrinsicContentSize: CGSize { .zero }
    open func layoutIfNeeded() {}

    // UIAccessibility: in UIKit, informal protocols on NSObject; declared here on the view.
    open var isAccessibilityElement: Bool = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = []
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
}

@MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    open var isEnabled: Bool = true
    open var isHighlighted: Bool = false
    open var isSelected: Bool = false
    open var state: UIControl.State { [] }
    open var isTracking: Bool { false }

    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@MainActor
open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open var isContinuous: Bool = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setValue(_ value: Float, animated: Bool) {}
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {}
    open func thumbImage(for state: UIControl.State) -> UIImage? { nil }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { nil }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { nil }
    open var currentThumbImage: UIImage? { nil }
    open var currentMinimumTrackImage: UIImage? { nil }
    open var currentMaximumTrackImage: UIImage? { nil }

    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func trackRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect { .zero }
}

@MainActor
open class UIMenuElement: NSObject {}

@available(iOS 14.0, *)
public typealias UIActionHandler = @MainActor (UIAction) -> Void

@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.init()
    }

    public struct Identifier: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// Images and colours are not main-actor isolated in UIKit, and are `Sendable`.
open class UIImage: NSObject, @unchecked Sendable {
    public override init() { super.init() }
}

open class UIColor: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
}

/// Renderers are not main-actor isolated in UIKit: they may draw on any thread.
@available(iOS 10.0, *)
open class UIGraphicsImageRendererContext: NSObject {}

@available(iOS 10.0, *)
open class UIGraphicsImageRenderer: NSObject {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void
    public init(size: CGSize) { super.init() }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { UIImage() }
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}
