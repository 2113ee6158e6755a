import ScaffoldIR
import ScaffoldScreen

/// Plans the MVP tests and the keys of their mocks.
///
/// - Presenter tests drive the real presenter through `Mock<M>Model`, `Mock<M>View` and `Mock<M>Navigator`: for
///   every action with behaviour a success test (state, model calls, navigation, loading, what the view was told)
///   and a failure test where its call throws; row events, `viewDidLoad`, the initial state, and that the view is
///   held weakly.
/// - Model tests drive the real model through the service mocks: every operation forwards its arguments and
///   returns (or throws) what the service does.
struct MVPTests {
    let mvp: MVPModule
    var module: ModuleIR { mvp.ir }

    func context() -> [String: Any] {
        var context = presenterTests()
        for (key, value) in modelTests() { context[key] = value }
        context["navigatorCalls"] = module.routes.map { route -> [String: Any] in
            let method = mvp.navigatorMethod(route.name)
            let associated = route.params.map { "\($0.name.swift): \(SwiftDecl.typeName($0.type, qualifiedIn: module))" }.joined(separator: ", ")
            let record = route.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")
            return [
                "caseDeclaration": "case \(method)" + (route.params.isEmpty ? "" : "(\(associated))"),
                "signature": "func \(method)(\(associated))",
                "record": ".\(method)" + (route.params.isEmpty ? "" : "(\(record))"),
            ]
        }
        return context
    }

    // MARK: Presenter

    private func presenterTests() -> [String: Any] {
        var context: [String: Any] = [:]
        var notes: [String] = []
        guard let defaultState = stateExpression() else {
            let missing = module.state.first { $0.initialValue == nil && SwiftValues.sample(of: $0.type, label: $0.name.raw, module: module) == nil }
            context["presenterNotes"] = ["No presenter tests: they need a sample \(missing?.type.swift ?? "value") for '\(missing?.name.raw ?? "")'; add one to Fixtures.swift and write them by hand."]
            context["presenterTests"] = [[String: Any]]()
            return context
        }
        var arguments: [String] = []
        var sutArguments = ["presenter: presenter", "view: view"]
        if mvp.hasServices {
            arguments.append("model: model")
            sutArguments.append("model: model")
        }
        if mvp.hasRoutes {
            arguments.append("navigator: navigator")
            sutArguments.append("navigator: navigator")
        }
        arguments.append("state: state")
        context["sut"] = [
            "defaultState": defaultState,
            "presenterArguments": arguments.joined(separator: ", "),
            "sutArguments": sutArguments.joined(separator: ", "),
        ]

        var tests = [initialStateTest(), holdsViewWeaklyTest()]
        var plans: [String: ActionPlan] = [:]
        for action in module.actions {
            if action.isStub {
                notes.append("\(action.name.raw): no test yet, the spec gives it no behaviour.")
                continue
            }
            switch plan(action) {
            case .success(let plan):
                plans[action.name.raw] = plan
                tests.append(success(plan))
                if let call = action.call, call.isThrowing { tests.append(failure(plan, call: call)) }
            case .failure(let reason):
                notes.append("\(action.name.raw): no test, \(reason)")
            }
        }
        if let load = mvp.loadAction, !load.isStub {
            if let plan = plans[load.name.raw] { tests.append(viewDidLoadTest(load: plan)) }
        } else {
            tests.append(viewDidLoadTest(load: nil))
        }
        tests += rowTests()
        for event in mvp.rowEvents {
            guard !event.action.isStub, let plan = plans[event.action.name.raw] else { continue }
            tests += rowEventTests(event, plan: plan)
        }
        context["presenterTests"] = tests.map(Self.render)
        context["presenterNotes"] = notes
        return context
    }

    static func render(_ test: PlannedTest) -> [String: Any] {
        ["name": test.name, "title": test.title, "async": test.isAsync ? " async" : "", "lines": test.lines]
    }

    /// Locals the tests declare themselves: an action argument of the same name gets a suffix.
    private static let reservedLocals: Set<String> = ["sut", "before", "initial", "seeded", "viaRow", "direct", "view", "model", "services", "result"]

