import ScaffoldIR
import ScaffoldScreen

/// Which actions each VIPER type runs, and what VIPER calls things.
enum VIPERRoles {
    /// Actions whose `set` or `call` the interactor runs.
    static func hasUseCase(_ action: Action) -> Bool { !action.assignments.isEmpty || action.call != nil }

    /// Whether the interactor's use case reports success: its call can fail, or be cancelled (async), and then what
    /// the presenter runs after it must not run.
    static func reportsSuccess(_ action: Action) -> Bool { action.call.map { $0.isThrowing || $0.isAsync } ?? false }

    /// Whether a success of the use case clears the error on screen: its call can fail.
    static func clearsError(_ action: Action) -> Bool { action.call?.isThrowing ?? false }

    /// `name` as a member of the type whose method declares `params`: `self.name` where a parameter shadows it.
    static func member(_ name: String, in action: Action) -> String {
        action.params.contains { $0.name.raw == name || $0.name.swift == name } ? "self.\(name)" : name
    }

    static func routeMethod(_ route: Name) -> String { "show" + SwiftNames.upperFirst(route.raw) }
}

/// The interactor's use cases and the presenter's events that run them.
extension VIPERContext {
    /// The interactor's part of an action: `set`, then `call` (+ `assign`), each state change reported.
    struct UseCase: Codable {
        var name: String
        /// Parameters in presentation types.
        var parameters: String
        var isAsync: Bool
        var reportsSuccess: Bool
        var stateReceiver: String
        var outputReceiver: String
        var contentReceiver: String
        /// An optimistic use case keeps what each state its `set:` changes held before (as `ActionMethod.saves`).
        var saves: [AssignmentLine]
        /// The `set:` effects before the call, each committed at once (`set`) or requested (`request`).
        var sets: [EffectStep]
        /// Some `set:` commits at once: the output hears of it before the call.
        var reportsAfterSet: Bool
        var call: CallStep?
        var reportsAfterCall: Bool
        /// What the use case returns where the presenter passes the call's result on to a route
        /// (docs/spec.md#results-passed-on): the result in presentation types, nil where the call failed or was
        /// cancelled. Nil where it returns whether it succeeded, or nothing.
        var passesOn: PassedResult?
        /// What a failed or cancelled call returns: `nil` where the use case passes its result on, else `false`.
        var failedReturn: String
    }

    /// `-> ReceiptItem?` and `ReceiptItem(fetched)`: the result a use case hands the presenter.
    struct PassedResult: Codable {
        var type: String
        var value: String
    }

    /// The presenter's part of an action: loading, the use case, then on success navigation and `then`.
    struct Event: Codable {
        var name: String
        var rawName: String
        var parameters: String
        var isAsync: Bool
        var isStub: Bool
        /// An async event: it runs as the latest request of its line (`partials/requests.mustache`).
        var latest: Bool
        /// The key of its request line, a String expression (`"list:articles"`, `"favorite:\(article.id)"`).
        var requestKey: String
        /// Where its failure shows (`.statusRow(status.id)`), kept with the running action for a failure the
        /// interactor reports; nil where the view state has no places.
        var failurePlace: String?
        /// A page: it does nothing while its list's line is busy (`ScreenAction.waitsForLine`), and its flag
        /// (`isLoadingMoreStatuses`, on the view state) is true while its request runs.
        var waitsForLine: Bool
        var pageFlag: String?
        /// The requests in flight during which it does nothing (`ScreenAction.waits`).
        var waits: [AwaitedRequest]
        /// The requests it cancels before it writes what they would store (`ScreenAction.cancelledLines`).
        var cancels: CancelledRequests?
        var showsLoading: Bool
        var viewStateReceiver: String
        /// `when:` over the displayed content: the event returns at once unless it holds.
        var condition: String? = nil
        /// `confirm:`: this event only asks; the rest runs in a private method once the user confirms.
        var confirmation: ConfirmationAsk? = nil
        var useCase: UseCaseCall? = nil
        var navigate: NavigateStep? = nil
        var then: ThenStep? = nil
        /// The waits for a pause in typing it cancels as it starts (as `ActionMethod.dropsPauses`).
        var dropsPauses: [String] = []
    }

