/// What runs an action besides the user: the screen's events, its appearance, an input's edits, another action's
/// `then:`. Decided here once, for validation and for the screen model.
extension ModuleIR {
    /// The action the screen's first appearance runs: `events.appear`, or without `events:` a parameterless
    /// `load` or `refresh` that asks nothing first.
    public var loadActionName: Name? {
        if let events { return events.appear }
        return actions.first { $0.params.isEmpty && $0.confirmation == nil && ["load", "refresh"].contains($0.name.raw) }?.name
    }

    /// The first thing that runs `action` besides the user, or nil when only the user does (a button, a row).
    public func runner(of action: Name) -> ActionRunner? {
        if let events, let event = [("appear", events.appear), ("refresh", events.refresh), ("reachEnd", events.reachEnd)].first(where: { $0.1 == action }) {
            return .event(event.0)
        }
        if loadActionName == action { return .appearance }
        if let input = inputs.first(where: { $0.onChange == action }) { return .onChange(input.state) }
        if let caller = actions.first(where: { $0.then == action }) { return .then(caller.name) }
        return nil
    }
}

/// What runs an action besides the user (`ModuleIR.runner(of:)`).
public enum ActionRunner: Sendable, Equatable, CustomStringConvertible {
    /// One of `events:` (`appear`, `refresh`, `reachEnd`).
    case event(String)
    /// The screen's first appearance, without `events:`.
    case appearance
    /// Each edit of the input of this state (`onChange:`).
    case onChange(Name)
    /// This action's `then:`.
    case then(Name)

    public var description: String {
        switch self {
        case .event(let event): "the screen's '\(event)' event"
        case .appearance: "the screen when it appears"
        case .onChange(let state): "each edit of '\(state.raw)' ('onChange:')"
        case .then(let caller): "'\(caller.raw)' ('then:')"
        }
    }
}
