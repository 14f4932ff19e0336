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
                snippetTypeName). With --exec, perform prints the wire
                requests instead, piped into the command (printf '%s\n'
                '{"type":"hello",…}' … | COMMAND), and a comment on the
                answer that diverges.
                """,
            expected: "perform or typed", default: .perform, parse: { $0 == SnippetForm.wire.rawValue ? nil : SnippetForm(rawValue: $0) })
    }

    /// The form a command prints in: `given`, except that an implementation in another process
    /// (`exec`, its command line) has no Swift type to perform on, so `.perform` becomes `.wire`.
    static func form(_ given: SnippetForm, exec: String?) -> SnippetForm {
        exec != nil && given == .perform ? .wire : given
    }
}
