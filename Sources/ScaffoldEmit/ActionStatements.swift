import ScaffoldIR
import ScaffoldScreen

/// The statements of an action's body in the order DESIGN.md gives — `set`, `call` (+ `assign`),
/// `navigate`, `then` — for any architecture: the caller says how its code spells state, the callee
/// of a call, navigation, loading and errors. A failed throwing call records the error and stops the
/// action there.
struct ActionStatements {
    /// How the body reads and writes a piece of state (`state.articles`, `self.articles`, …).
    var state: (Name, Action) -> String
    /// A call's callee without its arguments: `model.fetchArticles`, `newsService.fetchArticles`.
    var callee: (Call, Action) -> String
    /// The statement that navigates, given the route and its argument list (`article: article`, or empty).
    var navigate: (Navigation, String, Action) -> String
    /// Marks an async call as in flight until the body ends, e.g. `["isLoading = true", "defer { isLoading = false }"]`.
    var beginLoading: [String]
    /// After a throwing call succeeded.
    var clearError: String
    /// Inside `catch`, where `error` is bound.
    var recordError: String

    func body(of action: Action, in module: ModuleIR) -> [String] {
        if action.isStub {
            return ["// TODO: implement \(action.name.raw): the spec gives it no behaviour yet."]
        }
        var lines = action.assignments.map { "\(state($0.state, action)) = \(value($0.source, in: action))" }
        if let call = action.call {
            let invocation = (call.isThrowing ? "try " : "") + (call.isAsync ? "await " : "")
                + "\(callee(call, action))(\(arguments(call.arguments, in: action)))"
            let statement: String
            if let assign = call.assign {
                statement = "\(state(assign, action)) = \(invocation)"
            } else if call.returns != nil {
                statement = "_ = \(invocation)"
            } else {
                statement = invocation
            }
            if call.isAsync { lines += beginLoading }
            if call.isThrowing {
                lines += ["do {", "    \(statement)", "    \(clearError)", "} catch {", "    \(recordError)"]
                if action.navigate != nil || action.then != nil { lines.append("    return") }
                lines.append("}")
            } else {
                lines.append(statement)
            }
        }
        if let navigation = action.navigate {
            lines.append(navigate(navigation, arguments(navigation.arguments, in: action), action))
        }
        if let then = action.then, let next = module.action(named: then.raw) {
            lines.append((next.isAsync ? "await " : "") + "\(next.name.swift)(\(thenArguments(next, in: action)))")
        }
        return lines
    }

    /// A bound value as the body spells it: the parameter, or the state.
    func value(_ source: ValueSource, in action: Action) -> String {
        switch source {
        case .param(let name): name.swift
        case .state(let name): state(name, action)
        }
    }

    /// `category: selected`, labels as call sites spell them.
    func arguments(_ arguments: [BoundArgument], in action: Action) -> String {
        arguments.map { "\($0.parameter.label): \(value($0.source, in: action))" }.joined(separator: ", ")
    }

    /// An action run by `then:` gets its parameters by name: this action's params first, then state.
    func thenArguments(_ next: Action, in action: Action) -> String {
        next.params.map { param in
            let source: ValueSource = action.params.contains { $0.name == param.name } ? .param(param.name) : .state(param.name)
            return "\(param.name.label): \(value(source, in: action))"
        }.joined(separator: ", ")
    }
}
