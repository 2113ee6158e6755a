import ScaffoldIR

/// A piece of state the user edits (`inputs:`): its control, the action each edit runs, and the test of an edit.
/// Every architecture receives an edit the same way: the view reports it (`didChangeQuery(_:)`), the owner stores the
/// new value, then runs `onChange` (docs/ARCHITECTURE.md#inputs).
public struct ScreenInput: Sendable {
    public let input: Input
    public let field: StateField
    /// `Notifications On`: the control's label.
    public let title: String
    /// What runs after each edit.
    public let onChange: ScreenAction?
    /// The user edits the value: it changes, `onChange` runs; nil where scaffold cannot plan it (see `untested`).
    public let test: ActionTest?
    public let untested: String?
    /// The request lines an edit cancels before `onChange` runs: where `onChange`'s call reads the edited state and its
    /// `when:` may stop it (a search of an emptied query), the request for the old value is superseded even when no new
    /// one starts, so its result never lands under the new value. Each has its test (`supersedesTest`).
    public let cancelledLines: [RequestLine]
    /// An edit while `onChange`'s request is in flight, to a value its `when:` does not allow: the late result is dropped.
    public let supersedesTest: ActionTest?

    /// How long `onChange` waits after the last edit, in milliseconds (`Input.debounceMilliseconds`); nil: at once.
    public var debounceMilliseconds: Int? { input.debounceMilliseconds }
    /// Two edits within the pause: `onChange` runs once, for the second value.
    public let debounceTest: ActionTest?
    /// `onChange` run by itself (a pull to refresh) while an edit waits for its pause: it runs once, not again when the
    /// pause ends.
    public let pauseDroppedTest: ActionTest?

    /// One per `invalid:` rule (the value breaks it and no rule before it: the field's message is the rule's), and one
    /// where a value no rule objects to shows none.
    public let validationTests: [ActionTest]

    /// Every test of editing it.
    public var tests: [ActionTest] { [test, supersedesTest, debounceTest, pauseDroppedTest].compactMap { $0 } + validationTests }

    /// Whether an edit runs an async action: the edit event starts it in a task and returns the task.
    public var isAsync: Bool { onChange?.isAsync ?? false }

    init(_ input: Input, field: StateField, onChange: ScreenAction?, module: ModuleIR) {
        self.input = input
        self.field = field
        self.onChange = onChange
        title = Display.title(field.name.raw)
        let planner = InputTestPlanner(input: input, field: field, onChange: onChange, module: module)
        var untested: String?
        switch planner.tests(count: input.debounceMilliseconds == nil ? 1 : 2) {
        case .success(let tests):
            test = tests[0]
            debounceTest = tests.count > 1 ? planner.debounced(first: tests[0], second: tests[1]) : nil
            pauseDroppedTest = debounceTest == nil ? nil : planner.pauseDropped(by: tests[0])
            untested =
                input.debounceMilliseconds == nil || debounceTest != nil
                ? nil
                : "no test of the pause before \(onChange?.name.raw ?? "onChange") runs: scaffold needs two values of '\(field.name.raw)' it allows on one screen"
        case .failure(let reason):
            (test, debounceTest) = (nil, nil)
            pauseDroppedTest = nil
            untested = "no test of editing \(field.name.raw), \(reason.description)"
        }
        let validations = planner.validationTests()
        validationTests = validations.tests
        if !validations.unsolved.isEmpty {
            let rules = validations.unsolved.map { "'\($0)'" }.joined(separator: ", ")
            let note = "no test of the message of \(field.name.raw) while \(rules): scaffold found no state where it shows"
            untested = [untested, note].compactMap { $0 }.joined(separator: "; ")
        }
        self.untested = untested
        supersedesTest = test.flatMap { planner.supersedes(after: $0) }
        cancelledLines = supersedesTest == nil ? [] : onChange.map { [$0.requestLine] } ?? []
    }
}

/// Plans the test of an edit: the screen starts with the state's initial value (and what `onChange`'s `when:` needs),
/// the user edits it to another value, and then the state holds that value, the derived values that read it follow, and
/// `onChange` did what its own success test expects — on the edited value.
struct InputTestPlanner {
    let input: Input
    let field: StateField
    let onChange: ScreenAction?
    let module: ModuleIR

