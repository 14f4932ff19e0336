/// How a counterexample's Swift snippet drives the slider.
public enum SnippetForm: String, Sendable, Hashable, CaseIterable {
    /// The default: the form every `SliderUnderTest` compiles, on every platform. The snippet
    /// creates the checked type (`let slider = MyAdapter()`, or `MyAdapter(interfaceBuilder: …)`
    /// for a load), sends each operation through `perform`
    /// (`_ = slider.perform(.setValue(2.0))`, images and colours as `ImageToken`/`ColorToken`
    /// values) and ends with a `precondition` on what the reference expected, read from
    /// `observe()` or from the events the last `perform` returned.
    case perform
    /// `UISlider`'s API (`slider.value = 2.0`), for a type with UIKit's names (a `UISlider`, or a
    /// subclass an adapter wraps, named by `snippetTypeName`): images and colours are `UIImage()`
    /// and `UIColor()` placeholders, touches and loads call helpers you supply
    /// (`Tests/UIKitStandIn/SnippetSupport.swift` is one for `UISlider`). It ends with a
    /// `precondition` on a property that `UISlider` has, and otherwise with a comment saying
    /// what was expected.
    case typed
    /// For an implementation in another process (`--exec`), which has no Swift type: the wire
    /// protocol's requests (`PROTOCOL.md`) as a shell command that pipes them, as the suite sends
    /// them to a fresh child, into the adapter's command, and a comment naming the answer that
    /// diverges with what the reference expected there. Reports of `--exec` runs use it.
    case wire
}
