import ScaffoldIR

/// When each `set:` of an action commits, decided once for every architecture (docs/architectures.md#in-every-architecture).
///
/// A `set:` of state the action's call reads (`set: { nextCursor: null }` before `fetchPage(maxID: nextCursor)`, or a
/// page number) is *requested*: the request carries the new value, in a local (`requestedNextCursor`), and the state
/// takes it only with the call's success. A failed or cancelled request leaves it as it was, so a page is never
/// skipped and a failed refresh keeps the cursor of the list still on screen. Every other `set:` commits at once.
public enum RequestedState {
    /// The states `action`'s `set:` requests: those its call's arguments read, directly or through a derived value, and
    /// those whose value reads an earlier requested one (`offset: 'offset - page'` after `page: 'page + 1'`), which
    /// must not commit a page that may never come. `set: { x: x }` changes nothing, and requests nothing.
    public static func states(of action: Action, in module: ModuleIR) -> [Name] {
        // An optimistic action shows every `set:` at once, and restores it on failure instead (`rolledBack`).
        guard let call = action.call, !action.isOptimistic else { return [] }
        var read: Set<String> = []
        for argument in call.arguments { read.formUnion(DerivedExpectations.stateRead(by: argument.value, in: module)) }
        var states: [Name] = []
        for assignment in action.assignments where assignment.value.reference != .state(assignment.state) && !states.contains(assignment.state) {
            let readsRequested = !DerivedExpectations.stateRead(by: assignment.value, in: module).isDisjoint(with: states.map(\.raw))
            if read.contains(assignment.state.raw) || readsRequested { states.append(assignment.state) }
        }
        return states
    }

    /// The states an optimistic action's failure restores: each its `set:` changes, in order, each once.
    public static func rolledBack(_ action: Action) -> [Name] {
        guard action.isOptimistic else { return [] }
        var states: [Name] = []
        for assignment in action.assignments where assignment.value.reference != .state(assignment.state) && !states.contains(assignment.state) {
            states.append(assignment.state)
        }
        return states
    }

    /// The locals an optimistic action keeps for `state`: what it held before the `set:` (`previousIsFavorite`) and what
    /// the `set:` wrote (`optimisticIsFavorite`); a failure restores the first only while the state still holds the
    /// second. `…Value` where a parameter, a piece of state or a derived value has the name.
    public static func rollbackLocals(_ state: Name, in action: Action, module: ModuleIR) -> (previous: String, optimistic: String) {
        func local(_ prefix: String) -> String {
            let local = prefix + SwiftNames.upperFirst(state.raw)
            let taken =
                action.params.contains { $0.name.raw == local } || module.stateField(named: local) != nil || module.derivedValue(named: local) != nil
            return taken ? local + "Value" : local
        }
        return (local("previous"), local("optimistic"))
    }

    /// The `set:` effects of `action` that commit at once, not with its call's success.
    public static func atOnce(_ action: Action, in module: ModuleIR) -> [Assignment] {
        let requested = states(of: action, in: module)
        return action.assignments.filter { !requested.contains($0.state) }
    }

    /// The local that holds the value requested for `state` until the call succeeds: `requestedNextCursor`, or
    /// `requestedNextCursorValue` where a parameter, a piece of state or a derived value has that name.
    public static func local(_ state: Name, in action: Action, module: ModuleIR) -> String {
        let local = "requested" + SwiftNames.upperFirst(state.raw)
        let taken =
            action.params.contains { $0.name.raw == local } || module.stateField(named: local) != nil || module.derivedValue(named: local) != nil
        return taken ? local + "Value" : local
    }

    /// `value` (how the owner reads a name) for an expression rendered once the states in `requested` hold their
    /// requested values in locals: those states read their local, and a derived value that reads one of them is its
    /// expression over the locals, in parentheses.
    public static func reading(
        _ requested: [Name], in action: Action, module: ModuleIR, _ value: @escaping (ValueSource) -> String
    ) -> (ValueSource) -> String {
        guard !requested.isEmpty else { return value }
        let names = Set(requested.map(\.raw))
        func read(_ source: ValueSource) -> String {
            switch source {
            case .state(let name) where names.contains(name.raw):
                return local(name, in: action, module: module)
            case .derived(let name):
                guard let derived = module.derivedValue(named: name.raw),
                    !DerivedExpectations.stateRead(by: derived.expression, in: module).isDisjoint(with: names)
                else { return value(source) }
                return "(" + derived.expression.swift(read) + ")"
            default:
                return value(source)
            }
        }
        return read
    }
}
