import ScaffoldIR

/// Plans the MVVM view-model tests: for every action with behaviour, a success test (and a failure
/// test where its call throws) that drives the real view model through the service mocks.
struct ViewModelTests {
    let module: ModuleIR

    func context() -> [String: Any] {
        var context: [String: Any] = [:]
        let mocks = module.services.map { service in
            ["property": SwiftNames.lowerFirst(service.name), "type": "Mock\(service.name)"]
        }
        context["mocks"] = mocks
        context["mockFields"] = mocks.map { "\($0["property"]!): \($0["type"]!)()" }.joined(separator: ", ")
        var notes: [String] = []
        var initArguments = mocks.map { "\($0["property"]!): mocks.\($0["property"]!)" }
        for field in module.state where field.initialValue == nil {
            guard let sample = SwiftValues.sample(of: field.type, label: field.name.raw, module: module) else {
                context["tests"] = [[String: Any]]()
                context["notes"] = ["No tests: the view model needs a sample \(field.type) for '\(field.name.raw)'; add one to Fixtures.swift and write tests by hand."]
                context["initArguments"] = ""
                return context
            }
            initArguments.append("\(field.name.label): \(sample)")
        }
        context["initArguments"] = initArguments.joined(separator: ", ")
        var tests = [initialStateTest()]
        for action in module.actions {
            if action.isStub {
                notes.append("\(action.name.raw): no test yet, the spec gives it no behaviour.")
                continue
            }
            switch ActionTestPlanner(module: module, action: action).tests() {
            case .success(let planned): tests += planned
            case .failure(let reason): notes.append("\(action.name.raw): no test, \(reason)")
            }
        }
        context["tests"] = tests.map { test in
            ["name": test.name, "title": test.title, "async": test.isAsync ? " async" : "",
             "lines": Self.finish(test.lines)]
        }
        context["notes"] = notes
        return context
    }

    /// The state a fresh screen starts in, where the spec gives it as a literal.
    private func initialStateTest() -> PlannedTest {
        var lines = ["let (viewModel, _) = makeSUT()", ""]
        for field in module.state {
            guard let value = field.initialValue, Self.isLiteral(value) else { continue }
            lines.append("#expect(viewModel.\(field.name.swift) == \(value))")
        }
        lines += ["#expect(viewModel.isLoading == false)", "#expect(viewModel.errorMessage == nil)"]
        if !module.routes.isEmpty { lines.append("#expect(viewModel.route == nil)") }
        return PlannedTest(name: "startsInInitialState", title: "starts in its initial state", isAsync: false, lines: lines)
    }

    static func isLiteral(_ expression: String) -> Bool {
        expression.wholeMatch(of: /\.[A-Za-z_]\w*|-?\d[\d_.]*|"[^"\\]*"|true|false|nil|\[\]|\[:\]/) != nil
    }

    /// `let (viewModel, mocks)` only when a test uses the mocks, so no variable goes unused.
    static func finish(_ lines: [String]) -> [String] {
        let usesMocks = lines.dropFirst().contains { $0.contains("mocks.") }
        return lines.enumerated().map { index, line in
            index == 0 && !usesMocks ? line.replacingOccurrences(of: "(viewModel, mocks)", with: "(viewModel, _)") : line
        }
    }
}

struct PlannedTest {
    var name: String
    var title: String
    var isAsync: Bool
    var lines: [String]
}

/// The tests of one action. Expected values follow the action's effect order: `set`, then the
/// call (which sees the new state), then `navigate` (which also sees the assigned result).
struct ActionTestPlanner {
    let module: ModuleIR
    let action: Action

    /// The action followed by the actions its `then:` chain runs.
    var chain: [Action] {
        var steps = [action]
        var current = action
        while let next = current.then.flatMap({ module.action(named: $0.raw) }), !steps.contains(where: { $0.name == next.name }) {
            steps.append(next)
            current = next
        }
        return steps
    }

