import ScaffoldIR

extension Screen {
    /// The screen appears twice: the first appearance runs the load action, a later one runs nothing, so a screen that
    /// appears again keeps what it shows. With a call, each call of the load's chain ran as often as one run of the
    /// chain makes it, with the mocks scripted as in the load's success test, and the view was told the state. Without
    /// one, what the load's success test expects holds, as after one run (a `set:` that counts, `page + 1`, would show a
    /// second run). Planned where the load has a success test.
    public var loadsOnceTest: ActionTest? {
        guard let load = loadAction, let success = load.successTest else { return nil }
        guard load.action.call != nil else {
            // Between the appearances the user edits state the load sets, to the value it started with: a second run
            // would set it again (`restore` of a filter sheet), so the edit must stand.
            var steps: [TestStep] = [.appear, .appear]
            var expectations = success.expectations
            if let (input, value) = editBetweenAppearances(load, success: success) {
                steps = [.appear, .edit(input, value: value), .appear]
                expectations = expectations.map { expectation in
                    if case .state(input.state, _) = expectation { return .state(input.state, equals: .sample(value)) }
                    return expectation
                }
            }
            return ActionTest(
                kind: .loadsOnce, name: "viewDidLoadLoadsOnce", title: "viewDidLoad runs \(load.name.raw) the first time only", arguments: [],
                seeds: success.seeds, captures: success.captures, script: nil, steps: steps, expectations: expectations)
        }
        var calls: [Call] = []
        for call in load.chain.compactMap(\.call) where !calls.contains(where: { $0.service == call.service && $0.operation == call.operation }) {
            calls.append(call)
        }
        let counts: [Expectation] = calls.map { call in
            .callCount(service: call.service, operation: call.operation, count: load.callCount(service: call.service, operation: call.operation))
        }
        return ActionTest(
            kind: .loadsOnce, name: "viewDidLoadLoadsOnce", title: "viewDidLoad runs \(load.name.raw) the first time only", arguments: [],
            seeds: success.seeds, captures: [], script: success.script, laterScripts: success.laterScripts, steps: [.appear, .appear],
            expectations: counts + [.stateShown])
    }

    /// An input without `onChange:` that edits state the load's `set:` writes, and the value the state was seeded with
    /// away from what the load writes (`ConditionSeeds.awayFromResults`); nil where there is none.
    private func editBetweenAppearances(_ load: ScreenAction, success: ActionTest) -> (Input, String)? {
        for assignment in load.action.assignments {
            guard let input = module.input(editing: assignment.state), input.onChange == nil,
                let seed = success.seeds.first(where: { $0.state == assignment.state })
            else { continue }
            let written = success.expectations.compactMap { expectation -> TestValue? in
                if case .state(assignment.state, let value) = expectation { return value }
                return nil
            }.first
            if written == .sample(seed.value) { continue }
            return (input, seed.value)
        }
        return nil
    }

    /// The screen went away mid-load: the task that ran `viewDidLoad` is cancelled while the load's call is held, so
    /// the load never finished, and the next appearance runs it again (its own call once more, then what its `then:`
    /// chain calls). Planned where the load has a success test and its own call is async (only then can it be cancelled).
    public var loadsAgainTest: ActionTest? {
        guard let load = loadAction, let success = load.successTest, let call = load.action.call, call.isAsync else { return nil }
        let occurrences = load.callCount(service: call.service, operation: call.operation)
        let steps: [TestStep] = [
            .holdCalls(service: call.service),
            .startAppearing(local: "first"),
            .waitUntilHeld(service: call.service, count: 1),
            .cancel(local: "first"),
            .stopHolding(service: call.service),
            .release(service: call.service, newest: true),
            .finish(local: "first"),
            .appear,
        ]
        return ActionTest(
            kind: .loadsAgain, name: "viewDidLoadLoadsAgainAfterCancel",
            title: "viewDidLoad runs \(load.name.raw) again when the screen went away mid-load", arguments: [], seeds: success.seeds,
            captures: [], script: nil, steps: steps,
            expectations: [.callCount(service: call.service, operation: call.operation, count: 1 + occurrences)])
    }
}

extension Screen {
    /// A screen opened with data: every piece of state passed to the owner's initializer, each a sample other than its
    /// initial value (where scaffold can make one), and what must then hold — each reads back as passed. Nil when no
    /// piece of state has such a sample.
    public var givenState: (seeds: [Seed], expectations: [Expectation])? {
        var seeds: [Seed] = []
        for field in module.state {
            let sample = SwiftValues.sample(of: field.type, label: field.name.raw, module: module)
            let value = sample == field.initialValue ? SwiftValues.otherSample(of: field.type, label: field.name.raw, module: module) : sample
            guard let value, value != field.initialValue else { continue }
            seeds.append(Seed(state: field.name, value: value, evaluated: .opaque))
        }
        guard !seeds.isEmpty else { return nil }
        return (seeds, seeds.map { .state($0.state, equals: .sample($0.value)) })
    }
}
