import Foundation
import ScaffoldManifest
import Testing

@testable import ScaffoldCheck

/// The `store` preset (docs/ARCHITECTURE.md#store): a hand-written unidirectional-state module — State,
/// Action and Effect values, a pure reducer, an effect handler, an @Observable store, a view — checked
/// clean, once by scaffold.yml's globs and once by a manifest as generated store modules record it, and
/// one injected violation of each of four rules reported exactly.
@Suite("Check: store preset")
struct CheckStoreTests {
    /// How the fixture's files get their layers.
    enum Setup: String, CaseIterable, Sendable {
        /// `check: architecture: store` with path globs in scaffold.yml.
        case config
        /// `.scaffold/manifest.json` with `architecture: store` and each file's layer, as the generator writes it.
        case manifest

        var moduleFolder: String { self == .config ? "Cart" : "Modules/Cart" }
    }

    static let config = """
        check:
          architecture: store
          layers:
            View: ["*/View/**"]
            Store: ["*/Store/**"]
            Reducer: ["*/Reducer/**"]
            EffectHandler: ["*/EffectHandler/**"]
            State: ["*/State/**"]
            Service: ["*/Service/**"]
            Model: ["*/Model/**"]
          exclude: ["*/Tests/**"]
        """

    /// The module's files: path in the module folder, layer, contents. Every allowed layer pair is used once at least.
    static let files: [(path: String, layer: String, text: String)] = [
        (
            "Model/CartItem.swift", "Model",
            """
            import Foundation

            struct CartItem: Identifiable, Hashable, Sendable {
                var id: UUID
                var title: String
                var quantity: Int
            }
            """
        ),
        (
            "Service/CartService.swift", "Service",
            """
            import Foundation

            protocol CartService: Sendable {
                func items() async throws -> [CartItem]
                func remove(_ id: UUID) async throws
            }
            """
        ),
        (
            "Service/PreviewCartService.swift", "Service",
            """
            import Foundation

            struct PreviewCartService: CartService {
                var stored: [CartItem] = []
                func items() async throws -> [CartItem] { stored }
                func remove(_ id: UUID) async throws {}
            }
            """
        ),
        (
            "Service/CartError.swift", "Service",
            """
            enum CartError: Error, Equatable {
                case unavailable
            }
            """
        ),
        (
            "State/CartState.swift", "State",
            """
            struct CartState: Equatable {
                enum Route: Hashable {
                    case item(CartItem)
                }

                enum Confirmation: Hashable {
                    case remove(CartItem)
                }

                var items: [CartItem] = []
                var isLoading = false
                var failure: CartFailure?
                var route: Route?
                var confirmation: Confirmation?
            }
            """
        ),
        (
            "State/CartAction.swift", "State",
            """
            import Foundation

            enum CartAction: Equatable {
                case load
                case loaded([CartItem])
                case select(CartItem)
                case remove(CartItem)
                case confirm
                case removed(UUID)
                case failed(CartFailure)
            }

            enum CartFailure: Equatable {
                case items
                case remove
            }
            """
        ),
        (
            "State/CartEffect.swift", "State",
            """
            import Foundation

            enum CartEffect: Equatable {
                case items
                case remove(UUID)
            }
            """
        ),
        (
            "Reducer/CartReducer.swift", "Reducer",
            """
            enum CartReducer {
                static func reduce(into state: inout CartState, action: CartAction) -> CartEffect? {
                    switch action {
                    case .load:
                        state.isLoading = true
                        return .items
                    case .loaded(let items):
                        state.isLoading = false
                        state.items = items
                        return nil
                    case .select(let item):
                        state.route = CartState.Route.item(item)
                        return nil
                    case .remove(let item):
                        state.confirmation = .remove(item)
                        return nil
                    case .confirm:
                        guard case .remove(let item) = state.confirmation else { return nil }
                        state.confirmation = nil
                        return CartEffect.remove(item.id)
                    case .removed(let id):
                        state.items.removeAll { $0.id == id }
                        return nil
                    case .failed(let failure):
                        state.isLoading = false
                        state.failure = failure
                        return nil
                    }
                }

                static func count(of items: [CartItem]) -> Int { items.reduce(0) { $0 + $1.quantity } }
            }
            """
        ),
        (
            "EffectHandler/CartEffectHandler.swift", "EffectHandler",
            """
            struct CartEffectHandler: Sendable {
                let cartService: any CartService

                func run(_ effect: CartEffect) async -> CartAction {
                    switch effect {
                    case .items:
                        do {
                            return .loaded(try await cartService.items())
                        } catch {
                            return .failed(CartFailure.items)
                        }
                    case .remove(let id):
                        do {
                            try await cartService.remove(id)
                            return .removed(id)
                        } catch {
                            return .failed(.remove)
                        }
                    }
                }

                func isEmpty(_ items: [CartItem]) -> Bool { items.isEmpty }
            }
            """
        ),
        (
            "Store/CartStore.swift", "Store",
            """
            import Observation

            @MainActor @Observable
            final class CartStore {
                private(set) var state: CartState
                private let handler: CartEffectHandler

                init(state: CartState = CartState(), handler: CartEffectHandler) {
                    self.state = state
                    self.handler = handler
                }

                var items: [CartItem] { state.items }

                func send(_ action: CartAction) {
                    guard let effect = CartReducer.reduce(into: &state, action: action) else { return }
                    Task {
                        send(await handler.run(effect))
                    }
                }
            }
            """
        ),
        (
            "View/CartView.swift", "View",
            """
            #if canImport(SwiftUI)
            import SwiftUI

            struct CartView: View {
                @State var store: CartStore

                var body: some View {
                    List(store.items) { item in
                        row(item)
                    }
                    .task { store.send(.load) }
                }

                func row(_ item: CartItem) -> some View {
                    Button(item.title) { store.send(CartAction.select(item)) }
                }
            }

            #Preview {
                CartView(store: CartStore(handler: CartEffectHandler(cartService: PreviewCartService())))
            }
            #endif
            """
        ),
        (
            "Tests/CartReducerTests.swift", "Test",
            """
            import Testing
            @testable import Cart

            struct CartReducerTests {
                @Test func load() {
                    var state = CartState()
                    #expect(CartReducer.reduce(into: &state, action: .load) == .items)
                    _ = CartStore(handler: CartEffectHandler(cartService: PreviewCartService()))
                }
            }
            """
        ),
    ]

