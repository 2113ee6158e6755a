import Foundation
import ScaffoldManifest
import Testing

@testable import ScaffoldCheck

/// The files of generated modules are parsed while the scope is still worked out (`ParseAhead`): only the files a
/// check parses, each once, and whatever was not parsed ahead is parsed as before. Which files get parsed ahead
/// depends on timing; what every check test sees must not.
@Suite("Check: parsing ahead of the scope")
struct CheckParseAheadTests {
    @Test("a manifest's files to parse ahead: Swift files of checked layers, not excluded, below the module folder")
    func checkedFiles() throws {
        let outline = Manifest.Outline(
            module: "Feed", architecture: "mvvm", spec: nil,
            files: [
                .init(path: "Package.swift", layer: "Package"),
                .init(path: "Sources/Feed/FeedView.swift", layer: "View"),
                .init(path: "Sources/Feed/FeedViewModel.swift", layer: "ViewModel"),
                .init(path: "Sources/Feed/Legacy/Old.swift", layer: "View"),
                .init(path: "Sources/Feed/Resources/Strings.swift", layer: "Resources"),
                .init(path: "Sources/Feed/Resources/Feed.xcstrings", layer: "Resources"),
                .init(path: "Sources/Feed/Notes.md", layer: "View"),
                .init(path: "Tests/FeedTests/FeedTests.swift", layer: "Test"),
            ])
        #expect(
            Scope.checkedFiles(of: outline, root: "/p/Modules/Feed", config: nil) == [
                "/p/Modules/Feed/Sources/Feed/FeedView.swift", "/p/Modules/Feed/Sources/Feed/FeedViewModel.swift",
                "/p/Modules/Feed/Sources/Feed/Legacy/Old.swift",
            ])
        let config = try CheckConfig.parse("check:\n  exclude: [\"**/Legacy/**\"]\n", file: "/p/scaffold.yml")
        #expect(
            Scope.checkedFiles(of: outline, root: "/p/Modules/Feed", config: config) == [
                "/p/Modules/Feed/Sources/Feed/FeedView.swift", "/p/Modules/Feed/Sources/Feed/FeedViewModel.swift",
            ])
        // In the target layout paths start at the project folder: only those inside the module folder are its files.
        let target = Manifest.Outline(
            module: "Feed", architecture: "mvvm", spec: nil, root: "../..",
            files: [.init(path: "Sources/Feed/FeedView.swift", layer: "View"), .init(path: "Sources/Other/X.swift", layer: "View")])
        #expect(Scope.checkedFiles(of: target, root: "/p/Sources/Feed", config: nil) == ["/p/Sources/Feed/FeedView.swift"])
    }

    @Test("each path is parsed once; what was taken comes back, parsed; nothing is taken once handed over")
    func handOver() throws {
        let project = try CheckProject("parse-ahead")
        defer { project.remove() }
        try project.write("A.swift", "struct A { let b: B }\n")
        try project.write("B.swift", "struct B {}\n")
        try project.write("Late.swift", "struct Late {}\n")
        let a = project.url("A.swift").path
        let b = project.url("B.swift").path
        let ahead = ParseAhead(cache: nil)
        ahead.enqueue([a, b, a], base: .absolute)
        // Long enough for the thread to take both, in most runs; the expectations hold whatever it took.
        Thread.sleep(forTimeInterval: 0.2)
        let taken = ahead.handOver()
        ahead.enqueue([project.url("Late.swift").path], base: .absolute)
        let results = ahead.results()
        #expect(taken.isSubset(of: [a, b]))
        #expect(Set(results.keys) == taken)
        for (path, extraction) in results {
            guard case .facts(let facts) = extraction.outcome else {
                Issue.record("\(path) was not parsed: \(extraction.outcome)")
                continue
            }
            #expect(facts.declarations.map(\.name) == [path == a ? "A" : "B"])
            #expect(extraction.parsed)
        }
        // Handed over with nothing enqueued: no thread to wait for.
        #expect(ParseAhead(cache: nil).results().isEmpty)
    }

    @Test("a check parses every file once, ahead or not, with or without a cache")
    func everyFileOnce() throws {
        let project = try CheckProject("parse-ahead-check")
        defer { project.remove() }
        try project.generate("NewsList.yaml")
        try project.generate("TaskBoard.yaml", architecture: "viper")
        let uncached = try project.check()
        #expect(uncached.analysedFiles.sorted() == uncached.files.sorted())
        #expect(Set(uncached.analysedFiles).count == uncached.analysedFiles.count)
        var request = CheckRequest(paths: [], workingFolder: project.folder, includeGraph: true, useCache: true)
        request.settleMargin = .zero
        let cold = try ArchitectureCheck.run(request)
        #expect(cold.analysedFiles.sorted() == uncached.files.sorted())
        #expect(cold.violations == uncached.violations)
        let warm = try ArchitectureCheck.run(request)
        #expect(warm.analysedFiles.isEmpty)
        #expect(warm.violations == uncached.violations)
    }
}
