import Foundation
import ScaffoldCheck
import Testing

/// A reference resolves to a project type only if its file can see it: generic parameters, associated
/// types and local types shadow project types, `private` types are seen from their own file only, and
/// `Module.Type` is looked up in the module. Each fixture marks exactly what is reported (`// expect:`).
@Suite("Check: name resolution")
struct CheckResolutionTests {
    static let mvvmConfig = """
        check:
          architecture: mvvm
          layers:
            View: ["App/Views/**"]
            ViewModel: ["App/Presentation/**"]
            Model: ["App/Domain/**"]
            Service: ["App/Data/**"]
        """

    /// Checks without the facts cache, then cold and warm through it: the cache keeps what resolution needs
    /// (private declarations, type parameters), so all three report exactly the marked violations.
    static func expectMarked(in project: CheckProject) throws {
        try expectExactly(try project.expectedViolations(), in: try project.check())
        for _ in 0..<2 {
            let cached = try ArchitectureCheck.run(CheckRequest(paths: [], workingFolder: project.folder, includeGraph: true, useCache: true))
            try expectExactly(try project.expectedViolations(), in: cached)
        }
        #expect(FileManager.default.fileExists(atPath: project.url(".scaffold/check-cache/facts.bin").path))
    }

    /// Every configured layer must match a file: one type in each.
    static func writeLayers(_ project: CheckProject, root: String = "App") throws {
        for layer in ["Views", "Presentation", "Domain", "Data"] {
            try project.write("\(root)/\(layer)/\(layer)Placeholder.swift", "struct \(root)\(layer)Placeholder {}\n")
        }
    }

