import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec
import ScaffoldWrite
import Testing

/// Paths and helpers shared by the tests.
enum TestSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specsFolder = packageRoot.appendingPathComponent("Specs")

    /// Every example spec, sorted.
    static var exampleSpecs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: specsFolder.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// Every built-in architecture, sorted.
    static var architectures: [String] { TemplateSet.available(projectFolder: nil) }

    /// Every (spec, architecture) pair: each example spec must work in each architecture.
    static var specsAndArchitectures: [(String, String)] {
        exampleSpecs.flatMap { spec in architectures.map { (spec, $0) } }
    }

    static func lower(_ specName: String, architecture: String? = nil) throws -> ModuleIR {
        let spec = try SpecParser.load(path: specsFolder.appendingPathComponent(specName).path, displayPath: "Specs/\(specName)")
        return try Lowering.lower(spec, architectures: TemplateSet.available(projectFolder: nil), architectureOverride: architecture)
    }

    /// Renders a module with its built-in template set, once per test run: rendering is deterministic
    /// (`EndToEndTests.outputIsDeterministic` compares this with a fresh `render`), and a debug build renders slowly,
    /// while many suites read the same example modules.
    static func emit(_ module: ModuleIR, package: Bool = true) throws -> [PlannedFile] {
        let key = RenderKey(module: module, package: package)
        if let files = rendered.withLock({ $0[key] }) { return files }
        let files = try render(module, package: package)
        rendered.withLock { $0[key] = files }
        return files
    }

    /// Renders a module with its built-in template set, always anew.
    static func render(_ module: ModuleIR, package: Bool = true) throws -> [PlannedFile] {
        try Emitter.emit(Screen(module), options: EmitOptions(package: package), templates: TemplateSet.resolve(module.architecture, projectFolder: nil))
    }

    struct RenderKey: Hashable, Sendable {
        var module: ModuleIR
        var package: Bool
    }

    /// What `emit` rendered so far.
    private static let rendered = LockedDictionary<RenderKey, [PlannedFile]>()

    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-tests-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    struct ProcessResult {
        var status: Int32
        var output: String
    }

    /// Runs a command to completion, output and errors merged; with `mergingErrors: false`, standard output
    /// alone (standard error is discarded).
    static func run(_ arguments: [String], in folder: URL, mergingErrors: Bool = true) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = mergingErrors ? pipe : FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

/// A dictionary tests running in parallel share: what a test run computes once (`TestSupport.emit`).
final class LockedDictionary<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func withLock<Result>(_ body: (inout [Key: Value]) -> Result) -> Result {
        lock.withLock { body(&values) }
    }
}

/// A misuse a spec-language test feeds to its suite's spec template (`keys` under the action, `setting` where the
/// template takes it: a `given:` entry, state), and the located error it must get.
struct SpecRefusal: CustomStringConvertible, Sendable {
    var setting: String? = nil
    let keys: String
    let line: Int
    let column: Int
    let message: String
    let hint: String
    var description: String { keys }

    /// Expects the error among `diagnostics`, or as the only one (`only`), at its line and column.
    func expect(in diagnostics: [Diagnostic], only: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if only {
            SpecErrorTests.expectOnly(diagnostics, line: line, column: column, message: message, hint: hint, sourceLocation: sourceLocation)
        } else {
            #expect(!diagnostics.isEmpty, sourceLocation: sourceLocation)
            _ = SpecErrorTests.expectDiagnostic(diagnostics, line: line, column: column, message: message, hint: hint, sourceLocation: sourceLocation)
        }
    }
}
