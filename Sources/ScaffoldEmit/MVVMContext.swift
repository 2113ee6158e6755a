import ScaffoldIR
import ScaffoldScreen

/// MVVM (docs/ARCHITECTURE.md#mvvm): the keys the `mvvm` template set uses beyond the shared ones. The
/// view model owns the state, the services and the route; its action bodies, the view and the view-model
/// tests spell the screen model (`Screen`) in the view model's terms.
struct MVVMContextProvider: ContextProvider {
    let name = "mvvm"

    func context(_ screen: Screen) -> ContextPart {
        ContextPart(MVVMContext(screen)).merged(with: ContextPart(ObservedViewKeys.viewModel(screen)))
    }
}

extension ObservedViewKeys {
    /// The views of the view model: they read it and call its methods.
    static func viewModel(_ screen: Screen) -> ObservedViewKeys {
        let name = screen.module.name
        let appear = screen.loadAction.map { ViewCall(expression: "viewModel.viewDidLoad()", isAsync: $0.isAsync) }
        return ObservedViewKeys(
            owner: "viewModel", ownerType: "\(name)ViewModel", observed: "viewModel", rendered: "the view model's state",
            routeType: "\(name)ViewModel.Route", routeBinding: "$viewModel.route", routeDismissal: nil,
            presents: RoutePresentations(screen.module.routes), appear: appear, appearNow: appear,
            sendsEdits: false, declaresBinding: false, previewOwner: PreviewArguments(screen).map { "\(name)ViewModel(\($0.all))" },
            tableView: .observed(owner: "viewModel", reads: "viewModel"))
    }
}

struct MVVMContext: Codable {
    // MARK: View model
    var viewModelImports: [String]
    var hasRoutes: Bool
    /// The name of the routes' enum (`partials/routeEnum`): `Route`, nested in the view model.
    var routeTypeName = "Route"
    var routes: [RouteCase]
    var state: [StateProperty]
    var dependencies: [Dependency]
    /// `newsService: any NewsService, userID: UUID`
    var initParameters: String
    /// Each `init` parameter, assigned to the property of the same name.
    var initAssigned: [String]
    var hasActions: Bool
    var actions: [ActionMethod]
    /// The load action `viewDidLoad` runs once, if the screen has one.
    var firstLoad: FirstLoad?
    /// Some action's own call is async: the view model keeps the request in flight of each action.
    var hasRequests: Bool
    /// Some action's call can fail: the view model keeps the failure and offers `retry()`.
    var canFail: Bool
    /// The first load's call can fail: the view model tells whether it succeeded (`hasLoaded`).
    var loadCanFail: Bool
    /// `inputs:`: the view model's edit events and bindable properties, and the views' controls.
    var inputs: [InputContext]
    var hasInputs: Bool
    /// Whether a field has `invalid:` rules: the UIKit view controller then declares `showMessage(_:in:under:)`.
    var hasInputMessages: Bool
    /// `confirm:` actions: the cases of the view model's `Confirmation` (`partials/confirmations.mustache`).
    var confirmations: [ConfirmationCase]
    var hasConfirmations: Bool
    var confirmIsAsync: Bool
    /// The views' `Confirmation?` to ask, and who answers it (`partials/confirmationDialog.mustache`, `confirmationAlert`).
    var confirmationBinding = "$viewModel.isAskingConfirmation"
    var confirmationSource = "viewModel.confirmation"
    var confirmationOwner = "viewModel"
    /// Who answers it in the view controller.
    var confirmationAlertOwner = "viewModel"
    /// What the owner is sent to answer: confirming what the view showed (`pending`), declining.
    var confirmMember = "confirm(pending)"
    var declineMember = "cancelConfirmation()"

    // MARK: View
    var viewImports: [String]
    /// The view's keys, read from the view model.
    var view: ViewKeys

    // MARK: Tests
    var mocks: [Dependency]
    /// `newsService: MockNewsService()`
    var mockFields: String
    /// `newsService: mocks.newsService, userID: UUID(…)`
    var initArguments: String
    var notes: [String]
    var tests: [TestCase]