    @Test("generic parameters and associated types shadow a project type of the same name, in extensions too")
    func genericParameters() throws {
        let project = try CheckProject("resolution-generics")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.mvvmConfig)
        try Self.writeLayers(project)
        try project.write("App/Data/Endpoint.swift", "struct Endpoint { var path: String }\n")
        try project.write(
            "App/Domain/Page.swift",
            """
            struct Page<Endpoint>: Sequence where Endpoint: Sendable {
                var items: [Endpoint]
                struct Cursor { var last: Endpoint? }
                func makeIterator() -> IndexingIterator<[Endpoint]> { items.makeIterator() }
                func map<Other>(_ transform: (Endpoint) -> Other) -> [Other] { items.map(transform) }
            }

            protocol Loader<Endpoint> {
                associatedtype Endpoint
                func load(_ endpoint: Endpoint) async
            }

            func fetch<Endpoint>(_ endpoint: Endpoint) -> Endpoint { endpoint }

            typealias Pair<Endpoint> = (Endpoint, Endpoint)

            enum Query {
                case all
                func target() -> Endpoint { Endpoint(path: "") } // expect: mvvm/model
                func run<Input>(_ input: Input) -> Endpoint? { nil } // expect: mvvm/model
            }
            """)
        // Extensions in another file see the extended type's parameters.
        try project.write(
            "App/Domain/Page+More.swift",
            """
            extension Page where Endpoint: Hashable {
                func first() -> Endpoint? { items.first }
            }
            extension Page.Cursor {
                func reset() -> Endpoint? { nil }
            }
            extension Loader {
                func reload(_ endpoint: Endpoint) async { await load(endpoint) }
            }
            struct Feed {
                var endpoint: Endpoint // expect: mvvm/model
            }
            """)
        try Self.expectMarked(in: project)
    }

    @Test("private and fileprivate types are seen from their own file only; a local type from its body only")
    func privateAndLocalTypes() throws {
        let project = try CheckProject("resolution-private")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.mvvmConfig)
        try Self.writeLayers(project)
        try project.write(
            "App/Data/Store.swift",
            """
            private struct Cache { var entries: [String] = [] }
            struct Token { var value: String }
            enum Route { case home }
            final class Store { private let cache = Cache() }
            """)
        try project.write(
            "App/Views/Screen.swift",
            """
            final class Screen {
                func render() {
                    struct Layout { var width = 0 }
                    _ = Layout()
                    let helpers: [Layout] = []
                    _ = helpers
                }
            }
            """)
        // This file's private `Token` and its extension's private `Route` shadow the Service types, here only.
        try project.write(
            "App/Domain/Article.swift",
            """
            private struct Token { var value = "" }
            struct Article {
                var token: Token?
                var cache: Cache?
                var layout: Layout?
                func route() -> Route? { nil }
            }
            private extension Article {
                enum Route { case detail }
            }
            """)
        try project.write(
            "App/Domain/Comment.swift",
            """
            struct Comment {
                var token: Token? // expect: mvvm/model
                var cache: Cache?
                func build() -> Int {
                    enum Token { case local }
                    _ = Token.local
                    let make = { () -> Int in
                        struct Route { var id = 0 }
                        return Route().id
                    }
                    return make()
                }
                func other() -> Route? { nil } // expect: mvvm/model
            }
            extension Article {
                func next() -> Route? { nil } // expect: mvvm/model
            }
            """)
        try Self.expectMarked(in: project)
    }

    static let modulesConfig = """
        check:
          architecture: mvvm
          layers:
            View: ["*/Views/**"]
            ViewModel: ["*/Presentation/**"]
            Model: ["*/Domain/**"]
            Service: ["*/Data/**"]
          modules:
            Network: { paths: ["Network/**"], dependencies: [] }
            Feed: { paths: ["Feed/**"], dependencies: [Network] }
            Detail: { paths: ["Detail/**"], dependencies: [] }
        """

    @Test("Module.Type resolves to the type declared in that module, not to a type of the same name elsewhere")
    func moduleQualified() throws {
        let project = try CheckProject("resolution-modules")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.modulesConfig)
        for module in ["Network", "Feed", "Detail"] { try Self.writeLayers(project, root: module) }
        try project.write(
            "Network/Data/APIClient.swift",
            """
            public struct APIClient {
                public enum Method { case get }
                public init() {}
            }
            """)
        try project.write("Feed/Domain/APIClient.swift", "struct APIClient { var name = \"\" }\n")
        try project.write(
            "Feed/Views/FeedView.swift",
            """
            import Foundation
            import Network

            struct FeedView {
                var local: APIClient
                var remote: Network.APIClient // expect: mvvm/view
                var method: Network.APIClient.Method? // expect: mvvm/view
                var url: Foundation.URL?
                var missing: Network.Unknown?
                func make() { _ = Network.APIClient() } // expect: mvvm/view
                func own() -> Feed.APIClient? { nil }
            }
            """)
        try project.write(
            "Feed/Domain/Article.swift",
            """
            struct Article {
                var source: Network.APIClient? // expect: mvvm/model
            }
            """)
        try project.write(
            "Detail/Data/DetailService.swift",
            """
            struct DetailService {
                let client = Network.APIClient() // expect: module/dependency
            }
            """)
        try Self.expectMarked(in: project)
    }

    @Test("a name written many times in many contexts is resolved in each and reported at every place")
    func repeatedNames() throws {
        let project = try CheckProject("resolution-repeated")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.mvvmConfig)
        try Self.writeLayers(project)
        try project.write("App/Data/FeedService.swift", "struct FeedService {}\n")
        // Enough names and contexts to grow the file's table of referenced names several times over; the same names
        // in a generic context, where `FeedService` is a parameter, are no reference.
        var view = ""
        for index in 0..<120 {
            view += """
                struct Row\(index) {
                    var service: FeedService // expect: mvvm/view
                    var other: Unknown\(index)
                    func load() { _ = FeedService() } // expect: mvvm/view
                }
                extension Row\(index) {
                    func again() -> FeedService? { nil } // expect: mvvm/view
                    func generic<FeedService>(_ value: FeedService) -> FeedService { value }
                }

                """
        }
        try project.write("App/Views/Rows.swift", view)
        try Self.expectMarked(in: project)
    }

    @Test("a chain deeper than the walk recurses is walked to its end: every reference in it is reported")
    func deepChainReferences() throws {
        let project = try CheckProject("resolution-deep-chain")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.mvvmConfig)
        try Self.writeLayers(project)
        try project.write("App/Data/FeedService.swift", "struct FeedService {}\n")
        // Each link nests the tree two levels deeper: the first links lie past the walk's recursion, on its own stack.
        var view = "let built = Builder()\n"
        for _ in 0..<400 { view += "    .with(FeedService()) // expect: mvvm/view\n" }
        try project.write("App/Views/Built.swift", view)
        try Self.expectMarked(in: project)
    }
}
