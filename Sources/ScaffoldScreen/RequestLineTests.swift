import ScaffoldIR

/// The tests that prove an action's request line (`RequestLine`): a load drops a page of its list in flight, a page
/// waits for a load, and an action on two elements lets both land. Planned with the action's other tests.
extension TestPlanner {
    /// For a parameterless page (an async call appending to a list, nothing after it), its list and the parameterless
    /// load of the same service that assigns that list, if there is one.
    func loadOfThePage(_ arguments: [TestArgument], call: Call) -> (list: Name, load: Action)? {
        guard call.isAsync, arguments.isEmpty, chain.count == 1, action.navigate == nil, case .list(let list) = RequestLine(action, in: module),
            call.stores.contains(where: { $0.addsPage && $0.state == list }),
            let load = module.actions.first(where: { other in
                other.name != action.name && other.params.isEmpty && other.condition == nil && other.confirmation == nil
                    && other.navigate == nil && other.then == nil && RequestLine(other, in: module) == .list(list)
                    && other.call.map { $0.isAsync && $0.service == call.service && $0.stores.contains { $0.state == list && $0.assigns } } ?? false
            })
        else { return nil }
        return (list, load)
    }

    /// A page waits its turn: run while a load of its list is in flight, it does nothing — no call, and the list holds
    /// the load's result alone. The mock stops holding once the load's call is held, so a page that did call would
    /// return at once (and the test fail on the call count) rather than wait forever. Once the load ended, the page runs
    /// again and calls (where its `when:` still holds on the load's result): the load's line was let go.
    func pageWaitsForLoad(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard case (let list, let load)? = loadOfThePage(arguments, call: call), let loadCall = load.call, let loadReturns = loadCall.returns,
            let returns = call.returns, let fresh = SwiftValues.sample(of: loadReturns, label: loadCall.operation.raw, module: module),
            let page = SwiftValues.otherSample(of: returns, label: call.operation.raw, module: module)
        else { return nil }
        // Only where the page's `when:` still holds once the load's `set:` ran: otherwise that, not the wait, stops it
        // (a refresh that starts the cursor over), and the test could not fail.
        if let condition = action.condition, !ConditionSeeds.holds(condition, in: module, seeds: seeds, afterSets: RequestedState.atOnce(load, in: module)) {
            return nil
        }
        let values = [NamedValue(name: "firstPage", expression: page), NamedValue(name: "secondPage", expression: fresh)]
        let sameOperation = loadCall.operation == call.operation
        let queues: [TestStep] =
            sameOperation
            ? [.queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: ["secondPage", "firstPage"])]
            : [
                .queue(service: call.service, operation: loadCall.operation, isThrowing: loadCall.isThrowing, values: ["secondPage"]),
                .queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: ["firstPage"]),
            ]
        var steps: [TestStep] =
            [.holdCalls(service: call.service)] + queues + [
                .startAction(local: "first", action: load, chain: [load]),
                .waitUntilHeld(service: call.service, count: 1),
                .stopHolding(service: call.service),
                .act,
            ]
            // The page that waits shows no spinner of its own: the load is what runs.
            + spinnerGone(list) + [
                .release(service: call.service, newest: true),
                .finish(local: "first"),
            ]
        var expectations: [Expectation] = loadCall.stores.compactMap { store in Self.stored(store, result: "secondPage").map { .state(store.state, equals: $0) }
        }
        expectations.append(.callCount(service: call.service, operation: call.operation, count: sameOperation ? 1 : 0))
        expectations.append(.notLoading)
        let pagesAfter =
            action.condition.map {
                ConditionSeeds.holds(
                    $0, in: module, seeds: seeds, afterSets: load.assignments, afterStoring: loadCall.stores, of: loadReturns)
            } ?? true
        if pagesAfter {
            // What held while the load was in flight, then the page after it: it calls (the queue's other result), with
            // what the load stored (its cursor, not the one from before the load).
            steps += expectations.map(TestStep.expect) + [.act]
            expectations = [.callCount(service: call.service, operation: call.operation, count: sameOperation ? 2 : 1), .notLoading]
            if let arguments = argumentsAfter(load, result: "secondPage", of: call) {
                expectations.insert(.lastCall(service: call.service, operation: call.operation, arguments: arguments), at: 1)
            }
        }
        return ActionTest(
            kind: .pageWaitsForLoad, name: "\(action.name.raw)WaitsFor\(SwiftNames.upperFirst(load.name.raw))",
            title: "\(action.name.raw) does nothing while \(load.name.raw) is in flight: \(list.raw) holds \(load.name.raw)'s result alone"
                + (pagesAfter ? "; once it ended, \(action.name.raw) calls" : ""),
            arguments: arguments, values: values, seeds: seeds,
            captures: Self.captures(in: steps.compactMap { if case .expect(let expectation) = $0 { expectation } else { nil } } + expectations), script: nil,
            steps: steps, expectations: expectations)
    }

    /// What `call` (the action's) sends once `load` stored `result`: each argument reads state the load assigned from
    /// its result, or state neither the load nor its `set:` changes (as the action's own `set:` leaves it), or a literal;
    /// nil where one reads anything else.
    private func argumentsAfter(_ load: Action, result: String, of call: Call) -> [LabeledValue]? {
        guard let loadCall = load.call else { return nil }
        let touched = Set(load.assignments.map(\.state) + loadCall.storedStates)
        var arguments: [LabeledValue] = []
        for argument in call.arguments {
            let value: TestValue
            if argument.value.isLiteral {
                value = .sample(argument.value.swift { $0.name.swift })
            } else if case .state(let name)? = argument.value.reference {
                if let own = valuesAfterSet[name.raw] {
                    value = own
                } else if let store = loadCall.stores.last(where: { $0.state == name }) {
                    guard store.assigns, let stored = Self.stored(store, result: result), !load.assignments.contains(where: { $0.state == name })
                    else { return nil }
                    value = stored
                } else if !touched.contains(name) {
                    value = .before(name)
                } else {
                    return nil
                }
            } else {
                return nil
            }
            arguments.append(LabeledValue(label: argument.parameter.label, value: value))
        }
        return arguments
    }

    /// A page waits for an earlier page of its list too: run again while its page is in flight, it does nothing — one
    /// call. The mock stops holding once the first call is held, so a second run that did call would return at once
    /// (and the test fail on the call count) rather than wait. Planned for a parameterless page whose `when:` still holds
    /// after its own `set:` (where the cursor moves only with the response).
    func pageWaitsForPage(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isAsync, arguments.isEmpty, chain.count == 1, action.navigate == nil, case .list(let list) = RequestLine(action, in: module),
            call.stores.contains(where: { $0.addsPage && $0.state == list })
        else { return nil }
        guard allowsSecondRun else { return nil }
        let steps: [TestStep] = [
            .holdCalls(service: call.service),
            .start(local: "first"),
            .waitUntilHeld(service: call.service, count: 1),
            .stopHolding(service: call.service),
            .act,
            .release(service: call.service, newest: true),
            .finish(local: "first"),
        ]
        return ActionTest(
            kind: .pageWaitsForPage, name: "\(action.name.raw)WaitsForItsPageInFlight",
            title: "\(action.name.raw) does nothing while its earlier page of \(list.raw) is in flight: one call",
            arguments: arguments, seeds: seeds, captures: [], script: nil, steps: steps,
            // The page that ran ended like any other: no failure shown, and its request forgotten.
            expectations: [.callCount(service: call.service, operation: call.operation, count: 1)] + (call.isThrowing ? [.noError] : [])
                + [.notLoading, .requestsInFlight(0)])
    }

    /// A list's loads and pages are one line of work (`RequestLine.list`): a load (refresh, a new query) that starts while
    /// the action's page is in flight cancels it. The load's response arrives first, then the page's: the list holds the
    /// load's result alone. Planned for a parameterless page whose list a parameterless load of the same service
    /// assigns, each running nothing after its call.
    func pageDroppedByLoad(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard case (let list, let load)? = loadOfThePage(arguments, call: call), let returns = call.returns, let loadCall = load.call,
            let loadReturns = loadCall.returns,
            let page = SwiftValues.sample(of: returns, label: call.operation.raw, module: module),
            // Another value than the page's where both return one type, so that a stale page stored is told apart.
            let fresh = loadCall.operation == call.operation || loadReturns == returns
                ? SwiftValues.otherSample(of: loadReturns, label: loadCall.operation.raw, module: module)
                : SwiftValues.sample(of: loadReturns, label: loadCall.operation.raw, module: module)
        else { return nil }
        let values = [NamedValue(name: "firstPage", expression: page), NamedValue(name: "secondPage", expression: fresh)]
        let queues: [TestStep] =
            loadCall.operation == call.operation
            ? [.queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: ["firstPage", "secondPage"])]
            : [
                .queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: ["firstPage"]),
                .queue(service: call.service, operation: loadCall.operation, isThrowing: loadCall.isThrowing, values: ["secondPage"]),
            ]
        let steps: [TestStep] =
            [.holdCalls(service: call.service)] + queues + [
                .start(local: "first"),
                .waitUntilHeld(service: call.service, count: 1),
                .startAction(local: "second", action: load, chain: [load]),
                .waitUntilHeld(service: call.service, count: 2),
            ]
            // The load replaced the page: its spinner went at once, though the page's call has not returned yet.
            + spinnerGone(list) + [
                .release(service: call.service, newest: true),
                .finish(local: "second"),
                .release(service: call.service, newest: false),
                .finish(local: "first"),
            ]
        var expectations: [Expectation] = loadCall.stores.compactMap { store in Self.stored(store, result: "secondPage").map { .state(store.state, equals: $0) }
        }
        expectations += [.notLoading, .requestsInFlight(0)]
        if call.isThrowing || loadCall.isThrowing { expectations.append(.noError) }
        return ActionTest(
            kind: .pageDroppedByLoad, name: "\(action.name.raw)DroppedBy\(SwiftNames.upperFirst(load.name.raw))",
            title: "\(load.name.raw) while \(action.name.raw) is in flight drops the stale page: \(list.raw) holds \(load.name.raw)'s result alone",
            arguments: arguments, values: values, seeds: seeds, captures: [], script: nil, steps: steps, expectations: expectations)
    }

    /// The step that checks `list`'s page spinner is off, where the list has one (a page is appended to it; a prepended
    /// page shows as the screen's loading).
    func spinnerGone(_ list: Name) -> [TestStep] {
        let isPaged = module.actions.contains { other in
            RequestLine(other, in: module) == .list(list) && other.call?.stores.contains { $0.state == list && $0.appends } == true
        }
        return isPaged ? [.expect(.loadingMore(list, false))] : []
    }

    /// The test's arguments with another element in place of `param`'s, in a local of its own (`local`, by default
    /// `otherStatus`), and the element it replaces; nil where no other element can be made up or the local's name is
    /// taken, among `arguments` or `besides`.
    func otherElement(
        in arguments: [TestArgument], param: Name, local: String? = nil, besides: [TestArgument] = []
    ) -> (arguments: [TestArgument], local: String, value: String, replaced: String)? {
        guard let index = arguments.firstIndex(where: { $0.param.name == param }),
            let value = SwiftValues.otherSample(of: arguments[index].param.type, label: param.raw, module: module)
        else { return nil }
        let local = local ?? "other" + SwiftNames.upperFirst(param.raw)
        guard !(arguments + besides).contains(where: { $0.local == local }) else { return nil }
        var others = arguments
        others[index] = TestArgument(param: others[index].param, local: local, type: others[index].type, sample: value)
        return (others, local, value, arguments[index].sample)
    }

    /// An action on an element (`RequestLine.item`) runs for two elements at once: the first is not cancelled by the
    /// second, so its result lands (checked as soon as it returns), then the second's. Planned where the whole result is
    /// stored, two distinct results and another element can be made up, and nothing runs after the call.
    func elementsSideBySide(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isAsync, chain.count == 1, action.navigate == nil, case .item(_, let param, _) = RequestLine(action, in: module),
            let assign = call.assignsWholeResult, let returns = call.returns,
            let (others, otherLocal, otherElement, _) = otherElement(in: arguments, param: param),
            let first = SwiftValues.sample(of: returns, label: call.operation.raw, module: module),
            let second = SwiftValues.otherSample(of: returns, label: call.operation.raw, module: module), first != second
        else { return nil }
        let values = [
            NamedValue(name: otherLocal, expression: otherElement), NamedValue(name: "firstResult", expression: first),
            NamedValue(name: "secondResult", expression: second),
        ]
        let steps = Self.sideBySide(call, others: others, queued: true, afterFirst: .state(assign, equals: .sample("firstResult")))
        var expectations: [Expectation] = [.state(assign, equals: .sample("secondResult")), .notLoading]
        if call.isThrowing { expectations.append(.noError) }
        return ActionTest(
            kind: .elementsSideBySide, name: "\(action.name.raw)ForTwoElementsRunsBoth",
            title: "\(action.name.raw) for two \(param.raw) values at once: neither cancels the other, each result lands",
            arguments: arguments, values: values, seeds: seeds, captures: [], script: nil, steps: steps, expectations: expectations)
    }

    /// The steps of two runs at once, for the test's element and then `others`' (`otherElement`): both calls held, the
    /// first released and finished, `afterFirst` expected, then the second. `queued`: the calls return `firstResult` and
    /// `secondResult`, in order.
    static func sideBySide(_ call: Call, others: [TestArgument], queued: Bool, afterFirst: Expectation) -> [TestStep] {
        [.holdCalls(service: call.service)]
            + (queued
                ? [.queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: ["firstResult", "secondResult"])] : [])
            + [
                .start(local: "first"),
                .waitUntilHeld(service: call.service, count: 1),
                .startWith(local: "second", arguments: others),
                .waitUntilHeld(service: call.service, count: 2),
                .release(service: call.service, newest: false),
                .finish(local: "first"),
                .expect(afterFirst),
                .release(service: call.service, newest: true),
                .finish(local: "second"),
            ]
    }

    /// An action on an element (`RequestLine.item`) runs for two elements at once, and the first one's call fails while
    /// the second is in flight: the second did not cancel the first, so the failure is reported; then the second
    /// succeeds, and the failure stays shown (it belongs to the first element's line) until Retry runs the first again.
    /// Planned for an async call that can fail, where another element can be made up.
    func elementFailureReported(_ arguments: [TestArgument], call: Call) -> ActionTest? {
        guard call.isAsync, call.isThrowing, case .item(_, let param, _) = RequestLine(action, in: module),
            let (others, otherLocal, otherElement, sample) = otherElement(in: arguments, param: param), sample != otherElement,
            let result = successResult(of: call)
        else { return nil }
        let afterSet = valuesAfterSet
        let callArguments = call.arguments.map { LabeledValue(label: $0.parameter.label, value: value($0.value, after: afterSet)) }
        // Where the screen shows failures elsewhere than at its top: the first element's, under its row.
        let placed = failurePlace(arguments)
        var steps: [TestStep] = [
            .holdCalls(service: call.service),
            .queueOutcomes(service: call.service, operation: call.operation, outcomes: [.failure, .value(result)]),
            .start(local: "first"),
            .waitUntilHeld(service: call.service, count: 1),
            .startWith(local: "second", arguments: others),
            .waitUntilHeld(service: call.service, count: 2),
            // What the second runs after its call (`then:`) is not held.
            .stopHolding(service: call.service),
            .release(service: call.service, newest: false),
            .finish(local: "first"),
            .expect(.error),
            .expect(.loading),
            .release(service: call.service, newest: true),
            .finish(local: "second"),
            // The failure belongs to the first element's request line: the second's success leaves it shown.
            .expect(.error),
        ]
        if let placed { steps.append(.expect(placed.expectation)) }
        // Retry runs the first one again, the element whose call failed, though the second ran after it.
        steps += [.retry, .expect(.lastCall(service: call.service, operation: call.operation, arguments: callArguments))]
        return ActionTest(
            kind: .elementFailureReported, name: "\(action.name.raw)ForTwoElementsReportsEachFailure",
            title: "\(action.name.raw) for two \(param.raw) values at once: the first one's failure is reported, and stays when the second succeeds",
            arguments: arguments, values: [NamedValue(name: otherLocal, expression: otherElement)],
            seeds: seeds + (placed?.seed.map { [$0] } ?? []),
            captures: Self.captures(in: [.lastCall(service: call.service, operation: call.operation, arguments: callArguments)]), script: nil,
            steps: steps, expectations: [.notLoading, .requestsInFlight(0)])
    }

    /// The action writes at once state that another line's request would store (`ScreenAction.cancelledLines`): run
    /// while that request is held, it cancels it, and the request's result, released afterwards, is dropped — the state
    /// holds what the action wrote, and what only the request would store is as it was. Planned for each such line whose
    /// action runs nothing after its call, and may run from where this action's tests start (an element's line with a
    /// sample element: Cart's removal of a line); and where the held result differs from what the action writes (a
    /// literal), so that the test can fail. An element's line is cancelled for every element: two elements' requests
    /// are held (where another element can be made up), so that cancelling only one of them fails. What the `then:`
    /// chain writes after the call counts too (Cart's checkout empties the cart): its values are the ones the success
    /// test expects (`success`).
    /// `untested`: for each line without a test, why (a comment in the test file says so).
    func cancelsLines(_ arguments: [TestArgument], success: ActionTest) -> (tests: [ActionTest], untested: [String]) {
        var written = RequestedState.atOnce(action, in: module)
        var afterSet = valuesAfterSet
        var lines = ScreenAction.cancelledLines(by: action, on: line, waits: waits, in: module)
        for step in chain.dropFirst() where step.call == nil {
            let stepLine = RequestLine(step, in: module)
            let stepWaits = Wait.waits(of: step, on: stepLine, in: module)
            for line in ScreenAction.cancelledLines(by: step, on: stepLine, waits: stepWaits, in: module) where !lines.contains(line) {
                lines.append(line)
            }
            for assignment in step.assignments {
                guard
                    let expected = success.expectations.lazy.compactMap({ expectation -> TestValue? in
                        if case .state(assignment.state, let value) = expectation { value } else { nil }
                    }).first
                else { continue }
                written.append(assignment)
                afterSet[assignment.state.raw] = expected
            }
        }
        var tests: [ActionTest] = []
        var untested: [String] = []
        for line in lines {
            switch cancelsLine(line, arguments, written: written, afterSet: afterSet) {
            case .success(let test): tests.append(test)
            case .failure(let reason): untested.append(reason.description)
            }
        }
        return (tests, untested)
    }

    /// The test that the action cancels `line`'s request in flight (`cancelsLines`), or why there is none.
    private func cancelsLine(
        _ line: RequestLine, _ arguments: [TestArgument], written: [Assignment], afterSet: [String: TestValue]
    ) -> Result<ActionTest, Reason> {
        let onLine = module.actions.filter { $0.call?.isAsync == true && RequestLine($0, in: module) == line }
        guard let other = onLine.first(where: { $0.confirmation == nil && $0.then == nil && $0.navigate == nil }) ?? onLine.first else {
            return .failure(Reason(description: "no test that it cancels a request line no action runs"))
        }
        func untested(_ why: String) -> Result<ActionTest, Reason> {
            .failure(Reason(description: "no test that it cancels \(other.name.raw)'s request in flight: \(why)"))
        }
        if other.confirmation != nil { return untested("\(other.name.raw) asks first") }
        if other.then != nil || other.navigate != nil { return untested("\(other.name.raw) runs more after its call") }
        guard let call = other.call, let returns = call.returns else { return untested("its call returns nothing a test could hold back") }
        guard let otherArguments = pendingArguments(of: other, besides: arguments) else {
            return untested("scaffold has no sample for each of its parameters")
        }
        // Another value than the sample the test's state starts from (a seeded entity is its `fixture()`), so
        // that a late result stored anyway shows.
        guard
            let stale = SwiftValues.otherSample(of: returns, label: call.operation.raw, module: module)
                ?? SwiftValues.sample(of: returns, label: call.operation.raw, module: module)
        else { return untested("scaffold has no sample \(returns) for its late result") }
        if let condition = other.condition, !ConditionSeeds.holds(condition, in: module, seeds: seeds, afterSets: []) {
            return untested("its 'when:' does not hold where \(action.name.raw)'s tests start")
        }
        // Each state both write: the action's value must be what the test can tell from the stale result's. What
        // only the request would store keeps its value from before (the other action's own `set:` left aside).
        var expectations: [Expectation] = []
        for store in call.stores {
            guard let assignment = written.last(where: { $0.state == store.state }) else {
                if !other.assignments.contains(where: { $0.state == store.state }) {
                    expectations.append(.state(store.state, equals: .before(store.state)))
                }
                continue
            }
            guard store.assigns, let value = afterSet[store.state.raw] else { continue }
            if assignment.value.isLiteral, store.field == nil, assignment.value.swift({ $0.name.swift }) == stale { continue }
            expectations.append(.state(store.state, equals: value))
        }
        guard !expectations.isEmpty else { return untested("what \(action.name.raw) writes cannot be told from its late result") }
        if call.isThrowing { expectations.append(.noError) }
        expectations += [.notLoading, .requestsInFlight(0)]
        // A second element's request beside the first, where the element has another sample.
        let secondArguments: [TestArgument]? =
            if case .item(_, let param, _) = line { secondElement(of: otherArguments, param: param, besides: arguments) } else { nil }
        let steps = whileHeld(other, call: call, result: "staleResult", arguments: otherArguments, second: secondArguments, act: [.act])
        return .success(
            ActionTest(
                kind: .cancelsLine, name: "\(action.name.raw)Cancels\(SwiftNames.upperFirst(other.name.raw))InFlight",
                title: "\(action.name.raw) while \(other.name.raw) is in flight cancels it: its late result does not overwrite what \(action.name.raw) wrote",
                arguments: arguments, values: [NamedValue(name: "staleResult", expression: stale)], seeds: seeds,
                captures: Self.captures(in: expectations), script: nil, steps: steps, expectations: expectations))
    }

    /// Samples for `other`'s parameters, each in a local named apart from the test's own (`pendingLine`); nil where one
    /// has no sample.
    private func pendingArguments(of other: Action, besides arguments: [TestArgument]) -> [TestArgument]? {
        var pending: [TestArgument] = []
        for param in other.params {
            let local = "pending" + SwiftNames.upperFirst(param.name.raw)
            guard let sample = SwiftValues.sample(of: param.type, label: param.name.raw, module: module),
                !arguments.contains(where: { $0.local == local })
            else { return nil }
            pending.append(TestArgument(param: param, local: local, type: SwiftDecl.typeName(param.type, qualifiedIn: module), sample: sample))
        }
        return pending
    }

    /// `pending` with another element in place of `param`'s, in a local of its own (`otherPendingLine`); nil where no
    /// other element can be made up or the local's name is taken.
    private func secondElement(of pending: [TestArgument], param: Name, besides arguments: [TestArgument]) -> [TestArgument]? {
        guard let local = pending.first(where: { $0.param.name == param })?.local,
            let other = otherElement(in: pending, param: param, local: "other" + SwiftNames.upperFirst(local), besides: arguments),
            other.value != other.replaced
        else { return nil }
        return other.arguments
    }
}

