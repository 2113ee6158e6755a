import Foundation
import Testing

@testable import ScaffoldCheck

/// What the check cache keeps beyond each file's facts: the outline of each generated module's manifest, and
/// the analysis itself. A warm run reports exactly what an uncached run reports; any change of a file, a
/// manifest, the configuration or the run's shape is a miss, after which the report is again the uncached one.
@Suite("Check: cached manifests and analysis")
struct CheckCacheAnalysisTests {
    /// Two generated modules; NewsList imports TaskBoard and uses one of its types (module/dependency, from the
    /// spec), and one of its views uses a service (mvvm/view).
    func project(_ name: String) throws -> (CheckProject, newsList: String, taskBoard: String) {
        let project = try CheckProject("cache-analysis-\(name)")
        let newsList = try project.generate("NewsList.yaml")
        let taskBoard = try project.generate("TaskBoard.yaml")
        try project.append("\(newsList)/ViewModel/NewsListViewModel.swift", "import TaskBoard")
        try project.append("\(newsList)/ViewModel/NewsListViewModel.swift", "extension NewsListViewModel { func board(_ model: TaskBoardViewModel) {} }")
        try project.append("\(newsList)/View/NewsListView.swift", "extension NewsListView { func peek(_ service: LiveNewsService) {} }")
        return (project, newsList, taskBoard)
    }

    func run(_ project: CheckProject, paths: [String] = [], graph: Bool = true, cache: Bool = true) throws -> CheckReport {
        try ArchitectureCheck.run(CheckRequest(paths: paths, workingFolder: project.folder, includeGraph: graph, useCache: cache))
    }

    /// Everything a run shows: every format, the summary, notes, coverage, the graph at every level, the baseline it would write.
    func rendered(_ report: CheckReport) -> [String] {
        var shown = OutputFormat.allCases.map { report.render($0) } + [report.summary, report.notes.joined(separator: "\n")]
        shown += [report.coverageSummary ?? "", String(decoding: report.baselineData(), as: UTF8.self), "\(report.exitStatus)"]
        for level in GraphLevel.allCases { shown += GraphFormat.allCases.map { report.renderGraph(level: level, format: $0) } }
        return shown
    }

    @Test("a warm run over generated modules decodes no manifest, reuses the analysis, and reports as an uncached run")
    func warmRun() throws {
        let (project, newsList, taskBoard) = try project("warm")
        defer { project.remove() }
        let uncached = try run(project, cache: false)
        #expect(Set(uncached.violations.map(\.rule)) == ["module/dependency", "mvvm/view"], "\(uncached.render(.text))")
        #expect(uncached.decodedManifests.count == 2 && !uncached.analysisFromCache)
        let cold = try run(project)
        #expect(cold.decodedManifests.map { relative($0, to: project.folder.standardizedFileURL.path) } == [newsList, taskBoard])
        #expect(!cold.analysisFromCache)
        let warm = try run(project)
        #expect(warm.decodedManifests == [] && warm.analysedFiles == [] && warm.analysisFromCache)
        #expect(rendered(cold) == rendered(uncached))
        #expect(rendered(warm) == rendered(uncached))
        #expect(FileManager.default.fileExists(atPath: project.url(".scaffold/check-cache/analysis.bin").path))
    }

    @Test("changing one file re-analyses: its new violation is reported, and the next run is warm again")
    func changedFile() throws {
        let (project, newsList, _) = try project("changed")
        defer { project.remove() }
        let before = try run(project)
        #expect(try run(project).analysisFromCache)
        try project.append("\(newsList)/Model/Article.swift", "extension Article { func load(from service: any NewsService) {} }")
        let changed = try run(project)
        #expect(changed.analysedFiles == ["\(newsList)/Model/Article.swift"] && !changed.analysisFromCache)
        #expect(changed.violations.count == before.violations.count + 1)
        #expect(changed.violations.contains { $0.rule == "mvvm/model" && $0.file == "\(newsList)/Model/Article.swift" })
        #expect(rendered(changed) == rendered(try run(project, cache: false)))
        let warm = try run(project)
        #expect(warm.analysisFromCache && rendered(warm) == rendered(changed))

        // A change that removes a violation, in another module: as uncached again.
        let text = try project.read("\(newsList)/ViewModel/NewsListViewModel.swift")
        try project.write("\(newsList)/ViewModel/NewsListViewModel.swift", text.replacingOccurrences(of: "import TaskBoard\n", with: ""))
        let removed = try run(project)
        #expect(!removed.analysisFromCache)
        #expect(rendered(removed) == rendered(try run(project, cache: false)))
        // The import and the use of TaskBoardViewModel it made visible.
        #expect(removed.violations.count == changed.violations.count - 2)
    }

