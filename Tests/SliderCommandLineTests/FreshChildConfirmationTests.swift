import Foundation
import SliderCLI
import SliderTestFixtures
import Testing

/// Through the command line, an `--exec` child's new counterexamples are confirmed from a fresh
/// child before they are saved, with one job or two: what fails only in a child that served
/// other sliders first is reported as depending on earlier instances and never saved
/// (`FreshStartTests`, in SliderWorkersTests, checks the same for Swift types).
@MainActor
@Suite("an --exec child's counterexamples confirmed from a fresh child", .serialized)
struct FreshChildConfirmationTests {
    @Test func aChildLeakingBetweenSlidersSavesOnlyWhatReproducesFromAFreshChild() throws {
        try TemporaryFolder.with("fresh-child") { folder in
            // An appearance proxy in the child: each new slider starts with the thumb tint the last one had.
            let child = try PythonChild.write(
                in: folder, implementation: "'leaky-child'",
                onStart: """
                    LEAK = {}
                    plain_init = a.Slider.__init__
                    def leaky_init(self, *arguments, **keywords):
                        plain_init(self, *arguments, **keywords)
                        self.tints["thumb"] = LEAK.get("thumb")
                    a.Slider.__init__ = leaky_init
                    """,
                onCreate: #"LEAK["thumb"] = slider.tints["thumb"] if slider is not None else None"#)
            // One job, and two worker processes of the built executable, each starting its own child.
            let context = CommandContext(workerExecutable: try LaunchedCommand.builtExecutable())
            // (The reports differ between them: which sequences meet a dirty child depends on the jobs.)
            for jobs in ["1", "2"] {
                let corpus = folder + "/Corpus-" + jobs
                var output = CommandOutput()
                let status = SliderConformanceCommand.run(
                    ["fuzz", "--exec", "\(PythonChild.python) \(child)", "--sequences", "150", "--corpus", corpus, "--color", "never", "--jobs", jobs],
                    context: context, output: &output)
                #expect(status == 1, "\(output.standardError)")
                let text = output.standardOutput
                #expect(text.contains("(depends on earlier instances)"), "\(text)")
                // Rules of the failures that depend on earlier instances (`≈`) and of those that
                // reproduce from a fresh start (`✗`: the leak between two sliders of one sequence).
                func rules(after marker: String) -> Set<String> {
                    Set(text.components(separatedBy: "\n" + marker + " ").dropFirst().map { String($0.prefix { $0 != " " && $0 != ":" }) })
                }
                // A failure that follows from another reproduced one is listed under it (`↳ also`).
                let dependent = rules(after: "≈"), reproduced = rules(after: "✗").union(rules(after: "  ↳ also"))
                #expect(!dependent.isEmpty)
                // Only what reproduced from a fresh start is saved; nothing that depends on earlier instances.
                let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/leaky-child")) ?? []
                let savedRules = Set(files.filter { $0.hasSuffix(".json") }.map { $0.components(separatedBy: "--")[0] })
                #expect(savedRules == reproduced, "\(text)")
                #expect(savedRules.isDisjoint(with: dependent))
            }
        }
    }
}
