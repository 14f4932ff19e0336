import Foundation
import SliderEngine
import SliderSpec
import Testing

/// Qt's QSlider under the suite (README, "Real toolkits"; `Examples/qt`): it conforms to the
/// documented profile apart from `Corpus/qt-qslider.expectations.json`, takes touches as real
/// mouse input routed by Qt, and names Qt's and PySide6's versions. Skipped, saying why, where
/// PySide6 or the libraries Qt loads are not installed (scripts/install-toolkits.sh).
@Suite("Qt's QSlider under the suite")
struct QtAdapterTests {
    static let qt = ToolkitAdapter(folder: "qt")

    @Test(.installed(qt))
    func qSliderConformsApartFromItsExpectationsAndNamesItsVersion() async throws {
        let (status, report) = try await Self.qt.fuzz(sequences: 40)
        #expect(status == 0)
        #expect(report.implementation == "qt-qslider")
        #expect(report.toolkit?.hasPrefix("Qt 6.") == true && report.toolkit?.contains("(PySide6 6.") == true,
                "\(report.toolkit ?? "no toolkit")")
        // What QSlider has is mapped, never declared away: tracking as continuous updates, the
        // accessible interface's state, its value text and the bridges' step of 1, the layout
        // direction; what it lacks (images, tints, an app's own value text) is not applicable.
        #expect(report.verdicts.first { $0.rule == .continuousStores }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .accessibilityTraitsNotEnabled }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .layoutDirectionStores }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .valueNoEvent }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .defaultsLimits }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .accessibilityIncrement }?.outcome == .expected)
        #expect(report.verdicts.first { $0.rule == .tintStores }?.outcome == .notApplicable)
        #expect(report.verdicts.first { $0.rule == .accessibilityValueOverride }?.outcome == .notApplicable)
        // Laid out by the style and touched for real: a press on the handle drags it, keeping
        // where it was grabbed, and one on the groove beside it steps the value by a page.
        #expect(report.verdicts.first { $0.rule == .geometryHorizontal }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .trackingGrabOffset }?.outcome == .pass)
        #expect(report.verdicts.first { $0.rule == .trackingTrackTap }?.outcome == .expected)
    }
}
