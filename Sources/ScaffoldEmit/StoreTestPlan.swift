import ScaffoldIR
import ScaffoldScreen

/// The store's tests, from the screen model's planned tests: each through the whole store (send, effect, response),
/// the reducer's as value tests (state before, action, expected state and effect), and the effect handler's with the
/// services' mocks.
struct StoreTestPlan {
    let screen: Screen

    private var module: ModuleIR { screen.module }
    private var name: String { module.name }
    private var testFailure: String { SwiftDecl.testFailure(module) }
    /// `newsService: MockNewsService()`
    var mockFields: String {
        module.services.map { "\(SwiftNames.lowerFirst($0.name)): Mock\($0.name)()" }.joined(separator: ", ")
    }
    /// `newsService: mocks.newsService`
    var handlerArguments: String {
        module.services.map { "\(SwiftNames.lowerFirst($0.name)): mocks.\(SwiftNames.lowerFirst($0.name))" }.joined(separator: ", ")
    }

    /// `userID: UUID(…), query: "query"`: the state's `init` arguments in a test, state in spec order: each seed, and
    /// the sample of required state not seeded.
    static func stateArguments(_ module: ModuleIR, seeds: [Seed]) -> String {
        module.state.compactMap { field -> String? in
            if let seed = seeds.first(where: { $0.state == field.name }) { return "\(field.name.label): \(seed.value)" }
            guard field.initialValue == nil else { return nil }
            return SwiftValues.sample(of: field.type, label: field.name.raw, module: module).map { "\(field.name.label): \($0)" }
        }.joined(separator: ", ")
    }

    private func state(seeds: [Seed]) -> String { "\(name)State(\(Self.stateArguments(module, seeds: seeds)))" }

    // MARK: Store

    func storeTests() -> [TestCase] {
        var spelling = StoreSpelling(testFailure: testFailure, subject: "store.state")
        // A store without effects reduces within `send`; its tests act through `run`, which apps and views await as in
        // every other store, so that what `run` does is tested too.
        spelling.actsThroughRun = !module.actions.contains { $0.call != nil }
        var planned: [(TestCase, seeds: [Seed])] = [
            (
                TestCase(
                    name: "startsInInitialState", title: "starts in its initial state", isAsync: false,
                    expectations: screen.initialExpectations.flatMap(spelling.expectations)), []
            )
        ]
        if let given = screen.givenState {
            planned.append((.startsWithGivenState(given.expectations.flatMap(spelling.expectations)), given.seeds))
        }
        planned += screen.actions.flatMap { action in action.tests.map { (TestCase($0, of: action, spelling: spelling), $0.seeds) } }
        planned += screen.inputs.flatMap { input in input.tests.map { (TestCase($0, of: input, spelling: spelling), $0.seeds) } }
        if let load = screen.loadAction, let test = screen.loadsOnceTest { planned.append((TestCase(test, of: load, spelling: spelling), test.seeds)) }
        if let load = screen.loadAction, let test = screen.loadsAgainTest { planned.append((TestCase(test, of: load, spelling: spelling), test.seeds)) }
        return planned.map { test, seeds in
            var test = test
            if seeds.isEmpty {
                // `makeSUT()` returns the store and the mocks; a test that never reads the mocks binds `_`.
                test.subjects = [Capture(local: test.reads("mocks") ? "(store, mocks)" : "(store, _)", value: "makeSUT()")]
            } else {
                // The screen opens with the state the test needs (`when:`); the mocks only where there are services.
                test.subjects =
                    (screen.hasServices ? [Capture(local: "mocks", value: "Mocks(\(mockFields))")] : []) + [
                        Capture(
                            local: "store",
                            value: "\(name)ScreenStore(state: \(state(seeds: seeds)), effects: \(name)EffectHandler(\(handlerArguments))"
                                + (screen.pauses ? ", clock: mocks.clock)" : ")"))
                    ]
            }
            return test
        }
    }

