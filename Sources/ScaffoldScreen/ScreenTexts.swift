import ScaffoldIR

/// A user-facing text of a module (docs/ui.md#localization): its key in the module's String Catalog, the English the
/// spec gives it, and a comment for translators. Keys name what a text is for (`action.favorite`), never its English,
/// so a copy edit in the spec keeps the translations, which regen marks for review.
public struct ScreenText: Sendable, Hashable {
    /// What the text is for, and the catalog key's first part.
    public enum Kind: String, Sendable, CaseIterable {
        /// The screen's own: its title, what it shows when it has nothing, and the words every screen uses (Retry).
        case screen
        /// A button, menu item or row action: the action's name in words.
        case action
        /// The title of a piece of state: a value's label, a list's section, a form field's label.
        case field
        /// What a list shows while it is empty: `No Statuses`.
        case empty
        /// What a `confirm:` action asks before it runs.
        case question
        /// An enum case as a picker or a value shows it: `Light` for `Theme.light`.
        case option
        /// What a form field says while its value will not do (`invalid:`): the owner publishes it, so it is there
        /// with or without a screen.
        case validation
    }

    public let kind: Kind
    /// The name it is looked up by within its kind: the action's, the state's, the screen text's (`retry`); for an
    /// option, the case's (and `owner` the enum's).
    public let name: String
    public let owner: String?
    /// `action.favorite`, `option.Theme.light`.
    public let key: String
    public let english: String
    public let comment: String

    public init(_ kind: Kind, _ name: String, owner: String? = nil, english: String, comment: String) {
        self.kind = kind
        self.name = name
        self.owner = owner
        key = ([kind.rawValue] + [owner, name].compactMap { $0 }).joined(separator: ".")
        self.english = english
        self.comment = comment
    }
}

extension Screen {
    /// Every user-facing text of the module, sorted by key: exactly those its views and owners show (a test holds the
    /// built-in templates to it). The screen's title, its load states' words, the titles of what it shows, of the
    /// actions it offers and the questions they ask, Yes and No where a flag is shown as text, and the display names of
    /// its enums. Without a screen: what the owner tells the app's own view (questions, the buttons that confirm them,
    /// and where `ownerFormatsValues`, as MVP's presenter does for its passive view, the values as text).
    public func texts(ownerFormatsValues: Bool) -> [ScreenText] {
        var texts: [ScreenText] = []
        let confirmed = module.actions.filter { $0.confirmation != nil }
        if module.ui != UIKind.none {
            let uiKit = module.ui == .uikit
            texts.append(ScreenText(.screen, "title", english: title, comment: "The screen's navigation title"))
            if canFail { texts.append(Self.commonTexts["retry"]!) }
            if canFail && uiKit { texts.append(Self.commonTexts["retryHint"]!) }
            if loadCanFail { texts.append(Self.commonTexts["loadFailed"]!) }
            if !confirmed.isEmpty { texts.append(Self.commonTexts["cancel"]!) }
            if !toolbar.menu.isEmpty { texts.append(Self.commonTexts["more"]!) }
            if !pageFlags.isEmpty { texts.append(Self.commonTexts["loadingMore"]!) }
            // A SwiftUI list has a section title; a UIKit table has none.
            texts += valueFields.map { Self.text(field: $0.state, role: .value) }
            if !uiKit { texts += listFields.map { Self.text(field: $0.state, role: .list) } }
            texts += inputs.filter { !$0.input.isSearchField }.map { Self.text(field: $0.field, role: .input) }
            // A UIKit table says a list is empty in a row under the values; without values, over the whole table.
            if !uiKit || !valueFields.isEmpty { texts += listFields.map(Self.emptyText) }
            if uiKit && valueFields.isEmpty && !listFields.isEmpty {
                texts.append(ScreenText(.screen, "empty", english: emptyTitle, comment: "Shown over the screen while its lists are all empty"))
            }
            texts += module.actions.filter { userFacingActions.contains($0.name) }.map(Self.text(action:))
        } else {
            texts += confirmed.map(Self.text(action:))
        }
        texts += module.actions.compactMap(Self.question)
        texts += module.inputs.flatMap(Self.validationTexts)
        let valuesAsText = module.ui != UIKind.none || ownerFormatsValues
        if valuesAsText && showsFlagsAsText { texts += [Self.commonTexts["yes"]!, Self.commonTexts["no"]!] }
        for entity in module.entities where valuesAsText && shownEnums.contains(entity.name) {
            guard case .enumeration(let cases) = entity.kind else { continue }
            texts += cases.map { Self.text(option: $0, of: entity.name) }
        }
        var seen = Set<String>()
        return texts.filter { seen.insert($0.key).inserted }.sorted { $0.key < $1.key }
    }