    func tests() -> Result<[PlannedTest], Reason> {
        var arrange: [String] = []
        for param in action.params {
            guard let sample = SwiftValues.sample(of: param.type, label: param.name.raw, module: module) else {
                return .failure(Reason("it needs a sample \(param.type) for '\(param.name.raw)'"))
            }
            arrange.append("let \(local(param.name)) = \(sample)")
        }
        var scripts: [String] = []
        for step in chain {
            guard let call = step.call, let returns = call.returns else { continue }
            let mock = "mocks.\(SwiftNames.lowerFirst(call.service))"
            let property = SwiftNames.lowerFirst(SwiftNames.upperFirst(call.operation.raw))
            guard let sample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module) else {
                if SwiftValues.zero(of: returns) != nil { continue }
                return .failure(Reason("it needs a sample \(returns) for what \(call.service).\(call.operation.raw) returns"))
            }
            if step == action {
                scripts.append(call.isThrowing ? "\(mock).\(property)Result = .success(\(sample))" : "\(mock).\(property)ReturnValue = \(sample)")
            }
        }
        var tests = [success(arrange: arrange, scripts: scripts)]
        if let call = action.call, call.isThrowing {
            tests.append(failure(arrange: arrange, call: call))
        }
        return .success(tests)
    }

    struct Reason: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: Tests

    private func success(arrange: [String], scripts: [String]) -> PlannedTest {
        var lines = ["let (viewModel, mocks) = makeSUT()"] + arrange
        var asserts: [String] = []
        let later = Array(chain.dropFirst())
        let laterModified = Set(later.flatMap { $0.assignments.map(\.state.raw) + ($0.call?.assign.map { [$0.raw] } ?? []) })
        var captures: Set<String> = []

        for assignment in action.assignments where !laterModified.contains(assignment.state.raw) {
            asserts.append("#expect(viewModel.\(assignment.state.swift) == \(expectedAfterSet(assignment.source, captures: &captures)))")
        }
        var resultSample: String?
        if let call = action.call {
            let mock = "mocks.\(SwiftNames.lowerFirst(call.service))"
            let property = SwiftNames.lowerFirst(SwiftNames.upperFirst(call.operation.raw))
            let occurrences = chain.filter { $0.call?.service == call.service && $0.call?.operation == call.operation }.count
            if call.arguments.isEmpty {
                asserts.append("#expect(\(mock).\(property)CallCount == \(occurrences))")
            } else {
                let expected = ".init(" + call.arguments.map { "\($0.parameter.label): \(expectedAfterSet($0.source, captures: &captures))" }
                    .joined(separator: ", ") + ")"
                asserts.append(occurrences == 1 ? "#expect(\(mock).\(property)Calls == [\(expected)])"
                                                : "#expect(\(mock).\(property)Calls.first == \(expected))")
            }
            if let returns = call.returns {
                resultSample = SwiftValues.sample(of: returns, label: call.operation.raw, module: module) ?? SwiftValues.zero(of: returns)
            }
            if let assign = call.assign, !laterModified.contains(assign.raw), let resultSample {
                asserts.append("#expect(viewModel.\(assign.swift) == \(resultSample))")
            }
            if call.isThrowing { asserts.append("#expect(viewModel.errorMessage == nil)") }
        }
        asserts += laterCallCounts()
        if let navigation = action.navigate {
            if later.contains(where: { $0.navigate != nil }) {
                asserts.append("#expect(viewModel.route != nil)")
            } else {
                let arguments = navigation.arguments.map { argument in
                    "\(argument.parameter.label): \(expectedAfterCall(argument.source, result: resultSample, captures: &captures))"
                }
                asserts.append("#expect(viewModel.route == .\(navigation.route.swift)\(arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"))")
            }
        } else if later.contains(where: { $0.navigate != nil }) {
            asserts.append("#expect(viewModel.route != nil)")
        }
        if action.isAsync { asserts.append("#expect(viewModel.isLoading == false)") }

        lines += captures.sorted().map { "let \($0)Before = viewModel.\(Name($0).swift)" }
        lines += scripts
        lines += ["", act(), ""] + asserts
        return PlannedTest(name: "\(action.name.raw)Succeeds", title: title(), isAsync: action.isAsync, lines: lines)
    }

    private func failure(arrange: [String], call: Call) -> PlannedTest {
        let mock = "mocks.\(SwiftNames.lowerFirst(call.service))"
        let property = SwiftNames.lowerFirst(SwiftNames.upperFirst(call.operation.raw))
        var lines = ["let (viewModel, mocks) = makeSUT()"] + arrange
        if let assign = call.assign { lines.append("let \(assign.raw)Before = viewModel.\(assign.swift)") }
        lines.append("\(mock).\(property)Result = .failure(TestFailure())")
        lines += ["", act(), "", "#expect(viewModel.errorMessage != nil)"]
        if let assign = call.assign { lines.append("#expect(viewModel.\(assign.swift) == \(assign.raw)Before)") }
        if chain.contains(where: { $0.navigate != nil }) { lines.append("#expect(viewModel.route == nil)") }
        for step in chain.dropFirst() {
            guard let other = step.call, other.service != call.service || other.operation != call.operation else { continue }
            lines.append("#expect(mocks.\(SwiftNames.lowerFirst(other.service)).\(SwiftNames.lowerFirst(SwiftNames.upperFirst(other.operation.raw)))CallCount == 0)")
        }
        if action.isAsync { lines.append("#expect(viewModel.isLoading == false)") }
        return PlannedTest(name: "\(action.name.raw)RecordsFailure",
                           title: "\(action.name.raw) records the error when \(call.service).\(call.operation.raw) fails",
                           isAsync: action.isAsync, lines: lines)
    }

    /// How many times each operation of the `then:` chain (other than the action's own) runs.
    private func laterCallCounts() -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for step in chain.dropFirst() {
            guard let call = step.call else { continue }
            if let own = action.call, own.service == call.service, own.operation == call.operation { continue }
            let key = "mocks.\(SwiftNames.lowerFirst(call.service)).\(SwiftNames.lowerFirst(SwiftNames.upperFirst(call.operation.raw)))CallCount"
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
        }
        return order.map { "#expect(\($0) == \(counts[$0]!))" }
    }

    private func act() -> String {
        let arguments = action.params.map { "\($0.name.label): \(local($0.name))" }.joined(separator: ", ")
        return (action.isAsync ? "await " : "") + "viewModel.\(action.name.swift)(\(arguments))"
    }

    private func title() -> String {
        var effects: [String] = []
        if !action.assignments.isEmpty { effects.append("sets " + action.assignments.map(\.state.raw).joined(separator: ", ")) }
        if let call = action.call {
            effects.append("calls \(call.service).\(call.operation.raw)" + (call.assign.map { " into \($0.raw)" } ?? ""))
        }
        if let navigation = action.navigate { effects.append("navigates to \(navigation.route.raw)") }
        if let then = action.then { effects.append("then runs \(then.raw)") }
        return "\(action.name.raw) " + effects.joined(separator: ", ")
    }

    /// Local variable names for the action's arguments; never shadow the test's own names.
    private func local(_ name: Name) -> String {
        ["viewModel", "mocks"].contains(name.raw) ? "\(name.raw)Argument" : name.swift
    }

    /// The value a source has once the action's `set:` ran.
    private func expectedAfterSet(_ source: ValueSource, captures: inout Set<String>) -> String {
        switch source {
        case .param(let name):
            return local(name)
        case .state(let name):
            if let assignment = action.assignments.first(where: { $0.state == name }) {
                return expectedBefore(assignment.source, captures: &captures)
            }
            captures.insert(name.raw)
            return "\(name.raw)Before"
        }
    }

    /// The value a source has once the call assigned its result.
    private func expectedAfterCall(_ source: ValueSource, result: String?, captures: inout Set<String>) -> String {
        if case .state(let name) = source, action.call?.assign == name, let result { return result }
        return expectedAfterSet(source, captures: &captures)
    }

    private func expectedBefore(_ source: ValueSource, captures: inout Set<String>) -> String {
        switch source {
        case .param(let name): return local(name)
        case .state(let name):
            captures.insert(name.raw)
            return "\(name.raw)Before"
        }
    }
}
