import ScaffoldIR
import ScaffoldScreen

/// VIPER (docs/ARCHITECTURE.md#viper): the keys the `viper` template set uses beyond the shared ones.
///
/// An action's effects are split by who owns them: the interactor runs `set` and `call` (+ `assign`) on
/// the entities it owns and reports state changes and failures to its output; the presenter turns the
/// user's event into that use case, shows loading and errors, navigates through the router and runs
/// `then`. Entities never reach the presenter: it sees presentation types (`VIPERPresentation`).
struct VIPERContextProvider: ContextProvider {
    let name = "viper"

    func context(_ screen: Screen) -> ContextPart {
        ContextPart(VIPERContext(screen))
    }
}

struct VIPERContext: Codable {
    // MARK: Presentation types
    var contentType: String
    var viewStateType: String
    var hasEntities: Bool
    var items: [Item]
    var mappings: [Mapping]
    var mappingImports: [String]
    var hasMappingImports = false
    var viewStateImports: [String]
    var hasViewStateImports = false
    var contentFields: [TypedName]
    /// `derived:` on the content, in presentation types: the presenter and the view read them like its fields.
    var contentDerived: [ModuleContext.DerivedProperty]
    var contentInitParameters: String

    struct Item: Codable {
        var name: String
        var entity: String
        var isEnum: Bool
        var cases: String
        var isStruct: Bool
        var conformances: String
        var fields: [EntityContext.Field]
    }

    /// Entity ⇄ presentation type: an enum case by case, a struct field by field.
    struct Mapping: Codable {
        var itemName: String
        var entityName: String
        var isEnum: Bool
        var cases: [String]
        var isStruct: Bool
        var hasFields: Bool
        /// `label: expression` from `entity.…`, and from `item.…`.
        var toItem: [LabeledArgument]
        var toEntity: [LabeledArgument]
    }

    // MARK: Interactor
    var interactorImports: [String]
    var hasInteractorImports = false
    var dependencies: [Dependency]
    var interactorStateType: String
    var stateFields: [StateProperty]
    var interactorInitParameters: String
    /// `userID: userID`: the state's `init` arguments.
    var stateInitArguments: String
    var contentArguments: [LabeledArgument]
    var useCases: [UseCase]
    /// Some use case's call is async and throwing: the interactor tells a cancellation from a failure.
    var interactorCancels: Bool

    // MARK: Presenter
    var presenterImports: [String]
    var hasPresenterImports = false
    var viewInterfaceImports: [String]
    var hasViewInterfaceImports = false
    var viewDidLoadAsync: Bool
    var loadCall: ThenStep?
    var loadName: String?
    var events: [Event]
    /// Some event is async: the presenter includes the `requests` partial.
    var hasRequests: Bool
    /// Some use case's call can fail: the presenter keeps the failure and offers `retry()`.
    var canFail: Bool
    /// The first load's call can fail: the view state tells whether it succeeded (`hasLoaded`).
    var loadCanFail: Bool
    /// `inputs:`: the presenter's edit events hand the value to the interactor's `update…` use case, which stores and
    /// reports it; the store's bindings and the views' controls. Values in presentation types.
    var inputs: [InputContext]
    var hasInputs: Bool
    /// Whether a field has `invalid:` rules: the UIKit view controller then declares `showMessage(_:in:under:)`.
    var hasInputMessages: Bool
    /// What the SwiftUI store imports besides Observation: the types its bindings read.
    var storeImports: [String]
    /// `confirm:` actions: the cases of `<Module>Confirmation`, in presentation types (`partials/confirmations.mustache`).
    var confirmations: [ConfirmationCase]
    var hasConfirmations: Bool
    var confirmIsAsync: Bool
    /// The views' `Confirmation?` to ask, and who answers it (`partials/confirmationDialog.mustache`, `confirmationAlert`).
    var confirmationBinding = "$store.isAskingConfirmation"
    var confirmationSource = "store.state?.confirmation"
    var confirmationOwner = "store.output?"
    var confirmationAlertOwner = "output"
    /// What the owner is sent to answer: confirming what the view showed (`pending`), declining.
    var confirmMember = "confirm(pending)"
    var declineMember = "cancelConfirmation()"

    // MARK: Router and builder
    var hasRoutes: Bool
    /// The routes' enum (`partials/routeEnum`): `<Module>Route`.
    var routeTypeName: String
    var routes: [Route]
    var destinationsInitParameters: String
    var routerImports: [String]
    var hasRouterImports = false
    var builderInitParameters: String
    var builderStored: [String]
    var requiredParameters: String
    var buildParameters: String
    var requiredArguments: String
    var interactorArguments: String
    var builderImports: [String]
    var hasBuilderImports = false

