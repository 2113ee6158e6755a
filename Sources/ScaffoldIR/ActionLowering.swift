import ScaffoldSpec

/// Actions: their effects, and the by-name binding of call and route arguments (docs/ARCHITECTURE.md#actions-and-effect-order).
extension LoweringPass {
    mutating func lowerActions(module: ModuleIR) -> [Action] {
        var seen: Set<String> = []
        var actions: [Action] = spec.actions.map { action in
            checkMemberName(action.name, what: "action")
            if !seen.insert(action.name.value).inserted {
                diagnostics.error("action '\(action.name.value)' appears twice", at: action.name.location)
            }
            if let state = spec.state.first(where: { $0.name.value == action.name.value }) {
                diagnostics.error(
                    "action '\(action.name.value)' has the name of state '\(state.name.value)' (\(state.name.location.line):\(state.name.location.column))",
                    at: action.name.location,
                    hint: "both become members of one type, which cannot have a property and a method of the same name; rename one")
            }
            return lowerAction(action, module: module)
        }
        resolveAsync(&actions)
        return actions
    }

    private mutating func lowerAction(_ action: ActionSpec, module: ModuleIR) -> Action {
        let params = lowerFields(action.params, of: "params of '\(action.name.value)'", allowDefaults: false)
        var scope = BindingScope(params: params, state: module.state)
        let set = action.set.compactMap { lowerAssignment($0, scope: scope, module: module) }
        // `set` runs first, so later bindings see the new state values; the types do not change.
        var call: Call?
        if let target = action.call {
            call = lowerCall(target, action: action, module: module, scope: &scope)
        } else if let assign = action.assign {
            diagnostics.error("'assign:' without 'call:'", at: assign.location, hint: "assign stores the result of 'call: Service.operation'")
        }
        var navigate: Navigation?
        if let routeName = action.navigate {
            if let route = module.route(named: routeName.value) {
                let arguments = bindArguments(
                    route.params, to: "route '\(route.name.raw)'", with: action.with, scope: &scope, module: module, at: routeName.location)
                navigate = Navigation(route: route.name, arguments: arguments)
            } else {
                diagnostics.error(
                    "unknown route '\(routeName.value)'", at: routeName.location,
                    hint: Suggestions.hint(for: routeName.value, in: module.routes.map(\.name.raw), listing: "routes"))
            }
        }
        for binding in action.with where !scope.usedWithKeys.contains(binding.name.value) {
            let targets = (call.map { "'\($0.service).\($0.operation.raw)'" }).map { [$0] } ?? []
            let what = (targets + (navigate.map { ["route '\($0.route.raw)'"] } ?? [])).joined(separator: " or ")
            diagnostics.error(
                what.isEmpty ? "'with:' needs a 'call:' or 'navigate:' to bind to" : "\(what) has no parameter '\(binding.name.value)'",
                at: binding.name.location,
                hint: what.isEmpty ? nil : Suggestions.hint(for: binding.name.value, in: scope.boundParameterNames, listing: "parameters"))
        }
        var then: Name?
        if let next = action.then {
            if let target = spec.actions.first(where: { $0.name.value == next.value }) {
                then = Name(target.name.value)
                let targetParams = lowerFieldsQuietly(target.params)
                for param in targetParams {
                    if case .failure(let message) = scope.lookup(param.name.raw, type: param.type) {
                        diagnostics.error(
                            "'then: \(next.value)' needs '\(param.name.raw): \(param.type)', \(message)", at: next.location,
                            hint: "an action run by 'then:' gets its parameters by name from this action's params, then state")
                    }
                }
            } else {
                diagnostics.error(
                    "unknown action '\(next.value)' in 'then:'", at: next.location,
                    hint: Suggestions.hint(for: next.value, in: spec.actions.map(\.name.value), listing: "actions"))
            }
        }
        return Action(name: Name(action.name.value), params: params, assignments: set, call: call, navigate: navigate, then: then, isAsync: false)
    }