    private func local(_ name: Name) -> String {
        Self.reservedLocals.contains(name.raw) ? "\(name.raw)Argument" : name.swift
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
        return "\(mvp.stateType)(\(arguments.joined(separator: ", ")))"
    }

    /// What a test of one action needs: its arguments, the scripted result of its own call, its `then:` chain.
    struct ActionPlan {
        var action: Action
        var chain: [Action]
        /// `let category = NewsList.Category.fixture()`
        var arrange: [String]
        /// Script lines for the action's own call, with `SUT` where the test's subject goes.
        var scripts: [String]
        /// What the action's own call returns in the test.
        var result: String?
    }

    private func plan(_ action: Action) -> Result<ActionPlan, PlanningFailure> {
        var arrange: [String] = []
        for param in action.params {
            guard let sample = SwiftValues.sample(of: param.type, label: param.name.raw, module: module) else {
                return .failure(.init("it needs a sample \(param.type) for '\(param.name.raw)'"))
            }
            arrange.append("let \(local(param.name)): \(SwiftDecl.typeName(param.type, qualifiedIn: module)) = \(sample)")
        }
        let chain = ScreenAction.chain(of: action, in: module)
        var scripts: [String] = []
        var result: String?
        for step in chain {
            guard let call = step.call, let returns = call.returns, let operation = mvp.modelOperation(for: call) else { continue }
            let sample = SwiftValues.sample(of: returns, label: operation.method.name.raw, module: module)
            if sample == nil, SwiftValues.zero(of: returns) == nil {
                return .failure(.init("it needs a sample \(returns) for what \(call.service).\(call.operation.raw) returns"))
            }
            guard step == action else { continue }
            result = sample ?? SwiftValues.zero(of: returns)
            if let sample {
                let property = "SUT.model.\(operation.mockProperty)"
                scripts.append(call.isThrowing ? "\(property)Result = .success(\(sample))" : "\(property)ReturnValue = \(sample)")
            }
        }
        return .success(ActionPlan(action: action, chain: chain, arrange: arrange, scripts: scripts, result: result))
    }

    private func act(_ action: Action, on subject: String = "sut") -> String {
        let arguments = action.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ")
        return (action.isAsync ? "await " : "") + "\(subject).presenter.\(action.name.swift)(\(arguments))"
    }

    /// Each piece of state the action's `set:` changes, and the expression of its new value, in terms of the
    /// test's arguments and `before` (the state before the action).
    private func valuesAfterSet(_ action: Action) -> [String: String] {
        var values: [String: String] = [:]
        for assignment in action.assignments {
            values[assignment.state.raw] = expected(assignment.source, after: values)
        }
        return values
    }

    private func expected(_ source: ValueSource, after values: [String: String]) -> String {
        switch source {
        case .param(let name): local(name)
        case .state(let name): values[name.raw] ?? "before.\(name.swift)"
        }
    }

    private func mock(_ call: Call, on subject: String = "sut") -> String? {
        mvp.modelOperation(for: call).map { "\(subject).model.\($0.mockProperty)" }
    }

    /// `[] ` → lines; `let before = sut.presenter.state` is added only where an expectation reads it.
    private func assemble(subject: String = "sut", arrange: [String], scripts: [String], act: [String], asserts: [String]) -> [String] {
        let capture = (act + asserts).contains { $0.contains("before.") } ? ["let before = \(subject).presenter.state"] : []
        return ["let \(subject) = makeSUT()"] + arrange + capture + scripts.map { $0.replacingOccurrences(of: "SUT.", with: "\(subject).") }
            + [""] + act + [""] + asserts
    }

