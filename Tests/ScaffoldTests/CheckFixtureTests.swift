import Foundation
import ScaffoldCheck
import Testing

/// `scaffold check` on hand-written code configured in scaffold.yml: one violation of each rule of
/// each architecture, marked `// expect: rule-id` on its line, next to references the rules allow.
@Suite("Check: hand-written fixtures")
struct CheckFixtureTests {
    @Test("mvvm: path globs and a type-name collector; every rule reported, allowed references not")
    func mvvm() throws {
        let project = try CheckProject("mvvm")
        defer { project.remove() }
        try project.write(
            "scaffold.yml",
            """
            check:
              architecture: mvvm
              layers:
                View: ["App/Views/**"]
                ViewModel: { paths: ["App/Presentation/**"], types: ["*ViewModel"] }
                Model: ["App/Domain/**"]
                Service: ["App/Data/**"]
              exclude: ["**/Tests/**"]
            """)
        try project.write(
            "App/Domain/Article.swift",
            """
            import Foundation

            struct Article: Identifiable, Sendable {
                var id: UUID
                var title: String
                var related: [Article]
                func refresh(with client: ArticleClient) {} // expect: mvvm/model
            }
            """)
        try project.write(
            "App/Data/ArticleClient.swift",
            """
            protocol ArticleClient: Sendable {
                func articles() async throws -> [Article]
            }

            struct LiveArticleClient: ArticleClient {
                func articles() async throws -> [Article] { [] }
                func notify(_ model: FeedViewModel) {} // expect: mvvm/service
            }
            """)
        // A view model outside the Presentation folder is still found by its name.
        try project.write(
            "App/Views/FeedViewModel.swift",
            """
            import Observation

            @MainActor @Observable
            final class FeedViewModel {
                enum Route: Hashable { case detail(Article) }
                private let client: any ArticleClient
                var articles: [Article] = []
                var route: Route?
                weak var screen: FeedScreen? // expect: mvvm/viewmodel

                init(client: any ArticleClient) { self.client = client }
                func load() async { articles = (try? await client.articles()) ?? [] }
            }
            """)
        try project.write(
            "App/Views/FeedScreen.swift",
            """
            final class FeedScreen {
                let viewModel: FeedViewModel
                var current: FeedViewModel.Route?
                var first: Article?
                init() {
                    viewModel = FeedViewModel(client: LiveArticleClient()) // expect: mvvm/view
                }
            #if DEBUG
                func debug() { _ = LiveArticleClient.self } // expect: mvvm/view
            #endif
            }
            """)
        try project.write("App/Tests/FeedTests.swift", "final class FeedTests { let screen = FeedScreen(); let client = LiveArticleClient() }\n")
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
        #expect(report.filesChecked == 4)
    }

    static let viperConfig = """
        check:
          architecture: viper
          layers:
            View: ["*/View/**"]
            Presenter: ["*/Presenter/**"]
            Interactor: ["*/Interactor/**"]
            Router: ["*/Router/**"]
            Builder: ["*/Builder/**"]
            Entity: ["*/Entity/**"]
            Service: ["*/Service/**"]
          modules:
            Feed: { paths: ["Feed/**"], dependencies: [Detail] }
            Detail: { paths: ["Detail/**"], dependencies: [] }
        """