    /// The actions a view shows by their title: toolbar and menu buttons, a row's swipe and context-menu actions, and
    /// those that ask first (the question's button).
    var userFacingActions: Set<Name> {
        var names = Set([toolbar.primary].compactMap { $0?.name } + toolbar.menu.map(\.name))
        for list in rowLists {
            names.formUnion((swipeEvents(of: list) + contextMenuEvents(of: list)).map(\.action.name))
        }
        names.formUnion(module.actions.filter { $0.confirmation != nil }.map(\.name))
        return names
    }

    /// The enums shown by their display names: in a value's or a row's text, and as a picker's options.
    var shownEnums: Set<String> {
        var types = valueFields.map(\.state.type) + rowLists.flatMap(\.display.shownTypes)
        types += inputs.filter { $0.input.kind == .picker }.map(\.field.type)
        return types.reduce(into: Set<String>()) { names, type in names.formUnion(Display.enums(shownIn: type, in: module)) }
    }

    /// Whether a Bool is shown as Yes or No: a Bool value (its check mark's VoiceOver label), or one in a value's or a
    /// row's text.
    var showsFlagsAsText: Bool {
        let yes = "\(module.name)Strings.yes"
        let values = valueFields.map { Display.shown("value", of: $0.state.type, in: module) }
        let rows = rowLists.flatMap { list in [list.display.title(of: "row"), list.display.subtitle(of: "row"), list.display.trailing(of: "row")] }
        return values.contains { shown in
            switch shown {
            // A check mark, which VoiceOver reads as Yes or No: only a screen shows it.
            case .flag: module.ui != UIKind.none
            case .text(let text): text.contains(yes)
            case .link, .optionalLink: false
            }
        } || rows.contains { $0?.contains(yes) ?? false }
    }

    /// The words a screen may show whatever its spec says, by name.
    static let commonTexts = Dictionary(
        uniqueKeysWithValues: [
            ScreenText(.screen, "cancel", english: "Cancel", comment: "Declines what a confirmation asks"),
            ScreenText(.screen, "loadFailed", english: "Couldn't Load", comment: "Title of the screen when its first load failed"),
            ScreenText(
                .screen, "loadingMore", english: "Loading more",
                comment: "Under a list while its next page loads: the spinner's VoiceOver label (SwiftUI), the row's text (UIKit)"),
            ScreenText(.screen, "more", english: "More", comment: "The menu of the screen's other actions (its icon's VoiceOver label)"),
            ScreenText(.screen, "no", english: "No", comment: "A false value (off)"),
            ScreenText(.screen, "retry", english: "Retry", comment: "Runs again what failed"),
            ScreenText(.screen, "retryHint", english: "Tries again.", comment: "VoiceOver hint of the row showing a failure: selecting it retries"),
            ScreenText(.screen, "yes", english: "Yes", comment: "A true value (on)"),
        ].map { ($0.name, $0) })

    public static func text(action: Action) -> ScreenText {
        ScreenText(.action, action.name.raw, english: Display.title(action.name.raw), comment: "A button or menu item that runs '\(action.name.raw)'")
    }

    /// Where a piece of state's title is shown: it is one of them.
    public enum FieldRole: Sendable {
        case value, list, input
    }

    public static func text(field: StateField, role: FieldRole) -> ScreenText {
        let name = field.name.raw
        let comment =
            switch role {
            case .value: "The label of the value '\(name)'"
            case .list: "The section title of the list '\(name)'"
            case .input: "The label of the form field '\(name)'"
            }
        return ScreenText(.field, name, english: Display.title(name), comment: comment)
    }

    public static func emptyText(_ field: ScreenField) -> ScreenText {
        ScreenText(.empty, field.state.name.raw, english: emptyTitle(of: field), comment: "Shown where the list '\(field.state.name.raw)' is empty")
    }

    public static func text(option: Name, of enumeration: String) -> ScreenText {
        ScreenText(
            .option, option.raw, owner: enumeration, english: Display.title(option.raw),
            comment: "The option '\(option.raw)' of '\(enumeration)', as a picker or a value shows it")
    }

    public static func validationTexts(_ input: Input) -> [ScreenText] {
        input.validations.map { rule in
            ScreenText(
                .validation, rule.textName, english: rule.message,
                comment: "Shown under the form field '\(input.state.raw)' while its value will not do; says what to do instead")
        }
    }

    public static func question(_ action: Action) -> ScreenText? {
        action.confirmation.map { question in
            ScreenText(
                .question, action.name.raw, english: question,
                comment: "Asked before '\(action.name.raw)' runs; the user confirms with the action's title or cancels")
        }
    }
}