    // MARK: Reducer

    /// Per action that runs alone (no `then:`, no question): its success reduced step by step — the action, then its
    /// call's response — and where its call throws, the failure's response.
    func reducerTests() -> [TestCase] {
        let spelling = StoreSpelling(testFailure: testFailure, subject: "state", hasMocks: false)
        var tests: [TestCase] = []
        for action in screen.actions where action.action.confirmation == nil && action.chain.count == 1 {
            guard let success = action.successTest, success.steps.isEmpty else { continue }
            tests.append(reducerTest(success, of: action, spelling: spelling))
            if let failure = action.failureTest, failure.steps.isEmpty { tests.append(reducerTest(failure, of: action, spelling: spelling)) }
        }
        if let test = loadsAgainTest(spelling: spelling) { tests.append(test) }
        if let test = supersededLoadTest(spelling: spelling) { tests.append(test) }
        if let test = dismissRouteTest() { tests.append(test) }
        if let test = TestCase.routePresentations(of: module, routeType: "\(name)State.Route") { tests.append(test) }
        return tests
    }

    /// The first appearance returns the load action's effect, a later one nothing; once that load was cancelled (the
    /// screen went away mid-load), the next appearance loads again. Planned where the load sets only literals, so both
    /// loads ask for the same call.
    private func loadsAgainTest(spelling: StoreSpelling) -> TestCase? {
        guard let load = screen.loadAction, load.action.confirmation == nil, load.action.assignments.allSatisfy(\.value.isLiteral),
            let call = load.action.call,
            let success = load.successTest
        else { return nil }
        let callValues = Self.callArguments(expectedBy: success, spelling: spelling)
        let expected = "." + load.name.swift + argumentList(callValues)
        let reducer = "\(name)Reducer.reduce(into: &state, action: "
        func expect(_ local: String, _ value: String) -> TestCase.Act {
            TestCase.Act(awaits: false, tries: false, expectation: .equals(local, value), expression: "")
        }
        let cancelledResponse = (call.returns == nil ? ".cancelled" : ".failure(.cancelled)") + carriedBack(load, spelling: spelling)
        let acts: [TestCase.Act] = [
            TestCase.Act(awaits: false, tries: false, binds: "first: \(name)Effect?", expression: reducer + ".viewDidLoad)"),
            expect("first", expected),
            TestCase.Act(awaits: false, tries: false, binds: "again: \(name)Effect?", expression: reducer + ".viewDidLoad)"),
            expect("again", "nil"),
            TestCase.Act(awaits: false, tries: false, binds: "_", expression: reducer + ".\(load.name.swift)Response(\(cancelledResponse)))"),
            TestCase.Act(awaits: false, tries: false, binds: "reloaded: \(name)Effect?", expression: reducer + ".viewDidLoad)"),
        ]
        var test = TestCase(
            name: "reducesViewDidLoadOnceUnlessCancelled", title: "viewDidLoad runs \(load.name.raw) once, and again after it was cancelled",
            isAsync: false, variables: [Local(local: "state", type: "\(name)State", value: state(seeds: success.seeds))], acts: acts,
            expectations: [.equals("reloaded", expected)])
        test.captures = spelling.captures(success.captures).filter { test.reads($0.local) }
        return test
    }