    struct Route: Codable {
        var raw: String
        var destination: String
        /// How the app should show it, in words (`in a sheet`).
        var presentedAs: String
        /// The case of `<Module>Route` (`partials/routeEnum`): its name, whether it has parameters, and its
        /// presentation (`push`, `sheet`, `cover`, `root`).
        var name: String
        var hasParameters: Bool
        var presentation: String
        /// `{ article in onRoute(.detail(article: article)) }`: the destination that hands the route on as a value.
        var forward: String
        /// `,` after every route but the last.
        var comma = ","
        var property: String
        var method: String
        var parameters: String
        var closureType: String
        var arguments: String
    }

    // MARK: View
    var viewImports: [String]
    /// What the UIKit view controller, shared with the other presenter architecture, differs in.
    var tableView: TableViewKeys
    var viewDidLoadIsAsync: Bool
    /// The view's keys, read from the reported content and formatted; the SwiftUI view's sections read the state
    /// the store holds (`state`) once there is one.
    var view: ViewKeys
    /// `NewsListBuilder(newsService: PreviewNewsService(), destinations: .init(detail: { _ in })).buildView()`: the
    /// module `#Preview` shows, on the preview services' sample data, its routes going nowhere; nil when a required
    /// piece of state has no sample.
    var previewView: String?

    // MARK: Tests
    var routerCallCases: [CallCase]
    var routerMethods: [MockMethod]
    var serviceMocks: [Dependency]
    var mockFields: String
    var hasInteractorSUT: Bool
    var interactorSUTArguments: String
    var interactorNotes: [String]
    var interactorTests: [TestCase]
    /// Whether the presenter tests can build the module (`makeSUT`): every required piece of state has a sample.
    var hasPresenterSUT: Bool
    /// The content `displaysReportedContent` reports (`NewsListContent(…)`); nil when a field has no sample.
    var contentSample: String?
    var presenterNotes: [String]
    var presenterTests: [TestCase]
    var routerNotes: [String]
    var routerTests: [RouterTest]
    var builderNotes: [String]
    var builderTests: [TestCase]

    /// A mock's method: it records the call, and returns the scripted result where there is one.
    struct MockMethod: Codable {
        var name: String
        var parameters: String
        var isAsync: Bool
        var returnsBool: Bool
        /// `.select(category: category)`: the recorded call.
        var record: String
        var resultProperty: String
    }

    /// A router test: the route's destination checks what it receives; every other destination fails the test.
    struct RouterTest: Codable {
        var name: String
        var title: String
        var isFirst: Bool
        var arguments: [Local]
        var destinations: [Destination]
        var method: String
        var callArguments: String
        /// The destination was opened exactly once.
        var expectations: [ExpectationContext]
        /// What `Destinations(onRoute:)` hands on: the route's value, with the arguments, and its presentation
        /// (`presentedAs`, in words).
        var handsRoute: [ExpectationContext]
        var presentedAs: String

        struct Destination: Codable {
            var label: String
            var raw: String
            var isTarget: Bool
            /// `receivedArticle, receivedBoardID`, for the route's own destination.
            var received: String
            var hasReceived: Bool
            /// `#expect(receivedArticle == article)` for each.
            var checks: [ExpectationContext]
            /// `_, _ in ` for the others.
            var ignored: String
            var comma: String
        }
    }

