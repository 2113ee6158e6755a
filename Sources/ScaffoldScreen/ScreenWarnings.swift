import ScaffoldDiagnostics
import ScaffoldIR
import ScaffoldSpec

extension Screen {
    /// Located warnings for the navigating and item actions no view can run: an action with params is offered on a row
    /// only when it takes one element of a list the screen shows, and nothing else on screen can pass a value. Warned:
    /// an action that navigates (itself or through its `then:` chain) or takes an identifiable entity (an item of some
    /// list, `openAccount(account:)` for a post's author). Not warned: actions another action's `then:` runs (it passes
    /// the params), and those the spec says the app's own code runs (`placement: none`). Warnings, not errors: the owner
    /// still declares the action, and the app can call it.
    public func unreachableActions(in spec: Spec) -> [Diagnostic] {
        guard module.ui != .none else { return [] }
        let shownLists = Set(listFields.map(\.state.name))
        let runByThen = Set(module.actions.compactMap(\.then))
        return module.actions.compactMap { action -> Diagnostic? in
            let navigates = ScreenAction.chain(of: action, in: module).contains { $0.navigate != nil }
            let takesItem = action.params.contains { param in
                if case .named(let name, _, .entity) = param.type { return module.entity(named: name)?.isIdentifiable ?? false }
                return false
            }
            guard !action.params.isEmpty, navigates || takesItem, action.placement != .hidden, !runByThen.contains(action.name),
                !rowEvents.contains(where: { $0.action.name == action.name && $0.lists.contains { shownLists.contains($0.field.name) } }),
                let written = spec.actions.first(where: { $0.name.value == action.name.raw })
            else { return nil }
            let params = action.params.map { "'\($0.name.raw): \($0.type)'" }.joined(separator: ", ")
            return Diagnostic(
                "no view offers '\(action.name.raw)': nothing on screen can pass \(params)", at: written.name.location,
                hint:
                    "a row offers an action that takes one element of a list the screen shows (e.g. 'params: { item: Item }' beside "
                    + "'items: [Item]' in state); where the app's own code runs it, say so with 'placement: none'",
                severity: .warning)
        }
    }
}

extension Screen {
    /// Located warnings for the actions that can send a value its field says will not do: an action whose call reads an
    /// input with `invalid:` rules, where some state makes both its `when:` (or none) and a rule hold. The field shows
    /// the message, and the form sends the value anyway: the fix is the rule's negation in the action's `when:`, which
    /// disables its button too.
    public func unguardedValidations(in spec: Spec) -> [Diagnostic] {
        module.actions.flatMap { action -> [Diagnostic] in
            guard let call = action.call, let written = spec.actions.first(where: { $0.name.value == action.name.raw }) else { return [] }
            let sent = call.arguments.reduce(into: Set<String>()) { $0.formUnion(DerivedExpectations.stateRead(by: $1.value, in: module)) }
            return module.inputs.filter { sent.contains($0.state.raw) }.flatMap { input in
                input.validations.compactMap { rule -> Diagnostic? in
                    let both = action.condition.map { Expression.binary(.and, $0, rule.condition) } ?? rule.condition
                    guard ConditionSeeds.solve(both, in: module, arguments: [:]).holds != nil else { return nil }
                    return Diagnostic(
                        "'\(action.name.raw)' can send '\(input.state.raw)' while the field says \"\(rule.message)\"",
                        at: written.when?.location ?? written.name.location,
                        hint:
                            "add the rule's negation to its 'when:' (e.g. a derived value 'can\(SwiftNames.upperFirst(action.name.raw))' that "
                            + "also requires '!(\(rule.condition.swift { $0.name.raw }))'), so the action waits and its button is disabled",
                        severity: .warning)
                }
            }
        }
    }
}
