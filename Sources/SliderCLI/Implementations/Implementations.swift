import SliderMutants
import SliderSamples
import SliderSpec

/// The implementations bundled with the suite, by the name the command line uses.
@MainActor
public enum BundledImplementations {
    /// One bundled implementation.
    @MainActor
    public struct Entry {
        /// The name on the command line.
        public let name: String
        /// What it is.
        public let summary: String
        /// The implementation to check: a Swift type's, or a child process's (its connection
        /// as its `host`), named `name`.
        public let implementation: SliderImplementation
        /// The profile it is written to, checked when no `--profile` is given.
        public let profile: Profile
        /// The type name `.typed` counterexample snippets create, when not the Swift type's own name
        /// (the type an adapter wraps); `.perform` snippets create the checked type.
        public let snippetTypeName: String?
        /// The Swift type's name as `.typed` counterexample snippets create it: `snippetTypeName`,
        /// or the type's own name.
        public var typeName: String { snippetTypeName ?? implementation.typeName }

        /// The type a snippet in `form` creates: `typeName` for `.typed`, the checked type itself
        /// (the one with `perform`) for `.perform`.
        public func typeName(in form: SnippetForm) -> String { form == .typed ? typeName : implementation.typeName }

        /// The Swift type `type`, named `name` on the command line, checked against `profile`
        /// unless `--profile` says otherwise; its `.typed` snippets create `snippetTypeName` (default: the type's name).
        public init(name: String, summary: String, type: any SliderUnderTest.Type, profile: Profile, snippetTypeName: String? = nil) {
            self.init(
                name: name, summary: summary, implementation: SliderImplementation(type, name: name), profile: profile,
                snippetTypeName: snippetTypeName)
        }

        /// `implementation`, named `name` on the command line (its own name is replaced by it),
        /// checked against `profile` unless `--profile` says otherwise; its `.typed` snippets create
        /// `snippetTypeName` (default: the implementation's type name).
        public init(
            name: String, summary: String, implementation: SliderImplementation, profile: Profile, snippetTypeName: String? = nil
        ) {
            var named = implementation
            named.name = name
            self.name = name
            self.summary = summary
            self.implementation = named
            self.profile = profile
            self.snippetTypeName = snippetTypeName
        }
    }

    /// The implementations the command line checks unless a user's executable passes its own
    /// (`CommandContext.implementations`): the bundled ones.
    public static var all: [Entry] { bundled }

    /// Every bundled implementation.
    public static let bundled: [Entry] = [
        Entry(name: "sample", summary: "SampleSlider, an independently written app-style slider", type: SampleSlider.self, profile: .documented),
        Entry(name: "reference", summary: "the reference model, documented readings", type: ReferenceImplementation.self, profile: .documented),
        Entry(name: "uikit-model", summary: "the reference model with real UIKit's readings", type: UIKitModelImplementation.self, profile: .uikitObserved),
        Entry(name: "precision-sample", summary: "PrecisionSlider, SampleSlider with source 002's precision release", type: PrecisionSlider.self, profile: .precisionRelease),
        Entry(name: "callout-sample", summary: "CalloutSlider, SampleSlider with source 004's value callout", type: CalloutSlider.self, profile: .valueCallout),
        Entry(name: "toolkit", summary: "ToolkitSlider, a desktop toolkit's slider (integer values, its own defaults) with its deviations listed as expected", type: ToolkitSlider.self, profile: .documented),
    ]

    /// Implementations the command line accepts by name but never lists, nor runs for `all`: a
    /// planted crash (`TrapsWhenMadeDiscrete` traps when made discrete), which the crash tests run
    /// through the built executable.
    public static let hidden: [Entry] = [
        Entry(name: "planted-crash", summary: "a slider that traps when made discrete (for the crash tests)", type: TrapsWhenMadeDiscrete.self, profile: .documented),
    ]

    /// Parses a profile name, or a usage error listing the names.
    public static func profile(_ name: String, command: String) throws -> Profile {
        guard let profile = Profile.named(name) else {
            throw UsageError(
                "unknown profile '\(name)'; expected one of: \(Profile.all.map(\.id).joined(separator: ", ")).",
                command: command)
        }
        return profile
    }
}
