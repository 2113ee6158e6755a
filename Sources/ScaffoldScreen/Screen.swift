import ScaffoldIR

/// What one screen does, decided once for every architecture: the ordered effects of each action and
/// their test cases, how each piece of state is shown (rows or text), which action loads the screen,
/// and the sample values tests use. Architectures only spell it — which type owns which member, what
/// things are called — and never decide again what happens (docs/ARCHITECTURE.md#screen-model).
public struct Screen: Sendable {
    public let module: ModuleIR
    public let actions: [ScreenAction]
    /// What runs when the screen first appears: `events: appear:`, or without `events:` a parameterless `load` or
    /// `refresh`.
    public let loadAction: ScreenAction?
    /// What pull to refresh (and Retry after a failure) runs: `events: refresh:`, or without `events:` the load action.
    public let refreshAction: ScreenAction?
    /// What runs when the last row of the first list appears: `events: reachEnd:` (the next page).
    public let reachEndAction: ScreenAction?
    /// Every piece of state, in spec order, with how the screen shows it.
    public let fields: [ScreenField]
    /// The state the user edits (`inputs:`), in spec order.
    public let inputs: [ScreenInput]
    /// State that is a list of identifiable entities: shown as rows.
    public let rowLists: [RowList]
    /// Actions taking one element of a row list: triggered from a row.
    public let rowEvents: [RowEvent]
    /// State without an initial value (an `init` parameter) and the sample tests pass for it, if there is one.
    public let requiredState: [RequiredState]
    /// What a fresh screen shows: the state whose initial value is a literal, nothing loading, no error,
    /// nothing shown yet, no navigation.
    public let initialExpectations: [Expectation]

    public init(_ module: ModuleIR) {
        self.module = module
        let lists = module.state.compactMap { RowList(field: $0, module: module) }
        rowLists = lists
        rowEvents = module.actions.compactMap { action in
            guard action.params.count == 1 else { return nil }
            let matching = lists.filter { $0.element == action.params[0].type }
            guard let first = matching.first else { return nil }
            return RowEvent(action: action, param: action.params[0], lists: matching, idType: first.idType)
        }
        fields = module.state.map { field in
            ScreenField(state: field, title: Display.title(field.name.raw), rows: lists.first { $0.field.name == field.name })
        }
        requiredState = module.state.filter { $0.initialValue == nil }.map { field in
            RequiredState(
                field: field, sample: SwiftValues.sample(of: field.type, label: field.name.raw, module: module),
                sourceSample: SwiftValues.sourceSample(of: field.type, label: field.name.raw, module: module))
        }
        var actions = module.actions.map { ScreenAction($0, module: module) }
        let loadName = module.loadActionName
        // The load's own call decides whether the screen has loaded: its success tests expect it, its failure tests not.
        if let index = actions.firstIndex(where: { $0.name == loadName }), actions[index].action.call?.isThrowing == true {
            actions[index].tests = actions[index].tests.map { test in
                switch test.kind {
                case .success: test.expecting([.loaded(true)])
                case .failure: test.expecting([.loaded(false)])
                default: test
                }
            }
        }
        self.actions = actions
        func action(_ name: Name?) -> ScreenAction? { name.flatMap { name in actions.first { $0.name == name } } }
        loadAction = action(loadName)
        if let events = module.events {
            refreshAction = action(events.refresh)
            reachEndAction = action(events.reachEnd)
        } else {
            refreshAction = loadAction
            reachEndAction = nil
        }
        inputs = module.inputs.compactMap { input in
            guard let field = module.stateField(named: input.state.raw) else { return nil }
            return ScreenInput(input, field: field, onChange: action(input.onChange), module: module)
        }
        var initial = module.state.compactMap { field in
            field.initialValue.flatMap { Display.isLiteral($0) ? Expectation.state(field.name, equals: .sample($0)) : nil }
        }
        // Derived values as scaffold computes them from the initial state, not as their formula restates them.
        initial += DerivedExpectations.initial(module).map { Expectation.state($0.name, equals: .sample($0.value)) }
        initial += [.notLoading, .noError, .nothingShown]
        if loadAction?.action.call?.isThrowing == true { initial.append(.loaded(false)) }
        if !module.routes.isEmpty { initial.append(.noNavigation) }
        initialExpectations = initial
    }