    private func success(_ plan: ActionPlan) -> PlannedTest {
        let action = plan.action
        let later = Array(plan.chain.dropFirst())
        let laterModified = Set(later.flatMap { $0.assignments.map(\.state.raw) + ($0.call?.assign.map { [$0.raw] } ?? []) })
        let afterSet = valuesAfterSet(action)
        var asserts: [String] = []
        var asserted: Set<String> = []
        for assignment in action.assignments where !laterModified.contains(assignment.state.raw) && action.call?.assign != assignment.state {
            guard asserted.insert(assignment.state.raw).inserted else { continue }
            asserts.append("#expect(sut.presenter.state.\(assignment.state.swift) == \(afterSet[assignment.state.raw]!))")
        }
        if let call = action.call, let mock = mock(call) {
            let occurrences = plan.chain.filter { $0.call?.service == call.service && $0.call?.operation == call.operation }.count
            if call.arguments.isEmpty {
                asserts.append("#expect(\(mock)CallCount == \(occurrences))")
            } else {
                let arguments = call.arguments.map { "\($0.parameter.label): \(expected($0.source, after: afterSet))" }.joined(separator: ", ")
                asserts.append(occurrences == 1 ? "#expect(\(mock)Calls == [.init(\(arguments))])" : "#expect(\(mock)Calls.first == .init(\(arguments)))")
            }
            if let assign = call.assign, !laterModified.contains(assign.raw), let result = plan.result {
                asserts.append("#expect(sut.presenter.state.\(assign.swift) == \(result))")
            }
            if call.isThrowing { asserts.append("#expect(sut.presenter.errorMessage == nil)") }
        }
        asserts += laterCallCounts(plan)
        let navigations = plan.chain.filter { $0.navigate != nil }.count
        if let navigation = action.navigate {
            let arguments = navigation.arguments.map { argument -> String in
                if case .state(let name) = argument.source, action.call?.assign == name, let result = plan.result {
                    return "\(argument.parameter.label): \(result)"
                }
                return "\(argument.parameter.label): \(expected(argument.source, after: afterSet))"
            }
            let call = ".\(mvp.navigatorMethod(navigation.route))" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
            asserts.append(navigations == 1 ? "#expect(sut.navigator.calls == [\(call)])" : "#expect(sut.navigator.calls.first == \(call))")
        } else if navigations > 0 {
            asserts.append("#expect(sut.navigator.calls.count == \(navigations))")
        }
        if plan.chain.contains(where: { $0.call?.isAsync == true }) {
            asserts += ["#expect(sut.presenter.isLoading == false)", "#expect(sut.view.loadingChanges == [true, false])"]
        }
        if plan.chain.contains(where: { !$0.assignments.isEmpty || $0.call?.assign != nil }) {
            asserts.append("#expect(sut.view.renderedStates.last == sut.presenter.viewState)")
        }
        return PlannedTest(name: "\(action.name.raw)Succeeds", title: "\(action.name.raw) \(MVPModule.describe(action))", isAsync: action.isAsync,
                           lines: assemble(arrange: plan.arrange, scripts: plan.scripts, act: [act(action)], asserts: asserts))
    }

