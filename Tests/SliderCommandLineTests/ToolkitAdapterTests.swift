import Foundation
import SliderEngine
import SliderSpec
import Testing

/// The real toolkits' adapters (README, "Real toolkits"): each conforms to the documented profile
/// apart from what its expectations file lists, takes touches as real input events, and names its
/// toolkit's version. Each test is skipped, saying why, where its toolkit is not installed
/// (scripts/install-toolkits.sh).
@Suite("Real toolkits under the suite", .serialized)
struct ToolkitAdapterTests {
    static let tk = ToolkitAdapter(folder: "tk")
    static let swing = ToolkitAdapter(folder: "swing")

    @Test(.installed(tk))
    func tkScaleConformsApartFromItsExpectationsAndNamesItsVersion() async throws {
        let (status, report) = try await Self.tk.fuzz(sequences: 40)
        #expect(status == 0, "\(ToolkitAdapter.unexpectedFailures(in: report))")
        #expect(report.implementation == "tk-ttk-scale")
        #expect(report.toolkit?.hasPrefix("Tk 8.") == true, "\(report.toolkit ?? "no toolkit")")
        #expect(report.verdicts.first { $0.rule == .valueNoEvent }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .controlStateFlags }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .continuousStores }?.outcome == .notApplicable)
        // Laid out and touched for real: the window's whole-pixel size and the geometry read back,
        // a press on the slider drags it (keeping where it was grabbed), and one beside it steps
        // the value, as ttk's bindings do.
        #expect(report.verdicts.first { $0.rule == .layoutBoundsStores }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .geometryHorizontal }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .trackingGrabOffset }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .trackingNearThumb }?.outcome == .expected)
    }

    @Test(.installed(swing))
    func swingSliderConformsApartFromItsExpectationsAndNamesItsVersion() async throws {
        let (status, report) = try await Self.swing.fuzz(sequences: 40)
        #expect(status == 0, "\(ToolkitAdapter.unexpectedFailures(in: report))")
        #expect(report.implementation == "swing-jslider")
        #expect(report.toolkit?.hasPrefix("Swing (Java ") == true, "\(report.toolkit ?? "no toolkit")")
        #expect(report.verdicts.first { $0.rule == .defaultsLimits }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .accessibilityLabelStores }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .continuousStores }?.outcome == .notApplicable)
        // What JSlider has is mapped, never declared away: the accessible context's traits, its
        // value text and AccessibleAction's step of 1, the int bounds, a designer's values clamped.
        #expect(report.verdicts.first { $0.rule == .accessibilityTraitsNotEnabled }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .accessibilityValuePercent }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .accessibilityIncrement }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .layoutBoundsStores }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .interfaceBuilderWidensRange }?.outcome == .expected)
        // Laid out and touched for real: the UI's geometry, the orientation, mouse events that track.
        #expect(report.verdicts.first { $0.rule == .geometryHorizontal }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .layoutDirectionStores }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .trackingGrabOffset }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .trackingTrackTap }?.outcome == .expected)
    }
}
