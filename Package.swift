// swift-tools-version: 6.3
// 6.3: `expectConformance` records warnings with Swift Testing's `Issue.Severity`, new in Swift 6.3.
import PackageDescription

/// The test targets' own code is compiled without optimisation, even by `swift test -c release`
/// (scripts/test.sh): the modules the tests drive are optimised, and the tests' code around them
/// then compiles in a fraction of the time (BENCHMARKS.md, issue 25, item 6). Test targets are
/// never part of a product, so packages that depend on this one never see the flag.
let testCode: [SwiftSetting] = [.unsafeFlags(["-Onone"])]

/// The test command's build (scripts/test.sh sets `SLIDER_CONFORMANCE_TEST_BUILD=1`) compiles the
/// modules that are glue around the specification and the engine (reports, workers, the test
/// helpers, the command line) without optimisation too: the tests' work is checking sequences,
/// which happens in the optimised `SliderSpec`, `SliderEngine`, `SliderWire` and the sliders, and
/// the glue then compiles in a fraction of the time (BENCHMARKS.md, "The test command"). Every
/// other build, a package depending on this one's included, optimises them as usual and sees no
/// unsafe flag.
let glueCode: [SwiftSetting] = Context.environment["SLIDER_CONFORMANCE_TEST_BUILD"] == "1" ? [.unsafeFlags(["-Onone"])] : []

