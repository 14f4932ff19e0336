import Foundation
import SliderCLI
import SliderTestFixtures
import Testing

/// `check --exec` runs every rule's example against an adapter in another process, as `fuzz
/// --exec` fuzzes one: the Python example passes every example it supports, and its broken twin
/// fails the rule it breaks.
@MainActor
@Suite("check --exec runs every example across the process boundary")
struct CheckExecTests {
    @Test func theExampleAdapterPassesEveryExampleItSupportsAndItsBrokenTwinFailsItsRule() {
        let adapter = "\(PythonChild.python) \(PythonChild.root)/Examples/python/slider_adapter.py"
        let passing = InProcessCommand.run(["check", "--exec", adapter])
        #expect(passing.status == 0, "\(passing.output.standardOutput)")
        #expect(passing.output.standardOutput.contains(" passed, 0 failed, "), "\(passing.output.standardOutput)")
        #expect(passing.output.standardOutput.contains("(python-slider, documented profile)"))

        let broken = "\(PythonChild.python) \(PythonChild.root)/Examples/python/broken_slider_adapter.py"
        let failing = InProcessCommand.run(["check", "--exec", broken])
        #expect(failing.status == 1)
        #expect(failing.output.standardOutput.contains("FAIL      limits.maximum-pulls-value"), "\(failing.output.standardOutput)")

        let both = InProcessCommand.run(["check", "--exec", adapter, "--implementation", "sample"])
        #expect(both.status == 64)
    }
}
