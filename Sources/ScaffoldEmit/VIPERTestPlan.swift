import ScaffoldIR
import ScaffoldScreen

/// The VIPER test target as data: mocks of the interactor and router, and tests of the interactor
/// (state, service calls, what it reports), the presenter (use cases, loading, errors, navigation, `then:`
/// chains), the router, the builder's wiring and the entity ⇄ presentation mapping. The templates add the
/// tests whose shape never changes (weak references, what the presenter displays).
struct VIPERTestPlan {
    let screen: Screen
    let presentation: VIPERPresentation
    var module: ModuleIR { screen.module }

    private var useCases: [Action] { module.actions.filter(VIPERRoles.hasUseCase) }

    private static func resultProperty(_ action: Action) -> String {
        SwiftNames.lowerFirst(SwiftNames.upperFirst(action.name.raw)) + "Result"
    }

    // MARK: Mocks

    var interactorCallCases: [CallCase] {
        useCases.map { action in
            CallCase(
                method: action.name.swift,
                parameters: action.params.map { "\($0.name.label): \(presentation.itemType($0.type, qualified: true))" }.joined(separator: ", "),
                hasParameters: !action.params.isEmpty, arguments: "")
        }
            + screen.inputs.map { input in
                CallCase(method: input.input.update, parameters: presentation.itemType(input.field.type, qualified: true), hasParameters: true, arguments: "")
            }
    }

    var interactorMethods: [VIPERContext.MockMethod] {
        useCases.map { action in
            VIPERContext.MockMethod(
                name: action.name.swift, parameters: VIPERContext.interactorParameters(action, presentation, qualified: true),
                isAsync: action.call?.isAsync ?? false, returnsBool: VIPERRoles.reportsSuccess(action),
                record: ".\(action.name.swift)" + Self.record(action.params), resultProperty: Self.resultProperty(action))
        }
            + screen.inputs.map { input in
                VIPERContext.MockMethod(
                    name: input.input.update, parameters: "_ value: \(presentation.itemType(input.field.type, qualified: true))", isAsync: false,
                    returnsBool: false, record: ".\(input.input.update)(value)", resultProperty: "")
            }
    }

    /// The interactor stores an edit and reports it: `updateQuery("query")`.
    private var updateTests: [TestCase] {
        screen.inputs.compactMap { input in
            guard let test = input.test, case .edit(_, let value)? = test.steps.first else { return nil }
            let state = input.field.name.swift
            let item = presentation.convert(value, input.field.type, toItem: true, qualified: true)
            return TestCase(
                name: "\(input.input.update)StoresTheEdit", title: "\(input.input.update) stores the edit and reports it", isAsync: false,
                acts: [.init(awaits: false, tries: false, expression: "interactor.\(input.input.update)(\(item))")],
                expectations: [
                    .equals("interactor.state.\(state)", value), .equals("output.contents.count", "1"),
                    .equals("output.contents.last?.\(state)", item),
                ])
        }
    }

    /// The user edits an input: the presenter hands the value to the interactor, then runs `onChange` as its own event
    /// does (the mock interactor reports nothing: `when:` reads the content the test opens the screen with).
    private var editTests: ([TestCase], [String]) {
        var tests: [TestCase] = []
        var notes: [String] = []
        for input in screen.inputs {
            guard let test = input.test, case .edit(_, let value)? = test.steps.first else { continue }
            let item = presentation.convert(value, input.field.type, toItem: true, qualified: true)
            var calls = [".\(input.input.update)(\(item))"]
            var values: [Capture] = []
            if let onChange = input.onChange {
                let planner = VIPERPresenterTestPlanner(module: module, presentation: presentation, action: onChange.action)
                if let contents = planner.conditionContents() {
                    guard let holds = contents.holds else {
                        notes.append(
                            "\(input.field.name.raw): no presenter test of an edit, scaffold found no content where the 'when:' of \(onChange.name.raw) is true"
                        )
                        continue
                    }
                    values = [Capture(local: "content", value: holds)]
                }
                calls += planner.expectedInteractorCalls()
            }
            let edit = "presenter.\(input.input.event)(\(item))" + (input.isAsync ? ".value" : "")
            tests.append(
                TestCase(
                    name: "\(input.field.name.raw)EditReachesInteractor",
                    title: "editing \(input.field.name.raw) hands the value to the interactor" + (input.onChange.map { ", then runs \($0.name.raw)" } ?? ""),
                    isAsync: input.isAsync, values: values, acts: [.init(awaits: input.isAsync, tries: false, expression: edit)],
                    expectations: [.equals("interactor.calls", "[\(calls.joined(separator: ", "))]")]))
        }
        return (tests, notes)
    }

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
        var tests: [TestCase] = []
        var notes: [String] = []
        let literals =
            module.state.compactMap { field in
                field.initialValue.flatMap { Display.isLiteral($0) ? ExpectationContext.equals("interactor.state.\(field.name.swift)", $0) : nil }
            } + DerivedExpectations.initial(module).map { ExpectationContext.equals("interactor.state.\($0.name.swift)", $0.value) }
        if !literals.isEmpty {
            tests.append(
                TestCase(
                    name: "startsInInitialState", title: "starts in its initial state", isAsync: false,
                    expectations: literals + [.holds("output.contents.isEmpty")]))
        }
        for action in useCases {
            switch VIPERInteractorTestPlanner(module: module, presentation: presentation, action: action).tests() {
            case .success(let planned): tests += planned
            case .failure(let reason): notes.append("\(action.name.raw): no interactor test, \(reason)")
            }
        }
        tests += updateTests
        // The presenter owns the interactor: the interactor must not keep its output alive.
        tests.append(
            TestCase(
                name: "holdsOutputWeakly", title: "holds its output weakly", isAsync: false,
                variables: [Local(local: "output", type: "Mock\(module.name)InteractorOutput?", value: "Mock\(module.name)InteractorOutput()")],
                acts: [
                    .init(awaits: false, tries: false, expression: "interactor.output = output"),
                    .init(awaits: false, tries: false, expression: "output = nil"),
                ],
                expectations: [.equals("interactor.output", "nil")]))
        tests += mappingTests
        return (tests.map { Self.bindingUnused($0, ["interactor", "output", "mocks"]) }, notes)
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

