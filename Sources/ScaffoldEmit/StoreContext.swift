import ScaffoldIR
import ScaffoldScreen

/// Store (docs/ARCHITECTURE.md#store): the keys the `store` template set uses beyond the shared ones. The screen is
/// one `State` value; the view sends `Action`s to the `Store`, which runs the pure reducer (`reduce(into:action:)`) and
/// hands the `Effect` it returns to the effect handler, the only type that reaches services; each call's result
/// comes back as an action (`loadResponse`). The screen model (`Screen`) is spelled in those terms: each action's
/// effects before its call in the reducer, its call as an effect value, what follows the call in the response.
struct StoreContextProvider: ContextProvider {
    let name = "store"

    func context(_ screen: Screen) -> ContextPart {
        ContextPart(StoreContext(screen)).merged(with: ContextPart(ObservedViewKeys.store(screen)))
    }
}

extension ObservedViewKeys {
    /// The views of the store: they read `store.state` and send actions.
    static func store(_ screen: Screen) -> ObservedViewKeys {
        let name = screen.module.name
        return ObservedViewKeys(
            owner: "store", ownerType: "\(name)ScreenStore", observed: "store.state", rendered: "the store's state", routeType: "\(name)State.Route",
            routeBinding: "binding(\\.route, send: { _ in .dismissRoute })", routeDismissal: "store.send(.dismissRoute)",
            presents: RoutePresentations(screen.module.routes),
            appear: screen.loadAction.map { _ in ViewCall(expression: "store.run(.viewDidLoad)", isAsync: true) },
            appearNow: screen.loadAction.map { _ in ViewCall(expression: "store.send(.viewDidLoad)", isAsync: false) },
            sendsEdits: true, declaresBinding: true,
            previewOwner: PreviewArguments(screen).map { arguments in
                "\(name)ScreenStore(state: \(name)State(\(arguments.state.joined(separator: ", "))), effects: \(name)EffectHandler(\(arguments.services.joined(separator: ", "))))"
            },
            tableView: .observed(owner: "store", reads: "store.state"))
    }
}

struct StoreContext: Codable {
    // MARK: State
    var stateImports: [String]
    var hasRoutes: Bool
    /// The name of the routes' enum (`partials/routeEnum`): `Route`, nested in the state.
    var routeTypeName = "Route"
    var routes: [RouteCase]
    var stateFields: [StateProperty]
    /// `articles: [Article] = [], userID: UUID`: every piece of state, its initial value the default.
    var stateInitParameters: String
    var stateInitAssigned: [String]
    /// The load action the store runs the first time the screen appears (`Action.viewDidLoad`).
    var firstLoad: FirstLoad?
    /// `statusesInFlight`: a count of the requests in flight on each line a page waits for, and on the first load's line.
    var lineCounters: [String]
    var confirmations: [ConfirmationCase]
    var hasConfirmations: Bool
    /// What confirming each question reduces: `case .remove(let item): return remove(&state, item: item)`.
    var confirmationReductions: [ConfirmationReduction]
    /// How the views reach the question (`partials/confirmationDialog.mustache`, `confirmationAlert`): the store's
    /// state holds it; answers are actions.
    var confirmationBinding = "binding(\\.isAskingConfirmation, send: { _ in .cancelConfirmation })"
    var confirmationSource = "store.state.confirmation"
    var confirmationOwner = "store"
    var confirmationAlertOwner = "store"
    var confirmMember = "send(.confirm(pending))"
    var declineMember = "send(.cancelConfirmation)"
    /// Sending an answer returns at once.
    var confirmIsAsync = false

