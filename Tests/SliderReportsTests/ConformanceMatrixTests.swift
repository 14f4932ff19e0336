import Foundation
import SliderEngine
import SliderReports
import SliderSamples
import SliderSpec
import SliderWire
import Testing

@MainActor
@Suite("Conformance matrix: merging reports")
struct ConformanceMatrixTests {
    static func run<S: SliderUnderTest>(
        _ type: S.Type, name: String, seed: UInt64 = 7, sequences: Int = 30, shard: (Int, Int)? = nil, profile: Profile = .documented
    ) -> FuzzReport {
        var configuration = FuzzConfiguration(seed: seed, sequences: sequences, profile: profile)
        if let (index, count) = shard {
            configuration.shardIndex = index
            configuration.shardCount = count
        }
        return Fuzzer(type, name: name, configuration: configuration).run()
    }

    private func cell(_ matrix: ConformanceMatrix, _ rule: RuleID, column: Int = 0) -> MatrixCell? {
        matrix.rows.first { $0.rule == rule }?.cells[column]
    }

    @Test func twoSeedsOfOneImplementationAreOneColumnWithTheirStepsSummed() throws {
        let first = Self.run(SampleSlider.self, name: "sample", seed: 7)
        let second = Self.run(SampleSlider.self, name: "sample", seed: 8)
        let matrix = try ConformanceMatrix(merging: [("a.json", first), ("b.json", second)])
        #expect(matrix.columns.count == 1)
        #expect(matrix.columns[0].provenance.seeds == ["0x7", "0x8"])
        #expect(matrix.columns[0].provenance.budget == 60)
        #expect(matrix.columns[0].provenance.sequences == first.sequences + second.sequences)
        for verdict in first.verdicts {
            let other = try #require(second.verdicts.first { $0.rule == verdict.rule })
            #expect(cell(matrix, verdict.rule)?.decided == verdict.decided + other.decided, "\(verdict.rule)")
        }
        #expect(cell(matrix, .defaultsValue)?.outcome == .pass)
    }

    @Test func aRuleNotApplicableThatWasCountedOnStepsIsNotApplicableNotAPass() throws {
        var report = Self.run(SampleSlider.self, name: "sample")
        let position = try #require(report.verdicts.firstIndex { $0.rule == .defaultsValue && $0.decided > 0 })
        report.verdicts[position] = RuleVerdict(
            rule: .defaultsValue, decided: report.verdicts[position].decided, diverged: 0, isExpected: false, inapplicable: "the adapter cannot say")
        let matrix = try ConformanceMatrix(merging: [("a.json", report)])
        #expect(cell(matrix, .defaultsValue)?.outcome == .notApplicable)
        #expect(cell(matrix, .defaultsValue)?.reason == "the adapter cannot say")
        #expect(cell(matrix, .defaultsValue)?.decided == report.verdicts[position].decided, "the steps stay counted, as in the report")
    }

    @Test func theShardsOfARunMergeToTheWholeRun() throws {
        let whole = Self.run(SampleSlider.self, name: "sample", sequences: 40)
        let shards = (0..<2).map { Self.run(SampleSlider.self, name: "sample", sequences: 40, shard: ($0, 2)) }
        let merged = try ConformanceMatrix(merging: [("2.json", shards[1]), ("1.json", shards[0])])
        let single = try ConformanceMatrix(merging: [("whole.json", whole)])
        #expect(merged.rows.map { $0.cells.map { $0?.outcome } } == single.rows.map { $0.cells.map { $0?.outcome } })
        #expect(merged.rows.map { $0.cells.map { $0?.decided } } == single.rows.map { $0.cells.map { $0?.decided } })
        #expect(merged.columns[0].provenance.shards == ["0x7: 1/2, 2/2 of 2"])
        let half = try ConformanceMatrix(merging: [("1.json", shards[0])])
        #expect(half.columns[0].provenance.shards == ["0x7: 1/2 of 2 (1 missing)"])
    }