    /// The fixture written as `setup` reads it.
    func project(_ setup: Setup) throws -> CheckProject {
        let project = try CheckProject("store-\(setup.rawValue)")
        for file in Self.files {
            try project.write("\(setup.moduleFolder)/\(file.path)", file.text + "\n")
        }
        switch setup {
        case .config:
            try project.write("scaffold.yml", Self.config)
        case .manifest:
            let manifest = Manifest(
                module: "Cart", architecture: "store", spec: "../../Specs/Cart.yaml", specHash: "test", templateSet: "store@1", layout: "package",
                files: Self.files.map { file in
                    Manifest.File(
                        path: file.path, layer: file.layer, owner: "scaffold", template: file.path + ".mustache", hash: Hashing.fnv1a(file.text + "\n"),
                        contents: file.text + "\n")
                })
            try project.write("\(setup.moduleFolder)/\(Manifest.relativePath)", String(decoding: manifest.encoded(), as: UTF8.self))
        }
        return project
    }

    /// The layer pairs the clean fixture uses: exactly the preset's allow-lists.
    static let allowedEdges: Set<String> = [
        "View→Store", "View→State", "View→Model",
        "Store→State", "Store→Reducer", "Store→EffectHandler", "Store→Model",
        "Reducer→State", "Reducer→Model",
        "EffectHandler→Service", "EffectHandler→State", "EffectHandler→Model",
        "State→Model",
        "Service→Model",
    ]

