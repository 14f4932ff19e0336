import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// The package, spec and protocol versions: recorded in corpus entries and expectations files,
/// read back from files that predate them, and compared so a report names the rules an
/// expectations file has not considered; the handshake's revision and positive declarations.
@MainActor
@Suite("Versions and protocol revisions", .serialized)
struct VersionsTests {
    /// Runs the command line `arguments` and returns the exit code with what was printed.
    private func run(_ arguments: [String]) -> (status: Int32, output: CommandOutput) {
        InProcessCommand.run(arguments)
    }

    /// Runs `body` with a fresh, empty folder that is removed afterwards.
    private func withTemporaryFolder(_ body: (String) throws -> Void) throws {
        try TemporaryFolder.with("versions-tests", body)
    }

    /// Fuzzes the sample slider briefly with an empty expectations file that records `versions`
    /// (a JSON member with its leading comma, or nothing).
    private func fuzzSample(expectationsVersions versions: String) throws -> String {
        var text = ""
        try withTemporaryFolder { corpus in
            try #"{"format":1,"implementation":"sample""#.appending(versions).appending(#","expected":[]}"#)
                .write(toFile: corpus + "/sample.expectations.json", atomically: true, encoding: .utf8)
            let (status, output) = run(["fuzz", "--implementation", "sample", "--sequences", "5", "--corpus", corpus, "--no-save", "--jobs", "1"])
            #expect(status == 0, "\(output.standardError)")
            text = output.standardOutput
        }
        return text
    }

    @Test func semanticVersionsOrderByTheirNumbersAndReadTheirText() {
        #expect(SemanticVersion("1.2.0") == SemanticVersion(1, 2, 0))
        #expect(SemanticVersion("1.10") == SemanticVersion(1, 10, 0))
        #expect(SemanticVersion(1, 9, 9) < SemanticVersion(1, 10, 0))
        #expect(SemanticVersion("1.x") == nil && SemanticVersion("1") == nil && SemanticVersion("-1.0.0") == nil)
        #expect(SuiteVersions.current.protocol == SemanticVersion(1, ProtocolRevision.current, 0))
        #expect(ProtocolRevision.history.map(\.number) == Array(1...ProtocolRevision.current))
    }

    @Test func everyRuleInTheHistoryIsCataloguedAndNoNewerThanTheSpec() {
        for change in RuleCatalogue.history {
            #expect(RuleCatalogue.rule(change.rule) != nil, "\(change.rule)")
            #expect(change.version <= RuleCatalogue.specVersion, "\(change.rule)")
        }
        #expect(RuleCatalogue.introduction(of: .trackingEdgeTouch) == SemanticVersion(1, 2, 0))
        #expect(RuleCatalogue.introduction(of: .valueClampsBelow) == SemanticVersion(1, 0, 0))
    }

    @Test func anExpectationsFileFromAnOlderSpecNamesTheRulesNewSinceIt() throws {
        let text = try fuzzSample(expectationsVersions: #","versions":{"package":"0.1.0","spec":"1.1.0","protocol":"1.2.0"}"#)
        #expect(text.contains("new since your expectations"), "\(text)")
        #expect(text.contains("tracking.edge-touch (added in 1.2.0"), "\(text)")
        #expect(text.contains("limits.non-finite (changed in 1.2.0"), "\(text)")
        #expect(!text.contains("accessibility.value-override (added in 1.1.0"), "\(text)")
    }

    @Test func anExpectationsFileWithoutVersionsStillWorksAndCountsAsSpecOneZero() throws {
        let text = try fuzzSample(expectationsVersions: "")
        #expect(text.contains("accessibility.value-override (added in 1.1.0"), "\(text)")
        #expect(text.contains("tracking.edge-touch (added in 1.2.0"), "\(text)")
    }

    @Test func anExpectationsFileOfTheCurrentSpecListsNothingNew() throws {
        let versions = SuiteVersions.current
        let text = try fuzzSample(
            expectationsVersions: #","versions":{"package":"\#(versions.package)","spec":"\#(versions.spec)","protocol":"\#(versions.protocol)"}"#)
        #expect(!text.contains("new since your expectations"), "\(text)")
        #expect(text.contains("versions: \(versions.summary); the implementation speaks revision 3"), "\(text)")
    }

    @Test func aHandshakeRevisionTheSuiteDoesNotKnowIsAClearError() throws {
        try withTemporaryFolder { folder in
            let child = try PythonChild.write(
                in: folder, handshake: #"{"type":"hello","protocol":1,"revision":9,"implementation":"future","profiles":["documented"]}"#)
            let (status, output) = run(["fuzz", "--exec", "\(PythonChild.python) \(child)", "--sequences", "3", "--corpus", folder, "--no-save"])
            #expect(status == 2)
            #expect(output.standardError.contains(#""revision" must be a whole number from 1 to 3"#), "\(output.standardError)")
        }
    }

    @Test func aChildThatDeclaresWhatItSupportsIsSentNothingElse() throws {
        try withTemporaryFolder { folder in
            let child = try PythonChild.write(
                in: folder,
                handshake: #"{"type":"hello","protocol":1,"revision":3,"implementation":"few","profiles":["documented"],"#
                    + #""supported":["setValue","setMinimumValue","setMaximumValue"]}"#)
            let (status, output) = run(["fuzz", "--exec", "\(PythonChild.python) \(child)", "--sequences", "20", "--corpus", folder, "--no-save", "--jobs", "1"])
            #expect(status == 0, "\(output.standardOutput)\(output.standardError)")
            let skipped = output.standardOutput.split(separator: "\n").first { $0.hasPrefix("skipped operation kinds:") } ?? ""
            #expect(skipped.contains("setEnabled") && skipped.contains("setAccessibilityValue") && !skipped.contains("setValue,"), "\(skipped)")
            #expect(!skipped.contains("loadFromInterfaceBuilder"), "\(skipped)")
        }
    }

    @Test func aSwiftAdapterOfAnEarlierRevisionIsDrawnNothingItDeclaresUnsupported() {
        let undrawn = ValueOnlySlider.undrawnOperationKinds()
        #expect(Set(SliderOperationKind.allCases).subtracting(undrawn) == [.setValue, .loadFromInterfaceBuilder])
        #expect(ValueOnlySlider.unreadObservationFields().isSuperset(of: [.isAccessibilityElement, .intrinsicContentHeight, .calloutValue]))
        #expect(ValueOnlySlider.revisionGap().attributes.contains(.continuous) && !ValueOnlySlider.revisionGap().attributes.contains(.value))
        #expect(FrozenSwiftAdapter.undrawnOperationKinds().isEmpty && FrozenSwiftAdapter.unreadObservationFields().isEmpty)
    }
}

/// A revision-1 slider that supports setting the value and nothing else (it never changes).
@MainActor
private final class ValueOnlySlider: SliderUnderTest {
    static var conformanceRevision: Int { 1 }
    static var unsupportedOperationKinds: Set<SliderOperationKind> {
        Set(SliderOperationKind.allCases).subtracting([.setValue, .loadFromInterfaceBuilder])
    }

    init() {}
    init(interfaceBuilder attributes: InterfaceBuilderAttributes) {}
    func perform(_ operation: SliderOperation) -> [SliderEvent] { [] }
    func observe() -> SliderObservation { ReferenceSlider().observation(readings: Profile.documented.readings) }
}