    /// A first load superseded by a newer request on its line (a pull to refresh) is not abandoned: the next
    /// appearance loads nothing. Planned where the load sets only literals and its `when:` still holds after them, so
    /// the load can run again while the first is in flight.
    private func supersededLoadTest(spelling: StoreSpelling) -> TestCase? {
        guard let load = screen.loadAction, load.action.confirmation == nil, load.action.assignments.allSatisfy(\.value.isLiteral),
            let call = load.action.call,
            let success = load.successTest
        else { return nil }
        if let condition = load.action.condition,
            !ConditionSeeds.holds(condition, in: module, seeds: success.seeds, afterSets: RequestedState.atOnce(load.action, in: module))
        {
            return nil
        }
        let reducer = "\(name)Reducer.reduce(into: &state, action: "
        let supersededResponse = (call.returns == nil ? ".superseded" : ".failure(.superseded)") + carriedBack(load, spelling: spelling)
        let acts: [TestCase.Act] = [
            TestCase.Act(awaits: false, tries: false, binds: "_", expression: reducer + ".viewDidLoad)"),
            TestCase.Act(awaits: false, tries: false, binds: "_", expression: reducer + ".\(load.name.swift))"),
            TestCase.Act(awaits: false, tries: false, binds: "_", expression: reducer + ".\(load.name.swift)Response(\(supersededResponse)))"),
            TestCase.Act(awaits: false, tries: false, binds: "again: \(name)Effect?", expression: reducer + ".viewDidLoad)"),
        ]
        return TestCase(
            name: "reducesViewDidLoadOnceWhenSuperseded",
            title: "viewDidLoad does not run \(load.name.raw) again after a newer \(load.name.raw) superseded the first",
            isAsync: false, variables: [Local(local: "state", type: "\(name)State", value: state(seeds: success.seeds))], acts: acts,
            expectations: [.equals("again", "nil")])
    }

    /// The view dismissed the destination: the route is cleared (so the screen can go there again), and nothing runs.
    private func dismissRouteTest() -> TestCase? {
        guard let route = module.routes.first, let destination = TestCase.sampleRoute(route, of: module) else { return nil }
        return TestCase(
            name: "reducesDismissRoute", title: "dismissRoute clears the route and runs nothing", isAsync: false,
            variables: [Local(local: "state", type: "\(name)State", value: state(seeds: []))],
            acts: [
                .assigning("state.route", to: destination),
                TestCase.Act(
                    awaits: false, tries: false, binds: "effect: \(name)Effect?", expression: "\(name)Reducer.reduce(into: &state, action: .dismissRoute)"),
            ],
            expectations: [.equals("state.route", "nil"), .equals("effect", "nil")])
    }

