import Foundation
import SliderSpec
import SliderTestFixtures

/// `ForgetsToPullValueDown`, slowed down: every operation sleeps half a millisecond first, as a
/// slider behind a slow adapter would.
final class SlowForgetsToPullValueDown: SliderUnderTest {
    private let wrapped: ForgetsToPullValueDown

    init() { wrapped = ForgetsToPullValueDown() }

    init(interfaceBuilder attributes: InterfaceBuilderAttributes) { wrapped = ForgetsToPullValueDown(interfaceBuilder: attributes) }

    func perform(_ operation: SliderOperation) -> [SliderEvent] {
        Thread.sleep(forTimeInterval: 0.000_5)
        return wrapped.perform(operation)
    }

    func observe() -> SliderObservation { wrapped.observe() }
}
