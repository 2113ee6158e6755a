import ScaffoldIR
import ScaffoldScreen

// Template keys as data, never a Swift statement: see the note at the top of ScreenContexts.swift.

/// How action bodies reach state, services and navigation in the type that owns them.
protocol BodySpelling {
    /// State as the owner's method `action` reads and writes it (`articles`, `self.query`, `state.articles`).
    func state(_ name: Name, in action: Action) -> String
    /// A call's callee without arguments, as the owner spells it (`newsService.fetchArticles`).
    func callee(_ call: Call, in action: Action) -> String
    /// What navigating writes to or calls (`route`, `navigator`), as the owner spells it in `action`.
    func navigationReceiver(in action: Action) -> String
    /// The member that navigates to `route` (`detail` for an enum case, `showDetail` for a method).
    func navigationMember(_ route: Name) -> String
    /// Where state is one value whose every change is shown (MVP's `state`, `self.state` where a parameter has the
    /// name), so that what a call's success writes is written to a copy and shown once; nil elsewhere.
    func stateValue(in action: Action) -> String?
}

extension BodySpelling {
    func stateValue(in action: Action) -> String? { nil }
}

/// An action as a method of its owner: signature parts and its effects in order.
struct ActionMethod: Codable {
    var name: String
    var rawName: String
    /// `category: Category`
    var parameters: String
    var isAsync: Bool
    var isStub: Bool
    /// `when:` as the owner reads it: the action returns at once unless it holds.
    var condition: String?
    /// `confirm:`: this method only asks; the effects run in a private method once the user confirms.
    var confirmation: ConfirmationAsk?
    /// `calls NewsService.fetchArticles into articles, then runs select`.
    var summary: String
    /// An async action: its body runs as the latest request of its line (`partials/requests.mustache`), so a new
    /// request on the line cancels the one before. A synchronous action's effects are all synchronous.
    var latest: Bool
    /// The key of its request line, a String expression (`"list:statuses"`, `"favorite:\(status.id)"`).
    var requestKey: String
    /// Where its failure shows (`failurePlace(_:in:)`: `.statusRow(status.id)`), recorded with it; nil where the
    /// owner has no places.
    var failurePlace: String?
    /// A page: it does nothing while its list's line is busy (`ScreenAction.waitsForLine`), and its flag
    /// (`isLoadingMoreStatuses`) is true while its request runs.
    var waitsForLine: Bool
    var pageFlag: String?
    /// The requests in flight during which it does nothing (`ScreenAction.waits`).
    var waits: [AwaitedRequest]
    /// The requests it cancels before it writes what they would store (`ScreenAction.cancelledLines`).
    var cancels: CancelledRequests?
    var effects: [EffectStep]
    /// What Retry calls on the owner, from a closure holding it weakly (`self?.{{retryCall}}`), to run the action again
    /// after its call failed, with the arguments it had (`favorite(status: status)`; an action with `confirm:` asks
    /// again). `retryIsAsync`: the call is awaited.
    var retryCall: String
    var retryIsAsync: Bool
    /// The screen's first load, whose call can fail: its success sets `hasLoaded`.
    var marksLoaded = false
    /// The waits for a pause in typing it cancels as it starts (`Screen.pauses(droppedBy:)`, `queryDebounce`): it runs
    /// now, so a wait that would run it again is moot.
    var dropsPauses: [String] = []
    /// An optimistic action keeps what each state its `set:` changes held before (`let previousIsFavorite =
    /// isFavorite`: `target` is the local, `value` the state), before its effects.
    var saves: [AssignmentLine] = []

    /// Every action of the screen as a method, the first load's marking the screen loaded.
    static func all(_ screen: Screen, spelling: some ScreenSpelling) -> [ActionMethod] {
        screen.actions.map { action in
            var method = ActionMethod(action, spelling: spelling, module: screen.module)
            method.marksLoaded = screen.loadCanFail && action.name == screen.loadAction?.name
            method.dropsPauses = screen.pauses(droppedBy: action.name)
            method.failurePlace = ScaffoldEmit.failurePlace(action, in: screen)
            return method
        }
    }