    private func reducerTest(_ test: ActionTest, of screenAction: ScreenAction, spelling: StoreSpelling) -> TestCase {
        let action = screenAction.action
        let reducer = "\(name)Reducer.reduce(into: &state, action: "
        let sent = ".\(action.name.swift)" + argumentList(test.arguments.map { "\($0.param.name.label): \($0.local)" })
        // Typed: a module without calls has an effect type with no case.
        var acts = [TestCase.Act(awaits: false, tries: false, binds: "effect: \(name)Effect?", expression: reducer + sent + ")")]
        let failed = test.kind == .failure
        // A failure's message is compared exactly below.
        var expectations = test.expectations.filter { $0 != .error }.flatMap(spelling.expectations)
        var captured = test.captures
        if let call = action.call {
            let carried = ReducerSpelling(action: action, module: module).carriedParameters(after: call)
            let success = screenAction.successTest
            let extraValues = carried.filter(\.isExtra).map { "\($0.effectLabel): \(carriedValue($0, of: screenAction, test: test, spelling: spelling))" }
            let carriedValues = carried.map { "\($0.param.name.label): \(carriedValue($0, of: screenAction, test: test, spelling: spelling))" }
            let callValues = success.map { Self.callArguments(expectedBy: $0, spelling: spelling) } ?? []
            // The effect's arguments may read state before the action (the success test's captures), and an optimistic
            // action's carry what each state it sets held.
            for name in (success?.captures ?? []) + screenAction.rollbacks where !captured.contains(name) { captured.append(name) }
            acts.append(
                TestCase.Act(
                    awaits: false, tries: false, expectation: .equals("effect", "." + action.name.swift + argumentList(callValues + extraValues)),
                    expression: ""))
            // Loading shows while the call is out, unless every call returns at once.
            if !StoreContext.runsAtOnce(module) {
                acts.append(TestCase.Act(awaits: false, tries: false, expectation: .holds("state.isLoading"), expression: ""))
            }
            let message = "\"Offline\""
            let outcome: String
            if failed {
                outcome = call.returns == nil ? ".failed(\(message))" : ".failure(.failed(\(message)))"
                // The failure keeps the action as it was sent, for Retry to send again.
                let local: (Name) -> String = { param in test.arguments.first { $0.param.name == param }?.local ?? param.swift }
                let line = requestKey(screenAction.requestLine, local: local)
                let place = failurePlace(screenAction, in: screen, local: local).map { "place: \($0), " } ?? ""
                expectations.append(.equals("state.failure", "\(name)State.Failure(message: \(message), line: \(line), \(place)retry: \(sent))"))
            } else if call.returns == nil {
                outcome = "nil"
            } else {
                var result = call.returns.flatMap(SwiftValues.zero) ?? "nil"
                if case .value(let sample)? = test.script?.outcome { result = sample }
                outcome = ".success(\(result))"
            }
            acts.append(
                TestCase.Act(
                    awaits: false, tries: false, binds: "next",
                    expression: reducer + ".\(action.name.swift)Response(" + ([outcome] + carriedValues).joined(separator: ", ") + "))"))
            acts.append(TestCase.Act(awaits: false, tries: false, expectation: .equals("next", "nil"), expression: ""))
        } else {
            acts.append(TestCase.Act(awaits: false, tries: false, expectation: .equals("effect", "nil"), expression: ""))
        }
        let title =
            failed
            ? "reducing \(action.name.raw), then its call's failure" : "reducing \(action.name.raw)\(action.call == nil ? "" : ", then its call's response")"
        var reduced = TestCase(
            name: "reduces" + SwiftNames.upperFirst(test.name), title: title, isAsync: false,
            arguments: test.arguments.map { Local(local: $0.local, type: $0.type, value: $0.sample) },
            variables: [Local(local: "state", type: "\(name)State", value: state(seeds: test.seeds))], acts: acts, expectations: expectations)
        // State read before acting, where the test compares with it.
        reduced.captures = spelling.captures(captured.sorted { $0.raw < $1.raw }).filter { reduced.reads($0.local) }
        return reduced
    }

    // MARK: Effect handler

