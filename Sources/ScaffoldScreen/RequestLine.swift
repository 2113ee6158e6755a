import ScaffoldIR

/// Which requests an async action's request competes with, decided once for every architecture
/// (docs/architectures.md#in-every-architecture). A new request on a line cancels the one in flight on it, and a
/// cancelled request's response is dropped.
public enum RequestLine: Sendable, Equatable {
    /// The action's own requests (the default): a new one cancels the one before.
    case action(Name)
    /// Every action whose call stores into this list (`assign:`, or `append:` or `prepend:` of a page): a refresh, a new
    /// query and the next (or an older) page are one line of work, so a load cancels a page in flight and a stale page is
    /// never added to a fresh list.
    case list(Name)
    /// An action on one element (its parameter is an identifiable entity, or the id of one: `isID`): keyed by the
    /// element's id, so requests for two elements never cancel each other; a second request for the same element
    /// supersedes the first.
    case item(action: Name, param: Name, isID: Bool)

    /// The line of `action`: its call's first list store, else its first identifiable parameter, else its first
    /// parameter that is such an element's id (`taskID: UUID` where `TaskItem` has `id: UUID`), else its own.
    public init(_ action: Action, in module: ModuleIR) {
        // An edit of one element (`replace:`, `remove:`, one added) is not the list's work: favouriting one row
        // must not cancel a refresh, nor a refresh the favourite.
        func isList(_ store: ResultStore) -> Bool {
            if store.assigns || store.addsPage, case .array? = module.stateField(named: store.state.raw)?.type { return true }
            return false
        }
        if let call = action.call, let list = call.stores.first(where: isList) {
            self = .list(list.state)
        } else if let item = action.params.first(where: { param in
            if case .named(let name, _, .entity) = param.type { return module.entity(named: name)?.isIdentifiable ?? false }
            return false
        }) {
            self = .item(action: action.name, param: item.name, isID: false)
        } else if let id = action.params.first(where: { Self.isElementID($0, in: module) }) {
            self = .item(action: action.name, param: id.name, isID: true)
        } else {
            self = .action(action.name)
        }
    }

    /// A parameter named `id` or `…ID`/`…Id` whose type is the `id` of an identifiable entity of the module.
    static func isElementID(_ param: Field, in module: ModuleIR) -> Bool {
        let name = param.name.raw
        guard name == "id" || name.hasSuffix("ID") || name.hasSuffix("Id") else { return false }
        return module.entities.contains { entity in
            guard case .structure(let fields) = entity.kind, let id = fields.first(where: { $0.name.raw == "id" }) else { return false }
            return id.type == param.type
        }
    }
}

/// A request in flight during which an action does nothing (`ScreenAction.waits`), decided once for every architecture
/// (docs/architectures.md#in-every-architecture). A page's wait for its list is `ScreenAction.waitsForLine`.
public struct Wait: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Its own request: the user runs it, and what it sends is a request to change something (add to the cart,
        /// send, favourite) that a repeat tap must not send twice, nor cancel once sent. The first request's result
        /// always lands.
        case repeated
        /// Another action's request that stores state the action's at-once `set:` reads (`isFavorite: "!isFavorite"`
        /// while the load that stores `isFavorite` is in flight): the value it would change is not known yet.
        case reads(action: Name, states: [Name])
    }

    public let line: RequestLine
    public let reason: Reason

    public init(line: RequestLine, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// The waits of `action` (on `line`, its own request line): its own line first, then each other line once, in
    /// spec order.
    static func waits(of action: Action, on line: RequestLine, in module: ModuleIR) -> [Wait] {
        var waits: [Wait] = []
        if repeatIsIgnored(action, on: line, in: module) { waits.append(Wait(line: line, reason: .repeated)) }
        // What `then:` runs is part of its caller's run, which cannot wait halfway.
        guard !module.actions.contains(where: { $0.then == action.name }) else { return waits }
        let read = Set(RequestedState.atOnce(action, in: module).flatMap { DerivedExpectations.stateRead(by: $0.value, in: module) })
        guard !read.isEmpty else { return waits }
        for other in module.actions where other.isAsync && other.name != action.name {
            guard let call = other.call else { continue }
            let otherLine = RequestLine(other, in: module)
            if case .item = otherLine { continue }
            let states = (call.storedStates + RequestedState.states(of: other, in: module)).filter { read.contains($0.raw) }
            guard otherLine != line, !states.isEmpty, !waits.contains(where: { $0.line == otherLine }) else { continue }
            var unique: [Name] = []
            for state in states where !unique.contains(state) { unique.append(state) }
            waits.append(Wait(line: otherLine, reason: .reads(action: other.name, states: unique)))
        }
        return waits
    }

    /// An async call only the user runs (no event, appearance, `onChange:` or `then:` runs the action), on its
    /// element's line or on a line of its own without parameters. Newest wins on the rest: on a list's line a refresh
    /// supersedes what it replaces, and a run with other parameters (another city) asks for something else.
    static func repeatIsIgnored(_ action: Action, on line: RequestLine, in module: ModuleIR) -> Bool {
        guard action.call?.isAsync == true, module.runner(of: action.name) == nil else { return false }
        switch line {
        case .list: return false
        case .item: return true
        case .action: return action.params.isEmpty
        }
    }
}
