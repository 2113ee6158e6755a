import Foundation
import ScaffoldCheck
import Testing

/// A file of a known module sees its own module's types and those of the modules it imports: a name no visible
/// module declares is the SDK's (`Duration`, SwiftUI's `List`), never an edge to the project type of that name.
/// And a VIPER Router may use the Builder of another generated module, never its own, without configuration.
/// Each fixture marks exactly what is reported (`// expect:`).
@Suite("Check: imports limit which modules a file sees")
struct CheckImportVisibilityTests {
    static let config = """
        check:
          architecture: mvvm
          layers:
            View: ["**/Views/**"]
            ViewModel: ["**/Presentation/**"]
            Model: ["**/Domain/**"]
            Service: ["**/Data/**"]
        """

    static func manifest(_ name: String, dependencies: [String] = []) -> String {
        let packages = dependencies.map { ".package(path: \"../\($0)\")" }.joined(separator: ", ")
        let products = dependencies.map { ".product(name: \"\($0)\", package: \"\($0)\")" }.joined(separator: ", ")
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [\(packages)],
                targets: [.target(name: "\(name)", dependencies: [\(products)])]
            )
            """
    }

    /// Three packages, modules from their manifests only: Timing (depends on Feed, declares `Duration` and uses
    /// `FeedItem`), Feed (no dependencies) and Components (declares a view named `List`). A use of Timing from Feed
    /// would close a cycle. `timingImport` is the `import Feed` line of Timing, with its marker.
    static func packages(_ name: String, timingImport: String = "import Feed") throws -> CheckProject {
        let project = try CheckProject(name)
        try project.write("scaffold.yml", config)
        try project.write("Packages/Timing/Package.swift", manifest("Timing", dependencies: ["Feed"]))
        try project.write(
            "Packages/Timing/Sources/Timing/Domain/Duration.swift",
            """
            \(timingImport)
            public struct Duration { public var seconds: Int; public var item: FeedItem? }
            """)
        try project.write("Packages/Feed/Package.swift", manifest("Feed"))
        try project.write("Packages/Feed/Sources/Feed/Domain/FeedItem.swift", "public struct FeedItem { public var title: String }\n")
        try project.write(
            "Packages/Feed/Sources/Feed/Presentation/FeedViewModel.swift", "final class FeedViewModel { var items: [FeedItem] = [] }\n")
        try project.write("Packages/Feed/Sources/Feed/Data/FeedService.swift", "struct FeedService { func load() -> [FeedItem] { [] } }\n")
        try project.write("Packages/Components/Package.swift", manifest("Components"))
        try project.write("Packages/Components/Sources/Components/Views/List.swift", "public struct List { public init() {} }\n")
        return project
    }

    static func expectMarked(in project: CheckProject, moduleEdges: [String: [String]]) throws {
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
        let edges = try CheckPackageModulesTests.moduleEdges(report)
        #expect(edges == moduleEdges, "\(edges)")
        #expect(report.notes == [], "\(report.notes)")
        let cached = try ArchitectureCheck.run(CheckRequest(paths: [], workingFolder: project.folder, includeGraph: true, useCache: true))
        try expectExactly(try project.expectedViolations(), in: cached)
    }

    @Test("Duration and List used without importing the module that declares them are the SDK's: no edge, no cycle")
    func shadowedWithoutImport() throws {
        let project = try Self.packages("imports-none")
        defer { project.remove() }
        try project.write(
            "Packages/Feed/Sources/Feed/Views/FeedView.swift",
            """
            import SwiftUI