    /// Per action with a call: the effect handler runs it with the arguments of the effect and reports the result, and
    /// where the call throws, the failure.
    func effectTests() -> [TestCase] {
        let spelling = StoreSpelling(testFailure: testFailure, subject: "")
        // The handler's `run` is synchronous where every call is.
        let awaits = !StoreContext.runsAtOnce(module)
        var tests: [TestCase] = []
        for screenAction in screen.actions {
            let action = screenAction.action
            guard let call = action.call, let operation = module.service(named: call.service)?.operations.first(where: { $0.name == call.operation })
            else { continue }
            let reducerSpelling = ReducerSpelling(action: action, module: module)
            var values: [String] = []
            for argument in call.arguments {
                guard let type = operation.params.first(where: { $0.name == argument.parameter })?.type,
                    let sample = SwiftValues.sample(of: type, label: argument.parameter.raw, module: module)
                else { values = []; break }
                values.append("\(argument.parameter.label): \(sample)")
            }
            guard values.count == call.arguments.count else { continue }
            // Each carried parameter: a value of its own in the effect, or the call argument that holds it.
            var extra: [String] = []
            var carriedBack = ""
            for carried in reducerSpelling.carriedParameters(after: call) {
                if carried.isExtra {
                    guard let sample = SwiftValues.sample(of: carried.param.type, label: carried.param.name.raw, module: module) else { break }
                    extra.append("\(carried.effectLabel): \(sample)")
                    carriedBack += ", \(carried.param.name.label): \(sample)"
                } else if let value = values.first(where: { $0.hasPrefix("\(carried.effectLabel): ") }) {
                    carriedBack += ", \(carried.param.name.label): " + value.dropFirst(carried.effectLabel.count + 2)
                }
            }
            guard extra.count == reducerSpelling.carriedParameters(after: call).filter(\.isExtra).count else { continue }
            let effect = "handler.run(." + action.name.swift + argumentList(values + extra) + ")"
            let recorded: ExpectationContext =
                call.arguments.isEmpty
                ? .equals(spelling.mock(call.service, call.operation) + "CallCount", "1")
                : .equals(spelling.mock(call.service, call.operation) + "Calls", "[.init(\(values.joined(separator: ", ")))]")
            let response = ".\(action.name.swift)Response"
            var result: String?
            if let returns = call.returns {
                result = SwiftValues.sample(of: returns, label: call.operation.raw, module: module) ?? SwiftValues.zero(of: returns)
                guard result != nil else { continue }
            }
            let subjects = [
                Capture(local: "mocks", value: "Mocks(\(mockFields))"), Capture(local: "handler", value: "\(name)EffectHandler(\(handlerArguments))"),
            ]
            let succeeded = result.map { "\(response)(.success(\($0))\(carriedBack))" } ?? "\(response)(nil\(carriedBack))"
            tests.append(
                TestCase(
                    name: "\(action.name.raw)EffectReportsResult",
                    title: "the effect of \(action.name.raw) calls \(call.service).\(call.operation.raw) and reports its result",
                    isAsync: awaits, subjects: subjects,
                    scripts: result.flatMap { spelling.script(Script(call: call, outcome: .value($0))) }.map { [$0] } ?? [],
                    acts: [TestCase.Act(awaits: awaits, tries: false, binds: "response", expression: effect)],
                    expectations: [.equals("response", succeeded), recorded]))
            if call.isThrowing {
                let failure = ".failed(\(testFailure)().localizedDescription)"
                let failed = call.returns == nil ? "\(response)(\(failure)\(carriedBack))" : "\(response)(.failure(\(failure))\(carriedBack))"
                tests.append(
                    TestCase(
                        name: "\(action.name.raw)EffectReportsFailure",
                        title: "the effect of \(action.name.raw) reports the failure of \(call.service).\(call.operation.raw)",
                        isAsync: awaits, subjects: subjects, scripts: spelling.script(Script(call: call, outcome: .failure)).map { [$0] } ?? [],
                        acts: [TestCase.Act(awaits: awaits, tries: false, binds: "response", expression: effect)],
                        expectations: [.equals("response", failed)]))
            }
        }
        return tests
    }

    /// `category: selectedBefore`: the arguments the success test expects the action's own call to get, which its
    /// effect holds; none for a call without arguments.
    private static func callArguments(expectedBy success: ActionTest, spelling: StoreSpelling) -> [String] {
        for case .calls(_, _, let arguments, _) in success.expectations {
            return arguments.map { "\($0.label): \(spelling.value($0.value))" }
        }
        return []
    }

    /// What a reducer test passes for a carried value: a parameter's argument, or the value the action requests for a
    /// state, as its success test expects the state to hold it afterwards.
    private func carriedValue(
        _ carried: ReducerSpelling.CarriedParameter, of screenAction: ScreenAction, test: ActionTest?, spelling: StoreSpelling
    ) -> String {
        if let state = carried.commits {
            for case .state(state, let value) in screenAction.successTest?.expectations ?? [] { return spelling.value(value) }
            return "nil"
        }
        // What the state held before the action, and what its optimistic `set:` wrote, as its success test expects.
        if let (state, isPrevious) = carried.restores {
            if isPrevious { return spelling.value(.before(state)) }
            for case .state(state, let value) in screenAction.successTest?.expectations ?? [] { return spelling.value(value) }
            return spelling.value(.before(state))
        }
        return test?.arguments.first { $0.param.name == carried.param.name }?.local ?? carried.param.name.swift
    }

