import Foundation

/// Runs `swiftc -typecheck` on Swift files the package does not build here (the UIKit adapter,
/// printed snippets), against the package's built modules and the UIKit stand-in in
/// `Tests/UIKitStandIn`, in Swift 6 mode with warnings as errors.
package struct SwiftTypeChecker {
    /// The package's root folder.
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `swiftc` on the `PATH`, or nil (the tests that need it are then skipped, saying why).
    package static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// One checker for the whole test run, with the UIKit stand-in compiled once, and the folder
    /// holding `SliderSpec.swiftmodule`; nil when `swiftc` is not on the `PATH`. Prepared by the
    /// first test that asks, on a thread of its own; the others await the same preparation.
    package static func shared() async -> Swift.Result<(checker: SwiftTypeChecker, modules: String), TypeCheckError>? {
        await preparation.value
    }

    private static let preparation = Task<Swift.Result<(checker: SwiftTypeChecker, modules: String), TypeCheckError>?, Never> {
        guard let swiftc else { return nil }
        do {
            let checker = try SwiftTypeChecker(swiftc: swiftc)
            let standIn = try await checker.emitUIKitStandIn()
            guard standIn.succeeded else { return .failure(TypeCheckError(message: "the UIKit stand-in does not compile:\n" + standIn.output)) }
            return .success((checker, try await checker.sliderSpecModules()))
        } catch let error as TypeCheckError {
            return .failure(error)
        } catch {
            return .failure(TypeCheckError(message: "\(error)"))
        }
    }

    /// A compiler's diagnostics and whether it succeeded.
    package struct Result: Sendable {
        package let succeeded: Bool
        package let output: String
    }

    let swiftc: String
    /// A scratch folder for the stand-in's module and generated sources.
    let scratch: String

    init(swiftc: String) throws {
        self.swiftc = swiftc
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    }

    /// The folder holding the package's built `SliderSpec.swiftmodule` (beside the test bundle, or
    /// under `.build`), or nil.
    package static func builtModules() -> String? {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules").path]
        let build = packageRoot + "/.build"
        for triple in (try? FileManager.default.contentsOfDirectory(atPath: build)) ?? [] {
            candidates += ["debug", "release"].map { "\(build)/\(triple)/\($0)/Modules" }
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/SliderSpec.swiftmodule") }
    }

    /// The folder holding `SliderSpec.swiftmodule`: the package's built one, or else one compiled
    /// from `Sources/SliderSpec` into the scratch folder.
    func sliderSpecModules() async throws -> String {
        if let built = Self.builtModules() { return built }
        let result = try await run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SliderSpec",
                              "-emit-module-path", scratch + "/SliderSpec.swiftmodule"] + Self.sources(ofModule: "SliderSpec"))
        guard result.succeeded else { throw TypeCheckError(message: "cannot compile SliderSpec:\n" + result.output) }
        return scratch
    }

    /// The package name SwiftPM compiles this package's modules with (its identity: the root
    /// folder's name, lowercased), so that a module type-checked here sees its siblings'
    /// `package` declarations.
    ///
    /// SwiftPM makes it a C identifier: each character other than a letter, a digit or `_`
    /// becomes `_` (`ci-clone` is `ci_clone`), and a leading digit gets a `_` before it.
    package static var packageName: String {
        let identity = URL(fileURLWithPath: packageRoot).lastPathComponent.lowercased()
        let name = String(identity.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// The paths of a module's Swift files under `Sources/<module>`, its folders included, sorted.
    package static func sources(ofModule module: String) throws -> [String] {
        let folder = packageRoot + "/Sources/" + module
        return try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// Compiles `Tests/UIKitStandIn/UIKit.swift` as the module `UIKit` into the scratch folder.
    func emitUIKitStandIn() async throws -> Result {
        try await run(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit",
                 Self.packageRoot + "/Tests/UIKitStandIn/UIKit.swift", "-emit-module-path", scratch + "/UIKit.swiftmodule"])
    }

    /// Type-checks `files` as the module `moduleName`, seeing the stand-in UIKit (once emitted)
    /// and `modules`, with the compilation conditions `defines`.
    package func typecheck(_ files: [String], moduleName: String, modules: String, defines: [String] = []) async throws -> Result {
        try await run(["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", moduleName,
                 "-package-name", Self.packageName,
                 "-I", scratch, "-I", modules] + defines.flatMap { ["-D", $0] } + files)
    }

    /// Writes `text` to a file in the scratch folder and returns its path.
    package func write(_ text: String, named name: String) throws -> String {
        let path = scratch + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A compiler run that should not fail (building a module the check needs).
    package struct TypeCheckError: Error, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }

    /// Runs `swiftc` with `arguments` and awaits its end, waiting on a thread of its own (a
    /// compile takes seconds, and most suites share the main actor).
    private func run(_ arguments: [String]) async throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading
        let data = await Waiting.offThread { output.readDataToEndOfFile() }
        await Waiting.exit(of: process)
        return Result(succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }
}
