import Foundation
import Testing

@testable import ScaffoldWrite

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

    /// Every (from, to) pair of the four architectures, as the aggregate build compiles and tests them (`EndToEndTests`).
    static let pairs = TestSupport.architectures.flatMap { from in TestSupport.architectures.filter { $0 != from }.map { (from, $0) } }

    /// A screen with a load, two actions the spec gives no behaviour, and a SwiftUI view.
    static let spec = RegenTests.baseSpec.replacingOccurrences(of: "ui: none", with: "ui: swiftui") + "\n  share:\n    params: { article: Article }\n"

    /// The hand edits a team makes, each a line to find afterwards: what `carried` lists is in the migrated module's
    /// sources as written; what `placed` lists is under the new stub, commented out, and in the report; what `listed`
    /// lists is in the report (and under `.scaffold/migrated/`).
    struct HandEdits {
        var carried: [String] = []
        var placed: [String] = []
        var listed: [String] = []
    }

    /// A package generated in `from` with typical hand edits (the live service implemented, the two stubs
    /// implemented, a helper added to the screen's logic, the view tweaked), then migrated to `to`: it must keep or
    /// report every line written by hand, remove the folders it empties, pass `check` under `to`'s rules, leave regen
    /// nothing to do, and (in the aggregate build) build and pass its new tests.
    static func migratedPackage(from: String, to: String, in folder: URL) throws -> RegenTests.Project {
        let name = "Feed" + from.prefix(1).uppercased() + from.dropFirst() + "To" + to.prefix(1).uppercased() + to.dropFirst()
        let project = try RegenTests.Project(architecture: from, spec: spec, package: true, name: name, folder: folder)
        var edits = HandEdits()
        // MVP keeps the service in Model/, the others in Service/.
        func servicePath() -> String {
            let path = "Sources/\(name)/Service/FeedService.swift"
            return FileManager.default.fileExists(atPath: project.module.appendingPathComponent(path).path) ? path : "Sources/\(name)/Model/FeedService.swift"
        }
        let live = "        let articles: [Article] = []  // our backend's answer"
        try project.edit(servicePath()) {
            $0.replacingOccurrences(of: "        throw \(name)Error.notImplemented(\"FeedService.fetch\")\n", with: live + "\n        return articles\n")
        }
        edits.carried += [live, "        return articles"]

        let owner = try project.file(containing: "// TODO: implement toggle")
        for action in ["toggle", "share"] {
            let line = "        print(\"\(action) \\(article.id)\")  // ours"
            try project.edit(owner) {
                $0.replacingOccurrences(
                    of: "        // TODO: implement \(action): the spec gives it no behaviour yet.\n",
                    with: "        // TODO: implement \(action): the spec gives it no behaviour yet.\n\(line)\n")
            }
            edits.placed.append(line)
        }
        let helper = "    static let headline = \"Feed\"  // ours"
        let ownerType = ((owner as NSString).lastPathComponent as NSString).deletingPathExtension
        try project.edit(owner) { $0 + "\nextension \(ownerType) {\n\(helper)\n}\n" }
        edits.listed.append(helper)

        let tweak = "        .listStyle(.plain)  // ours"
        try project.edit("Sources/\(name)/View/\(name)View.swift") {
            $0.replacingOccurrences(of: "        .navigationTitle(\(name)Strings.title)\n", with: "        .navigationTitle(\(name)Strings.title)\n\(tweak)\n")
        }
        edits.carried.append(tweak)

        let migrated = try project.run(["migrate", "Modules/\(name)", "--to", to])
        #expect(migrated.status == 0, "\(from) → \(to): \(migrated.output)")
        #expect(
            migrated.output.contains("How the app builds the screen now (as its preview does, with the live services):\n    ")
                && migrated.output.contains("(feedService: LiveFeedService())"), "\(from) → \(to): \(migrated.output)")
        let sources = try project.sources()
        for line in edits.carried {
            #expect(sources.contains(line), "\(from) → \(to): lost \(line)\n\(migrated.output)")
        }
        for line in edits.placed {
            let commented = line.replacingOccurrences(of: "        print", with: "        // print")
            #expect(sources.contains(commented) && migrated.output.contains(line), "\(from) → \(to): \(line) not placed\n\(migrated.output)")
        }
        for line in edits.listed {
            #expect(migrated.output.contains("    | \(line)"), "\(from) → \(to): \(line) not listed\n\(migrated.output)")
        }
        #expect(
            try project.read(".scaffold/migrated/\(from)/\(owner)").contains(helper), "\(from) → \(to): the old file is kept under .scaffold/migrated/")
        // The folders only `from` wrote go with their files.
        for folder in try project.folders() {
            let entries = try FileManager.default.contentsOfDirectory(atPath: project.module.appendingPathComponent(folder).path)
            #expect(!entries.isEmpty, "\(from) → \(to): \(folder) is left empty")
        }
        let check = try project.run(["check", "Modules/\(name)"])
        #expect(check.status == 0, "\(from) → \(to): check under \(to)'s rules:\n\(check.output)")
        let regen = try project.run(["regen", "Modules/\(name)", "--check"])
        #expect(regen.status == 0, "\(from) → \(to): regen afterwards:\n\(regen.output)")
        return project
    }

    /// A view's tweak joins the new architecture's view only if it names nothing the new view lacks.
    @Test func viewTweaksCarryOverOnlyWithNamesTheNewViewHas() {
        let base = "List {\n    Text(viewModel.title)\n}\n.navigationTitle(title)\n"
        let render = "List {\n    Text(store.state.title)\n}\n.navigationTitle(title)\n"
        let modifier = base + ".listStyle(.plain)\n"
        #expect(Migration.carriesOver(base: base, yours: modifier, into: render))
        let owner = base + ".badge(viewModel.count)\n"
        #expect(!Migration.carriesOver(base: base, yours: owner, into: render))
        // VIPER's view store holds an optional state, the store's a state: alike in name, not in type.
        let viper = "if let state = store.state {\n    List(state.rows)\n}\n.navigationTitle(title)\n"
        let store = "List(store.state.rows)\n.navigationTitle(title)\n"
        #expect(!Migration.carriesOver(base: viper, yours: viper + ".disabled(store.state?.isLoading == true)\n", into: store))
        // A name you declared in a file that goes (a helper in the view model) goes with it.
        let helper = base + ".badge(byline)\n"
        #expect(!Migration.carriesOver(base: base, yours: helper, into: render, elsewhere: ["    var byline: String { \"\" }"]))
        #expect(Migration.carriesOver(base: base, yours: modifier, into: render, elsewhere: ["    var byline: String { \"\" }"]))
        // What a comment says names nothing.
        #expect(Migration.carriesOver(base: base, yours: base + ".listStyle(.plain)  // ours\n", into: render, elsewhere: ["    _ = 1  // ours"]))
        #expect(Migration.code(of: #"Text("a // b")  // c"#) == #"Text("a // b")  "#)
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
