import ScaffoldIR
import ScaffoldScreen

/// One action in the store's terms: its `Action` case, its function in the reducer, and with a call, the call's
/// `Effect` case and the response action that reports how it ended.
struct StoreActionParts {
    let actionCase: StoreContext.ActionCase
    let reducer: StoreContext.ActionReducer
    let response: StoreContext.ResponseCase?
    let effect: StoreContext.EffectCase?
    /// `case .checkoutResponse(.success): ["list:lines"]`: what the `then:` chain reduced with the call's success
    /// cancels. The reducer runs the chain in place, not through `send`, so the response carries its cancellations.
    let responseCancellation: (keys: StoreContext.Cancellation?, prefixes: StoreContext.Cancellation?)

    /// The label of the call's argument that sends the id of the element `action`'s line is keyed by (`statusID:
    /// status.id`, `taskID: taskID`), if its line is an element's and one does.
    static func elementIDArgument(_ action: Action, module: ModuleIR) -> String? {
        guard case .item(_, let param, let isID) = RequestLine(action, in: module), let call = action.call else { return nil }
        let id = param.swift + (isID ? "" : ".id")
        return call.arguments.first { $0.value.swift { $0.name.swift } == id }?.parameter.label
    }

    /// The line the store keys `action`'s effect by: its element's where its call sends the element's id, else its own.
    static func storeLine(_ line: RequestLine, of action: Action, module: ModuleIR) -> RequestLine {
        guard case .item = line, elementIDArgument(action, module: module) == nil else { return line }
        return .action(action.name)
    }

    /// The lines the `then:` chain after `action` cancels while the reducer runs it in place: each action's
    /// `cancelledLines` up to and including the first that calls (its own response carries the rest). Each once.
    static func chainCancelledLines(after action: ScreenAction, in screen: Screen) -> [RequestLine] {
        var lines: [RequestLine] = []
        for next in action.chain.dropFirst() {
            guard let step = screen.actions.first(where: { $0.name == next.name }) else { break }
            for line in step.cancelledLines where !lines.contains(line) { lines.append(line) }
            if next.call != nil { break }
        }
        return lines
    }

    /// The lines whose requests in flight the state counts: each list a page waits for (nothing while it is busy). In
    /// spec order, each once.
    static func countedLines(_ screen: Screen) -> [RequestLine] {
        screen.waitingLists.map(RequestLine.list)
    }

    /// The flag of the page `action` replaces: where it calls on the line of a list that loads page by page after its
    /// elements, and is no page itself (a refresh).
    static func pageReplaced(by action: ScreenAction, in screen: Screen) -> String? {
        guard action.action.call != nil, !action.waitsForLine, case .list(let list) = action.requestLine, screen.pagedLists.contains(list)
        else { return nil }
        return Screen.pageFlag(of: list)
    }

    /// The state member counting the requests in flight on `line`: `statusesInFlight` for a list's line,
    /// `loadCallsInFlight` for an action's own.
    static func lineCounter(_ line: RequestLine) -> String {
        switch line {
        case .list(let list): SwiftNames.lowerFirst(list.raw) + "InFlight"
        case .action(let action), .item(let action, _, _): SwiftNames.lowerFirst(action.raw) + "CallsInFlight"
        }
    }

