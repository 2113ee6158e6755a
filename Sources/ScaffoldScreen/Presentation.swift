import ScaffoldIR

/// What a screen calls itself, what it shows and where it puts its actions: decided once for every
/// architecture and UI kind (docs/ARCHITECTURE.md#views). Views only lay it out in their toolkit's idiom.
extension Screen {
    /// The navigation title: the spec's `title:`, else the module name in words (`NewsList` → `News List`).
    public var title: String { module.title ?? Display.title(module.name) }

    /// The state a view shows as a labelled value, in spec order: not a row list, not a secret, not an input (a control
    /// shows that).
    public var valueFields: [ScreenField] {
        fields.filter { field in field.rows == nil && !field.state.isSecret && module.input(editing: field.state.name) == nil }
    }

    /// The state a view shows as rows, in spec order: lists of identifiable entities that are not secrets.
    public var listFields: [ScreenField] { fields.filter { $0.rows != nil && !$0.state.isSecret } }

    /// The toolbar: what the screen triggers by itself (appearing, pull to refresh, reaching the end, an edit) is not in it,
    /// actions with parameters are triggered by rows (or, until they have inputs, by hand-written code). One action
    /// is primary, the rest go in a menu.
    public var toolbar: Toolbar {
        let events = Set([loadAction, refreshAction, reachEndAction].compactMap { $0?.name } + module.inputs.compactMap(\.onChange))
        let candidates = actions.filter { $0.action.params.isEmpty && !events.contains($0.name) }
        let primary =
            candidates.first { Self.primaryVerbs.contains(Self.verb(of: $0.action)) }
            ?? (candidates.count == 1 && !Self.isDestructive(candidates[0].action) ? candidates[0] : nil)
        return Toolbar(primary: primary, menu: candidates.filter { $0.name != primary?.name })
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
