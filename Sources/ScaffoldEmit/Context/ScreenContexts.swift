import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec

// Template keys that spell the screen model — action bodies, invocations and tests — as data. No value
// here is a Swift statement: templates and their partials (`partials/expect.mustache`, …) write the
// statements, so a template set decides how every body and every test reads.

/// How one architecture spells the screen model: who owns state, services, navigation, loading and errors,
/// and how its tests reach them. Each architecture decides only spelling, never what happens.
typealias ScreenSpelling = BodySpelling & TestSpelling

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
}

/// How tests act on a subject, script its mocks and check the screen's expectations.
protocol TestSpelling {
    /// The subject's method call a test acts with, without arguments (`viewModel.load`).
    func act(_ action: Action) -> String
    /// The call that answers the question a `confirm:` action asked: `viewModel.confirm()`, `viewModel.cancelConfirmation()`.
    func answer(confirmed: Bool) -> String
    /// The edit of an input to `value` (a Swift expression of the state's type): `viewModel.didChangeQuery("query")`.
    func edit(_ input: Input, value: String) -> String
    /// What the act passes for a test's argument (by default its local).
    func argument(_ argument: TestArgument) -> String
    /// The stem of the members of the mock a test reaches an operation through (`mocks.newsService.fetchArticles`).
    func mock(_ service: String, _ operation: Name) -> String
    /// The mock a test reaches a service's calls through (`mocks.newsService`), to hold and release them.
    func mockObject(_ service: String) -> String
    /// The local and the expression a test reads state into before acting, for the states it compares.
    func captures(_ names: [Name]) -> [Capture]
    /// A value an expectation compares with (by default: the argument's local, a capture `<name>Before`, a sample).
    func value(_ value: TestValue) -> String
    /// How the architecture checks one expectation of the screen: none where it has nothing that shows it
    /// (MVVM has no view to ask what it was told), or more than one.
    func expectations(_ expectation: Expectation) -> [ExpectationContext]
    /// The error tests script into mocks (`SwiftDecl.testFailure`).
    var testFailure: String { get }
    /// The act that runs an action with `arguments` (`category: category`), and whether a test awaits it. By default
    /// `act(_:)` called with them, awaited when the action is async.
    func invocation(_ action: ScreenAction, arguments: String) -> (expression: String, awaits: Bool)
    /// The act that edits an input to `value`, and whether a test awaits it. By default `edit(_:value:)`, whose task a
    /// test awaits when `onChange` is async.
    func editAct(_ input: ScreenInput, value: String) -> (expression: String, awaits: Bool)
    /// The act that answers a `confirm:` question, and whether a test awaits it (`awaits`: what the plan says).
    func answerAct(confirmed: Bool, awaits: Bool) -> (expression: String, awaits: Bool)
}

extension TestSpelling {
    func argument(_ argument: TestArgument) -> String { argument.local }

    func invocation(_ action: ScreenAction, arguments: String) -> (expression: String, awaits: Bool) {
        (act(action.action) + "(\(arguments))", action.isAsync)
    }

    func editAct(_ input: ScreenInput, value: String) -> (expression: String, awaits: Bool) {
        // An async `onChange` runs in the task the edit event returns: the test waits for it.
        (edit(input.input, value: value) + (input.isAsync ? ".value" : ""), input.isAsync)
    }

    func answerAct(confirmed: Bool, awaits: Bool) -> (expression: String, awaits: Bool) {
        (answer(confirmed: confirmed), awaits)
    }

    func value(_ value: TestValue) -> String {
        switch value {
        case .argument(let local): local
        case .before(let name): "\(name.raw)Before"
        case .sample(let expression): expression
        case .expression(let expression, let values): substituted(expression, values)
        case .appending(let base, let arrays): ([self.value(base)] + arrays).joined(separator: " + ")
        }
    }

    /// An expression of the spec with each name replaced by the test's value of it, parenthesized where an operator
    /// would otherwise bind differently: `(pageBefore + 1)` beside `==`, `offsetBefore - (pageBefore + 1)`.
    func substituted(_ expression: Expression, _ values: [ValueSource: TestValue]) -> String {
        let text = expression.swift { source in
            guard let inner = values[source] else { return source.name.swift }
            if case .expression(let nested, let nestedValues) = inner, case .binary = nested { return substituted(nested, nestedValues) }
            if case .expression(let nested, let nestedValues) = inner { return "(\(substituted(nested, nestedValues)))" }
            return value(inner)
        }
        if case .binary = expression { return "(\(text))" }
        return text
    }

