import ScaffoldIR

/// How a screen's inputs behave as a form, decided once for both UI kinds (docs/ui.md#forms): what each text field
/// holds (its role: keyboard, AutoFill, autocorrection), the order the Return key moves through them, and what the
/// last one submits.
public struct Form: Sendable {
    /// The inputs typed into (text, secure and number fields), in spec order: Return moves from each to the next.
    public let focusOrder: [ScreenInput]
    /// What Return in the last field runs: the toolbar's primary action (`submit`, `save`, …), if the screen has
    /// fields to type into.
    public let submit: ScreenAction?

    init(inputs: [ScreenInput], toolbar: Toolbar) {
        focusOrder = inputs.filter(\.isTyped)
        submit = focusOrder.isEmpty ? nil : toolbar.primary
    }

    /// The field Return moves to from `input`; nil from the last.
    public func next(after input: ScreenInput) -> ScreenInput? {
        guard let index = focusOrder.firstIndex(where: { $0.field.name == input.field.name }), index + 1 < focusOrder.count else { return nil }
        return focusOrder[index + 1]
    }

    /// What the Return key says in `input`: `next` before another field, else what the submit action does.
    public func returnKey(of input: ScreenInput) -> ReturnKey {
        if next(after: input) != nil { return .next }
        guard let submit else { return .done }
        return ReturnKey(verb: Screen.verb(of: submit.action))
    }

    /// A Return key's label: SwiftUI's `SubmitLabel` and UIKit's `UIReturnKeyType` share these names.
    public enum ReturnKey: String, Sendable {
        case next, go, send, join, search, done

        init(verb: String) {
            switch verb {
            case "send", "post": self = .send
            case "join": self = .join
            case "search", "find": self = .search
            case "save", "done", "add", "create": self = .done
            default: self = .go
            }
        }
    }
}

extension ScreenInput {
    /// Whether the user types the value (a text, secure or number field): it takes focus and has a Return key. The
    /// search field is the search bar's own, outside the form.
    public var isTyped: Bool { [.text, .secure, .number].contains(input.kind) && !input.isSearchField }

    /// What the field holds: `role:` as written, else what the state's name says (`email` → email, `newPassword` →
    /// newPassword, `otpCode` → oneTimeCode), else plain. Only text and secure fields have one.
    public var role: Input.Role? {
        guard !Input.Role.fitting(input.kind).isEmpty else { return nil }
        return input.role ?? Self.inferredRole(of: field.name.raw, kind: input.kind)
    }

    /// The role a field's name suggests, by its words (`accountEmail` → `account`, `email`).
    public static func inferredRole(of name: String, kind: Input.Kind) -> Input.Role {
        let words = Set(Display.title(name).lowercased().split(separator: " ").map(String.init))
        let joined = words.joined()
        func says(_ any: String...) -> Bool { any.contains { words.contains($0) } }
        if kind == .secure {
            if says("otp", "code", "pin") { return .oneTimeCode }
            if says("password", "passcode", "passphrase") || joined.contains("password") {
                return says("new", "confirm", "confirmation", "repeat", "repeated") ? .newPassword : .password
            }
            return .plain
        }
        if says("email", "mail", "e-mail") { return .email }
        if says("username", "login", "handle") || (says("user") && says("name")) { return .username }
        if says("otp") || (says("code") && says("verification", "confirmation", "one", "sms")) { return .oneTimeCode }
        if says("url", "website", "homepage", "link") { return .url }
        if says("phone", "mobile", "telephone", "tel") { return .phone }
        return .plain
    }
}

extension ScreenAction {
    /// The piece of state or derived value a button of this action follows: its `when:` where that names one, so
    /// that the view disables the button while it is false (MVP's and VIPER's view states carry it). A `when:`
    /// written as a longer expression leaves the button enabled, and a tap does nothing; name the expression as a
    /// derived value to have the button follow it.
    public func enabledFlag(in module: ModuleIR) -> Name? {
        switch action.condition?.reference {
        case .derived(let name)?: return name
        case .state(let name)?: return module.stateField(named: name.raw)?.isSecret == false ? name : nil
        default: return nil
        }
    }
}

extension Screen {
    /// The screen's inputs as a form: focus order, Return keys, submit.
    public var form: Form { Form(inputs: inputs, toolbar: toolbar) }
}