    public var hasRoutes: Bool { !module.routes.isEmpty }
    /// Some action's call can fail: the owner keeps the failure, and Retry runs the action that failed again.
    public var canFail: Bool { module.actions.contains { $0.call?.isThrowing ?? false } }
    /// The first load's call can fail: the owner tells whether it succeeded (`hasLoaded`). Until then a failure fills
    /// the screen, and a form cannot be submitted (its defaults would overwrite what the server has).
    public var loadCanFail: Bool { loadAction?.action.call?.isThrowing ?? false }
    /// The owner's flag that is true while a page of `list` loads (`isLoadingMoreStatuses`): a view shows a spinner
    /// under the list then, never while the list loads from the start (pull to refresh has its own).
    public static func pageFlag(of list: Name) -> String { "isLoadingMore" + SwiftNames.upperFirst(list.raw) }

    /// Where failures show besides the top of the screen (`FailurePlace.places(in:)`): empty when nowhere else.
    public var failurePlaces: [FailurePlace] { FailurePlace.places(in: module) }

    /// The flag of each list that loads page by page after its elements (`ScreenAction.pageFlag`), each once, in spec order.
    public var pageFlags: [String] { pagedLists.map(Self.pageFlag) }

    /// The lists a page is appended to (`ScreenAction.pageFlag`), each once, in spec order: a view shows a spinner under
    /// each while its page loads.
    public var pagedLists: [Name] {
        var lists: [Name] = []
        for action in actions where action.pageFlag != nil {
            if case .list(let list) = action.requestLine, !lists.contains(list) { lists.append(list) }
        }
        return lists
    }

    /// The lists a page waits for (`ScreenAction.waitsForLine`), each once, in spec order.
    public var waitingLists: [Name] {
        var lists: [Name] = []
        for action in actions where action.waitsForLine {
            if case .list(let list) = action.requestLine, !lists.contains(list) { lists.append(list) }
        }
        return lists
    }
    public var hasServices: Bool { !module.services.isEmpty }
    /// Some input waits for a pause before its `onChange` (`Input.debounceMilliseconds`): the owner sleeps on a clock
    /// it is given (a real one by default, a `TestClock` in tests), so no test waits in real time.
    public var pauses: Bool { inputs.contains { $0.debounceMilliseconds != nil } }
    /// The waits for a pause in typing that running `action` now makes moot: those of the debounced inputs whose
    /// `onChange` it is (each wait would run it again).
    public func pauses(droppedBy action: Name) -> [String] {
        inputs.filter { $0.debounceMilliseconds != nil && $0.onChange?.name == action }.map(\.input.debounceTask)
    }
    /// The screen's search field (`kind: search`), shown as `.searchable` / `UISearchController` rather than as a row.
    public var searchField: ScreenInput? { inputs.first { $0.input.isSearchField } }

    /// The row events of a list: the actions a row of it can trigger, in spec order.
    public func rowEvents(of list: RowList) -> [RowEvent] {
        rowEvents.filter { $0.param.type == list.element && $0.action.placement != .hidden }
    }

    /// What tapping a row of the list does: the first of its row events with `placement: rowTap`, else the first that
    /// navigates and has no placement, if any. Other row events are secondary actions, never a tap.
    public func primaryEvent(of list: RowList) -> RowEvent? {
        let events = rowEvents(of: list)
        return events.first { $0.action.placement == .rowTap } ?? events.first { $0.action.placement == nil && $0.action.navigate != nil }
    }