/// The tests of an action's waits (`Wait`): a repeat ignored while its request is in flight, and a run while a request
/// whose result its `set:` reads is in flight.
extension TestPlanner {
    /// A repeat while the action's request is in flight does nothing (`Wait.Reason.repeated`): what its `set:` wrote
    /// at once shows while the call is held, the second run neither calls nor changes it, and the first call's result
    /// lands, the run ending as `success` does. The mock stops holding before the second run, so a second run that did
    /// call would return at once, and the test fail on the call count or the state, rather than wait. Planned where
    /// the `when:` still holds after the first run's `set:`, and only the action's own run calls its operation.
    func ignoresRepeat(_ success: ActionTest, call: Call) -> ActionTest? {
        guard call.isAsync, allowsSecondRun, chain.filter({ sameOperation($0.call, call) }).count == 1 else { return nil }
        let afterSet = valuesAfterSet
        var shown: [Expectation] = []
        for assignment in RequestedState.atOnce(action, in: module) {
            let expectation = Expectation.state(assignment.state, equals: afterSet[assignment.state.raw]!)
            if !shown.contains(expectation) { shown.append(expectation) }
        }
        let steps: [TestStep] =
            [.holdCalls(service: call.service), .start(local: "first"), .waitUntilHeld(service: call.service, count: 1)]
            + shown.map(TestStep.expect) + [.stopHolding(service: call.service), .act]
            + shown.map(TestStep.expect) + [.release(service: call.service, newest: true), .finish(local: "first")]
        var expectations = success.expectations
        if !expectations.contains(where: { if case .calls = $0 { true } else { false } }) {
            expectations.append(.callCount(service: call.service, operation: call.operation, count: 1))
        }
        for settled in [Expectation.notLoading, .requestsInFlight(0)] where !expectations.contains(settled) { expectations.append(settled) }
        return ActionTest(
            kind: .ignoresRepeat, name: "\(action.name.raw)IgnoresRepeatInFlight",
            title: "\(action.name.raw) again while its \(call.service).\(call.operation.raw) call is in flight does nothing, and the first call's result lands",
            arguments: success.arguments, values: success.values, seeds: success.seeds, captures: Self.captures(in: shown + expectations),
            script: success.script, laterScripts: success.laterScripts, steps: steps, expectations: expectations)
    }