    /// The tests, the notes, and the content the mock interactor reports (empty when the presenter cannot be built).
    var presenterTests: ([TestCase], [String], String) {
        guard let contentSample = VIPERPresenterTestPlanner.content(module: module, presentation: presentation) else {
            let missing = module.state.first { presentation.sampleItem(of: $0.type, label: $0.name.raw) ?? SwiftValues.zero(of: $0.type) == nil }!
            return ([], ["No presenter tests: they need a sample \(presentation.itemType(missing.type)) for '\(missing.name.raw)'; write them by hand."], "")
        }
        let viewState = "\(module.swiftModule).\(presentation.viewStateType)"
        var tests: [TestCase] = []
        var notes: [String] = []

        let load = screen.loadAction?.action
        // A load with `when:` runs where it holds: the tests open the screen with such content.
        let loadContent = load.flatMap { VIPERPresenterTestPlanner(module: module, presentation: presentation, action: $0).conditionContents()?.holds }
        let openedWith = loadContent.map { [Capture(local: "content", value: $0)] } ?? []
        var didLoad: [ExpectationContext] = [.equals("view.displayed.first", "\(viewState)(content: \(loadContent == nil ? "Self.content" : "content"))")]
        if let load {
            let calls = VIPERPresenterTestPlanner(module: module, presentation: presentation, action: load).expectedInteractorCalls()
            didLoad.append(calls.isEmpty ? .holds("interactor.calls.isEmpty") : .equals("interactor.calls", "[\(calls.joined(separator: ", "))]"))
        }
        tests.append(
            TestCase(
                name: "viewDidLoadDisplaysState", title: "viewDidLoad displays the current state" + (load.map { ", then runs \($0.name.raw)" } ?? ""),
                isAsync: load?.isAsync ?? false, values: openedWith,
                acts: [.init(awaits: load?.isAsync ?? false, tries: false, expression: "presenter.viewDidLoad()")], expectations: didLoad))
        if let load, let interactorCalls = didLoad.last, load.call != nil {
            // A view that appears again keeps what it shows: the use cases run once.
            let appear = TestCase.Act(awaits: load.isAsync, tries: false, expression: "presenter.viewDidLoad()")
            tests.append(
                TestCase(
                    name: "viewDidLoadLoadsOnce", title: "viewDidLoad runs \(load.name.raw) the first time only", isAsync: load.isAsync,
                    values: openedWith, acts: [appear, appear], expectations: [interactorCalls]))
        }
        for action in screen.actions {
            if let reason = action.untested, action.isStub {
                notes.append("\(action.name.raw): \(reason)")
                continue
            }
            switch VIPERPresenterTestPlanner(module: module, presentation: presentation, action: action.action).tests() {
            case .success(let planned): tests += planned
            case .failure(let reason): notes.append("\(action.name.raw): no presenter test, \(reason)")
            }
        }
        let (edits, editNotes) = editTests
        tests += edits
        notes += editNotes
        tests.append(
            TestCase(
                name: "displaysReportedContent", title: "displays the content the interactor reports", isAsync: false,
                acts: [.init(awaits: false, tries: false, expression: "presenter.interactorDidChange(content: Self.content)")],
                expectations: [
                    .equals("view.displayed", "[\(viewState)(content: Self.content)]")
                ]))
        tests.append(
            TestCase(
                name: "displaysReportedFailure", title: "displays the failures the interactor reports", isAsync: false,
                acts: [.init(awaits: false, tries: false, expression: "presenter.interactorDidFail(error: \(SwiftDecl.testFailure(module))())")],
                expectations: [
                    .equals("view.displayed.last?.errorMessage", "\(SwiftDecl.testFailure(module))().localizedDescription"),
                    .equals("view.displayed.last?.isLoading", "false"),
                ]))
        // The view owns its presenter: the presenter must not keep it alive.
        tests.append(
            TestCase(
                name: "holdsViewWeakly", title: "holds its view weakly", isAsync: false,
                variables: [Local(local: "view", type: "Mock\(module.name)View?", value: "Mock\(module.name)View()")],
                acts: [
                    .init(awaits: false, tries: false, expression: "presenter.view = view"),
                    .init(awaits: false, tries: false, expression: "view = nil"),
                ],
                expectations: [.equals("presenter.view", "nil")]))
        return (tests.map { Self.bindingUnused($0, ["presenter", "view", "interactor", "router"]) }, notes, contentSample)
    }

    // MARK: Router

