import ScaffoldSpec

extension LoweringPass {
    /// `events:`: each names an action without params (the screen has nothing to pass it) and without `confirm:`.
    mutating func lowerEvents(actions: [Action]) -> ScreenEvents? {
        guard let events = spec.events else { return nil }
        func action(_ event: String) -> Name? {
            guard let named = events[event] else { return nil }
            guard let action = actions.first(where: { $0.name.raw == named.value }) else {
                diagnostics.error(
                    "'\(event)' names unknown action '\(named.value)'", at: named.location,
                    hint: Suggestions.hint(for: named.value, in: actions.map(\.name.raw), listing: "actions"))
                return nil
            }
            guard action.params.isEmpty else {
                diagnostics.error(
                    "'\(event)' runs '\(named.value)', which takes params", at: named.location,
                    hint: "the screen runs it by itself with nothing to pass: name an action without params")
                return nil
            }
            guard action.confirmation == nil else {
                diagnostics.error(
                    "'\(event)' runs '\(named.value)', which asks the user first ('confirm:')", at: named.location,
                    hint: "the screen runs it by itself, with nobody asked to answer: name an action without 'confirm:'")
                return nil
            }
            return action.name
        }
        return ScreenEvents(appear: action("appear"), refresh: action("refresh"), reachEnd: action("reachEnd"))
    }
}
