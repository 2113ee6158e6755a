import ScaffoldIR

/// Which requests an async action's request competes with, decided once for every architecture
/// (docs/architectures.md#in-every-architecture). A new request on a line cancels the one in flight on it, and a
/// cancelled request's response is dropped.
public enum RequestLine: Sendable, Equatable {
    /// The action's own requests (the default): a new one cancels the one before.
    case action(Name)
    /// Every action whose call stores into this list (`assign:`, or `append:` of a page): a refresh, a new query and the next page
    /// are one line of work, so a load cancels a page in flight and a stale page is never appended to a fresh list.
    case list(Name)
    /// An action on one element (its parameter is an identifiable entity, or the id of one: `isID`): keyed by the
    /// element's id, so requests for two elements never cancel each other; a second request for the same element
    /// supersedes the first.
    case item(action: Name, param: Name, isID: Bool)

    /// The line of `action`: its call's first list store, else its first identifiable parameter, else its first
    /// parameter that is such an element's id (`taskID: UUID` where `TaskItem` has `id: UUID`), else its own.
    public init(_ action: Action, in module: ModuleIR) {
        // An edit of one element (`replace:`, `remove:`, one appended) is not the list's work: favouriting one row
        // must not cancel a refresh, nor a refresh the favourite.
        func isList(_ store: ResultStore) -> Bool {
            if store.assigns || store.appends, case .array? = module.stateField(named: store.state.raw)?.type { return true }
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
