extension LoweringPass {
    /// `events:`: each names an action without params (the screen has nothing to pass it) and without `confirm:`.
    mutating func lowerEvents(actions: [Action]) -> ScreenEvents? {
        guard let events = spec.events else { return nil }
        func action(_ event: String) -> Name? {
            events[event].flatMap { parameterlessAction($0, in: actions, runBy: "'\(event)'") }
        }
        return ScreenEvents(appear: action("appear"), refresh: action("refresh"), reachEnd: action("reachEnd"))
    }
}
