import ScaffoldIR
import ScaffoldScreen

/// How VIPER's presenter tests spell the screen model. The test builds the module's own presenter and interactor
/// around mock services, a mock router and a mock view (`makeSUT`), so every planned test runs the use cases for
/// real: it acts on the presenter (events take presentation types), reads state from the interactor (entity types,
/// as the screen model plans them), what the presenter shows from its view state and the mock view, where it
/// navigates from the mock router, and the calls from the service mocks.
struct VIPERTestSpelling: TestSpelling {
    let module: ModuleIR
    let presentation: VIPERPresentation

    var testFailure: String { SwiftDecl.testFailure(module) }

    func act(_ action: Action) -> String { "sut.presenter.\(action.name.swift)" }

    /// The event takes the value in presentation types.
    func edit(_ input: Input, value: String) -> String {
        guard let field = module.stateField(named: input.state.raw) else { return "sut.presenter.\(input.event)(\(value))" }
        return "sut.presenter.\(input.event)(\(presentation.convert(value, field.type, toItem: true, qualified: true)))"
    }

    func answer(confirmed: Bool) -> String { "sut.presenter." + (confirmed ? "confirm()" : "cancelConfirmation()") }
    var appearance: String { "sut.presenter.viewDidLoad()" }
    var retrying: String { "sut.presenter.retry()" }
    /// `viewDidLoad` is async where the load is.
    func appearanceAwaits(_ load: ScreenAction) -> Bool { load.isAsync }

    /// The event takes the argument's presentation type: `NewsList.CategoryItem(category)`.
    func argument(_ argument: TestArgument) -> String {
        presentation.convert(argument.local, argument.param.type, toItem: true, qualified: true)
    }

    func mock(_ service: String, _ operation: Name) -> String { "\(mockObject(service)).\(mockProperty(operation))" }
    func mockObject(_ service: String) -> String { "sut.mocks.\(SwiftNames.lowerFirst(service))" }
    var clock: String { "sut.mocks.clock" }

    func captures(_ names: [Name]) -> [Capture] {
        names.isEmpty ? [] : [Capture(local: "before", value: "sut.interactor.state")]
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
        if let call = callExpectation(expectation) { return [call] }
        let shown = "sut.presenter.viewState", view = "sut.view", router = "sut.router"
        switch expectation {
        case .state(let name, let expected): return [.equals("sut.interactor.state.\(name.swift)", value(expected))]
        case .calls, .callCount, .callsRepeated, .lastCall: return []
        case .noError: return [.equals("\(shown).errorMessage", "nil")]
        case .error: return [.differs("\(shown).errorMessage", "nil"), .equals("\(view).displayed.last?.errorMessage", "\(shown).errorMessage")]
        case .failedAt(let place, let element):
            // What the view was shown last: the message and its place in one display.
            let expected = failurePlace(place, element: element)
            return [.equals("\(shown).failurePlace", expected), .equals("\(view).displayed.last?.failurePlace", expected)]
        case .route(let route, let arguments, let only):
            let params = module.routes.first { $0.name == route }?.params ?? []
            let call = "." + VIPERRoles.routeMethod(route) + items(arguments, params)
            return [only ? .equals("\(router).calls", "[\(call)]") : .equals("\(router).calls.first", call)]
        case .navigations(let count): return [.equals("\(router).calls.count", "\(count)")]
        case .noNavigation: return [.holds("\(router).calls.isEmpty")]
        case .notLoading: return [.equals("\(shown).isLoading", "false")]
        case .loading: return [.holds("\(shown).isLoading")]
        case .loadingMore(let list, let loading): return [.equals("\(shown).\(Screen.pageFlag(of: list))", "\(loading)")]
        case .requestsInFlight(let count): return [.inFlight("sut.presenter.requestsInFlight", count: count)]
        case .loadingShown(true): return [.holds("\(view).displayed.map(\\.isLoading).contains(true)")]
        case .loadingShown(false): return [.holds("!\(view).displayed.map(\\.isLoading).contains(true)")]
        // What the interactor reported reached the view.
        case .stateShown: return [.equals("\(shown).content", "sut.interactor.currentContent"), .equals("\(view).displayed.last", shown)]
        case .nothingShown: return [.holds("\(view).displayed.isEmpty")]
        case .confirmationAsked(let name, let arguments):
            let params = module.actions.first { $0.name == name }?.params ?? []
            return [
                .equals("\(shown).confirmation", ".\(name.swift)\(items(arguments, params))"),
                .equals("\(view).displayed.last?.confirmation", "\(shown).confirmation"),
            ]
        case .noConfirmation: return [.equals("\(shown).confirmation", "nil")]
        case .loaded(let loaded): return [.equals("\(shown).hasLoaded", "\(loaded)")]
        }
    }

    /// `(article: NewsList.ArticleItem(article))`: arguments of a route or a question, in the presentation types the
    /// router and the view state take; nothing without arguments.
    private func items(_ arguments: [LabeledValue], _ params: [Field]) -> String {
        guard !arguments.isEmpty else { return "" }
        return "("
            + arguments.map { argument in
                let text = value(argument.value)
                guard let type = params.first(where: { $0.name.label == argument.label })?.type else { return "\(argument.label): \(text)" }
                return "\(argument.label): \(presentation.convert(text, type, toItem: true, qualified: true))"
            }.joined(separator: ", ") + ")"
    }
}