    struct UseCaseCall: Codable {
        var awaits: Bool
        var callee: String
        var arguments: String
        /// What Retry calls on the presenter after this use case failed, and whether it awaits it (as
        /// `ActionMethod.retryCall`).
        var retryCall: String
        var retryIsAsync: Bool
        /// The screen's first load, whose call can fail: its success sets the view state's `hasLoaded`.
        var marksLoaded = false
        /// The use case returns whether it succeeded: the event stops on failure or cancellation.
        var checksSuccess: Bool
        /// Its success clears the error on screen (its call can fail).
        var clearsError: Bool
        /// The use case returns the call's result, bound to `fetched` for the route's arguments; nil stops the event.
        var bindsResult = false
    }

    /// The interactor's use case: parameters in presentation types, mapped to entities where they land in state.
    static func useCase(_ screenAction: ScreenAction, module: ModuleIR, _ presentation: VIPERPresentation) -> UseCase {
        let action = screenAction.action
        let state = VIPERRoles.member("state", in: action)
        func stateValue(_ source: ValueSource) -> String {
            switch source {
            case .param(let name):
                let type = action.params.first { $0.name == name }?.type
                return type.map { presentation.convert(name.swift, $0, toItem: false) } ?? name.swift
            case .state(let name), .derived(let name):
                return "\(state).\(name.swift)"
            case .result:
                return "fetched"
            }
        }
        let passesResultOn = action.readsResultAfterCall
        // Once a `set:` is requested, what comes after it until the call reads the requested value.
        var requested: [Name] = []
        var value: (ValueSource) -> String = stateValue
        var sets: [EffectStep] = []
        var call: CallStep?
        for effect in screenAction.effects {
            switch effect {
            case .set(let assignment):
                sets.append(EffectStep(set: AssignmentLine(target: "\(state).\(assignment.state.swift)", value: assignment.value.swift(value))))
            case .request(let assignment):
                sets.append(EffectStep(request: RequestedValue(assignment, in: action, module: module, value: value)))
                requested.append(assignment.state)
                value = RequestedState.reading(requested, in: action, module: module, stateValue)
            case .call(let called, _, let commits):
                call = CallStep(
                    called, stores: called.stores.map { StoreStep($0, target: "\(state).\($0.state.swift)", param: { stateValue(.param($0)) }) },
                    stopsOnFailure: true,
                    callee: "\(VIPERRoles.member(SwiftNames.lowerFirst(called.service), in: action)).\(called.operation.swift)",
                    arguments: called.arguments.map { "\($0.parameter.label): \($0.value.swift(value))" }.joined(separator: ", "),
                    passesResultOn: passesResultOn)
                call?.commits = commits.map {
                    AssignmentLine(target: "\(state).\($0.swift)", value: RequestedState.local($0, in: action, module: module))
                }
                Rollback.add(to: &call, screenAction, module: module) { "\(state).\($0.swift)" }
            case .navigate, .then:
                break
            }
        }
        return UseCase(
            name: action.name.swift, parameters: interactorParameters(action, presentation, qualified: false),
            isAsync: action.call?.isAsync ?? false, reportsSuccess: VIPERRoles.reportsSuccess(action),
            stateReceiver: state, outputReceiver: VIPERRoles.member("output", in: action),
            contentReceiver: VIPERRoles.member("currentContent", in: action),
            saves: Rollback.saves(screenAction, module: module) { "\(state).\($0.swift)" },
            sets: sets, reportsAfterSet: sets.contains { $0.set != nil },
            call: call, reportsAfterCall: !(call?.stores.isEmpty ?? true) || !(call?.commits.isEmpty ?? true),
            passesOn: passesResultOn
                ? action.call?.returns.map {
                    PassedResult(type: presentation.itemType($0, qualified: false) + "?", value: presentation.convert("fetched", $0, toItem: true))
                } : nil,
            failedReturn: passesResultOn ? "nil" : "false")
    }

