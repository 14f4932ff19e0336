import Foundation
import SliderSpec
import Testing

/// A child that stops answering is a `process.timeout`, reported once and shrunk like any other
/// misbehaving child (`ProcessProtocolTests.expectCaught`). A suite of its own, not serialized:
/// each run waits out about seven answer times, so its two cases wait side by side instead of
/// one after the other in the protocol tests' serialized chain.
@Suite("Wire protocol: a child that stops answering")
struct ProcessTimeoutTests {
    /// The answer time: short, so the test waits little for each of its hangs, yet long enough for
    /// every other answer when a loaded machine stalls the child for a moment (twenty start-ups of
    /// the command line, 1.5 s at least: never a sub-second limit).
    private static let shortTimeout = String(format: "%.1f", MeasuredStartUp.margin(atLeast: 1.5, startUps: 20))

    @Test(arguments: [false, true]) func silenceIsATimeout(pipelining: Bool) async throws {
        try await ProcessProtocolTests().expectCaught(
            "time.sleep(30)", rule: .processTimeout, detail: "no answer within \(Self.shortTimeout) s", timeout: Self.shortTimeout,
            pipelining: pipelining)
    }
}