let package = Package(
    name: "SliderConformance",
    // The lowest versions the code needs: `ContinuousClock` (macOS 13, iOS 16, tvOS 16, watchOS 9);
    // `UIKitSliderAdapter` also uses `UIAction` and `addAction(_:for:)` (iOS 14), within iOS 16.
    platforms: [.macOS(.v13), .iOS(.v16), .macCatalyst(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "SliderSpec", targets: ["SliderSpec"]),
        .library(name: "SliderWire", targets: ["SliderWire"]),
        .library(name: "SliderEngine", targets: ["SliderEngine"]),
        .library(name: "SliderReports", targets: ["SliderReports"]),
        .library(name: "SliderWorkers", targets: ["SliderWorkers"]),
        .library(name: "SliderSamples", targets: ["SliderSamples"]),
        .library(name: "SliderConformanceTesting", targets: ["SliderConformanceTesting"]),
        // The command line as a library: `SliderConformanceCLI.main(implementations:)` runs it on
        // your own Swift types from a tiny executable in your package (macOS and Linux).
        .library(name: "SliderCLI", targets: ["SliderCLI"]),
        .executable(name: "slider-conformance", targets: ["slider-conformance"]),
    ],
    targets: [
        // The specification: vocabulary, rule catalogue, ReferenceSlider, the checker.
        .target(name: "SliderSpec"),
        // The wire protocol: child processes, the connection, JSON scanning, request and answer
        // codecs, the process-backed slider, and the signals that stop children.
        .target(name: "SliderWire", dependencies: ["SliderSpec"]),
        // The property-based engine: PRNG, generation, running, shrinking, causes, the corpus,
        // expectations.
        .target(name: "SliderEngine", dependencies: ["SliderSpec", "SliderWire"]),
        // Worker processes: the pool and its merge, the worker protocol (`FuzzWorkerLine`), the
        // worker's side, fresh-start checks and the worker slider.
        .target(name: "SliderWorkers", dependencies: ["SliderSpec", "SliderWire", "SliderEngine"], swiftSettings: glueCode),
        // The reports a run gives: text, JSON's summary, JUnit, Markdown, and the conformance
        // matrix in HTML, Markdown and JSON.
        .target(name: "SliderReports", dependencies: ["SliderSpec", "SliderWire", "SliderEngine"], swiftSettings: glueCode),
        // Bundled implementations: SampleSlider.
        .target(name: "SliderSamples", dependencies: ["SliderSpec"]),
        // Deliberately broken implementations, one per rule, for the kill matrix and the benchmark;
        // no library product exports them.
        .target(name: "SliderMutants", dependencies: ["SliderSpec"]),
        // Helpers for users' own test targets (Swift Testing and XCTest); not used by the CLI.
        .target(
            name: "SliderConformanceTesting", dependencies: ["SliderSpec", "SliderEngine", "SliderWorkers", "SliderReports"], swiftSettings: glueCode),
        // The command line, as a library so tests can run it in-process.
        .target(
            name: "SliderCLI", dependencies: ["SliderSpec", "SliderWire", "SliderEngine", "SliderWorkers", "SliderReports", "SliderSamples", "SliderMutants"],
            swiftSettings: glueCode),
        .executableTarget(name: "slider-conformance", dependencies: ["SliderCLI"], swiftSettings: glueCode),
        // The tests: one target for each module's tests, named after it (Tests/<Module>Tests); only
        // SliderCommandLineTests waits for SliderCLI, so the others compile beside it.
        //
        // What several test targets share: planted and broken sliders, temporary folders, Python
        // children, waiting off the shared threads, the `swiftc` type checker and the JUnit schema
        // checker. A plain target, not a product.
        .target(name: "SliderTestFixtures", dependencies: ["SliderSpec"], path: "Tests/SliderTestFixtures", swiftSettings: testCode),
        // The specification: the vocabulary, the catalogue, the model and the checker.
        .testTarget(name: "SliderSpecTests", dependencies: ["SliderSpec", "SliderSamples"], swiftSettings: testCode),
        // The wire: the JSON scanner, the request and answer codecs, `ProcessConnection` and the
        // process-backed slider against Python children (the engine draws and runs the sequences).
        .testTarget(
            name: "SliderWireTests", dependencies: ["SliderSpec", "SliderWire", "SliderEngine", "SliderTestFixtures"], swiftSettings: testCode),
        // The engine, in process, and its pipeline to Python children.
        .testTarget(
            name: "SliderEngineTests",
            dependencies: ["SliderSpec", "SliderWire", "SliderEngine", "SliderWorkers", "SliderReports", "SliderSamples", "SliderTestFixtures"],
            swiftSettings: testCode),
        // The workers: the lines a worker writes, the line buffer, and fresh-start confirmations in
        // this test executable started again as a worker (through `ConformanceCheck` and the pool).
        .testTarget(
            name: "SliderWorkersTests",
            dependencies: ["SliderSpec", "SliderEngine", "SliderWorkers", "SliderReports", "SliderConformanceTesting", "SliderTestFixtures"],
            swiftSettings: testCode),
        // The reports: the formats, JUnit against two schemas, Markdown escaping, the conformance
        // matrix (and its page in headless Chromium), and the snippets counterexamples print,
        // compiled with `swiftc`.
        .testTarget(
            name: "SliderReportsTests",
            dependencies: ["SliderSpec", "SliderWire", "SliderEngine", "SliderReports", "SliderSamples", "SliderTestFixtures"],
            swiftSettings: testCode),
        // The helpers for users' test targets: `expectConformance`, `XCTAssertConforms`, their corpus
        // and messages, `TokenTable`.
        .testTarget(
            name: "SliderConformanceTestingTests",
            dependencies: ["SliderSpec", "SliderEngine", "SliderSamples", "SliderConformanceTesting", "SliderTestFixtures"],
            swiftSettings: testCode),
        // The command line, in process and as the built executable with its children; and what
        // spans the package: the examples, scripts, the workflow, and sources type-checked with
        // `swiftc` (the UIKit adapter, the modules without `Process`).
        .testTarget(
            name: "SliderCommandLineTests",
            dependencies: [
                "SliderSpec", "SliderWire", "SliderEngine", "SliderWorkers", "SliderReports", "SliderSamples", "SliderCLI",
                "SliderConformanceTesting",
                "SliderTestFixtures",
            ],
            swiftSettings: testCode),
        // The mutants: the kill matrix (each caught, blamed and shrunk), and the checks and shrinks
        // that run on them.
        .testTarget(
            name: "SliderMutantTests", dependencies: ["SliderSpec", "SliderEngine", "SliderReports", "SliderSamples", "SliderMutants"], swiftSettings: testCode),
    ],
    swiftLanguageModes: [.v6]
)
