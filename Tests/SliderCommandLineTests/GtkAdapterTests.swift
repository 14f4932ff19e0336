import Foundation
import SliderEngine
import SliderSpec
import Testing

/// GTK 3's `GtkScale` under the suite (`Examples/gtk`, README "Real toolkits"): it conforms to the
/// documented profile apart from what `Corpus/gtk-scale.expectations.json` lists, takes touches as
/// pointer events GTK's own gestures handle, and names its toolkit's version. Skipped, saying
/// why, where GTK 3, PyGObject or Xvfb is not installed (scripts/install-toolkits.sh).
@Suite("GTK's GtkScale under the suite", .serialized)
struct GtkAdapterTests {
    static let gtk = ToolkitAdapter(folder: "gtk")

    @Test(.installed(gtk))
    func gtkScaleConformsApartFromItsExpectationsAndNamesItsVersion() async throws {
        let (status, report) = try await Self.gtk.fuzz(sequences: 40)
        #expect(status == 0, "\(ToolkitAdapter.unexpectedFailures(in: report))")
        #expect(report.implementation == "gtk-scale")
        #expect(report.toolkit?.hasPrefix("GTK 3.") == true, "\(report.toolkit ?? "no toolkit")")
        #expect(report.toolkit?.contains("(PyGObject ") == true, "\(report.toolkit ?? "no toolkit")")
        #expect(report.verdicts.first { $0.rule == .valueNoEvent }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .controlStateFlags }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .continuousStores }?.outcome == .notApplicable)
        // What GtkScale has is mapped, never declared away: ATK's traits and its value text (the
        // number, not a percentage), the allocation (at least the minimum size), the direction.
        #expect(report.verdicts.first { $0.rule == .accessibilityTraitsNotEnabled }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .accessibilityValuePercent }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .layoutBoundsStores }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .layoutDirectionStores }?.outcome == .pass)
        // Laid out and touched for real: GtkRange's geometry, a press on the slider that drags it
        // keeping where it was grabbed, and one beside it that warps it, as GTK's gestures do.
        #expect(report.verdicts.first { $0.rule == .geometryHorizontal }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .trackingGrabOffset }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .trackingNearThumb }?.outcome == .expected)
    }
}