    /// What a test scripts for its action's own call: `…Result = .success(sample)`, `…ReturnValue = sample`, or a failure.
    func script(_ script: Script) -> AssignmentLine? {
        let mock = mock(script.call.service, script.call.operation)
        switch script.outcome {
        case .value(let sample):
            return script.call.isThrowing
                ? AssignmentLine(target: mock + "Result", value: ".success(\(sample))") : AssignmentLine(target: mock + "ReturnValue", value: sample)
        case .failure:
            return AssignmentLine(target: mock + "Result", value: ".failure(\(testFailure)())")
        case .cancelled:
            return AssignmentLine(target: mock + "Result", value: ".failure(CancellationError())")
        }
    }

    /// What a test arranges for its steps: calls held open, results queued.
    func arrangement(_ step: TestStep) -> AssignmentLine? {
        switch step {
        case .holdCalls(let service):
            return AssignmentLine(target: mockObject(service) + ".holdsCalls", value: "true")
        case .queue(let service, let operation, let isThrowing, let values):
            let queued = values.map { isThrowing ? ".success(\($0))" : $0 }.joined(separator: ", ")
            return AssignmentLine(target: mock(service, operation) + (isThrowing ? "QueuedResults" : "QueuedReturnValues"), value: "[\(queued)]")
        default:
            return nil
        }
    }

    /// A step as the statements a test runs; `call` is the action with the test's arguments, `input` the input a test
    /// of an edit edits.
    func acts(_ step: TestStep, call: String, awaits: Bool, input: ScreenInput? = nil) -> [TestCase.Act] {
        switch step {
        case .holdCalls, .queue:
            return []
        case .answer(let confirmed, let awaits):
            let answer = answerAct(confirmed: confirmed, awaits: awaits)
            return [TestCase.Act(awaits: answer.awaits, tries: false, expression: answer.expression)]
        case .act:
            return [TestCase.Act(awaits: awaits, tries: false, expression: call)]
        case .edit(_, let value):
            guard let input else { return [] }
            let edit = editAct(input, value: value)
            return [TestCase.Act(awaits: edit.awaits, tries: false, expression: edit.expression)]
        case .start(let local):
            return [TestCase.Act(awaits: true, tries: false, binds: local, inTask: true, expression: call)]
        case .waitUntilHeld(let service, let count):
            return [TestCase.Act(awaits: true, tries: false, expression: "\(mockObject(service)).waitUntilHeld(\(count))")]
        case .release(let service, let newest):
            return [TestCase.Act(awaits: false, tries: false, expression: "\(mockObject(service)).releaseHeldCall(newest: \(newest))")]
        case .finish(let local):
            return [TestCase.Act(awaits: true, tries: false, expression: "\(local).value")]
        case .expect(let expectation):
            return expectations(expectation).map { TestCase.Act(awaits: false, tries: false, expectation: $0, expression: "") }
        }
    }

    /// The expectations every mock spells alike: which calls an operation recorded, and how many.
    func callExpectation(_ expectation: Expectation) -> ExpectationContext? {
        switch expectation {
        case .calls(let service, let operation, let arguments, true): .equals(mock(service, operation) + "Calls", "[\(recordedCall(arguments))]")
        case .calls(let service, let operation, let arguments, false): .equals(mock(service, operation) + "Calls.first", recordedCall(arguments))
        case .callCount(let service, let operation, let count): .equals(mock(service, operation) + "CallCount", "\(count)")
        default: nil
        }
    }

    /// The expectations of an owner that holds the state, loading, the failure, the route and the question itself,
    /// read through `owner` (MVVM's `viewModel`, the store's `store.state`); calls are checked on the mocks. The view
    /// observes the owner: there is no view to ask what it was told.
    func ownerExpectations(_ expectation: Expectation, owner: String) -> [ExpectationContext] {
        if let call = callExpectation(expectation) { return [call] }
        switch expectation {
        case .state(let name, let expected): return [.equals("\(owner).\(name.swift)", value(expected))]
        case .calls, .callCount: return []
        case .noError: return [.equals("\(owner).errorMessage", "nil")]
        case .error: return [.differs("\(owner).errorMessage", "nil")]
        case .route(let route, let arguments, true): return [.equals("\(owner).route", ".\(route.swift)\(argumentList(arguments))")]
        case .route, .navigations: return [.differs("\(owner).route", "nil")]
        case .noNavigation: return [.equals("\(owner).route", "nil")]
        case .notLoading: return [.equals("\(owner).isLoading", "false")]
        case .loading: return [.holds("\(owner).isLoading")]
        case .loadingShown, .stateShown, .nothingShown: return []
        case .confirmationAsked(let name, let arguments): return [.equals("\(owner).confirmation", ".\(name.swift)\(argumentList(arguments))")]
        case .noConfirmation: return [.equals("\(owner).confirmation", "nil")]
        }
    }

