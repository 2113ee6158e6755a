import ScaffoldIR
import ScaffoldScreen

// Template keys as data, never a Swift statement: see the note at the top of ScreenContexts.swift.

/// How tests act on a subject, script its mocks and check the screen's expectations.
protocol TestSpelling {
    /// The subject's method call a test acts with, without arguments (`viewModel.load`).
    func act(_ action: Action) -> String
    /// The call that answers the question a `confirm:` action asked: `viewModel.confirm()`, `viewModel.cancelConfirmation()`.
    func answer(confirmed: Bool) -> String
    /// The call that tells the owner the screen appeared: `viewModel.viewDidLoad()`, `store.run(.viewDidLoad)`.
    var appearance: String { get }
    /// The call Retry makes, awaited: `viewModel.retry()`, `store.run(.retry)`.
    var retrying: String { get }
    /// Whether a test awaits `appearance`, where the screen's load action is `load` (by default: always).
    func appearanceAwaits(_ load: ScreenAction) -> Bool
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
    /// The test's clock, which an owner that waits for a pause in typing sleeps on (by default `mocks.clock`).
    var clock: String { get }
    /// The act that runs an action with `arguments` (`category: category`), and whether a test awaits it. By default
    /// `act(_:)` called with them, awaited when the action is async.
    func invocation(_ action: ScreenAction, arguments: String) -> (expression: String, awaits: Bool)
    /// The act that runs another action with `arguments` (`line: pendingLine`; `chain`: what it runs). By default
    /// `act(_:)` called with them, awaited when it is async.
    func invocation(of action: Action, chain: [Action], arguments: String) -> (expression: String, awaits: Bool)
    /// The act that edits an input to `value`, and whether a test awaits it. By default `edit(_:value:)`, whose task a
    /// test awaits when `onChange` is async.
    func editAct(_ input: ScreenInput, value: String) -> TestCase.Act
    /// The act that answers a `confirm:` question, and whether a test awaits it (`awaits`: what the plan says).
    func answerAct(confirmed: Bool, awaits: Bool) -> (expression: String, awaits: Bool)
}

extension TestSpelling {
    func argument(_ argument: TestArgument) -> String { argument.local }

    var clock: String { "mocks.clock" }

    func appearanceAwaits(_ load: ScreenAction) -> Bool { true }

    func invocation(_ action: ScreenAction, arguments: String) -> (expression: String, awaits: Bool) {
        (act(action.action) + "(\(arguments))", action.isAsync)
    }

    func invocation(of action: Action, chain: [Action], arguments: String) -> (expression: String, awaits: Bool) {
        (act(action) + "(\(arguments))", action.isAsync)
    }