    @Test("the store preset: layers in the documented order, each with its allow-list")
    func preset() throws {
        let store = try #require(Architecture.presets["store"])
        #expect(store.layers == ["View", "Store", "Reducer", "EffectHandler", "State", "Service", "Model"])
        #expect(
            store.rules.mapValues { $0.allows.map(\.description) } == [
                "View": ["Store", "State", "Model"],
                "Store": ["State", "Reducer", "EffectHandler", "Model"],
                "Reducer": ["State", "Model"],
                "EffectHandler": ["Service", "State", "Model"],
                "State": ["Model"],
                "Service": ["Model"],
                "Model": [],
            ])
        #expect(Set(store.rules.values.map(\.id)) == Set(store.layers.map { "store/\($0.lowercased())" }))
        let edges = Set(
            store.layers.flatMap { from in
                store.layers.compactMap { to in
                    from != to && store.brokenRule(from: from, to: to, kind: .class, sameModule: true) == nil ? "\(from)→\(to)" : nil
                }
            })
        #expect(edges == Self.allowedEdges)
    }

    @Test("a clean store module has no violation, and uses every allowed layer pair", arguments: Setup.allCases)
    func cleanModule(setup: Setup) throws {
        let project = try project(setup)
        defer { project.remove() }
        let report = try project.check()
        #expect(report.violations.isEmpty, "\(report.render(.text))")
        #expect(report.exitStatus == 0)
        #expect(report.filesChecked == Self.files.count - 1)  // not the test
        let graph = try JSON.object(report.renderGraph(level: .layer, format: .json))
        let edges = try #require(graph["edges"] as? [[String: Any]])
        #expect(Set(edges.map { "\($0["from"] ?? "")→\($0["to"] ?? "")" }) == Self.allowedEdges)
        #expect(edges.allSatisfy { $0["violation"] as? Bool == false })
    }

    /// One violation of each of four rules, appended to the module's files.
    static let injections: [(file: String, line: String, rule: String, from: String, to: String, layers: String)] = [
        (
            "Reducer/CartReducer.swift", "extension CartReducer { static func preload(with service: any CartService) -> CartEffect? { nil } }",
            "store/reducer", "CartReducer", "CartService", "Reducer→Service"
        ),
        (
            "View/CartView.swift", "extension CartView { func bypass(_ handler: CartEffectHandler) {} }", "store/view", "CartView", "CartEffectHandler",
            "View→EffectHandler"
        ),
        (
            "State/CartState.swift", "extension CartState { static func current(in store: CartStore) -> CartState? { nil } }", "store/state", "CartState",
            "CartStore", "State→Store"
        ),
        (
            "EffectHandler/CartEffectHandler.swift", "extension CartEffectHandler { func deliver(_ action: CartAction, to store: CartStore) {} }",
            "store/effecthandler", "CartEffectHandler", "CartStore", "EffectHandler→Store"
        ),
    ]

    struct Expected: Hashable {
        var file: String, line: Int, column: Int, rule: String, from: String, to: String, layers: String
    }

    @Test("each injected violation of a store rule is reported exactly, with the rule's why", arguments: Setup.allCases)
    func injectedViolations(setup: Setup) throws {
        let project = try project(setup)
        defer { project.remove() }
        var expected: Set<Expected> = []
        for injection in Self.injections {
            let path = "\(setup.moduleFolder)/\(injection.file)"
            let line = try project.append(path, injection.line)
            let column = try #require(injection.line.range(of: injection.to, options: .backwards)).lowerBound.utf16Offset(in: injection.line) + 1
            expected.insert(
                Expected(file: path, line: line, column: column, rule: injection.rule, from: injection.from, to: injection.to, layers: injection.layers))
        }
        let report = try project.check()
        let found = Set(
            report.violations.map {
                Expected(
                    file: $0.file, line: $0.line, column: $0.column, rule: $0.rule, from: $0.from.type, to: $0.to.type,
                    layers: "\($0.from.layer)→\($0.to.layer)")
            })
        #expect(found == expected, "\(report.render(.text))")
        #expect(report.exitStatus == 1)
        try expectExactly(Set(expected.map { CheckProject.Located(file: $0.file, line: $0.line, rule: $0.rule) }), in: report)

        let reducer = try #require(report.violations.first { $0.rule == "store/reducer" })
        #expect(reducer.message == "CartReducer (Reducer) must not depend on CartService (Service)")
        let lines = report.render(.text).split(separator: "\n").map(String.init)
        let notes = [
            "store/reducer":
                "the reducer is a pure function of state and action: effects are values it returns, so it never reaches a service, the effect handler, "
                + "the store or a view; Reducer may depend on: State, Model",
            "store/view":
                "a View renders the Store's state and sends it actions; it never runs effects, reduces or calls services itself; "
                + "View may depend on: Store, State, Model",
            "store/state":
                "State, Action and Effect are plain values of the model; they depend on nothing that does work; State may depend on: Model",
            "store/effecthandler":
                "the effect handler runs effects with services and reports each result as an action; it never changes state or knows the store or views; "
                + "EffectHandler may depend on: Service, State, Model",
        ]
        for expectation in expected {
            let index = try #require(
                lines.firstIndex { $0.hasPrefix("\(expectation.file):\(expectation.line):\(expectation.column): error: [\(expectation.rule)] ") })
            #expect(lines[index + 1] == "  note: \(notes[expectation.rule] ?? "")")
        }
    }
}
