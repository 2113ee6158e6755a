import ScaffoldIR
import ScaffoldScreen

/// MVP (docs/ARCHITECTURE.md#mvp): the keys the `mvp` template set uses beyond the shared ones.
///
/// - Model layer: entities, services (+ live stubs), `<M>ModelInterface` and `<M>Model`, which wraps the services.
/// - Presenter layer: `<M>PresenterInterface` (user events), `<M>Presenter`, `<M>State` (the screen's state in the
///   model's terms), `<M>ViewState` (presentation types: text and rows) and `<M>Navigator` (one method per route).
/// - View layer: `<M>ViewInterface` (what the presenter tells the view) and the SwiftUI or UIKit view, which sees
///   only the presenter's interface and presentation types — never an entity.
struct MVPContextProvider: ContextProvider {
    let name = "mvp"

    func context(_ screen: Screen) -> ContextPart {
        ContextPart(MVPContext(MVPLayout(screen)))
    }
}

struct MVPContext: Codable {
    var hasRoutes: Bool

    // MARK: Model
    var modelImports: [String]
    var hasModelImports: Bool
    var modelServices: [Dependency]
    var modelInitParameters: String
    var modelOperations: [ModelMethod]
    /// The model interface's mock, rendered by the shared `Mock.swift.mustache` listed without `each:`.
    var mockName: String
    var qualifiedName: String
    var mockOperations: [ServiceContext.MockOperation]
    var mockHoldsCalls: Bool

    struct ModelMethod: Codable {
        var signature: String
        /// `NewsService.fetchArticles`
        var summary: String
        /// The service call it forwards to.
        var tries: Bool
        var awaits: Bool
        var serviceProperty: String
        var operation: String
        var arguments: String
    }

    // MARK: Presenter
    var presenterInterfaceImports: [String]
    var hasPresenterInterfaceImports: Bool
    var presenterImports: [String]
    var hasPresenterImports: Bool
    var navigatorImports: [String]
    var hasNavigatorImports: Bool
    var hasLoadAction: Bool
    var loadActionName: String
    /// The parameterless `load`/`refresh` `viewDidLoad` runs.
    var viewDidLoadLoad: ThenStep?
    var presenterInitParameters: String
    /// Each `init` parameter, stored in the property of the same name.
    var presenterStored: [String]
    var hasActions: Bool
    var actions: [ActionMethod]
    /// Some action is async: the presenter includes the `requests` partial, and counts the calls loading.
    var hasRequests: Bool
    /// Some action's call throws: `errorMessage` changes (else it is always nil).
    var hasFailures: Bool
    /// The first load's call can fail: the presenter tells whether it succeeded (`hasLoaded`, in the view state too).
    var loadCanFail: Bool
    /// `confirm:` actions: the cases of `<Module>Confirmation` (`partials/confirmations.mustache`).
    var confirmations: [ConfirmationCase]
    var hasConfirmations: Bool
    var confirmIsAsync: Bool
    /// The views' `Confirmation?` to ask, and who answers it (`partials/confirmationDialog.mustache`, `confirmationAlert`).
    var confirmationBinding = "$adapter.isAskingConfirmation"
    var confirmationSource = "adapter.confirmation"
    var confirmationOwner = "adapter.presenter"
    /// Who answers it in the view controller.
    var confirmationAlertOwner = "presenter"
    /// What the owner is sent to answer: confirming what the view showed (`pending`), declining.
    var confirmMember = "confirm(pending)"
    var declineMember = "cancelConfirmation()"
    var hasRowEvents: Bool
    var rowEvents: [RowEventMethod]
    /// `inputs:`: the presenter's edit events (values as the view state holds them: a picker's as text), the adapter's
    /// bindings and the views' controls.
    var inputs: [InputContext]
    var hasInputs: Bool
    /// Whether a field has `invalid:` rules: the UIKit view controller then declares `showMessage(_:in:under:)`.
    var hasInputMessages: Bool
    /// What the SwiftUI adapter imports besides Observation: the types its bindings read.
    var adapterImports: [String]
    var navigatorMethods: [NavigatorMethod]
    /// The routes as values (`partials/routeEnum`), of the enum `<Module>Route`.
    var routeTypeName: String
    var routes: [RouteCase]

    struct RowEventMethod: Codable {
        var name: String
        var rawName: String
        var isAsync: Bool
        var idLabel: String
        var idType: String
        /// The parameter's name as written, and as a local and as a label in code.
        var paramName: String
        var paramLocal: String
        var paramLabel: String
        /// The state lists its element is looked up in, one expression.
        var source: String
    }