    var routerTests: ([VIPERContext.RouterTest], [String]) {
        var tests: [VIPERContext.RouterTest] = []
        var notes: [String] = []
        routes: for route in module.routes {
            var arguments: [Local] = []
            let reserved: Set<String> = ["router", "opened"]
            func local(_ name: Name) -> String { reserved.contains(name.raw) ? "\(name.raw)Argument" : name.swift }
            for param in route.params {
                guard let sample = presentation.sampleItem(of: param.type, label: param.name.raw) else {
                    notes.append("\(route.name.raw): no router test, it needs a sample \(presentation.itemType(param.type)) for '\(param.name.raw)'")
                    continue routes
                }
                arguments.append(Local(local: local(param.name), type: presentation.itemType(param.type, qualified: true), value: sample))
            }
            let destinations = module.routes.enumerated().map { index, other in
                let received = other.name == route.name ? route.params.map { "received" + SwiftNames.upperFirst($0.name.raw) } : []
                return VIPERContext.RouterTest.Destination(
                    label: other.name.label, raw: other.name.raw, isTarget: other.name == route.name,
                    received: received.joined(separator: ", "), hasReceived: !received.isEmpty,
                    checks: zip(route.params, received).map { param, value in .equals(value, local(param.name)) },
                    ignored: other.params.isEmpty ? "" : other.params.map { _ in "_" }.joined(separator: ", ") + " in ",
                    comma: index < module.routes.count - 1 ? "," : "")
            }
            let method = VIPERRoles.routeMethod(route.name)
            tests.append(
                VIPERContext.RouterTest(
                    name: "\(method)OpensDestination",
                    title: "\(method) opens \(route.destination ?? route.name.raw) with the route's arguments",
                    isFirst: tests.isEmpty, arguments: arguments, destinations: destinations, method: method,
                    callArguments: route.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", "),
                    expectations: [.equals("opened", "1")]))
        }
        return (tests, notes)
    }

    // MARK: Builder

    /// The builder wires the real module around mock services: loading reaches the view, and a navigation
    /// through the wired router reaches the destination the app gave the builder.
    var builderTests: ([TestCase], [String]) {
        var required: [String] = []
        for state in screen.requiredState {
            guard let sample = state.sample else {
                return ([], ["No builder test: it needs a sample \(state.field.type) for '\(state.field.name.raw)'."])
            }
            required.append(", \(state.field.name.label): \(sample)")
        }
        var values = [Capture(local: "view", value: "Mock\(module.name)View()")]
        values += module.services.map { Capture(local: SwiftNames.lowerFirst($0.name), value: "Mock\($0.name)()") }
        var scripts: [AssignmentLine] = []
        var expectations: [ExpectationContext] = [.equals("view.displayed.isEmpty", "false")]
        let load = screen.loadAction?.action
        // The module's own load runs through the real interactor: what the service returns reaches the view.
        // (A load with `when:` runs only where it holds on a fresh screen.)
        if let load, load.condition.map({ ConditionSeeds.solve($0, in: module, arguments: [:]).holds == [] }) ?? true,
            let call = load.call, let assign = call.assignsWholeResult, let returns = call.returns,
            let sample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module),
            let item = presentation.sampleItem(of: returns, label: call.operation.raw)
        {
            let property = SwiftNames.lowerFirst(call.service) + "." + mockProperty(call.operation)
            scripts.append(
                call.isThrowing
                    ? AssignmentLine(target: property + "Result", value: ".success(\(sample))")
                    : AssignmentLine(target: property + "ReturnValue", value: sample))
            let later = ScreenAction.chain(of: load, in: module).dropFirst()
            let laterModified = Set(later.flatMap { $0.assignments.map(\.state.raw) + ($0.call?.storedStates.map(\.raw) ?? []) })
            if !laterModified.contains(assign.raw) {
                expectations.append(.equals("view.displayed.last?.content.\(assign.swift)", item))
            }
        }
        var navigation: (act: String, route: Name)?
        for action in module.actions
        where action.navigate != nil && action.then == nil && action.condition == nil && action.confirmation == nil
            && !VIPERRoles.hasUseCase(action)
        {
            let samples = action.params.map { param in presentation.sampleItem(of: param.type, label: param.name.raw).map { "\(param.name.label): \($0)" } }
            guard samples.allSatisfy({ $0 != nil }), let route = action.navigate?.route else { continue }
            navigation = ("output.\(action.name.swift)(\(samples.compactMap { $0 }.joined(separator: ", ")))", route)
            break
        }
        let destinations = module.routes.map { route -> String in
            let ignored = route.params.isEmpty ? "" : route.params.map { _ in "_" }.joined(separator: ", ") + " in "
            return "\(route.name.label): { \(ignored)" + (navigation == nil ? "" : "opened.append(\"\(route.name.raw)\") ") + "}"
        }
        let builderArguments =
            module.services.map { "\(SwiftNames.lowerFirst($0.name)): \(SwiftNames.lowerFirst($0.name))" }
            + (module.routes.isEmpty ? [] : ["destinations: .init(\(destinations.joined(separator: ", ")))"])
        var acts: [TestCase.Act] = [.init(awaits: load?.isAsync ?? false, tries: false, expression: "output.viewDidLoad()")]
        if let navigation {
            acts.append(.init(awaits: false, tries: false, expression: navigation.act))
            // The last destination opened: the load that `viewDidLoad` runs may navigate first (found by scaffold-fuzz).
            expectations.append(.equals("opened.last", "\"\(navigation.route.raw)\""))
        }
        let test = TestCase(
            name: "buildWiresModule", title: "build wires view, presenter, interactor and router around the injected services",
            isAsync: load?.isAsync ?? false, values: values,
            // The destinations append to `opened`.
            variables: navigation == nil ? [] : [Local(local: "opened", type: "[String]", value: "[]")],
            subjects: [
                Capture(local: "builder", value: "\(module.swiftModule).\(module.name)Builder(\(builderArguments.joined(separator: ", ")))"),
                Capture(local: "output", value: "builder.build(view: view\(required.joined()))"),
            ],
            scripts: scripts, acts: acts, expectations: expectations)
        guard module.ui == .swiftui else { return ([test], []) }
        let quietDestinations = module.routes.map { route -> String in
            "\(route.name.label): { " + (route.params.isEmpty ? "" : route.params.map { _ in "_" }.joined(separator: ", ") + " in ") + "}"
        }
        let quietArguments =
            module.services.map { "\(SwiftNames.lowerFirst($0.name)): \(SwiftNames.lowerFirst($0.name))" }
            + (module.routes.isEmpty ? [] : ["destinations: .init(\(quietDestinations.joined(separator: ", ")))"])
        // The SwiftUI view keeps its store in `@State`, and the store owns the presenter: when a parent builds the view
        // again, SwiftUI keeps the first store and drops the new one, and the first module still reaches its store.
        // The stores' locals must not shadow the service mocks (a service named `Store` is `store`).
        let taken = Set(module.services.map { SwiftNames.lowerFirst($0.name) })
        func local(_ base: String) -> String { taken.contains(base) ? local(base + "Local") : base }
        let store = local("store"), discarded = local("discarded")
        let connect = TestCase.Act(awaits: false, tries: false, expression: "\(store).output = builder.build(view: \(store)\(required.joined()))")
        let ownership = TestCase(
            name: "storeOwnsItsModule", title: "the SwiftUI store owns its module: built twice, the kept one still shows updates",
            isAsync: load?.isAsync ?? false,
            values: module.services.map { Capture(local: SwiftNames.lowerFirst($0.name), value: "Mock\($0.name)()") },
            subjects: [
                Capture(local: "builder", value: "\(module.swiftModule).\(module.name)Builder(\(quietArguments.joined(separator: ", ")))"),
                Capture(local: store, value: "\(module.swiftModule).\(module.name)ViewStore()"),
                Capture(local: discarded, value: "\(module.swiftModule).\(module.name)ViewStore()"),
            ],
            acts: [
                connect,
                .init(awaits: false, tries: false, expression: "\(discarded).output = builder.build(view: \(discarded)\(required.joined()))"),
                .init(awaits: load?.isAsync ?? false, tries: false, expression: "\(store).output?.viewDidLoad()"),
            ],
            expectations: [.differs("\(store).state", "nil")])
        return ([test, ownership] + supersededTests, [])
    }

    /// A new request of an action cancels the one before, and only the wired module proves it: the presenter cancels
    /// its request, the interactor drops what the cancelled call returns. The screen model's `superseded` test, run
    /// through `build(view:)` on mock services that hold their calls: the view shows the newer response.
    private var supersededTests: [TestCase] {
        guard screen.canBuildForTests else { return [] }
        let services = module.services.map { SwiftNames.lowerFirst($0.name) }
        let taken = Set(["view", "builder", "output"] + services)
        let spelling = VIPERWiredSpelling(module: module, presentation: presentation)
        let superseded = screen.actions.flatMap { action in
            action.tests.filter { test in test.kind == .superseded && test.seeds.isEmpty && test.arguments.allSatisfy { !taken.contains($0.local) } }.map {
                test in
                var wired = TestCase(test, of: action, spelling: spelling, subjects: wiredSubjects, values: wiredValues)
                wired.title += ", through the wired module"
                return wired
            }
        }
        // An edit reaches the interactor and comes back as content only in the wired module. (Its view shows nothing
        // before the edit: a test that reads state before acting has nothing to read.)
        let edits = screen.inputs.compactMap { input -> TestCase? in
            guard let test = input.test, test.seeds.isEmpty, test.captures.isEmpty else { return nil }
            var wired = TestCase(test, of: input, spelling: spelling, subjects: wiredSubjects, values: wiredValues)
            wired.title += ", through the wired module"
            return wired
        }
        return superseded + edits
    }

    /// The module `build(view:)` wires around the mock services, its destinations going nowhere.
    private var wiredSubjects: [Capture] {
        let services = module.services.map { SwiftNames.lowerFirst($0.name) }
        let destinations = module.routes.map { route in
            "\(route.name.label): { " + (route.params.isEmpty ? "" : route.params.map { _ in "_" }.joined(separator: ", ") + " in ") + "}"
        }
        let builderArguments = services.map { "\($0): \($0)" } + (module.routes.isEmpty ? [] : ["destinations: .init(\(destinations.joined(separator: ", ")))"])
        let required = screen.requiredState.compactMap { state in state.sample.map { ", \(state.field.name.label): \($0)" } }.joined()
        return [
            Capture(local: "builder", value: "\(module.swiftModule).\(module.name)Builder(\(builderArguments.joined(separator: ", ")))"),
            Capture(local: "output", value: "builder.build(view: view\(required))"),
        ]
    }

    /// The mock view and mock services a wired test builds the module with.
    private var wiredValues: [Capture] {
        [Capture(local: "view", value: "Mock\(module.name)View()")]
            + module.services.map { Capture(local: SwiftNames.lowerFirst($0.name), value: "Mock\($0.name)()") }
    }

    // MARK: Helpers

    /// The test's `makeSUT()` binding, `_` for what the test never uses: `let (presenter, _, interactor, _) = makeSUT()`.
    static func bindingUnused(_ test: TestCase, _ names: [String]) -> TestCase {
        var test = test
        let texts =
            test.arguments.map(\.value) + (test.values + test.captures).map(\.value) + test.scripts.flatMap { [$0.target, $0.value] }
            + test.acts.map(\.expression) + test.expectations.flatMap { [$0.actual, $0.comparison?.expected ?? ""] }
        // Names the test declares itself (`var view`) are not bound again.
        let declared = Set((test.arguments + test.variables).map(\.local) + test.values.map(\.local))
        let bound = names.map { name in !declared.contains(name) && texts.contains { uses($0, name) } ? name : "_" }
        // A test that uses none of them (the mapping tests) needs no subject.
        guard bound.contains(where: { $0 != "_" }) else { return test }
        // A test that names its own `content` (`when:`) opens the screen with it.
        let makeSUT = test.values.contains { $0.local == "content" } ? "makeSUT(content: content)" : "makeSUT()"
        test.subjects = [Capture(local: "(\(bound.joined(separator: ", ")))", value: makeSUT)] + test.subjects
        return test
    }

    /// Whether `line` uses the variable `name`: not as a member (`.name`), part of a longer name, or a label (`name:`).
    static func uses(_ line: String, _ name: String) -> Bool {
        func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        for range in line.ranges(of: name) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            if before.map({ isIdentifier($0) || $0 == "." || $0 == "`" }) != true, after.map({ isIdentifier($0) || $0 == ":" }) != true { return true }
        }
        return false
    }
}

