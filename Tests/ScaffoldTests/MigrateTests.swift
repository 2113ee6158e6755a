import Foundation
import ScaffoldWrite
import Testing

/// `scaffold migrate` (docs/migrate.md): a module moves to another architecture; what both write keeps your edits,
/// what only the old one wrote moves under `.scaffold/migrated/`, and every line you wrote there is reported.
@Suite("Migration")
struct MigrateTests {
    /// An MVVM module with a stub implemented, a helper added and the live service edited moves to a store.
    @Test func aModuleMovesKeepingWhatWasWrittenByHand() throws {
        let project = try RegenTests.Project(architecture: "mvvm", package: true)
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let viewModelPath = "Sources/Feed/ViewModel/FeedViewModel.swift"
        let viewModel = try project.read(viewModelPath)
        let stub = "        // TODO: implement toggle: the spec gives it no behaviour yet.\n"
        #expect(viewModel.contains(stub))
        let edited =
            viewModel.replacingOccurrences(of: stub, with: stub + "        print(\"toggled \\(article.id)\")\n")
            + "\nextension FeedViewModel {\n    var headline: String { \"Feed\" }\n}\n"
        try project.write(viewModelPath, edited)
        let servicePath = "Sources/Feed/Service/FeedService.swift"
        try project.write(servicePath, try project.read(servicePath) + "// Our backend: see the API docs.\n")

        let plan = try project.run(["migrate", "Modules/Feed", "--to", "store", "--dry-run"])
        #expect(plan.status == 0, "\(plan.output)")
        #expect(plan.output.contains("Feed (Modules/Feed) would move from mvvm to store:"), "\(plan.output)")
        #expect(plan.output.contains("  move      \(viewModelPath) → .scaffold/migrated/mvvm/\(viewModelPath)"), "\(plan.output)")
        #expect(plan.output.contains(", in toggle(): the reducer's toggle case and its effect (FeedReducer, FeedEffectHandler)"), "\(plan.output)")
        #expect(plan.output.contains("    |         print(\"toggled \\(article.id)\")"), "\(plan.output)")
        #expect(
            plan.output.contains("    placed, commented out, under the TODO of Sources/Feed/Reducer/FeedReducer.swift: review it there"),
            "\(plan.output)")
        #expect(plan.output.contains(": outside any function: a declaration to move by hand"), "\(plan.output)")
        #expect(plan.output.contains("Types the app may use that store does not have: FeedViewModel."), "\(plan.output)")
        #expect(try project.read(viewModelPath) == edited, "a dry run writes nothing")