    // MARK: Action
    var actionImports: [String]
    var actionCases: [ActionCase]
    /// The actions that cancel other lines' requests before they are reduced (`ScreenAction.cancelledLines`): the
    /// action enum's `cancelledLines`, which the store cancels in `send`.
    var cancellations: [Cancellation]
    var hasCancellations: Bool
    /// The actions that cancel every element's request of an action keyed by element (`keys`: prefixes such as
    /// `["removeLine:"]`): the action enum's `cancelledElementLines`, which the store cancels in `send`.
    var elementCancellations: [Cancellation]
    var hasElementCancellations: Bool
    /// The actions the store drops while a request they wait for is in flight (`ScreenAction.waits`): the action
    /// enum's `awaitedLines`, which `send` checks first.
    var awaits: [Awaits]
    var hasAwaits: Bool
    /// The edits that wait for a pause in typing before their effect runs (`Input.debounceMilliseconds`): the action
    /// enum's `pause`, which the store sleeps for in `send`.
    var editPauses: [EditPause]
    /// How each call ended, an action the effect handler reports and the reducer handles.
    var responses: [ResponseCase]
    var hasResponses: Bool
    /// `inputs:`: an edit action each (`didChangeQuery(String)`), and the views' controls.
    var inputs: [InputContext]
    var hasInputs: Bool
    /// Whether a field has `invalid:` rules: the UIKit view controller then declares `showMessage(_:in:under:)`.
    var hasInputMessages: Bool

    // MARK: Effect, effect handler
    var effectImports: [String]
    var effects: [EffectCase]
    var hasEffects: Bool
    /// Every call is synchronous: the store runs each effect and reduces its result within `send`, with no task,
    /// no request lines and no loading (`runsAtOnce(_:)`).
    var runsEffectsAtOnce: Bool
    /// Some call can fail: the state keeps the failure with the action Retry sends again (`retry()`).
    var canFail: Bool
    /// The first load's call can fail: the state tells whether it succeeded (`hasLoaded`).
    var loadCanFail: Bool
    /// Some call's response leads to another effect (a `then:` chain calls again after a call): the request's task
    /// waits for it, and passes its cancellation on (`leadsOn(_:)`).
    var responsesLeadOn: Bool
    var handlerImports: [String]
    var dependencies: [Dependency]
    /// `newsService: any NewsService`
    var handlerInitParameters: String

    // MARK: Reducer
    var reducerImports: [String]
    /// Each action's own reduction, a static function of the reducer.
    var reducers: [ActionReducer]

    // MARK: Store
    var storeImports: [String]
    /// Every piece of state has an initial value: `State()` is the store's default.
    var stateHasDefault: Bool

    // MARK: View
    var viewImports: [String]
    /// The view's keys, read from the store's state, sending actions.
    var view: ViewKeys

    // MARK: Tests
    var mocks: [Dependency]
    var mockFields: String
    /// `NewsListState(userID: UUID(…))`: the state a test's store starts from.
    var testState: String
    /// `newsService: mocks.newsService`
    var handlerArguments: String
    var notes: [String]
    /// One test per planned test of the screen model, through the store: send, effects, responses.
    var storeTests: [TestCase]
    /// Value tests of the reducer: state before, action, expected state and effect; no mocks.
    var reducerTests: [TestCase]
    var hasReducerTests: Bool
    /// The effect handler with the services' mocks: each effect's call and the action it reports.
    var effectTests: [TestCase]
    var hasEffectTests: Bool

    /// A case of `Action`: `select(category: Category)`.
    struct ActionCase: Codable {
        var rawName: String
        var declaration: String
        /// `.select(let category)`
        var pattern: String
        /// A `confirm:` action: the case only asks (`when:` first).
        var asks: Ask?
        /// `select(&state, category: category)`: the reducer's function for it, for an action that does not ask.
        var reduction: String?
        var summary: String
    }

    /// `case .clear: ["list:results"]`: an action and the request keys it cancels; a `confirm:` action cancels once
    /// confirmed (`.confirm(.remove)`).
    struct Cancellation: Codable {
        var pattern: String
        var keys: String

        /// The exact keys and the element prefixes `lines` cancel, as the store keys its effects, each where there is one.
        static func split(pattern: String, lines: [RequestLine], module: ModuleIR) -> (keys: Cancellation?, prefixes: Cancellation?) {
            let cancelled = CancelledRequests(lines: lines) { line in
                guard case .item(let name, _, _) = line, let action = module.action(named: name.raw) else { return line }
                return StoreActionParts.storeLine(line, of: action, module: module)
            }
            guard let cancelled else { return (nil, nil) }
            func list(_ items: [String]) -> Cancellation? {
                items.isEmpty ? nil : Cancellation(pattern: pattern, keys: "[" + items.joined(separator: ", ") + "]")
            }
            return (list(cancelled.keys), list(cancelled.prefixes))
        }
    }