    /// `category: CategoryItem`: an action's parameters in presentation types.
    static func interactorParameters(_ action: Action, _ presentation: VIPERPresentation, qualified: Bool) -> String {
        action.params.map { "\($0.name.swift): \(presentation.itemType($0.type, qualified: qualified))" }.joined(separator: ", ")
    }

    /// The presenter's event: the use case (loading shown while an async call runs), then on success navigate, then `then`.
    static func event(_ screenAction: ScreenAction, module: ModuleIR, _ presentation: VIPERPresentation) -> Event {
        let action = screenAction.action
        let viewState = VIPERRoles.member("viewState", in: action)
        var event = Event(
            name: action.name.swift, rawName: action.name.raw, parameters: interactorParameters(action, presentation, qualified: false),
            isAsync: action.isAsync, isStub: action.isStub, latest: action.isAsync, requestKey: requestKey(screenAction.requestLine),
            waitsForLine: action.isAsync && screenAction.waitsForLine, pageFlag: action.isAsync ? screenAction.pageFlag : nil,
            waits: AwaitedRequest.all(screenAction), cancels: CancelledRequests(screenAction), showsLoading: action.call?.isAsync ?? false,
            viewStateReceiver: viewState)
        event.confirmation = action.confirmation.map { _ in ConfirmationAsk(action) }
        event.condition = action.condition?.swift { source in
            switch source {
            case .param(let name): name.swift
            case .state(let name), .derived(let name): "\(viewState).content.\(name.swift)"
            // A condition is read before the call: the checker never lets it read the result.
            case .result: "fetched"
            }
        }
        if VIPERRoles.hasUseCase(action) {
            event.useCase = UseCaseCall(
                awaits: action.call?.isAsync ?? false, callee: "\(VIPERRoles.member("interactor", in: action)).\(action.name.swift)",
                arguments: action.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", "),
                retryCall: ActionMethod.retryCall(action), retryIsAsync: action.isAsync, checksSuccess: VIPERRoles.reportsSuccess(action),
                clearsError: VIPERRoles.clearsError(action))
            event.useCase?.bindsResult = action.readsResultAfterCall && action.call?.returns != nil
        }
        if let navigation = action.navigate {
            // In presentation types, as the route takes them: params are already, state is the displayed content.
            let arguments = navigation.arguments.map { argument in
                "\(argument.parameter.label): "
                    + argument.value.swift { source in
                        switch source {
                        case .param(let name): name.swift
                        case .state(let name), .derived(let name): "\(viewState).content.\(name.swift)"
                        // What the use case returned, in presentation types (`UseCase.passesOn`).
                        case .result: "fetched"
                        }
                    }
            }
            event.navigate = NavigateStep(
                receiver: VIPERRoles.member("router", in: action), member: VIPERRoles.routeMethod(navigation.route),
                arguments: arguments.joined(separator: ", "), hasArguments: !arguments.isEmpty)
        }
        if let then = action.then, let next = module.action(named: then.raw) {
            // By name; what the use case returned (in presentation types) where an argument reads it.
            let arguments = next.params.map { param in
                guard let bound = action.thenArguments.first(where: { $0.parameter == param.name }), bound.value.references.contains(.result) else {
                    return "\(param.name.label): \(param.name.swift)"
                }
                return "\(param.name.label): "
                    + bound.value.swift { source in
                        switch source {
                        case .param(let name): name.swift
                        case .state(let name), .derived(let name): "\(viewState).content.\(name.swift)"
                        case .result: "fetched"
                        }
                    }
            }
            event.then = ThenStep(
                isAsync: next.isAsync, callee: VIPERRoles.member(next.name.swift, in: action), arguments: arguments.joined(separator: ", "))
        }
        return event
    }
}
