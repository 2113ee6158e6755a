import ScaffoldIR
import ScaffoldScreen

/// The shape MVP gives one module (DESIGN.md §3–4), shared by the context provider and the test planner:
///
/// - Model layer: entities, services (+ live stubs), `<M>ModelInterface` and `<M>Model`, which wraps the services.
/// - Presenter layer: `<M>PresenterInterface` (user events), `<M>Presenter`, `<M>State` (the screen's state in the
///   model's terms), `<M>ViewState` (presentation types: text and rows) and `<M>Navigator` (one method per route).
/// - View layer: `<M>ViewInterface` (what the presenter tells the view) and the SwiftUI or UIKit view, which sees
///   only the presenter's interface and presentation types — never an entity.
struct MVPModule {
    let ir: ModuleIR
    let modelOperations: [ModelOperation]
    let rowLists: [RowList]
    let rowEvents: [RowEvent]

    init(_ ir: ModuleIR) {
        self.ir = ir
        let counts = Dictionary(ir.services.flatMap { $0.operations.map { ($0.name.raw, 1) } }, uniquingKeysWith: +)
        modelOperations = ir.services.flatMap { service in
            service.operations.map { operation in
                var renamed = operation
                if counts[operation.name.raw, default: 0] > 1 {
                    renamed.name = Name(SwiftNames.lowerFirst(service.name) + SwiftNames.upperFirst(operation.name.raw))
                }
                return ModelOperation(service: service, operation: operation, method: renamed)
            }
        }
        rowLists = ir.state.compactMap { field in
            guard case .array(let element) = field.type, case .named(let entityName, _, .entity) = element,
                  let entity = ir.entity(named: entityName), case .structure(let fields) = entity.kind,
                  let id = fields.first(where: { $0.name.raw == "id" }) else { return nil }
            let title = fields.first { $0.type == .named("String", arguments: [], origin: .standard) }
            return RowList(field: field, entity: entity, element: element, idType: id.type, titleField: title?.name)
        }
        let lists = rowLists
        rowEvents = ir.actions.compactMap { action in
            guard action.params.count == 1 else { return nil }
            let param = action.params[0]
            let matching = lists.filter { $0.element == param.type }
            guard let first = matching.first else { return nil }
            return RowEvent(action: action, param: param, lists: matching, idType: first.idType)
        }
    }

    var name: String { ir.name }
    var hasServices: Bool { !ir.services.isEmpty }
    var hasRoutes: Bool { !ir.routes.isEmpty }

    var presenter: String { "\(name)Presenter" }
    var presenterInterface: String { "\(name)PresenterInterface" }
    var viewInterface: String { "\(name)ViewInterface" }
    var modelInterface: String { "\(name)ModelInterface" }
    var model: String { "\(name)Model" }
    var navigator: String { "\(name)Navigator" }
    var stateType: String { "\(name)State" }
    var viewState: String { "\(name)ViewState" }

    /// One method of the model: a service operation, named after it unless two services share the name
    /// (then `<service><Operation>`).
    struct ModelOperation {
        var service: Service
        var operation: Operation
        /// The operation as the model declares it.
        var method: Operation

        var serviceProperty: String { SwiftNames.lowerFirst(service.name) }
        /// The mock's property stem: `fetchArticles` → `fetchArticlesCalls`, `fetchArticlesResult`, …
        var mockProperty: String { SwiftNames.lowerFirst(SwiftNames.upperFirst(method.name.raw)) }
    }

    func modelOperation(for call: Call) -> ModelOperation? {
        modelOperations.first { $0.service.name == call.service && $0.operation.name == call.operation }
    }

    /// A piece of state that is a list of identifiable entities: the view shows it as rows.
    struct RowList {
        var field: StateField
        var entity: Entity
        var element: TypeRef
        var idType: TypeRef
        /// The first `String` field of the entity, the row's title; else the row shows the whole value.
        var titleField: Name?

        var rowType: String { "\(entity.name)Row" }

        func title(of item: String) -> String {
            titleField.map { "\(item).\($0.swift)" } ?? "String(describing: \(item))"
        }
    }

    /// An action whose one parameter is an element of a row list: the view triggers it from a row, by id
    /// (`open(articleID:)`), because the view never holds the entity itself.
    struct RowEvent {
        var action: Action
        var param: Field
        var lists: [RowList]
        var idType: TypeRef

        var label: String { "\(param.name.raw)ID" }
        var call: String { "\(action.name.swift)(\(label):)" }
    }

    /// A parameterless `load` or `refresh` runs when the view has loaded.
    var loadAction: Action? {
        ir.actions.first { $0.params.isEmpty && ["load", "refresh"].contains($0.name.raw) }
    }

    /// `detail` → `showDetail`: a verb, and never a keyword.
    func navigatorMethod(_ route: Name) -> String { "show" + SwiftNames.upperFirst(route.raw) }

    /// A presenter member as an action's body must spell it: `self.state` where a parameter has its name.
    func member(_ member: String, in action: Action) -> String {
        action.params.contains { $0.name.raw == member } ? "self.\(member)" : member
    }

    /// How the presenter's action bodies spell state, model calls, navigation, loading and errors.
    var statements: ActionStatements {
        ActionStatements(
            state: { name, action in "\(member("state", in: action)).\(name.swift)" },
            callee: { call, action in
                "\(member("model", in: action)).\(modelOperation(for: call)?.method.name.swift ?? call.operation.swift)"
            },
            navigate: { navigation, arguments, action in
                "\(member("navigator", in: action)).\(navigatorMethod(navigation.route))(\(arguments))"
            },
            beginLoading: ["activeCalls += 1", "defer { activeCalls -= 1 }"],
            clearError: "errorMessage = nil",
            recordError: "errorMessage = String(describing: error)"
        )
    }

    /// `load: calls NewsService.fetchArticles into articles, then runs select`: for doc comments and test titles.
    static func describe(_ action: Action) -> String {
        var effects: [String] = []
        if !action.assignments.isEmpty { effects.append("sets " + action.assignments.map(\.state.raw).joined(separator: ", ")) }
        if let call = action.call {
            effects.append("calls \(call.service).\(call.operation.raw)" + (call.assign.map { " into \($0.raw)" } ?? ""))
        }
        if let navigation = action.navigate { effects.append("navigates to \(navigation.route.raw)") }
        if let then = action.then { effects.append("then runs \(then.raw)") }
        return effects.isEmpty ? "no behaviour yet" : effects.joined(separator: ", ")
    }

    /// `import` lines for types: Foundation when needed, and the modules of `imports:` types, sorted.
    static func imports(_ types: [TypeRef]) -> [String] {
        Set((SwiftDecl.needsFoundation(types) ? ["Foundation"] : []) + SwiftDecl.importedModules(types)).sorted()
    }
}