    /// `case .favorite(let status): ["favorite:\(status.id)"]`: an action and the request keys during whose requests in
    /// flight the store drops it (`ScreenAction.waits`); a `confirm:` action before it asks.
    struct Awaits: Codable {
        var pattern: String
        var keys: String
    }

    /// `case .didChangeQuery: .milliseconds(300)`
    struct EditPause: Codable {
        var pattern: String
        var milliseconds: Int
    }

    struct ConfirmationReduction: Codable {
        /// `.remove(let item)`
        var pattern: String
        /// `remove(&state, item: item)`
        var reduction: String
    }

    struct Ask: Codable {
        var condition: String?
        /// `.remove(item: item)`: the question stored.
        var pending: String
    }

    /// `loadResponse(Result<[Article], NewsListCallFailure>)`: how an action's call ended.
    struct ResponseCase: Codable {
        var rawName: String
        var declaration: String
        /// `.loadResponse(let result, let article)`
        var pattern: String
        /// `loadResponse(&state, result, article: article)`
        var reduction: String
    }

    /// A case of `Effect`: the call of an action, with the arguments the reducer computed.
    struct EffectCase: Codable {
        var name: String
        var rawName: String
        var declaration: String
        /// `.load(let category)`
        var pattern: String
        /// `self.newsService.fetchArticles`
        var callee: String
        var arguments: String
        var isAsync: Bool
        var isThrowing: Bool
        var returnsValue: Bool
        /// The action each outcome is reported as: `.loadResponse(.success(fetched))`, …; `failed` reads `error`.
        var succeeded: String
        var failed: String
        /// The response the store reduces when the call was cancelled because the screen went away (or a `set:` wrote
        /// over it); reads the locals `carriedPattern` binds.
        var cancelled: String
        /// The response the store reduces when a newer request on its line superseded the call.
        var superseded: String
        /// `.loadMore(_, let category)`: the case binding only what its response carries back.
        var carriedPattern: String
        /// `.favorite(let statusID)` or `.refresh`: the case as `requestKey` matches it.
        var keyPattern: String
        /// The key of the request line the call runs on, a String expression: `"list:statuses"` for a list's loads and
        /// pages, `"favorite:\(statusID)"` for an action on an element (keyed by the values it sends), else the action.
        var requestKey: String
    }

    /// One action's reduction: `set:` in order, then its call as an effect, or, without a call, `navigate:` and `then:`.
    struct ActionReducer: Codable {
        var name: String
        var rawName: String
        var summary: String
        /// `, category: Category`
        var parameters: String
        /// `when:`: checked here unless the action asks first (the question checked it).
        var condition: String?
        var isStub: Bool
        /// A page: it does nothing while `lineCounter` says its list's line is busy.
        var waitsForLine: Bool
        /// `statusesInFlight`: the count of its list's line, which its call adds to until the response, where a page waits.
        var lineCounter: String?
        /// A page's flag (`isLoadingMoreStatuses`): set with its effect, cleared by its response, however it ended.
        var pageFlag: String?
        /// The flag of the page a load of the same list replaces (its spinner goes at once): cleared with its effect.
        var clearsPageFlag: String?
        /// An optimistic action keeps what each state its `set:` changes held before (`let previousIsFavorite =
        /// state.isFavorite`), carried with the effect and back with the response.
        var saves: [AssignmentLine] = []
        /// The `set:` effects, each committed at once (`set`) or requested (`request`): kept in a local the effect reads
        /// and carried back with the response.
        var sets: [EffectStep]
        /// An optimistic action keeps what its `set:` wrote (`let optimisticIsFavorite = state.isFavorite`), carried too.
        var optimisticValues: [AssignmentLine] = []
        /// `.load(category: state.selected)`: the effect returned; the call counts as loading until its response.
        var effect: String?
        var navigate: AssignmentLine?
        /// `.select(category: category)`: the action `then:` reduces next.
        var then: String?
        /// What the call's response does, for an action with a call.
        var response: ResponseReducer?
    }