    private mutating func lowerAssignment(_ binding: BindingSpec, scope: BindingScope, module: ModuleIR) -> Assignment? {
        guard let target = scope.state.first(where: { $0.name.raw == binding.name.value }) else {
            diagnostics.error(
                "'set:' names unknown state '\(binding.name.value)'", at: binding.name.location,
                hint: Suggestions.hint(for: binding.name.value, in: scope.state.map(\.name.raw), listing: "state"))
            return nil
        }
        let checker = ExpressionChecker(module: module, params: scope.params)
        return checkExpression(binding.value, against: target.type, with: checker, context: "cannot set '\(target.name.raw)' to '\(binding.value.value)'")
            .map { Assignment(state: target.name, value: $0) }
    }

    private mutating func lowerCall(_ target: Located<String>, action: ActionSpec, module: ModuleIR, scope: inout BindingScope) -> Call? {
        let parts = target.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            diagnostics.error(
                "'call: \(target.value)' must name 'Service.operation'", at: target.location,
                hint:
                    "e.g. 'call: \(module.services.first.map { "\($0.name).\($0.operations.first?.name.raw ?? "operation")" } ?? "NewsService.fetchArticles")'")
            return nil
        }
        guard let service = module.service(named: parts[0]) else {
            diagnostics.error(
                "unknown service '\(parts[0])'", at: target.location,
                hint: Suggestions.hint(for: parts[0], in: module.services.map(\.name), listing: "services"))
            return nil
        }
        guard let operation = service.operations.first(where: { $0.name.raw == parts[1] }) else {
            diagnostics.error(
                "'\(service.name)' has no operation '\(parts[1])'", at: target.location,
                hint: Suggestions.hint(for: parts[1], in: service.operations.map(\.name.raw), listing: "operations"))
            return nil
        }
        let arguments = bindArguments(
            operation.params, to: "'\(service.name).\(operation.name.raw)'", with: action.with, scope: &scope, module: module,
            at: target.location)
        var assign: Name?
        if let assignTo = action.assign {
            if let field = module.stateField(named: assignTo.value) {
                if let returns = operation.returns {
                    if !returns.isAssignable(to: field.type).0 {
                        diagnostics.error(
                            "cannot assign the result of '\(target.value)' (\(returns)) to '\(field.name.raw)' (\(field.type))", at: assignTo.location,
                            hint: "assign to state of type \(returns), or change the operation's 'returns:'")
                    }
                } else {
                    diagnostics.error(
                        "'\(target.value)' returns nothing to assign", at: assignTo.location,
                        hint: "add 'returns: Type' to the operation, or remove 'assign:'")
                }
                assign = field.name
            } else {
                diagnostics.error(
                    "'assign:' names unknown state '\(assignTo.value)'", at: assignTo.location,
                    hint: Suggestions.hint(for: assignTo.value, in: module.state.map(\.name.raw), listing: "state"))
            }
        }
        return Call(
            service: service.name, operation: operation.name, arguments: arguments, assign: assign,
            isAsync: operation.isAsync, isThrowing: operation.isThrowing, returns: operation.returns)
    }

    /// Binds each parameter: `with:` first, then an action param of that name, then state of that name.
    private mutating func bindArguments(
        _ params: [Field], to target: String, with: [BindingSpec], scope: inout BindingScope, module: ModuleIR,
        at location: SourceLocation
    ) -> [BoundArgument] {
        params.compactMap { param in
            scope.boundParameterNames.append(param.name.raw)
            if let explicit = with.first(where: { $0.name.value == param.name.raw }) {
                scope.usedWithKeys.insert(param.name.raw)
                let checker = ExpressionChecker(module: module, params: scope.params)
                return checkExpression(
                    explicit.value, against: param.type, with: checker, context: "cannot bind '\(param.name.raw)' of \(target) to '\(explicit.value.value)'"
                ).map { BoundArgument(parameter: param.name, value: $0) }
            }
            switch scope.lookup(param.name.raw, type: param.type) {
            case .success(let source):
                return BoundArgument(parameter: param.name, value: .reference(source))
            case .failure:
                let candidates = scope.names(assignableTo: param.type)
                diagnostics.error(
                    "nothing binds parameter '\(param.name.raw): \(param.type)' of \(target)", at: location,
                    hint: candidates.isEmpty
                        ? "add a param or state named '\(param.name.raw)' of type \(param.type)"
                        : "add 'with: { \(param.name.raw): \(candidates[0]) }' (of type \(param.type): \(candidates.joined(separator: ", ")))")
                return nil
            }
        }
    }

    /// Action params of another action, resolved without reporting (its own lowering reports problems).
    private func lowerFieldsQuietly(_ fields: [FieldSpec]) -> [Field] {
        var ignored = DiagnosticCollector()
        return fields.compactMap { field in
            resolver.resolve(field.type, diagnostics: &ignored).map { Field(name: Name(field.name.value), type: $0, defaultValue: nil) }
        }
    }

    /// An action is async when its call is async or an action it runs with `then:` is; `then:` chains must not loop.
    private mutating func resolveAsync(_ actions: inout [Action]) {
        let byName = Dictionary(actions.map { ($0.name.raw, $0) }, uniquingKeysWith: { a, _ in a })
        var inReportedLoop: Set<String> = []
        for index in actions.indices {
            var chain = [actions[index].name.raw]
            var current = actions[index]
            var isAsync = current.call?.isAsync ?? false
            while let next = current.then?.raw, let nextAction = byName[next] {
                if chain.contains(next) {
                    if next == actions[index].name.raw, inReportedLoop.insert(next).inserted,
                        let location = spec.actions.first(where: { $0.name.value == next })?.then?.location
                            ?? spec.actions.first(where: { $0.name.value == actions[index].name.raw })?.name.location
                    {
                        diagnostics.error(
                            "'then:' runs in a loop: \((chain + [next]).joined(separator: " → "))", at: location,
                            hint: "remove one 'then:' so the chain ends")
                        inReportedLoop.formUnion(chain)
                    }
                    break
                }
                chain.append(next)
                isAsync = isAsync || (nextAction.call?.isAsync ?? false)
                current = nextAction
            }
            actions[index].isAsync = isAsync
        }
    }
}

