import Foundation
import Testing

/// Where `regen` finds the project a module belongs to, from wherever it runs: the folder of scaffold.yml (found
/// upwards), else the enclosing git work tree, else the folder `new` ran in, which the manifest records. The
/// manifest's spec must be inside that project.
@Suite("Regeneration: the project")
struct RegenProjectTests {
    typealias Project = RegenTests.Project

    func manifest(_ project: Project) throws -> [String: Any] {
        let url = project.module.appendingPathComponent(".scaffold/manifest.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    func rewriteManifest(_ project: Project, _ change: (inout [String: Any]) -> Void) throws {
        var manifest = try manifest(project)
        change(&manifest)
        try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys])
            .write(to: project.module.appendingPathComponent(".scaffold/manifest.json"))
    }

    /// A spec outside the project folder, beside it; removed with it.
    func outsideSpec(_ project: Project) throws -> (url: URL, relative: String) {
        let folder = project.folder.deletingLastPathComponent().appendingPathComponent(project.folder.lastPathComponent + "-outside")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("Feed.yaml")
        try RegenTests.baseSpec.write(to: url, atomically: true, encoding: .utf8)
        return (url, "../../../\(folder.lastPathComponent)/Feed.yaml")
    }

    @Test("without scaffold.yml or git: regen from the module folder, a folder inside it or one above it; the project is where 'new' ran")
    func fromInsideTheModule() throws {
        let project = try Project(architecture: "mvvm", package: true)
        defer { try? FileManager.default.removeItem(at: project.folder) }
        #expect(try manifest(project)["project"] as? String == "../..")
        let folders = [project.module, project.module.appendingPathComponent("Sources/Feed/Model"), project.folder.appendingPathComponent("Modules")]
        for (index, folder) in folders.enumerated() {
            try project.editSpec { $0.replacingOccurrences(of: "  articles: [Article]\n", with: "  articles: [Article]\n  count\(index): Int = 0\n") }
            let regen = try project.test.scaffold(["regen"], in: folder)
            #expect(regen.status == 0, "\(folder.lastPathComponent): \(regen.output)")
            #expect(try project.file(containing: "count\(index)") != "")
            #expect(try project.test.scaffold(["regen", "--check"], in: folder).status == 0)
        }
        #expect(try manifest(project)["project"] as? String == "../..", "regen keeps where 'new' ran")
    }

    @Test("a spec outside the project is still refused, and the hint says which folder is the project and why")
    func outsideTheProject() throws {
        let project = try Project(architecture: "mvvm", package: true)
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let outside = try outsideSpec(project)
        defer { try? FileManager.default.removeItem(at: outside.url.deletingLastPathComponent()) }
        try rewriteManifest(project) { $0["spec"] = outside.relative }
        let recorded = try project.test.scaffold(["regen"], in: project.module)
        #expect(recorded.status == 2)
        #expect(recorded.output.contains("the manifest's spec '\(outside.relative)' is outside the project"), "\(recorded.output)")
        #expect(recorded.output.contains("the folder 'scaffold new' ran in, as the manifest records"), "\(recorded.output)")

        // A git work tree is the project, whatever the manifest records.
        let git = try TestSupport.run(["git", "init", "--quiet"], in: project.folder)
        try #require(git.status == 0, "\(git.output)")
        try rewriteManifest(project) { $0["project"] = "../../.." }
        let inGit = try project.test.scaffold(["regen"], in: project.module)
        #expect(inGit.status == 2)
        #expect(inGit.output.contains("the git work tree"), "\(inGit.output)")

        // scaffold.yml's folder comes first.
        try "layout: package\n".write(to: project.folder.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        let configured = try project.test.scaffold(["regen"], in: project.module)
        #expect(configured.status == 2)
        #expect(configured.output.contains("the folder of scaffold.yml"), "\(configured.output)")
    }

    @Test("a manifest from before 'project' was recorded: the git work tree is the project")
    func olderManifestInGit() throws {
        let project = try Project(architecture: "mvvm", package: true)
        defer { try? FileManager.default.removeItem(at: project.folder) }
        try rewriteManifest(project) { $0["project"] = nil }
        let git = try TestSupport.run(["git", "init", "--quiet"], in: project.folder)
        try #require(git.status == 0, "\(git.output)")
        try project.editSpec { $0.replacingOccurrences(of: "  articles: [Article]\n", with: "  articles: [Article]\n  pages: Int = 1\n") }
        let regen = try project.test.scaffold(["regen"], in: project.module)
        #expect(regen.status == 0, "\(regen.output)")
        #expect(try project.file(containing: "pages") != "")
    }
}