    init(_ screen: Screen) {
        let module = screen.module
        let presentation = VIPERPresentation(module: module)

        // Presentation types
        contentType = presentation.contentType
        viewStateType = presentation.viewStateType
        hasEntities = !module.entities.isEmpty
        items = module.entities.map { entity in
            switch entity.kind {
            case .enumeration(let cases):
                return Item(
                    name: presentation.itemName(entity.name), entity: entity.name, isEnum: true, cases: cases.map(\.swift).joined(separator: ", "),
                    isStruct: false, conformances: "", fields: [])
            case .structure(let fields):
                return Item(
                    name: presentation.itemName(entity.name), entity: entity.name, isEnum: false, cases: "", isStruct: true,
                    conformances: ((entity.isIdentifiable ? ["Identifiable"] : []) + ["Hashable", "Sendable"]).joined(separator: ", "),
                    fields: fields.enumerated().map { index, field in
                        let type = presentation.itemType(field.type)
                        return EntityContext.Field(
                            name: field.name.swift, type: type,
                            initParameter: "\(field.name.swift): \(type)" + (presentation.itemDefault(field).map { " = \($0)" } ?? ""),
                            comma: index < fields.count - 1 ? "," : "")
                    })
            }
        }
        mappings = module.entities.map { entity in
            var mapping = Mapping(
                itemName: presentation.itemName(entity.name), entityName: entity.name, isEnum: false, cases: [], isStruct: false,
                hasFields: false, toItem: [], toEntity: [])
            switch entity.kind {
            case .enumeration(let cases):
                mapping.isEnum = true
                mapping.cases = cases.map(\.swift)
            case .structure(let fields):
                mapping.isStruct = true
                mapping.hasFields = !fields.isEmpty
                func arguments(_ source: String, toItem: Bool) -> [LabeledArgument] {
                    fields.enumerated().map { index, field in
                        LabeledArgument(
                            label: field.name.label, value: presentation.convert("\(source).\(field.name.swift)", field.type, toItem: toItem),
                            comma: index < fields.count - 1 ? "," : "")
                    }
                }
                mapping.toItem = arguments("entity", toItem: true)
                mapping.toEntity = arguments("item", toItem: false)
            }
            return mapping
        }
        let entityFieldTypes = module.entities.flatMap { entity -> [TypeRef] in
            if case .structure(let fields) = entity.kind { return fields.map(\.type) }
            return []
        }
        mappingImports = SharedContexts.imports(for: entityFieldTypes)
        // The view state's file declares the questions too (`confirm:`), with the arguments of the actions they ask about.
        let askedTypes = module.actions.filter { $0.confirmation != nil }.flatMap { $0.params.map(\.type) }
        viewStateImports = SharedContexts.imports(for: entityFieldTypes + module.state.map(\.type) + askedTypes)
        contentFields = module.state.map { .init(name: $0.name.swift, type: presentation.itemType($0.type)) }
        contentDerived = module.derived.map {
            .init(name: $0.name.swift, type: presentation.itemType($0.type), expression: $0.expression.swift(strings: module.stringsType) { $0.name.swift })
        }
        contentInitParameters = contentFields.map { "\($0.name): \($0.type)" }.joined(separator: ", ")

        // Interactor
        dependencies = module.services.map { .init(property: SwiftNames.lowerFirst($0.name), type: "any \($0.name)") }
        // The interactor's nested state type must not shadow an entity of the same name.
        interactorStateType = module.entity(named: "State") == nil ? "State" : "\(module.name)InteractorState"
        stateFields = module.state.map { .init(name: $0.name.swift, type: $0.type.swift, initialValue: $0.initialValue) }
        // Every piece of state is an `init` parameter, its initial value the default: the interactor can start with data.
        interactorInitParameters = (dependencies.map { "\($0.property): \($0.type)" } + module.state.map { SwiftDecl.parameter($0) }).joined(separator: ", ")
        stateInitArguments = module.state.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")
        contentArguments = module.state.enumerated().map { index, field in
            LabeledArgument(
                label: field.name.label, value: presentation.convert("state.\(field.name.swift)", field.type, toItem: true),
                comma: index < module.state.count - 1 ? "," : "")
        }
        useCases = screen.actions.filter { VIPERRoles.hasUseCase($0.action) }.map { Self.useCase($0, module: module, presentation) }
        interactorCancels = module.actions.contains { $0.call.map { $0.isAsync && $0.isThrowing } ?? false }
        interactorImports = Set(
            SharedContexts.imports(for: module.state.map(\.type) + module.actions.filter(VIPERRoles.hasUseCase).flatMap { $0.params.map(\.type) })
                + (interactorCancels ? ["Foundation"] : [])
        ).sorted()

        // Presenter
        events = screen.actions.map { action in
            var event = Self.event(action, module: module, presentation)
            event.useCase?.marksLoaded = screen.loadCanFail && action.name == screen.loadAction?.name
            event.dropsPauses = screen.pauses(droppedBy: action.name)
            event.failurePlace = failurePlace(action, in: screen)
            return event
        }
        hasRequests = events.contains(where: \.latest)
        canFail = screen.canFail
        loadCanFail = screen.loadCanFail
        let outputReceiver = module.ui == .swiftui ? "store.output?" : "output"
        let form = screen.form
        inputs = screen.inputs.enumerated().map { index, input in
            var context = InputContext(input, index: index, form: form)
            let state = input.field.name.swift
            let type = input.field.type
            context.type = presentation.itemType(type)
            context.bindingType = context.type
            context.storeCall = "interactor.\(input.input.update)"
            context.updateValue = presentation.convert("value", type, toItem: false)
            let placeholder =
                input.input.kind == .picker ? ".\(Self.firstCase(of: type, in: module))" : InputContext.placeholder(of: input.input.kind)
            context.read = "state?.content.\(state) ?? \(placeholder)"
            context.send = "output?.\(input.input.event)"
            context.source = "state.content.\(state)"
            context.readsMessage(through: "store.state?.content.", rendered: "state.content.")
            context.bindingPath = "$store.\(input.input.binding)"
            context.eventPath = (module.ui == .swiftui ? "store.output?." : "output?.") + input.input.event
            if input.input.kind == .picker {
                context.options = "\(context.type).allCases"
                context.optionTitle = "option.localizedName"
                (context.renderOptions, context.actionOptions) = (context.options, context.options)
            }
            return context
        }
        hasInputs = !inputs.isEmpty
        hasInputMessages = inputs.contains { $0.message != nil }
        let inputTypes = screen.inputs.filter { $0.input.kind != .picker }.map(\.field.type)
        storeImports = SharedContexts.imports(for: inputTypes)
        let asked = Confirmations(module.actions) { Self.interactorParameters($0, presentation, qualified: false) }
        (confirmations, hasConfirmations, confirmIsAsync) = (asked.confirmations, asked.hasConfirmations, asked.confirmIsAsync)
        if let load = screen.loadAction {
            viewDidLoadAsync = load.isAsync
            loadCall = ThenStep(isAsync: load.isAsync, callee: load.name.swift, arguments: "")
            loadName = load.name.raw
        } else {
            viewDidLoadAsync = false
            loadCall = nil
            loadName = nil
        }
        let actionTypes = module.actions.flatMap { $0.params.map(\.type) }
        // Foundation: `localizedDescription` of a failure.
        presenterImports = Set(SharedContexts.imports(for: actionTypes + module.routes.flatMap { $0.params.map(\.type) }) + ["Foundation"]).sorted()
        viewInterfaceImports = SharedContexts.imports(for: actionTypes + inputTypes)

        // Router and builder
        hasRoutes = screen.hasRoutes
        routeTypeName = "\(module.name)Route"
        routes = module.routes.map { route in
            let closureParameters = route.params.map { param in
                (param.name.raw == param.name.swift ? "_ \(param.name.swift): " : "") + presentation.itemType(param.type)
            }
            let names = route.params.map(\.name.swift)
            return Route(
                raw: route.name.raw, destination: route.destination ?? "another module", presentedAs: route.presentation.inWords,
                name: route.name.swift, hasParameters: !route.params.isEmpty, presentation: route.presentation.rawValue,
                forward: "{ " + (names.isEmpty ? "" : names.joined(separator: ", ") + " in ") + "onRoute(\(route.valueFromParameters)) }",
                property: route.name.swift,
                method: VIPERRoles.routeMethod(route.name),
                parameters: route.params.map { "\($0.name.swift): \(presentation.itemType($0.type))" }.joined(separator: ", "),
                closureType: "(\(closureParameters.joined(separator: ", "))) -> Void", arguments: route.params.map(\.name.swift).joined(separator: ", "))
        }
        if !routes.isEmpty { routes[routes.count - 1].comma = "" }
        destinationsInitParameters = routes.map { "\($0.property): @escaping \($0.closureType)" }.joined(separator: ", ")
        routerImports = SharedContexts.imports(for: module.routes.flatMap { $0.params.map(\.type) })
        let services = dependencies.map(\.property)
        builderInitParameters =
            (dependencies.map { "\($0.property): \($0.type)" }
            + ["destinations: \(module.name)Router.Destinations" + (module.routes.isEmpty ? " = .init()" : "")]).joined(separator: ", ")
        builderStored = services + ["destinations"]
        let locals: Set<String> = ["view", "interactor", "router", "presenter", "viewController", "store", "output"]
        func internalName(_ field: StateField) -> String { locals.contains(field.name.raw) ? "\(field.name.raw)Value" : field.name.swift }
        let required = screen.requiredState.map(\.field)
        let parameters = required.map { field in
            (locals.contains(field.name.raw) ? "\(field.name.label) \(internalName(field))" : field.name.swift) + ": \(field.type.swift)"
        }
        requiredParameters = parameters.joined(separator: ", ")
        buildParameters = parameters.map { ", " + $0 }.joined()
        requiredArguments = required.map { ", \($0.name.label): \(internalName($0))" }.joined()
        interactorArguments = (services.map { "\($0): \($0)" } + required.map { "\($0.name.label): \(internalName($0))" }).joined(separator: ", ")
        builderImports = SharedContexts.imports(for: required.map(\.type))

        // View
        viewImports = SharedContexts.imports(for: module.state.map(\.type) + actionTypes).filter { $0 != "Foundation" }
        tableView = .viper
        viewDidLoadIsAsync = screen.loadAction?.isAsync ?? false
        // The SwiftUI view reaches the presenter through the store that owns it; the view controller owns it itself.
        view = ViewKeys(
            screen, receiver: outputReceiver,
            reads: ViewKeys.Reads(
                errorMessage: "state.errorMessage", isLoading: "store.state?.isLoading == true", isNotLoading: "!state.isLoading",
                flagOff: { "store.state?.content.\($0) != true" }, tableFlagOn: { "state?.content.\($0) == true" },
                listEmpty: { "store.state?.content.\($0).isEmpty ?? true" }, notLoaded: "store.state?.hasLoaded != true",
                tableLoaded: "state?.hasLoaded == true", tableNotLoaded: "state?.hasLoaded != true", failure: "store.state?.errorMessage",
                pageLoading: { "store.state?.\($0) == true" }, tablePageLoading: { "state?.\($0) == true" },
                failurePlace: "store.state?.failurePlace", tableFailurePlace: "state?.failurePlace"),
            value: { Display.shown("state.content.\($0.state.name.swift)", of: $0.state.type, in: module) },
            rows: { field, list in
                let item = SwiftNames.lowerFirst(list.entity.name)
                return RowSpelling.reading(
                    list, item: item, source: "state.content.\(field.state.name.swift)", elementType: presentation.itemName(list.entity.name),
                    argument: { "\($0.param.name.label): \(item)" })
            })
        previewView = PreviewArguments(screen).map { preview in
            let destinations = module.routes.map { route in
                let parameters = route.params.isEmpty ? "" : " " + route.params.map { _ in "_" }.joined(separator: ", ") + " in"
                return "\(route.name.label): {\(parameters) }"
            }
            let builder = preview.services + (destinations.isEmpty ? [] : ["destinations: .init(\(destinations.joined(separator: ", ")))"])
            return "\(module.name)Builder(\(builder.joined(separator: ", "))).buildView(\(preview.state.joined(separator: ", ")))"
        }

        // Tests
        let tests = VIPERTestPlan(screen: screen, presentation: presentation)
        routerCallCases = tests.routerCallCases
        routerMethods = tests.routerMethods
        serviceMocks = module.services.map { .init(property: SwiftNames.lowerFirst($0.name), type: "Mock\($0.name)") }
        mockFields = serviceMocks.map { "\($0.property): \($0.type)()" }.joined(separator: ", ")
        hasInteractorSUT = screen.canBuildForTests
        interactorSUTArguments =
            screen.canBuildForTests
            ? (serviceMocks.map { "\($0.property): mocks.\($0.property)" } + screen.requiredState.map { "\($0.field.name.label): \($0.sample!)" })
                .joined(separator: ", ")
            : ""
        (interactorTests, interactorNotes) = tests.interactorTests
        hasPresenterSUT = screen.canBuildForTests
        presenterTests = tests.presenterTests
        presenterNotes = tests.presenterNotes
        contentSample = tests.contentSample
        (routerTests, routerNotes) = tests.routerTests
        (builderTests, builderNotes) = tests.builderTests
        hasMappingImports = !mappingImports.isEmpty
        hasViewStateImports = !viewStateImports.isEmpty
        hasInteractorImports = !interactorImports.isEmpty
        hasPresenterImports = !presenterImports.isEmpty
        hasViewInterfaceImports = !viewInterfaceImports.isEmpty
        hasRouterImports = !routerImports.isEmpty
        hasBuilderImports = !builderImports.isEmpty
    }

    /// `.all`: the first case of an enum entity, a picker's value before the view state is there.
    static func firstCase(of type: TypeRef, in module: ModuleIR) -> String {
        guard case .named(let name, _, .entity) = type, case .enumeration(let cases)? = module.entity(named: name)?.kind, let first = cases.first
        else { return "allCases[0]" }
        return first.swift
    }
}