    /// A row's secondary actions, each also an accessibility action: its swipe actions (the default), and its context
    /// menu's (`placement: contextMenu`).
    public func swipeEvents(of list: RowList) -> [RowEvent] {
        let primary = primaryEvent(of: list)?.action.name
        return rowEvents(of: list).filter { $0.action.name != primary && $0.action.placement != .contextMenu }
    }

    public func contextMenuEvents(of list: RowList) -> [RowEvent] {
        rowEvents(of: list).filter { $0.action.placement == .contextMenu }
    }

    /// Whether every piece of state without an initial value has a sample, so tests can build the screen.
    public var canBuildForTests: Bool { requiredState.allSatisfy { $0.sample != nil } }
}

/// A piece of state without an initial value: whoever builds the screen passes it.
public struct RequiredState: Sendable {
    public let field: StateField
    /// The tests' sample (`fixture()` for entities), if the type has one.
    public let sample: String?
    /// The same value spelled for the module's sources, where `#Preview` builds the screen.
    public let sourceSample: String?
}

/// A piece of state and how it is shown.
public struct ScreenField: Sendable {
    public let state: StateField
    /// `lastSyncedAt` → `Last Synced At`.
    public let title: String
    /// Set when the state is a list of identifiable entities, shown as rows; otherwise it is shown as text.
    public let rows: RowList?
}

/// A piece of state that is a list of identifiable entities: each element is a row with its id and a title.
public struct RowList: Sendable {
    public let field: StateField
    public let entity: Entity
    public let element: TypeRef
    public let idType: TypeRef
    /// What a row shows (`RowDisplay`): the spec's `rows:` for the entity, the rest decided by the screen model.
    public let display: RowDisplay

    init?(field: StateField, module: ModuleIR) {
        guard case .array(let element) = field.type, case .named(let entityName, _, .entity) = element,
            let entity = module.entity(named: entityName), case .structure(let fields) = entity.kind,
            let id = fields.first(where: { $0.name.raw == "id" })
        else { return nil }
        self.field = field
        self.entity = entity
        self.element = element
        idType = id.type
        display = RowDisplay(entity: entity, fields: fields, module: module)
    }

    /// The row's title as text, an expression on `item`.
    public func title(of item: String) -> String { display.title(of: item) }
}

/// An action whose one parameter is an element of a row list: a row triggers it.
public struct RowEvent: Sendable {
    public let action: Action
    public let param: Field
    public let lists: [RowList]
    public let idType: TypeRef

    /// `articleID`: the label of the id a view passes where it does not hold the entity.
    public var idLabel: String { "\(param.name.raw)ID" }
}

/// One action: its effects in the order they run, the actions its `then:` chain runs, and its tests.
public struct ScreenAction: Sendable {
    public let action: Action
    /// `set` (each assignment, at once or requested), `call`, `navigate`, `then`: the order every architecture runs
    /// them in.
    public let effects: [Effect]
    /// The states its `set:` requests: the call carries their new values, which commit with its success
    /// (`RequestedState`).
    public let requestedStates: [Name]
    /// The states an optimistic action's `set:` shows at once and its call's failure restores (`RequestedState.rolledBack`).
    public let rollbacks: [Name]
    /// The action, then each action its `then:` chain runs, each once.
    public let chain: [Action]