    /// The action runs while another action's request, which stores what its `set:` reads, is in flight
    /// (`Wait.Reason.reads`): it does nothing (no call, no change), and that request's result lands. Planned for each
    /// such request of a parameterless action that runs nothing after its call, with a result scaffold can make up.
    func waitsForRequests(_ arguments: [TestArgument]) -> [ActionTest] {
        var tests: [ActionTest] = []
        for wait in waits {
            guard case .reads(let otherName, let states) = wait.reason, let other = module.action(named: otherName.raw),
                other.params.isEmpty, other.confirmation == nil, other.then == nil, other.navigate == nil,
                let call = other.call, call.isAsync, let returns = call.returns,
                let loaded = SwiftValues.otherSample(of: returns, label: call.operation.raw, module: module)
                    ?? SwiftValues.sample(of: returns, label: call.operation.raw, module: module)
            else { continue }
            if let condition = other.condition, !ConditionSeeds.holds(condition, in: module, seeds: seeds, afterSets: []) { continue }
            // Meanwhile nothing it writes changed, and its own call did not run.
            var unchanged: [Expectation] = []
            for state in action.assignments.map(\.state) + (action.call?.storedStates ?? []) {
                let expectation = Expectation.state(state, equals: .before(state))
                if !unchanged.contains(expectation) { unchanged.append(expectation) }
            }
            if let own = action.call, !sameOperation(own, call) {
                unchanged.append(.callCount(service: own.service, operation: own.operation, count: 0))
            }
            // Then the request's result lands.
            var expectations: [Expectation] = []
            for store in call.stores {
                if let value = Self.stored(store, result: "loadedResult") { expectations.append(.state(store.state, equals: value)) }
            }
            if call.isThrowing { expectations.append(.noError) }
            expectations.append(.notLoading)
            let steps = whileHeld(other, call: call, result: "loadedResult", act: [.act] + unchanged.map(TestStep.expect))
            let read = states.map(\.raw).joined(separator: ", ")
            tests.append(
                ActionTest(
                    kind: .waitsForRequest, name: "\(action.name.raw)WaitsFor\(SwiftNames.upperFirst(other.name.raw))InFlight",
                    title: "\(action.name.raw) does nothing while \(other.name.raw), which stores the \(read) it reads, is in flight",
                    arguments: arguments, values: [NamedValue(name: "loadedResult", expression: loaded)], seeds: seeds,
                    captures: Self.captures(in: unchanged + expectations), script: nil, steps: steps, expectations: expectations))
        }
        return tests
    }