    /// How many times each model operation of the `then:` chain, other than the action's own, runs.
    private func laterCallCounts(_ plan: ActionPlan, expectZero: Bool = false) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for step in plan.chain.dropFirst() {
            guard let call = step.call, let mock = mock(call) else { continue }
            if let own = plan.action.call, own.service == call.service, own.operation == call.operation { continue }
            if counts[mock] == nil { order.append(mock) }
            counts[mock, default: 0] += 1
        }
        return order.map { "#expect(\($0)CallCount == \(expectZero ? 0 : counts[$0]!))" }
    }

    private func failure(_ plan: ActionPlan, call: Call) -> PlannedTest {
        let action = plan.action
        var asserts = ["#expect(sut.presenter.errorMessage != nil)", "#expect(sut.view.errorMessage == sut.presenter.errorMessage)"]
        let afterSet = valuesAfterSet(action)
        var asserted: Set<String> = []
        for assignment in action.assignments where asserted.insert(assignment.state.raw).inserted && call.assign != assignment.state {
            asserts.append("#expect(sut.presenter.state.\(assignment.state.swift) == \(afterSet[assignment.state.raw]!))")
        }
        if let assign = call.assign { asserts.append("#expect(sut.presenter.state.\(assign.swift) == before.\(assign.swift))") }
        if plan.chain.contains(where: { $0.navigate != nil }) { asserts.append("#expect(sut.navigator.calls.isEmpty)") }
        asserts += laterCallCounts(plan, expectZero: true)
        if call.isAsync {
            asserts += ["#expect(sut.presenter.isLoading == false)", "#expect(sut.view.loadingChanges == [true, false])"]
        } else if action.isAsync {
            // The async part of the chain never starts.
            asserts.append("#expect(sut.view.loadingChanges.isEmpty)")
        }
        let script = "SUT.model.\(mvp.modelOperation(for: call)!.mockProperty)Result = .failure(TestFailure())"
        return PlannedTest(name: "\(action.name.raw)RecordsFailure",
                           title: "\(action.name.raw) shows the error when \(call.service).\(call.operation.raw) fails",
                           isAsync: action.isAsync,
                           lines: assemble(arrange: plan.arrange, scripts: [script], act: [act(action)], asserts: asserts))
    }

    // MARK: Lifecycle

    private func initialStateTest() -> PlannedTest {
        var lines = ["let sut = makeSUT()", ""]
        for field in module.state {
            guard let value = field.initialValue, Display.isLiteral(value) else { continue }
            lines.append("#expect(sut.presenter.state.\(field.name.swift) == \(value))")
        }
        lines += ["#expect(sut.presenter.isLoading == false)", "#expect(sut.presenter.errorMessage == nil)",
                  "#expect(sut.view.renderedStates.isEmpty)"]
        if mvp.hasRoutes { lines.append("#expect(sut.navigator.calls.isEmpty)") }
        return PlannedTest(name: "startsInInitialState", title: "starts in its initial state and tells the view nothing yet", isAsync: false, lines: lines)
    }

    private func holdsViewWeaklyTest() -> PlannedTest {
        PlannedTest(name: "holdsViewWeakly", title: "holds its view weakly", isAsync: false, lines: [
            "let sut = makeSUT()",
            "var view: Mock\(mvp.name)View? = Mock\(mvp.name)View()",
            "sut.presenter.attach(view: view!)",
            "#expect(sut.presenter.view === view)",
            "",
            "view = nil",
            "",
            "#expect(sut.presenter.view == nil)",
        ])
    }

    private func viewDidLoadTest(load plan: ActionPlan?) -> PlannedTest {
        guard let plan else {
            return PlannedTest(name: "viewDidLoadRenders", title: "viewDidLoad tells the view the current state", isAsync: true, lines: [
                "let sut = makeSUT()", "",
                "await sut.presenter.viewDidLoad()", "",
                "#expect(sut.view.renderedStates == [sut.presenter.viewState])",
                "#expect(sut.view.loadingChanges == [false])",
                "#expect(sut.view.errorMessage == nil)",
            ])
        }
        var asserts = ["#expect(sut.view.renderedStates.first == initial)",
                       "#expect(sut.view.renderedStates.last == sut.presenter.viewState)"]
        if let call = plan.action.call, let mock = mock(call) {
            let occurrences = plan.chain.filter { $0.call?.service == call.service && $0.call?.operation == call.operation }.count
            asserts.append("#expect(\(mock)CallCount == \(occurrences))")
        }
        asserts += laterCallCounts(plan)
        return PlannedTest(name: "viewDidLoadRendersAndLoads", title: "viewDidLoad tells the view the current state, then runs \(plan.action.name.raw)",
                           isAsync: true, lines: ["let sut = makeSUT()", "let initial = sut.presenter.viewState"]
                            + plan.scripts.map { $0.replacingOccurrences(of: "SUT.", with: "sut.") }
                            + ["", "await sut.presenter.viewDidLoad()", ""] + asserts)
    }

    // MARK: Rows

    /// The presenter formats each list of identifiable entities as rows: one per entity, with its id.
    private func rowTests() -> [PlannedTest] {
        mvp.rowLists.compactMap { list in
            guard let sample = SwiftValues.sample(of: list.element, label: list.field.name.raw, module: module) else { return nil }
            let item = Self.reservedLocals.contains(SwiftNames.lowerFirst(list.entity.name)) ? "item" : SwiftNames.lowerFirst(list.entity.name)
            guard let state = stateExpression(overrides: [list.field.name.raw: "[\(item)]"]) else { return nil }
            let rows = "sut.presenter.viewState.\(list.field.name.swift)"
            return PlannedTest(name: "shows\(SwiftNames.upperFirst(list.field.name.raw))AsRows", title: "shows \(list.field.name.raw) as rows",
                               isAsync: false, lines: [
                                   "let \(item) = \(sample)",
                                   "let sut = makeSUT(state: \(state))", "",
                                   "#expect(\(rows).map(\\.id) == [\(item).id])",
                                   "#expect(\(rows).first?.title == \(list.title(of: item)))",
                               ])
        }
    }

    /// A row event runs its action with the entity of that row, exactly as calling the action does; an id no
    /// row shows changes nothing.
    private func rowEventTests(_ event: MVPModule.RowEvent, plan: ActionPlan) -> [PlannedTest] {
        let item = local(event.param.name)
        let byRow = "\(event.action.name.swift)(\(event.label): \(item).id)"
        guard let seeded = stateExpression(overrides: [event.lists[0].field.name.raw: "[\(item)]"]),
              let empty = stateExpression(overrides: Dictionary(event.lists.map { ($0.field.name.raw, "[]") }, uniquingKeysWith: { first, _ in first }))
        else { return [] }
        let awaiting = event.action.isAsync ? "await " : ""
        var operations: [(mock: String, hasArguments: Bool)] = []
        for step in plan.chain {
            guard let call = step.call, let operation = mvp.modelOperation(for: call),
                  !operations.contains(where: { $0.mock == operation.mockProperty }) else { continue }
            operations.append((operation.mockProperty, !operation.method.params.isEmpty))
        }
        var same = ["#expect(viaRow.presenter.state == direct.presenter.state)"]
        if mvp.hasRoutes { same.append("#expect(viaRow.navigator.calls == direct.navigator.calls)") }
        for operation in operations {
            let suffix = operation.hasArguments ? "Calls" : "CallCount"
            same.append("#expect(viaRow.model.\(operation.mock)\(suffix) == direct.model.\(operation.mock)\(suffix))")
        }
        if plan.chain.contains(where: { $0.navigate != nil }) {
            same.append("#expect(!viaRow.navigator.calls.isEmpty)")
        } else if let first = operations.first {
            same.append("#expect(viaRow.model.\(first.mock)CallCount > 0)")
        }
        let runs = PlannedTest(
            name: "\(event.action.name.raw)ByRow", title: "\(event.action.name.raw)(\(event.label):) runs \(event.action.name.raw) with the \(event.param.name.raw) of that row",
            isAsync: event.action.isAsync,
            lines: plan.arrange + [
                    "let seeded = \(seeded)",
                    "let viaRow = makeSUT(state: seeded)",
                    "let direct = makeSUT(state: seeded)"]
                + plan.scripts.map { $0.replacingOccurrences(of: "SUT.", with: "viaRow.") }
                + plan.scripts.map { $0.replacingOccurrences(of: "SUT.", with: "direct.") }
                + ["", "\(awaiting)viaRow.presenter.\(byRow)", act(event.action, on: "direct"), ""] + same)
        var unchanged = ["#expect(sut.presenter.state == before)"]
        if mvp.hasRoutes { unchanged.append("#expect(sut.navigator.calls.isEmpty)") }
        unchanged += operations.map { "#expect(sut.model.\($0.mock)CallCount == 0)" }
        let ignores = PlannedTest(
            name: "\(event.action.name.raw)ByUnknownRowIsIgnored", title: "\(event.action.name.raw)(\(event.label):) ignores an id no row shows",
            isAsync: event.action.isAsync,
            lines: plan.arrange + [
                    "let sut = makeSUT(state: \(empty))",
                    "let before = sut.presenter.state", "",
                    "\(awaiting)sut.presenter.\(byRow)", ""] + unchanged)
        return [runs, ignores]
    }

    // MARK: Model

    /// Every model operation forwards to its service: arguments through, result back, errors passed on.
    private func modelTests() -> [String: Any] {
        var context: [String: Any] = [:]
        context["modelMocks"] = module.services.map { ["property": SwiftNames.lowerFirst($0.name), "type": "Mock\($0.name)"] }
        context["modelMockFields"] = module.services.map { "\(SwiftNames.lowerFirst($0.name)): Mock\($0.name)()" }.joined(separator: ", ")
        context["modelArguments"] = module.services.map { "\(SwiftNames.lowerFirst($0.name)): services.\(SwiftNames.lowerFirst($0.name))" }.joined(separator: ", ")
        // A forwarding test of a throwing operation calls it with `try`, so the test function throws.
        var tests: [(test: PlannedTest, throws: Bool)] = []
        var notes: [String] = []
        operations: for operation in mvp.modelOperations {
            let method = operation.method
            var arrange: [String] = []
            for param in method.params {
                guard let sample = SwiftValues.sample(of: param.type, label: param.name.raw, module: module) else {
                    notes.append("\(method.name.raw): no test, it needs a sample \(param.type) for '\(param.name.raw)'.")
                    continue operations
                }
                arrange.append("let \(local(param.name)): \(SwiftDecl.typeName(param.type, qualifiedIn: module)) = \(sample)")
            }
            let service = "services.\(operation.serviceProperty).\(SwiftNames.lowerFirst(SwiftNames.upperFirst(operation.operation.name.raw)))"
            let arguments = method.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ")
            let call = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "") + "model.\(method.name.swift)(\(arguments))"
            let forwarded = method.params.isEmpty ? "#expect(\(service)CallCount == 1)"
                : "#expect(\(service)Calls == [.init(\(method.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ")))])"
            let qualified = "\(operation.service.name).\(operation.operation.name.raw)"
            var scripts: [String] = []
            var asserts = [forwarded]
            var act = call
            if let returns = method.returns {
                // The service mock's values are labelled with the service's operation name.
                let sample = SwiftValues.sample(of: returns, label: operation.operation.name.raw, module: module)
                if let sample {
                    scripts.append(method.isThrowing ? "\(service)Result = .success(\(sample))" : "\(service)ReturnValue = \(sample)")
                }
                if let expected = sample ?? SwiftValues.zero(of: returns) {
                    act = "let result = \(call)"
                    asserts.append("#expect(result == \(expected))")
                } else {
                    notes.append("\(method.name.raw): no forwarding test, it needs a sample \(returns) for what \(qualified) returns.")
                    act = ""
                }
            }
            if !act.isEmpty {
                tests.append((PlannedTest(name: "\(method.name.raw)Forwards", title: "\(method.name.raw) forwards to \(qualified)",
                                          isAsync: method.isAsync, lines: ["let (model, services) = makeSUT()"] + arrange + scripts + ["", act, ""] + asserts),
                              method.isThrowing))
            }
            if method.isThrowing {
                let expectation = (method.isAsync ? "await " : "") + "#expect(throws: TestFailure.self) {"
                tests.append((PlannedTest(name: "\(method.name.raw)PassesOnFailure", title: "\(method.name.raw) passes on the error of \(qualified)",
                                          isAsync: method.isAsync, lines: ["let (model, services) = makeSUT()"] + arrange
                                            + ["\(service)Result = .failure(TestFailure())", "", expectation, "    \(call)", "}", "", forwarded]),
                              false))
            }
        }
        context["modelTests"] = tests.map { test, throwing in
            var rendered = Self.render(test)
            rendered["async"] = (test.isAsync ? " async" : "") + (throwing ? " throws" : "")
            return rendered
        }
        context["modelNotes"] = notes
        return context
    }
}