    init(_ screen: Screen) {
        let module = screen.module
        hasRoutes = screen.hasRoutes
        routes = module.routes.map(RouteCase.init)
        // Every piece of state is an `init` parameter, its initial value the default: a screen can open with data already there.
        state = module.state.map { StateProperty(name: $0.name.swift, type: $0.type.swift, initialValue: nil) }
        let services = module.services.map { Dependency(property: SwiftNames.lowerFirst($0.name), type: "any \($0.name)") }
        dependencies = services + (screen.pauses ? [Dependency.clock] : [])
        initParameters =
            (services.map { "\($0.property): \($0.type)" } + (screen.pauses ? [Dependency.clockParameter] : [])
            + module.state.map { SwiftDecl.parameter($0) }).joined(separator: ", ")
        initAssigned = dependencies.map(\.property) + module.state.map(\.name.swift)
        hasActions = !screen.actions.isEmpty
        actions = ActionMethod.all(screen, spelling: MVVMSpelling(testFailure: SwiftDecl.testFailure(module)))
        let types = module.state.map(\.type) + module.routes.flatMap { $0.params.map(\.type) } + module.actions.flatMap { $0.params.map(\.type) }
        firstLoad = screen.loadAction.map(FirstLoad.init)
        hasRequests = actions.contains(where: \.latest)
        canFail = screen.canFail
        loadCanFail = screen.loadCanFail
        let form = screen.form
        inputs = screen.inputs.enumerated().map { index, input in
            var context = InputContext(input, index: index, form: form)
            let state = input.field.name.swift
            (context.storeTarget, context.read, context.send) = ("self.\(state)", state, input.input.event)
            context.source = "viewModel.\(state)"
            context.bindingPath = "$viewModel.\(input.input.binding)"
            context.eventPath = "viewModel.\(input.input.event)"
            context.readsMessage(through: "viewModel.", rendered: "viewModel.")
            if input.input.kind == .picker {
                context.options = "\(input.field.type.swift).allCases"
                context.optionTitle = Display.text("option", of: input.field.type, in: module)
                (context.renderOptions, context.actionOptions) = (context.options, context.options)
            }
            return context
        }
        hasInputs = !inputs.isEmpty
        hasInputMessages = inputs.contains { $0.message != nil }
        let asked = Confirmations(module.actions) { SwiftDecl.parameters($0.params) }
        (confirmations, hasConfirmations, confirmIsAsync) = (asked.confirmations, asked.hasConfirmations, asked.confirmIsAsync)
        let imports = SharedContexts.imports(for: types)
        // Foundation: `localizedDescription` of a failure, `URLError` of a cancelled request.
        viewModelImports = Set(imports + ["Observation"] + (screen.hasServices ? ["Foundation"] : [])).sorted()

        viewImports = imports.filter { $0 != "Foundation" }
        view = ViewKeys(
            screen, receiver: "viewModel", reads: .owner("viewModel"),
            value: { Display.shown("viewModel.\($0.state.name.swift)", of: $0.state.type, in: module) },
            rows: { field, list in
                let item = SwiftNames.lowerFirst(list.entity.name)
                return RowSpelling.reading(
                    list, item: item, source: "viewModel.\(field.state.name.swift)", elementType: list.entity.name,
                    argument: { "\($0.param.name.label): \(item)" })
            })

        mocks = module.services.map { Dependency(property: SwiftNames.lowerFirst($0.name), type: "Mock\($0.name)") } + (screen.pauses ? [.testClock] : [])
        mockFields = mocks.map { "\($0.property): \($0.type)()" }.joined(separator: ", ")
        guard screen.canBuildForTests else {
            let missing = screen.requiredState.first { $0.sample == nil }!.field
            initArguments = ""
            notes = ["No tests: the view model needs a sample \(missing.type) for '\(missing.name.raw)'; add one to Fixtures.swift and write tests by hand."]
            tests = []
            return
        }
        initArguments = (mocks.map { "\($0.property): mocks.\($0.property)" } + screen.requiredState.map { "\($0.field.name.label): \($0.sample!)" })
            .joined(separator: ", ")
        notes =
            screen.actions.compactMap { action in action.untested.map { "\(action.name.raw): \($0)" } }
            + screen.inputs.compactMap(\.untested)
        let spelling = MVVMSpelling(testFailure: SwiftDecl.testFailure(module))
        let givenState: [(TestCase, seeds: [Seed])] =
            screen.givenState.map { [(.startsWithGivenState($0.expectations.flatMap(spelling.expectations)), $0.seeds)] } ?? []
        let planned: [(TestCase, seeds: [Seed])] =
            [
                (
                    TestCase(
                        name: "startsInInitialState", title: "starts in its initial state", isAsync: false,
                        expectations: screen.initialExpectations.flatMap(spelling.expectations)), []
                )
            ]
            + givenState
            + screen.actions.flatMap { action in action.tests.map { (TestCase($0, of: action, spelling: spelling), $0.seeds) } }
            + (Self.dismissedTest(screen, spelling: spelling).map { [$0] } ?? [])
            + screen.inputs.flatMap { input in input.tests.map { (TestCase($0, of: input, spelling: spelling), $0.seeds) } }
            + (screen.loadAction.flatMap { load in screen.loadsOnceTest.map { (TestCase($0, of: load, spelling: spelling), $0.seeds) } }.map { [$0] } ?? [])
            + (screen.loadAction.flatMap { load in screen.loadsAgainTest.map { (TestCase($0, of: load, spelling: spelling), $0.seeds) } }.map { [$0] } ?? [])
        let mocksLocal = Capture(local: "mocks", value: "Mocks(\(mockFields))")
        tests = planned.map { test, seeds in
            var test = test
            if seeds.isEmpty {
                // `makeSUT()` returns the view model and the mocks; a test that never reads the mocks binds `_`.
                test.subjects = [Capture(local: test.reads("mocks") ? "(viewModel, mocks)" : "(viewModel, _)", value: "makeSUT()")]
            } else {
                // The screen opens with the state the test needs (`when:`): the view model built here, with it.
                let arguments = SeededState.initArguments(module, seeds: seeds, clock: screen.pauses)
                test.subjects = (screen.hasServices ? [mocksLocal] : []) + [Capture(local: "viewModel", value: "\(module.name)ViewModel(\(arguments))")]
            }
            return test
        }
        if let test = TestCase.routePresentations(of: module, routeType: "\(module.name)ViewModel.Route") { tests.append(test) }
    }