/// How a test of the wired module (`build(view:)` around mock services) spells the screen model: it acts on the
/// presenter the builder returns, passing presentation types, and reads what the mock view was last told. It has
/// no router to ask (destinations go nowhere), so navigation is left to the router and presenter tests.
struct VIPERWiredSpelling: TestSpelling {
    let module: ModuleIR
    let presentation: VIPERPresentation

    var testFailure: String { SwiftDecl.testFailure(module) }

    func act(_ action: Action) -> String { "output.\(action.name.swift)" }

    /// The event takes the value in presentation types.
    func edit(_ input: Input, value: String) -> String {
        guard let field = module.stateField(named: input.state.raw) else { return "output.\(input.event)(\(value))" }
        return "output.\(input.event)(\(presentation.convert(value, field.type, toItem: true, qualified: true)))"
    }

    /// The event takes the argument's presentation type: `NewsList.CategoryItem(category)`.
    func argument(_ argument: TestArgument) -> String {
        presentation.convert(argument.local, argument.param.type, toItem: true, qualified: true)
    }

    func mock(_ service: String, _ operation: Name) -> String { "\(mockObject(service)).\(mockProperty(operation))" }
    func mockObject(_ service: String) -> String { SwiftNames.lowerFirst(service) }

    func captures(_ names: [Name]) -> [Capture] {
        names.map { Capture(local: "\($0.raw)Before", value: "view.displayed.last?.content.\($0.swift)") }
    }

    func expectations(_ expectation: Expectation) -> [ExpectationContext] {
        if let call = callExpectation(expectation) { return [call] }
        let shown = "view.displayed.last?"
        switch expectation {
        case .state(let name, let expected):
            guard let field = module.stateField(named: name.raw) else { return [] }
            // What the view was told is in presentation types; a value read from it before acting already is.
            let value: String
            if case .before = expected {
                value = self.value(expected)
            } else if case .expression = expected {
                // Typed, as the optional it is compared with gives its literals no type (`(0 + 1)` would be an Int).
                value =
                    "(\(presentation.convert(self.value(expected), field.type, toItem: true, qualified: true)) as \(presentation.itemType(field.type, qualified: true)))"
            } else {
                value = presentation.convert(self.value(expected), field.type, toItem: true, qualified: true)
            }
            return [.equals("\(shown).content.\(name.swift)", value)]
        case .calls, .callCount: return []
        case .noError: return [.equals("\(shown).errorMessage", "nil")]
        case .error: return [.differs("\(shown).errorMessage", "nil")]
        case .notLoading: return [.equals("\(shown).isLoading", "false")]
        case .loading, .loadingShown: return [.equals("\(shown).isLoading", "true")]
        case .stateShown: return [.differs("view.displayed.last", "nil")]
        case .nothingShown: return [.holds("view.displayed.isEmpty")]
        case .confirmationAsked: return [.differs("\(shown).confirmation", "nil")]
        case .noConfirmation: return [.equals("\(shown).confirmation", "nil")]
        case .route, .navigations, .noNavigation: return []
        }
    }

