import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldManifest
import ScaffoldWrite
import SwiftParser
import SwiftParserDiagnostics
import Testing

/// Generates every example spec as a standalone package and proves it with the compiler:
/// `swift build` and `swift test` must pass on the generated code, with no edits.
@Suite("End to end")
struct EndToEndTests {
    @Test("every example spec generates a package that builds and passes its own tests, in every architecture",
          arguments: TestSupport.specsAndArchitectures)
    func generatedPackageBuildsAndPasses(spec: String, architecture: String) throws {
        let module = try TestSupport.lower(spec, architecture: architecture)
        let files = try TestSupport.emit(module)
        let folder = try TestSupport.temporaryFolder("\(module.name)-\(architecture)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let moduleFolder = folder.appendingPathComponent(module.name)
        let manifest = Manifest(module: module.name, architecture: module.architecture, spec: "../\(spec)", specHash: "0",
                                templateSet: "builtin:\(module.architecture)", package: true, files: files)
        _ = try ModuleWriter.create(files, manifest: manifest, in: moduleFolder, dryRun: false)

        // Warnings count: generated code must be clean under Swift 6 strict concurrency.
        let build = try TestSupport.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: moduleFolder)
        #expect(build.status == 0, "swift build failed for \(spec):\n\(build.output)")
        guard build.status == 0 else { return }
        let test = try TestSupport.run(["swift", "test"], in: moduleFolder)
        #expect(test.status == 0, "swift test failed for \(spec):\n\(test.output)")
        // A run that executes nothing must not count as a pass (XCTest's own "Executed 0 tests" line is expected).
        let summary = test.output.firstMatch(of: /Test run with (\d+) tests? .*passed/)
        #expect((summary.flatMap { Int($0.1) } ?? 0) > 0, "no Swift Testing tests ran for \(spec):\n\(test.output)")
    }

    @Test("every generated file, UI files included, parses with zero SwiftParser diagnostics", arguments: TestSupport.specsAndArchitectures)
    func generatedFilesParse(spec: String, architecture: String) throws {
        let module = try TestSupport.lower(spec, architecture: architecture)
        for package in [true, false] {
            for file in try TestSupport.emit(module, package: package) where file.path.hasSuffix(".swift") {
                let tree = Parser.parse(source: file.contents)
                let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
                #expect(diagnostics.isEmpty, "\(file.path): \(diagnostics.map(\.message))")
            }
        }
    }

    @Test("generating twice gives byte-identical output", arguments: TestSupport.specsAndArchitectures)
    func outputIsDeterministic(spec: String, architecture: String) throws {
        let first = try TestSupport.emit(try TestSupport.lower(spec, architecture: architecture))
        let second = try TestSupport.emit(try TestSupport.lower(spec, architecture: architecture))
        #expect(first == second)
        #expect(first.map(\.path) == first.map(\.path).sorted())
    }
}
