import ScaffoldIR
import ScaffoldScreen

/// The names MVP gives one module's types and members, shared by its context and its spelling.
struct MVPLayout {
    let screen: Screen
    let modelOperations: [ModelOperation]

    init(_ screen: Screen) {
        self.screen = screen
        let services = screen.module.services
        let counts = Dictionary(services.flatMap { $0.operations.map { ($0.name.raw, 1) } }, uniquingKeysWith: +)
        modelOperations = services.flatMap { service in
            service.operations.map { operation in
                var renamed = operation
                if counts[operation.name.raw, default: 0] > 1 {
                    renamed.name = Name(SwiftNames.lowerFirst(service.name) + SwiftNames.upperFirst(operation.name.raw))
                }
                return ModelOperation(service: service, operation: operation, method: renamed)
            }
        }
    }

    var module: ModuleIR { screen.module }
    var name: String { module.name }

    /// One method of the model: a service operation, named after it unless two services share the name
    /// (then `<service><Operation>`).
    struct ModelOperation {
        var service: Service
        var operation: Operation
        /// The operation as the model declares it.
        var method: Operation

        var serviceProperty: String { SwiftNames.lowerFirst(service.name) }
    }

    func modelOperation(for service: String, _ operation: Name) -> ModelOperation? {
        modelOperations.first { $0.service.name == service && $0.operation.name == operation }
    }

    /// `detail` → `showDetail`: a verb, and never a keyword.
    static func navigatorMethod(_ route: Name) -> String { "show" + SwiftNames.upperFirst(route.raw) }
}

/// How the MVP presenter spells the screen, and how its tests (with `subject`, e.g. `sut`) reach it.
struct MVPSpelling: ScreenSpelling {
    let layout: MVPLayout
    var testFailure: String { SwiftDecl.testFailure(layout.screen.module) }
    var subject = "sut"
    var clock: String { "sut.clock" }

    /// A presenter member as an action's body must spell it: `self.state` where a parameter has its name.
    private func member(_ member: String, in action: Action) -> String {
        action.params.contains { $0.name.raw == member } ? "self.\(member)" : member
    }

    func state(_ name: Name, in action: Action) -> String { "\(member("state", in: action)).\(name.swift)" }
    func stateValue(in action: Action) -> String? { member("state", in: action) }

    func callee(_ call: Call, in action: Action) -> String {
        "\(member("model", in: action)).\(layout.modelOperation(for: call.service, call.operation)?.method.name.swift ?? call.operation.swift)"
    }

    func navigationReceiver(in action: Action) -> String { member("navigator", in: action) }
    func navigationMember(_ route: Name) -> String { MVPLayout.navigatorMethod(route) }

    func act(_ action: Action) -> String { "\(subject).presenter.\(action.name.swift)" }

    /// A picker's value reaches the presenter as the option's id, the case's raw value.
    func edit(_ input: Input, value: String) -> String {
        guard input.kind == .picker, let field = layout.module.stateField(named: input.state.raw) else {
            return "\(subject).presenter.\(input.event)(\(value))"
        }
        // `.following` takes its type; a qualified value (`Module.Audience.everyone`, a seed) is one already.
        let typed = value.hasPrefix(".") ? SwiftDecl.typeName(field.type, qualifiedIn: layout.module) + value : value
        return "\(subject).presenter.\(input.event)(\(typed).rawValue)"
    }
    func answer(confirmed: Bool) -> String { "\(subject).presenter." + (confirmed ? "confirm()" : "cancelConfirmation()") }
    var appearance: String { "\(subject).presenter.viewDidLoad()" }
    var retrying: String { "\(subject).presenter.retry()" }

    /// `sut.model.fetchArticles`: the stem of the model mock's members for an operation.
    func mock(_ service: String, _ operation: Name) -> String {
        "\(subject).model." + mockProperty(layout.modelOperation(for: service, operation)?.method.name ?? operation)
    }

    func mockObject(_ service: String) -> String { "\(subject).model" }

    func captures(_ names: [Name]) -> [Capture] {
        names.isEmpty ? [] : [Capture(local: "before", value: "\(subject).presenter.state")]
    }

    func value(_ value: TestValue) -> String {
        switch value {
        case .argument(let local): local
        case .before(let name): "before.\(name.swift)"
        case .sample(let expression): expression
        case .expression(let expression, let values): substituted(expression, values)
        case .appending(let base, let arrays): ([self.value(base)] + arrays).joined(separator: " + ")
        }
    }

    func expectations(_ expectation: Expectation) -> [ExpectationContext] {
        let presenter = "\(subject).presenter", view = "\(subject).view", navigator = "\(subject).navigator"
        if let call = callExpectation(expectation) { return [call] }
        switch expectation {
        case .state(let name, let expected): return [.equals("\(presenter).state.\(name.swift)", value(expected))]
        case .calls, .callCount, .callsRepeated, .lastCall: return []
        case .noError: return [.equals("\(presenter).errorMessage", "nil")]
        case .error: return [.differs("\(presenter).errorMessage", "nil"), .equals("\(view).errorMessage", "\(presenter).errorMessage")]
        case .failedAt(let place, let element):
            // What the view was told, not only what the presenter would say now.
            return [.equals("\(view).renderedStates.last?.failurePlace", failurePlace(place, element: element))]
        case .route(let route, let arguments, let only):
            let call = "." + MVPLayout.navigatorMethod(route) + argumentList(arguments)
            return [only ? .equals("\(navigator).calls", "[\(call)]") : .equals("\(navigator).calls.first", call)]
        case .navigations(let count): return [.equals("\(navigator).calls.count", "\(count)")]
        case .noNavigation: return [.holds("\(navigator).calls.isEmpty")]
        case .notLoading: return [.equals("\(presenter).isLoading", "false")]
        case .loading: return [.holds("\(presenter).isLoading")]
        case .loadingMore(let list, let loading): return [.equals("\(presenter).viewState.\(Screen.pageFlag(of: list))", "\(loading)")]
        case .requestsInFlight(let count): return [.inFlight("\(presenter).requestsInFlight", count: count)]
        case .loadingShown(true): return [.equals("\(view).loadingChanges", "[true, false]")]
        case .loadingShown(false): return [.holds("\(view).loadingChanges.isEmpty")]
        case .stateShown: return [.equals("\(view).renderedStates.last", "\(presenter).viewState")]
        case .nothingShown: return [.holds("\(view).renderedStates.isEmpty")]
        case .confirmationAsked(let name, let arguments):
            return [
                .equals("\(presenter).confirmation", ".\(name.swift)\(argumentList(arguments))"),
                .equals("\(view).confirmationMessage", "\(presenter).confirmation?.message"),
            ]
        case .noConfirmation: return [.equals("\(presenter).confirmation", "nil"), .equals("\(view).confirmationMessage", "nil")]
        case .loaded(let loaded): return [.equals("\(presenter).hasLoaded", "\(loaded)")]
        }
    }
}