    func answer(confirmed: Bool) -> String { confirmed ? "output.confirm()" : "output.cancelConfirmation()" }
}

/// Local names for an action's arguments in tests: never shadow the test's own names.
private func testLocal(_ name: Name, reserved: Set<String>) -> String {
    reserved.contains(name.raw) ? "\(name.raw)Argument" : name.swift
}

/// The interactor tests of one use case: state after `set`, the service call and its arguments, the
/// assigned result, what the output hears; and, where the call throws, the failure path.
struct VIPERInteractorTestPlanner {
    let module: ModuleIR
    let presentation: VIPERPresentation
    let action: Action

    private static let reserved: Set<String> = ["interactor", "output", "mocks", "succeeded"]
    private func local(_ name: Name) -> String { testLocal(name, reserved: Self.reserved) }

    func tests() -> Result<[TestCase], PlanningFailure> {
        var arguments: [Local] = []
        for param in action.params {
            guard let sample = SwiftValues.sample(of: param.type, label: param.name.raw, module: module) else {
                return .failure(.init("it needs a sample \(param.type) for '\(param.name.raw)'"))
            }
            arguments.append(Local(local: local(param.name), type: SwiftDecl.typeName(param.type, qualifiedIn: module), value: sample))
        }
        var tests = [success(arguments)]
        if let call = action.call, call.isThrowing {
            tests.append(failure(arguments, call: call))
            if call.isAsync { tests.append(cancelled(arguments, call: call)) }
        }
        if let call = action.call, let appends = appends(arguments, call: call) { tests.append(appends) }
        return .success(tests)
    }

    private var reportsSuccess: Bool { VIPERRoles.reportsSuccess(action) }
    private var isAsync: Bool { action.call?.isAsync ?? false }

    private func act() -> TestCase.Act {
        let arguments = action.params.map { param in
            "\(param.name.label): \(presentation.convert(local(param.name), param.type, toItem: true, qualified: true))"
        }.joined(separator: ", ")
        return TestCase.Act(
            awaits: isAsync, tries: false, binds: reportsSuccess ? "succeeded" : nil, expression: "interactor.\(action.name.swift)(\(arguments))")
    }

    private func mockProperty(_ call: Call) -> String {
        "mocks.\(SwiftNames.lowerFirst(call.service)).\(ScaffoldEmit.mockProperty(call.operation))"
    }

