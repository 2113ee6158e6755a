import Foundation
import ScaffoldCheck
import Testing

/// References the compiler follows and `check` must too: a type alias stands for its target wherever the alias is
/// declared; a type sees the associated types of the protocols it conforms to; `extension T` is a use of `T` by the
/// file that writes it; `@_exported import` makes a module visible to the importers of the module re-exporting it.
/// Each fixture marks exactly what is reported (`// expect:`), and the violations' targets are checked by name.
@Suite("Check: aliases, conformances, extensions and re-exports")
struct CheckIndirectReferenceTests {
    /// `(line, from, to)` of every violation in `file`, sorted.
    static func targets(in report: CheckReport, file: String) -> [String] {
        report.violations.filter { $0.file == file }.map { "\($0.line): \($0.from.type) → \($0.to.type)" }.sorted()
    }

    @Test("a type alias is followed to its target, wherever it is declared; an alias of no project type is no edge")
    func typeAliases() throws {
        let project = try CheckProject("indirect-aliases")
        defer { project.remove() }
        try project.write("scaffold.yml", CheckResolutionTests.mvvmConfig)
        try CheckResolutionTests.writeLayers(project)
        try project.write("App/Data/APIClient.swift", "struct APIClient { func get() {} }\n")
        // A file in no layer: before, `Client` ended the lookup there and nothing was reported.
        try project.write(
            "App/Shared/Aliases.swift",
            """
            typealias Client = APIClient
            typealias Backend = Client
            typealias Completion = (Result<Int, Error>) -> Void
            typealias Clients = [String: APIClient]
            """)
        try project.write(
            "App/Views/FeedView.swift",
            """
            struct FeedView {
                var client: Client // expect: mvvm/view
                var backend: Backend? // expect: mvvm/view
                var done: Completion?
                var all: Clients = [:] // expect: mvvm/view
                typealias Local = APIClient // expect: mvvm/view
                func make() -> Local? { nil } // expect: mvvm/view
            }
            """)
        // Declared in a layer that may use the target: uses elsewhere are judged by the target.
        try project.write(
            "App/Presentation/FeedViewModel.swift",
            """
            typealias Source = APIClient
            final class FeedViewModel { var source: Source? }
            """)
        try project.write("App/Domain/Article.swift", "struct Article { var source: Source? } // expect: mvvm/model\n")
        try CheckResolutionTests.expectMarked(in: project)
        let report = try project.check()
        #expect(
            Self.targets(in: report, file: "App/Views/FeedView.swift") == [
                "2: FeedView → APIClient", "3: FeedView → APIClient", "5: FeedView → APIClient", "6: FeedView → APIClient",
                "7: FeedView → APIClient",
            ])
        #expect(Self.targets(in: report, file: "App/Domain/Article.swift") == ["1: Article → APIClient"])
    }

    @Test("a type sees the associated types of the protocols it conforms to, in its declaration or an extension, inherited too")
    func associatedTypesThroughConformances() throws {
        let project = try CheckProject("indirect-conformances")
        defer { project.remove() }
        try project.write("scaffold.yml", CheckResolutionTests.mvvmConfig)
        try CheckResolutionTests.writeLayers(project)
        try project.write("App/Data/Item.swift", "struct Item { var id: Int }\nstruct Output {}\n")
        try project.write(
            "App/Domain/Repository.swift",
            """
            protocol Repository {
                associatedtype Item
                func all() -> [Item]
            }
            protocol PagedRepository: Repository {
                associatedtype Output
            }
            """)
        try project.write(
            "App/Domain/Repositories.swift",
            """
            struct ArticleRepository: Repository {
                func all() -> [Item] { [] }
                struct Page { var items: [Item] }
            }
            struct PagedArticles: PagedRepository {
                func all() -> [Item] { [] }
                func last() -> Output? { nil }
            }
            struct Tags {}
            extension Tags: Repository {
                func all() -> [Item] { [] }
            }
            extension ArticleRepository {
                func first() -> Item? { nil }
            }
            struct Named: Repository {
                typealias Item = Output // expect: mvvm/model
                func all() -> [Item] { [] } // expect: mvvm/model
            }
            struct Plain {
                var item: Item? // expect: mvvm/model
            }
            """)
        try CheckResolutionTests.expectMarked(in: project)
    }

    @Test("extension T written in a file of another layer is that file's use of T, reported at the extended name")
    func extensionsInAnotherLayer() throws {
        let project = try CheckProject("indirect-extensions")
        defer { project.remove() }
        try project.write("scaffold.yml", CheckResolutionTests.mvvmConfig)
        try CheckResolutionTests.writeLayers(project)
        try project.write("App/Data/APIClient.swift", "struct APIClient {}\nprotocol Loading {}\n")
        try project.write("App/Domain/Article.swift", "struct Article { var title: String }\n")
        try project.write(
            "App/Views/FeedView.swift",
            """
            struct FeedView {}
            extension FeedView { var title: String { "" } }
            extension APIClient { // expect: mvvm/view
                func render() -> FeedView { FeedView() }
            }
            extension Article: Loading {} // expect: mvvm/view
            """)
        try CheckResolutionTests.expectMarked(in: project)
        let report = try project.check()
        #expect(Self.targets(in: report, file: "App/Views/FeedView.swift") == ["3: FeedView.swift → APIClient", "6: Article → Loading"])
        let violation = try #require(report.violations.first { $0.file == "App/Views/FeedView.swift" && $0.line == 3 })
        #expect(violation.column == 11)
    }

    @Test("@_exported import: the importers of a module see what it re-exports, and so do its own files")
    func reexports() throws {
        let project = try CheckProject("indirect-reexports")
        defer { project.remove() }
        try project.write("scaffold.yml", CheckImportVisibilityTests.config)
        try project.write("Packages/Core/Package.swift", CheckImportVisibilityTests.manifest("Core"))
        try project.write("Packages/Core/Sources/Core/Data/CoreService.swift", "public struct CoreService {}\n")
        try project.write("Packages/Kit/Package.swift", CheckImportVisibilityTests.manifest("Kit", dependencies: ["Core"]))
        try project.write("Packages/Kit/Sources/Kit/Exports.swift", "@_exported import Core\n")
        try project.write("Packages/Kit/Sources/Kit/Views/KitView.swift", "public struct KitView { var service: CoreService? } // expect: mvvm/view\n")
        try project.write("Packages/App/Package.swift", CheckImportVisibilityTests.manifest("App", dependencies: ["Kit"]))
        try project.write(
            "Packages/App/Sources/App/Views/HomeView.swift",
            """
            import Kit

            struct HomeView { var service: CoreService? } // expect: mvvm/view
            """)
        try project.write("Packages/App/Sources/App/Presentation/HomeViewModel.swift", "final class HomeViewModel {}\n")
        try project.write("Packages/App/Sources/App/Domain/Home.swift", "struct Home {}\n")
        // Without the import, CoreService is not visible: a name of the SDK as far as the file can tell.
        try project.write("Packages/App/Sources/App/Views/Other.swift", "struct OtherView { var service: CoreService? }\n")
        try CheckImportVisibilityTests.expectMarked(in: project, moduleEdges: ["App→Core": ["mvvm/view"], "App→Kit": [], "Kit→Core": ["mvvm/view"]])
    }
}