    struct NavigatorMethod: Codable {
        var name: String
        var parameters: String
        /// `detail: to ArticleDetail, pushed`
        var summary: String
        /// `.detail(article: article)`: the route the method stands for, as a value of `<Module>Route`.
        var route: String
    }

    // MARK: State and view state
    var stateImports: [String]
    var hasStateImports: Bool
    var stateFields: [TypedName]
    var stateInitParameters: String
    var viewStateImports: [String]
    /// What the UIKit view controller, shared with the other presenter architecture, differs in.
    var tableView: TableViewKeys
    var hasViewStateImports: Bool
    var rowTypes: [RowType]
    /// Whether a picker's options are in the view state (the view state then declares `Option`).
    var hasPickerOptions: Bool
    var viewStateFields: [TypedName]
    var viewStateInitParameters: String
    /// How the presenter formats the state: `label: expression`, one per field, in order.
    var viewStateArguments: [LabeledArgument]

    struct RowType: Codable {
        var name: String
        var idType: String
        var entity: String
        /// The texts besides the title the row shows (`RowDisplay`), and its image's URL.
        var hasSubtitle: Bool
        var hasTrailing: Bool
        var hasImage: Bool
    }

    // MARK: View
    /// The view's keys: the state as the presenter formatted it into the view state.
    var view: ViewKeys
    /// `NewsListPresenter(model: NewsListModel(newsService: PreviewNewsService()), navigator: NewsListRouteNavigator { _ in })`:
    /// the presenter `#Preview` shows, on the preview services' sample data; nil when a required piece of state has no sample.
    var previewPresenter: String?

    // MARK: Tests
    var navigatorCalls: [CallCase]
    /// The presenter tests' `makeSUT`, when the presenter can be built for tests.
    var sut: SUT?
    var presenterNotes: [String]
    var presenterTests: [TestCase]
    var modelMocks: [Dependency]
    var modelMockFields: String
    var modelArguments: String
    var modelNotes: [String]
    var modelTests: [TestCase]

    struct SUT: Codable {
        var defaultState: String
        var presenterArguments: String
        var sutArguments: String
    }

    /// How the view state holds a value of `type` read by `value`, and the expression formatting it: text, or a flag,
    /// a link as they are.
    static func shown(_ value: String, of type: TypeRef, in module: ModuleIR) -> (type: String, value: String) {
        switch Display.shown(value, of: type, in: module) {
        case .text(let text): ("String", text)
        case .flag(let flag): ("Bool", flag)
        case .link(let link): ("URL", link)
        case .optionalLink(let link): ("URL?", link)
        }
    }

    init(_ layout: MVPLayout) {
        let screen = layout.screen
        let module = screen.module
        let name = module.name
        hasRoutes = screen.hasRoutes

        // Model
        let operations = layout.modelOperations
        modelImports = SharedContexts.imports(for: operations.flatMap { $0.method.params.map(\.type) + ($0.method.returns.map { [$0] } ?? []) })
        hasModelImports = !modelImports.isEmpty
        modelServices = module.services.map { .init(property: SwiftNames.lowerFirst($0.name), type: "any \($0.name)") }
        modelInitParameters = modelServices.map { "\($0.property): \($0.type)" }.joined(separator: ", ")
        modelOperations = operations.map { operation in
            ModelMethod(
                signature: SwiftDecl.signature(operation.method), summary: "\(operation.service.name).\(operation.operation.name.raw)",
                tries: operation.operation.isThrowing, awaits: operation.operation.isAsync, serviceProperty: operation.serviceProperty,
                operation: operation.operation.name.swift,
                arguments: operation.operation.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", "))
        }
        // The model interface as if it were a service: its mock is the shared service mock.
        mockName = "Mock\(name)Model"
        qualifiedName = "\(module.swiftModule).\(name)ModelInterface"
        mockOperations = []
        if var modelService = module.services.first {
            modelService.name = "\(name)ModelInterface"
            modelService.operations = operations.map(\.method)
            mockOperations = ServiceContext(modelService, module: module).mockOperations
        }
        mockHoldsCalls = mockOperations.contains(where: \.isAsync)