    /// The edit tests of up to `count` values `onChange`'s `when:` allows, each of a different value; at least one.
    func tests(count: Int) -> Result<[ActionTest], TestPlanner.Reason> {
        guard let start = field.initialValue ?? SwiftValues.sample(of: field.type, label: field.name.raw, module: module) else {
            return .failure(TestPlanner.Reason(description: "it needs a sample \(field.type) for '\(field.name.raw)'"))
        }
        let candidates = ConditionSeeds.candidates(of: field.type, label: field.name.raw, module: module).filter { $0.swift != start }
        guard !candidates.isEmpty else {
            return .failure(TestPlanner.Reason(description: "scaffold knows no value of \(field.type) other than \(start)"))
        }
        guard let onChange else {
            let edited = Seed(state: field.name, value: candidates[0].swift, evaluated: candidates[0].value)
            return .success([test(edited, seeds: [], script: nil, laterScripts: [], then: [], modified: [])])
        }
        var lastReason: TestPlanner.Reason?
        var tests: [ActionTest] = []
        // The first values the action's `when:` allows (any value, without one).
        for candidate in candidates where tests.count < count {
            let edited = Seed(state: field.name, value: candidate.swift, evaluated: candidate.value)
            var planner = TestPlanner(action: onChange.action, chain: onChange.chain, module: module)
            switch planner.successAfterEdit(edited) {
            case .success(let success):
                let modified = Set(
                    onChange.chain.flatMap { $0.assignments.map(\.state.raw) + ($0.call?.storedStates.map(\.raw) ?? []) })
                tests.append(
                    test(
                        edited, seeds: success.seeds, script: success.script, laterScripts: success.laterScripts, then: success.expectations,
                        modified: modified))
            case .failure(let reason):
                lastReason = reason
            }
        }
        guard tests.isEmpty else { return .success(tests) }
        return .failure(lastReason ?? TestPlanner.Reason(description: "scaffold found no value that runs \(onChange.name.raw)"))
    }

    /// Two edits within the pause (`Input.debounceMilliseconds`), to the values of two edit tests: the first edit's wait
    /// is cancelled, so `onChange` runs once, for the second value, and the screen ends as the second test expects. The
    /// clock holds the sleeps; the second edit comes 1 ms before the first's pause ends, then time moves past the second's.
    func debounced(first: ActionTest, second: ActionTest) -> ActionTest? {
        guard let onChange, let pause = input.debounceMilliseconds, case .edit(_, let firstValue)? = first.steps.first,
            case .edit(_, let secondValue)? = second.steps.first,
            // Both values must open on the same screen: the second test's start must let the first edit run too.
            first.seeds.filter({ $0.state != field.name }) == second.seeds.filter({ $0.state != field.name })
        else { return nil }
        let steps: [TestStep] = [
            .holdSleeps,
            .startEdit(local: "first", input, value: firstValue),
            .waitForSleeps(count: 1),
            // 1 ms before the pause ends, the first edit still waits: a shorter pause would have ended it.
            .advanceClock(milliseconds: pause - 1),
            .expectSleeping(count: 1),
            .startEdit(local: "second", input, value: secondValue),
            .waitForSleeps(count: 2),
            .advanceClock(milliseconds: pause),
            .finish(local: "first"),
            .finish(local: "second"),
        ]
        return ActionTest(
            kind: .editDebounced, name: field.name.raw + "EditsWithinPauseRun" + SwiftNames.upperFirst(onChange.name.raw) + "Once",
            title: "editing \(field.name.raw) twice within \(pause) ms runs \(onChange.name.raw) once, for the second value",
            arguments: [], seeds: second.seeds, captures: second.captures, script: second.script, laterScripts: second.laterScripts,
            steps: steps, expectations: second.expectations)
    }