    private func success(_ arguments: [Local]) -> TestCase {
        var captures: [Name] = []
        func capture(_ name: Name) -> String {
            if !captures.contains(name) { captures.append(name) }
            return "\(name.raw)Before"
        }
        // The value (and its type) each piece of state has once the `set:` effects ran.
        var current: [String: (value: String, type: TypeRef)] = [:]
        // State set to a literal: the content holds the literal's presentation-side spelling.
        var literals: [String: Expression] = [:]
        func valueNow(_ source: ValueSource) -> (value: String, type: TypeRef)? {
            switch source {
            case .param(let name):
                return action.params.first { $0.name == name }.map { (local(name), $0.type) }
            case .state(let name):
                if let value = current[name.raw] { return value }
                return module.stateField(named: name.raw).map { (capture(name), $0.type) }
            case .derived(let name):
                // Read before acting, unless an earlier assignment changed what it is computed from.
                guard let derived = module.derivedValue(named: name.raw) else { return nil }
                if DerivedExpectations.stateRead(by: derived.expression, in: module).isDisjoint(with: current.keys) {
                    return (capture(name), derived.type)
                }
                return ("(" + derived.expression.swift { valueNow($0)?.value ?? $0.name.swift } + ")", derived.type)
            }
        }
        var expectations: [ExpectationContext] = []
        var contentExpectations: [ExpectationContext] = []
        for assignment in action.assignments {
            if let source = assignment.value.reference {
                guard let value = valueNow(source) else { continue }
                current[assignment.state.raw] = value
            } else if let type = module.stateField(named: assignment.state.raw)?.type {
                // Every name the expression reads, as the test holds it (an argument, a captured or an earlier value).
                let value = assignment.value.swift { valueNow($0)?.value ?? $0.name.swift }
                // Parenthesized: a later expression may read it (`offset - page` after `page + 1`).
                current[assignment.state.raw] = (assignment.value.isLiteral ? value : "(\(value))", type)
                if assignment.value.isLiteral { literals[assignment.state.raw] = assignment.value }
            }
        }
        let stored = action.call?.storedStates ?? []
        for assignment in action.assignments where !stored.contains(assignment.state) {
            guard let value = current[assignment.state.raw] else { continue }
            expectations.append(.equals("interactor.state.\(assignment.state.swift)", value.value))
            contentExpectations.append(
                .equals(
                    "output.contents.last?.\(assignment.state.swift)",
                    literals[assignment.state.raw].map { presentation.itemLiteral($0, value.type) }
                        ?? presentation.convert(value.value, value.type, toItem: true, qualified: true)))
        }
        // Derived values the sets change, as scaffold computes them (the use case runs no `then:` chain).
        let samples = Dictionary(zip(action.params.map(\.name.raw), arguments.map(\.value)), uniquingKeysWith: { first, _ in first })
        let modified = Set(stored.map(\.raw))
        for derived in DerivedExpectations.afterSets(of: action, in: module, arguments: samples, modified: modified) {
            expectations.append(.equals("interactor.state.\(derived.name.swift)", derived.value))
        }
        var scripts: [AssignmentLine] = []
        var reports = action.assignments.isEmpty ? 0 : 1
        if let call = action.call {
            let mock = mockProperty(call)
            if call.arguments.isEmpty {
                expectations.append(.equals("\(mock)CallCount", "1"))
            } else {
                let expected = call.arguments.map { argument in
                    "\(argument.parameter.label): " + argument.value.swift { valueNow($0)?.value ?? $0.name.swift }
                }.joined(separator: ", ")
                expectations.append(.equals("\(mock)Calls", "[.init(\(expected))]"))
            }
            if let returns = call.returns {
                var sample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module)
                // A result equal to the state's initial value would not show that it was assigned.
                if sample == "true", let assign = call.assignsWholeResult, module.stateField(named: assign.raw)?.initialValue == "true" {
                    sample = "false"
                }
                if let sample {
                    scripts.append(
                        call.isThrowing
                            ? AssignmentLine(target: "\(mock)Result", value: ".success(\(sample))")
                            : AssignmentLine(target: "\(mock)ReturnValue", value: sample))
                }
                if let result = sample ?? SwiftValues.zero(of: returns) {
                    for store in call.stores {
                        let before = store.appends ? capture(store.state) : ""
                        let (value, type) = storedValue(store, result: result, returns: returns, before: before)
                        expectations.append(.equals("interactor.state.\(store.state.swift)", value))
                        // The whole result as a sample item (`[ArticleItem(Article.fixture())]`); anything else mapped.
                        let item =
                            store.field == nil && !store.appends && presentation.mapsEntities(returns)
                            ? presentation.sampleItem(of: returns, label: call.operation.raw) ?? result
                            : presentation.convert(store.appends ? "(\(value))" : value, type, toItem: true, qualified: true)
                        contentExpectations.append(.equals("output.contents.last?.\(store.state.swift)", item))
                    }
                }
            }
            if !call.stores.isEmpty { reports += 1 }
        }
        if reportsSuccess {
            expectations += [.holds("succeeded"), .holds("output.failures.isEmpty")]
        }
        expectations.append(reports == 0 ? .holds("output.contents.isEmpty") : .equals("output.contents.count", "\(reports)"))
        expectations += contentExpectations
        // A `set:` of a literal the state starts with: the interactor starts from another value, so the test proves the set.
        let seeds = ConditionSeeds.awayFromLiterals(of: action, in: module, keeping: [])
        return TestCase(
            name: "\(action.name.raw)Succeeds", title: title(reports: reports > 0), isAsync: isAsync, arguments: arguments,
            values: seeds.isEmpty ? [] : seededSubjects(seeds),
            captures: captures.map { Capture(local: "\($0.raw)Before", value: "interactor.state.\($0.swift)") },
            scripts: scripts,
            acts: (seeds.isEmpty ? [] : [TestCase.Act(awaits: false, tries: false, expression: "interactor.output = output")]) + [act()],
            expectations: expectations)
    }

    /// The test's own mocks, interactor (started with `seeds` in place of initial values) and output.
    private func seededSubjects(_ seeds: [Seed]) -> [Capture] {
        let services = module.services.map { "\(SwiftNames.lowerFirst($0.name)): Mock\($0.name)()" }.joined(separator: ", ")
        let arguments = SeededState.initArguments(module, seeds: seeds)
        return (module.services.isEmpty ? [] : [Capture(local: "mocks", value: "Mocks(\(services))")]) + [
            Capture(local: "interactor", value: "\(module.swiftModule).\(module.name)Interactor(\(arguments))"),
            Capture(local: "output", value: "Mock\(module.name)InteractorOutput()"),
        ]
    }

    private func failure(_ arguments: [Local], call: Call) -> TestCase {
        var expectations: [ExpectationContext] = [
            .equals("succeeded", "false"), .equals("output.failures", "[String(describing: \(SwiftDecl.testFailure(module))())]"),
        ]
        expectations += call.storedStates.compactMap { state in stoppedValue(state).map { .equals("interactor.state.\(state.swift)", $0) } }
        expectations.append(action.assignments.isEmpty ? .holds("output.contents.isEmpty") : .equals("output.contents.count", "1"))
        return TestCase(
            name: "\(action.name.raw)ReportsFailure", title: "\(action.name.raw) reports the failure when \(call.service).\(call.operation.raw) fails",
            isAsync: isAsync, arguments: arguments, captures: storedCaptures(call),
            scripts: [AssignmentLine(target: "\(mockProperty(call))Result", value: ".failure(\(SwiftDecl.testFailure(module))())")],
            acts: [act()], expectations: expectations)
    }

    /// A cancelled call (superseded, or the screen went away) is not a failure: the output hears nothing of it.
    private func cancelled(_ arguments: [Local], call: Call) -> TestCase {
        var expectations: [ExpectationContext] = [.equals("succeeded", "false"), .holds("output.failures.isEmpty")]
        expectations += call.storedStates.compactMap { state in stoppedValue(state).map { .equals("interactor.state.\(state.swift)", $0) } }
        expectations.append(action.assignments.isEmpty ? .holds("output.contents.isEmpty") : .equals("output.contents.count", "1"))
        return TestCase(
            name: "\(action.name.raw)IgnoresCancellation",
            title: "\(action.name.raw) reports no failure when \(call.service).\(call.operation.raw) is cancelled",
            isAsync: isAsync, arguments: arguments, captures: storedCaptures(call),
            scripts: [AssignmentLine(target: "\(mockProperty(call))Result", value: ".failure(CancellationError())")],
            acts: [act()], expectations: expectations)
    }

    /// The state the call's result goes into and the use case does not set first, read before acting.
    private func storedCaptures(_ call: Call) -> [Capture] {
        call.storedStates.filter { state in !action.assignments.contains { $0.state == state } }.map {
            Capture(local: "\($0.raw)Before", value: "interactor.state.\($0.swift)")
        }
    }

    /// What a piece of state the call would have stored holds once the call failed: its value from before acting, or
    /// what `set:` gave it first (a literal or a parameter); nil where the test cannot spell that.
    private func stoppedValue(_ state: Name) -> String? {
        guard let assignment = action.assignments.last(where: { $0.state == state }) else { return "\(state.raw)Before" }
        if assignment.value.isLiteral { return assignment.value.swift { $0.name.swift } }
        if case .param(let name) = assignment.value.reference { return local(name) }
        return nil
    }

    /// What a store holds after the call returned `result`, and its type: the result, its field, or `before` followed
    /// by those elements.
    private func storedValue(_ store: ResultStore, result: String, returns: TypeRef, before: String) -> (String, TypeRef) {
        var value = result, type = returns
        if let field = store.field, case .named(let name, _, .entity) = returns, case .structure(let fields)? = module.entity(named: name)?.kind,
            let declared = fields.first(where: { $0.name == field })
        {
            (value, type) = ("\(result).\(field.swift)", declared.type)
        }
        return store.appends ? ("\(before) + \(value)", type) : (value, type)
    }

    /// The use case runs twice on two different results: each state it appends to holds its earlier elements, then
    /// the first page's, then the second's.
    private func appends(_ arguments: [Local], call: Call) -> TestCase? {
        guard call.stores.contains(where: \.appends), let returns = call.returns,
            let first = SwiftValues.sample(of: returns, label: call.operation.raw, module: module),
            let second = SwiftValues.otherSample(of: returns, label: call.operation.raw, module: module)
        else { return nil }
        let pages = ["firstPage", "secondPage"].filter { name in !arguments.contains { $0.local == name } }
        guard pages.count == 2 else { return nil }
        let queued = pages.map { call.isThrowing ? ".success(\($0))" : $0 }.joined(separator: ", ")
        var act = act()
        if act.binds != nil { (act.binds, act.discards) = (nil, true) }
        var expectations: [ExpectationContext] = []
        for store in call.stores where store.appends {
            let stored = pages.map { storedValue(ResultStore(state: store.state, field: store.field), result: $0, returns: returns, before: "").0 }
            expectations.append(.equals("interactor.state.\(store.state.swift)", ([store.state.raw + "Before"] + stored).joined(separator: " + ")))
        }
        if call.isThrowing { expectations.append(.holds("output.failures.isEmpty")) }
        return TestCase(
            name: "\(action.name.raw)AppendsPages", title: "\(action.name.raw) run twice keeps what it had, then adds each page in order",
            isAsync: isAsync, arguments: arguments, values: zip(pages, [first, second]).map { Capture(local: $0, value: $1) },
            captures: call.stores.filter(\.appends).map { Capture(local: "\($0.state.raw)Before", value: "interactor.state.\($0.state.swift)") },
            scripts: [AssignmentLine(target: "\(mockProperty(call))\(call.isThrowing ? "QueuedResults" : "QueuedReturnValues")", value: "[\(queued)]")],
            acts: [act, act], expectations: expectations)
    }

    private func title(reports: Bool) -> String {
        var effects: [String] = []
        if !action.assignments.isEmpty { effects.append("sets " + action.assignments.map(\.state.raw).joined(separator: ", ")) }
        if let call = action.call { effects.append(Display.describe(call)) }
        return "\(action.name.raw) " + effects.joined(separator: ", ") + (reports ? " and reports the new state" : "")
    }
}

