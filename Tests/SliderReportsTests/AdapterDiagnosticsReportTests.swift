import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import Testing

/// The conforming `SampleSlider` behind an adapter that never passes on Continuous Updates.
@MainActor
final class ContinuousUnmappedAdapter: SliderUnderTest {
    /// The control under test.
    let slider: SampleSlider
    /// A slider created in code.
    init() { slider = SampleSlider() }
    /// A slider loaded without Continuous Updates, whatever was entered.
    init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        var mapped = attributes
        mapped.continuous = nil
        slider = SampleSlider(interfaceBuilder: mapped)
    }
    /// Performs `operation` on the control.
    func perform(_ operation: SliderOperation) -> [SliderEvent] { slider.perform(operation) }
    /// Reads the control.
    func observe() -> SliderObservation { slider.observe() }
}

@MainActor
@Suite("Adapter diagnostics in every format, apart from the rule failures")
struct AdapterDiagnosticsReportTests {
    private func run<S: SliderUnderTest>(_ type: S.Type, name: String) -> FuzzReport {
        Fuzzer(type, name: name, configuration: FuzzConfiguration(seed: 2_026, sequences: 1_000, profile: .documented)).run()
    }

    @Test func theTextReportNamesTheAdapterAndTheLineToAddNearTheTop() throws {
        let text = ReportFormat.text.render([run(ContinuousUnmappedAdapter.self, name: "adapter")])
        let lines = text.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("adapter diagnostics (") }, "\(text)")
        #expect(lines[heading + 1] == "  • your adapter may not map the Interface Builder attribute `continuous` — in `init(interfaceBuilder:)` add:"
            + " `if let continuous = attributes.continuous { slider.isContinuous = continuous }`")
        #expect(lines[heading + 2].contains("interface-builder.continuous-updates"))
        #expect(heading < (lines.firstIndex { $0.hasPrefix("rules: ") } ?? 0), "\(text)")
        #expect(!text.contains("✗ "), "no rule failure: \(text)")
        #expect(lines.last?.hasPrefix("result: undecided until the adapter is fixed: no rule failed under the documented profile; 1 adapter diagnostic") == true, "\(text)")
    }

    @Test func jsonListsEachDiagnosticWithTheFailuresItExplains() throws {
        let json = ReportFormat.json.render([run(ContinuousUnmappedAdapter.self, name: "adapter")])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["kind"] as? String == "interface-builder-attribute")
        #expect(diagnostics.first?["subject"] as? String == "continuous")
        #expect(diagnostics.first?["place"] as? String == "init(interfaceBuilder:)")
        #expect((diagnostics.first?["explains"] as? [String])?.isEmpty == false)
        #expect((object["failures"] as? [Any])?.isEmpty == true)
    }

    @Test func junitAndMarkdownCarryTheDiagnosticsOutsideTheTestCases() {
        let report = run(ContinuousUnmappedAdapter.self, name: "adapter")
        let junit = ReportFormat.junit.render([report])
        #expect(junit.contains(#"<property name="adapter.diagnostics" value="1"/>"#))
        #expect(junit.contains("your adapter may not map the Interface Builder attribute `continuous`"))
        #expect(!junit.contains("<failure "))
        let markdown = ReportFormat.markdown.render([report])
        #expect(markdown.contains("## Adapter diagnostics"))
        #expect(markdown.contains("`if let continuous = attributes.continuous { slider.isContinuous = continuous }`"))
    }

    @Test func aConformingReportHasNoDiagnosticsAnywhere() {
        let report = run(SampleSlider.self, name: "sample")
        #expect(report.diagnostics == nil)
        for format in ReportFormat.allCases {
            let rendered = format.render([report]).lowercased()
            #expect(!rendered.contains("adapter diagnostic"), "\(format)")
        }
    }
}
