import ScaffoldIR

/// Plans an action's tests. Expected values follow the effect order: `set` (in order), then the call,
/// which sees the new state, then `navigate`, which also sees the assigned result.
struct TestPlanner {
    let action: Action
    let chain: [Action]
    let module: ModuleIR
    /// The action's own request line, and what it waits for on it and on others (`Wait.waits`).
    let line: RequestLine
    let waits: [Wait]
    /// What every test of the action starts the screen with (`when:`, and `set:` of an initial literal).
    var seeds: [Seed] = []
    /// The lists the action's collection edits change, each started with elements of its own (among `seeds`).
    var editCases: [CollectionEditCase] = []
    /// The input the user edited just before the action ran (`onChange:`): tests start with its earlier value, the
    /// action sees this one.
    private var edited: Seed?
    /// What `tests()` planned no test for, and why: comments in the test file, beside the tests it has.
    private(set) var untested: [String] = []

    init(action: Action, chain: [Action], module: ModuleIR, line: RequestLine? = nil, waits: [Wait]? = nil) {
        self.action = action
        self.chain = chain
        self.module = module
        let line = line ?? RequestLine(action, in: module)
        self.line = line
        self.waits = waits ?? Wait.waits(of: action, on: line, in: module)
    }

    /// Names tests of any architecture declare themselves; an argument with one of them gets a suffix.
    static let reservedLocals: Set<String> = [
        "viewModel", "mocks", "sut", "before", "initial", "seeded", "viaRow", "direct", "view", "model", "services",
        "result", "presenter", "interactor", "router", "output", "succeeded", "content", "opened", "builder", "first", "second", "adapter",
        "firstPage", "secondPage", "store", "state", "handler", "effect", "next", "response", "pending", "otherPending", "firstResult", "secondResult", "late",
    ]

    static func local(_ name: Name) -> String {
        reservedLocals.contains(name.raw) ? "\(name.raw)Argument" : name.swift
    }

    struct Reason: Error, CustomStringConvertible {
        var description: String
        /// The part of the action's spec to change so that it gets tests; nil where the fix is not the spec's (a
        /// sample value of an imported type, which scaffold.yml's fixtures give).
        var refusal: ScreenAction.Refusal.Part? = nil
    }

