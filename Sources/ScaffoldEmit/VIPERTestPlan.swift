import ScaffoldIR
import ScaffoldScreen

/// The VIPER test target as data. The presenter tests are the screen model's planned tests (`Screen`), spelled by
/// `VIPERTestSpelling` on the module's real presenter and interactor around mock services, router and view; the
/// interactor tests cover what only the interactor does (stores edits, reports, maps entities). The router and
/// builder tests are in VIPERWiringTestPlan.swift; the templates add nothing per action.
struct VIPERTestPlan {
    let screen: Screen
    let presentation: VIPERPresentation
    var module: ModuleIR { screen.module }
    var spelling: VIPERTestSpelling { VIPERTestSpelling(module: module, presentation: presentation) }

    // MARK: Mocks

    var routerCallCases: [CallCase] {
        module.routes.map { route in
            CallCase(
                method: VIPERRoles.routeMethod(route.name),
                parameters: route.params.map { "\($0.name.label): \(presentation.itemType($0.type, qualified: true))" }.joined(separator: ", "),
                hasParameters: !route.params.isEmpty, arguments: "")
        }
    }

    var routerMethods: [VIPERContext.MockMethod] {
        module.routes.map { route in
            VIPERContext.MockMethod(
                name: VIPERRoles.routeMethod(route.name),
                parameters: route.params.map { "\($0.name.swift): \(presentation.itemType($0.type, qualified: true))" }.joined(separator: ", "),
                isAsync: false, returnsBool: false, record: ".\(VIPERRoles.routeMethod(route.name))" + Self.record(route.params), resultProperty: "")
        }
    }

