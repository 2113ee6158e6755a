import ScaffoldDiagnostics
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
        // A confirmed action runs its effects in `perform<Name>` once the user confirms.
        for action in actions where action.confirmation != nil {
            let perform = "perform" + SwiftNames.upperFirst(action.name.raw)
            if let clash = spec.actions.first(where: { $0.name.value == perform }) {
                diagnostics.error(
                    "action '\(perform)' has the name of the method that runs '\(action.name.raw)' once confirmed", at: clash.name.location,
                    hint: "rename one of them")
            }
        }
        resolveAsync(&actions)
        var toolbar: Located<String>?
        for (index, written) in spec.actions.enumerated() where index < actions.count {
            guard let placement = written.placement else { continue }
            actions[index].placement = lowerPlacement(placement, of: actions[index], module: module)
            if actions[index].placement == .toolbar {
                if let first = toolbar {
                    diagnostics.error(
                        "only one action can be the toolbar's primary button; '\(spec.actions.first { $0.placement == first }?.name.value ?? "")' is already",
                        at: placement.location, hint: "write 'placement: menu' to put '\(written.name.value)' in the toolbar's More menu")
                } else {
                    toolbar = placement
                }
            }
        }
        return actions
    }

    /// `placement:`: the toolbar and its menu run an action with nothing to pass; a row offers an action on its element.
    private mutating func lowerPlacement(_ written: Located<String>, of action: Action, module: ModuleIR) -> Action.Placement? {
        guard let placement = Action.Placement(rawValue: written.value) else {
            diagnostics.error(
                "unknown placement '\(written.value)'", at: written.location,
                hint: "use one of " + Action.Placement.allCases.map(\.rawValue).joined(separator: ", "))
            return nil
        }
        if placement == .toolbar || placement == .menu, !action.params.isEmpty {
            diagnostics.error(
                "'\(action.name.raw)' takes params, so the toolbar has nothing to pass it", at: written.location,
                hint: "an action on a row's element goes on the row: 'placement: rowTap', 'swipe' or 'contextMenu'")
            return nil
        }
        if placement.isOnRow {
            let isElement =
                action.params.count == 1
                && module.state.contains { field in
                    if case .array(let element) = field.type, element == action.params[0].type, case .named(let name, _, .entity) = element,
                        case .structure(let fields)? = module.entity(named: name)?.kind, fields.contains(where: { $0.name.raw == "id" })
                    {
                        return true
                    }
                    return false
                }
            guard isElement else {
                diagnostics.error(
                    "'placement: \(placement.rawValue)' puts '\(action.name.raw)' on a row, but it does not take one element of a list the screen shows",
                    at: written.location,
                    hint: "a row passes its element: give the action one param of the list's element type, or use 'toolbar' or 'menu'")
                return nil
            }
        }
        return placement
    }

    private mutating func lowerAction(_ action: ActionSpec, module: ModuleIR) -> Action {
        let params = lowerFields(action.params, of: "params of '\(action.name.value)'", allowDefaults: false)
        var scope = BindingScope(params: params, state: module.state)
        let condition = action.when.flatMap { when in
            checkExpression(
                when, against: .named("Bool", arguments: [], origin: .standard), with: ExpressionChecker(module: module, params: params),
                context: "'when: \(when.value)' needs a Bool")
        }
        let set = action.set.compactMap { lowerAssignment($0, scope: scope, module: module) }
        // `set` runs first, so later bindings see the new state values; the types do not change.
        var call: Call?
        if let target = action.call {
            call = lowerCall(target, action: action, module: module, scope: &scope)
        } else {
            for (key, binding) in [("assign", action.assign), ("append", action.append), ("prepend", action.prepend), ("replace", action.replace)] {
                guard let binding else { continue }
                diagnostics.error(
                    "'\(key):' without 'call:'", at: Self.location(of: binding, or: action.name.location),
                    hint: "\(key) stores the result of 'call: Service.operation'")
            }
            if let removal = action.remove.first {
                diagnostics.error(
                    "'remove:' without 'call:'", at: removal.name.location,
                    hint: "remove takes the element away once 'call: Service.operation' (the server's delete) succeeds")
            }
        }
        // What runs after the call (the route's arguments, `then:`'s) can read what it returned.
        scope.result = call?.returns.map { result in
            let fields: [Field]
            if case .named(let name, _, .entity) = result, case .structure(let entityFields)? = module.entity(named: name)?.kind {
                fields = entityFields
            } else {
                fields = []
            }
            return (result, fields)
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
        var thenArguments: [BoundArgument] = []
        if let next = action.then {
            if let target = spec.actions.first(where: { $0.name.value == next.value }) {
                then = Name(target.name.value)
                // A chain runs on without stopping for an answer: the question would be asked, and nothing after it run.
                if target.confirm != nil {
                    diagnostics.error(
                        "'then:' runs '\(next.value)', which asks the user first ('confirm:')", at: next.location,
                        hint: "a chain does not wait for an answer: ask in '\(action.name.value)' itself, or run '\(next.value)' from the screen")
                }
                let targetParams = lowerFieldsQuietly(target.params)
                for param in targetParams {
                    if let fromResult = scope.resultBinding(param) {
                        thenArguments.append(BoundArgument(parameter: param.name, value: fromResult))
                        continue
                    }
                    switch scope.lookup(param.name.raw, type: param.type) {
                    case .success(let source):
                        thenArguments.append(BoundArgument(parameter: param.name, value: .reference(source)))
                    case .failure(let message):
                        diagnostics.error(
                            "'then: \(next.value)' needs '\(param.name.raw): \(param.type)', \(message)", at: next.location,
                            hint: "an action run by 'then:' gets its parameters by name from this action's params, what its call returned, then state")
                    }
                }
            } else {
                diagnostics.error(
                    "unknown action '\(next.value)' in 'then:'", at: next.location,
                    hint: Suggestions.hint(for: next.value, in: spec.actions.map(\.name.value), listing: "actions"))
            }
        }
        let isOptimistic = lowerOptimistic(action, set: set, call: call)
        var confirmation: String?
        if let question = action.confirm {
            if question.value.allSatisfy(\.isWhitespace) {
                diagnostics.error(
                    "'confirm:' has no question", at: question.location, hint: "write what the user confirms, e.g. 'confirm: \"Delete this post?\"'")
            } else if question.value.contains(where: \.isNewline) {
                diagnostics.error("'confirm:' must be one line", at: question.location, hint: "a dialog's title is one sentence")
            } else {
                confirmation = question.value
            }
        }
        var lowered = Action(
            name: Name(action.name.value), params: params, condition: condition, confirmation: confirmation, assignments: set, call: call, navigate: navigate,
            then: then,
            isAsync: false)
        lowered.isOptimistic = isOptimistic
        lowered.thenArguments = thenArguments
        return lowered
    }

    /// An optimistic update answers the user's own tap: an action the screen runs by itself (an event, the load it
    /// runs on appearing), after an edit (`onChange:`) or from another action (`then:`) is refused at its key.
    mutating func checkOptimisticRunners(_ module: ModuleIR) {
        for written in spec.actions {
            guard let optimistic = written.optimistic, optimistic.value, let action = module.action(named: written.name.value), action.isOptimistic,
                let runner = module.runner(of: action.name)
            else { continue }
            diagnostics.error(
                "'\(action.name.raw)' is optimistic, but \(runner) runs it", at: optimistic.location,
                hint: "an optimistic update answers the user's tap: remove 'optimistic:', or run the action only from the screen")
        }
    }

    /// `optimistic: true` needs something to show first (`set:`) and a call that can fail, whose failure restores it.
    private mutating func lowerOptimistic(_ action: ActionSpec, set: [Assignment], call: Call?) -> Bool {
        guard let optimistic = action.optimistic, optimistic.value else { return false }
        guard let call else {
            diagnostics.error(
                "'optimistic:' without 'call:'", at: optimistic.location,
                hint: "an optimistic 'set:' shows at once and is restored if 'call: Service.operation' fails; without a call, remove 'optimistic:'")
            return false
        }
        guard set.contains(where: { $0.value.reference != .state($0.state) }) else {
            diagnostics.error(
                "'optimistic:' has nothing to show first: '\(action.name.value)' has no 'set:' that changes state", at: optimistic.location,
                hint: "write the change the user sees at once, e.g. 'set: { isFavorite: \"!isFavorite\" }'")
            return false
        }
        guard call.isThrowing else {
            diagnostics.error(
                "'optimistic:' would never restore anything: '\(call.service).\(call.operation.raw)' cannot fail", at: optimistic.location,
                hint: "remove 'optimistic:' (a 'set:' commits at once anyway), or declare the operation 'throws: true'")
            return false
        }
        return true
    }

    private mutating func lowerAssignment(_ binding: BindingSpec, scope: BindingScope, module: ModuleIR) -> Assignment? {
        guard let target = scope.state.first(where: { $0.name.raw == binding.name.value }) else {
            diagnostics.error(
                "'set:' names unknown state '\(binding.name.value)'", at: binding.name.location,
                hint: Suggestions.hint(for: binding.name.value, in: scope.state.map(\.name.raw), listing: "state"))
            return nil
        }
        if target.isGiven {
            diagnostics.error(
                "'set:' would change '\(target.name.raw)', a given value", at: binding.name.location,
                hint: "what the screen is opened with never changes; keep what changes in state of its own")
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
        let stores = lowerStores(action, result: operation.returns, of: target.value, params: scope.params, module: module)
        return Call(
            service: service.name, operation: operation.name, arguments: arguments, stores: stores,
            isAsync: operation.isAsync, isThrowing: operation.isThrowing, returns: operation.returns)
    }

    /// `assign:`, `append:`, `prepend:`, `replace:`, then `remove:`: each piece of state the call's success changes,
    /// type-checked (docs/spec.md#collection-edits).
    private mutating func lowerStores(_ action: ActionSpec, result: TypeRef?, of call: String, params: [Field], module: ModuleIR) -> [ResultStore] {
        var stores: [ResultStore] = []
        var stored: [String: SourceLocation] = [:]
        let keys: [(key: String, binding: ResultBindingSpec?)] = [
            ("assign", action.assign), ("append", action.append), ("prepend", action.prepend), ("replace", action.replace),
        ]
        for (key, binding) in keys {
            guard let binding else { continue }
            guard let result else {
                diagnostics.error(
                    "'\(call)' returns nothing to \(key)", at: Self.location(of: binding, or: action.name.location),
                    hint: "add 'returns: Type' to the operation, or remove '\(key):'")
                continue
            }
            let pairs: [(state: Located<String>, field: Located<String>?)] =
                switch binding {
                case .whole(let state): [(state, nil)]
                case .fields(let fields): fields.map { ($0.name, $0.value) }
                }
            for (stateName, fieldName) in pairs {
                guard let state = storedState(stateName, key: key, stored: &stored, module: module) else { continue }
                var value = result
                var field: Name?
                if let fieldName {
                    guard let resolved = resultField(fieldName, of: result, call: call, key: key, module: module) else { continue }
                    (field, value) = (resolved.name, resolved.type)
                }
                let what = field.map { "'\(call)' field '\($0.raw)' (\(value))" } ?? "the result of '\(call)' (\(value))"
                let at = (fieldName ?? stateName).location
                let edit: ResultStore.Edit?
                switch key {
                case "assign":
                    edit = .assign
                    if !value.isAssignable(to: state.type).0 {
                        diagnostics.error(
                            "cannot assign \(what) to '\(state.name.raw)' (\(state.type))", at: at,
                            hint: field == nil
                                ? "assign to state of type \(value), assign a field of the result, or change the operation's 'returns:'"
                                : "assign the field to state of type \(value)")
                        continue
                    }
                case "replace":
                    edit = replaceEdit(of: state, with: value, what: what, at: stateName.location, valueAt: at, module: module)
                default:
                    edit = insertion(key, of: state, with: value, what: what, field: field, at: stateName.location, valueAt: at)
                }
                guard let edit else { continue }
                stores.append(ResultStore(state: state.name, field: field, edit: edit))
            }
        }
        for removal in action.remove {
            guard let state = storedState(removal.name, key: "remove", stored: &stored, module: module),
                let edit = removeEdit(from: state, param: removal.value, params: params, module: module)
            else { continue }
            stores.append(ResultStore(state: state.name, edit: edit))
        }
        return stores
    }

    /// The state `name` names for `key`, once per call: a call's success changes each piece of state once.
    private mutating func storedState(
        _ name: Located<String>, key: String, stored: inout [String: SourceLocation], module: ModuleIR
    ) -> StateField? {
        guard let state = module.stateField(named: name.value) else {
            diagnostics.error(
                "'\(key):' names unknown state '\(name.value)'", at: name.location,
                hint: Suggestions.hint(for: name.value, in: module.state.map(\.name.raw), listing: "state"))
            return nil
        }
        if state.isGiven {
            diagnostics.error(
                "'\(key):' would change '\(state.name.raw)', a given value", at: name.location,
                hint: "what the screen is opened with never changes; store the result in state of its own")
            return nil
        }
        if let earlier = stored[state.name.raw] {
            diagnostics.error(
                "'\(state.name.raw)' is stored twice (\(earlier.line):\(earlier.column))", at: name.location,
                hint: "a call's success changes each piece of state once: by 'assign:', 'append:', 'prepend:', 'replace:' or 'remove:'")
            return nil
        }
        stored[state.name.raw] = name.location
        return state
    }

    /// `append:` or `prepend:` of `value` — a list of the state's elements, or one of them — into array state.
    private mutating func insertion(
        _ key: String, of state: StateField, with value: TypeRef, what: String, field: Name?, at: SourceLocation, valueAt: SourceLocation
    ) -> ResultStore.Edit? {
        guard case .array(let element) = state.type else {
            diagnostics.error(
                "cannot \(key) to '\(state.name.raw)' (\(state.type))", at: at,
                hint: "'\(key):' adds to array state, e.g. '\(state.name.raw): [\(state.type)]'; use 'assign:' to replace it")
            return nil
        }
        let one: Bool
        if value == element {
            one = true
        } else if case .array = value, value.isAssignable(to: state.type).0 {
            one = false
        } else {
            diagnostics.error(
                "cannot \(key) \(what) to '\(state.name.raw)' (\(state.type))", at: valueAt,
                hint: "\(key) needs one \(element) or a list of them\(field == nil ? ", or a field of the result that is one" : "")")
            return nil
        }
        return key == "append" ? .append(one: one) : .prepend(one: one)
    }

    /// What `replace:` and `remove:` need of their state: a list of an entity with an `id` field, found by it.
    private static func identifiableElements(
        of state: StateField, module: ModuleIR
    ) -> (element: TypeRef, entity: String, fields: [Field], id: Field)? {
        guard case .array(let element) = state.type, case .named(let name, _, .entity) = element,
            case .structure(let fields)? = module.entity(named: name)?.kind, let id = fields.first(where: { $0.name.raw == "id" })
        else { return nil }
        return (element, name, fields, id)
    }

    /// `replace:`: `value`, one identifiable element of the list, takes the place of the element with its id. The
    /// element needs a field besides its id, or the test could not tell the old element from the new.
    private mutating func replaceEdit(
        of state: StateField, with value: TypeRef, what: String, at: SourceLocation, valueAt: SourceLocation, module: ModuleIR
    ) -> ResultStore.Edit? {
        guard let (element, entityName, fields, _) = Self.identifiableElements(of: state, module: module) else {
            diagnostics.error(
                "cannot replace an element of '\(state.name.raw)' (\(state.type))", at: at,
                hint: "'replace:' finds the element by its id: the state must be a list of an entity with an 'id' field")
            return nil
        }
        guard value == element else {
            diagnostics.error(
                "cannot replace an element of '\(state.name.raw)' with \(what)", at: valueAt,
                hint: "'replace:' takes one \(entityName), the updated element; use 'assign:' to replace the whole list")
            return nil
        }
        guard fields.contains(where: { $0.name.raw != "id" }) else {
            diagnostics.error(
                "'replace:' would change nothing: \(entityName) has no field but its id", at: at,
                hint: "an element with the same id is the same element; add the fields that change, or use 'assign:'")
            return nil
        }
        return .replace
    }

    /// `remove: { items: item }`: `param` is one of the action's parameters, the element of the list or its id.
    private mutating func removeEdit(from state: StateField, param name: Located<String>, params: [Field], module: ModuleIR) -> ResultStore.Edit? {
        guard let (element, entityName, _, id) = Self.identifiableElements(of: state, module: module) else {
            diagnostics.error(
                "cannot remove an element of '\(state.name.raw)' (\(state.type))", at: name.location,
                hint: "'remove:' finds the element by its id: the state must be a list of an entity with an 'id' field")
            return nil
        }
        guard let param = params.first(where: { $0.name.raw == name.value }) else {
            diagnostics.error(
                "'remove: { \(state.name.raw): \(name.value) }' names no parameter of the action", at: name.location,
                hint: "add 'params: { \(name.value): \(entityName) }' (the element the user removes) or its id, '\(name.value): \(id.type)'"
                    + (params.isEmpty ? "" : "; the action's params: \(params.map(\.name.raw).joined(separator: ", "))"))
            return nil
        }
        if param.type == element { return .remove(param: param.name, isID: false) }
        if param.type == id.type { return .remove(param: param.name, isID: true) }
        diagnostics.error(
            "cannot remove '\(param.name.raw)' (\(param.type)) from '\(state.name.raw)' (\(state.type))", at: name.location,
            hint: "'remove:' takes the element (\(entityName)) or its id (\(id.type))")
        return nil
    }

    /// A field of a call's result, which must be a struct entity.
    private mutating func resultField(
        _ name: Located<String>, of result: TypeRef, call: String, key: String, module: ModuleIR
    ) -> Field? {
        guard case .named(let entityName, _, .entity) = result, let entity = module.entity(named: entityName),
            case .structure(let fields) = entity.kind
        else {
            diagnostics.error(
                "'\(call)' returns \(result), which has no fields to \(key)", at: name.location,
                hint: "write '\(key): state' to store the whole result")
            return nil
        }
        guard let field = fields.first(where: { $0.name.raw == name.value }) else {
            diagnostics.error(
                "'\(entityName)' has no field '\(name.value)'", at: name.location,
                hint: Suggestions.hint(for: name.value, in: fields.map(\.name.raw), listing: "fields"))
            return nil
        }
        return field
    }

    private static func location(of binding: ResultBindingSpec, or fallback: SourceLocation) -> SourceLocation {
        switch binding {
        case .whole(let state): state.location
        case .fields(let fields): fields.first?.name.location ?? fallback
        }
    }

    /// Binds each parameter: `with:` first, then an action param of that name, then (a route's, after a call) what the
    /// call returned or its field of that name, then state of that name.
    private mutating func bindArguments(
        _ params: [Field], to target: String, with: [BindingSpec], scope: inout BindingScope, module: ModuleIR,
        at location: SourceLocation
    ) -> [BoundArgument] {
        params.compactMap { param in
            scope.boundParameterNames.append(param.name.raw)
            if let explicit = with.first(where: { $0.name.value == param.name.raw }) {
                scope.usedWithKeys.insert(param.name.raw)
                var checker = ExpressionChecker(module: module, params: scope.params)
                checker.result = scope.result?.type
                return checkExpression(
                    explicit.value, against: param.type, with: checker, context: "cannot bind '\(param.name.raw)' of \(target) to '\(explicit.value.value)'"
                ).map { BoundArgument(parameter: param.name, value: $0) }
            }
            if let fromResult = scope.resultBinding(param) { return BoundArgument(parameter: param.name, value: fromResult) }
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

/// The names an action's bindings can use: its params first, then, for a route's arguments, what the call returned,
/// then state.
struct BindingScope {
    let params: [Field]
    let state: [StateField]
    var usedWithKeys: Set<String> = []
    var boundParameterNames: [String] = []
    /// What the action's call returns and its fields, once the call has succeeded (while a route's arguments are bound).
    var result: (type: TypeRef, fields: [Field])?

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

    /// A parameter not bound by an action param of its name takes what the call returned, where it is of the parameter's
    /// type, or the result's field of its name and type (`receipt: Receipt` takes the Receipt the checkout returned).
    func resultBinding(_ param: Field) -> Expression? {
        guard let result, !params.contains(where: { $0.name.raw == param.name.raw }) else { return nil }
        if result.type == param.type { return .reference(.result) }
        if let field = result.fields.first(where: { $0.name.raw == param.name.raw }), field.type.isAssignable(to: param.type).0 {
            return .member(.reference(.result), field.name, optional: false)
        }
        return nil
    }

    func names(assignableTo type: TypeRef) -> [String] {
        let fromResult = result.map { result in
            (result.type.isAssignable(to: type).0 ? ["result"] : []) + result.fields.filter { $0.type.isAssignable(to: type).0 }.map { "result.\($0.name.raw)" }
        }
        return params.filter { $0.type.isAssignable(to: type).0 }.map(\.name.raw) + (fromResult ?? [])
            + state.filter { $0.type.isAssignable(to: type).0 }.map(\.name.raw)
    }
}
