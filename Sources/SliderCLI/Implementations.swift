import SliderSamples
import SliderSpec

/// The implementations bundled with the suite, by the name the command line uses.
@MainActor
public enum BundledImplementations {
    /// One bundled implementation.
    public struct Entry {
        /// The name on the command line.
        public let name: String
        /// What it is.
        public let summary: String
        /// The type to check.
        public let type: any SliderUnderTest.Type
    }

    /// Every bundled implementation.
    public static let all: [Entry] = [
        Entry(name: "sample", summary: "SampleSlider, an independently written app-style slider", type: SampleSlider.self),
        Entry(name: "reference", summary: "the reference model, documented readings", type: ReferenceImplementation.self),
        Entry(name: "uikit-model", summary: "the reference model with real UIKit's readings", type: UIKitModelImplementation.self),
    ]

    /// The entry named `name`, or a usage error listing the names.
    public static func named(_ name: String, command: String) throws -> Entry {
        guard let entry = all.first(where: { $0.name == name }) else {
            throw UsageError(
                "unknown implementation '\(name)'; expected one of: \(all.map(\.name).joined(separator: ", ")).",
                command: command)
        }
        return entry
    }

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