    /// `favorite(status: status)`: the owner's method that runs the action again, as the user's own tap does: an action
    /// with `confirm:` asks its question again (what failed may be a deletion).
    static func retryCall(_ action: Action) -> String {
        "\(action.name.swift)(" + action.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ") + ")"
    }

    init(_ screenAction: ScreenAction, spelling: some ScreenSpelling, module: ModuleIR) {
        let action = screenAction.action
        name = action.name.swift
        rawName = action.name.raw
        parameters = SwiftDecl.parameters(action.params)
        isAsync = action.isAsync
        isStub = action.isStub
        summary = screenAction.summary
        latest = action.isAsync
        requestKey = ScaffoldEmit.requestKey(screenAction.requestLine)
        waitsForLine = screenAction.isAsync && screenAction.waitsForLine
        pageFlag = waitsForLine ? screenAction.pageFlag : nil
        waits = AwaitedRequest.all(screenAction)
        cancels = CancelledRequests(screenAction)
        func stateValue(_ source: ValueSource) -> String {
            switch source {
            case .param(let name): name.swift
            // A derived value is a computed property beside the state: reached the same way.
            case .state(let name), .derived(let name): spelling.state(name, in: action)
            // Read after the call, which kept it (`CallStep.resultDeclaration`).
            case .result: "fetched"
            }
        }
        condition = action.condition?.swift(stateValue)
        confirmation = action.confirmation.map { _ in ConfirmationAsk(action) }
        (retryCall, retryIsAsync) = (Self.retryCall(action), action.isAsync)
        saves = Rollback.saves(screenAction, module: module) { spelling.state($0, in: action) }
        // Once a `set:` is requested, what comes after it until the call reads the requested value.
        var requested: [Name] = []
        var value: (ValueSource) -> String = stateValue
        func arguments(_ bound: [BoundArgument]) -> String {
            bound.map { "\($0.parameter.label): \($0.value.swift(value))" }.joined(separator: ", ")
        }
        effects = screenAction.effects.map { effect in
            var step = EffectStep()
            switch effect {
            case .set(let assignment):
                step.set = AssignmentLine(target: spelling.state(assignment.state, in: action), value: assignment.value.swift(value))
            case .request(let assignment):
                step.request = RequestedValue(assignment, in: action, module: module, value: value)
                requested.append(assignment.state)
                value = RequestedState.reading(requested, in: action, module: module, stateValue)
            case .call(let call, let stops, let commits):
                // Two or more writes to state shown as one value: into a copy, shown once.
                var batch: BatchedWrites?
                if let source = spelling.stateValue(in: action), commits.count + call.stores.count > 1 {
                    batch = BatchedWrites(local: action.params.contains { $0.name.raw == "updated" } ? "updatedState" : "updated", source: source)
                }
                func target(_ state: Name) -> String { batch.map { "\($0.local).\(state.swift)" } ?? spelling.state(state, in: action) }
                step.call = CallStep(
                    call, stores: call.stores.map { StoreStep($0, target: target($0.state), param: { stateValue(.param($0)) }) }, stopsOnFailure: stops,
                    callee: spelling.callee(call, in: action), arguments: arguments(call.arguments),
                    passesResultOn: action.readsResultAfterCall)
                step.call?.commits = commits.map { AssignmentLine(target: target($0), value: RequestedState.local($0, in: action, module: module)) }
                step.call?.batch = batch
                Rollback.add(to: &step.call, screenAction, module: module) { spelling.state($0, in: action) }
                // After the call, state holds what it committed.
                value = stateValue
            case .navigate(let navigation):
                step.navigate = NavigateStep(
                    receiver: spelling.navigationReceiver(in: action), member: spelling.navigationMember(navigation.route),
                    arguments: arguments(navigation.arguments), hasArguments: !navigation.arguments.isEmpty)
            case .then(let next):
                // Parameters bind by name (`Action.thenArguments`): this action's parameters, what its call returned, state.
                let bound = action.thenArguments.map { "\($0.parameter.label): \($0.value.swift(value))" }
                let callee = action.params.contains { $0.name.raw == next.name.raw } ? "self.\(next.name.swift)" : next.name.swift
                step.then = ThenStep(isAsync: next.isAsync, callee: callee, arguments: bound.joined(separator: ", "))
            }
            return step
        }
    }
}