        let migrated = try project.run(["migrate", "Modules/Feed", "--to", "store"])
        #expect(migrated.status == 0, "\(migrated.output)")
        #expect(!FileManager.default.fileExists(atPath: project.module.appendingPathComponent(viewModelPath).path))
        #expect(try project.read(".scaffold/migrated/mvvm/\(viewModelPath)") == edited)
        #expect(try project.read(servicePath).hasSuffix("// Our backend: see the API docs.\n"))
        // The implemented stub is placed, commented out, under the TODO of the same action's stub.
        let reducer = try project.read("Sources/Feed/Reducer/FeedReducer.swift")
        #expect(
            reducer.contains(
                "        // TODO: implement toggle: the spec gives it no behaviour yet.\n        // From FeedViewModel.swift (mvvm), line")
                && reducer.contains("to review:\n        // print(\"toggled \\(article.id)\")\n"), "\(reducer)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: project.module.appendingPathComponent(".scaffold/manifest.json")))
        let fields = try #require(manifest as? [String: Any])
        #expect(fields["architecture"] as? String == "store")
        #expect(fields["migratedFrom"] as? [String] == ["mvvm"])
        // Regen renders the new architecture, and finds nothing to do.
        let regen = try project.run(["regen", "Modules/Feed", "--check"])
        #expect(regen.status == 0, "\(regen.output)")
        let again = try project.run(["migrate", "Modules/Feed", "--to", "store"])
        #expect(again.status == 0 && again.output.contains("Feed is already store: nothing to migrate"), "\(again.output)")
    }

    /// Each architecture moved from once and to once, as the aggregate build compiles and tests them
    /// (`EndToEndTests`): mvvm → store → viper → mvp → mvvm.
    static let pairs = [("mvvm", "store"), ("store", "viper"), ("viper", "mvp"), ("mvp", "mvvm")]

    /// A package generated in `from`, with the live service edited and a helper added to every source file only `from`
    /// writes, then migrated to `to`: it must build and pass its new tests.
    static func migratedPackage(from: String, to: String, in folder: URL) throws -> RegenTests.Project {
        let name = "Feed" + from.prefix(1).uppercased() + from.dropFirst() + "To" + to.prefix(1).uppercased() + to.dropFirst()
        let project = try RegenTests.Project(architecture: from, package: true, name: name, folder: folder)
        // MVP keeps the service in Model/, the others in Service/.
        func currentServicePath() -> String {
            let path = "Sources/\(name)/Service/FeedService.swift"
            return FileManager.default.fileExists(atPath: project.module.appendingPathComponent(path).path) ? path : "Sources/\(name)/Model/FeedService.swift"
        }
        let servicePath = currentServicePath()
        try project.write(servicePath, try project.read(servicePath) + "// Our backend: see the API docs.\n")
        let owner = try #require(
            try FileManager.default.contentsOfDirectory(atPath: project.module.appendingPathComponent("Sources/\(name)").path)
                .first { ["ViewModel", "Presenter", "Reducer"].contains($0) })
        let ownerFolder = "Sources/\(name)/\(owner)"
        for file in try FileManager.default.contentsOfDirectory(atPath: project.module.appendingPathComponent(ownerFolder).path) {
            // The toggle stub implemented (placed, commented out, in the new stub), and a note of ours after it all.
            let stub = "        // TODO: implement toggle: the spec gives it no behaviour yet.\n"
            let text = try project.read("\(ownerFolder)/\(file)").replacingOccurrences(of: stub, with: stub + "        _ = 1  // ours\n")
            try project.write("\(ownerFolder)/\(file)", text + "\n// A note of ours.\n")
        }
        let migrated = try project.run(["migrate", "Modules/\(name)", "--to", to])
        #expect(migrated.status == 0, "\(migrated.output)")
        #expect(migrated.output.contains("placed, commented out, under the TODO of"), "\(from) → \(to): \(migrated.output)")
        // The edited service is where the new architecture keeps it, with the edit.
        let service = try project.read(currentServicePath())
        #expect(service.hasSuffix("// Our backend: see the API docs.\n"), "\(from) → \(to)")
        return project
    }

    /// Each pair of `pairs` migrates with its hand edits kept (the aggregate build compiles and tests the result).
    @Test(arguments: pairs.map { "\($0.0)→\($0.1)" })
    func migratedPackage(_ pair: String) throws {
        let parts = pair.split(separator: "→").map(String.init)
        let folder = try TestSupport.temporaryFolder("migrate-\(parts[0])")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.migratedPackage(from: parts[0], to: parts[1], in: folder)
    }

    /// The lines scaffold did not write, each run with the function it is in; blank lines around a run are left out.
    @Test func handWrittenLinesAreFoundWithTheirFunction() {
        let base = "struct A {\n    func load() {\n        // TODO\n    }\n}\n"
        let yours = "struct A {\n    func load() {\n        // TODO\n        fetch()\n\n    }\n}\n\nextension A {}\n"
        let hunks = HandWrittenHunk.hunks(base: base, yours: yours)
        #expect(hunks.count == 2)
        #expect(hunks.first?.firstLine == 4 && hunks.first?.lines == ["        fetch()"] && hunks.first?.function == "load")
        #expect(hunks.last?.lines.last == "extension A {}" && hunks.last?.function == nil)
    }
}