    /// The arguments, the sample result of the action's own call, and the test where its `when:` fails; seeds solved.
    private mutating func prepare() -> Result<(arguments: [TestArgument], result: String?, skipped: ActionTest?), Reason> {
        var arguments: [TestArgument] = []
        for param in action.params {
            guard let sample = SwiftValues.sample(of: param.type, label: param.name.raw, module: module) else {
                return .failure(Reason(description: "it needs a sample \(param.type) for '\(param.name.raw)'"))
            }
            arguments.append(
                TestArgument(param: param, local: Self.local(param.name), type: SwiftDecl.typeName(param.type, qualifiedIn: module), sample: sample))
        }
        var result: String?
        for step in chain {
            guard let call = step.call, let returns = call.returns else { continue }
            let sample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module)
            if sample == nil, SwiftValues.zero(of: returns) == nil {
                return .failure(Reason(description: "it needs a sample \(returns) for what \(call.service).\(call.operation.raw) returns"))
            }
            if step == action { result = sample ?? SwiftValues.zero(of: returns) }
        }
        // `when:`: every test starts where it holds; one more starts where it does not.
        var skipped: ActionTest?
        let samples = Dictionary(arguments.map { ($0.param.name.raw, $0.sample) }, uniquingKeysWith: { first, _ in first })
        if let condition = action.condition {
            let start = edited.map { [$0.state.raw: $0.value] } ?? [:]
            // The screen where the guard stops the action is one where running it would show (a question, a call, a
            // navigation, or a `set:` to another value), so that the test fails without the guard. Where there is none
            // the guard changes nothing a test can see, and no test claims to check it.
            // What the `set:` effects write starts away from their values too (`awayFromResults`).
            let (action, module, kept) = (self.action, self.module, edited.map { [$0] } ?? [])
            let shows = action.confirmation != nil || chain.contains { $0.call != nil || $0.navigate != nil }
            let away: ([Seed]) -> [Seed] = { $0 + ConditionSeeds.awayFromResults(of: action, in: module, arguments: samples, keeping: $0 + kept) }
            let observable: ([Seed]) -> Bool = { shows || ConditionSeeds.setChangesState(action, in: module, start: start, seeds: away($0)) }
            let solved = ConditionSeeds.solve(condition, in: module, arguments: samples, start: start, failsWhere: observable)
            guard let holds = solved.holds, !holds.contains(where: { $0.state == edited?.state }) else {
                return .failure(Reason(description: "scaffold found no state where its 'when:' is true", refusal: .when))
            }
            seeds = holds
            skipped = solved.fails.flatMap { observable($0) ? self.skipped(arguments, seeds: away($0)) : nil }
        }
        if let guarded = chain.dropFirst().first(where: { $0.condition != nil }) {
            return .failure(Reason(description: "'then:' runs '\(guarded.name.raw)', whose 'when:' it does not plan for", refusal: .then(guarded.name)))
        }
        // A collection edit's list starts with elements of its own, where the `when:` holds on them too.
        let cases = (action.call?.stores ?? []).compactMap { CollectionEditCase($0, arguments: arguments, result: result, module: module) }
            .filter { edit in !seeds.contains { $0.state == edit.seed.state } }
        if !cases.isEmpty, action.condition.map({ ConditionSeeds.holds($0, in: module, seeds: seeds + cases.map(\.seed), afterSets: []) }) ?? true {
            editCases = cases
            seeds = cases.map(\.seed) + seeds
        }
        seeds += ConditionSeeds.awayFromResults(of: action, in: module, arguments: samples, keeping: seeds + (edited.map { [$0] } ?? []))
        return .success((arguments, result, skipped))
    }

    /// The success test of an action run after the user edited an input to `edited` (`onChange:`).
    mutating func successAfterEdit(_ edited: Seed) -> Result<ActionTest, Reason> {
        self.edited = edited
        return prepare().map { success($0.arguments, result: $0.result) }
    }

    mutating func tests() -> Result<[ActionTest], Reason> {
        let prepared: (arguments: [TestArgument], result: String?, skipped: ActionTest?)
        switch prepare() {
        case .success(let value): prepared = value
        case .failure(let reason): return .failure(reason)
        }
        let (arguments, result, skipped) = prepared
        let succeeds = success(arguments, result: result)
        let ignoresRepeats = waits.contains { $0.reason == .repeated }
        var tests = [succeeds]
        if let skipped { tests.append(skipped) }
        if action.confirmation != nil { tests.append(declined(arguments)) }
        // However a page ends, its spinner goes.
        let pageEnded: [Expectation] = action.call.flatMap(pageList).map { [.loadingMore($0, false)] } ?? []
        if let call = action.call, call.isThrowing { tests.append(failure(arguments, call: call).expecting(pageEnded)) }
        if let call = action.call, let notShown = failureOfRowNotShown(arguments, call: call) { tests.append(notShown) }
        if let call = action.call, let retried = retried(arguments, call: call) { tests.append(retried) }
        if let call = action.call, call.isAsync, call.isThrowing { tests.append(cancelled(arguments, call: call).expecting(pageEnded)) }
        if let call = action.call, call.isAsync { tests.append(screenWentAway(arguments, call: call).expecting(pageEnded)) }
        if let call = action.call, let chained = chainWentAway(arguments, call: call) { tests.append(chained) }
        // Tests that run the action more than once plan for it running at once.
        if let call = action.call {
            // Both look at loading while a call is held; the superseded test where it is planned, else one of its own.
            if ignoresRepeats {
                if let loading = showsLoading(arguments, call: call) { tests.append(loading) }
                if let repeated = ignoresRepeat(succeeds, call: call) { tests.append(repeated) }
            } else if let superseded = superseded(arguments, call: call) {
                tests.append(superseded)
            } else if let loading = showsLoading(arguments, call: call) {
                tests.append(loading)
            }
        }
        if !ignoresRepeats, let call = action.call, let failure = supersededFailure(arguments, call: call) { tests.append(failure) }
        if action.confirmation == nil, let call = action.call, let appends = appends(arguments, call: call) { tests.append(appends) }
        if action.confirmation == nil, let call = action.call, let dropped = pageDroppedByLoad(arguments, call: call) { tests.append(dropped) }
        if action.confirmation == nil, let call = action.call, let waits = pageWaitsForLoad(arguments, call: call) { tests.append(waits) }
        if action.confirmation == nil, let call = action.call, let waits = pageWaitsForPage(arguments, call: call) { tests.append(waits) }
        if action.confirmation == nil, let call = action.call,
            let sideBySide = elementsSideBySide(arguments, call: call) ?? editsSideBySide(arguments, call: call)
        {
            tests.append(sideBySide)
        }
        if action.confirmation == nil, let call = action.call, let failure = elementFailureReported(arguments, call: call) { tests.append(failure) }
        let cancels = cancelsLines(arguments, success: succeeds)
        tests += cancels.tests
        untested = cancels.untested
        if action.confirmation == nil { tests += waitsForRequests(arguments) }
        // `confirm:`: each test asks, then confirms.
        return .success(tests.map { confirmed($0) })
    }

    // MARK: Values

    /// Each piece of state the action's `set:` changes and its new value, assignments applied in order.
    var valuesAfterSet: [String: TestValue] {
        var values: [String: TestValue] = [:]
        for assignment in action.assignments {
            values[assignment.state.raw] = value(assignment.value, after: values)
        }
        return values
    }

    /// An expression as a test value: a name is the value it reads, a literal its Swift spelling.
    /// `passed`: the values of parameters of an action `then:` runs, where the expression is one of its.
    func value(_ expression: Expression, after values: [String: TestValue], result: String? = nil, passed: [Name: TestValue] = [:]) -> TestValue {
        if let source = expression.reference { return value(source, after: values, result: result, passed: passed) }
        if expression.isLiteral { return .sample(expression.swift { $0.name.swift }) }
        return .expression(
            expression,
            values: Dictionary(uniqueKeysWithValues: expression.references.map { ($0, value($0, after: values, result: result, passed: passed)) }))
    }

    func value(_ source: ValueSource, after values: [String: TestValue], result: String? = nil, passed: [Name: TestValue] = [:]) -> TestValue {
        switch source {
        case .param(let name): return passed[name] ?? .argument(Self.local(name))
        // What the call was scripted to return, as the test wrote it.
        case .result: return .sample(result ?? "result")
        case .state(let name): return values[name.raw] ?? (edited?.state == name ? .sample(edited!.value) : .before(name))
        // Read before acting, unless an earlier assignment of this action changed what it is computed from: then its
        // expression over the values as they are now.
        case .derived(let name):
            guard let derived = module.derivedValue(named: name.raw),
                !DerivedExpectations.stateRead(by: derived.expression, in: module).isDisjoint(with: values.keys)
            else { return .before(name) }
            return value(derived.expression, after: values)
        }
    }

    private var laterModified: Set<String> {
        Set(chain.dropFirst().flatMap { $0.assignments.map(\.state.raw) + ($0.call?.storedStates.map(\.raw) ?? []) })
    }

    func sameOperation(_ a: Call?, _ b: Call?) -> Bool {
        guard let a, let b else { return false }
        return a.service == b.service && a.operation == b.operation
    }

    /// How many times each operation of the `then:` chain, other than the action's own, runs; `zero` after a failure.
    private func laterCallCounts(zero: Bool) -> [Expectation] {
        var counts: [(service: String, operation: Name, count: Int)] = []
        for step in chain.dropFirst() {
            guard let call = step.call, !sameOperation(call, action.call) else { continue }
            if let index = counts.firstIndex(where: { $0.service == call.service && $0.operation == call.operation }) {
                counts[index].count += 1
            } else {
                counts.append((call.service, call.operation, 1))
            }
        }
        return counts.map { .callCount(service: $0.service, operation: $0.operation, count: zero ? 0 : $0.count) }
    }

    private var callsAsync: Bool { chain.contains { $0.call?.isAsync ?? false } }

    // MARK: Tests

    private func success(_ arguments: [TestArgument], result: String?) -> ActionTest {
        let afterSet = valuesAfterSet
        let laterModified = laterModified
        var expectations: [Expectation] = []
        var asserted: Set<String> = []
        let stored = action.call?.storedStates ?? []
        for assignment in action.assignments where !laterModified.contains(assignment.state.raw) && !stored.contains(assignment.state) {
            guard asserted.insert(assignment.state.raw).inserted else { continue }
            expectations.append(.state(assignment.state, equals: afterSet[assignment.state.raw]!))
        }
        var script: Script?
        if let call = action.call {
            let occurrences = chain.filter { sameOperation($0.call, call) }.count
            if call.arguments.isEmpty {
                expectations.append(.callCount(service: call.service, operation: call.operation, count: occurrences))
            } else {
                let values = call.arguments.map { LabeledValue(label: $0.parameter.label, value: value($0.value, after: afterSet)) }
                expectations.append(.calls(service: call.service, operation: call.operation, arguments: values, onlyCall: occurrences == 1))
            }
            if let returns = call.returns, let sample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module) {
                script = Script(call: call, outcome: .value(sample))
            }
            for store in call.stores where !laterModified.contains(store.state.raw) {
                if let edit = editCases.first(where: { $0.seed.state == store.state }) {
                    expectations.append(.state(store.state, equals: edit.expected))
                } else if let result, let stored = Self.stored(store, result: result) {
                    expectations.append(.state(store.state, equals: stored))
                }
            }
            if call.isThrowing { expectations.append(.noError) }
        }
        let later = laterStores(afterSet: afterSet, result: result)
        expectations += later.expectations
        let modified = laterModified.union(stored.map(\.raw))
        let samples = Dictionary(arguments.map { ($0.param.name.raw, $0.sample) }, uniquingKeysWith: { first, _ in first })
        let known = seeds + (edited.map { [$0] } ?? [])
        for derived in DerivedExpectations.afterSets(of: action, in: module, arguments: samples, seeds: known, modified: modified) {
            expectations.append(.state(derived.name, equals: .sample(derived.value)))
        }
        expectations += laterCallCounts(zero: false)
        let navigations = chain.filter { $0.navigate != nil }.count
        if let navigation = action.navigate {
            let values = navigation.arguments.map { argument -> LabeledValue in
                if case .state(let name) = argument.value.reference, let store = action.call?.stores.first(where: { $0.state == name }), let result,
                    let stored = Self.stored(store, result: result)
                {
                    return LabeledValue(label: argument.parameter.label, value: stored)
                }
                return LabeledValue(label: argument.parameter.label, value: value(argument.value, after: afterSet, result: result))
            }
            expectations.append(.route(navigation.route, arguments: values, onlyNavigation: navigations == 1))
        } else if navigations > 0 {
            expectations.append(.navigations(navigations))
        }
        if callsAsync { expectations += [.notLoading, .loadingShown(true)] }
        if action.isAsync { expectations.append(.requestsInFlight(0)) }
        if chain.contains(where: { !$0.assignments.isEmpty || !($0.call?.stores.isEmpty ?? true) }) { expectations.append(.stateShown) }
        return ActionTest(
            kind: .success, name: "\(action.name.raw)Succeeds", title: "\(action.name.raw) \(Display.describe(action, in: module))",
            arguments: arguments, seeds: seeds, captures: Self.captures(in: expectations), script: script, laterScripts: later.scripts,
            expectations: expectations)
    }

    /// What the `then:` chain's later steps write: each operation other than the action's own returns its sample, and
    /// each piece of state a later step writes last is expected to hold what it wrote: a call's sample's part (replacing,
    /// not appending), or a `set:` value computed from what the chain wrote before it (`afterSet`: the action's own).
    private func laterStores(afterSet: [String: TestValue], result: String? = nil) -> (scripts: [Script], expectations: [Expectation]) {
        var scripts: [Script] = []
        // The last write of each piece of state the later steps change, in the order first written: what it is
        // expected to hold, or nil where that is not known (an append, a result without a sample, a `set:` reading
        // what a call stored).
        var lastWrites: [(state: Name, expected: Expectation?)] = []
        var values = afterSet
        // What a call of the chain stored so far: a `set:` reading it depends on the result.
        var unknown = Set(action.call?.storedStates.map(\.raw) ?? [])
        func write(_ state: Name, _ expected: Expectation?) {
            if let index = lastWrites.firstIndex(where: { $0.state == state }) {
                lastWrites[index].expected = expected
            } else {
                lastWrites.append((state, expected))
            }
        }
        for (offset, step) in chain.dropFirst().enumerated() {
            // The action `then:` runs first gets what this action passes it (`Action.thenArguments`), as the test
            // knows it: its arguments, the call's scripted result, state as it is now; a later one's are not known.
            var passed: [Name: TestValue] = [:]
            if offset == 0, result != nil || !action.thenArguments.contains(where: { $0.value.references.contains(.result) }) {
                for argument in action.thenArguments { passed[argument.parameter] = value(argument.value, after: values, result: result) }
            }
            for assignment in step.assignments {
                let readsParameter = assignment.value.references.contains { if case .param(let name) = $0 { passed[name] == nil } else { false } }
                guard !readsParameter, DerivedExpectations.stateRead(by: assignment.value, in: module).isDisjoint(with: unknown) else {
                    unknown.insert(assignment.state.raw)
                    write(assignment.state, nil)
                    continue
                }
                let expected = value(assignment.value, after: values, passed: passed)
                values[assignment.state.raw] = expected
                write(assignment.state, .state(assignment.state, equals: expected))
            }
            guard let call = step.call else { continue }
            unknown.formUnion(call.storedStates.map(\.raw))
            let sample = call.returns.flatMap { SwiftValues.sample(of: $0, label: call.operation.raw, module: module) }
            if let sample, !sameOperation(call, action.call), !scripts.contains(where: { sameOperation($0.call, call) }) {
                scripts.append(Script(call: call, outcome: .value(sample)))
            }
            for store in call.stores {
                write(store.state, sample.flatMap { store.assigns ? Self.stored(store, result: $0).map { .state(store.state, equals: $0) } : nil })
            }
        }
        return (scripts, lastWrites.compactMap(\.expected))
    }

    private func failure(_ arguments: [TestArgument], call: Call) -> ActionTest {
        var expectations: [Expectation] = [.error] + stoppedAtCall(call, failed: true)
        let placed = failurePlace(arguments)
        if let placed { expectations.append(placed.expectation) }
        if action.isAsync { expectations += [.notLoading, .loadingShown(call.isAsync)] }
        return ActionTest(
            kind: .failure, name: "\(action.name.raw)RecordsFailure",
            title: "\(action.name.raw) records the error when \(call.service).\(call.operation.raw) fails",
            arguments: arguments, seeds: seeds + (placed?.seed.map { [$0] } ?? []), captures: Self.captures(in: expectations),
            script: Script(call: call, outcome: .failure), expectations: expectations)
    }

    /// Where the tests expect the action's failure to show, where the screen shows failures elsewhere than at its top
    /// (`FailurePlace`): a row's under its row, with the row in its list (`seed`: the list holding the test's element).
    /// Nil where every failure shows at the top, and for a row's where the test's state sets the list already (its
    /// `when:`): whether that list holds the element is the solver's choice, not the test's.
    func failurePlace(_ arguments: [TestArgument]) -> (expectation: Expectation, seed: Seed?)? {
        guard !FailurePlace.places(in: module).isEmpty else { return nil }
        let place = FailurePlace(action, requestLine: RequestLine(action, in: module), module: module)
        guard case .row(_, let param) = place else { return (.failedAt(place, element: nil), nil) }
        guard let argument = arguments.first(where: { $0.param.name == param }), let list = place.rowLists(in: module).first else { return nil }
        // A collection edit's list may start with the row already (`CollectionEditCase.row`).
        if let edit = editCases.first(where: { $0.seed.state == list }) {
            return edit.row == param ? (.failedAt(place, element: .argument(argument.local)), nil) : nil
        }
        guard !seeds.contains(where: { $0.state == list }) else { return nil }
        let seed = Seed(state: list, value: "[\(argument.sample)]", evaluated: .list([.opaque]))
        return (.failedAt(place, element: .argument(argument.local)), seed)
    }

    /// A row's action fails while its row is in no list (a load took it away while the call ran): the failure shows at
    /// the top, where Retry is still in reach. Planned where the failure test shows it under the row.
    private func failureOfRowNotShown(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isThrowing, case .row(_, let param) = FailurePlace(action, requestLine: RequestLine(action, in: module), module: module),
            case .failedAt(_, _?)? = failurePlace(arguments)?.expectation
        else { return nil }
        let expectations: [Expectation] = [.error, .failedAt(.screen, element: nil)]
        // The lists a collection edit starts with its row go back to what a fresh screen has.
        let seeds = self.seeds.filter { seed in !editCases.contains { $0.seed.state == seed.state && $0.row == param } }
        return ActionTest(
            kind: .failureOfRowNotShown, name: "\(action.name.raw)FailureOfARowNotShownShowsAtTheTop",
            title: "\(action.name.raw) failing for a \(param.raw) no list holds shows the failure at the top",
            arguments: arguments, seeds: seeds, captures: Self.captures(in: expectations), script: Script(call: call, outcome: .failure),
            expectations: expectations)
    }

    /// Retry runs what failed again: the call fails, the user retries, the call runs again with the arguments it had and
    /// succeeds, which clears the error. Planned where the second run is allowed (its `when:` still holds after the
    /// first run's `set:`).
    private func retried(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isThrowing else { return nil }
        guard allowsSecondRun, let result = successResult(of: call) else { return nil }
        let steps: [TestStep] = [
            .queueOutcomes(service: call.service, operation: call.operation, outcomes: [.failure, .value(result)]), .act, .expect(.error), .retry,
        ]
        // The failed call, then the whole action again: the call and any later call of the chain to the same operation.
        let times = 1 + chain.filter { sameOperation($0.call, call) }.count
        let afterSet = valuesAfterSet
        // Where a `set:` commits before the call, the second run may send other values: only the count is certain. A
        // requested one (a page, a cursor) commits only with the success, so the retry sends what the failed call sent.
        let repeated: Expectation =
            call.arguments.isEmpty || !RequestedState.atOnce(action, in: module).isEmpty || times != 2
            ? .callCount(service: call.service, operation: call.operation, count: times)
            : .callsRepeated(
                service: call.service, operation: call.operation,
                arguments: call.arguments.map { LabeledValue(label: $0.parameter.label, value: value($0.value, after: afterSet)) }, times: times)
        let expectations: [Expectation] = [.noError, repeated]
        return ActionTest(
            kind: .retried, name: "\(action.name.raw)RetriedAfterFailure",
            title: "Retry after \(call.service).\(call.operation.raw) failed runs \(action.name.raw) again, and its success clears the error",
            arguments: arguments, seeds: seeds, captures: Self.captures(in: expectations), script: nil, steps: steps, expectations: expectations)
    }

    /// What holds when the action ends at its own call (it failed or was cancelled): the `set:` effects that commit at
    /// once ran, the requested ones did not, the result was not stored, nothing after the call ran. An optimistic
    /// action's `failed` call restored what its `set:` changed; a cancelled one did not.
    func stoppedAtCall(_ call: Call, failed: Bool = false) -> [Expectation] {
        let afterSet = valuesAfterSet
        let requested = RequestedState.states(of: action, in: module) + (failed ? RequestedState.rolledBack(action) : [])
        func kept(_ state: Name) -> TestValue { requested.contains(state) ? .before(state) : afterSet[state.raw] ?? .before(state) }
        var expectations: [Expectation] = []
        var asserted: Set<String> = []
        for assignment in action.assignments where !call.storedStates.contains(assignment.state) {
            guard asserted.insert(assignment.state.raw).inserted else { continue }
            expectations.append(.state(assignment.state, equals: kept(assignment.state)))
        }
        // What the call would have stored keeps its value from before the call: the `set:` one, if it set it at once.
        for state in call.storedStates { expectations.append(.state(state, equals: kept(state))) }
        if chain.contains(where: { $0.navigate != nil }) { expectations.append(.noNavigation) }
        return expectations + laterCallCounts(zero: true)
    }

    /// The call is cancelled (the screen went away, or a newer request superseded it): no error is recorded, the
    /// result is not stored, and nothing after the call runs.
    private func cancelled(_ arguments: [TestArgument], call: Call) -> ActionTest {
        var expectations: [Expectation] = [.noError] + stoppedAtCall(call)
        expectations.append(.notLoading)
        return ActionTest(
            kind: .cancelled, name: "\(action.name.raw)IgnoresCancellation",
            title: "\(action.name.raw) keeps the state and records no error when \(call.service).\(call.operation.raw) is cancelled",
            arguments: arguments, seeds: seeds, captures: Self.captures(in: expectations), script: Script(call: call, outcome: .cancelled),
            expectations: expectations)
    }

    /// Whether the action may run again while (or after) its first run's call has not succeeded — once the `set:`
    /// effects that commit at once ran — for tests that run it twice.
    var allowsSecondRun: Bool {
        guard let condition = action.condition else { return true }
        return ConditionSeeds.holds(condition, in: module, seeds: seeds, afterSets: RequestedState.atOnce(action, in: module))
    }

    /// What a test scripts the call to return when it succeeds: a sample of its result (or its empty value), `()` for
    /// a call without one; nil when scaffold can make up neither.
    func successResult(of call: Call) -> String? {
        guard let returns = call.returns else { return "()" }
        return SwiftValues.sample(of: returns, label: call.operation.raw, module: module) ?? SwiftValues.zero(of: returns)
    }

    /// Each piece of state the action's `set:` or call would change still holds its value from before acting.
    private var nothingChanged: [Expectation] {
        var changed: [Name] = []
        for name in action.assignments.map(\.state) + (action.call?.storedStates ?? []) where !changed.contains(name) { changed.append(name) }
        return changed.map { .state($0, equals: .before($0)) }
    }

    /// The test of a `confirm:` action, the question confirmed: each act asks, then the user confirms (in a task, where
    /// the test started the action in one); no question waits afterwards. The declined and skipped tests as they are.
    private func confirmed(_ test: ActionTest) -> ActionTest {
        guard action.confirmation != nil, test.kind != .declined, test.kind != .skipped else { return test }
        let answer = TestStep.answer(confirmed: true, awaits: module.confirmsAsync)
        let steps: [TestStep] =
            test.steps.isEmpty
            ? [.act, answer]
            : test.steps.flatMap { step -> [TestStep] in
                switch step {
                // A repeat while the request is in flight does not ask (`ignoresRepeat`).
                case .act where test.kind == .ignoresRepeat: [.act, .expect(.noConfirmation)]
                case .act: [.act, answer]
                // Retry runs the action as the user would: it asks again, and the test answers again.
                case .retry: [.retry, answer]
                case .start(let local): [.act, .startAnswer(local: local)]
                default: [step]
                }
            }
        return ActionTest(
            kind: test.kind, name: test.name, title: test.title, arguments: test.arguments, values: test.values, seeds: test.seeds,
            captures: test.captures, script: test.script, laterScripts: test.laterScripts, steps: steps,
            expectations: test.expectations + [.noConfirmation])
    }

    /// The user declines the question of a `confirm:` action: after asking with the test's arguments, nothing runs.
    private func declined(_ arguments: [TestArgument]) -> ActionTest {
        var expectations = nothingChanged
        if let call = action.call { expectations.append(.callCount(service: call.service, operation: call.operation, count: 0)) }
        if chain.contains(where: { $0.navigate != nil }) { expectations.append(.noNavigation) }
        expectations.append(.noConfirmation)
        let asked = Expectation.confirmationAsked(
            action.name, arguments: arguments.map { LabeledValue(label: $0.param.name.label, value: .argument($0.local)) })
        return ActionTest(
            kind: .declined, name: "\(action.name.raw)DoesNothingWhenDeclined",
            title: "\(action.name.raw) asks first, and does nothing when the user declines", arguments: arguments, seeds: seeds,
            captures: Self.captures(in: expectations), script: nil,
            steps: [.act, .expect(asked), .answer(confirmed: false, awaits: false)], expectations: expectations)
    }

    /// The action's `when:` is false: it runs nothing — no call, no state change, no navigation.
    private func skipped(_ arguments: [TestArgument], seeds: [Seed]) -> ActionTest {
        var expectations = nothingChanged
        if let call = action.call {
            expectations.append(.callCount(service: call.service, operation: call.operation, count: 0))
            if call.isThrowing { expectations.append(.noError) }
        }
        expectations += laterCallCounts(zero: true)
        if chain.contains(where: { $0.navigate != nil }) { expectations.append(.noNavigation) }
        if action.confirmation != nil { expectations.append(.noConfirmation) }
        if callsAsync { expectations.append(.notLoading) }
        expectations.append(.nothingShown)
        return ActionTest(
            kind: .skipped, name: "\(action.name.raw)DoesNothingUnlessAllowed", title: "\(action.name.raw) does nothing while its 'when:' is false",
            arguments: arguments, seeds: seeds, captures: Self.captures(in: expectations), script: nil, expectations: expectations)
    }

    /// What a store holds after the call returned `result` (a Swift expression): the result, its field, or the state's
    /// earlier elements followed by those (a page, or one element appended). Nil for the other edits of elements, whose
    /// value depends on the list the test starts with (`CollectionEditCase`).
    static func stored(_ store: ResultStore, result: String) -> TestValue? {
        let value = store.field.map { "\(result).\($0.swift)" } ?? result
        switch store.edit {
        case .assign: return .sample(value)
        case .append(let one): return .appending(.before(store.state), [one ? "[\(value)]" : value])
        case .prepend, .replace, .remove: return nil
        }
    }

    /// The action runs twice, the call returning two different results (pages): each state it appends to holds its
    /// earlier elements, then the first page's, then the second's. Planned where two distinct results can be made up
    /// and nothing runs after the call.
    private func appends(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.stores.contains(where: \.appends), let returns = call.returns, chain.count == 1, action.navigate == nil,
            let first = SwiftValues.sample(of: returns, label: call.operation.raw, module: module),
            let second = SwiftValues.otherSample(of: returns, label: call.operation.raw, module: module)
        else { return nil }
        // With `when:`, the second run must still be allowed after the first page was stored.
        if let condition = action.condition, !ConditionSeeds.holds(condition, in: module, seeds: seeds, afterStoring: call.stores, of: returns) {
            return nil
        }
        let values = [NamedValue(name: "firstPage", expression: first), NamedValue(name: "secondPage", expression: second)]
        let steps: [TestStep] = [
            .queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: values.map(\.name)), .act, .act,
        ]
        var expectations: [Expectation] = call.stores.filter(\.appends).map { store in
            let page = { (result: String) in store.field.map { "\(result).\($0.swift)" } ?? result }
            return .state(store.state, equals: .appending(.before(store.state), values.map { page($0.name) }))
        }
        if call.isThrowing { expectations.append(.noError) }
        if call.isAsync { expectations.append(.notLoading) }
        return ActionTest(
            kind: .appends, name: "\(action.name.raw)AppendsPages",
            title: "\(action.name.raw) run twice keeps what it had, then adds each page in order",
            arguments: arguments, values: values, seeds: seeds, captures: Self.captures(in: expectations), script: nil, steps: steps,
            expectations: expectations)
    }

    /// Every state an expectation compares with its earlier value, sorted by name.
    static func captures(in expectations: [Expectation]) -> [Name] {
        var names: [Name] = []
        func add(_ value: TestValue) {
            for part in value.parts {
                if case .before(let name) = part, !names.contains(name) { names.append(name) }
            }
        }
        for expectation in expectations {
            switch expectation {
            case .state(_, let value): add(value)
            case .calls(_, _, let arguments, _), .route(_, let arguments, _), .callsRepeated(_, _, let arguments, _), .lastCall(_, _, let arguments):
                arguments.forEach { add($0.value) }
            default: break
            }
        }
        return names.sorted { $0.raw < $1.raw }
    }
}