    /// `(category: selected)`, or nothing without arguments.
    func argumentList(_ arguments: [LabeledValue]) -> String {
        arguments.isEmpty ? "" : "(" + arguments.map { "\($0.label): \(value($0.value))" }.joined(separator: ", ") + ")"
    }

    /// `.init(category: selected)`: a mock's recorded call.
    func recordedCall(_ arguments: [LabeledValue]) -> String {
        ".init(" + arguments.map { "\($0.label): \(value($0.value))" }.joined(separator: ", ") + ")"
    }
}

/// `mocks.newsService.fetchArticles` → the stem of the mock's members (`fetchArticlesCalls`, `fetchArticlesResult`).
func mockProperty(_ operation: Name) -> String {
    SwiftNames.lowerFirst(SwiftNames.upperFirst(operation.raw))
}

/// `#expect(actual)`, `#expect(actual == expected)`, or that a call throws: written by `partials/expect.mustache`.
struct ExpectationContext: Codable {
    var actual: String
    var comparison: Comparison?
    var throwing: Throwing?

    /// `await #expect(throws: NewsListTestFailure.self) { try await model.load() }`
    struct Throwing: Codable {
        var error: String
        var awaits: Bool
        var tries: Bool
        var call: String
    }

    struct Comparison: Codable {
        var `operator`: String
        var expected: String
    }

    static func equals(_ actual: String, _ expected: String) -> ExpectationContext {
        ExpectationContext(actual: actual, comparison: Comparison(operator: "==", expected: expected))
    }

    static func differs(_ actual: String, _ expected: String) -> ExpectationContext {
        ExpectationContext(actual: actual, comparison: Comparison(operator: "!=", expected: expected))
    }

    static func holds(_ actual: String) -> ExpectationContext {
        ExpectationContext(actual: actual, comparison: nil)
    }

    static func throwsError(_ error: String, awaits: Bool, call: String) -> ExpectationContext {
        ExpectationContext(actual: "", comparison: nil, throwing: Throwing(error: error, awaits: awaits, tries: true, call: call))
    }
}

/// `var name: Type = initialValue`: a stored property.
struct StateProperty: Codable {
    var name: String
    var type: String
    var initialValue: String?
}

/// `name: Type`: a field of a generated type.
struct TypedName: Codable {
    var name: String
    var type: String
}

/// An injected dependency (`newsService: any NewsService`), or a test's mock of one.
struct Dependency: Codable {
    var property: String
    var type: String
}

/// `label: value,` — one argument of a multi-line call; `comma` is empty after the last.
struct LabeledArgument: Codable {
    var label: String
    var value: String
    var comma: String
}

/// A case of a mock's `Call` enum and the method that records it: `case showDetail(article: Article)`.
struct CallCase: Codable {
    var method: String
    /// `article: NewsList.Article`
    var parameters: String
    var hasParameters: Bool
    /// `article: article`
    var arguments: String
}

/// `let local: type = value`: a test's argument.
struct Local: Codable {
    var local: String
    var type: String
    var value: String
}

/// `let local = value`: state a test reads before acting.
struct Capture: Codable {
    var local: String
    var value: String
}

/// `target = value`, spelled in Swift for a template (not the IR's `Assignment`, a spec's `set:`).
struct AssignmentLine: Codable {
    var target: String
    var value: String
}

/// A call from a view or a test: `partials/invoke.mustache` runs an async one in a `Task`.
struct Invocation: Codable {
    var isAsync: Bool
    /// `viewModel.load()`: a call expression.
    var expression: String
    /// The action's name as a title, for buttons.
    var title: String
    /// It destroys data or ends the session: its button has the destructive role (`Screen.isDestructive`).
    var isDestructive: Bool

    init(_ action: Action, on receiver: String, arguments: String) {
        self.init(action, expression: "\(receiver).\(action.name.swift)(\(arguments))", isAsync: action.isAsync)
    }

    init(_ action: Action, expression: String, isAsync: Bool) {
        self.isAsync = isAsync
        self.expression = expression
        title = Display.title(action.name.raw)
        isDestructive = Screen.isDestructive(action)
    }
}

/// The keys of the views that observe the screen's owner directly (`ObservedView`, `ObservedViewController` in
/// `Templates/shared`): MVVM's view model and the store.
struct ObservedViewKeys: Codable {
    /// The property and `init` label holding the owner (`viewModel`, `store`), and its type.
    var owner: String
    var ownerType: String
    /// What state, loading, the failure and the route are read through (`viewModel`, `store.state`), in words for the
    /// docs (`the view model's state`).
    var observed: String
    var rendered: String
    /// `NewsListViewModel.Route`, and the binding a SwiftUI destination presents with.
    var routeType: String
    var routeBinding: String
    /// What the view controller sends once it took the route, where it does not set `route` to nil itself.
    var routeDismissal: String?
    /// What the SwiftUI view awaits when it appears, and what the view controller starts.
    var appear: ViewCall?
    var appearNow: ViewCall?
    /// The store's views: edits sent as actions, bindings made from the state.
    var sendsEdits: Bool
    var declaresBinding: Bool
    /// The owner `#Preview` shows, on the preview services; nil when a required piece of state has no sample.
    var previewOwner: String?
}

