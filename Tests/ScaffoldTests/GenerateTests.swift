import Foundation
import ScaffoldDiagnostics
import ScaffoldGenerate
import ScaffoldSpec
import ScaffoldWrite
import Testing

/// `new` and `regen` through ScaffoldGenerate, in process: what the commands do, without a subprocess or a build.
/// The command line's own output stays with CLITests and RegenTests.
@Suite("Generation in process")
struct GenerateTests {
    /// A temporary project without scaffold.yml holding a copy of an example spec in `Specs/`, and the module
    /// generated from it into `Modules/` (`NewModule`, as `new --output Modules` run in the project does).
    struct Project {
        let folder: URL
        let spec: URL
        let module: NewModule

        init(_ specName: String = "NewsList.yaml") throws {
            folder = try TestSupport.temporaryFolder("generate")
            spec = folder.appendingPathComponent("Specs/\(specName)")
            try FileManager.default.createDirectory(at: spec.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestSupport.specsFolder.appendingPathComponent(specName), to: spec)
            module = try NewModule(
                spec: spec, displayPath: "Specs/\(specName)", architecture: nil, output: folder.appendingPathComponent("Modules"),
                config: try ProjectConfig.find(from: folder), templatesFolder: nil, onWarnings: { _ in })
            try module.write(projectFolder: folder, dryRun: false)
        }

        var moduleFolder: URL { module.generation.home.moduleFolder }

        /// Regen of every module in the project, planned (and with `forWriting`, locked).
        func regen(forWriting: Bool = false) throws(DiagnosticError) -> RegenerationPlan {
            try RegenerationPlan(
                paths: [], in: folder, config: try ProjectConfig.find(from: folder), templatesFolder: nil, forWriting: forWriting, onWarnings: { _ in })
        }

        /// The modification date of each file under the module folder, by path (folders aside: the lock comes and goes).
        func modificationDates() throws -> [String: Date] {
            var dates: [String: Date] = [:]
            for path in FileManager.default.subpaths(atPath: moduleFolder.path) ?? [] {
                let attributes = try FileManager.default.attributesOfItem(atPath: moduleFolder.appendingPathComponent(path).path)
                if attributes[.type] as? FileAttributeType == .typeRegular { dates[path] = attributes[.modificationDate] as? Date }
            }
            return dates
        }
    }

    @Test("new writes every planned file and the manifest, and module discovery finds the module from the project and from inside it")
    func newThenDiscovery() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let generation = project.module.generation
        #expect(generation.module.name == "NewsList")
        #expect(project.moduleFolder.standardizedFileURL.path == project.folder.appendingPathComponent("Modules/NewsList").standardizedFileURL.path)
        for file in generation.files {
            #expect(FileManager.default.fileExists(atPath: generation.home.root.appendingPathComponent(file.path).path), "missing \(file.path)")
        }
        let manifest = try Regenerator.readManifest(in: project.moduleFolder)
        #expect(manifest.files.count == generation.files.count && manifest.project == "../..")

        let summary = project.module.summary(dryRun: false)
        #expect(summary.written && summary.layout == "package" && summary.files.count == generation.files.count)

        let found = try ModuleDiscovery.modules(for: [], in: project.folder).map(\.standardizedFileURL.path)
        #expect(found == [project.moduleFolder.standardizedFileURL.path])
        let inside = project.moduleFolder.appendingPathComponent("Sources")
        #expect(ModuleDiscovery.enclosingModule(of: inside)?.standardizedFileURL.path == project.moduleFolder.standardizedFileURL.path)
        #expect(try ModuleDiscovery.modules(for: ["Specs/NewsList.yaml"], in: project.folder).map(\.standardizedFileURL.path) == found)
    }

    @Test("regen of an unchanged module renders nothing, plans nothing and writes nothing")
    func regenUnchanged() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let before = try project.modificationDates()

        let regeneration = try project.regen(forWriting: true)
        defer { regeneration.releaseLocks() }
        let plan = try #require(regeneration.modules.first)
        #expect(regeneration.modules.count == 1 && !regeneration.isOutOfDate && regeneration.conflicts.isEmpty)
        #expect(!plan.rendered && plan.changes.isEmpty && !plan.manifestChanges && regeneration.packageManifests.isEmpty)
        let summary = RegenSummary(regeneration, writes: true)
        #expect(summary.modules.map(\.upToDate) == [true] && !summary.outOfDate)
        for plan in regeneration.modules { try Regenerator.apply(plan) }
        regeneration.releaseLocks()  // the lock file goes too, before the files are compared

        #expect(try project.modificationDates() == before)
    }

    @Test("an edited spec is rendered again and its manifest planned for update; planning writes nothing")
    func regenEditedSpec() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let text = try String(contentsOf: project.spec, encoding: .utf8)
        try (text + "\n# edited\n").write(to: project.spec, atomically: true, encoding: .utf8)
        let before = try project.modificationDates()

        let regeneration = try project.regen()
        let plan = try #require(regeneration.modules.first)
        // A comment changes the spec's hash (so the module is rendered) but not one generated file: only the manifest.
        #expect(plan.rendered && plan.changes.isEmpty && plan.manifestChanges && regeneration.isOutOfDate)
        #expect(try project.modificationDates() == before)
    }

    @Test("a module being written by another run is refused, and free again once the plan's locks are released")
    func regenLocks() throws {
        let project = try Project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let first = try project.regen(forWriting: true)
        let refused = #expect(throws: DiagnosticError.self) { try project.regen(forWriting: true) }
        #expect(refused?.description.contains("another scaffold run") == true, "\(String(describing: refused))")
        #expect(throws: Never.self) { try project.regen() }
        first.releaseLocks()
        let second = try project.regen(forWriting: true)
        second.releaseLocks()
    }
}
