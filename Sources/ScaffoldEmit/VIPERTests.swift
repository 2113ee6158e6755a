import ScaffoldIR
import ScaffoldScreen

/// Plans the VIPER module's test target: mocks of the view, interactor, interactor output and router,
/// and tests for interactor (state, service calls, what it reports), presenter (use cases, loading,
/// errors, navigation, `then:` chains), router, builder wiring and the entity ⇄ presentation mapping.
struct VIPERTests {
    let module: ModuleIR
    let presentation: VIPERPresentation

    func context() -> [String: Any] {
        var context = mocks()
        for part in [interactorTests(), presenterTests(), routerTests(), builderTests()] {
            for (key, value) in part { context[key] = value }
        }
        return context
    }

    private var useCases: [Action] { module.actions.filter(VIPERContext.hasUseCase) }

    private func resultProperty(_ action: Action) -> String {
        SwiftNames.lowerFirst(SwiftNames.upperFirst(action.name.raw)) + "Result"
    }

    static func rendered(_ tests: [PlannedTest]) -> [[String: Any]] {
        tests.enumerated().map { index, test in
            ["name": test.name, "title": test.title, "async": test.isAsync ? " async" : "", "lines": test.lines, "isFirst": index == 0]
        }
    }

    // MARK: Mocks

    private func mocks() -> [String: Any] {
        var context: [String: Any] = [:]
        context["interactorCallCases"] = useCases.map { action in
            action.params.isEmpty ? "case \(action.name.swift)"
                : "case \(action.name.swift)(" + action.params.map { "\($0.name.label): \(presentation.itemType($0.type, qualified: true))" }
                    .joined(separator: ", ") + ")"
        }
        context["interactorResults"] = useCases.filter(VIPERContext.reportsSuccess).map { "var \(resultProperty($0)) = true" }
        context["interactorMethods"] = useCases.map { action -> [String: Any] in
            let arguments = action.params.isEmpty ? "" : "(" + action.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ") + ")"
            var body = ["calls.append(.\(action.name.swift)\(arguments))"]
            if VIPERContext.reportsSuccess(action) { body.append("return \(resultProperty(action))") }
            return ["signature": VIPERContext().interactorRequirement(action, presentation, qualified: true), "body": body]
        }
        context["routerCallCases"] = module.routes.map { route in
            route.params.isEmpty ? "case \(VIPERContext.routeMethod(route.name))"
                : "case \(VIPERContext.routeMethod(route.name))(" + route.params.map { "\($0.name.label): \(presentation.itemType($0.type, qualified: true))" }
                    .joined(separator: ", ") + ")"
        }
        context["routerMethods"] = module.routes.map { route -> [String: Any] in
            let method = VIPERContext.routeMethod(route.name)
            let arguments = route.params.isEmpty ? "" : "(" + route.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ") + ")"
            return [
                "signature": "func \(method)(" + route.params.map { "\($0.name.swift): \(presentation.itemType($0.type, qualified: true))" }.joined(separator: ", ") + ")",
                "body": ["calls.append(.\(method)\(arguments))"],
            ]
        }
        return context
    }

    // MARK: Interactor

    private func interactorTests() -> [String: Any] {
        var context: [String: Any] = [:]
        let mocks = module.services.map { service in
            ["property": SwiftNames.lowerFirst(service.name), "type": "Mock\(service.name)"]
        }
        context["serviceMocks"] = mocks
        context["mockFields"] = mocks.map { "\($0["property"]!): \($0["type"]!)()" }.joined(separator: ", ")
        context["mappingTests"] = Self.rendered(mappingTests())
        var arguments = mocks.map { "\($0["property"]!): mocks.\($0["property"]!)" }
        context["interactorSUTArguments"] = ""
        for field in module.state where field.initialValue == nil {
            guard let sample = SwiftValues.sample(of: field.type, label: field.name.raw, module: module) else {
                context["hasInteractorSUT"] = false
                context["interactorTests"] = [[String: Any]]()
                context["interactorNotes"] = ["No interactor tests: the interactor needs a sample \(field.type) for '\(field.name.raw)'; add one to Fixtures.swift and write tests by hand."]
                return context
            }
            arguments.append("\(field.name.label): \(sample)")
        }
        context["hasInteractorSUT"] = true
        context["interactorSUTArguments"] = arguments.joined(separator: ", ")
        var tests: [PlannedTest] = []
        var notes: [String] = []
        let literals = module.state.compactMap { field in
            field.initialValue.flatMap { Display.isLiteral($0) ? "#expect(interactor.state.\(field.name.swift) == \($0))" : nil }
        }
        if !literals.isEmpty {
            tests.append(PlannedTest(name: "startsInInitialState", title: "starts in its initial state", isAsync: false,
                                     lines: ["let (interactor, output, _) = makeSUT()", ""] + literals + ["#expect(output.contents.isEmpty)"]))
        }
        tests.append(PlannedTest(name: "holdsOutputWeakly", title: "holds its output weakly", isAsync: false, lines: [
            "let (interactor, _, _) = makeSUT()",
            "var output: Mock\(module.name)InteractorOutput? = Mock\(module.name)InteractorOutput()",
            "interactor.output = output",
            "",
            "output = nil",
            "",
            "#expect(interactor.output == nil)",
        ]))
        for action in useCases {
            switch VIPERInteractorTestPlanner(module: module, presentation: presentation, action: action).tests() {
            case .success(let planned): tests += planned
            case .failure(let reason): notes.append("\(action.name.raw): no interactor test, \(reason)")
            }
        }
        context["interactorTests"] = Self.rendered(tests)
        context["interactorNotes"] = notes
        return context
    }

    /// Every entity maps to its presentation type and back without loss.
    private func mappingTests() -> [PlannedTest] {
        module.entities.compactMap { entity in
            let qualified = "\(module.name).\(entity.name)"
            let item = presentation.itemName(entity.name, qualified: true)
            let title = "\(entity.name) maps to \(presentation.itemName(entity.name)) and back without loss"
            let name = SwiftNames.lowerFirst(entity.name) + "MapsToPresentationAndBack"
            switch entity.kind {
            case .enumeration:
                return PlannedTest(name: name, title: title, isAsync: false, lines: [
                    "for value in \(qualified).allCases {",
                    "    #expect(\(qualified)(\(item)(value)) == value)",
                    "}",
                ])
            case .structure:
                guard SwiftValues.hasFixture(entity, module: module) else { return nil }
                return PlannedTest(name: name, title: title, isAsync: false, lines: [
                    "let entity = \(qualified).fixture()",
                    "",
                    "#expect(\(qualified)(\(item)(entity)) == entity)",
                ])
            }
        }
    }

    // MARK: Presenter

    private func presenterTests() -> [String: Any] {
        var context: [String: Any] = ["contentSample": ""]
        var values: [String] = []
        for field in module.state {
            guard let value = presentation.sampleItem(of: field.type, label: field.name.raw) ?? SwiftValues.zero(of: field.type) else {
                context["hasPresenterSUT"] = false
                context["presenterTests"] = [[String: Any]]()
                context["presenterNotes"] = ["No presenter tests: they need a sample \(presentation.itemType(field.type)) for '\(field.name.raw)'; write them by hand."]
                return context
            }
            values.append("\(field.name.label): \(value)")
        }
        context["hasPresenterSUT"] = true
        context["contentSample"] = "\(presentation.contentType)(\(values.joined(separator: ", ")))"
        let viewState = "\(module.name).\(presentation.viewStateType)"
        var tests: [PlannedTest] = []
        var notes: [String] = []

        var didLoad = ["let (presenter, view, interactor, _) = makeSUT()", ""]
        let load = VIPERContext.loadAction(module)
        didLoad.append(((load?.isAsync ?? false) ? "await " : "") + "presenter.viewDidLoad()")
        didLoad += ["", "#expect(view.displayed.first == \(viewState)(content: Self.content))"]
        if let load {
            let calls = VIPERPresenterTestPlanner(module: module, presentation: presentation, action: load).expectedInteractorCalls()
            didLoad.append(calls.isEmpty ? "#expect(interactor.calls.isEmpty)" : "#expect(interactor.calls == [\(calls.joined(separator: ", "))])")
        }
        tests.append(PlannedTest(name: "viewDidLoadDisplaysState", title: "viewDidLoad displays the current state" + (load.map { ", then runs \($0.name.raw)" } ?? ""),
                                 isAsync: load?.isAsync ?? false, lines: Self.bindUnused(didLoad)))
        let titles = module.state.filter { !VIPERPresentation.isList($0.type, module: module) }.map { "\"\(Display.title($0.name.raw))\"" }
        tests.append(PlannedTest(name: "displaysReportedContent", title: "displays the content the interactor reports, formatted", isAsync: false, lines: [
            "let (presenter, view, _, _) = makeSUT()",
            "",
            "presenter.interactorDidChange(content: Self.content)",
            "",
            "#expect(view.displayed == [\(viewState)(content: Self.content)])",
            "let titles = presenter.viewState.details.map(\\.title)",
            "#expect(titles == [\(titles.joined(separator: ", "))])",
        ]))
        tests.append(PlannedTest(name: "displaysReportedFailure", title: "displays the failures the interactor reports", isAsync: false, lines: [
            "let (presenter, view, _, _) = makeSUT()",
            "",
            "presenter.interactorDidFail(error: TestFailure())",
            "",
            "#expect(view.displayed.last?.errorMessage == String(describing: TestFailure()))",
            "#expect(view.displayed.last?.isLoading == false)",
        ]))
        tests.append(PlannedTest(name: "holdsViewWeakly", title: "holds its view weakly", isAsync: false, lines: [
            "let (presenter, _, _, _) = makeSUT()",
            "var view: Mock\(module.name)View? = Mock\(module.name)View()",
            "presenter.view = view",
            "",
            "view = nil",
            "",
            "#expect(presenter.view == nil)",
        ]))
        for action in module.actions {
            if action.isStub {
                notes.append("\(action.name.raw): no test yet, the spec gives it no behaviour.")
                continue
            }
            switch VIPERPresenterTestPlanner(module: module, presentation: presentation, action: action).tests() {
            case .success(let planned): tests += planned
            case .failure(let reason): notes.append("\(action.name.raw): no presenter test, \(reason)")
            }
        }
        context["presenterTests"] = Self.rendered(tests)
        context["presenterNotes"] = notes
        return context
    }

    // MARK: Router

    private func routerTests() -> [String: Any] {
        var tests: [PlannedTest] = []
        var notes: [String] = []
        routes: for route in module.routes {
            var lines: [String] = []
            let reserved: Set<String> = ["router", "opened"]
            func local(_ name: Name) -> String { reserved.contains(name.raw) ? "\(name.raw)Argument" : name.swift }
            for param in route.params {
                guard let sample = presentation.sampleItem(of: param.type, label: param.name.raw) else {
                    notes.append("\(route.name.raw): no router test, it needs a sample \(presentation.itemType(param.type)) for '\(param.name.raw)'")
                    continue routes
                }
                lines.append("let \(local(param.name)): \(presentation.itemType(param.type, qualified: true)) = \(sample)")
            }
            lines.append("var opened = 0")
            lines.append("let router = \(module.name).\(module.name)Router(destinations: .init(")
            for (index, other) in module.routes.enumerated() {
                let comma = index < module.routes.count - 1 ? "," : ""
                let label = "\(other.name.label): "
                if other.name == route.name {
                    let received = route.params.map { "received" + SwiftNames.upperFirst($0.name.raw) }
                    lines.append("    " + label + "{ " + (received.isEmpty ? "" : received.joined(separator: ", ") + " in"))
                    for (param, value) in zip(route.params, received) {
                        lines.append("        #expect(\(value) == \(local(param.name)))")
                    }
                    lines.append("        opened += 1")
                    lines.append("    }" + comma)
                } else {
                    let ignored = other.params.isEmpty ? "" : other.params.map { _ in "_" }.joined(separator: ", ") + " in "
                    lines.append("    " + label + "{ \(ignored)Issue.record(\"unexpected route \(other.name.raw)\") }" + comma)
                }
            }
            lines.append("))")
            lines += ["", "router.\(VIPERContext.routeMethod(route.name))(" + route.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ") + ")", ""]
            lines.append("#expect(opened == 1)")
            tests.append(PlannedTest(name: "\(VIPERContext.routeMethod(route.name))OpensDestination",
                                     title: "\(VIPERContext.routeMethod(route.name)) opens \(route.destination ?? route.name.raw) with the route's arguments",
                                     isAsync: false, lines: lines))
        }
        return ["routerTests": Self.rendered(tests), "routerNotes": notes]
    }

    // MARK: Builder

    private func builderTests() -> [String: Any] {
        var context: [String: Any] = [:]
        var lines = ["let view = Mock\(module.name)View()"]
        lines += module.services.map { "let \(SwiftNames.lowerFirst($0.name)) = Mock\($0.name)()" }
        var required: [String] = []
        for field in module.state where field.initialValue == nil {
            guard let sample = SwiftValues.sample(of: field.type, label: field.name.raw, module: module) else {
                context["builderTests"] = [[String: Any]]()
                context["builderNotes"] = ["No builder test: it needs a sample \(field.type) for '\(field.name.raw)'."]
                return context
            }
            required.append(", \(field.name.label): \(sample)")
        }
        var asserts = ["#expect(view.displayed.isEmpty == false)"]
        let load = VIPERContext.loadAction(module)
        // The module's own load runs through the real interactor: what the service returns reaches the view.
        if let load, let call = load.call, let assign = call.assign, let returns = call.returns,
           let sample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module),
           let item = presentation.sampleItem(of: returns, label: call.operation.raw) {
            let property = SwiftNames.lowerFirst(call.service) + "." + SwiftNames.lowerFirst(SwiftNames.upperFirst(call.operation.raw))
            lines.append(call.isThrowing ? "\(property)Result = .success(\(sample))" : "\(property)ReturnValue = \(sample)")
            let chain = ScreenAction.chain(of: load, in: module).dropFirst()
            let laterModified = Set(chain.flatMap { $0.assignments.map(\.state.raw) + ($0.call?.assign.map { [$0.raw] } ?? []) })
            if !laterModified.contains(assign.raw) {
                asserts.append("#expect(view.displayed.last?.content.\(assign.swift) == \(item))")
            }
        }
        // A navigation through the wired router reaches the destination the app gave the builder.
        var navigation: (act: String, route: Name)?
        for action in module.actions where action.navigate != nil && action.then == nil && !VIPERContext.hasUseCase(action) {
            let samples = action.params.map { param in presentation.sampleItem(of: param.type, label: param.name.raw).map { "\(param.name.label): \($0)" } }
            guard samples.allSatisfy({ $0 != nil }), let route = action.navigate?.route else { continue }
            navigation = ("output.\(action.name.swift)(\(samples.compactMap { $0 }.joined(separator: ", ")))", route)
            break
        }
        if navigation != nil { lines.append("var opened: [String] = []") }
        let destinations = module.routes.map { route -> String in
            let ignored = route.params.isEmpty ? "" : route.params.map { _ in "_" }.joined(separator: ", ") + " in "
            return "\(route.name.label): { \(ignored)" + (navigation == nil ? "" : "opened.append(\"\(route.name.raw)\") ") + "}"
        }
        let builderArguments = module.services.map { "\(SwiftNames.lowerFirst($0.name)): \(SwiftNames.lowerFirst($0.name))" }
            + (module.routes.isEmpty ? [] : ["destinations: .init(\(destinations.joined(separator: ", ")))"])
        lines.append("let builder = \(module.name).\(module.name)Builder(\(builderArguments.joined(separator: ", ")))")
        lines.append("let output = builder.build(view: view\(required.joined()))")
        lines.append("")
        lines.append(((load?.isAsync ?? false) ? "await " : "") + "output.viewDidLoad()")
        if let navigation {
            lines.append(navigation.act)
            asserts.append("#expect(opened == [\"\(navigation.route.raw)\"])")
        }
        lines += [""] + asserts
        let test = PlannedTest(name: "buildWiresModule", title: "build wires view, presenter, interactor and router around the injected services",
                               isAsync: load?.isAsync ?? false, lines: lines)
        context["builderTests"] = Self.rendered([test])
        context["builderNotes"] = [String]()
        return context
    }

    // MARK: Helpers

    /// `let (presenter, view, interactor, router) = makeSUT()` binds `_` for what a test never uses,
    /// so that no variable goes unused.
    static func bindUnused(_ lines: [String]) -> [String] {
        guard let first = lines.first, first.hasPrefix("let ("), let close = first.firstIndex(of: ")") else { return lines }
        let names = first[first.index(first.startIndex, offsetBy: 5)..<close].split(separator: ",").map { $0.filter { $0 != " " } }
        let rest = lines.dropFirst()
        let bound = names.map { name in name == "_" || rest.contains { uses($0, name) } ? name : "_" }
        return ["let (\(bound.joined(separator: ", ")))" + first[first.index(after: close)...]] + rest
    }

    /// Whether `line` uses the variable `name`.
    static func uses(_ line: String, _ name: String) -> Bool {
        func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        for range in line.ranges(of: name) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            // Not a member (`.name`), a longer name, or an argument label (`name:`).
            if before.map({ isIdentifier($0) || $0 == "." || $0 == "`" }) != true, after.map({ isIdentifier($0) || $0 == ":" }) != true { return true }
        }
        return false
    }
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

    func tests() -> Result<[PlannedTest], PlanningFailure> {
        var arrange: [String] = []
        for param in action.params {
            guard let sample = SwiftValues.sample(of: param.type, label: param.name.raw, module: module) else {
                return .failure(.init("it needs a sample \(param.type) for '\(param.name.raw)'"))
            }
            arrange.append("let \(local(param.name)): \(SwiftDecl.typeName(param.type, qualifiedIn: module)) = \(sample)")
        }
        var tests = [success(arrange: arrange)]
        if let call = action.call, call.isThrowing {
            tests.append(failure(arrange: arrange, call: call))
        }
        return .success(tests)
    }

    private var mapsSuccess: Bool { VIPERContext.reportsSuccess(action) }

    private func act() -> String {
        let arguments = action.params.map { param in
            "\(param.name.label): \(presentation.convert(local(param.name), param.type, toItem: true, qualified: true))"
        }.joined(separator: ", ")
        let call = ((action.call?.isAsync ?? false) ? "await " : "") + "interactor.\(action.name.swift)(\(arguments))"
        return mapsSuccess ? "let succeeded = \(call)" : call
    }

    private var isAsync: Bool { action.call?.isAsync ?? false }

    private func mockProperty(_ call: Call) -> String {
        "mocks.\(SwiftNames.lowerFirst(call.service)).\(SwiftNames.lowerFirst(SwiftNames.upperFirst(call.operation.raw)))"
    }

    private func success(arrange: [String]) -> PlannedTest {
        var captures: [String] = []
        func capture(_ name: Name) -> String {
            if !captures.contains(name.raw) { captures.append(name.raw) }
            return "\(name.raw)Before"
        }
        // The value (and its type) each piece of state has once the `set:` effects ran.
        var current: [String: (value: String, type: TypeRef)] = [:]
        func valueNow(_ source: ValueSource) -> (value: String, type: TypeRef)? {
            switch source {
            case .param(let name):
                return action.params.first { $0.name == name }.map { (local(name), $0.type) }
            case .state(let name):
                if let value = current[name.raw] { return value }
                return module.stateField(named: name.raw).map { (capture(name), $0.type) }
            }
        }
        var asserts: [String] = []
        var contentAsserts: [String] = []
        for assignment in action.assignments {
            guard let value = valueNow(assignment.source) else { continue }
            current[assignment.state.raw] = value
        }
        for assignment in action.assignments where action.call?.assign != assignment.state {
            guard let value = current[assignment.state.raw] else { continue }
            asserts.append("#expect(interactor.state.\(assignment.state.swift) == \(value.value))")
            contentAsserts.append("#expect(output.contents.last?.\(assignment.state.swift) == \(presentation.convert(value.value, value.type, toItem: true, qualified: true)))")
        }
        var scripts: [String] = []
        var reports = action.assignments.isEmpty ? 0 : 1
        if let call = action.call {
            let mock = mockProperty(call)
            if call.arguments.isEmpty {
                asserts.append("#expect(\(mock)CallCount == 1)")
            } else {
                let expected = call.arguments.map { "\($0.parameter.label): \(valueNow($0.source)?.value ?? "nil")" }.joined(separator: ", ")
                asserts.append("#expect(\(mock)Calls == [.init(\(expected))])")
            }
            if let returns = call.returns {
                var sample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module)
                // A result equal to the state's initial value would not show that it was assigned.
                if sample == "true", let assign = call.assign, module.stateField(named: assign.raw)?.initialValue == "true" { sample = "false" }
                if let sample {
                    scripts.append(call.isThrowing ? "\(mock)Result = .success(\(sample))" : "\(mock)ReturnValue = \(sample)")
                }
                if let assign = call.assign, let result = sample ?? SwiftValues.zero(of: returns) {
                    asserts.append("#expect(interactor.state.\(assign.swift) == \(result))")
                    let item = presentation.mapsEntities(returns) ? presentation.sampleItem(of: returns, label: call.operation.raw) ?? result : result
                    contentAsserts.append("#expect(output.contents.last?.\(assign.swift) == \(item))")
                }
            }
            if call.assign != nil { reports += 1 }
        }
        if mapsSuccess {
            asserts.append("#expect(succeeded)")
            asserts.append("#expect(output.failures.isEmpty)")
        }
        asserts.append(reports == 0 ? "#expect(output.contents.isEmpty)" : "#expect(output.contents.count == \(reports))")
        asserts += contentAsserts
        var lines = ["let (interactor, output, mocks) = makeSUT()"] + arrange
        lines += captures.map { "let \($0)Before = interactor.state.\(Name($0).swift)" }
        lines += scripts + ["", act(), ""] + asserts
        return PlannedTest(name: "\(action.name.raw)Succeeds", title: title(reports: reports > 0), isAsync: isAsync, lines: VIPERTests.bindUnused(lines))
    }

    private func failure(arrange: [String], call: Call) -> PlannedTest {
        var lines = ["let (interactor, output, mocks) = makeSUT()"] + arrange
        if let assign = call.assign { lines.append("let \(assign.raw)Before = interactor.state.\(assign.swift)") }
        lines.append("\(mockProperty(call))Result = .failure(TestFailure())")
        lines += ["", act(), "", "#expect(succeeded == false)", "#expect(output.failures == [String(describing: TestFailure())])"]
        if let assign = call.assign { lines.append("#expect(interactor.state.\(assign.swift) == \(assign.raw)Before)") }
        lines.append(action.assignments.isEmpty ? "#expect(output.contents.isEmpty)" : "#expect(output.contents.count == 1)")
        return PlannedTest(name: "\(action.name.raw)ReportsFailure",
                           title: "\(action.name.raw) reports the failure when \(call.service).\(call.operation.raw) fails",
                           isAsync: isAsync, lines: VIPERTests.bindUnused(lines))
    }

    private func title(reports: Bool) -> String {
        var effects: [String] = []
        if !action.assignments.isEmpty { effects.append("sets " + action.assignments.map(\.state.raw).joined(separator: ", ")) }
        if let call = action.call {
            effects.append("calls \(call.service).\(call.operation.raw)" + (call.assign.map { " into \($0.raw)" } ?? ""))
        }
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

    private var chain: [Action] { ScreenAction.chain(of: action, in: module) }

    /// `.load`, `.select(category: category)`, … for every use case the chain runs, in order.
    func expectedInteractorCalls(upTo last: Int? = nil) -> [String] {
        chain.prefix(last ?? chain.count).filter(VIPERContext.hasUseCase).map { step in
            step.params.isEmpty ? ".\(step.name.swift)"
                : ".\(step.name.swift)(" + step.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ") + ")"
        }
    }

    func tests() -> Result<[PlannedTest], PlanningFailure> {
        var arrange: [String] = []
        for param in action.params {
            guard let sample = presentation.sampleItem(of: param.type, label: param.name.raw) else {
                return .failure(.init("it needs a sample \(presentation.itemType(param.type)) for '\(param.name.raw)'"))
            }
            arrange.append("let \(local(param.name)): \(presentation.itemType(param.type, qualified: true)) = \(sample)")
        }
        var tests = [success(arrange: arrange)]
        if VIPERContext.reportsSuccess(action) {
            tests.append(failure(arrange: arrange))
        }
        return .success(tests)
    }

    private func act() -> String {
        let arguments = action.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ")
        return (action.isAsync ? "await " : "") + "presenter.\(action.name.swift)(\(arguments))"
    }

    private var showsLoading: Bool { chain.contains { $0.call?.isAsync ?? false } }

    private func success(arrange: [String]) -> PlannedTest {
        var lines = ["let (presenter, view, interactor, router) = makeSUT()"] + arrange
        if VIPERContext.reportsSuccess(action) {
            lines.append("presenter.interactorDidFail(error: TestFailure())")
        }
        lines += ["", act(), ""]
        let calls = expectedInteractorCalls()
        lines.append(calls.isEmpty ? "#expect(interactor.calls.isEmpty)" : "#expect(interactor.calls == [\(calls.joined(separator: ", "))])")
        let navigations = chain.compactMap(\.navigate)
        if !navigations.isEmpty {
            // State the chain changes reaches the presenter only through the (real) interactor's reports.
            let modified = Set(chain.flatMap { $0.assignments.map(\.state.raw) + ($0.call?.assign.map { [$0.raw] } ?? []) })
            let readsModified = navigations.contains { navigation in
                navigation.arguments.contains { if case .state(let name) = $0.source { modified.contains(name.raw) } else { false } }
            }
            if readsModified {
                lines.append("#expect(router.calls.count == \(navigations.count))")
            } else {
                let expected = navigations.map { navigation in
                    let method = VIPERContext.routeMethod(navigation.route)
                    if navigation.arguments.isEmpty { return ".\(method)" }
                    return ".\(method)(" + navigation.arguments.map { argument -> String in
                        switch argument.source {
                        case .param(let name): "\(argument.parameter.label): \(local(name))"
                        case .state(let name): "\(argument.parameter.label): Self.content.\(name.swift)"
                        }
                    }.joined(separator: ", ") + ")"
                }
                lines.append("#expect(router.calls == [\(expected.joined(separator: ", "))])")
            }
        }
        if VIPERContext.reportsSuccess(action) {
            lines.append("#expect(view.displayed.last?.errorMessage == nil)")
        }
        if showsLoading {
            lines += ["#expect(view.displayed.map(\\.isLoading).contains(true))", "#expect(view.displayed.last?.isLoading == false)"]
        }
        return PlannedTest(name: "\(action.name.raw)Succeeds", title: title(), isAsync: action.isAsync, lines: VIPERTests.bindUnused(lines))
    }

    private func failure(arrange: [String]) -> PlannedTest {
        let property = SwiftNames.lowerFirst(SwiftNames.upperFirst(action.name.raw)) + "Result"
        var lines = ["let (presenter, view, interactor, router) = makeSUT()"] + arrange
        lines.append("interactor.\(property) = false")
        lines += ["", act(), ""]
        lines.append("#expect(interactor.calls == [\(expectedInteractorCalls(upTo: 1).joined(separator: ", "))])")
        if chain.contains(where: { $0.navigate != nil }) { lines.append("#expect(router.calls.isEmpty)") }
        if action.call?.isAsync ?? false { lines.append("#expect(view.displayed.last?.isLoading == false)") }
        return PlannedTest(name: "\(action.name.raw)StopsOnFailure",
                           title: "\(action.name.raw) stops when the interactor reports a failure",
                           isAsync: action.isAsync, lines: VIPERTests.bindUnused(lines))
    }

    private func title() -> String {
        var effects: [String] = []
        if VIPERContext.hasUseCase(action) { effects.append("runs its use case") }
        if let navigation = action.navigate { effects.append("navigates to \(navigation.route.raw)") }
        if let then = action.then { effects.append("then runs \(then.raw)") }
        return "\(action.name.raw) " + effects.joined(separator: ", ")
    }
}
