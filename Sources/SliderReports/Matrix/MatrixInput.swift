import Foundation
import SliderEngine
import SliderWire

/// Reads the inputs of `slider-conformance matrix`: JSON reports as `fuzz --format json` writes
/// them (format 1 or 2; only their `reports` are read), and matrices as `matrix --json` writes
/// them (for `--previous`). Every error names the file and what was expected.
public enum MatrixInput {
    /// The report formats read: `format` 1 (only `reports`) and 2.
    public static let reportFormats = 1...ReportFormat.jsonFormat

    /// The full reports of the JSON report `data`, read from `path`.
    public static func reports(in data: Data, path: String) throws(MatrixInputError) -> [FuzzReport] {
        let object = try topLevel(data, path: path)
        if object.keys.contains("columns"), object.keys.contains("rows") {
            throw MatrixInputError(
                path: path, problem: "is a merged matrix (matrix --json), not a fuzz report; pass it as --previous")
        }
        guard let format = object.format else {
            throw MatrixInputError(
                path: path, problem: "has no \"format\"; expected a report written by `slider-conformance fuzz --format json`")
        }
        guard reportFormats.contains(format) else {
            throw MatrixInputError(
                path: path, problem: "is a report of format \(format); this suite reads formats \(reportFormats.lowerBound) to \(reportFormats.upperBound)")
        }
        guard object.reportsIsList else {
            throw MatrixInputError(path: path, problem: "has no \"reports\" list; expected a report written by `slider-conformance fuzz --format json`")
        }
        struct Document: Decodable { let reports: [FuzzReport] }
        let reports: [FuzzReport]
        do {
            reports = try SliderJSON.decoder().decode(Document.self, from: data).reports
        } catch {
            throw MatrixInputError(path: path, problem: SliderJSON.describe(error, decoding: data))
        }
        for (index, report) in reports.enumerated() {
            if let problem = inconsistency(in: report) {
                throw MatrixInputError(path: path, problem: "at reports[\(index)] (\(report.implementation)): \(problem)")
            }
        }
        return reports
    }

    /// What makes `report` impossible for the suite to have written (counts below zero, a
    /// verdict its counts contradict, a counterexample index out of range), or nil: such a report
    /// is refused rather than read as a pass.
    static func inconsistency(in report: FuzzReport) -> String? {
        if report.sequences < 0 || report.operations < 0 { return "negative counts of sequences or operations" }
        for (index, verdict) in report.verdicts.enumerated() {
            let at = "verdicts[\(index)] (\(verdict.rule))"
            if verdict.decided < 0 || verdict.diverged < 0 { return "\(at) has a negative count of steps" }
            if verdict.diverged > verdict.decided { return "\(at) diverged on more steps (\(verdict.diverged)) than it decided (\(verdict.decided))" }
            switch verdict.outcome {
            case .pass where verdict.diverged > 0 || verdict.decided == 0:
                return "\(at) reads pass with \(verdict.decided) steps decided and \(verdict.diverged) diverged"
            case .fail where verdict.diverged == 0, .expected where verdict.diverged == 0:
                return "\(at) reads \(verdict.outcome.rawValue) with no step diverged"
            default: break
            }
            if let counterexample = verdict.counterexample, !report.counterexamples.indices.contains(counterexample) {
                return "\(at) points at counterexample \(counterexample), and the report has \(report.counterexamples.count)"
            }
        }
        return nil
    }

    /// The matrix `matrix --json` wrote to `path`.
    public static func matrix(in data: Data, path: String) throws(MatrixInputError) -> ConformanceMatrix {
        let object = try topLevel(data, path: path)
        guard object.keys.contains("columns"), let format = object.matrix else {
            throw MatrixInputError(path: path, problem: "is not a merged matrix; expected the file `slider-conformance matrix --json` writes")
        }
        guard format == ConformanceMatrix.format else {
            throw MatrixInputError(path: path, problem: "is a matrix of format \(format); this suite reads format \(ConformanceMatrix.format)")
        }
        do {
            return try SliderJSON.decoder().decode(ConformanceMatrix.self, from: data)
        } catch {
            throw MatrixInputError(path: path, problem: SliderJSON.describe(error, decoding: data))
        }
    }

    /// Reads `path`, saying which file could not be read and why.
    public static func contents(of path: String) throws(MatrixInputError) -> Data {
        guard FileManager.default.fileExists(atPath: path) else { throw MatrixInputError(path: path, problem: "no such file") }
        // Read as a stream, not mapped or sized first: a pipe (`<(…)`, /dev/stdin) reads too.
        guard let file = FileHandle(forReadingAtPath: path) else {
            throw MatrixInputError(path: path, problem: "cannot be read: \(String(cString: strerror(errno)))")
        }
        defer { try? file.close() }
        do {
            return try file.readToEnd() ?? Data()
        } catch {
            throw MatrixInputError(path: path, problem: "cannot be read: \(error.localizedDescription)")
        }
    }

    /// What the top level of an input says about itself: its keys, `format`, `matrix`, and
    /// whether `reports` is a list. Read with `JSONDecoder` without building the document's
    /// values (`JSONSerialization` built the whole tree as objects first: 2.7 GB of memory for a
    /// 117 MB report, then decoded it again).
    private struct TopLevel: Decodable {
        let keys: Set<String>
        let format: Int?
        let matrix: Int?
        let reportsIsList: Bool

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            keys = Set(container.allKeys.map(\.stringValue))
            format = try? container.decodeIfPresent(Int.self, forKey: Key(stringValue: "format"))
            matrix = try? container.decodeIfPresent(Int.self, forKey: Key(stringValue: "matrix"))
            reportsIsList = (try? container.nestedUnkeyedContainer(forKey: Key(stringValue: "reports"))) != nil
        }
    }

    /// The top level of `data`: a JSON object, or an error saying what it is instead.
    private static func topLevel(_ data: Data, path: String) throws(MatrixInputError) -> TopLevel {
        do {
            return try JSONDecoder().decode(TopLevel.self, from: data)
        } catch DecodingError.typeMismatch {
            throw MatrixInputError(path: path, problem: "holds no JSON object; expected a report written by `slider-conformance fuzz --format json`")
        } catch {
            throw MatrixInputError(path: path, problem: "is not JSON: " + SliderJSON.describe(error, decoding: data))
        }
    }
}