    @Test("viper: protocols between View, Presenter, Interactor and Router; every rule reported")
    func viper() throws {
        let project = try CheckProject("viper")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.viperConfig)
        try project.write(
            "Feed/Entity/Article.swift",
            """
            struct Article: Sendable {
                var title: String
                var source: ArticleService? // expect: viper/entity
            }
            """)
        try project.write(
            "Feed/Service/ArticleService.swift",
            """
            protocol ArticleService: Sendable { func fetch() async throws -> [Article] }
            struct LiveArticleService: ArticleService {
                func fetch() async throws -> [Article] { [] }
                func report(to interactor: FeedInteractor) {} // expect: viper/service
            }
            """)
        try project.write(
            "Feed/Interactor/FeedInteractor.swift",
            """
            protocol FeedInteractorInput: AnyObject { func load() }
            final class FeedInteractor: FeedInteractorInput {
                weak var output: FeedInteractorOutput?
                let service: any ArticleService
                var cache: [Article] = []
                init(service: any ArticleService) { self.service = service }
                func load() { output?.didLoad([FeedItem(title: "")]) }
                func leak(_ presenter: FeedPresenter) {} // expect: viper/interactor
                func route(_ router: FeedRouting) {} // expect: viper/interactor
            }
            """)
        try project.write(
            "Feed/Presenter/FeedPresenter.swift",
            """
            struct FeedItem: Hashable { var title: String }
            protocol FeedViewOutput: AnyObject { func viewDidLoad() }
            protocol FeedInteractorOutput: AnyObject { func didLoad(_ items: [FeedItem]) }
            final class FeedPresenter: FeedViewOutput, FeedInteractorOutput {
                weak var view: FeedViewInput?
                let interactor: FeedInteractorInput
                let router: FeedRouting
                init(interactor: FeedInteractorInput, router: FeedRouting) { self.interactor = interactor; self.router = router }
                func viewDidLoad() { interactor.load() }
                func didLoad(_ items: [FeedItem]) { view?.show(items) }
                func raw(_ articles: [Article]) {} // expect: viper/presenter
                func concrete(_ interactor: FeedInteractor) {} // expect: viper/presenter
            }
            """)
        try project.write(
            "Feed/View/FeedView.swift",
            """
            protocol FeedViewInput: AnyObject { func show(_ items: [FeedItem]) }
            final class FeedView: FeedViewInput {
                var output: FeedViewOutput?
                func show(_ items: [FeedItem]) {}
                func wire(_ presenter: FeedPresenter) {} // expect: viper/view
            }
            """)
        try project.write(
            "Feed/Router/FeedRouter.swift",
            """
            import Detail
            protocol FeedRouting: AnyObject { func openDetail() }
            final class FeedRouter: FeedRouting {
                func openDetail() { _ = DetailBuilder.build() }
                func open(_ item: FeedItem) {}
                func rebuild() { _ = FeedBuilder.build() } // expect: viper/router
                func peek(_ view: FeedView) {} // expect: viper/router
            }
            """)
        try project.write(
            "Feed/Builder/FeedBuilder.swift",
            """
            import Detail
            enum FeedBuilder {
                static func build() -> FeedView {
                    let interactor = FeedInteractor(service: LiveArticleService())
                    let presenter = FeedPresenter(interactor: interactor, router: FeedRouter())
                    interactor.output = presenter
                    let view = FeedView()
                    view.output = presenter
                    presenter.view = view
                    return view
                }
                static func other() { _ = DetailView() } // expect: viper/builder
            }
            """)
        try project.write("Detail/View/DetailView.swift", "final class DetailView {}\n")
        try project.write("Detail/Builder/DetailBuilder.swift", "enum DetailBuilder { static func build() -> DetailView { DetailView() } }\n")
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
    }

    @Test("mvp: View and Presenter through their interfaces; every rule reported")
    func mvp() throws {
        let project = try CheckProject("mvp")
        defer { project.remove() }
        try project.write(
            "scaffold.yml",
            """
            check:
              architecture: mvp
              layers:
                View: ["Sources/View/**"]
                Presenter: ["Sources/Presenter/**"]
                Model: ["Sources/Model/**"]
            """)
        try project.write(
            "Sources/Model/ProfileModel.swift",
            """
            struct Profile: Sendable { var name: String }
            protocol ProfileModelInterface: AnyObject { func load() -> Profile }
            final class ProfileModel: ProfileModelInterface {
                func load() -> Profile { Profile(name: "") }
                weak var listener: ProfilePresenter? // expect: mvp/model
            }
            """)
        try project.write(
            "Sources/Presenter/ProfilePresenter.swift",
            """
            protocol ProfilePresenterInterface: AnyObject { func viewDidLoad() }
            struct ProfileViewData: Equatable { var title: String }
            final class ProfilePresenter: ProfilePresenterInterface {
                weak var view: ProfileViewInterface?
                let model: ProfileModelInterface
                init(view: ProfileViewInterface, model: ProfileModelInterface) { self.view = view; self.model = model }
                func viewDidLoad() { view?.show(ProfileViewData(title: model.load().name)) }
                static func make(view: ProfileViewInterface) -> ProfilePresenter { ProfilePresenter(view: view, model: ProfileModel()) } // expect: mvp/presenter
                func controller(_ controller: ProfileViewController) {} // expect: mvp/presenter
            }
            """)
        try project.write(
            "Sources/View/ProfileViewController.swift",
            """
            protocol ProfileViewInterface: AnyObject { func show(_ data: ProfileViewData) }
            final class ProfileViewController: ProfileViewInterface {
                var presenter: ProfilePresenterInterface?
                func show(_ data: ProfileViewData) {}
                func make() -> ProfilePresenter? { nil } // expect: mvp/view
            }
            """)
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
    }

    @Test("modules: an undeclared dependency and a cycle between modules are reported")
    func moduleRules() throws {
        let project = try CheckProject("modules")
        defer { project.remove() }
        try project.write(
            "scaffold.yml",
            """
            check:
              architecture: mvvm
              layers:
                Model: ["*/Model/**"]
              modules:
                Core: { paths: ["Core/**"], dependencies: [Catalog] }
                Catalog: { paths: ["Catalog/**"], dependencies: [Core] }
                Cart: { paths: ["Cart/**"], dependencies: [Core] }
            """)
        try project.write(
            "Core/Model/Money.swift",
            """
            import Catalog // expect: module/cycle
            struct Money { var cents: Int }
            """)
        try project.write(
            "Catalog/Model/Product.swift",
            """
            import Foundation
            import Core // expect: module/cycle
            struct Product { var price: Money }
            """)
        try project.write(
            "Cart/Model/CartLine.swift",
            """
            import Core
            import Catalog // expect: module/dependency
            struct CartLine { var price: Money; var product: Product? } // expect: module/dependency
            """)
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
        let graph = try JSON.object(report.renderGraph(level: .module, format: .json))
        let edges = try #require(graph["edges"] as? [[String: Any]])
        let rules = Dictionary(uniqueKeysWithValues: edges.map { ("\($0["from"] ?? "")→\($0["to"] ?? "")", $0["rules"] as? [String] ?? []) })
        #expect(rules == ["Catalog→Core": ["module/cycle"], "Core→Catalog": ["module/cycle"], "Cart→Core": [], "Cart→Catalog": ["module/dependency"]])
    }

    @Test("allow: a list extends the preset, { only: [...] } replaces it")
    func allowOverrides() throws {
        let project = try CheckProject("allow")
        defer { project.remove() }
        try project.write(
            "scaffold.yml",
            """
            check:
              architecture: mvvm
              layers:
                View: ["View/**"]
                ViewModel: ["ViewModel/**"]
                Model: ["Model/**"]
                Service: ["Service/**"]
              allow:
                View: [Service]
                ViewModel: { only: [Model] }
            """)
        try project.write("Model/Item.swift", "struct Item {}\n")
        try project.write("Service/Store.swift", "struct Store { func items() -> [Item] { [] } }\n")
        try project.write("View/ItemView.swift", "struct ItemView { let store = Store(); let model: ItemViewModel }\n")
        try project.write(
            "ViewModel/ItemViewModel.swift",
            """
            final class ItemViewModel {
                var items: [Item] = []
                let store = Store() // expect: mvvm/viewmodel
            }
            """)
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
    }

    @Test("custom rules: no architecture, every allow-list from scaffold.yml")
    func customRules() throws {
        let project = try CheckProject("custom")
        defer { project.remove() }
        try project.write(
            "scaffold.yml",
            """
            check:
              layers:
                UI: ["UI/**"]
                Core: ["Core/**"]
              allow:
                UI: [Core]
            """)
        try project.write("Core/Engine.swift", "final class Engine { var screen: Screen? } // expect: custom/core\n")
        try project.write("UI/Screen.swift", "final class Screen { let engine = Engine() }\n")
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
    }

    @Test("a reference in a type-name collected type takes that type's layer; nested types resolve in scope")
    func nestedAndScopedNames() throws {
        let project = try CheckProject("nested")
        defer { project.remove() }
        try project.write(
            "scaffold.yml",
            """
            check:
              architecture: mvvm
              layers:
                View: ["UI/**"]
                ViewModel: { types: ["*ViewModel"] }
                Model: ["Domain/**"]
            """)
        try project.write(
            "Domain/Order.swift",
            """
            struct Order {
                struct Line { var amount: Int }
                var lines: [Line]
                var view: OrderView? // expect: mvvm/model
                static let sample = Order.Line(amount: 1) // a member name, not the View's top-level Line
                static let kind: Kind = .Line
                enum Kind { case Line }
            }
            """)
        try project.write("UI/Line.swift", "struct Line {}\n")
        try project.write(
            "UI/OrderView.swift",
            """
            struct OrderView {
                let model: OrderViewModel
                let line: Order.Line
            }
            extension OrderViewModel {
                func render(_ view: OrderView) {} // expect: mvvm/viewmodel
            }
            final class OrderViewModel {
                enum Route { case line(Order.Line) }
                var route: Route?
                func show() { route = Route.line(Order.Line(amount: 1)) }
            }
            """)
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
    }
}
