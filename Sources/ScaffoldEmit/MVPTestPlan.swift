import ScaffoldIR
import ScaffoldScreen

/// The MVP test suites as data.
///
/// - Presenter tests drive the real presenter through `Mock<M>Model`, `Mock<M>View` and `Mock<M>Navigator`: the
///   screen model's action tests, the initial state, `viewDidLoad`, rows, and row events (the template adds that
///   the view is held weakly).
/// - Model tests drive the real model through the service mocks: every operation forwards its arguments and
///   returns (or throws) what the service does.
struct MVPTestPlan {
    let layout: MVPLayout
    let spelling: MVPSpelling
    var screen: Screen { layout.screen }
    var module: ModuleIR { screen.module }

    // MARK: Presenter

    var sut: MVPContext.SUT? {
        guard let defaultState = stateExpression() else { return nil }
        var arguments: [String] = []
        var sutArguments = ["presenter: presenter", "view: view"]
        if screen.hasServices {
            arguments.append("model: model")
            sutArguments.append("model: model")
        }
        if screen.hasRoutes {
            arguments.append("navigator: navigator")
            sutArguments.append("navigator: navigator")
        }
        arguments.append("state: state")
        if screen.pauses {
            arguments.append("clock: clock")
            sutArguments.append("clock: clock")
        }
        return MVPContext.SUT(
            defaultState: defaultState, presenterArguments: arguments.joined(separator: ", "),
            sutArguments: sutArguments.joined(separator: ", "))
    }

    var presenterNotes: [String] {
        guard screen.canBuildForTests else {
            let missing = screen.requiredState.first { $0.sample == nil }!.field
            return ["No presenter tests: they need a sample \(missing.type.swift) for '\(missing.name.raw)'; add one to Fixtures.swift and write them by hand."]
        }
        return screen.actions.compactMap { action in action.untested.map { "\(action.name.raw): \($0)" } } + screen.inputs.compactMap(\.untested)
    }

    private let makeSUT = [Capture(local: "sut", value: "makeSUT()")]

    /// `makeSUT()`, or with the state a test starts from (`when:`) `makeSUT(state: …)`.
    private func makeSUT(seeds: [Seed]) -> [Capture] {
        guard !seeds.isEmpty, let state = stateExpression(overrides: Self.overrides(seeds)) else { return makeSUT }
        return [Capture(local: "sut", value: "makeSUT(state: \(state))")]
    }