/// The names an action's bindings can use: its params first, then state.
struct BindingScope {
    let params: [Field]
    let state: [StateField]
    var usedWithKeys: Set<String> = []
    var boundParameterNames: [String] = []

    init(params: [Field], state: [StateField]) {
        self.params = params
        self.state = state
    }

    /// A name bound by name: the param or state it is, or why it cannot be.
    enum Lookup {
        case success(ValueSource)
        case failure(String)
    }

    func lookup(_ name: String, type: TypeRef) -> Lookup {
        let found: (ValueSource, TypeRef)?
        if let param = params.first(where: { $0.name.raw == name }) {
            found = (.param(param.name), param.type)
        } else if let field = state.first(where: { $0.name.raw == name }) {
            found = (.state(field.name), field.type)
        } else {
            found = nil
        }
        guard let (source, sourceType) = found else {
            let known = params.map(\.name.raw) + state.map(\.name.raw)
            if let match = Suggestions.closest(to: name, in: known) { return .failure("no param or state '\(name)' (did you mean '\(match)'?)") }
            return .failure("no param or state named '\(name)'")
        }
        guard sourceType.isAssignable(to: type).0 else { return .failure("'\(name)' is \(sourceType), not \(type)") }
        return .success(source)
    }

    func names(assignableTo type: TypeRef) -> [String] {
        params.filter { $0.type.isAssignable(to: type).0 }.map(\.name.raw) + state.filter { $0.type.isAssignable(to: type).0 }.map(\.name.raw)
    }
}