    struct ResponseReducer: Codable {
        /// `, _ result: Result<[Article], NewsListCallFailure>, article: Article`
        var parameters: String
        var successPattern: String
        var failurePattern: String
        var cancelledPattern: String
        /// `.failure(.superseded)`: a newer request on its line replaced the call.
        var supersededPattern: String
        /// The requested states the call's success commits, from the values the response carried back.
        var commits: [AssignmentLine]
        /// What a failure (not a cancellation) of an optimistic action's call restores, from the values carried back.
        var restores: [Restore] = []
        var stores: [StoreStep]
        /// A throwing call: success clears the failure shown, failure records it.
        var isThrowing: Bool
        /// The action a failure keeps for Retry to send again, from the values the response carried back
        /// (`.favorite(status: status)`; an action with `confirm:` asks again).
        var retry: String
        /// The request line the failure belongs to (`"favorite:\(status.id)"`): only a success on it clears the failure.
        var failureLine: String
        /// Where the failure shows (`.statusRow(status.id)`), recorded with it; nil where the state has no places.
        var failurePlace: String?
        /// The count of the call's list line (`ActionReducer.lineCounter`), which the response takes from.
        var lineCounter: String?
        /// A page's flag (`ActionReducer.pageFlag`), cleared here.
        var pageFlag: String?
        var navigate: AssignmentLine?
        var then: String?
        /// The load action: when its call was cancelled (not superseded), the screen went away mid-load and the next
        /// appearance loads again.
        var loadsAgain: Bool
        /// The load action, whose call can fail: its success sets `hasLoaded`.
        var marksLoaded: Bool
    }