/// The presenter tests of one action, through the mock interactor and router: which use cases run
/// (its own and those of its `then:` chain), where it navigates, loading and error display; and,
/// where the interactor can fail, that the chain stops there.
struct VIPERPresenterTestPlanner {
    let module: ModuleIR
    let presentation: VIPERPresentation
    let action: Action

    private static let reserved: Set<String> = ["presenter", "view", "interactor", "router", "content"]
    private func local(_ name: Name) -> String { testLocal(name, reserved: Self.reserved) }

    /// The content the mock interactor reports, sample values for every field, `seeds` in place of some (entity-side
    /// values, as `ConditionSeeds` makes them); nil when a field has no sample.
    static func content(module: ModuleIR, presentation: VIPERPresentation, seeds: [Seed] = []) -> String? {
        var values: [String] = []
        for field in module.state {
            let value: String
            if let seed = seeds.first(where: { $0.state == field.name }) {
                if let literal = Expression.literal(seed.value, of: field.type, entities: module.entities) {
                    value = presentation.itemLiteral(literal, field.type)
                } else if seed.value == SwiftValues.sample(of: field.type, label: field.name.raw, module: module),
                    let item = presentation.sampleItem(of: field.type, label: field.name.raw)
                {
                    value = item
                } else {
                    value = presentation.convert(seed.value, field.type, toItem: true, qualified: true)
                }
            } else {
                guard let sample = presentation.sampleItem(of: field.type, label: field.name.raw) ?? SwiftValues.zero(of: field.type) else { return nil }
                value = sample
            }
            values.append("\(field.name.label): \(value)")
        }
        return "\(presentation.contentType)(\(values.joined(separator: ", ")))"
    }

    /// The entity-side value of each field in the reported content (`content(…)` without seeds), for `ConditionSeeds`.
    private var contentStart: [String: String] {
        Dictionary(
            module.state.compactMap { field in
                (SwiftValues.sample(of: field.type, label: field.name.raw, module: module) ?? SwiftValues.zero(of: field.type)).map { (field.name.raw, $0) }
            }, uniquingKeysWith: { first, _ in first })
    }

    /// `when:`: the content that makes it hold and the content that makes it fail (nil where none was found), as the
    /// mock interactor reports it; nil without `when:`.
    func conditionContents() -> (holds: String?, fails: String?)? {
        guard let condition = action.condition else { return nil }
        let arguments = Dictionary(
            action.params.compactMap { param in SwiftValues.sample(of: param.type, label: param.name.raw, module: module).map { (param.name.raw, $0) } },
            uniquingKeysWith: { first, _ in first })
        let solved = ConditionSeeds.solve(condition, in: module, arguments: arguments, start: contentStart)
        func content(_ seeds: [Seed]?) -> String? {
            seeds.flatMap { Self.content(module: module, presentation: presentation, seeds: $0) }.map { "\(module.swiftModule).\($0)" }
        }
        return (content(solved.holds), content(solved.fails))
    }

    private var chain: [Action] { ScreenAction.chain(of: action, in: module) }

