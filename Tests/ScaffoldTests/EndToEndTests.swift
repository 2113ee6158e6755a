import Foundation
import ScaffoldEmit
import ScaffoldFuzzing
import ScaffoldIR
import ScaffoldManifest
import ScaffoldWrite
import Testing

/// Proves generated code with the compiler: `swift build` and `swift test` must pass on it, with no edits,
/// warnings counted as errors (generated code must be clean under Swift 6 strict concurrency).
@Suite("End to end")
struct EndToEndTests {
    /// Every generated module the suite compiles, as one aggregate package, so that the package graph, linking and
    /// the test run are paid once: every example, edge and fuzz-sample spec in every architecture, and the packages
    /// generated the way users get them, each under its own `Package.swift` (see `AggregatePackage.Member`):
    /// - the demo's path: an example spec as a standalone package;
    /// - a custom template set's package (`customSetPackage`);
    /// - a package per architecture after `regen` of an edited spec (`RegenTests.regeneratedPackage`);
    /// - a package migrated between every pair of architectures, hand edits kept (`MigrateTests.migratedPackage`);
    /// - the package layout's feature packages, beside the local Models package they depend on
    ///   (`ProjectLayoutTests.packageLayoutProject`).
    @Test(
        "every generated module — examples, edge specs, fuzz sample, standalone, custom set, regenerated, migrated, package layout — builds and passes its own tests (one aggregate package)"
    )
    func everyModuleBuildsAndPasses() throws {
        let root = try TestSupport.temporaryFolder("aggregate")
        // SCAFFOLD_KEEP_AGGREGATE=1 keeps the package, to time or debug its build by hand.
        defer { if ProcessInfo.processInfo.environment["SCAFFOLD_KEEP_AGGREGATE"] == nil { try? FileManager.default.removeItem(at: root) } }
        let templates = try EdgeSpecTests.templates()
        var modules: [ModuleIR] = []
        for (spec, architecture) in TestSupport.specsAndArchitectures {
            modules.append(AggregatePackage.renamed(try TestSupport.lower(spec, architecture: architecture)))
        }
        for spec in EdgeSpecTests.specs {
            for architecture in TestSupport.architectures { modules.append(try EdgeSpecTests.module(spec, architecture: architecture)) }
        }
        for seed in EdgeSpecTests.fuzzSeeds {
            modules += EdgeSpecTests.fuzz(seed: seed, templates: templates).modules.map { AggregatePackage.renamed($0, suffix: "S\(seed)") }
        }

        var members: [AggregatePackage.Member] = []
        try Self.writeStandalonePackage(to: root.appendingPathComponent("Standalone/NewsList"))
        members.append(AggregatePackage.Member(folder: "Standalone/NewsList", module: "NewsList"))
        _ = try Self.customSetPackage(in: root.appendingPathComponent("CustomSet"))
        members.append(AggregatePackage.Member(folder: "CustomSet/out/TaskBoard", module: "TaskBoard"))
        for architecture in TestSupport.architectures {
            let project = try RegenTests.regeneratedPackage(architecture: architecture, in: root.appendingPathComponent("Regen/\(architecture)"))
            let name = project.module.lastPathComponent
            members.append(AggregatePackage.Member(folder: "Regen/\(architecture)/Modules/\(name)", module: name))
        }
        for (from, to) in MigrateTests.pairs {
            let project = try MigrateTests.migratedPackage(from: from, to: to, in: root.appendingPathComponent("Migrate/\(from)-\(to)"))
            let name = project.module.lastPathComponent
            members.append(AggregatePackage.Member(folder: "Migrate/\(from)-\(to)/Modules/\(name)", module: name))
        }
        _ = try ProjectLayoutTests().packageLayoutProject(in: root.appendingPathComponent("Layout"))
        for (spec, _) in ProjectLayoutTests.specs {
            members.append(
                AggregatePackage.Member(
                    folder: "Layout/Features/Packages/\(spec)", module: spec, testProducts: [("Models", "Layout/Features/Packages/Models")]))
        }
        try AggregatePackage.write(modules, members: members, templates: templates, to: root)

        let build = try TestSupport.run(AggregatePackage.buildCommand, in: root)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let test = try TestSupport.run(["swift", "test", "--skip-build"], in: root)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        // A run that executes nothing must not count as a pass (XCTest's own "Executed 0 tests" line is expected).
        let summary = test.output.firstMatch(of: /Test run with (\d+) tests? in (\d+) suites? .*passed/)
        #expect((summary.flatMap { Int($0.1) } ?? 0) > modules.count + members.count, "too few Swift Testing tests ran:\n\(test.output)")
    }

    /// The demo's path: NewsList as a standalone package, with the Package.swift scaffold writes.
    static func writeStandalonePackage(to moduleFolder: URL) throws {
        let module = try TestSupport.lower("NewsList.yaml", architecture: "mvvm")
        let files = try TestSupport.emit(module)
        let manifest = Manifest(
            module: module.name, architecture: module.architecture, spec: "../NewsList.yaml", specHash: "0",
            templateSet: "builtin:\(module.architecture)", layout: "package", files: files)
        _ = try ModuleWriter.create(files, manifest: manifest, in: moduleFolder, dryRun: false)
    }

    /// Rendering parses every `.swift` output and refuses one with a SwiftParser diagnostic (`TemplateSet.render`;
    /// TemplateSetTests proves the refusal), so emitting without an error is the proof, as long as each Swift file comes
    /// from a `.swift.mustache` template.
    @Test("every generated file, UI files included, parses with zero SwiftParser diagnostics", arguments: TestSupport.specsAndArchitectures)
    func generatedFilesParse(spec: String, architecture: String) throws {
        let module = try TestSupport.lower(spec, architecture: architecture)
        for package in [true, false] {
            for file in try TestSupport.emit(module, package: package) where file.path.hasSuffix(".swift") {
                #expect(file.template.hasSuffix(".swift.mustache"), "\(file.path) comes from \(file.template), whose output is not parsed")
            }
        }
    }

    @Test("generating twice gives byte-identical output", arguments: TestSupport.specsAndArchitectures)
    func outputIsDeterministic(spec: String, architecture: String) throws {
        let first = try TestSupport.emit(try TestSupport.lower(spec, architecture: architecture))
        let second = try TestSupport.render(try TestSupport.lower(spec, architecture: architecture))
        #expect(first == second)
        #expect(first.map(\.path) == first.map(\.path).sorted())
    }

    /// A team's own set is not second-class: a copy of the built-in MVVM set with every template moved and renamed,
    /// and every file written elsewhere, generates TaskBoard as a package in `folder/out/TaskBoard`, which the
    /// aggregate build compiles and tests. Returns that folder.
    static func customSetPackage(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
        return folder.appendingPathComponent("out/TaskBoard")
    }

    @Test("a custom template set (MVVM moved and renamed) writes every file where it says (the aggregate build compiles and tests the package)")
    func customSetWritesWhereItSays() throws {
        let folder = try TestSupport.temporaryFolder("custom-set")
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = try Self.customSetPackage(in: folder)
        for path in [
            "Sources/TaskBoard/Feature/Logic/TaskBoardViewModel.swift", "Sources/TaskBoard/Feature/Data/TaskItem.swift",
            "Sources/TaskBoard/Feature/Data/Remote/TaskService.swift", "Tests/TaskBoardTests/Doubles/MockTaskService.swift",
        ] {
            #expect(FileManager.default.fileExists(atPath: module.appendingPathComponent(path).path), "missing \(path)")
        }
    }
}