        // Presenter
        let rowEvents = screen.rowEvents
        let inputTypes = screen.inputs.filter { $0.input.kind != .picker }.map(\.field.type)
        let actionTypes = module.actions.flatMap { $0.params.map(\.type) } + rowEvents.map(\.idType) + inputTypes
        presenterInterfaceImports = SharedContexts.imports(for: actionTypes)
        hasPresenterInterfaceImports = !presenterInterfaceImports.isEmpty
        // Foundation: `localizedDescription` of a failure, `URLError` of a cancelled request.
        presenterImports = Set(SharedContexts.imports(for: actionTypes + module.state.map(\.type)) + (screen.hasServices ? ["Foundation"] : [])).sorted()
        hasPresenterImports = !presenterImports.isEmpty
        navigatorImports = SharedContexts.imports(for: module.routes.flatMap { $0.params.map(\.type) })
        hasNavigatorImports = !navigatorImports.isEmpty
        hasLoadAction = screen.loadAction != nil
        loadActionName = screen.loadAction?.name.raw ?? ""
        viewDidLoadLoad = screen.loadAction.map { ThenStep(isAsync: $0.isAsync, callee: $0.name.swift, arguments: "") }
        var parameters: [String] = []
        var stored: [String] = []
        if screen.hasServices {
            parameters.append("model: any \(name)ModelInterface")
            stored.append("model")
        }
        if screen.hasRoutes {
            parameters.append("navigator: any \(name)Navigator")
            stored.append("navigator")
        }
        parameters.append("state: \(name)State" + (screen.requiredState.isEmpty ? " = \(name)State()" : ""))
        stored.append("state")
        if screen.pauses {
            parameters.append(Dependency.clockParameter)
            stored.append("clock")
        }
        presenterInitParameters = parameters.joined(separator: ", ")
        presenterStored = stored
        let spelling = MVPSpelling(layout: layout)
        hasActions = !screen.actions.isEmpty
        actions = ActionMethod.all(screen, spelling: spelling)
        hasRequests = actions.contains(where: \.latest)
        hasFailures = screen.canFail
        loadCanFail = screen.loadCanFail
        let asked = Confirmations(module.actions) { SwiftDecl.parameters($0.params) }
        (confirmations, hasConfirmations, confirmIsAsync) = (asked.confirmations, asked.hasConfirmations, asked.confirmIsAsync)
        hasRowEvents = !rowEvents.isEmpty
        self.rowEvents = rowEvents.map { event in
            let lists = event.lists.map { "self.state.\($0.field.name.swift)" }
            return RowEventMethod(
                name: event.action.name.swift, rawName: event.action.name.raw, isAsync: event.action.isAsync,
                idLabel: event.idLabel, idType: event.idType.swift, paramName: event.param.name.raw,
                paramLocal: event.param.name.swift, paramLabel: event.param.name.label,
                source: lists.count == 1 ? lists[0] : "(" + lists.joined(separator: " + ") + ")")
        }
        let presenterReceiver = module.ui == .swiftui ? "adapter.presenter" : "presenter"
        let form = screen.form
        inputs = screen.inputs.enumerated().map { index, input in
            var context = InputContext(input, index: index, form: form)
            let state = input.field.name.swift
            let type = input.field.type.swift
            if input.input.kind == .picker {
                context.type = "String"
                context.storeRawValue = type
                context.options = "adapter.viewState?.\(input.input.options) ?? []"
                context.optionTitle = "option.title"
                context.optionValue = "option.id"
                context.renderOptions = "viewState.\(input.input.options)"
                context.actionOptions = "self.viewState?.\(input.input.options) ?? []"
            }
            context.storeTarget = "state.\(state)"
            context.bindingType = context.type
            // A secret never reaches the view state: the adapter keeps what was typed.
            context.keepsCopy = input.field.isSecret
            context.read =
                input.field.isSecret ? "\"\"" : "viewState?.\(state) ?? \(InputContext.placeholder(of: input.input.kind))"
            context.send = "presenter.\(input.input.event)"
            context.source = "viewState.\(state)"
            context.readsMessage(through: "adapter.viewState?.", rendered: "viewState.")
            context.bindingPath = "$adapter.\(input.input.binding)"
            context.eventPath = "\(presenterReceiver).\(input.input.event)"
            return context
        }
        hasInputs = !inputs.isEmpty
        hasInputMessages = inputs.contains { $0.message != nil }
        adapterImports = SharedContexts.imports(for: inputTypes)
        navigatorMethods = module.routes.map { route in
            NavigatorMethod(
                name: MVPLayout.navigatorMethod(route.name), parameters: SwiftDecl.parameters(route.params),
                summary: route.name.raw + (route.destination.map { ": to \($0)" } ?? "") + ", \(route.presentation.inWords)",
                route: route.valueFromParameters)
        }
        routeTypeName = "\(module.name)Route"
        routes = module.routes.map(RouteCase.init)