            struct FeedView: View {
                var model: FeedViewModel
                var elapsed: Duration
                var timeout: Swift.Duration?
                var body: some View {
                    List { Text("") }
                }
                func wait(for duration: Duration) {}
            }
            """)
        // With the import, Components' List is the one: a Model using a View, and a module Feed does not depend on.
        try project.write(
            "Packages/Feed/Sources/Feed/Domain/Schedule.swift",
            """
            import Components // expect: module/dependency
            struct Schedule {
                var rows: List // expect: mvvm/model module/dependency
                var item: FeedItem
            }
            """)
        try Self.expectMarked(in: project, moduleEdges: ["Timing→Feed": [], "Feed→Components": ["module/dependency", "mvvm/model"]])
    }

    /// `import Timing` in its several spellings: Timing's `Duration` shadows Swift's, so Feed's file uses Timing, which
    /// Feed does not depend on and which depends on Feed; Feed's other files do not see it.
    static func expectTimingEdge(importing line: String, name: String) throws {
        let project = try Self.packages(name, timingImport: "import Feed // expect: module/cycle")
        defer { project.remove() }
        try project.write(
            "Packages/Feed/Sources/Feed/Views/FeedView.swift",
            """
            import SwiftUI
            \(line)

            struct FeedView: View {
                var model: FeedViewModel
                var elapsed: Duration // expect: module/dependency
                var body: some View { Text("") }
            }
            """)
        // An import is the file's own: another file of Feed still means Swift's Duration.
        try project.write("Packages/Feed/Sources/Feed/Presentation/Ticker.swift", "final class Ticker { var interval: Duration = .seconds(1) }\n")
        try Self.expectMarked(in: project, moduleEdges: ["Timing→Feed": ["module/cycle"], "Feed→Timing": ["module/cycle", "module/dependency"]])
    }

    @Test(
        "an import makes the module's Duration the one used, in #if and with @testable too: the edge, and the cycle it closes",
        arguments: [
            "import Timing // expect: module/dependency module/cycle",
            "@testable import Timing // expect: module/dependency module/cycle",
            "#if canImport(Timing)\nimport Timing // expect: module/dependency module/cycle\n#endif",
        ])
    func shadowedWithImport(line: String) throws {
        try Self.expectTimingEdge(importing: line, name: "imports-module")
    }

    @Test("import struct Timing.Duration counts as importing Timing")
    func importOfOneType() throws {
        try Self.expectTimingEdge(importing: "import struct Timing.Duration // expect: module/dependency module/cycle", name: "imports-struct")
    }

    @Test("modules: of scaffold.yml are modules too; a Package.swift target they rename is still imported by its own name")
    func configuredModules() throws {
        let project = try Self.packages("imports-config")
        defer { project.remove() }
        try project.write(
            "scaffold.yml",
            Self.config + """

                  modules:
                    Clock: { paths: ["Packages/Timing/**"], dependencies: [] }
                """)
        try project.write("Packages/Timing/Sources/Timing/Domain/Duration.swift", "public struct Duration { public var seconds: Int }\n")
        try project.write(
            "Packages/Feed/Sources/Feed/Domain/Schedule.swift",
            """
            struct Schedule { var every: Duration }
            """)
        try project.write(
            "Packages/Feed/Sources/Feed/Domain/Slot.swift",
            """
            import Timing
            struct Slot { var length: Duration } // expect: module/dependency
            """)
        try Self.expectMarked(in: project, moduleEdges: ["Feed→Clock": ["module/dependency"]])
    }

    @Test(
        "viper: a generated module's Router may use another generated module's Builder, not its own, with no configuration",
        arguments: ["target", "app"])
    func routerToBuilder(layout: String) throws {
        let project = try CheckProject("imports-viper-\(layout)")
        defer { project.remove() }
        let newsList = try project.generate("NewsList.yaml", architecture: "viper", layout: layout)
        try project.generate("TaskBoard.yaml", architecture: "viper", layout: layout)
        // NewsList may route to TaskBoard: listed in its spec's dependencies.
        let spec = try project.read("Specs/NewsList.yaml")
        try project.write(
            "Specs/NewsList.yaml", spec.replacingOccurrences(of: "dependencies: [ArticleDetail]", with: "dependencies: [ArticleDetail, TaskBoard]"))
        // In the app layout both modules are folders of one Swift module: no import.
        try project.write(
            "\(newsList)/Router/NewsListRouter+Board.swift",
            """
            \(layout == "app" ? "" : "import TaskBoard")
            extension NewsListRouter {
                func board(_ builder: TaskBoardBuilder) {}
                func again(_ builder: NewsListBuilder) {} // expect: viper/router
            }
            """)
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
        #expect(report.notes == [], "\(report.notes)")
    }
}