    /// `, requestedPage: 2`: what the response of the load action (no parameters) carries back, for tests that reduce it.
    private func carriedBack(_ load: ScreenAction, spelling: StoreSpelling) -> String {
        guard let call = load.action.call else { return "" }
        return ReducerSpelling(action: load.action, module: module).carriedParameters(after: call).map {
            ", \($0.param.name.label): \(carriedValue($0, of: load, test: load.successTest, spelling: spelling))"
        }.joined()
    }

    private func argumentList(_ arguments: [String]) -> String {
        arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
    }
}

/// How store tests reach the screen: its state (`store.state`, or the reducer tests' `state`), actions sent to the
/// store, and the services' mocks.
struct StoreSpelling: TestSpelling {
    let testFailure: String
    /// What state is read through: `store.state`, or `state`.
    let subject: String
    /// Whether the test has the services' mocks; the reducer tests do not: the effect they compare stands for the call.
    var hasMocks = true

    /// Whether tests send every action through `run` (a store without effects).
    var actsThroughRun = false

    /// Whether running the chain calls a service: the store then runs an effect, which a test waits for.
    static func runs(_ chain: [Action]) -> Bool { chain.contains { $0.call != nil } }

    /// Whether a test awaits `run` for the chain rather than calling `send`.
    private func awaits(_ chain: [Action]) -> Bool { actsThroughRun || Self.runs(chain) }

    func act(_ action: Action) -> String { "store.send" }
    func answer(confirmed: Bool) -> String { confirmed ? "confirm(store)" : "store.send(.cancelConfirmation)" }
    var appearance: String { "store.run(.viewDidLoad)" }
    var retrying: String { "store.retry().value" }
    func edit(_ input: Input, value: String) -> String { "store.send(.\(input.event)(\(value)))" }

    func invocation(_ action: ScreenAction, arguments: String) -> (expression: String, awaits: Bool) {
        let sent = ".\(action.name.swift)" + (arguments.isEmpty ? "" : "(\(arguments))")
        return awaits(action.chain) ? ("store.run(\(sent))", true) : ("store.send(\(sent))", false)
    }

    func invocation(of action: Action, chain: [Action], arguments: String) -> (expression: String, awaits: Bool) {
        let sent = ".\(action.name.swift)" + (arguments.isEmpty ? "" : "(\(arguments))")
        return awaits(chain) ? ("store.run(\(sent))", true) : ("store.send(\(sent))", false)
    }

    func editAct(_ input: ScreenInput, value: String) -> TestCase.Act {
        let sent = ".\(input.input.event)(\(value))"
        let runs = awaits(input.onChange?.chain ?? [])
        return TestCase.Act(awaits: runs, tries: false, expression: runs ? "store.run(\(sent))" : "store.send(\(sent))")
    }

    /// Confirming goes through the test's `confirm(_:)`, which answers the question the store holds.
    func answerAct(confirmed: Bool, awaits: Bool) -> (expression: String, awaits: Bool) {
        (answer(confirmed: confirmed), confirmed)
    }

    func mock(_ service: String, _ operation: Name) -> String { "\(mockObject(service)).\(mockProperty(operation))" }
    func mockObject(_ service: String) -> String { "mocks.\(SwiftNames.lowerFirst(service))" }

    func captures(_ names: [Name]) -> [Capture] {
        names.map { Capture(local: "\($0.raw)Before", value: "\(subject).\($0.swift)") }
    }

    func expectations(_ expectation: Expectation) -> [ExpectationContext] {
        if !hasMocks, callExpectation(expectation) != nil { return [] }
        // The store, not its state, keeps the effects in flight.
        return ownerExpectations(expectation, owner: subject, requestsInFlight: subject == "store.state" ? "store.inFlight" : nil)
    }
}