    /// How often one run of the action calls `service.operation`: its own call and those of its `then:` chain.
    public func callCount(service: String, operation: Name) -> Int {
        chain.filter { $0.call?.service == service && $0.call?.operation == operation }.count
    }
    /// `calls NewsService.fetchArticles into articles, then runs select`, or `no behaviour yet`.
    public let summary: String
    /// Its success test and, where its call can fail, its failure test; empty when it has none.
    public internal(set) var tests: [ActionTest]
    /// Why it has no tests, when it has none; or what it does that no test of it covers, and why.
    public let untested: String?
    /// It does nothing a test could see: a TODO stub, or an action that only runs stubs.
    public let hasNoEffect: Bool
    /// Neither it nor any action its `then:` chain runs sets state, calls or navigates: all it can do is ask its question.
    public let effectsDoNothing: Bool
    /// Why it has behaviour but no tests, where the spec is to change: `validate` refuses it (`untestableActions`).
    public let refusal: Refusal?
    /// Which requests its request competes with, when it is async.
    public let requestLine: RequestLine
    /// Where a view shows its call's failure.
    public let failurePlace: FailurePlace
    /// The requests in flight during which it does nothing: a repeat of its own, another action's whose result its
    /// `set:` reads (`Wait`).
    public let waits: [Wait]
    /// A repeat while its own request is in flight does nothing.
    public var ignoresRepeats: Bool { waits.contains { $0.reason == .repeated } }
    /// The lines of other actions' requests that store (or commit) state this action's `set:` writes at once: it
    /// cancels the request in flight on each, so a response that arrives after the write never overwrites it (a search
    /// in flight when the user clears the query). An element's line stands for every element's request of its action
    /// (emptying the cart cancels each removal in flight). Each once, in spec order.
    public let cancelledLines: [RequestLine]
    /// A page of a list (its call appends to its line's list, or prepends to it): it does nothing while a load or another
    /// page of its list is in flight.
    public var waitsForLine: Bool {
        guard case .list(let list) = requestLine else { return false }
        return action.call?.stores.contains { $0.state == list && $0.addsPage } ?? false
    }

    /// A page's flag, true while its request is in flight, which a view shows as a spinner under the list
    /// (`isLoadingMoreStatuses`, `Screen.pageFlag(of:)`): for a page appended after the list's elements. Nil for every
    /// other action, a prepended page (older messages, run from a menu) included: it shows as the screen's loading.
    public var pageFlag: String? {
        guard waitsForLine, case .list(let list) = requestLine, action.call?.stores.contains(where: { $0.state == list && $0.appends }) == true
        else { return nil }
        return Screen.pageFlag(of: list)
    }

    /// An action the spec gives behaviour that scaffold cannot test as written.
    public struct Refusal: Sendable, Equatable {
        public enum Part: Sendable, Equatable {
            /// No state scaffold can set up makes its `when:` true.
            case when
            /// Its `then:` chain runs this action, whose own `when:` the tests cannot plan for.
            case then(Name)
        }

        public let part: Part
        public let reason: String
    }

    public var name: Name { action.name }
    public var isAsync: Bool { action.isAsync }
    public var isStub: Bool { action.isStub }

    init(_ action: Action, module: ModuleIR) {
        self.action = action
        let requested = RequestedState.states(of: action, in: module)
        requestedStates = requested
        rollbacks = RequestedState.rolledBack(action)
        var effects = action.assignments.map { requested.contains($0.state) ? Effect.request($0) : Effect.set($0) }
        if let call = action.call {
            // What a store of the result replaces needs no commit of its own.
            let commits = requested.filter { !call.storedStates.contains($0) }
            effects.append(.call(call, stopsOnFailure: action.navigate != nil || action.then != nil, commits: commits))
        }
        if let navigation = action.navigate { effects.append(.navigate(navigation)) }
        if let then = action.then, let next = module.action(named: then.raw) { effects.append(.then(next)) }
        self.effects = effects
        let chain = Self.chain(of: action, in: module)
        self.chain = chain
        summary = Display.describe(action, in: module)
        requestLine = RequestLine(action, in: module)
        failurePlace = FailurePlace(action, requestLine: requestLine, module: module)
        waits = Wait.waits(of: action, on: requestLine, in: module)
        cancelledLines = Self.cancelledLines(by: action, on: requestLine, waits: waits, in: module)
        effectsDoNothing = chain.allSatisfy { $0.assignments.isEmpty && $0.call == nil && $0.navigate == nil }
        let runsOnlyStubs = action.confirmation == nil && chain.count > 1 && effectsDoNothing
        hasNoEffect = action.isStub || runsOnlyStubs
        if action.isStub {
            tests = []
            untested = "no test yet, the spec gives it no behaviour."
            refusal = nil
        } else if runsOnlyStubs {
            // Nothing a test could see happens: a test of it could not fail.
            tests = []
            untested = "no test yet, it only runs actions the spec gives no behaviour (\(chain.dropFirst().map(\.name.raw).joined(separator: ", ")))."
            refusal = nil
        } else {
            var planner = TestPlanner(action: action, chain: chain, module: module, line: requestLine, waits: waits)
            switch planner.tests() {
            case .success(let planned):
                tests = planned
                untested = planner.untested.isEmpty ? nil : planner.untested.joined(separator: "; ")
                refusal = nil
            case .failure(let reason):
                tests = []
                untested = "no test, \(reason.description)"
                refusal = reason.refusal.map { Refusal(part: $0, reason: reason.description) }
            }
        }
    }

