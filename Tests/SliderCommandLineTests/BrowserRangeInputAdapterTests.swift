import Foundation
import SliderEngine
import SliderSpec
import Testing

/// The web's slider (README, "Real toolkits"): `<input type="range" step="any">` in headless
/// Chromium, driven through the DevTools protocol by `Examples/browser/run.sh`. It conforms to
/// the documented profile apart from what `Corpus/browser-range-input.expectations.json` lists,
/// takes touches as real touch input, and names Chromium's version. Skipped, saying why, where
/// Chromium is not installed (scripts/install-toolkits.sh).
@Suite("The browser's range input under the suite", .serialized)
struct BrowserRangeInputAdapterTests {
    static let browser = ToolkitAdapter(folder: "browser")

    @Test(.installed(browser))
    func rangeInputConformsApartFromItsExpectationsAndNamesChromiumsVersion() async throws {
        // 20 sequences reach every rule asserted below (the browser checks about 25 operations a
        // second; the nightly matrix page, scripts/matrix-page.sh, runs 200).
        let (status, report) = try await Self.browser.fuzz(sequences: 20)
        #expect(status == 0, "\(ToolkitAdapter.unexpectedFailures(in: report))")
        #expect(report.implementation == "browser-range-input")
        #expect(report.toolkit?.hasPrefix("Chromium ") == true, "\(report.toolkit ?? "no toolkit")")
        func outcome(_ rule: RuleID) -> RuleVerdict.Outcome? { report.verdicts.first { $0.rule == rule }?.outcome }
        // The browser's own defaults (0 … 100, the value halfway) are a known difference.
        #expect(outcome(.defaultsValue) == .expected)
        // Mapped, not declared away: the event listened to, `dir`, `aria-valuetext`, and
        // `disabled` read back from the accessibility tree.
        #expect(outcome(.continuousStores) == .pass)
        #expect(outcome(.layoutDirectionStores) == .pass)
        #expect(outcome(.accessibilityValueOverride) == .pass)
        #expect(outcome(.accessibilityTraitsNotEnabled) == .pass)
        // Laid out and touched for real: the rendered boxes read back, touches that move the
        // value with `input` events, and a cancelled touch.
        #expect(outcome(.geometryHorizontal) == .pass)
        #expect(outcome(.trackingContinuousEvents) == .pass)
        #expect(outcome(.trackingCancel) == .pass)
        // What the browser has no API for is not applicable, never a pass.
        #expect(outcome(.tintStores) == .notApplicable)
        #expect(outcome(.controlStateFlags) == .notApplicable)
    }
}