    @Test func theSameSequencesTwiceAreAnErrorNamingBothFiles() {
        let report = Self.run(SampleSlider.self, name: "sample", sequences: 5)
        #expect(throws: MatrixInputError.self) { try ConformanceMatrix(merging: [("a.json", report), ("b.json", report)]) }
        do {
            _ = try ConformanceMatrix(merging: [("a.json", report), ("b.json", report)])
        } catch {
            #expect(error.path == "b.json" && error.problem.contains("overlaps a.json"))
        }
        let shard = Self.run(SampleSlider.self, name: "sample", sequences: 5, shard: (0, 2))
        #expect(throws: MatrixInputError.self) { try ConformanceMatrix(merging: [("a.json", report), ("s.json", shard)]) }
    }

    @Test func aFailingCellCarriesItsRootCauseAndLinksToItsCounterexample() throws {
        let report = Self.run(UIKitModelImplementation.self, name: "uikit-model", sequences: 100)
        let matrix = try ConformanceMatrix(merging: [("u.json", report)])
        let failing = matrix.rows.filter { $0.cells[0]?.outcome == .fail }
        #expect(!failing.isEmpty)
        #expect(matrix.columns[0].verdict == "fails")
        let html = MatrixHTML.render(matrix)
        let markdown = MatrixMarkdown.render(matrix)
        for row in failing {
            let failure = try #require(row.cells[0]?.failure, "\(row.rule)")
            #expect(failure.snippet.contains("← diverges here"))
            #expect(html.contains("href=\"#\(failure.anchor)\"") && html.contains("<article id=\"\(failure.anchor)\">"))
            #expect(markdown.contains("(#\(failure.anchor))") && markdown.contains("<a id=\"\(failure.anchor)\"></a>"))
        }
    }

    @Test func aPublishedCellNamesNoLocalPathAndACrashItsOperation() throws {
        var report = Self.run(UIKitModelImplementation.self, name: "uikit-model", sequences: 100)
        let index = try #require(report.verdicts.first { $0.outcome == .fail }?.counterexample)
        let found = report.counterexamples[index]
        let crash = Violation(
            rule: .processCrash, field: found.violation.field, expected: found.violation.expected, observed: found.violation.observed,
            rulesApplied: [])
        report.counterexamples[index] = Counterexample(
            identity: crash.identity, operations: [.setValue(0.5), .setEnabled(false)], violation: crash, originalLength: 2,
            origin: "/home/runner/work/slider/Corpus/uikit-model/abc123.json", occurrences: 1, shrinks: 0, shrinkStoppedBy: nil)
        let matrix = try ConformanceMatrix(merging: [("u.json", report)])
        let failure = try #require(matrix.rows.compactMap { $0.cells[0]?.failure }.first { $0.rule == .processCrash })
        #expect(failure.origin == "corpus file uikit-model/abc123.json")
        #expect(failure.summary.contains("at operation 2"), "\(failure.summary)")
        #expect(!MatrixHTML.render(matrix).contains("/home/runner"))
        let markdown = MatrixMarkdown.render(matrix)
        #expect(markdown.contains("differs at operation 2") && !markdown.contains("/home/runner"), "\(markdown)")
    }

    @Test func implementationsWhoseNamesDifferInPunctuationGetAnchorsOfTheirOwn() throws {
        let spaced = Self.run(UIKitModelImplementation.self, name: "uikit model", sequences: 100)
        let dashed = Self.run(UIKitModelImplementation.self, name: "uikit-model", sequences: 100)
        let matrix = try ConformanceMatrix(merging: [("a.json", spaced), ("b.json", dashed)])
        #expect(matrix.columns.count == 2 && matrix.columns[0].anchor != matrix.columns[1].anchor, "\(matrix.columns.map(\.anchor))")
        let failures = matrix.rows.compactMap { row in row.cells.compactMap { $0?.failure?.anchor } }.filter { $0.count == 2 }
        #expect(!failures.isEmpty && failures.allSatisfy { $0[0] != $0[1] }, "\(failures)")
        #expect(matrix.columns.contains { $0.anchor == "uikit-model-documented" }, "a name anchor() keeps stays as it was")
    }

