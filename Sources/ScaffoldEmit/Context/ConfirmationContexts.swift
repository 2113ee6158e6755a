import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec

// Template keys as data, never a Swift statement: see the note at the top of ScreenContexts.swift.

/// What a `confirm:` action's method does instead of its effects: it stores the question (`pending`); `perform` is
/// the private method that runs the effects once the user confirms.
struct ConfirmationAsk: Codable {
    /// `.remove(item: item)`: the case of the owner's `Confirmation` enum this action waits as.
    var pending: String
    /// `performRemove`.
    var perform: String

    init(_ action: Action) {
        let arguments = action.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")
        pending = ".\(action.name.swift)" + (action.params.isEmpty ? "" : "(\(arguments))")
        perform = ConfirmationCase.performName(action)
    }
}

/// A case of the owner's `Confirmation` enum (`partials/confirmations.mustache`): an action waiting for the user.
struct ConfirmationCase: Codable {
    /// `remove(item: Item)`.
    var declaration: String
    var name: String
    /// The question, as a Swift string literal, and the member of `<Module>Strings` that asks it (`Question.remove`).
    var message: String
    var localizedMessage: String
    /// `.remove(let item)`.
    var pattern: String
    /// `performRemove(item: item)`: runs the action's effects.
    var perform: String
    var isAsync: Bool
    /// The action's name in words, for the button that confirms, and the member of `<Module>Strings` that says it.
    var title: String
    var localizedTitle: String
    var isDestructive: Bool

    /// `parameters`: the action's parameters as its owner declares them (`item: Item`).
    init(_ action: Action, parameters: String) {
        name = action.name.swift
        declaration = action.params.isEmpty ? name : "\(name)(\(parameters))"
        message = SwiftLiteral.string(action.confirmation ?? "")
        localizedMessage = Screen.question(action).map(StringsContext.member) ?? ""
        pattern = ".\(name)" + (action.params.isEmpty ? "" : "(" + action.params.map { "let \($0.name.swift)" }.joined(separator: ", ") + ")")
        perform = Self.performName(action) + "(" + action.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ") + ")"
        isAsync = action.isAsync
        title = Display.title(action.name.raw)
        localizedTitle = StringsContext.member(Screen.text(action: action))
        isDestructive = Screen.isDestructive(action)
    }

    static func performName(_ action: Action) -> String { "perform" + SwiftNames.upperFirst(action.name.raw) }
}

/// The owner's confirmations: the `Confirmation` enum's cases, and whether `confirm()` is async.
struct Confirmations: Codable {
    var confirmations: [ConfirmationCase]
    var hasConfirmations: Bool
    var confirmIsAsync: Bool

    init(_ actions: [Action], parameters: (Action) -> String) {
        confirmations = actions.filter { $0.confirmation != nil }.map { ConfirmationCase($0, parameters: parameters($0)) }
        hasConfirmations = !confirmations.isEmpty
        confirmIsAsync = confirmations.contains(where: \.isAsync)
    }
}
