import Foundation
import SliderCLI
import SliderEngine
import SliderSpec
import SliderTestFixtures
import SliderWire
import Testing

/// Adapters written for earlier versions keep their verdicts, rule by rule: the frozen
/// revision-1 child (`Tests/Compatibility/revision1_slider_adapter.py`) and the frozen Swift
/// adapter (`FrozenSwiftAdapter`), whose verdicts are fixtures in `Tests/Compatibility`. A later
/// revision's vocabulary is drawn for neither.
@MainActor
@Suite("Compatibility: frozen adapters keep their verdicts", .serialized)
struct CompatibilityTests {
    /// The folder of the frozen fixtures.
    static let fixtures = PythonChild.root + "/Tests/Compatibility"
    /// The frozen child.
    static let child = fixtures + "/revision1_slider_adapter.py"

    /// A hypothetical revision 4 that adds `setSelected`, the Interface Builder attribute
    /// `value` and the field `accessibilityLabel`, all of which both adapters handle today.
    static let revisionFour = ProtocolRevision.history + [
        ProtocolRevision(4, "hypothetical", operationKinds: [.setSelected], attributes: [.value], fields: [.accessibilityLabel]),
    ]

    /// Rule → verdict, from a fixture file.
    static func fixture(_ name: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixtures + "/" + name))
        return try JSONDecoder().decode([String: String].self, from: data)
    }

    /// The rules whose verdict in `actual` differs from `expected`, as `rule: expected → actual`.
    static func differences(_ actual: [String: String], _ expected: [String: String]) -> [String] {
        expected.keys.sorted().compactMap { rule in
            actual[rule] == expected[rule] ? nil : "\(rule): \(expected[rule] ?? "") → \(actual[rule] ?? "missing")"
        }
    }

    @Test func theFrozenRevisionOneChildKeepsItsVerdictsRuleByRule() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compatibility-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The built command line as its own process: the main actor is free while it waits on the child.
        let (status, output) = try await LaunchedCommand.run(
            ["fuzz", "--exec", "\(PythonChild.python) \(Self.child)", "--sequences", "200", "--seed", "21", "--jobs", "1",
             "--corpus", folder, "--no-save", "--format", "json"])
        #expect(status == 0, "\(output.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let report = try #require((document["reports"] as? [[String: Any]])?.first)
        #expect(report["protocolRevision"] as? Int == 1)
        let verdicts = (report["verdicts"] as? [[String: Any]] ?? []).reduce(into: [String: String]()) {
            $0[$1["rule"] as? String ?? ""] = $1["outcome"] as? String
        }
        let changed = Self.differences(verdicts, try Self.fixture("revision1.verdicts.json"))
        #expect(changed.isEmpty, "verdicts changed: \(changed)")
    }

    @Test func theFrozenSwiftAdapterKeepsItsVerdictsRuleByRule() throws {
        let report = Fuzzer(FrozenSwiftAdapter.self, configuration: FuzzConfiguration(seed: 21, sequences: 200, profile: .documented)).run()
        #expect(report.protocolRevision == ProtocolRevision.undeclaredSwiftRevision)
        let verdicts = Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.rule.rawValue, $0.outcome.rawValue) })
        let changed = Self.differences(verdicts, try Self.fixture("swift-adapter.verdicts.json"))
        #expect(changed.isEmpty, "verdicts changed: \(changed)")
    }

    @Test func aNewRevisionsOperationKindAttributeAndFieldReachNeitherSwiftAdapter() {
        RecordingFrozenAdapter.reset()
        _ = Fuzzer(RecordingFrozenAdapter.self, configuration: FuzzConfiguration(seed: 21, sequences: 100, profile: .documented)).run()
        #expect(RecordingFrozenAdapter.kinds.contains(.setSelected) && RecordingFrozenAdapter.loadedValue,
                "without revision 4, setSelected and the value attribute are drawn: the check below is not vacuous")

        RecordingFrozenAdapter.reset()
        var configuration = FuzzConfiguration(seed: 21, sequences: 100, profile: .documented)
        configuration.protocolHistory = Self.revisionFour
        let report = Fuzzer(RecordingFrozenAdapter.self, configuration: configuration).run()
        #expect(!RecordingFrozenAdapter.kinds.isEmpty)
        #expect(!RecordingFrozenAdapter.kinds.contains(.setSelected))
        #expect(!RecordingFrozenAdapter.loadedValue)
        #expect(report.skippedKinds?.contains(.setSelected) == true)
        #expect(report.count(.fail) == 0)
    }

    @Test func aNewRevisionsOperationKindAndAttributeReachNeitherTheRevisionOneChild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compatibility-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The frozen child, unchanged, behind a wrapper that logs what it receives.
        let log = folder + "/received.txt"
        let wrapper = folder + "/recording.py"
        try """
            import json, sys
            sys.path.insert(0, \(String(reflecting: Self.fixtures)))
            import revision1_slider_adapter as a
            log = open(\(String(reflecting: log)), "a")
            slider = None
            for line in sys.stdin:
                request = json.loads(line)
                if request.get("type") == "perform":
                    log.write(request["operation"]["op"] + "\\n")
                if request.get("type") == "create" and "interfaceBuilder" in request:
                    log.write("interfaceBuilder:" + ",".join(sorted(request["interfaceBuilder"])) + "\\n")
                log.flush()
                reply, slider = a.answer(request, slider, a.Slider, a.NAME)
                sys.stdout.write(json.dumps(reply) + "\\n")
                sys.stdout.flush()
            """.write(toFile: wrapper, atomically: true, encoding: .utf8)
        let connection = try ProcessConnection(command: "\(PythonChild.python) \(wrapper)", timeout: 5, profile: "documented")
        defer { connection.close() }
        var configuration = FuzzConfiguration(seed: 21, sequences: 100, profile: .documented)
        configuration.unsupportedKinds = Set(connection.handshake.unsupported)
        configuration.protocolHistory = Self.revisionFour
        let report = Fuzzer(connection.implementation(), configuration: configuration).run()
        let received = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(received.contains("setValue"))
        #expect(!received.contains("setSelected"))
        #expect(!received.contains("setAccessibilityValue"))
        let loads = received.filter { $0.hasPrefix("interfaceBuilder:") }
        #expect(loads.allSatisfy { !$0.dropFirst("interfaceBuilder:".count).split(separator: ",").contains { ["value", "continuous", "thumbTintColor"].contains($0) } },
                "\(loads)")
        #expect(report.protocolRevision == 1)
        #expect(report.count(.fail) == 0)
        #expect(report.verdicts.contains { $0.rule == .accessibilityValueOverride && $0.reason?.hasPrefix("protocol revision 1") == true })
    }
}

/// The frozen Swift adapter, recording the operation kinds and Interface Builder values it is given.
@MainActor
final class RecordingFrozenAdapter: FrozenSwiftAdapter {
    /// The kinds performed since `reset()`.
    static var kinds: Set<SliderOperationKind> = []
    /// Whether a load since `reset()` carried a Value Current.
    static var loadedValue = false

    /// Forgets what was recorded.
    static func reset() {
        kinds = []
        loadedValue = false
    }

    required init() { super.init() }

    required init(interfaceBuilder attributes: InterfaceBuilderAttributes) {
        if attributes.value != nil { Self.loadedValue = true }
        super.init(interfaceBuilder: attributes)
    }

    override func perform(_ operation: SliderOperation) -> [SliderEvent] {
        Self.kinds.insert(operation.kind)
        return super.perform(operation)
    }
}