    private static func overrides(_ seeds: [Seed]) -> [String: String] {
        Dictionary(seeds.map { ($0.state.raw, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// `<Module>RouteNavigator` hands each navigator call to the app's router as the route's value, with its arguments.
    private func routeNavigatorTest() -> TestCase? {
        guard !module.routes.isEmpty else { return nil }
        var acts: [TestCase.Act] = []
        var routes: [String] = []
        for route in module.routes {
            guard let arguments = TestCase.sampleArguments(route, of: module), let value = TestCase.sampleRoute(route, of: module) else { return nil }
            acts.append(TestCase.Act(awaits: false, tries: false, expression: "navigator.\(MVPLayout.navigatorMethod(route.name))(\(arguments))"))
            routes.append(value)
        }
        let name = module.name
        return TestCase(
            name: "routeNavigatorHandsEveryRoute", title: "\(name)RouteNavigator hands every route to the app's router, as a \(name)Route",
            isAsync: false, variables: [Local(local: "routes", type: "[\(name)Route]", value: "[]")],
            subjects: [Capture(local: "navigator", value: "\(name)RouteNavigator { routes.append($0) }")], acts: acts,
            expectations: [.equals("routes", "[\(routes.joined(separator: ", "))]")])
    }

    var presenterTests: [TestCase] {
        guard screen.canBuildForTests else { return [] }
        var tests = [
            TestCase(
                name: "startsInInitialState", title: "starts in its initial state and tells the view nothing yet", isAsync: false,
                subjects: makeSUT, expectations: screen.initialExpectations.flatMap(spelling.expectations))
        ]
        if let given = screen.givenState {
            tests.append(.startsWithGivenState(given.expectations.flatMap(spelling.expectations), subjects: makeSUT(seeds: given.seeds)))
        }
        tests += screen.actions.flatMap { action in action.tests.map { TestCase($0, of: action, spelling: spelling, subjects: makeSUT(seeds: $0.seeds)) } }
        tests += screen.inputs.flatMap { input in input.tests.map { TestCase($0, of: input, spelling: spelling, subjects: makeSUT(seeds: $0.seeds)) } }
        if let load = screen.loadAction {
            if let test = load.successTest {
                tests.append(viewDidLoadTest(load: load, test: test))
                if let test = screen.loadsOnceTest { tests.append(TestCase(test, of: load, spelling: spelling, subjects: makeSUT(seeds: test.seeds))) }
                if let test = screen.loadsAgainTest { tests.append(TestCase(test, of: load, spelling: spelling, subjects: makeSUT(seeds: test.seeds))) }
            }
        } else {
            tests.append(viewDidLoadTest())
        }
        tests += rowTests()
        for event in screen.rowEvents {
            guard let action = screen.actions.first(where: { $0.name == event.action.name }), let test = action.successTest else { continue }
            tests += rowEventTests(event, action: action, test: test)
        }
        tests.append(viewAttachedAgainTest())
        if let test = rendersOnlyChangesTest() { tests.append(test) }
        tests.append(holdsViewWeaklyTest())
        if let test = routeNavigatorTest() { tests.append(test) }
        if let test = TestCase.routePresentations(of: module, routeType: "\(module.name)Route") { tests.append(test) }
        if module.ui == .swiftui { tests += [adapterOwnsPresenterTest(), keptPresenterTest()] }
        return tests
    }

    /// The SwiftUI view keeps its adapter in `@State`, and the adapter owns the presenter: when a parent builds the view
    /// again, SwiftUI keeps the first adapter and drops the new one, and the first presenter still reaches its adapter.
    private func adapterOwnsPresenterTest() -> TestCase {
        let adapter = "\(layout.name)ViewAdapter(presenter: makeSUT().presenter)"
        return TestCase(
            name: "adapterOwnsItsPresenter", title: "the SwiftUI adapter owns its presenter: built twice, the kept one still shows updates",
            isAsync: true,
            acts: [
                .init(awaits: false, tries: false, binds: "adapter", expression: adapter),
                .init(awaits: false, tries: false, binds: "_", expression: adapter),
                .init(awaits: false, tries: false, expression: "adapter.attach()"),
                .init(awaits: true, tries: false, expression: "adapter.presenter.viewDidLoad()"),
            ],
            expectations: [.differs("adapter.viewState", "nil"), .equals("adapter.errorMessage", "nil")])
    }

    /// The app keeps its presenter and builds the view with it on every render of its parent: the adapter SwiftUI keeps
    /// (the first, attached when the view appeared) still shows updates; the one built by a later render attaches nothing.
    private func keptPresenterTest() -> TestCase {
        let adapter = "\(layout.name)ViewAdapter(presenter: sut.presenter)"
        return TestCase(
            name: "keptPresenterStaysAttached", title: "a parent that re-renders with the presenter it keeps leaves the screen on display attached",
            isAsync: true, subjects: makeSUT,
            acts: [
                .init(awaits: false, tries: false, binds: "onScreen", expression: adapter),
                .init(awaits: false, tries: false, expression: "onScreen.attach()"),
                .init(awaits: false, tries: false, binds: "_", expression: adapter),
                .init(awaits: true, tries: false, expression: "sut.presenter.viewDidLoad()"),
            ],
            expectations: [.holds("sut.presenter.view === onScreen"), .differs("onScreen.viewState", "nil")])
    }

    /// A view built again for the same presenter (a view controller recreated) is told everything when it appears:
    /// the state, loading and the error, though none of them changed. And the first view was told each state once.
    private func viewAttachedAgainTest() -> TestCase {
        let view = "Mock\(layout.name)View"
        let appear = TestCase.Act(awaits: true, tries: false, expression: "sut.presenter.viewDidLoad()")
        return TestCase(
            name: "viewAttachedAgainIsToldEverything",
            title: "a view attached again is told the state, loading and the error when it appears; each state is rendered once", isAsync: true,
            subjects: makeSUT(seeds: screen.loadAction?.successTest?.seeds ?? []),
            acts: [
                appear,
                .init(awaits: false, tries: false, binds: "newView", expression: "\(view)()"),
                .init(awaits: false, tries: false, expression: "sut.presenter.attach(view: newView)"),
                appear,
            ],
            expectations: [
                .equals("newView.renderedStates", "[sut.presenter.viewState]"), .equals("newView.loadingChanges", "[false]"),
                .equals("newView.errorMessages", "[nil]"),
                .holds("zip(sut.view.renderedStates, sut.view.renderedStates.dropFirst()).allSatisfy { $0 != $1 }"),
            ])
    }

    /// A state is rendered once: a write that leaves what the view shows as it was renders nothing (the presenter
    /// compares with what it rendered last). The user edits an input to the value it already holds, twice: the view is
    /// told the state once. Planned for the first input without `onChange:` that is not a picker (whose event takes a
    /// raw value).
    private func rendersOnlyChangesTest() -> TestCase? {
        guard let input = screen.inputs.first(where: { $0.onChange == nil && $0.input.kind != .picker }) else { return rerunRendersNothingTest() }
        let edit = spelling.edit(input.input, value: "sut.presenter.state.\(input.field.name.swift)")
        return TestCase(
            name: "rendersOnlyChanges", title: "editing \(input.field.name.raw) twice to the value it holds renders the state once",
            isAsync: false, subjects: makeSUT,
            acts: [.init(awaits: false, tries: false, expression: edit), .init(awaits: false, tries: false, expression: edit)],
            expectations: [.equals("sut.view.renderedStates", "[sut.presenter.viewState]")])
    }

    /// Without an input to edit, the same with an action whose second run writes what its first wrote
    /// (`Screen.rerunWithoutChange`): the second run renders nothing.
    private func rerunRendersNothingTest() -> TestCase? {
        guard let action = screen.rerunWithoutChange, let success = action.successTest else { return nil }
        let run = spelling.invocation(action, arguments: success.arguments.map { "\($0.param.name.label): \($0.local)" }.joined(separator: ", "))
        return TestCase(
            name: "rendersOnlyChanges", title: "\(action.name.raw) run again renders nothing: what it writes is already shown",
            isAsync: run.awaits, arguments: success.arguments.map { Local(local: $0.local, type: $0.type, value: $0.sample) },
            subjects: makeSUT(seeds: success.seeds),
            acts: [
                .init(awaits: run.awaits, tries: false, expression: run.expression),
                .init(awaits: false, tries: false, binds: "rendered", expression: "sut.view.renderedStates"),
                .init(awaits: run.awaits, tries: false, expression: run.expression),
            ],
            expectations: [.equals("sut.view.renderedStates", "rendered")])
    }

    /// The view owns its presenter: the presenter must not keep it alive.
    private func holdsViewWeaklyTest() -> TestCase {
        TestCase(
            name: "holdsViewWeakly", title: "holds its view weakly", isAsync: false,
            variables: [Local(local: "view", type: "Mock\(layout.name)View?", value: "Mock\(layout.name)View()")], subjects: makeSUT,
            acts: [
                .init(awaits: false, tries: false, expression: "sut.presenter.attach(view: view!)"),
                .assigning("view", to: "nil"),
            ],
            expectations: [.equals("sut.presenter.view", "nil")])
    }

    /// `NewsListState(userID: …, articles: [article])`: samples for the fields without an initial value,
    /// `overrides` for the fields a test seeds; nil when a required field has no sample.
    private func stateExpression(overrides: [String: String] = [:]) -> String? {
        var arguments: [String] = []
        for field in module.state {
            if let value = overrides[field.name.raw] {
                arguments.append("\(field.name.label): \(value)")
            } else if field.initialValue == nil {
                guard let sample = SwiftValues.sample(of: field.type, label: field.name.raw, module: module) else { return nil }
                arguments.append("\(field.name.label): \(sample)")
            }
        }
        return "\(layout.name)State(\(arguments.joined(separator: ", ")))"
    }

    /// Without a load action: `viewDidLoad` tells the view the current state, and nothing else happens.
    private func viewDidLoadTest() -> TestCase {
        TestCase(
            name: "viewDidLoadRenders", title: "viewDidLoad tells the view the current state", isAsync: true, subjects: makeSUT,
            acts: [.init(awaits: true, tries: false, expression: "sut.presenter.viewDidLoad()")],
            expectations: [
                .equals("sut.view.renderedStates", "[sut.presenter.viewState]"), .equals("sut.view.loadingChanges", "[false]"),
                .equals("sut.view.errorMessage", "nil"),
            ])
    }

    /// `viewDidLoad` tells the view the current state, then runs the load action as its success test does.
    private func viewDidLoadTest(load: ScreenAction, test: ActionTest) -> TestCase {
        var expectations: [ExpectationContext] = [
            .equals("sut.view.renderedStates.first", "initial"),
            .equals("sut.view.renderedStates.last", "sut.presenter.viewState"),
        ]
        if let call = load.action.call {
            let count = load.callCount(service: call.service, operation: call.operation)
            expectations += spelling.expectations(.callCount(service: call.service, operation: call.operation, count: count))
        }
        for expectation in test.expectations {
            guard case .callCount(let service, let operation, _) = expectation,
                service != load.action.call?.service || operation != load.action.call?.operation
            else { continue }
            expectations += spelling.expectations(expectation)
        }
        return TestCase(
            name: "viewDidLoadRendersAndLoads", title: "viewDidLoad tells the view the current state, then runs \(load.name.raw)",
            isAsync: true, subjects: makeSUT(seeds: test.seeds), captures: [Capture(local: "initial", value: "sut.presenter.viewState")],
            scripts: (test.script.flatMap(spelling.script).map { [$0] } ?? []) + test.laterScripts.compactMap(spelling.script),
            acts: [.init(awaits: true, tries: false, expression: "sut.presenter.viewDidLoad()")], expectations: expectations)
    }

    /// The presenter formats each list of identifiable entities the view shows as rows: one per entity, with its id.
    private func rowTests() -> [TestCase] {
        screen.rowLists.filter { $0.field.isShown && !$0.field.isSecret }.compactMap { list in
            guard let sample = SwiftValues.sample(of: list.element, label: list.field.name.raw, module: module) else { return nil }
            let entityLocal = SwiftNames.lowerFirst(list.entity.name)
            let item = ["sut", "before", "initial", "seeded", "viaRow", "direct"].contains(entityLocal) ? "item" : entityLocal
            guard let state = stateExpression(overrides: [list.field.name.raw: "[\(item)]"]) else { return nil }
            let rows = "sut.presenter.viewState.\(list.field.name.swift)"
            return TestCase(
                name: "shows\(SwiftNames.upperFirst(list.field.name.raw))AsRows", title: "shows \(list.field.name.raw) as rows", isAsync: false,
                values: [Capture(local: item, value: sample)], subjects: [Capture(local: "sut", value: "makeSUT(state: \(state))")],
                expectations: [.equals("\(rows).map(\\.id)", "[\(item).id]"), .equals("\(rows).first?.title", list.title(of: item))])
        }
    }

    /// A row event runs its action with the entity of that row, exactly as calling the action does; an id no
    /// row shows changes nothing.
    private func rowEventTests(_ event: RowEvent, action: ScreenAction, test: ActionTest) -> [TestCase] {
        guard let argument = test.arguments.first,
            let seeded = stateExpression(
                overrides: Self.overrides(test.seeds).merging([event.lists[0].field.name.raw: "[\(argument.local)]"]) { _, row in row }),
            let empty = stateExpression(overrides: Dictionary(event.lists.map { ($0.field.name.raw, "[]") }, uniquingKeysWith: { first, _ in first }))
        else { return [] }
        let byRow = "\(event.action.name.swift)(\(event.idLabel): \(argument.local).id)"
        var operations: [(mock: String, hasArguments: Bool)] = []
        for step in action.chain {
            guard let call = step.call, let operation = layout.modelOperation(for: call.service, call.operation) else { continue }
            let mock = mockProperty(operation.method.name)
            if !operations.contains(where: { $0.mock == mock }) { operations.append((mock, !operation.method.params.isEmpty)) }
        }
        var same: [ExpectationContext] = [.equals("viaRow.presenter.state", "direct.presenter.state")]
        if screen.hasRoutes { same.append(.equals("viaRow.navigator.calls", "direct.navigator.calls")) }
        for operation in operations {
            let suffix = operation.hasArguments ? "Calls" : "CallCount"
            same.append(.equals("viaRow.model.\(operation.mock)\(suffix)", "direct.model.\(operation.mock)\(suffix)"))
        }
        if action.chain.contains(where: { $0.navigate != nil }) {
            same.append(.holds("!viaRow.navigator.calls.isEmpty"))
        } else if let first = operations.first {
            same.append(ExpectationContext(actual: "viaRow.model.\(first.mock)CallCount", comparison: .init(operator: ">", expected: "0")))
        }
        let local = Local(local: argument.local, type: argument.type, value: argument.sample)
        var viaRow = spelling, direct = spelling
        viaRow.subject = "viaRow"
        direct.subject = "direct"
        let runs = TestCase(
            name: "\(event.action.name.raw)ByRow",
            title: "\(event.action.name.raw)(\(event.idLabel):) runs \(event.action.name.raw) with the \(event.param.name.raw) of that row",
            isAsync: action.isAsync, arguments: [local], values: [Capture(local: "seeded", value: seeded)],
            subjects: [Capture(local: "viaRow", value: "makeSUT(state: seeded)"), Capture(local: "direct", value: "makeSUT(state: seeded)")],
            scripts: ([test.script].compactMap { $0 } + test.laterScripts).compactMap(viaRow.script)
                + ([test.script].compactMap { $0 } + test.laterScripts).compactMap(direct.script),
            acts: [
                .init(awaits: action.isAsync, tries: false, expression: "viaRow.presenter.\(byRow)"),
                .init(
                    awaits: action.isAsync, tries: false,
                    expression: "direct.presenter.\(event.action.name.swift)(\(event.param.name.label): \(argument.local))"),
            ]
                // `confirm:`: each asks first; the user confirms.
                + (action.action.confirmation == nil
                    ? [] : ["viaRow", "direct"].map { .init(awaits: module.confirmsAsync, tries: false, expression: "\($0).presenter.confirm()") }),
            expectations: same)
        var unchanged: [ExpectationContext] = [.equals("sut.presenter.state", "before")]
        if screen.hasRoutes { unchanged.append(.holds("sut.navigator.calls.isEmpty")) }
        unchanged += operations.map { .equals("sut.model.\($0.mock)CallCount", "0") }
        let ignores = TestCase(
            name: "\(event.action.name.raw)ByUnknownRowIsIgnored", title: "\(event.action.name.raw)(\(event.idLabel):) ignores an id no row shows",
            isAsync: action.isAsync, arguments: [local], subjects: [Capture(local: "sut", value: "makeSUT(state: \(empty))")],
            captures: [Capture(local: "before", value: "sut.presenter.state")],
            acts: [.init(awaits: action.isAsync, tries: false, expression: "sut.presenter.\(byRow)")], expectations: unchanged)
        return [runs, ignores]
    }

    // MARK: Model

    /// Every model operation forwards to its service: arguments through, result back, errors passed on.
    var modelTests: (tests: [TestCase], notes: [String]) {
        var tests: [TestCase] = []
        var notes: [String] = []
        let subject = [Capture(local: "(model, services)", value: "makeSUT()")]
        operations: for operation in layout.modelOperations {
            let method = operation.method
            var arguments: [Local] = []
            for param in method.params {
                guard let sample = SwiftValues.sample(of: param.type, label: param.name.raw, module: module) else {
                    notes.append("\(method.name.raw): no test, it needs a sample \(param.type) for '\(param.name.raw)'.")
                    continue operations
                }
                arguments.append(Local(local: Self.local(param.name), type: SwiftDecl.typeName(param.type, qualifiedIn: module), value: sample))
            }
            let service = "services.\(operation.serviceProperty).\(mockProperty(operation.operation.name))"
            let call = "model.\(method.name.swift)(" + zip(method.params, arguments).map { "\($0.name.label): \($1.local)" }.joined(separator: ", ") + ")"
            let forwarded: ExpectationContext =
                method.params.isEmpty
                ? .equals("\(service)CallCount", "1")
                : .equals("\(service)Calls", "[.init(" + zip(method.params, arguments).map { "\($0.name.label): \($1.local)" }.joined(separator: ", ") + ")]")
            let qualified = "\(operation.service.name).\(operation.operation.name.raw)"
            var scripts: [AssignmentLine] = []
            var expectations = [forwarded]
            var binds: String?
            var forwards = true
            if let returns = method.returns {
                // The service mock's values are labelled with the service's operation name.
                let sample = SwiftValues.sample(of: returns, label: operation.operation.name.raw, module: module)
                if let sample {
                    scripts.append(
                        method.isThrowing
                            ? AssignmentLine(target: service + "Result", value: ".success(\(sample))")
                            : AssignmentLine(target: service + "ReturnValue", value: sample))
                }
                if let expected = sample ?? SwiftValues.zero(of: returns) {
                    binds = "result"
                    expectations.append(.equals("result", expected))
                } else {
                    notes.append("\(method.name.raw): no forwarding test, it needs a sample \(returns) for what \(qualified) returns.")
                    forwards = false
                }
            }
            if forwards {
                tests.append(
                    TestCase(
                        name: "\(method.name.raw)Forwards", title: "\(method.name.raw) forwards to \(qualified)",
                        isAsync: method.isAsync, isThrowing: method.isThrowing, arguments: arguments, subjects: subject, scripts: scripts,
                        acts: [.init(awaits: method.isAsync, tries: method.isThrowing, binds: binds, expression: call)],
                        expectations: expectations))
            }
            if method.isThrowing {
                tests.append(
                    TestCase(
                        name: "\(method.name.raw)PassesOnFailure", title: "\(method.name.raw) passes on the error of \(qualified)",
                        isAsync: method.isAsync, arguments: arguments, subjects: subject,
                        scripts: [AssignmentLine(target: service + "Result", value: ".failure(\(SwiftDecl.testFailure(module))())")],
                        acts: [
                            .init(
                                awaits: method.isAsync, tries: true,
                                expectation: .throwsError("\(SwiftDecl.testFailure(module)).self", awaits: method.isAsync, call: call),
                                expression: call)
                        ],
                        expectations: [forwarded]))
            }
        }
        return (tests, notes)
    }

    /// Locals the model tests declare themselves: an argument of the same name gets a suffix.
    private static func local(_ name: Name) -> String {
        ["model", "services", "result"].contains(name.raw) ? "\(name.raw)Argument" : name.swift
    }
}
