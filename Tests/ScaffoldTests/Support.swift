import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec
import ScaffoldWrite

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

    /// Renders a module with its built-in template set.
    static func emit(_ module: ModuleIR, package: Bool = true) throws -> [PlannedFile] {
        try Emitter.emit(Screen(module), options: EmitOptions(package: package), templates: TemplateSet.resolve(module.architecture, projectFolder: nil))
    }

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