    /// The edit after `edited` (the edit test's): `onChange`'s call is held, the user edits again to a value its `when:`
    /// does not allow, and the held call returns: what it would store keeps its value from before. Planned where the call
    /// reads the edited state, stores its result, and such a value is known.
    func supersedes(after edited: ActionTest) -> ActionTest? {
        guard let onChange, onChange.isAsync, let condition = onChange.action.condition, let call = onChange.action.call, call.isAsync,
            !call.stores.isEmpty, let returns = call.returns,
            call.arguments.contains(where: { DerivedExpectations.stateRead(by: $0.value, in: module).contains(field.name.raw) }),
            case .edit(_, let allowed)? = edited.steps.first,
            let late = SwiftValues.sample(of: returns, label: call.operation.raw, module: module)
        else { return nil }
        let others = edited.seeds.filter { $0.state != field.name }
        let candidates = ConditionSeeds.candidates(of: field.type, label: field.name.raw, module: module).filter { $0.swift != allowed }
        guard
            let stopped = candidates.first(where: { candidate in
                !ConditionSeeds.holds(
                    condition, in: module, seeds: others + [Seed(state: field.name, value: candidate.swift, evaluated: candidate.value)], afterSets: [])
            })
        else { return nil }
        var expectations: [Expectation] = [.state(field.name, equals: .sample(stopped.swift))]
        for state in call.storedStates where state != field.name && !expectations.contains(.state(state, equals: .before(state))) {
            expectations.append(.state(state, equals: .before(state)))
        }
        expectations += [.notLoading, .requestsInFlight(0)]
        // A debounced edit cancels its own wait, and with it a call that wait started: the call in flight is the action's
        // own then (a pull to refresh), on a screen that opens with the allowed value, so only the edit's cancellation of
        // the request line stops it.
        var seeds = edited.seeds
        let start: TestStep
        if input.debounceMilliseconds != nil,
            let opened = ConditionSeeds.candidates(of: field.type, label: field.name.raw, module: module).first(where: { $0.swift == allowed })
        {
            seeds = others + [Seed(state: field.name, value: allowed, evaluated: opened.value)]
            start = .startAction(local: "first", action: onChange.action, chain: onChange.chain)
        } else {
            start = .startEdit(local: "first", input, value: allowed)
        }
        let steps: [TestStep] = [
            .holdCalls(service: call.service),
            .queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: [late]),
            start,
            .waitUntilHeld(service: call.service, count: 1),
            .edit(input, value: stopped.swift),
            .stopHolding(service: call.service),
            .release(service: call.service, newest: true),
            .finish(local: "first"),
        ]
        return ActionTest(
            kind: .editSupersedes, name: field.name.raw + "EditDropsStale" + SwiftNames.upperFirst(onChange.name.raw),
            title: "editing \(field.name.raw) to a value \(onChange.name.raw)'s 'when:' stops drops the \(call.service).\(call.operation.raw) call in flight",
            arguments: [], seeds: seeds, captures: TestPlanner.captures(in: expectations), script: nil, steps: steps,
            expectations: expectations)
    }

    /// An edit waits for its pause, and meanwhile `onChange` runs by itself (a pull to refresh, another input's edit):
    /// it runs at once with the edited value, and the wait is dropped, so when the pause would have ended nothing runs
    /// again — the screen ends as the edit's own test expects (one call).
    func pauseDropped(by edited: ActionTest) -> ActionTest? {
        guard let onChange, let pause = input.debounceMilliseconds, case .edit(_, let value)? = edited.steps.first else { return nil }
        let steps: [TestStep] = [
            .holdSleeps,
            .startEdit(local: "pending", input, value: value),
            .waitForSleeps(count: 1),
            .startAction(local: "now", action: onChange.action, chain: onChange.chain),
            .finish(local: "now"),
            .advanceClock(milliseconds: pause),
            .finish(local: "pending"),
        ]
        return ActionTest(
            kind: .editPauseDropped, name: field.name.raw + "EditWaitDroppedWhen" + SwiftNames.upperFirst(onChange.name.raw) + "Runs",
            title: "\(onChange.name.raw) run while an edit of \(field.name.raw) waits for its pause runs once: the wait is dropped",
            arguments: [], seeds: edited.seeds, captures: edited.captures, script: edited.script, laterScripts: edited.laterScripts,
            steps: steps, expectations: edited.expectations)
    }

    /// One test per `invalid:` rule: a screen where the rule holds and none before it does, and the field's message is
    /// the rule's text; then one where the field holds a value no rule objects to, and says nothing. Where the input
    /// runs nothing after an edit, the user types the value (the view is told the message too); otherwise the screen
    /// opens with it. `unsolved`: the rules, as written, for which scaffold found no such state.
    func validationTests() -> (tests: [ActionTest], unsolved: [String]) {
        var tests: [ActionTest] = []
        var unsolved: [String] = []
        for (index, rule) in input.validations.enumerated() {
            let earlier = input.validations[..<index].map { Expression.not($0.condition) }
            let condition = earlier.reduce(rule.condition) { Expression.binary(.and, $0, $1) }
            let written = rule.condition.swift { $0.name.raw }
            guard let seeds = ConditionSeeds.solve(condition, in: module, arguments: [:]).holds else {
                unsolved.append(written)
                continue
            }
            let text = "\(module.stringsType).\(rule.member)"
            var expectations: [Expectation] = [.state(Name(input.message), equals: .sample(text))]
            var steps: [TestStep] = []
            var start = seeds
            if onChange == nil, let typed = seeds.first(where: { $0.state == field.name }) {
                start = seeds.filter { $0.state != field.name }
                steps = [.edit(input, value: typed.value)]
                expectations.append(.stateShown)
            }
            let suffix = index == 0 ? "" : "\(index + 1)"
            tests.append(
                ActionTest(
                    kind: .validation, name: field.name.raw + "ShowsMessage" + suffix,
                    title: "\(field.name.raw) says \"\(rule.message)\" while \(written)", arguments: [], seeds: start, captures: [],
                    script: nil, steps: steps, expectations: expectations))
        }
        // A value that will do, other than the field's initial one: no message. Without it, a rule that lost a part (an
        // e-mail rule that no longer asks for the "@") would object to every value, and only the untouched field would
        // show it does not.
        let noRule = input.validations.map { Expression.not($0.condition) }.reduce(Expression.bool(true)) { Expression.binary(.and, $0, $1) }
        let edited =
            field.initialValue.flatMap { Expression.literal($0, of: field.type, entities: module.entities) }
            .map { Expression.binary(.and, noRule, .binary(.notEqual, .reference(.state(field.name)), $0)) } ?? noRule
        if !input.validations.isEmpty, let seeds = ConditionSeeds.solve(edited, in: module, arguments: [:]).holds,
            let typed = seeds.first(where: { $0.state == field.name })
        {
            let steps: [TestStep] = onChange == nil ? [.edit(input, value: typed.value)] : []
            tests.append(
                ActionTest(
                    kind: .validation, name: field.name.raw + "ShowsNoMessageForAValueThatWillDo",
                    title: "\(field.name.raw) says nothing for a value no rule objects to", arguments: [],
                    seeds: onChange == nil ? seeds.filter { $0.state != field.name } : seeds, captures: [], script: nil, steps: steps,
                    expectations: [.state(Name(input.message), equals: .sample("nil"))] + (steps.isEmpty ? [] : [.stateShown])))
        }
        return (tests, unsolved)
    }

    /// The edit to `edited` on a screen started with `seeds`; `then` is what `onChange` makes hold, `modified` the state
    /// the `onChange` chain changes.
    private func test(
        _ edited: Seed, seeds: [Seed], script: Script?, laterScripts: [Script], then: [Expectation], modified: Set<String>
    ) -> ActionTest {
        var expectations: [Expectation] = []
        if !modified.contains(field.name.raw) { expectations.append(.state(field.name, equals: .sample(edited.value))) }
        for derived in DerivedExpectations.afterEdit(edited, in: module, seeds: seeds, modified: modified) {
            expectations.append(.state(derived.name, equals: .sample(derived.value)))
        }
        expectations += then.filter { expectation in
            if case .stateShown = expectation { return false }
            if case .state(let name, _) = expectation { return !expectations.contains { if case .state(name, _) = $0 { true } else { false } } }
            return true
        }
        expectations.append(.stateShown)
        let runs = onChange.map { ", then runs \($0.name.raw)" } ?? ""
        let name = field.name.raw + "Edit" + (onChange.map { "Runs" + SwiftNames.upperFirst($0.name.raw) } ?? "UpdatesState")
        return ActionTest(
            kind: .edited, name: name, title: "editing \(field.name.raw) stores the new value\(runs)", arguments: [], seeds: seeds,
            captures: TestPlanner.captures(in: expectations), script: script, laterScripts: laterScripts, steps: [.edit(input, value: edited.value)],
            expectations: expectations)
    }
}