    init(_ screen: Screen) {
        let module = screen.module
        let name = module.name
        hasRoutes = screen.hasRoutes
        routes = module.routes.map(RouteCase.init)
        stateFields = module.state.map { StateProperty(name: $0.name.swift, type: $0.type.swift, initialValue: nil) }
        stateInitParameters = module.state.map { SwiftDecl.parameter($0) }.joined(separator: ", ")
        stateInitAssigned = module.state.map(\.name.swift)
        firstLoad = screen.loadAction.map(FirstLoad.init)
        let countedLines = StoreActionParts.countedLines(screen)
        lineCounters = countedLines.map(StoreActionParts.lineCounter)
        let asked = Confirmations(module.actions) { SwiftDecl.parameters($0.params) }
        (confirmations, hasConfirmations) = (asked.confirmations, asked.hasConfirmations)
        stateHasDefault = screen.requiredState.isEmpty
        confirmationReductions = module.actions.filter { $0.confirmation != nil }.map { action in
            let spelling = ReducerSpelling(action: action, module: module)
            let locals = action.params.map { "let \(spelling.local($0.name))" }.joined(separator: ", ")
            return ConfirmationReduction(
                pattern: ".\(action.name.swift)" + (action.params.isEmpty ? "" : "(\(locals))"),
                reduction: "\(action.name.swift)(&state\(spelling.arguments(action.params)))")
        }

        // Imports: a file imports the modules of the types it names; Foundation where it reads an error.
        // The state file declares the state, the routes, the derived values and the questions (with their arguments).
        let stateTypes =
            module.state.map(\.type) + module.routes.flatMap { $0.params.map(\.type) } + module.derived.map(\.type)
            + module.actions.filter { $0.confirmation != nil }.flatMap { $0.params.map(\.type) }
        let callTypes = module.actions.compactMap(\.call).flatMap { call in
            (module.service(named: call.service)?.operations.first { $0.name == call.operation }?.params.map(\.type) ?? []) + (call.returns.map { [$0] } ?? [])
        }
        let actionTypes = module.actions.flatMap { $0.params.map(\.type) } + module.state.map(\.type) + callTypes
        stateImports = SharedContexts.imports(for: stateTypes)
        actionImports = SharedContexts.imports(for: actionTypes)
        effectImports = SharedContexts.imports(for: actionTypes)
        reducerImports = SharedContexts.imports(for: actionTypes + stateTypes)
        // Foundation: `localizedDescription` of a failure, `URLError` of a cancelled request.
        handlerImports = Set(SharedContexts.imports(for: actionTypes) + ["Foundation"]).sorted()
        storeImports = ["Observation"]

        dependencies = module.services.map { Dependency(property: SwiftNames.lowerFirst($0.name), type: "any \($0.name)") }
        handlerInitParameters = dependencies.map { "\($0.property): \($0.type)" }.joined(separator: ", ")

        let parts = screen.actions.map {
            StoreActionParts($0, isFirstLoad: $0.name == screen.loadAction?.name, countedLines: countedLines, screen: screen)
        }
        actionCases = parts.map(\.actionCase)
        var split: [(keys: Cancellation?, prefixes: Cancellation?)] = screen.actions.map { action in
            // Without a call, the reducer runs what `then:` runs in place: its cancellations go with the action's.
            var lines = action.isStub ? [] : action.cancelledLines
            if action.action.call == nil {
                for line in StoreActionParts.chainCancelledLines(after: action, in: screen) where !lines.contains(line) { lines.append(line) }
            }
            let pattern = action.action.confirmation == nil ? ".\(action.name.swift)" : ".confirm(.\(action.name.swift))"
            return Cancellation.split(pattern: pattern, lines: lines, module: module)
        }
        split += parts.map(\.responseCancellation)
        // An edit supersedes the request for the old value (`ScreenInput.cancelledLines`).
        split += screen.inputs.map { Cancellation.split(pattern: ".\($0.input.event)", lines: $0.cancelledLines, module: module) }
        cancellations = split.compactMap(\.keys)
        hasCancellations = !cancellations.isEmpty
        elementCancellations = split.compactMap(\.prefixes)
        hasElementCancellations = !elementCancellations.isEmpty
        awaits = screen.actions.compactMap { Self.awaits($0, module: module) }
        hasAwaits = !awaits.isEmpty
        editPauses = screen.inputs.compactMap { input in
            input.debounceMilliseconds.map { EditPause(pattern: ".\(input.input.event)", milliseconds: $0) }
        }
        reducers = parts.map(\.reducer)
        responses = parts.compactMap(\.response)
        effects = parts.compactMap(\.effect)
        hasResponses = !responses.isEmpty
        hasEffects = !effects.isEmpty
        runsEffectsAtOnce = Self.runsAtOnce(module)
        canFail = screen.canFail
        loadCanFail = screen.loadCanFail
        responsesLeadOn = Self.leadsOn(screen)

        let form = screen.form
        inputs = screen.inputs.enumerated().map { index, input in
            var context = InputContext(input, index: index, form: form)
            let state = input.field.name.swift
            context.storeTarget = "state.\(state)"
            context.onChange = input.onChange.map { ThenStep(isAsync: $0.isAsync, callee: ".\($0.name.swift)", arguments: "") }
            context.source = "store.state.\(state)"
            context.readsMessage(through: "store.state.", rendered: "store.state.")
            context.bindingPath = "binding(\\.\(state), send: { .\(input.input.event)($0) })"
            // The view controller's own method sending the edit (`partials/inputControlSetup.mustache`).
            context.eventPath = input.input.event
            if input.input.kind == .picker {
                context.options = "\(input.field.type.swift).allCases"
                context.optionTitle = Display.text("option", of: input.field.type, in: module)
                (context.renderOptions, context.actionOptions) = (context.options, context.options)
            }
            return context
        }
        hasInputs = !inputs.isEmpty
        hasInputMessages = inputs.contains { $0.message != nil }

        viewImports = SharedContexts.imports(for: stateTypes + actionTypes).filter { $0 != "Foundation" }
        let send: Invoke = { action, arguments in
            Invocation(action, expression: "store.send(.\(action.name.swift)\(arguments.isEmpty ? "" : "(\(arguments))"))", isAsync: false)
        }
        // Pull to refresh waits for the refresh to end.
        let refresh: Invoke = { action, _ in Invocation(action, expression: "store.run(.\(action.name.swift))", isAsync: true) }
        view = ViewKeys(
            screen, invoke: send, refresh: refresh, retry: Invocation(retrying: "store.retry()", isAsync: false), reads: .owner("store.state"),
            value: { Display.shown("store.state.\($0.state.name.swift)", of: $0.state.type, in: module) },
            rows: { field, list in
                let item = SwiftNames.lowerFirst(list.entity.name)
                return RowSpelling.reading(
                    list, item: item, source: "store.state.\(field.state.name.swift)", elementType: list.entity.name,
                    argument: { "\($0.param.name.label): \(item)" })
            })

        mocks = module.services.map { Dependency(property: SwiftNames.lowerFirst($0.name), type: "Mock\($0.name)") }
        let plan = StoreTestPlan(screen: screen)
        (mockFields, handlerArguments) = (plan.mockFields, plan.handlerArguments)
        guard screen.canBuildForTests else {
            let missing = screen.requiredState.first { $0.sample == nil }!.field
            testState = ""
            notes = ["No tests: the state needs a sample \(missing.type) for '\(missing.name.raw)'; add one to Fixtures.swift and write tests by hand."]
            (storeTests, reducerTests, effectTests) = ([], [], [])
            (hasReducerTests, hasEffectTests) = (false, false)
            return
        }
        testState = "\(name)State(\(StoreTestPlan.stateArguments(module, seeds: [])))"
        notes = screen.actions.compactMap { action in action.untested.map { "\(action.name.raw): \($0)" } } + screen.inputs.compactMap(\.untested)
        storeTests = plan.storeTests()
        reducerTests = plan.reducerTests()
        effectTests = plan.effectTests()
        hasReducerTests = !reducerTests.isEmpty
        hasEffectTests = !effectTests.isEmpty
    }

