import ScaffoldIR

/// What a screen calls itself, what it shows and where it puts its actions: decided once for every
/// architecture and UI kind (docs/ARCHITECTURE.md#views). Views only lay it out in their toolkit's idiom.
extension Screen {
    /// The navigation title: the spec's `title:`, else the module name in words (`NewsList` → `News List`).
    public var title: String { module.title ?? Display.title(module.name) }

    /// The state a view shows as a labelled value, in spec order: not a row list, not a secret or otherwise kept from
    /// the screen (`shown: false`, a paging cursor), not an input (a control shows that).
    public var valueFields: [ScreenField] {
        fields.filter { field in field.rows == nil && field.state.isShown && module.input(editing: field.state.name) == nil }
    }

    /// The state a view shows as rows, in spec order: lists of identifiable entities that are shown.
    public var listFields: [ScreenField] { fields.filter { $0.rows != nil && $0.state.isShown } }

    /// The toolbar: the actions `placement: toolbar` or `menu` puts there, and those it decides on itself. Not in it: what
    /// the screen triggers by itself (appearing, pull to refresh, reaching the end, an edit), a step of other actions'
    /// `then:` chains (`isThenStep`), `placement: none`; actions with parameters are triggered by rows (or, until they
    /// have inputs, by hand-written code). One action is primary (`placement: toolbar`, else the first named like a
    /// command), the rest go in a menu.
    public var toolbar: Toolbar {
        let events = Set([loadAction, refreshAction, reachEndAction].compactMap { $0?.name } + module.inputs.compactMap(\.onChange))
        let decided = actions.filter { action in
            action.action.placement == nil && action.action.params.isEmpty && !events.contains(action.name) && !isThenStep(action.action)
        }
        let candidates = actions.filter { action in
            action.action.placement == .toolbar || action.action.placement == .menu || decided.contains { $0.name == action.name }
        }
        let primary =
            candidates.first { $0.action.placement == .toolbar }
            ?? decided.first { Self.primaryVerbs.contains(Self.verb(of: $0.action)) }
            ?? (decided.count == 1 && candidates.count == 1 && !Self.isDestructive(decided[0].action) ? decided[0] : nil)
        return Toolbar(primary: primary, menu: candidates.filter { $0.name != primary?.name })
    }

    /// Whether an action is a step of other actions' `then:` chains rather than the user's command: another action's
    /// `then:` runs it, and its name does not start with a command's verb (`markSaved`, `loadSummary`; not `saveName`).
    public func isThenStep(_ action: Action) -> Bool {
        module.actions.contains { $0.then == action.name } && !Self.primaryVerbs.contains(Self.verb(of: action))
    }

    /// Actions a toolbar shows as its one primary button, by their first word.
    public static let primaryVerbs: Set<String> = ["add", "create", "new", "compose", "save", "submit", "send", "post", "done"]
    /// Actions that destroy or sign out, by their first word(s): shown in red, with the destructive role.
    public static let destructiveVerbs: Set<String> = ["delete", "remove", "clear", "discard", "destroy", "erase", "reset", "signout", "logout"]

    /// Whether an action destroys data or ends the session: its button has the destructive role.
    public static func isDestructive(_ action: Action) -> Bool {
        let words = Display.title(action.name.raw).lowercased().split(separator: " ")
        guard let first = words.first else { return false }
        return destructiveVerbs.contains(String(first)) || (words.count > 1 && destructiveVerbs.contains(String(first + words[1])))
    }

    /// `saveName` → `save`.
    static func verb(of action: Action) -> String {
        Display.title(action.name.raw).lowercased().split(separator: " ").first.map(String.init) ?? ""
    }

    /// What a screen of lists only shows when they are all empty: `No Articles` for one list.
    public var emptyTitle: String { listFields.count == 1 ? Self.emptyTitle(of: listFields[0]) : "Nothing Here" }

    /// What a list shows when it is empty: `No Articles`.
    public static func emptyTitle(of field: ScreenField) -> String { "No \(field.title)" }
}

/// Where a screen's parameterless actions go: one primary button, the rest in a menu.
public struct Toolbar: Sendable {
    public let primary: ScreenAction?
    public let menu: [ScreenAction]
}