        // State and view state
        stateImports = SharedContexts.imports(for: module.state.map(\.type))
        hasStateImports = !stateImports.isEmpty
        stateFields = module.state.map { TypedName(name: $0.name.swift, type: $0.type.swift) }
        stateInitParameters = module.state.map { "\($0.name.swift): \($0.type.swift)" + ($0.initialValue.map { " = \($0)" } ?? "") }.joined(separator: ", ")
        viewStateImports = SharedContexts.imports(for: screen.rowLists.map(\.idType))
        tableView = .mvp
        hasViewStateImports = !viewStateImports.isEmpty
        var rowTypes: [RowType] = []
        for list in screen.rowLists where !rowTypes.contains(where: { $0.name == "\(list.entity.name)Row" }) {
            rowTypes.append(
                RowType(
                    name: "\(list.entity.name)Row", idType: list.idType.swift, entity: list.entity.name, hasSubtitle: list.display.subtitle != nil,
                    hasTrailing: list.display.trailing != nil, hasImage: list.display.image != nil))
        }
        self.rowTypes = rowTypes
        hasPickerOptions = screen.inputs.contains { $0.input.kind == .picker && !$0.field.isSecret }
        // The view state holds what the view shows, each field with how the presenter formats it: secrets never reach it,
        // nor state no view shows (`shown: false`: a paging cursor), but for a flag an action's `when:` may read and what
        // an input's control shows.
        var formatted: [(field: TypedName, label: String, value: String)] = []
        let flag = TypeRef.named("Bool", arguments: [], origin: .standard)
        for field in screen.fields
        where !field.state.isSecret && (field.state.isShown || field.state.type == flag || module.input(editing: field.state.name) != nil) {
            let stateName = field.state.name
            let value = "state.\(stateName.swift)"
            if let input = module.input(editing: stateName) {
                // An input holds its value for its control; a picker's as the case's raw value, beside the options, each
                // a raw value and its display name: two cases that translate alike stay apart.
                if input.kind == .picker {
                    let type = field.state.type.swift
                    formatted.append((TypedName(name: stateName.swift, type: "String"), stateName.label, "\(value).rawValue"))
                    formatted.append(
                        (
                            TypedName(name: input.options, type: "[Option]"), input.options,
                            "\(type).allCases.map { \(module.name)ViewState.Option(id: $0.rawValue, title: $0.localizedName) }"
                        ))
                } else {
                    formatted.append((TypedName(name: stateName.swift, type: field.state.type.swift), stateName.label, value))
                }
            } else if let rows = field.rows {
                let parts = [
                    ("title", rows.title(of: "$0")), ("subtitle", rows.display.subtitle(of: "$0")), ("trailing", rows.display.trailing(of: "$0")),
                    ("imageURL", rows.display.image(of: "$0")),
                ].compactMap { label, part in part.map { "\(label): \($0)" } }
                let rowsValue = "\(value).map { \(name)ViewState.\(rows.entity.name)Row(id: $0.id, \(parts.joined(separator: ", "))) }"
                formatted.append((TypedName(name: stateName.swift, type: "[\(rows.entity.name)Row]"), stateName.label, rowsValue))
            } else {
                let (type, shown) = Self.shown(value, of: field.state.type, in: module)
                formatted.append((TypedName(name: stateName.swift, type: type), stateName.label, shown))
            }
        }
        // Derived values are rendered too (what a view enables by): one computed from a secret only as a flag
        // (`canSubmit`) or a field's message (`passwordMessage`, localized already), never the secret itself.
        let secrets = Set(module.state.filter(\.isSecret).map(\.name.raw))
        for derived in module.derived {
            if case .firstMessage = derived.expression {
                formatted.append((TypedName(name: derived.name.swift, type: derived.type.swift), derived.name.label, "state.\(derived.name.swift)"))
                continue
            }
            guard
                derived.type == .named("Bool", arguments: [], origin: .standard)
                    || DerivedExpectations.stateRead(by: derived.expression, in: module).isDisjoint(with: secrets)
            else { continue }
            let (type, shown) = Self.shown("state.\(derived.name.swift)", of: derived.type, in: module)
            formatted.append((TypedName(name: derived.name.swift, type: type), derived.name.label, shown))
        }
        // Whether the first load succeeded: the view disables the form's submit and shows a failure over the screen.
        if screen.loadCanFail { formatted.append((TypedName(name: "hasLoaded", type: "Bool"), "hasLoaded", "hasLoaded")) }
        // Whether a page loads: the view shows a spinner under its list.
        for flag in screen.pageFlags { formatted.append((TypedName(name: flag, type: "Bool"), flag, flag)) }
        // Where the failure shows: the view puts it, with Retry, against the action that failed.
        if !screen.failurePlaces.isEmpty {
            formatted.append((TypedName(name: "failurePlace", type: "FailurePlace?"), "failurePlace", "failurePlace"))
        }
        viewStateFields = formatted.map(\.field)
        viewStateInitParameters = viewStateFields.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        viewStateArguments = formatted.enumerated().map { index, entry in
            LabeledArgument(label: entry.label, value: entry.value, comma: index < formatted.count - 1 ? "," : "")
        }
        if viewStateFields.contains(where: { $0.type.hasPrefix("URL") || $0.type == "Date" }) || rowTypes.contains(where: \.hasImage),
            !viewStateImports.contains("Foundation")
        {
            viewStateImports = (viewStateImports + ["Foundation"]).sorted()
            hasViewStateImports = true
        }