/// A call a view makes: `partials/invoke.mustache` starts an async one in a `Task`.
struct ViewCall: Codable {
    var expression: String
    var isAsync: Bool
}

/// How a view invokes an action with arguments (`article: article`): by default a method of `receiver`.
typealias Invoke = (_ action: Action, _ arguments: String) -> Invocation

func invoking(on receiver: String) -> Invoke {
    { action, arguments in Invocation(action, on: receiver, arguments: arguments) }
}

/// A piece of state as a view shows it, under its title: exactly one of the kinds is set (`ShownValue`).
struct ValueRow: Codable {
    /// Its place among the values, from 0: UIKit rows are keyed by it.
    var index: Int
    var title: String
    /// A `String` expression.
    var text: String?
    /// A `Bool` expression: a check mark.
    var flag: String?
    /// A `URL` expression: a link.
    var link: String?
    /// A `URL?` expression: a link or a placeholder.
    var optionalLink: String?

    init(index: Int, title: String, shown: ShownValue) {
        self.index = index
        self.title = title
        switch shown {
        case .text(let value): text = value
        case .flag(let value): flag = value
        case .link(let value): link = value
        case .optionalLink(let value): optionalLink = value
        }
    }
}

/// The toolbar of a view (`Screen.toolbar`): its one primary button and the menu of the rest.
struct ToolbarContext: Codable {
    var primaryAction: Invocation?
    var menuActions: [Invocation]
    var hasMenu: Bool
    var hasToolbar: Bool
    /// What pull to refresh (and Retry after a failure) runs: the load action, called directly.
    var refreshAction: Invocation?

    /// `refresh`: how pull to refresh invokes its action, which it waits for (by default as any other).
    init(_ screen: Screen, invoke: Invoke, refresh: Invoke? = nil) {
        let toolbar = screen.toolbar
        primaryAction = toolbar.primary.map { invoke($0.action, "") }
        menuActions = toolbar.menu.map { invoke($0.action, "") }
        hasMenu = !menuActions.isEmpty
        hasToolbar = primaryAction != nil || hasMenu
        refreshAction = screen.refreshAction.map { action in refresh.map { $0(action.action, "") } ?? invoke(action.action, "") }
    }

    init(_ screen: Screen, receiver: String) {
        self.init(screen, invoke: invoking(on: receiver))
    }
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
    /// An async action: its body runs as the action's latest request (`partials/requests.mustache`), so a new
    /// request cancels the one before. A synchronous action's effects are all synchronous.
    var latest: Bool
    var effects: [EffectStep]

    init(_ screenAction: ScreenAction, spelling: some ScreenSpelling, module: ModuleIR) {
        let action = screenAction.action
        name = action.name.swift
        rawName = action.name.raw
        parameters = SwiftDecl.parameters(action.params)
        isAsync = action.isAsync
        isStub = action.isStub
        summary = screenAction.summary
        latest = action.isAsync
        func value(_ source: ValueSource) -> String {
            switch source {
            case .param(let name): name.swift
            // A derived value is a computed property beside the state: reached the same way.
            case .state(let name), .derived(let name): spelling.state(name, in: action)
            }
        }
        func arguments(_ bound: [BoundArgument]) -> String {
            bound.map { "\($0.parameter.label): \($0.value.swift(value))" }.joined(separator: ", ")
        }
        condition = action.condition?.swift(value)
        confirmation = action.confirmation.map { _ in ConfirmationAsk(action) }
        effects = screenAction.effects.map { effect in
            var step = EffectStep()
            switch effect {
            case .set(let assignment):
                step.set = AssignmentLine(target: spelling.state(assignment.state, in: action), value: assignment.value.swift(value))
            case .call(let call, let stops):
                step.call = CallStep(
                    call, stores: call.stores.map { StoreStep($0, target: spelling.state($0.state, in: action)) }, stopsOnFailure: stops,
                    callee: spelling.callee(call, in: action), arguments: arguments(call.arguments))
            case .navigate(let navigation):
                step.navigate = NavigateStep(
                    receiver: spelling.navigationReceiver(in: action), member: spelling.navigationMember(navigation.route),
                    arguments: arguments(navigation.arguments), hasArguments: !navigation.arguments.isEmpty)
            case .then(let next):
                // Parameters bind by name: this action's parameters first, then state.
                let bound = next.params.map { param in
                    let source: ValueSource = action.params.contains { $0.name == param.name } ? .param(param.name) : .state(param.name)
                    return "\(param.name.label): \(value(source))"
                }
                let callee = action.params.contains { $0.name.raw == next.name.raw } ? "self.\(next.name.swift)" : next.name.swift
                step.then = ThenStep(isAsync: next.isAsync, callee: callee, arguments: bound.joined(separator: ", "))
            }
            return step
        }
    }
}