/// One effect of an action: exactly one of the five is set.
struct EffectStep: Codable {
    var set: AssignmentLine?
    var request: RequestedValue?
    var call: CallStep?
    var navigate: NavigateStep?
    var then: ThenStep?
}

struct CallStep: Codable {
    /// The result is kept in `fetched` for the stores, or for what runs after the call (a route's arguments).
    var keepsResult: Bool
    /// `let fetched: Receipt`, declared before a `do` whose `catch` ends the method, where what runs after the call reads
    /// the result (docs/spec.md#results-passed-on): the call assigns it, `fetched = try await …`. Nil elsewhere.
    var resultDeclaration: String?
    /// The requested states the call's success commits (`state = requestedState`), before its stores.
    var commits: [AssignmentLine] = []
    /// Where the commits and stores write to a copy of the state, assigned back once (MVP, whose every change of
    /// `state` renders the view): `var {{local}} = {{source}}` first, `{{source}} = {{local}}` after.
    var batch: BatchedWrites?
    /// Where the result goes once the call returned (`partials/store.mustache`).
    var stores: [StoreStep]
    /// The call returns a value nobody stores: `_ = …`.
    var discardsResult: Bool
    var isThrowing: Bool
    var isAsync: Bool
    /// On failure the action records the error and ends (later effects do not run).
    var stopsOnFailure: Bool
    var callee: String
    var arguments: String
    /// An optimistic action keeps what its `set:` wrote, before the call (`let optimisticIsFavorite = isFavorite`:
    /// `target` is the local).
    var optimisticValues: [AssignmentLine] = []
    /// What its failure (not a cancellation) restores: each state that still holds what the `set:` wrote takes back
    /// what it held before (`Rollback`).
    var restores: [Restore] = []
    var hasRestores = false
}

/// `if isFavorite == optimisticIsFavorite { isFavorite = previousIsFavorite }`.
struct Restore: Codable {
    var target: String
    var optimistic: String
    var previous: String
}

/// What an optimistic action (docs/spec.md#optimistic-updates) keeps and restores, as the owner spells state.
enum Rollback {
    static func saves(_ action: ScreenAction, module: ModuleIR, state: (Name) -> String) -> [AssignmentLine] {
        action.rollbacks.map { AssignmentLine(target: RequestedState.rollbackLocals($0, in: action.action, module: module).previous, value: state($0)) }
    }

    static func add(to call: inout CallStep?, _ action: ScreenAction, module: ModuleIR, state: (Name) -> String) {
        for name in action.rollbacks {
            let locals = RequestedState.rollbackLocals(name, in: action.action, module: module)
            call?.optimisticValues.append(AssignmentLine(target: locals.optimistic, value: state(name)))
            call?.restores.append(Restore(target: state(name), optimistic: locals.optimistic, previous: locals.previous))
            call?.hasRestores = true
        }
    }
}

extension CallStep {
    /// `passesResultOn`: what runs after the call (the route's arguments) reads its result.
    init(_ call: Call, stores: [StoreStep], stopsOnFailure: Bool, callee: String, arguments: String, passesResultOn: Bool = false) {
        let keeps = call.stores.contains(where: \.readsResult) || (passesResultOn && call.returns != nil)
        self.init(
            keepsResult: keeps,
            resultDeclaration: keeps && passesResultOn && call.isThrowing ? call.returns.map { "let fetched: \($0.swift)" } : nil,
            stores: stores, discardsResult: !keeps && call.returns != nil, isThrowing: call.isThrowing,
            isAsync: call.isAsync, stopsOnFailure: stopsOnFailure, callee: callee, arguments: arguments)
    }
}