    /// `.load`, `.select(category: category)`, … for every use case the chain runs, in order.
    func expectedInteractorCalls(upTo last: Int? = nil) -> [String] {
        chain.prefix(last ?? chain.count).filter(VIPERRoles.hasUseCase).map { step in
            step.params.isEmpty
                ? ".\(step.name.swift)"
                : ".\(step.name.swift)(" + step.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ") + ")"
        }
    }

    func tests() -> Result<[TestCase], PlanningFailure> {
        var arguments: [Local] = []
        for param in action.params {
            guard let sample = presentation.sampleItem(of: param.type, label: param.name.raw) else {
                return .failure(.init("it needs a sample \(presentation.itemType(param.type)) for '\(param.name.raw)'"))
            }
            arguments.append(Local(local: local(param.name), type: presentation.itemType(param.type, qualified: true), value: sample))
        }
        if let guarded = chain.dropFirst().first(where: { $0.condition != nil }) {
            return .failure(.init("'then:' runs '\(guarded.name.raw)', whose 'when:' it does not plan for"))
        }
        let contents = conditionContents()
        // With `when:`, the tests name the content they open the screen with.
        var tests = [success(arguments, content: contents == nil ? "Self.content" : "content")]
        if VIPERRoles.reportsSuccess(action) {
            tests.append(failure(arguments))
        }
        if action.confirmation != nil { tests.append(declined(arguments)) }
        // `when:`: the tests above start where it holds; one more starts where it does not, and nothing runs.
        if let contents {
            guard let holds = contents.holds else { return .failure(.init("scaffold found no content where its 'when:' is true")) }
            tests = tests.map { test in
                var test = test
                test.values.insert(Capture(local: "content", value: holds), at: 0)
                return test
            }
            if let fails = contents.fails { tests.append(skipped(arguments, content: fails)) }
        }
        return .success(tests)
    }

    private func act() -> TestCase.Act {
        let arguments = action.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ")
        return TestCase.Act(awaits: action.isAsync, tries: false, expression: "presenter.\(action.name.swift)(\(arguments))")
    }

    /// The event, and for a `confirm:` action the user confirming it.
    private func actConfirmed() -> [TestCase.Act] {
        [act()] + (action.confirmation == nil ? [] : [TestCase.Act(awaits: module.confirmsAsync, tries: false, expression: "presenter.confirm()")])
    }

    /// The user declines what a `confirm:` action asks: no use case, no navigation, and the question is gone.
    private func declined(_ arguments: [Local]) -> TestCase {
        let pending =
            ".\(action.name.swift)"
            + (action.params.isEmpty ? "" : "(" + action.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ") + ")")
        var expectations: [ExpectationContext] = [.holds("interactor.calls.isEmpty"), .equals("view.displayed.last?.confirmation", "nil")]
        if !module.routes.isEmpty { expectations.append(.holds("router.calls.isEmpty")) }
        return TestCase(
            name: "\(action.name.raw)DoesNothingWhenDeclined", title: "\(action.name.raw) asks first, and does nothing when the user declines",
            isAsync: action.isAsync, arguments: arguments,
            acts: [
                act(), TestCase.Act(awaits: false, tries: false, expectation: .equals("view.displayed.last?.confirmation", pending), expression: ""),
                TestCase.Act(awaits: false, tries: false, expression: "presenter.cancelConfirmation()"),
            ],
            expectations: expectations)
    }

    private var showsLoading: Bool { chain.contains { $0.call?.isAsync ?? false } }

    private func success(_ arguments: [Local], content: String) -> TestCase {
        var acts: [TestCase.Act] = []
        // A failure shown before must be cleared by the success.
        if VIPERRoles.reportsSuccess(action) {
            acts.append(.init(awaits: false, tries: false, expression: "presenter.interactorDidFail(error: \(SwiftDecl.testFailure(module))())"))
        }
        acts += actConfirmed()
        let calls = expectedInteractorCalls()
        var expectations: [ExpectationContext] = [
            calls.isEmpty ? .holds("interactor.calls.isEmpty") : .equals("interactor.calls", "[\(calls.joined(separator: ", "))]")
        ]
        let navigations = chain.compactMap(\.navigate)
        if !navigations.isEmpty {
            // State the chain changes reaches the presenter only through the (real) interactor's reports.
            let modified = Set(chain.flatMap { $0.assignments.map(\.state.raw) + ($0.call?.storedStates.map(\.raw) ?? []) })
            let readsModified = navigations.contains { navigation in
                navigation.arguments.contains { argument in
                    argument.value.references.contains { if case .state(let name) = $0 { modified.contains(name.raw) } else { false } }
                }
            }
            if readsModified {
                expectations.append(.equals("router.calls.count", "\(navigations.count)"))
            } else {
                let expected = navigations.map { navigation in
                    let method = VIPERRoles.routeMethod(navigation.route)
                    if navigation.arguments.isEmpty { return ".\(method)" }
                    return ".\(method)("
                        + navigation.arguments.map { argument in
                            "\(argument.parameter.label): "
                                + argument.value.swift { source in
                                    switch source {
                                    case .param(let name): local(name)
                                    case .state(let name), .derived(let name): "\(content).\(name.swift)"
                                    }
                                }
                        }.joined(separator: ", ") + ")"
                }
                expectations.append(.equals("router.calls", "[\(expected.joined(separator: ", "))]"))
            }
        }
        if VIPERRoles.reportsSuccess(action) { expectations.append(.equals("view.displayed.last?.errorMessage", "nil")) }
        if showsLoading {
            expectations += [.holds("view.displayed.map(\\.isLoading).contains(true)"), .equals("view.displayed.last?.isLoading", "false")]
        }
        return TestCase(
            name: "\(action.name.raw)Succeeds", title: title(), isAsync: action.isAsync, arguments: arguments, acts: acts, expectations: expectations)
    }

    /// The event's `when:` is false for the reported content: no use case, no navigation, nothing displayed.
    private func skipped(_ arguments: [Local], content: String) -> TestCase {
        var expectations: [ExpectationContext] = [.holds("interactor.calls.isEmpty"), .holds("view.displayed.isEmpty")]
        if !module.routes.isEmpty { expectations.append(.holds("router.calls.isEmpty")) }
        return TestCase(
            name: "\(action.name.raw)DoesNothingUnlessAllowed", title: "\(action.name.raw) does nothing while its 'when:' is false",
            isAsync: action.isAsync, arguments: arguments, values: [Capture(local: "content", value: content)], acts: [act()],
            expectations: expectations)
    }

    private func failure(_ arguments: [Local]) -> TestCase {
        var expectations: [ExpectationContext] = [.equals("interactor.calls", "[\(expectedInteractorCalls(upTo: 1).joined(separator: ", "))]")]
        if chain.contains(where: { $0.navigate != nil }) { expectations.append(.holds("router.calls.isEmpty")) }
        if action.call?.isAsync ?? false { expectations.append(.equals("view.displayed.last?.isLoading", "false")) }
        return TestCase(
            name: "\(action.name.raw)StopsOnFailure", title: "\(action.name.raw) stops when the interactor reports a failure",
            isAsync: action.isAsync, arguments: arguments,
            scripts: [AssignmentLine(target: "interactor." + SwiftNames.lowerFirst(SwiftNames.upperFirst(action.name.raw)) + "Result", value: "false")],
            acts: actConfirmed(), expectations: expectations)
    }

    private func title() -> String {
        var effects: [String] = []
        if VIPERRoles.hasUseCase(action) { effects.append("runs its use case") }
        if let navigation = action.navigate { effects.append("navigates to \(navigation.route.raw)") }
        if let then = action.then { effects.append("then runs \(then.raw)") }
        return "\(action.name.raw) " + effects.joined(separator: ", ")
    }
}