    /// `act` while `other`'s call (`call`) is held, its result queued as the test's value named `result`; then the held
    /// call is released and `other` finishes. With `second`, `other` runs for those arguments too (another element),
    /// both calls held and released. Where the action calls the same service, the mock stops holding before `act`, so
    /// that only the held requests wait.
    private func whileHeld(
        _ other: Action, call: Call, result: String, arguments: [TestArgument] = [], second: [TestArgument]? = nil, act: [TestStep]
    ) -> [TestStep] {
        let callsHeldService = chain.contains { $0.call?.service == call.service }
        let runs = [("pending", arguments)] + (second.map { [("otherPending", $0)] } ?? [])
        var steps: [TestStep] = [
            .holdCalls(service: call.service),
            .queue(service: call.service, operation: call.operation, isThrowing: call.isThrowing, values: runs.map { _ in result }),
        ]
        for (count, run) in runs.enumerated() {
            steps += [
                .startAction(local: run.0, action: other, chain: [other], arguments: run.1), .waitUntilHeld(service: call.service, count: count + 1),
            ]
        }
        steps += (callsHeldService ? [.stopHolding(service: call.service)] : []) + act
        steps += runs.map { _ in .release(service: call.service, newest: true) }
        return steps + runs.map { .finish(local: $0.0) }
    }
}
