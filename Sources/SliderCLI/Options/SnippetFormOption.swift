import SliderSpec

/// `--snippets <form>`, declared once for every command that prints counterexamples as Swift.
enum SnippetFormOption {
    /// The option, on synopsis line `line`.
    static func option(line: Int) -> Option<SnippetForm> {
        .value(
            "--snippets", "<form>", line: line,
            help: """
                How counterexamples are printed as Swift: perform (default:
                let slider = MyAdapter(); _ = slider.perform(.setValue(2.0));
                a precondition on what was expected; compiles against any
                SliderUnderTest) or typed (UISlider's API: slider.value =
                2.0, UIImage() placeholders, on the type given as
                snippetTypeName).
                """,
            expected: "perform or typed", default: .perform, parse: { SnippetForm(rawValue: $0) })
    }
}