    func editAct(_ input: ScreenInput, value: String) -> TestCase.Act {
        // An async `onChange` runs in the task the edit event returns: the test waits for it.
        TestCase.Act(awaits: input.isAsync, tries: false, expression: edit(input.input, value: value) + (input.isAsync ? ".value" : ""))
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
        case .holdSleeps:
            return AssignmentLine(target: clock + ".holdsSleeps", value: "true")
        case .queue(let service, let operation, let isThrowing, let values):
            let queued = values.map { isThrowing ? ".success(\($0))" : $0 }.joined(separator: ", ")
            return AssignmentLine(target: mock(service, operation) + (isThrowing ? "QueuedResults" : "QueuedReturnValues"), value: "[\(queued)]")
        case .queueOutcomes(let service, let operation, let outcomes):
            let queued = outcomes.map { outcome in
                switch outcome {
                case .value(let sample): ".success(\(sample))"
                case .failure: ".failure(\(testFailure)())"
                case .cancelled: ".failure(CancellationError())"
                }
            }
            return AssignmentLine(target: mock(service, operation) + "QueuedResults", value: "[\(queued.joined(separator: ", "))]")
        default:
            return nil
        }
    }

    /// A step as the statements a test runs; `call` is the action with the test's arguments, `input` the input a test
    /// of an edit edits.
    func acts(_ step: TestStep, call: String, awaits: Bool, input: ScreenInput? = nil) -> [TestCase.Act] {
        switch step {
        case .holdCalls, .queue, .queueOutcomes, .holdSleeps:
            return []
        case .waitForSleeps(let count):
            return [TestCase.Act(awaits: true, tries: false, expression: "\(clock).waitForSleeps(\(count))")]
        case .advanceClock(let milliseconds):
            return [TestCase.Act(awaits: false, tries: false, expression: "\(clock).advance(by: .milliseconds(\(milliseconds)))")]
        case .expectSleeping(let count):
            return [TestCase.Act(awaits: false, tries: false, expectation: .equals("\(clock).sleeping", "\(count)"), expression: "")]
        case .answer(let confirmed, let awaits):
            let answer = answerAct(confirmed: confirmed, awaits: awaits)
            return [TestCase.Act(awaits: answer.awaits, tries: false, expression: answer.expression)]
        case .act:
            return [TestCase.Act(awaits: awaits, tries: false, expression: call)]
        case .edit(let edited, let value):
            // An edit within another test (between two appearances): an input without `onChange:`, sent as is.
            guard let input else { return [TestCase.Act(awaits: false, tries: false, expression: edit(edited, value: value))] }
            return [editAct(input, value: value)]
        case .startEdit(let local, _, let value):
            guard let input else { return [] }
            var act = editAct(input, value: value)
            (act.binds, act.inTask, act.awaits) = (local, true, true)
            return [act]
        case .start(let local):
            return [TestCase.Act(awaits: true, tries: false, binds: local, inTask: true, expression: call)]
        case .startAnswer(let local):
            return [TestCase.Act(awaits: true, tries: false, binds: local, inTask: true, expression: answerAct(confirmed: true, awaits: true).expression)]
        case .stopHolding(let service):
            return [.assigning(mockObject(service) + ".holdsCalls", to: "false")]
        case .startWith, .startAction:
            // Spelled by `TestCase`, which knows the action.
            return []
        case .waitUntilHeld(let service, let count):
            return [TestCase.Act(awaits: true, tries: false, expression: "\(mockObject(service)).waitUntilHeld(\(count))")]
        case .release(let service, let newest):
            return [TestCase.Act(awaits: false, tries: false, expression: "\(mockObject(service)).releaseHeldCall(newest: \(newest))")]
        case .finish(let local):
            return [TestCase.Act(awaits: true, tries: false, expression: "\(local).value")]
        case .startAppearing(let local):
            return [TestCase.Act(awaits: true, tries: false, binds: local, inTask: true, expression: appearance)]
        case .appear:
            return [TestCase.Act(awaits: true, tries: false, expression: appearance)]
        case .retry:
            return [TestCase.Act(awaits: true, tries: false, expression: retrying)]
        case .cancel(let local):
            return [TestCase.Act(awaits: false, tries: false, expression: "\(local).cancel()")]
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
        case .lastCall(let service, let operation, let arguments): .equals(mock(service, operation) + "Calls.last", recordedCall(arguments))
        case .callsRepeated(let service, let operation, let arguments, let times):
            .equals(mock(service, operation) + "Calls", "[" + Array(repeating: recordedCall(arguments), count: times).joined(separator: ", ") + "]")
        default: nil
        }
    }

    /// The expectations of an owner that holds the state, loading, the failure, the route and the question itself,
    /// read through `owner` (MVVM's `viewModel`, the store's `store.state`), and its requests in flight through
    /// `requestsInFlight` (none to check in the reducer's tests); calls are checked on the mocks. The view
    /// observes the owner: there is no view to ask what it was told.
    func ownerExpectations(_ expectation: Expectation, owner: String, requestsInFlight: String?) -> [ExpectationContext] {
        if let call = callExpectation(expectation) { return [call] }
        switch expectation {
        case .state(let name, let expected): return [.equals("\(owner).\(name.swift)", value(expected))]
        case .calls, .callCount, .callsRepeated, .lastCall: return []
        case .noError: return [.equals("\(owner).errorMessage", "nil")]
        case .error: return [.differs("\(owner).errorMessage", "nil")]
        case .failedAt(let place, let element): return [.equals("\(owner).failurePlace", failurePlace(place, element: element))]
        case .route(let route, let arguments, true): return [.equals("\(owner).route", ".\(route.swift)\(argumentList(arguments))")]
        case .route, .navigations: return [.differs("\(owner).route", "nil")]
        case .noNavigation: return [.equals("\(owner).route", "nil")]
        case .notLoading: return [.equals("\(owner).isLoading", "false")]
        case .loading: return [.holds("\(owner).isLoading")]
        case .loadingMore(let list, let loading): return [.equals("\(owner).\(Screen.pageFlag(of: list))", "\(loading)")]
        case .requestsInFlight(let count): return requestsInFlight.map { [.inFlight($0, count: count)] } ?? []
        case .loadingShown, .stateShown, .nothingShown: return []
        case .confirmationAsked(let name, let arguments): return [.equals("\(owner).confirmation", ".\(name.swift)\(argumentList(arguments))")]
        case .noConfirmation: return [.equals("\(owner).confirmation", "nil")]
        case .loaded(let loaded): return [.equals("\(owner).hasLoaded", "\(loaded)")]
        }
    }

    /// `.statusesPage`, `.statusRow(status.id)`: a place of the owner's `FailurePlace` enum, a row's keyed by the id of
    /// the test's argument.
    func failurePlace(_ place: FailurePlace, element: TestValue?) -> String {
        "." + place.caseName + (element.map { "(\(value($0)).id)" } ?? "")
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