/// What a call's success does to one piece of state (`partials/store.mustache`): `target = fetched.items`, or an edit of
/// a list's elements (docs/spec.md#collection-edits). Exactly one of the flags is true.
struct StoreStep: Codable {
    var target: String
    /// `fetched`, or a field of it; empty for a removal.
    var value: String
    /// `target = value`.
    var assigns: Bool
    /// `target += value`: a list of elements after the list's.
    var appends: Bool
    /// `target.append(value)`.
    var appendsOne: Bool
    /// `target.insert(contentsOf: value, at: 0)`.
    var prepends: Bool
    /// `target.insert(value, at: 0)`.
    var prependsOne: Bool
    /// The element with `value`'s id takes `value`'s place, where the list has one.
    var replaces: Bool
    /// The elements whose id is `removedID` go.
    var removes: Bool
    /// The id a removal removes (`item.id`, `itemID`).
    var removedID: String?

    /// `param`: a parameter of the action as the owner reads it where the store runs.
    init(_ store: ResultStore, target: String, param: (Name) -> String) {
        self.target = target
        value = store.readsResult ? "fetched" + (store.field.map { ".\($0.swift)" } ?? "") : ""
        (assigns, appends, appendsOne, prepends, prependsOne, replaces, removes) = (false, false, false, false, false, false, false)
        switch store.edit {
        case .assign: assigns = true
        case .append(let one): (appends, appendsOne) = (!one, one)
        case .prepend(let one): (prepends, prependsOne) = (!one, one)
        case .replace: replaces = true
        case .remove(let name, let isID):
            removes = true
            removedID = param(name) + (isID ? "" : ".id")
        }
    }
}

/// A request in flight during which an action does nothing (`ScreenAction.waits`): its line's `key`, a String
/// expression, and the `reason`, the comment above the guard.
struct AwaitedRequest: Codable {
    var key: String
    var reason: String

    init(_ wait: Wait, local: (Name) -> String = \.swift) {
        key = requestKey(wait.line, local: local)
        switch wait.reason {
        case .repeated:
            reason = "A repeat while its request is in flight does nothing: it is not sent twice, and the first result lands."
        case .reads(let action, let states):
            let read = states.map { "'\($0.raw)'" }.joined(separator: ", ")
            reason = "Nothing while \(action.raw) is in flight: it is about to store \(read), which this changes from what it holds."
        }
    }

    static func all(_ action: ScreenAction, local: (Name) -> String = \.swift) -> [AwaitedRequest] {
        action.isStub ? [] : action.waits.map { AwaitedRequest($0, local: local) }
    }
}

/// The request lines an action cancels first (`ScreenAction.cancelledLines`): `keys`, String expressions, and
/// `prefixes`, the start of every key of an action keyed by element (`"removeLine:"`): the cancelling action does not
/// know which elements' requests are in flight, so it cancels each.
struct CancelledRequests: Codable {
    var keys: [String]
    var prefixes: [String]

    init?(_ action: ScreenAction) {
        guard !action.isStub else { return nil }
        self.init(lines: action.cancelledLines)
    }

    /// `key`: how the owner keys a line (the store keys an element's effect by its action where the call sends no id).
    init?(lines: [RequestLine], key: (RequestLine) -> RequestLine = { $0 }) {
        guard !lines.isEmpty else { return nil }
        keys = []
        prefixes = []
        for line in lines.map(key) {
            if let prefix = requestKeyPrefix(line) { prefixes.append(prefix) } else { keys.append(requestKey(line)) }
        }
    }
}

/// `var updated = state` … `state = updated`: a call's writes to state shown as one value, shown once.
struct BatchedWrites: Codable {
    var local: String
    var source: String
}

/// `let requestedNextCursor: String? = nil`: a `set:` the call carries, kept until its success commits it.
struct RequestedValue: Codable {
    var local: String
    var type: String
    var value: String

    init(_ assignment: Assignment, in action: Action, module: ModuleIR, value: (ValueSource) -> String) {
        local = RequestedState.local(assignment.state, in: action, module: module)
        type = module.stateField(named: assignment.state.raw)?.type.swift ?? "Never"
        self.value = assignment.value.swift(value)
    }
}

struct NavigateStep: Codable {
    var receiver: String
    var member: String
    var arguments: String
    var hasArguments: Bool
}

struct ThenStep: Codable {
    var isAsync: Bool
    var callee: String
    var arguments: String
}