    /// The effect handler binds an effect's values by their labels; `effect` and `error` are its own names.
    static func handlerLocal(_ label: String) -> String {
        ["effect", "error", "fetched", "self"].contains(label) ? "\(label)Value" : (SwiftNames.keywords.contains(label) ? "`\(label)`" : label)
    }
}

/// How the reducer reads values inside one action's function: state through `state`, parameters as locals.
struct ReducerSpelling {
    let action: Action
    let module: ModuleIR

    /// A parameter's local: its name, unless the reducer names its own value so (`state`, `action`, a response's
    /// `result`, the `fetched` value of its success and the `message` of its failure).
    func local(_ name: Name) -> String {
        ["state", "action", "result", "fetched", "message"].contains(name.raw) ? "\(name.raw)Value" : name.swift
    }

    func value(_ source: ValueSource) -> String {
        switch source {
        case .param(let name): local(name)
        // A derived value is a computed property of the state.
        case .state(let name), .derived(let name): "state.\(name.swift)"
        // Read by the response's success, which binds it.
        case .result: "fetched"
        }
    }

    /// `, category: Category`: the parameters of the action's function after the state.
    func declarations(_ params: [Field]) -> String {
        params.map { param in
            let local = local(param.name)
            return ", " + (local == param.name.swift ? "\(local): \(param.type.swift)" : "\(param.name.label) \(local): \(param.type.swift)")
        }.joined()
    }

    /// `, category: category`
    func arguments(_ params: [Field]) -> String {
        params.map { ", \($0.name.label): \(local($0.name))" }.joined()
    }

