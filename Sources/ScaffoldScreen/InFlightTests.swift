import ScaffoldIR

/// The tests that hold an action's call in flight: loading shown meanwhile, newest wins (for the result and for a
/// failure), and the screen going away mid-call. Planned with the action's other tests.
extension TestPlanner {
    /// The action runs twice and the first call ends last: its stale result is dropped, the newer one stays, and the
    /// screen loads until both calls end. Planned where the result, or fields of it, are stored (not appended: a page
    /// waits instead) and two distinct values of it can be made up (an empty one or another sample, and a sample), and
    /// nothing else runs after the call, so only the two calls are held.
    func superseded(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isAsync, let returns = call.returns, !call.stores.isEmpty, call.stores.allSatisfy(\.assigns), chain.count == 1,
            action.navigate == nil, let fresh = SwiftValues.sample(of: returns, label: call.operation.raw, module: module),
            let stale = SwiftValues.zero(of: returns) ?? SwiftValues.otherSample(of: returns, label: call.operation.raw, module: module),
            stale != fresh
        else { return nil }
        let steps: [TestStep] = [
            .holdCalls(service: call.service),
            .queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: [stale, fresh]),
            .start(local: "first"),
            .waitUntilHeld(service: call.service, count: 1),
            .start(local: "second"),
            .waitUntilHeld(service: call.service, count: 2),
            .expect(.loading),
            .release(service: call.service, newest: true),
            .finish(local: "second"),
            .expect(.loading),
            .release(service: call.service, newest: false),
            .finish(local: "first"),
        ]
        // Each state the call stores holds what the newer response gave it (the last store of a state wins).
        var stored: [Name: TestValue] = [:]
        for store in call.stores { stored[store.state] = Self.stored(store, result: fresh) }
        var expectations: [Expectation] = []
        for state in call.storedStates where !expectations.contains(where: { if case .state(state, _) = $0 { true } else { false } }) {
            if let value = stored[state] { expectations.append(.state(state, equals: value)) }
        }
        expectations += [.notLoading, .requestsInFlight(0)]
        if call.isThrowing { expectations.append(.noError) }
        return ActionTest(
            kind: .superseded, name: "\(action.name.raw)KeepsNewestResponse",
            title: "\(action.name.raw) run twice keeps the newer response and loads until both calls end",
            arguments: arguments, seeds: seeds, captures: [], script: nil, steps: steps, expectations: expectations)
    }

    /// Loading shows while the action's call is in flight, and not once it ended: the mock holds the call while the
    /// test looks, then lets it go (holding nothing after it, so what `then:` runs next does not wait).
    func showsLoading(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isAsync else { return nil }
        // A page shows its own spinner, under its list, too.
        let page = pageList(of: call)
        let steps: [TestStep] =
            [
                .holdCalls(service: call.service),
                .start(local: "first"),
                .waitUntilHeld(service: call.service, count: 1),
                .expect(.loading),
            ] + (page.map { [.expect(.loadingMore($0, true))] } ?? []) + [
                .stopHolding(service: call.service),
                .release(service: call.service, newest: true),
                .finish(local: "first"),
            ]
        return ActionTest(
            kind: .showsLoading, name: "\(action.name.raw)ShowsLoading",
            title: "\(action.name.raw) shows loading while \(call.service).\(call.operation.raw) is in flight, and not after",
            arguments: arguments, seeds: seeds, captures: [], script: nil, steps: steps,
            expectations: [.notLoading] + (page.map { [.loadingMore($0, false)] } ?? []))
    }

    /// The list the action loads a page of (its call appends to the list its request line keeps), if it is a page.
    func pageList(of call: Call) -> Name? {
        guard case .list(let list) = RequestLine(action, in: module), call.stores.contains(where: { $0.state == list && $0.appends }) else { return nil }
        return list
    }

    /// Newest wins, failures included: the action runs twice, and the first call fails while the second is in flight.
    /// The first request was superseded, so its failure is not shown (whatever error its service threw once cancelled),
    /// loading goes on and the newer request keeps its line; then the second succeeds, and loading ends. Planned for an
    /// async, throwing call whose `when:` still holds after its own `set:`; not for a page, which waits for the one in
    /// flight instead.
    func supersededFailure(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isAsync, call.isThrowing else { return nil }
        if case .list(let list) = RequestLine(action, in: module), call.stores.contains(where: { $0.state == list && $0.addsPage }) { return nil }
        guard allowsSecondRun, let result = successResult(of: call) else { return nil }
        let steps: [TestStep] = [
            .holdCalls(service: call.service),
            .queueOutcomes(service: call.service, operation: call.operation, outcomes: [.failure, .value(result)]),
            .start(local: "first"),
            .waitUntilHeld(service: call.service, count: 1),
            .start(local: "second"),
            .waitUntilHeld(service: call.service, count: 2),
            .stopHolding(service: call.service),
            .release(service: call.service, newest: false),
            .finish(local: "first"),
            .expect(.noError),
            .expect(.loading),
            .expect(.requestsInFlight(1)),
            .release(service: call.service, newest: true),
            .finish(local: "second"),
        ]
        return ActionTest(
            kind: .supersededFailure, name: "\(action.name.raw)IgnoresSupersededFailure",
            title: "\(action.name.raw) run twice does not show the failure of the superseded \(call.service).\(call.operation.raw) call",
            arguments: arguments, seeds: seeds, captures: [], script: nil, steps: steps, expectations: [.noError, .notLoading, .requestsInFlight(0)])
    }

    /// The screen went away while the call of the next action of the `then:` chain was in flight: the action's own call
    /// succeeded, then the task that ran the action is cancelled while the next call is held, and that call returns
    /// anyway. The whole chain is one request, cancelled with its caller: the result is not stored and nothing after it
    /// runs (no later call, no navigation). Planned where the next action's async call is another operation and
    /// something would show: a result it stores (a sample made up for it), or what runs after it.
    func chainWentAway(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isAsync, chain.count >= 2, let next = chain[1].call, next.isAsync, !sameOperation(call, next) else { return nil }
        let late = next.returns.flatMap { SwiftValues.otherSample(of: $0, label: next.operation.raw, module: module) }
        // What only the next call stores keeps its value from before: the action's own writes are left aside.
        let ownWrites = Set(action.assignments.map(\.state) + call.storedStates + chain[1].assignments.map(\.state))
        var expectations: [Expectation] = []
        if late != nil {
            for state in next.storedStates where !ownWrites.contains(state) && !expectations.contains(.state(state, equals: .before(state))) {
                expectations.append(.state(state, equals: .before(state)))
            }
        }
        // What runs after the next call does not run: a later call of another operation, a navigation.
        var later: [Expectation] = []
        for step in chain.dropFirst(2) {
            guard let laterCall = step.call, !sameOperation(laterCall, call), !sameOperation(laterCall, next) else { continue }
            let count = Expectation.callCount(service: laterCall.service, operation: laterCall.operation, count: 0)
            if !later.contains(count) { later.append(count) }
        }
        expectations += later
        if action.navigate == nil, chain.dropFirst(1).contains(where: { $0.navigate != nil }) { expectations.append(.noNavigation) }
        guard !expectations.isEmpty else { return nil }
        expectations += [.notLoading, .requestsInFlight(0)]
        // Its own call failed once before: that call's success clears the error, whatever comes after is cancelled.
        var failedBefore: [TestStep] = []
        if call.isThrowing, allowsSecondRun, let result = successResult(of: call) {
            failedBefore = [.queueOutcomes(service: call.service, operation: call.operation, outcomes: [.failure, .value(result)])]
            expectations.append(.noError)
        }
        let holdsNext: [TestStep] = next.service == call.service ? [] : [.holdCalls(service: next.service)]
        let queue: [TestStep] = late.map { [.queue(service: next.service, operation: next.operation, isThrowing: next.isThrowing, values: [$0])] } ?? []
        let steps: [TestStep] =
            failedBefore + [.holdCalls(service: call.service)] + holdsNext + queue + (failedBefore.isEmpty ? [] : failedRun(call)) + [
                .start(local: "first"),
                .waitUntilHeld(service: call.service, count: 1),
                .release(service: call.service, newest: true),
                .waitUntilHeld(service: next.service, count: 1),
                .cancel(local: "first"),
                .stopHolding(service: next.service),
                .release(service: next.service, newest: true),
                .finish(local: "first"),
            ]
        let nextName = chain[1].name.raw
        return ActionTest(
            kind: .chainWentAway, name: "\(action.name.raw)StopsWhenScreenGoesAwayDuring\(SwiftNames.upperFirst(nextName))",
            title:
                "\(action.name.raw) drops what \(nextName)'s \(next.service).\(next.operation.raw) call brings and runs nothing after it when the screen goes away mid-call"
                + (failedBefore.isEmpty ? "" : "; its own success cleared the earlier failure"),
            arguments: arguments, seeds: seeds, captures: Self.captures(in: expectations), script: nil, steps: steps, expectations: expectations)
    }

    /// A first run whose held call is let go to fail (the mock's queue says so): the error it leaves is on screen.
    func failedRun(_ call: Call) -> [TestStep] {
        [
            .start(local: "failed"), .waitUntilHeld(service: call.service, count: 1), .release(service: call.service, newest: true),
            .finish(local: "failed"), .expect(.error),
        ]
    }

    /// The screen went away mid-call: the task that ran the action is cancelled while its call is held, then the call
    /// returns a result anyway. The request was cancelled with its caller, so the result is not stored and nothing after
    /// the call runs (no navigation from a screen that is gone). Where the call can fail and the action may run twice,
    /// a first run fails: its error stays on screen, since the cancelled success counts for nothing.
    func screenWentAway(_ arguments: [TestArgument], call: Call) -> ActionTest {
        let failedBefore = call.isThrowing && allowsSecondRun
        var expectations = stoppedAtCall(call)
        if call.isThrowing { expectations.insert(failedBefore ? .error : .noError, at: 0) }
        // Neither the request nor its line is left behind.
        expectations += [.notLoading, .requestsInFlight(0)]
        var values: [NamedValue] = []
        var outcomes: [Script.Outcome] = failedBefore ? [.failure] : []
        // The call returns a sample, where one can be made up, so that storing it would show.
        if let returns = call.returns, let sample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module) {
            values = [NamedValue(name: "late", expression: sample)]
            outcomes.append(.value("late"))
        }
        var queue: [TestStep] = []
        if call.isThrowing, !outcomes.isEmpty {
            queue = [.queueOutcomes(service: call.service, operation: call.operation, outcomes: outcomes)]
        } else if !values.isEmpty {
            queue = [.queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: ["late"])]
        }
        let steps: [TestStep] =
            queue + [.holdCalls(service: call.service)] + (failedBefore ? failedRun(call) : []) + [
                .start(local: "first"),
                .waitUntilHeld(service: call.service, count: 1),
                .cancel(local: "first"),
                .stopHolding(service: call.service),
                .release(service: call.service, newest: true),
                .finish(local: "first"),
            ]
        return ActionTest(
            kind: .screenWentAway, name: "\(action.name.raw)StopsWhenScreenGoesAway",
            title: "\(action.name.raw) drops \(call.service).\(call.operation.raw)'s result and runs nothing after it when the screen goes away mid-call"
                + (failedBefore ? "; the earlier failure stays shown" : ""),
            arguments: arguments, values: values, seeds: seeds, captures: Self.captures(in: expectations), script: nil, steps: steps,
            expectations: expectations)
    }
}