    @Test func aColumnSaysWhenItsExpectationsFileWasNotApplied() throws {
        var report = Self.run(SampleSlider.self, name: "sample", sequences: 3)
        report.expectationsNote = "expectations: Corpus/sample.expectations.json not applied: written for Tk 8.6.13"
        let matrix = try ConformanceMatrix(merging: [("s.json", report)])
        #expect(matrix.columns[0].provenance.facts.contains(report.expectationsNote!))
        #expect(MatrixHTML.render(matrix).contains("not applied: written for Tk 8.6.13"))
    }

    @Test func everyNotReachedAndNotApplicableCellSaysWhy() throws {
        let report = Self.run(SampleSlider.self, name: "sample", sequences: 3)
        let matrix = try ConformanceMatrix(merging: [("s.json", report)])
        let open = matrix.rows.compactMap { $0.cells[0] }.filter { $0.outcome == .notReached || $0.outcome == .notApplicable }
        #expect(!open.isEmpty)
        #expect(open.allSatisfy { $0.reason?.isEmpty == false })
        #expect(cell(matrix, .valueNotANumber)?.reason?.contains("--robustness") == true)
        #expect(matrix.rows.allSatisfy { $0.cells[0]?.outcome != .pass || $0.cells[0]?.reason == nil })
    }

    @Test func rowsFollowTheCatalogueGroupsAndLinkToTheirSection() throws {
        let matrix = try ConformanceMatrix(merging: [("s.json", Self.run(SampleSlider.self, name: "sample", sequences: 3))])
        #expect(matrix.groups == RuleCatalogue.groups.map(\.title))
        #expect(matrix.rows.map(\.rule) == RuleCatalogue.rules.map(\.id))
        let row = try #require(matrix.rows.first { $0.rule == .defaultsValue })
        #expect(row.status == "documented" && row.anchor == "defaultsvalue")
        #expect(MatrixHTML.render(matrix, specification: "spec.html").contains("<a href=\"spec.html#defaultsvalue\"><code>defaults.value</code></a>"))
    }

    @Test func theJSONFormRoundTripsForTomorrowsPrevious() throws {
        let matrix = try ConformanceMatrix(merging: [("s.json", Self.run(SampleSlider.self, name: "sample", sequences: 3))])
        let data = try SliderJSON.encoder().encode(matrix)
        #expect(try MatrixInput.matrix(in: data, path: "m.json") == matrix)
    }

    @Test func thePageIsSelfContainedAndReadableWithoutScriptsOrColour() throws {
        let matrix = try ConformanceMatrix(merging: [
            ("s.json", Self.run(SampleSlider.self, name: "sample", sequences: 3)),
            ("u.json", Self.run(UIKitModelImplementation.self, name: "uikit-model", sequences: 100)),
        ])
        let html = MatrixHTML.render(matrix)
        for external in ["src=", "<link", "@import", "url(", "http://", "https://"] { #expect(!html.contains(external), "\(external)") }
        #expect(html.contains("<form id=\"filters\" hidden>"), "the filters need the script, so they start hidden")
        #expect(!html.contains("<tr hidden") && !html.contains("<tbody hidden"), "without the script every row shows")
        let sections = html.components(separatedBy: "<article ").dropFirst()
        #expect(!sections.isEmpty && sections.allSatisfy { !$0.prefix { $0 != ">" }.contains("hidden") }, "and every counterexample")
        #expect(html.contains("<p id=\"counterexample-count\">\(sections.count) counterexamples.</p>"))
        let cells = html.components(separatedBy: "<td class=").dropFirst()
        #expect(cells.count == matrix.rows.count * matrix.columns.count)
        let words = ["✓ pass", "✗ FAIL", "≈ expected", "… not reached", "– not applicable", "not judged"]
        #expect(cells.allSatisfy { cell in words.contains { cell.contains($0) } })
    }
}