/// What a `confirm:` action's method does instead of its effects: it stores the question (`pending`); `perform` is
/// the private method that runs the effects once the user confirms.
struct ConfirmationAsk: Codable {
    /// `.remove(item: item)`: the case of the owner's `Confirmation` enum this action waits as.
    var pending: String
    /// `performRemove`.
    var perform: String

    init(_ action: Action) {
        let arguments = action.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")
        pending = ".\(action.name.swift)" + (action.params.isEmpty ? "" : "(\(arguments))")
        perform = ConfirmationCase.performName(action)
    }
}

/// A case of the owner's `Confirmation` enum (`partials/confirmations.mustache`): an action waiting for the user.
struct ConfirmationCase: Codable {
    /// `remove(item: Item)`.
    var declaration: String
    var name: String
    /// The question, as a Swift string literal.
    var message: String
    /// `.remove(let item)`.
    var pattern: String
    /// `performRemove(item: item)`: runs the action's effects.
    var perform: String
    var isAsync: Bool
    /// The action's name in words, for the button that confirms.
    var title: String
    var isDestructive: Bool

    /// `parameters`: the action's parameters as its owner declares them (`item: Item`).
    init(_ action: Action, parameters: String) {
        name = action.name.swift
        declaration = action.params.isEmpty ? name : "\(name)(\(parameters))"
        message = SwiftLiteral.string(action.confirmation ?? "")
        pattern = ".\(name)" + (action.params.isEmpty ? "" : "(" + action.params.map { "let \($0.name.swift)" }.joined(separator: ", ") + ")")
        perform = Self.performName(action) + "(" + action.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ") + ")"
        isAsync = action.isAsync
        title = Display.title(action.name.raw)
        isDestructive = Screen.isDestructive(action)
    }

    static func performName(_ action: Action) -> String { "perform" + SwiftNames.upperFirst(action.name.raw) }
}

/// The owner's confirmations: the `Confirmation` enum's cases, and whether `confirm()` is async.
struct Confirmations: Codable {
    var confirmations: [ConfirmationCase]
    var hasConfirmations: Bool
    var confirmIsAsync: Bool

    init(_ actions: [Action], parameters: (Action) -> String) {
        confirmations = actions.filter { $0.confirmation != nil }.map { ConfirmationCase($0, parameters: parameters($0)) }
        hasConfirmations = !confirmations.isEmpty
        confirmIsAsync = confirmations.contains(where: \.isAsync)
    }
}

/// A test's own state owner (view model, interactor), built with the state the test starts from.
enum SeededState {
    /// `newsService: mocks.newsService, query: "query", userID: UUID(…)`: the owner's `init` arguments in a test: each
    /// service's mock, then state in spec order — each seed, and the sample of required state not seeded.
    static func initArguments(_ module: ModuleIR, seeds: [Seed]) -> String {
        let services = module.services.map { "\(SwiftNames.lowerFirst($0.name)): mocks.\(SwiftNames.lowerFirst($0.name))" }
        let state = module.state.compactMap { field -> String? in
            if let seed = seeds.first(where: { $0.state == field.name }) { return "\(field.name.label): \(seed.value)" }
            guard field.initialValue == nil else { return nil }
            return SwiftValues.sample(of: field.type, label: field.name.raw, module: module).map { "\(field.name.label): \($0)" }
        }
        return (services + state).joined(separator: ", ")
    }
}

/// The first load: `viewDidLoad` runs the load action the first time the screen appears.
struct FirstLoad: Codable {
    var rawName: String
    var callee: String
    var isAsync: Bool

    init(_ load: ScreenAction) {
        rawName = load.name.raw
        callee = load.name.swift
        isAsync = load.isAsync
    }
}

/// One effect of an action: exactly one of the four is set.
struct EffectStep: Codable {
    var set: AssignmentLine?
    var call: CallStep?
    var navigate: NavigateStep?
    var then: ThenStep?
}

struct CallStep: Codable {
    /// The result is kept in `fetched` for the stores.
    var keepsResult: Bool
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
}