    @Test("a changed manifest is decoded again, alone, and the files it moves to other layers are re-analysed")
    func changedManifest() throws {
        let (project, newsList, _) = try project("manifest")
        defer { project.remove() }
        _ = try run(project)
        // LiveNewsService's file becomes a Model: the View's use of it is allowed, and the Model uses a ViewModel…
        let path = "\(newsList)/.scaffold/manifest.json"
        var manifest = try JSON.object(try project.read(path))
        var files = try #require(manifest["files"] as? [[String: Any]])
        let index = try #require(files.firstIndex { ($0["path"] as? String)?.hasSuffix("Service/NewsService.swift") == true })
        #expect(files[index]["layer"] as? String == "Service")
        files[index]["layer"] = "Model"
        manifest["files"] = files
        try project.write(path, String(decoding: try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys]), as: UTF8.self))
        let changed = try run(project)
        #expect(changed.decodedManifests == [project.url(newsList).standardizedFileURL.path])
        #expect(changed.analysedFiles == [] && !changed.analysisFromCache)
        let uncached = try run(project, cache: false)
        #expect(rendered(changed) == rendered(uncached))
        #expect(!uncached.violations.contains { $0.rule == "mvvm/view" })
        #expect(try run(project).decodedManifests == [])

        // A manifest that no longer decodes fails a warm run as it fails an uncached one: errors are never cached.
        try project.write(path, "{\"module\": ")
        func errors(cache: Bool) -> [String] { failureMessages { _ = try run(project, cache: cache) } }
        let expected = errors(cache: false)
        #expect(expected.count == 1 && expected[0].contains("cannot read the module manifest"))
        #expect(errors(cache: true) == expected)
        #expect(errors(cache: true) == expected)
    }

    @Test("a changed configuration re-analyses from the cached facts")
    func changedConfig() throws {
        let project = try CheckProject("cache-analysis-config")
        defer { project.remove() }
        try project.write("scaffold.yml", CheckCacheTests.config)
        try project.write("Model/Item.swift", "struct Item { var view: ItemView? }\n")
        try project.write("View/ItemView.swift", "struct ItemView { let model: ItemViewModel }\n")
        try project.write("ViewModel/ItemViewModel.swift", "final class ItemViewModel { var items: [Item] = [] }\n")
        try project.write("Service/Store.swift", "struct Store {}\n")
        let before = try run(project)
        #expect(before.violations.map(\.rule) == ["mvvm/model"])
        #expect(try run(project).analysisFromCache)
        // Item moves to the View layer: its use of a View is allowed, the ViewModel's use of it is not.
        try project.write(
            "scaffold.yml", CheckCacheTests.config.replacingOccurrences(of: "View: [\"View/**\"]", with: "View: [\"View/**\", \"Model/Item.swift\"]"))
        try project.write("Model/Other.swift", "struct Other {}\n")
        let after = try run(project)
        #expect(after.analysedFiles == ["Model/Other.swift"] && !after.analysisFromCache)
        #expect(after.violations.map(\.rule) == ["mvvm/viewmodel"], "\(after.render(.text))")
        #expect(rendered(after) == rendered(try run(project, cache: false)))
        try project.write("scaffold.yml", CheckCacheTests.config)
        let reverted = try run(project)
        #expect(reverted.analysedFiles == [] && !reverted.analysisFromCache)
        #expect(reverted.violations.map(\.rule) == ["mvvm/model"])
        #expect(rendered(reverted) == rendered(try run(project, cache: false)))
    }

    @Test("check, graph and partial runs each keep their own analysis, and none evicts the others")
    func runShapes() throws {
        let (project, newsList, _) = try project("shapes")
        defer { project.remove() }
        let shapes: [(paths: [String], graph: Bool)] = [([], true), ([], false), ([newsList], false), ([newsList], true)]
        let expected = try shapes.map { rendered(try run(project, paths: $0.paths, graph: $0.graph, cache: false)) }
        for round in 0..<2 {
            for (shape, expected) in zip(shapes, expected) {
                let report = try run(project, paths: shape.paths, graph: shape.graph)
                #expect(report.analysisFromCache == (round == 1), "\(shape)")
                #expect(rendered(report) == expected, "\(shape)")
            }
        }
    }

    @Test("a baseline applies to a cached analysis as to a computed one")
    func baseline() throws {
        let (project, _, _) = try project("baseline")
        defer { project.remove() }
        let first = try run(project)
        try project.write("baseline.json", String(decoding: first.baselineData(), as: UTF8.self))
        let request = CheckRequest(paths: [], workingFolder: project.folder, baselineFile: "baseline.json", includeGraph: true, useCache: true)
        let warm = try ArchitectureCheck.run(request)
        #expect(warm.analysisFromCache && warm.violations.isEmpty && warm.baselined == first.violations.count)
        var uncached = request
        uncached.useCache = false
        #expect(rendered(warm) == rendered(try ArchitectureCheck.run(uncached)))
    }

    @Test("a damaged, truncated or foreign analysis file is ignored and rewritten")
    func damagedAnalysis() throws {
        let (project, _, _) = try project("damaged")
        defer { project.remove() }
        let expected = rendered(try run(project, cache: false))
        _ = try run(project)
        let url = project.url(".scaffold/check-cache/analysis.bin")
        let whole = try Data(contentsOf: url)
        var flipped = [UInt8](whole)
        flipped[flipped.count / 2] ^= 0x04
        let junk = [
            Data(flipped), whole.prefix(whole.count / 2), Data(), Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }),
            whole.prefix(4) + Data([99, 0, 0, 0]) + whole.dropFirst(8),
        ]
        for data in junk {
            try data.write(to: url)
            let report = try run(project)
            #expect(!report.analysisFromCache && report.analysedFiles == [])
            #expect(rendered(report) == expected)
            let warm = try run(project)
            #expect(warm.analysisFromCache)
            #expect(rendered(warm) == expected)
        }
    }

    @Test("each Package.swift is parsed once, for its modules and never as a source file; a changed one is parsed again")
    func packageManifests() throws {
        let project = try CheckPackageModulesTests.threePackages("cache-analysis-packages")
        defer { project.remove() }
        try project.write("Packages/Feed/Sources/Feed/Model/Teaser.swift", "import App\nstruct Teaser { var home: Home? }\n")
        let uncached = try run(project, cache: false)
        #expect(
            uncached.violations.map(\.rule).sorted() == ["module/cycle", "module/cycle", "module/dependency", "module/dependency"],
            "\(uncached.render(.text))")
        let cold = try run(project)
        #expect(cold.parsedPackages.count == 3 && !cold.analysedFiles.contains { $0.hasSuffix("Package.swift") })
        let warm = try run(project)
        #expect(warm.parsedPackages == [] && warm.analysedFiles == [] && warm.analysisFromCache)
        #expect(rendered(cold) == rendered(uncached))
        #expect(rendered(warm) == rendered(uncached))

        // Feed now depends on App: no module/dependency, still the cycle.
        let feed = try project.read("Packages/Feed/Package.swift")
        try project.write("Packages/Feed/Package.swift", feed.replacingOccurrences(of: "package: \"Core\")]", with: "package: \"Core\"), \"App\"]"))
        let changed = try run(project)
        #expect(changed.parsedPackages == [project.url("Packages/Feed/Package.swift").standardizedFileURL.path])
        #expect(changed.analysedFiles == [] && !changed.analysisFromCache)
        #expect(changed.violations.map(\.rule) == ["module/cycle", "module/cycle"], "\(changed.render(.text))")
        #expect(rendered(changed) == rendered(try run(project, cache: false)))

        // A manifest that no longer reads as literals gives the same note warm as uncached: errors are never cached.
        try project.write("Packages/Feed/Package.swift", feed.replacingOccurrences(of: "targets: [", with: "targets: targets + ["))
        let broken = try run(project, cache: false)
        #expect(broken.notes.contains { $0.hasPrefix("Packages/Feed/Package.swift:") }, "\(broken.notes)")
        for _ in 0..<2 {
            let report = try run(project)
            #expect(report.parsedPackages == [project.url("Packages/Feed/Package.swift").standardizedFileURL.path])
            #expect(rendered(report) == rendered(broken))
        }
    }

    @Test("paths are standardized as URL standardizes them")
    func standardizedPaths() {
        let components = ["a", "b c", ".", "..", "", "...", ".b", "é", "e\u{301}", "%20", "x.swift"]
        var paths = ["/", "/..", "/.", "//a//b//", "/a/b/", "/a/./../b/.."]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let count = Int.random(in: 1...6, using: &generator)
            paths.append("/" + (0..<count).map { _ in components.randomElement(using: &generator)! }.joined(separator: "/"))
        }
        for path in paths {
            #expect(standardizedPath(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    @Test("a path relative to a folder: only inside it, by whole components")
    func relativePaths() {
        #expect(relative("/a/b/c.swift", to: "/a") == "b/c.swift")
        #expect(relative("/a/b/c.swift", to: "/a/") == "b/c.swift")
        #expect(relative("/a/b/c.swift", to: "/") == "a/b/c.swift")
        #expect(relative("/a/bc/d.swift", to: "/a/b") == nil)
        #expect(relative("/a/b", to: "/a/b") == nil)
        #expect(relative("/a", to: "/a/b") == nil)
        #expect(relative("/é/ü.swift", to: "/é") == "ü.swift")
        #expect(relative("/e\u{301}/x.swift", to: "/é") == nil, "compared by bytes, as the file system does")
        // From an NSString: on Darwin it stays bridged, not contiguous, and is compared byte by byte.
        let bridged = NSString(string: "/a/b/c.swift") as String
        #expect(relative(bridged, to: "/a/b") == "c.swift")
        #expect(relative(bridged, to: "/a/c") == nil)
    }

    @Test("the key covers the scope and every file's contents")
    func key() throws {
        let (project, newsList, _) = try project("key")
        defer { project.remove() }
        let scope = try Scope.build(paths: [], workingFolder: project.folder, config: nil)
        let contents = scope.files.indices.map { AnalysisCache.Contents(size: $0, hash: UInt64($0)) }
        let key = AnalysisCache.key(scope: scope, contents: contents, buildGraph: false)
        #expect(AnalysisCache.key(scope: scope, contents: contents, buildGraph: false) == key)
        #expect(AnalysisCache.key(scope: scope, contents: contents, buildGraph: true) != key)
        var other = contents
        other[1].hash += 1
        #expect(AnalysisCache.key(scope: scope, contents: other, buildGraph: false) != key)
        var missing: [AnalysisCache.Contents?] = contents
        missing[0] = nil
        #expect(AnalysisCache.key(scope: scope, contents: missing, buildGraph: false) != key)
        var changed = scope
        changed.files[0].layer = changed.files[0].layer == "Model" ? "View" : "Model"
        #expect(AnalysisCache.key(scope: changed, contents: contents, buildGraph: false) != key)
        changed = scope
        changed.files[0].isChecked = false
        #expect(AnalysisCache.key(scope: changed, contents: contents, buildGraph: false) != key)
        changed = scope
        let context = try #require(changed.contexts.lastIndex { $0.module != nil })
        changed.contexts[context].dependencies = ["TaskBoard"]
        #expect(AnalysisCache.key(scope: changed, contents: contents, buildGraph: false) != key)
        changed = scope
        changed.contexts[context].architecture = nil
        #expect(AnalysisCache.key(scope: changed, contents: contents, buildGraph: false) != key)
        changed = scope
        changed.contexts[context].importBans = ["View": ImportBan(architecture: "mvvm", layer: "View", modules: ["UIKit"])]
        #expect(AnalysisCache.key(scope: changed, contents: contents, buildGraph: false) != key)
        #expect(scope.files.contains { $0.path.contains(newsList) })
    }
}