    /// `(category: category)`, or nothing without parameters.
    func argumentList(_ params: [Field]) -> String {
        params.isEmpty ? "" : "(" + params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ") + ")"
    }

    /// A value the response needs that the reducer had when it returned the effect: a parameter read after the call
    /// returns (`navigate:`, `then:`), or a requested state the call's success commits (`requestedPage`). It travels in
    /// the effect, as the call's argument that already holds it or as a value of its own (`effectLabel`), and comes back
    /// with the response under its label.
    struct CarriedParameter {
        /// The parameter, or for a requested state its local (`requestedPage`) with the state's type.
        let param: Field
        let effectLabel: String
        /// Whether the effect holds it beside the call's arguments.
        let isExtra: Bool
        /// The requested state it commits, if it is one.
        var commits: Name? = nil
        /// The state an optimistic action's failure restores, where it is what that state held before (`previous`) or
        /// what the `set:` wrote (`optimistic`).
        var restores: (state: Name, isPrevious: Bool)? = nil
    }

    func carriedParameters(after call: Call) -> [CarriedParameter] {
        let params = carried(after: call).map { param in
            if let argument = call.arguments.first(where: { $0.value.reference == .param(param.name) }) {
                return CarriedParameter(param: param, effectLabel: argument.parameter.label, isExtra: false)
            }
            let clashes = call.arguments.contains { $0.parameter.label == param.name.label }
            return CarriedParameter(param: param, effectLabel: clashes ? "\(param.name.raw)Carried" : param.name.label, isExtra: true)
        }
        // An optimistic action's failure restores what each state held before, while it holds what the `set:` wrote.
        let rollbacks = RequestedState.rolledBack(action).flatMap { state -> [CarriedParameter] in
            guard let type = module.stateField(named: state.raw)?.type else { return [] }
            let locals = RequestedState.rollbackLocals(state, in: action, module: module)
            return [(locals.previous, true), (locals.optimistic, false)].map { local, isPrevious in
                let clashes = call.arguments.contains { $0.parameter.label == local }
                return CarriedParameter(
                    param: Field(name: Name(local), type: type), effectLabel: clashes ? "\(local)Carried" : local, isExtra: true,
                    restores: (state, isPrevious))
            }
        }
        // What a store of the result replaces needs no commit, so does not travel.
        let commits = RequestedState.states(of: action, in: module).filter { !call.storedStates.contains($0) }
        let requested = commits.compactMap { state -> CarriedParameter? in
            guard let type = module.stateField(named: state.raw)?.type else { return nil }
            let local = Field(name: Name(RequestedState.local(state, in: action, module: module)), type: type)
            if let argument = call.arguments.first(where: { $0.value.reference == .state(state) }) {
                return CarriedParameter(param: local, effectLabel: argument.parameter.label, isExtra: false, commits: state)
            }
            let clashes = call.arguments.contains { $0.parameter.label == local.name.label }
            return CarriedParameter(param: local, effectLabel: clashes ? "\(local.name.raw)Carried" : local.name.label, isExtra: true, commits: state)
        }
        return params + requested + rollbacks
    }

    /// The parameters read after the call returns (by `navigate:`, `then:` or `remove:`, or all of them where the call can fail:
    /// the failure keeps the action to send again on Retry), in parameter order.
    private func carried(after call: Call) -> [Field] {
        if call.isThrowing { return action.params }
        var read: Set<Name> = []
        if let navigation = action.navigate {
            for argument in navigation.arguments {
                for case .param(let name) in argument.value.references { read.insert(name) }
            }
        }
        if let then = action.then, let next = module.action(named: then.raw) {
            for param in next.params where action.params.contains(where: { $0.name == param.name }) { read.insert(param.name) }
        }
        for store in call.stores {
            if case .remove(let param, _) = store.edit { read.insert(param) }
        }
        return action.params.filter { read.contains($0.name) }
    }
}

extension StoreContext {
    /// Whether some call's response leads to another effect: a `then:` chain calls again after a call.
    static func leadsOn(_ screen: Screen) -> Bool {
        screen.actions.contains { $0.action.call != nil && $0.chain.dropFirst().contains { $0.call != nil } }
    }

    /// Whether some action calls a service and every call is synchronous.
    static func runsAtOnce(_ module: ModuleIR) -> Bool {
        module.actions.contains { $0.call != nil } && !module.actions.contains { $0.call?.isAsync == true }
    }
}

extension StoreContext {
    /// The pattern of `action`, binding only the element its own line is keyed by, and the keys of its waits.
    static func awaits(_ action: ScreenAction, module: ModuleIR) -> Awaits? {
        let spelling = ReducerSpelling(action: action.action, module: module)
        // Each line as the store keys its effects (`StoreActionParts.storeLine`).
        let lines =
            action.isStub
            ? []
            : action.waits.map { wait in
                Wait(line: StoreActionParts.storeLine(wait.line, of: action.action, module: module), reason: wait.reason)
            }
        let waits = lines.map { AwaitedRequest($0, local: spelling.local) }
        guard !waits.isEmpty else { return nil }
        let keyed = lines.compactMap { wait -> Name? in
            if case .item(_, let param, _) = wait.line { param } else { nil }
        }
        let bindings = action.action.params.map { keyed.contains($0.name) ? "let \(spelling.local($0.name))" : "_" }
        let matched = "." + action.name.swift + (keyed.isEmpty ? "" : "(" + bindings.joined(separator: ", ") + ")")
        let keys = "[" + waits.map(\.key).joined(separator: ", ") + "]"
        // A `confirm:` action is dropped as it would ask: no question while its request runs.
        return Awaits(pattern: matched, keys: keys)
    }
}