    init(_ screenAction: ScreenAction, isFirstLoad: Bool, countedLines: [RequestLine], screen: Screen) {
        let module = screen.module
        let action = screenAction.action
        let lineCounter = action.call != nil && countedLines.contains(screenAction.requestLine) ? Self.lineCounter(screenAction.requestLine) : nil
        let failure = "\(module.name)CallFailure"
        let spelling = ReducerSpelling(action: action, module: module)
        let patternLocals = action.params.map { "let \(spelling.local($0.name))" }.joined(separator: ", ")
        // The action as the user sent it, from its parameters' locals: what a question waits as, what Retry sends again.
        let sent = ".\(action.name.swift)" + spelling.argumentList(action.params)
        actionCase = StoreContext.ActionCase(
            rawName: action.name.raw,
            declaration: action.name.swift + (action.params.isEmpty ? "" : "(\(SwiftDecl.parameters(action.params)))"),
            pattern: ".\(action.name.swift)" + (action.params.isEmpty ? "" : "(\(patternLocals))"),
            asks: action.confirmation.map { _ in
                StoreContext.Ask(condition: action.condition?.swift(spelling.value), pending: sent)
            },
            reduction: action.confirmation == nil ? "\(action.name.swift)(&state\(spelling.arguments(action.params)))" : nil,
            summary: screenAction.summary)

        var reducer = StoreContext.ActionReducer(
            name: action.name.swift, rawName: action.name.raw, summary: screenAction.summary, parameters: spelling.declarations(action.params),
            // A question checks `when:` before it asks.
            condition: action.confirmation == nil ? action.condition?.swift(spelling.value) : nil,
            isStub: action.isStub, waitsForLine: screenAction.waitsForLine, lineCounter: lineCounter, pageFlag: screenAction.pageFlag,
            clearsPageFlag: Self.pageReplaced(by: screenAction, in: screen), sets: [], effect: nil, navigate: nil, then: nil, response: nil)
        var navigate: AssignmentLine?
        var then: String?
        // Once a `set:` is requested, what comes after it until the effect reads the requested value.
        var requested: [Name] = []
        var value: (ValueSource) -> String = spelling.value
        for effect in screenAction.effects {
            switch effect {
            // `set: { x: x }` changes nothing, and Swift refuses assigning a property to itself.
            case .set(let assignment) where assignment.value.reference == .state(assignment.state):
                continue
            case .set(let assignment):
                reducer.sets.append(EffectStep(set: AssignmentLine(target: "state.\(assignment.state.swift)", value: assignment.value.swift(value))))
            case .request(let assignment):
                reducer.sets.append(EffectStep(request: RequestedValue(assignment, in: action, module: module, value: value)))
                requested.append(assignment.state)
                value = RequestedState.reading(requested, in: action, module: module, spelling.value)
            case .navigate(let navigation):
                let arguments = navigation.arguments.map { "\($0.parameter.label): \($0.value.swift(spelling.value))" }.joined(separator: ", ")
                navigate = AssignmentLine(target: "state.route", value: ".\(navigation.route.swift)" + (arguments.isEmpty ? "" : "(\(arguments))"))
            case .then(let next):
                // Parameters bind by name (`Action.thenArguments`): this action's parameters, what its call returned, state.
                let bound = action.thenArguments.map { "\($0.parameter.label): \($0.value.swift(spelling.value))" }
                then = ".\(next.name.swift)" + (bound.isEmpty ? "" : "(\(bound.joined(separator: ", ")))")
            case .call:
                break
            }
        }
        reducer.saves = Rollback.saves(screenAction, module: module) { "state.\($0.swift)" }
        for state in screenAction.rollbacks {
            let locals = RequestedState.rollbackLocals(state, in: action, module: module)
            reducer.optimisticValues.append(AssignmentLine(target: locals.optimistic, value: "state.\(state.swift)"))
        }
        guard let call = action.call else {
            (reducer.navigate, reducer.then) = (navigate, then)
            (self.reducer, response, effect, responseCancellation) = (reducer, nil, nil, (nil, nil))
            return
        }
        // The parameters what follows the call reads travel with the effect and come back with its response.
        let carried = spelling.carriedParameters(after: call)
        let extra = carried.filter(\.isExtra)
        let operation = module.service(named: call.service)?.operations.first { $0.name == call.operation }
        let effectFields =
            call.arguments.map { argument in
                (label: argument.parameter.label, type: operation?.params.first { $0.name == argument.parameter }?.type.swift ?? "Never")
            } + extra.map { (label: $0.effectLabel, type: $0.param.type.swift) }
        let effectValues =
            call.arguments.map { "\($0.parameter.label): \($0.value.swift(value))" }
            + extra.map { "\($0.effectLabel): \(spelling.local($0.param.name))" }
        reducer.effect = ".\(action.name.swift)" + (effectValues.isEmpty ? "" : "(\(effectValues.joined(separator: ", ")))")

        let resultType = call.returns.map { "Result<\($0.swift), \(failure)>" } ?? "\(failure)?"
        let carriedDeclarations = carried.map { "\($0.param.name.label): \($0.param.type.swift)" }
        let carriedPattern = carried.map { ", let \(spelling.local($0.param.name))" }.joined()
        let carriedArguments = carried.map { ", \($0.param.name.label): \(spelling.local($0.param.name))" }.joined()
        let carriedParameters = spelling.declarations(carried.map(\.param))
        response = StoreContext.ResponseCase(
            rawName: action.name.raw, declaration: "\(action.name.swift)Response(\(([resultType] + carriedDeclarations).joined(separator: ", ")))",
            pattern: ".\(action.name.swift)Response(let result\(carriedPattern))",
            reduction: "\(action.name.swift)Response(&state, result\(carriedArguments))")
        let chainLines = Self.chainCancelledLines(after: screenAction, in: screen)
        responseCancellation = StoreContext.Cancellation.split(
            pattern: ".\(action.name.swift)Response(\(call.returns == nil ? ".none" : ".success")\(String(repeating: ", _", count: carried.count)))",
            lines: chainLines, module: module)
        let stores = call.stores.map { StoreStep($0, target: "state.\($0.state.swift)", param: { spelling.local($0) }) }
        let returns = call.returns != nil
        reducer.response = StoreContext.ResponseReducer(
            parameters: ", _ result: \(resultType)\(carriedParameters)",
            successPattern: returns
                ? (call.stores.contains(where: \.readsResult) || action.readsResultAfterCall ? ".success(let fetched)" : ".success") : "nil",
            failurePattern: returns
                ? (call.isThrowing ? ".failure(.failed(let message))" : ".failure(.failed)") : (call.isThrowing ? ".failed(let message)?" : ".failed?"),
            cancelledPattern: returns ? ".failure(.cancelled)" : ".cancelled?",
            supersededPattern: returns ? ".failure(.superseded)" : ".superseded?",
            commits: carried.compactMap { carried in
                carried.commits.map { AssignmentLine(target: "state.\($0.swift)", value: spelling.local(carried.param.name)) }
            },
            stores: stores, isThrowing: call.isThrowing,
            // As the user sent it: an action with `confirm:` asks again.
            retry: sent, failureLine: requestKey(RequestLine(action, in: module), local: spelling.local),
            failurePlace: failurePlace(screenAction, in: screen, local: spelling.local),
            lineCounter: lineCounter, pageFlag: screenAction.pageFlag, navigate: navigate, then: then, loadsAgain: isFirstLoad,
            marksLoaded: isFirstLoad && call.isThrowing)
        reducer.response?.restores = screenAction.rollbacks.map { state in
            let locals = RequestedState.rollbackLocals(state, in: action, module: module)
            return Restore(target: "state.\(state.swift)", optimistic: spelling.local(Name(locals.optimistic)), previous: spelling.local(Name(locals.previous)))
        }
        self.reducer = reducer

        let effectLocals = effectFields.map { "let \(StoreContext.handlerLocal($0.label))" }.joined(separator: ", ")
        let pattern = ".\(action.name.swift)" + (effectFields.isEmpty ? "" : "(\(effectLocals))")
        let key: String
        var keyLabel: String?
        // An action on an element is keyed by the argument that sends the element's id, as the other owners key it by
        // the element (`move:\(taskID)`, `favorite:\(statusID)`); without one, by the action.
        switch RequestLine(action, in: module) {
        case .item:
            if let label = Self.elementIDArgument(action, module: module) {
                keyLabel = label
                key = "\"\(action.name.raw):\\(\(StoreContext.handlerLocal(label)))\""
            } else {
                key = requestKey(.action(action.name))
            }
        case let line: key = requestKey(line)
        }
        let carriedBack = carried.map { ", \($0.param.name.label): \(StoreContext.handlerLocal($0.effectLabel))" }.joined()
        // The case as the cancelled response reads it: only what that response carries back is bound.
        let carriedLabels = Set(carried.map(\.effectLabel))
        let carriedBackPattern =
            ".\(action.name.swift)"
            + (carriedLabels.isEmpty
                ? ""
                : "(" + effectFields.map { carriedLabels.contains($0.label) ? "let \(StoreContext.handlerLocal($0.label))" : "_" }.joined(separator: ", ") + ")")
        // The case as the request key reads it: only the element's id is bound.
        let keyPattern = keyLabel.map { label in
            ".\(action.name.swift)(" + effectFields.map { $0.label == label ? "let \(StoreContext.handlerLocal(label))" : "_" }.joined(separator: ", ") + ")"
        }
        let reported = ".\(action.name.swift)Response"
        effect = StoreContext.EffectCase(
            name: action.name.swift, rawName: action.name.raw,
            declaration: action.name.swift
                + (effectFields.isEmpty ? "" : "(" + effectFields.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"),
            pattern: pattern,
            callee: "self.\(SwiftNames.lowerFirst(call.service)).\(call.operation.swift)",
            arguments: call.arguments.map { "\($0.parameter.label): \(StoreContext.handlerLocal($0.parameter.label))" }.joined(separator: ", "),
            isAsync: call.isAsync, isThrowing: call.isThrowing, returnsValue: returns,
            succeeded: returns ? "\(reported)(.success(fetched)\(carriedBack))" : "\(reported)(nil\(carriedBack))",
            failed: returns ? "\(reported)(.failure(\(failure)(error))\(carriedBack))" : "\(reported)(\(failure)(error)\(carriedBack))",
            cancelled: returns ? "\(reported)(.failure(.cancelled)\(carriedBack))" : "\(reported)(.cancelled\(carriedBack))",
            superseded: returns ? "\(reported)(.failure(.superseded)\(carriedBack))" : "\(reported)(.superseded\(carriedBack))",
            carriedPattern: carriedBackPattern,
            keyPattern: keyPattern ?? ".\(action.name.swift)", requestKey: key)
    }
}