    /// The lines `action`'s at-once `set:` overwrites the work of (`cancelledLines`); `line` is its own, `waits` what
    /// it waits for.
    static func cancelledLines(by action: Action, on line: RequestLine, waits: [Wait], in module: ModuleIR) -> [RequestLine] {
        let written = Set(RequestedState.atOnce(action, in: module).map(\.state))
        guard !written.isEmpty else { return [] }
        let own = action.isAsync ? line : nil
        // A line it waits for is never in flight when it writes.
        let waited = waits.map(\.line)
        var lines: [RequestLine] = []
        for other in module.actions where other.isAsync && other.name != action.name {
            guard let call = other.call else { continue }
            // An element's line too (Cart's removal assigns the total that emptying the cart writes): the action does not
            // know the element, so every element's request of that action is cancelled.
            let line = RequestLine(other, in: module)
            let stored = Set(call.storedStates + RequestedState.states(of: other, in: module))
            if line != own, !stored.isDisjoint(with: written), !lines.contains(line), !waited.contains(line) { lines.append(line) }
        }
        return lines
    }

    /// The action, then each action its `then:` chain runs, each once.
    public static func chain(of action: Action, in module: ModuleIR) -> [Action] {
        var chain = [action]
        var current = action
        while let next = current.then.flatMap({ module.action(named: $0.raw) }), !chain.contains(where: { $0.name == next.name }) {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// The success test, if the action has tests.
    public var successTest: ActionTest? { tests.first { $0.kind == .success } }
    public var failureTest: ActionTest? { tests.first { $0.kind == .failure } }
}

public enum Effect: Sendable {
    /// A `set:` that commits at once.
    case set(Assignment)
    /// A `set:` of state the call reads: its value is kept in a local (`RequestedState.local`) that the call's arguments
    /// and later values read, and the state takes it only with the call's success.
    case request(Assignment)
    /// A call; when it throws, a failure is recorded and, if `stopsOnFailure`, the action ends there. On success the
    /// requested states in `commits` take their requested values first, then its result is stored.
    case call(Call, stopsOnFailure: Bool, commits: [Name])
    case navigate(Navigation)
    /// Runs another action, with its parameters bound by name: this action's parameters first, then state.
    case then(Action)
}

extension Screen {
    /// An action whose second run writes what its first wrote, so that the second changes nothing shown: a `set:`
    /// only (no call, navigation, `then:` or question), whose values read nothing it writes, and whose `when:` still
    /// holds after it ran. MVP's test that a render is never repeated runs it twice.
    public var rerunWithoutChange: ScreenAction? {
        actions.first { action in
            let effects = action.action
            guard effects.call == nil, effects.navigate == nil, effects.then == nil, effects.confirmation == nil, !effects.assignments.isEmpty,
                let success = action.successTest
            else { return false }
            let written = Set(effects.assignments.map(\.state.raw))
            guard effects.assignments.allSatisfy({ DerivedExpectations.stateRead(by: $0.value, in: module).isDisjoint(with: written) }) else {
                return false
            }
            return effects.condition.map { ConditionSeeds.holds($0, in: module, seeds: success.seeds, afterSets: effects.assignments) } ?? true
        }
    }
}