    /// `(category: category)`, or nothing without parameters.
    private static func record(_ params: [Field]) -> String {
        params.isEmpty ? "" : "(" + params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ") + ")"
    }

    // MARK: Interactor

    private let interactorSUT = [Capture(local: "sut", value: "makeSUT()")]

    var interactorTests: ([TestCase], [String]) {
        guard screen.canBuildForTests else {
            let missing = screen.requiredState.first { $0.sample == nil }!.field
            return (
                mappingTests,
                [
                    "No interactor tests: the interactor needs a sample \(missing.type) for '\(missing.name.raw)'; add one to Fixtures.swift and write tests by hand."
                ]
            )
        }
        // The presenter owns the interactor: the interactor must not keep its output alive.
        let holdsOutputWeakly = TestCase(
            name: "holdsOutputWeakly", title: "holds its output weakly", isAsync: false,
            variables: [Local(local: "output", type: "Mock\(module.name)InteractorOutput?", value: "Mock\(module.name)InteractorOutput()")],
            subjects: interactorSUT,
            acts: [
                .assigning("sut.interactor.output", to: "output"),
                .assigning("output", to: "nil"),
            ],
            expectations: [.equals("sut.interactor.output", "nil")])
        return (updateTests + [holdsOutputWeakly] + mappingTests, [])
    }

    /// The interactor stores an edit and reports it: `updateQuery("query")`.
    private var updateTests: [TestCase] {
        screen.inputs.compactMap { input in
            guard let test = input.test, case .edit(_, let value)? = test.steps.first else { return nil }
            let state = input.field.name.swift
            let item = presentation.convert(value, input.field.type, toItem: true, qualified: true)
            return TestCase(
                name: "\(input.input.update)StoresTheEdit", title: "\(input.input.update) stores the edit and reports it", isAsync: false,
                subjects: interactorSUT, acts: [.init(awaits: false, tries: false, expression: "sut.interactor.\(input.input.update)(\(item))")],
                expectations: [
                    .equals("sut.interactor.state.\(state)", value), .equals("sut.output.contents.count", "1"),
                    .equals("sut.output.contents.last?.\(state)", item),
                ])
        }
    }

    /// Every entity maps to its presentation type and back without loss.
    private var mappingTests: [TestCase] {
        module.entities.compactMap { entity in
            let qualified = "\(module.swiftModule).\(entity.name)"
            let item = presentation.itemName(entity.name, qualified: true)
            let name = SwiftNames.lowerFirst(entity.name) + "MapsToPresentationAndBack"
            let title = "\(entity.name) maps to \(presentation.itemName(entity.name)) and back without loss"
            switch entity.kind {
            case .enumeration:
                return TestCase(
                    name: name, title: title, isAsync: false,
                    expectations: [.equals("\(qualified).allCases.map { \(qualified)(\(item)($0)) }", "\(qualified).allCases")])
            case .structure:
                guard SwiftValues.hasFixture(entity, module: module) else { return nil }
                return TestCase(
                    name: name, title: title, isAsync: false, values: [Capture(local: "entity", value: "\(qualified).fixture()")],
                    expectations: [.equals("\(qualified)(\(item)(entity))", "entity")])
            }
        }
    }

    // MARK: Presenter

    /// Actions and inputs without tests, and why; or why there are no presenter tests.
    var presenterNotes: [String] {
        guard screen.canBuildForTests else {
            let missing = screen.requiredState.first { $0.sample == nil }!.field
            return ["No presenter tests: they need a sample \(missing.type) for '\(missing.name.raw)'; add one to Fixtures.swift and write them by hand."]
        }
        return screen.actions.compactMap { action in action.untested.map { "\(action.name.raw): \($0)" } } + screen.inputs.compactMap(\.untested)
    }

    /// `makeSUT()`, or, for a test that starts from other state (`when:`), with the interactor it starts with.
    private func makeSUT(seeds: [Seed]) -> [Capture] {
        guard !seeds.isEmpty else { return [Capture(local: "sut", value: "makeSUT()")] }
        let interactor = "\(module.swiftModule).\(module.name)Interactor(\(SeededState.initArguments(module, seeds: seeds)))"
        return [Capture(local: "sut", value: "makeSUT { mocks in \(interactor) }")]
    }

    var presenterTests: [TestCase] {
        guard screen.canBuildForTests else { return [] }
        var tests = [
            TestCase(
                name: "startsInInitialState", title: "starts in its initial state and displays nothing yet", isAsync: false,
                subjects: makeSUT(seeds: []), expectations: screen.initialExpectations.flatMap(spelling.expectations))
        ]
        if let given = screen.givenState {
            tests.append(.startsWithGivenState(given.expectations.flatMap(spelling.expectations), subjects: makeSUT(seeds: given.seeds)))
        }
        tests += viewDidLoadTests
        if let load = screen.loadAction, let test = screen.loadsAgainTest {
            tests.append(TestCase(test, of: load, spelling: spelling, subjects: makeSUT(seeds: test.seeds)))
        }
        for action in screen.actions {
            for test in action.tests {
                var planned = TestCase(test, of: action, spelling: spelling, subjects: makeSUT(seeds: test.seeds))
                // A failure shown before must be cleared by the success.
                if test.kind == .success, VIPERRoles.clearsError(action.action) {
                    planned.acts.insert(
                        .init(awaits: false, tries: false, expression: "sut.presenter.interactorDidFail(error: \(spelling.testFailure)())"), at: 0)
                }
                tests.append(planned)
            }
        }
        tests += screen.inputs.flatMap { input in input.tests.map { TestCase($0, of: input, spelling: spelling, subjects: makeSUT(seeds: $0.seeds)) } }
        let viewState = "\(module.swiftModule).\(presentation.viewStateType)"
        if contentSample != nil {
            tests.append(
                TestCase(
                    name: "displaysReportedContent", title: "displays the content the interactor reports", isAsync: false, subjects: makeSUT(seeds: []),
                    acts: [.init(awaits: false, tries: false, expression: "sut.presenter.interactorDidChange(content: Self.content)")],
                    expectations: [.equals("sut.view.displayed", "[\(viewState)(content: Self.content)]")]))
        }
        tests.append(
            TestCase(
                name: "displaysReportedFailure", title: "displays the failures the interactor reports", isAsync: false, subjects: makeSUT(seeds: []),
                acts: [.init(awaits: false, tries: false, expression: "sut.presenter.interactorDidFail(error: \(spelling.testFailure)())")],
                expectations: [
                    .equals("sut.view.displayed.last?.errorMessage", "\(spelling.testFailure)().localizedDescription"),
                    .equals("sut.view.displayed.last?.isLoading", "false"),
                ]))
        // The view owns its presenter: the presenter must not keep it alive.
        tests.append(
            TestCase(
                name: "holdsViewWeakly", title: "holds its view weakly", isAsync: false,
                variables: [Local(local: "view", type: "Mock\(module.name)View?", value: "Mock\(module.name)View()")], subjects: makeSUT(seeds: []),
                acts: [
                    .assigning("sut.presenter.view", to: "view"),
                    .assigning("view", to: "nil"),
                ],
                expectations: [.equals("sut.presenter.view", "nil")]))
        return tests
    }

    /// `viewDidLoad` displays the current state; with a load action, it then runs it as its success test does, the
    /// first time only (a view that appears again keeps what it shows).
    private var viewDidLoadTests: [TestCase] {
        guard let load = screen.loadAction else {
            return [
                TestCase(
                    name: "viewDidLoadDisplaysState", title: "viewDidLoad displays the current state", isAsync: false, subjects: makeSUT(seeds: []),
                    acts: [.init(awaits: false, tries: false, expression: "sut.presenter.viewDidLoad()")],
                    expectations: [.equals("sut.view.displayed", "[sut.presenter.viewState]")])
            ]
        }
        guard let test = load.successTest else { return [] }
        let appear = TestCase.Act(awaits: load.isAsync, tries: false, expression: "sut.presenter.viewDidLoad()")
        // How often each operation runs: the load's own call and those of its `then:` chain.
        let calls = test.expectations.flatMap { expectation -> [ExpectationContext] in
            switch expectation {
            case .calls(let service, let operation, _, _):
                return spelling.expectations(.callCount(service: service, operation: operation, count: load.callCount(service: service, operation: operation)))
            case .callCount: return spelling.expectations(expectation)
            default: return []
            }
        }
        let script = (test.script.flatMap(spelling.script).map { [$0] } ?? []) + test.laterScripts.compactMap(spelling.script)
        var tests = [
            TestCase(
                name: "viewDidLoadDisplaysState", title: "viewDidLoad displays the current state, then runs \(load.name.raw)", isAsync: load.isAsync,
                subjects: makeSUT(seeds: test.seeds), captures: [Capture(local: "initial", value: "sut.presenter.viewState")], scripts: script,
                acts: [appear],
                expectations: [.equals("sut.view.displayed.first", "initial"), .equals("sut.view.displayed.last", "sut.presenter.viewState")] + calls)
        ]
        if let once = screen.loadsOnceTest { tests.append(TestCase(once, of: load, spelling: spelling, subjects: makeSUT(seeds: once.seeds))) }
        return tests
    }

    /// The content `displaysReportedContent` reports: a sample value for every field; nil when a field has none.
    var contentSample: String? {
        var values: [String] = []
        for field in module.state {
            guard let sample = presentation.sampleItem(of: field.type, label: field.name.raw) ?? SwiftValues.zero(of: field.type) else { return nil }
            values.append("\(field.name.label): \(sample)")
        }
        return "\(presentation.contentType)(\(values.joined(separator: ", ")))"
    }
}