extension CallStep {
    init(_ call: Call, stores: [StoreStep], stopsOnFailure: Bool, callee: String, arguments: String) {
        self.init(
            keepsResult: !stores.isEmpty, stores: stores, discardsResult: stores.isEmpty && call.returns != nil, isThrowing: call.isThrowing,
            isAsync: call.isAsync, stopsOnFailure: stopsOnFailure, callee: callee, arguments: arguments)
    }
}

/// `target = fetched.items`, or with `appends` `target += fetched.items`: a call's result (or a field of it) stored.
struct StoreStep: Codable {
    var target: String
    /// `fetched`, or a field of it.
    var value: String
    var appends: Bool

    init(_ store: ResultStore, target: String) {
        self.target = target
        value = "fetched" + (store.field.map { ".\($0.swift)" } ?? "")
        appends = store.appends
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

/// One test function: arrange (arguments, values, subjects, captured state, scripts), act, expectations.
struct TestCase: Codable {
    var name: String
    var title: String
    var isAsync: Bool
    var isThrowing: Bool
    /// `let local: Type = sample`, one per argument.
    var arguments: [Local]
    /// `let local = value`: values the subjects are built from.
    var values: [Capture]
    /// `var local: Type = value`: what the test's closures record into.
    var variables: [Local]
    /// `let sut = makeSUT(…)`, for templates whose tests name their subjects (empty where the template binds its own).
    var subjects: [Capture] {
        didSet { hasArrange = arranges }
    }
    var captures: [Capture]
    var scripts: [AssignmentLine]
    /// Whether anything precedes the acts (so templates put a blank line between them).
    var hasArrange: Bool
    var acts: [Act]
    var hasActs: Bool
    var expectations: [ExpectationContext]

    struct Act: Codable {
        var awaits: Bool
        var tries: Bool
        /// `let result = …`: the local the call's result is kept in.
        var binds: String?
        /// `_ = …`: a result the test does not look at, discarded (given as `binds: "_"`).
        var discards: Bool
        /// An expectation between statements, written by the `expect` partial: that a call throws
        /// (`#expect(throws: NewsListTestFailure.self) { … }`, `expression` is the call), or any other check
        /// (`expression` is empty).
        var expectation: ExpectationContext?
        /// The call starts in a task of its own (`Task { await … }`), kept in `binds`, and the test goes on.
        var inTask: Bool
        var expression: String

        init(
            awaits: Bool, tries: Bool, binds: String? = nil, expectation: ExpectationContext? = nil, inTask: Bool = false, expression: String
        ) {
            self.awaits = awaits
            self.tries = tries
            self.binds = binds == "_" ? nil : binds
            discards = binds == "_"
            self.inTask = inTask
            self.expectation = expectation
            self.expression = expression
        }
    }

    init(
        name: String, title: String, isAsync: Bool, isThrowing: Bool = false, arguments: [Local] = [], values: [Capture] = [],
        variables: [Local] = [], subjects: [Capture] = [], captures: [Capture] = [], scripts: [AssignmentLine] = [], acts: [Act] = [],
        expectations: [ExpectationContext]
    ) {
        self.name = name
        self.title = title
        // A test that awaits anything is async, whatever its action is: confirming a synchronous action is async when
        // another `confirm:` action of the module is (found by scaffold-fuzz).
        self.isAsync = isAsync || acts.contains(where: \.awaits)
        self.isThrowing = isThrowing
        self.arguments = arguments
        self.values = values
        self.variables = variables
        self.subjects = subjects
        self.captures = captures
        self.scripts = scripts
        self.acts = acts
        hasActs = !acts.isEmpty
        hasArrange = false
        self.expectations = expectations
        hasArrange = arranges
    }

    /// A test of an action of the screen model; `subjects` for templates whose tests name them.
    init(_ test: ActionTest, of action: ScreenAction, spelling: some TestSpelling, subjects: [Capture] = [], values: [Capture] = []) {
        let invocation = spelling.invocation(
            action, arguments: test.arguments.map { "\($0.param.name.label): \(spelling.argument($0))" }.joined(separator: ", "))
        let acts =
            test.steps.isEmpty
            ? [Act(awaits: invocation.awaits, tries: false, expression: invocation.expression)]
            : test.steps.flatMap { spelling.acts($0, call: invocation.expression, awaits: invocation.awaits) }
        self.init(
            name: test.name, title: test.title, isAsync: action.isAsync,
            arguments: test.arguments.map { Local(local: $0.local, type: $0.type, value: $0.sample) },
            values: values + test.values.map { Capture(local: $0.name, value: $0.expression) },
            subjects: subjects,
            captures: spelling.captures(test.captures),
            scripts: (test.script.flatMap(spelling.script).map { [$0] } ?? []) + test.steps.compactMap(spelling.arrangement),
            acts: acts,
            expectations: test.expectations.flatMap(spelling.expectations))
    }

    /// The test of editing an input (`ActionTest.Kind.edited`); `subjects` for templates whose tests name them.
    init(_ test: ActionTest, of input: ScreenInput, spelling: some TestSpelling, subjects: [Capture] = [], values: [Capture] = []) {
        self.init(
            name: test.name, title: test.title, isAsync: input.isAsync, values: values + test.values.map { Capture(local: $0.name, value: $0.expression) },
            subjects: subjects, captures: spelling.captures(test.captures),
            scripts: (test.script.flatMap(spelling.script).map { [$0] } ?? []) + test.steps.compactMap(spelling.arrangement),
            acts: test.steps.flatMap { spelling.acts($0, call: "", awaits: input.isAsync, input: input) },
            expectations: test.expectations.flatMap(spelling.expectations))
    }

    /// Whether anything is arranged before the acts.
    private var arranges: Bool {
        !(arguments.isEmpty && values.isEmpty && variables.isEmpty && subjects.isEmpty && captures.isEmpty && scripts.isEmpty)
    }

    /// Whether any arranged value, act or expectation uses `text`.
    func mentions(_ text: String) -> Bool {
        let values =
            arguments.map(\.value) + (self.values + subjects + captures).map(\.value) + scripts.flatMap { [$0.target, $0.value] }
            + (expectations + acts.compactMap(\.expectation)).flatMap { [$0.actual, $0.comparison?.expected ?? ""] } + acts.map(\.expression)
        return values.contains { $0.contains(text) }
    }
}

/// A list of identifiable entities as a view shows it: one row per element, keyed by its id.
struct ListRows: Codable {
    /// The state property (`articles`); also the list's row-case name in UIKit views.
    var name: String
    /// Its section in a UIKit table: after the failure (0) and the values (1).
    var section: Int
    var title: String
    /// `No Articles`: what the empty list shows.
    var emptyTitle: String
    /// The list as the view reads it (`viewModel.articles`).
    var source: String
    /// The local an element is bound to (`article`), and its title as text (an expression on it).
    var item: String
    var rowTitle: String
    /// The element's Swift type (`Article`), and its id's: rows are keyed by it.
    var elementType: String
    var idType: String
    /// What tapping a row runs: the first row action that navigates.
    var primary: Invocation?
    /// The row's actions: swipe actions and accessibility actions.
    var rowActions: [Invocation]
    var hasRowActions: Bool
    /// What the last row's appearing runs (`events: reachEnd:`), on the screen's first list only.
    var reachEnd: Invocation?
}

/// How one architecture's view reads a row list: the list, the local a row is bound to, the row's title and
/// type, and what a row action is passed.
struct RowSpelling {
    var source: String
    var item: String
    var rowTitle: String
    var elementType: String
    /// `article: article`, `articleID: row.id`.
    var argument: (RowEvent) -> String
}

/// The keys every view template reads (`toolbar`, `values`, `lists`, `screenEmptyTitle`; docs/template-context.md#views),
/// laid out once from the screen; each architecture says only how its view reaches actions, values and rows.
struct ViewKeys {
    let toolbar: ToolbarContext
    let values: [ValueRow]
    let lists: [ListRows]
    let screenEmptyTitle: String

    init(_ screen: Screen, receiver: String, value: (ScreenField) -> ShownValue, rows: (ScreenField, RowList) -> RowSpelling) {
        self.init(screen, invoke: invoking(on: receiver), value: value, rows: rows)
    }

    init(
        _ screen: Screen, invoke: Invoke, refresh: Invoke? = nil, value: (ScreenField) -> ShownValue,
        rows: (ScreenField, RowList) -> RowSpelling
    ) {
        toolbar = ToolbarContext(screen, invoke: invoke, refresh: refresh)
        values = screen.valueFields.enumerated().map { index, field in ValueRow(index: index, title: field.title, shown: value(field)) }
        lists = screen.listFields.enumerated().compactMap { index, field in
            guard let list = field.rows else { return nil }
            let spelling = rows(field, list)
            func invokeRow(_ event: RowEvent) -> Invocation { invoke(event.action, spelling.argument(event)) }
            let primary = screen.primaryEvent(of: list)
            let rowActions = screen.rowEvents(of: list).filter { $0.action.name != primary?.action.name }.map(invokeRow)
            // Sections 0 and 1 of a UIKit table are the failure and the values.
            return ListRows(
                name: field.state.name.swift, section: index + 2, title: field.title, emptyTitle: Screen.emptyTitle(of: field),
                source: spelling.source, item: spelling.item, rowTitle: spelling.rowTitle, elementType: spelling.elementType,
                idType: list.idType.swift, primary: primary.map(invokeRow), rowActions: rowActions, hasRowActions: !rowActions.isEmpty,
                reachEnd: index == 0 ? screen.reachEndAction.map { invoke($0.action, "") } : nil)
        }
        screenEmptyTitle = screen.emptyTitle
    }
}

/// What `#Preview` builds a screen with: the in-memory `Preview<Service>` of each service, and the sources' sample of
/// each piece of state the screen needs to start. Nil when one of those has no sample (a type from `imports:`): the
/// view then has no preview, as its owner has no tests.
struct PreviewArguments {
    /// `newsService: PreviewNewsService()`
    let services: [String]
    /// `userID: UUID(uuidString: "…")!`
    let state: [String]

    init?(_ screen: Screen) {
        var state: [String] = []
        for required in screen.requiredState {
            guard let sample = required.sourceSample else { return nil }
            state.append("\(required.field.name.label): \(sample)")
        }
        self.state = state
        services = screen.module.services.map { "\(SwiftNames.lowerFirst($0.name)): \(ServiceContext.previewName(of: $0.name))()" }
    }

    /// The services, then the state: the order of the view model's and the interactor's parameters.
    var all: String { (services + state).joined(separator: ", ") }
}

/// An input (`inputs:`) as its owner declares it and a view lays it out (docs/template-context.md#inputs): exactly one
/// of the kind flags is set.
struct InputContext: Codable {
    /// `query`, as the owner's members spell it, and as written.
    var state: String
    var rawState: String
    /// The edit event the owner declares (`didChangeQuery`) and the value's type it takes there.
    var event: String
    var type: String
    /// How the event stores its `value` where the owner keeps the state: `self.query = value`.
    var store: String
    /// The action run after each edit, and whether it is async (the event then returns its task).
    var onChange: ThenStep?
    var isAsync: Bool
    /// The property a SwiftUI control binds to (`queryInput`): its type, what it reads (`query`,
    /// `viewState?.query ?? ""`) and the event it sends each change to (`presenter.didChangeQuery`). With
    /// `keepsCopy`, it holds what was typed itself (a secret the view state never holds), sent on each change.
    var binding: String
    var bindingType: String
    var read: String
    var send: String
    var keepsCopy: Bool
    /// VIPER: the interactor's use case storing an edit (`updateQuery`), and how it stores `value`.
    var update: String
    var updateStore: String
    /// `Query`: the control's label.
    var title: String
    var isText: Bool
    var isSecure: Bool
    var isToggle: Bool
    var isNumber: Bool
    var isDate: Bool
    var isPicker: Bool
    /// A picker's options, an expression listing every value it offers (`Scope.allCases`), and the text of `option`,
    /// one of them.
    var options: String
    var optionTitle: String
    /// The options as a UIKit view controller lists them where it renders (`renderOptions`) and in a control's action
    /// (`actionOptions`, through `self`).
    var renderOptions: String
    var actionOptions: String
    /// How a view reads the value (`viewModel.query`), what SwiftUI binds (`$viewModel.queryInput`), and the event a
    /// UIKit control sends, through the view controller (`viewModel.didChangeQuery`).
    var source: String
    var bindingPath: String
    var eventPath: String
    /// Its row in the UIKit table's section of inputs, from 0.
    var index: Int

    /// The keys every architecture spells alike; each sets the rest.
    init(_ input: ScreenInput, index: Int, onChangeReceiver: String = "") {
        state = input.field.name.swift
        rawState = input.field.name.raw
        event = input.input.event
        type = input.field.type.swift
        store = ""
        onChange = input.onChange.map { ThenStep(isAsync: $0.isAsync, callee: onChangeReceiver + $0.name.swift, arguments: "") }
        isAsync = input.isAsync
        binding = input.input.binding
        bindingType = type
        read = ""
        send = ""
        keepsCopy = false
        update = input.input.update
        updateStore = ""
        title = input.title
        let kind = input.input.kind
        (isText, isSecure, isToggle, isNumber, isDate, isPicker) = (
            kind == .text, kind == .secure, kind == .toggle, kind == .number, kind == .date, kind == .picker
        )
        options = ""
        optionTitle = ""
        renderOptions = ""
        actionOptions = ""
        source = ""
        bindingPath = ""
        eventPath = ""
        self.index = index
    }

    /// An empty value of the type a binding reads, for a view state not there yet.
    static func placeholder(of kind: Input.Kind) -> String {
        switch kind {
        case .text, .secure, .picker: "\"\""
        case .toggle: "false"
        case .number: "0"
        case .date: ".distantPast"
        }
    }
}