        // View
        // The SwiftUI view reaches its presenter through the adapter that owns it; the view controller owns it itself.
        // The presenter formatted the values into the view state: the view shows text as it is.
        view = ViewKeys(
            screen, receiver: presenterReceiver,
            reads: ViewKeys.Reads(
                errorMessage: "adapter.errorMessage", isLoading: "adapter.isLoading", isNotLoading: "!adapter.isLoading",
                flagOff: { "adapter.viewState?.\($0) != true" }, tableFlagOn: { "viewState?.\($0) == true" },
                listEmpty: { "adapter.viewState?.\($0).isEmpty ?? true" }, notLoaded: "adapter.viewState?.hasLoaded != true",
                tableLoaded: "viewState?.hasLoaded == true", tableNotLoaded: "viewState?.hasLoaded != true", failure: "adapter.errorMessage",
                pageLoading: { "adapter.viewState?.\($0) == true" }, tablePageLoading: { "viewState?.\($0) == true" },
                failurePlace: "adapter.viewState?.failurePlace", tableFailurePlace: "viewState?.failurePlace"),
            value: { field in
                let value = "viewState.\(field.state.name.swift)"
                switch Display.shown(value, of: field.state.type, in: module) {
                case .text: return .text(value)
                case let shown: return shown
                }
            },
            rows: { field, list in
                // The presenter formatted the row's texts (`RowType`).
                RowSpelling(
                    source: "viewState.\(field.state.name.swift)", item: "row", rowTitle: "row.title",
                    rowSubtitle: list.display.subtitle == nil ? nil : "row.subtitle", rowTrailing: list.display.trailing == nil ? nil : "row.trailing",
                    rowImage: list.display.image == nil ? nil : "row.imageURL", elementType: "\(name)ViewState.\(list.entity.name)Row",
                    argument: { "\($0.idLabel): row.id" })
            })
        previewPresenter = PreviewArguments(screen).map { preview in
            var arguments: [String] = []
            if screen.hasServices { arguments.append("model: \(name)Model(\(preview.services.joined(separator: ", ")))") }
            if screen.hasRoutes { arguments.append("navigator: \(name)RouteNavigator { _ in }") }
            if !preview.state.isEmpty { arguments.append("state: \(name)State(\(preview.state.joined(separator: ", ")))") }
            return "\(name)Presenter(\(arguments.joined(separator: ", ")))"
        }

        // Tests
        navigatorCalls = module.routes.map { route in
            CallCase(
                method: MVPLayout.navigatorMethod(route.name),
                parameters: route.params.map { "\($0.name.swift): \(SwiftDecl.typeName($0.type, qualifiedIn: module))" }.joined(separator: ", "),
                hasParameters: !route.params.isEmpty,
                arguments: route.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", "))
        }
        let tests = MVPTestPlan(layout: layout, spelling: spelling)
        sut = tests.sut
        presenterNotes = tests.presenterNotes
        presenterTests = tests.presenterTests
        modelMocks = module.services.map { .init(property: SwiftNames.lowerFirst($0.name), type: "Mock\($0.name)") }
        modelMockFields = modelMocks.map { "\($0.property): \($0.type)()" }.joined(separator: ", ")
        modelArguments = modelMocks.map { "\($0.property): services.\($0.property)" }.joined(separator: ", ")
        (modelTests, modelNotes) = tests.modelTests
    }
}