    /// A question dismissed without an answer (the dialog sets `isAskingConfirmation` false) declines it, as
    /// `cancelConfirmation()` does: the first action's declined test, answered that way.
    static func dismissedTest(_ screen: Screen, spelling: MVVMSpelling) -> (TestCase, seeds: [Seed])? {
        for action in screen.actions {
            guard let declined = action.tests.first(where: { $0.kind == .declined }) else { continue }
            var test = TestCase(declined, of: action, spelling: spelling)
            let decline = spelling.answer(confirmed: false)
            guard test.acts.contains(where: { $0.expression == decline }) else { continue }
            test.name = "\(action.name.raw)DoesNothingWhenDismissed"
            test.title = "\(action.name.raw) asks first, and does nothing when the question is dismissed"
            test.acts = test.acts.map {
                $0.expression == decline ? .assigning("viewModel.isAskingConfirmation", to: "false") : $0
            }
            return (test, declined.seeds)
        }
        return nil
    }
}

/// How MVVM spells the screen: the view model owns state, services, loading, errors and the route.
struct MVVMSpelling: ScreenSpelling {
    let testFailure: String

    /// State inside a view-model method: `self.x` where a parameter has the same name.
    func state(_ name: Name, in action: Action) -> String {
        action.params.contains { $0.name == name } ? "self.\(name.swift)" : name.swift
    }

    func callee(_ call: Call, in action: Action) -> String {
        let property = SwiftNames.lowerFirst(call.service)
        return (action.params.contains { $0.name.raw == property } ? "self." : "") + "\(property).\(call.operation.swift)"
    }

    func navigationReceiver(in action: Action) -> String {
        action.params.contains { $0.name.raw == "route" } ? "self.route" : "route"
    }

    func navigationMember(_ route: Name) -> String { route.swift }

    func act(_ action: Action) -> String { "viewModel.\(action.name.swift)" }
    func edit(_ input: Input, value: String) -> String { "viewModel.\(input.event)(\(value))" }

    /// An edit as the SwiftUI control makes it: through the input's binding property, which sends the event. Where
    /// `onChange` is async, through the event itself, whose task the test awaits.
    func editAct(_ input: ScreenInput, value: String) -> TestCase.Act {
        guard !input.isAsync else { return TestCase.Act(awaits: true, tries: false, expression: edit(input.input, value: value) + ".value") }
        return .assigning("viewModel.\(input.input.binding)", to: value)
    }
    func answer(confirmed: Bool) -> String { confirmed ? "viewModel.confirm()" : "viewModel.cancelConfirmation()" }
    var appearance: String { "viewModel.viewDidLoad()" }
    var retrying: String { "viewModel.retry()" }
    /// `viewDidLoad` is async where the load is.
    func appearanceAwaits(_ load: ScreenAction) -> Bool { load.isAsync }

    func captures(_ names: [Name]) -> [Capture] {
        names.map { Capture(local: "\($0.raw)Before", value: "viewModel.\($0.swift)") }
    }

    func mock(_ service: String, _ operation: Name) -> String { "\(mockObject(service)).\(mockProperty(operation))" }
    func mockObject(_ service: String) -> String { "mocks.\(SwiftNames.lowerFirst(service))" }

    func expectations(_ expectation: Expectation) -> [ExpectationContext] {
        ownerExpectations(expectation, owner: "viewModel", requestsInFlight: "viewModel.requestsInFlight")
    }
}
