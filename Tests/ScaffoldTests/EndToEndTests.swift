import Foundation
import ScaffoldEmit
import ScaffoldFuzzing
import ScaffoldIR
import ScaffoldManifest
import ScaffoldWrite
import SwiftParser
import SwiftParserDiagnostics
import Testing

/// Proves generated code with the compiler: `swift build` and `swift test` must pass on it, with no edits,
/// warnings counted as errors (generated code must be clean under Swift 6 strict concurrency).
@Suite("End to end")
struct EndToEndTests {
    /// Every example spec, every edge spec and the fuzz sample's accepted specs, each in every architecture, as
    /// one aggregate package: the package graph and linking are paid once.
    @Test("every example, edge and fuzz-sample spec builds and passes its own tests in every architecture (one aggregate package)")
    func everyModuleBuildsAndPasses() throws {
        let root = try TestSupport.temporaryFolder("aggregate")
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = try EdgeSpecTests.templates()
        var modules: [ModuleIR] = []
        for (spec, architecture) in TestSupport.specsAndArchitectures {
            var module = try TestSupport.lower(spec, architecture: architecture)
            module = AggregatePackage.renamed(module)
            modules.append(module)
        }
        for spec in EdgeSpecTests.specs {
            for architecture in TestSupport.architectures { modules.append(try EdgeSpecTests.module(spec, architecture: architecture)) }
        }
        for seed in EdgeSpecTests.fuzzSeeds {
            modules += Fuzzer.run(seed: seed, templates: templates).modules.map { module in
                var module = module
                module = AggregatePackage.renamed(module, suffix: "S\(seed)")
                return module
            }
        }
        try AggregatePackage.write(modules, templates: templates, to: root)

        let build = try TestSupport.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let test = try TestSupport.run(["swift", "test"], in: root)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        // A run that executes nothing must not count as a pass (XCTest's own "Executed 0 tests" line is expected).
        let summary = test.output.firstMatch(of: /Test run with (\d+) tests? in (\d+) suites? .*passed/)
        #expect((summary.flatMap { Int($0.1) } ?? 0) > modules.count, "too few Swift Testing tests ran:\n\(test.output)")
    }

    /// The demo's path: a standalone package, with the Package.swift scaffold writes, built and tested on its own.
    @Test("an example spec generates a standalone package that builds and passes its own tests")
    func standalonePackageBuildsAndPasses() throws {
        let module = try TestSupport.lower("NewsList.yaml", architecture: "mvvm")
        let files = try TestSupport.emit(module)
        let folder = try TestSupport.temporaryFolder("standalone")
        defer { try? FileManager.default.removeItem(at: folder) }
        let moduleFolder = folder.appendingPathComponent(module.name)
        let manifest = Manifest(
            module: module.name, architecture: module.architecture, spec: "../NewsList.yaml", specHash: "0",
            templateSet: "builtin:\(module.architecture)", layout: "package", files: files)
        _ = try ModuleWriter.create(files, manifest: manifest, in: moduleFolder, dryRun: false)

        let build = try TestSupport.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: moduleFolder)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let test = try TestSupport.run(["swift", "test"], in: moduleFolder)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        let summary = test.output.firstMatch(of: /Test run with (\d+) tests? .*passed/)
        #expect((summary.flatMap { Int($0.1) } ?? 0) > 0, "no Swift Testing tests ran:\n\(test.output)")
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

    /// A team's own set is not second-class: a copy of the built-in MVVM set with every template moved and
    /// renamed, and every file written elsewhere, generates a package that builds and passes its tests.
    @Test("a custom template set (MVVM moved and renamed) generates a package that builds and passes its own tests")
    func customSetBuildsAndPasses() throws {
        let folder = try TestSupport.temporaryFolder("custom-set")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cli = CLITests()
        let eject = try cli.scaffold(["templates", "eject", "mvvm", "--to", "Copied"], in: folder)
        #expect(eject.status == 0, "\(eject.output)")

        // Move each template into a folder of its own under a new name, and write each file somewhere else.
        let copied = folder.appendingPathComponent("Copied/mvvm")
        let set = folder.appendingPathComponent("Team/feature")
        try FileManager.default.createDirectory(at: set.appendingPathComponent("screen"), withIntermediateDirectories: true)
        var manifest = try String(contentsOf: copied.appendingPathComponent("template-set.yml"), encoding: .utf8)
        for entry in try FileManager.default.contentsOfDirectory(atPath: copied.path) where entry.hasSuffix(".swift.mustache") {
            let renamed = "screen/Team" + entry
            try FileManager.default.moveItem(at: copied.appendingPathComponent(entry), to: set.appendingPathComponent(renamed))
            manifest = manifest.replacingOccurrences(of: "template: \(entry)", with: "template: \(renamed)")
        }
        try FileManager.default.moveItem(at: copied.appendingPathComponent("partials"), to: set.appendingPathComponent("partials"))
        manifest = manifest.replacingOccurrences(of: "name: mvvm", with: "name: feature")
            .replacingOccurrences(of: "{{sourcesPrefix}}Model/", with: "{{sourcesPrefix}}Feature/Data/")
            .replacingOccurrences(of: "{{sourcesPrefix}}Service/", with: "{{sourcesPrefix}}Feature/Data/Remote/")
            .replacingOccurrences(of: "{{sourcesPrefix}}ViewModel/", with: "{{sourcesPrefix}}Feature/Logic/")
            .replacingOccurrences(of: "{{sourcesPrefix}}View/", with: "{{sourcesPrefix}}Feature/UI/")
            .replacingOccurrences(of: "{{testsPrefix}}Mocks/", with: "{{testsPrefix}}Doubles/")
        try manifest.write(to: set.appendingPathComponent("template-set.yml"), atomically: true, encoding: .utf8)

        let spec = TestSupport.specsFolder.appendingPathComponent("TaskBoard.yaml").path
        let new = try cli.scaffold(["new", spec, "--templates", "Team", "--architecture", "feature", "--package", "--output", "out"], in: folder)
        #expect(new.status == 0, "\(new.output)")
        let module = folder.appendingPathComponent("out/TaskBoard")
        for path in [
            "Sources/TaskBoard/Feature/Logic/TaskBoardViewModel.swift", "Sources/TaskBoard/Feature/Data/TaskItem.swift",
            "Sources/TaskBoard/Feature/Data/Remote/TaskService.swift", "Tests/TaskBoardTests/Doubles/MockTaskService.swift",
        ] {
            #expect(FileManager.default.fileExists(atPath: module.appendingPathComponent(path).path), "missing \(path)")
        }
        let build = try TestSupport.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: module)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let test = try TestSupport.run(["swift", "test"], in: module)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        let summary = test.output.firstMatch(of: /Test run with (\d+) tests? .*passed/)
        #expect((summary.flatMap { Int($0.1) } ?? 0) > 0, "no Swift Testing tests ran:\n\(test.output)")
    }
}
