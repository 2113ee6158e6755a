import ScaffoldIR
import ScaffoldScreen

// Template keys as data, never a Swift statement: see the note at the top of ScreenContexts.swift.

/// An input (`inputs:`) as its owner declares it and a view lays it out (docs/template-context.md#inputs): exactly one
/// of the kind flags is set.
struct InputContext: Codable {
    struct Debounce: Codable {
        var milliseconds: Int
        var task: String
    }

    /// `query`, as the owner's members spell it, and as written.
    var state: String
    var rawState: String
    /// The edit event the owner declares (`didChangeQuery`) and the value's type it takes there.
    var event: String
    var type: String
    /// Where the event stores its `value`, the owner's state (`self.query`, `state.query`); MVP's picker sends the
    /// option's raw value, stored as the case of `storeRawValue` (`Scope`) it is. VIPER's presenter
    /// passes the value on instead, to `storeCall` (`interactor.updateQuery`).
    var storeTarget: String?
    var storeRawValue: String?
    var storeCall: String?
    /// The action run after each edit, and whether it is async (the event then returns its task).
    var onChange: ThenStep?
    var isAsync: Bool
    /// The requests in flight an edit cancels before `onChange` runs (`ScreenInput.cancelledLines`).
    var cancels: CancelledRequests?
    /// A pause in typing `onChange` waits for (`Input.debounceMilliseconds`): how long, and the owner's property
    /// holding the wait in progress (`queryDebounce`), which the next edit cancels.
    var debounce: Debounce?
    /// The property a SwiftUI control binds to (`queryInput`): its type, what it reads (`query`,
    /// `viewState?.query ?? ""`) and the event it sends each change to (`presenter.didChangeQuery`). With
    /// `keepsCopy`, it holds what was typed itself (a secret the view state never holds), sent on each change.
    var binding: String
    var bindingType: String
    var read: String
    var send: String
    var keepsCopy: Bool
    /// VIPER: the interactor's use case storing an edit (`updateQuery`), and the value it stores in its state:
    /// `value`, or `value` as the entity's type.
    var update: String
    var updateValue: String
    /// `Query`: the control's label, and the member of `<Module>Strings` that says it (`Field.query`).
    var title: String
    var localized: String
    var isText: Bool
    var isSecure: Bool
    var isToggle: Bool
    var isNumber: Bool
    var isDate: Bool
    var isPicker: Bool
    /// `kind: search`: the screen's search field (`.searchable`, `UISearchController`), which edits like a text field
    /// but is no row (`isText` is off for it); `isRow` for every other input.
    var isSearchField: Bool
    var isRow: Bool
    /// A picker's options, an expression listing every value it offers (`Scope.allCases`), and the text of `option`,
    /// one of them.
    var options: String
    var optionTitle: String
    /// What the control holds for `option` (its tag, what an edit sends): `option` itself, or MVP's `option.id`.
    var optionValue = "option"
    /// The options as a UIKit view controller lists them where it renders (`renderOptions`) and in a control's action
    /// (`actionOptions`, through `self`).
    var renderOptions: String
    var actionOptions: String
    /// How a view reads the value (`viewModel.query`), what SwiftUI binds (`$viewModel.queryInput`), and the event a
    /// UIKit control sends, through the view controller (`viewModel.didChangeQuery`).
    var source: String
    var bindingPath: String
    var eventPath: String
    /// Its row in the UIKit table's section of inputs, from 0.
    var index: Int
    /// What a text field holds (`ScreenInput.role`), in the names SwiftUI and UIKit share: AutoFill's content type
    /// (`emailAddress`, a `UITextContentType`), the keyboard (`emailAddress`, a `UIKeyboardType`), and whether the
    /// field capitalizes and corrects what is typed; `hasTraits` where any differs from a plain field's.
    var textContentType: String?
    var keyboard: String?
    var capitalizes: Bool
    var corrects: Bool
    var hasTraits: Bool
    /// A field typed into (`Form.focusOrder`): its case of the SwiftUI view's `FocusedInput` (`email`), its Return
    /// key (`next`, `go`: a `SubmitLabel` and a `UIReturnKeyType`), the field Return moves to (its case, and its
    /// UIKit control `passwordInputControl`), and whether Return submits the form (`view.form.submit`).
    var focus: String?
    var returnKey: String?
    var nextFocus: String?
    var nextControl: String?
    var submitsForm: Bool
    /// What the field says while its value will not do (`invalid:`, the owner's `<state>Message`); nil without rules.
    var message: Message?

    /// How a SwiftUI view reads the message (`viewModel.passwordMessage`, `adapter.viewState?.passwordMessage`), how a
    /// UIKit render reads it (beside `source`: `viewState.passwordMessage`), and the UIKit label under the row that
    /// shows it (`passwordMessageLabel`).
    struct Message: Codable {
        /// The owner's member (`passwordMessage`).
        var member: String
        var read: String
        var source: String
        var label: String
    }

    /// The keys every architecture spells alike; each sets the rest. `form`: the screen's, which orders the fields.
    init(_ input: ScreenInput, index: Int, form: Form, onChangeReceiver: String = "") {
        state = input.field.name.swift
        rawState = input.field.name.raw
        event = input.input.event
        type = input.field.type.swift
        storeTarget = nil
        storeRawValue = nil
        storeCall = nil
        onChange = input.onChange.map { ThenStep(isAsync: $0.isAsync, callee: onChangeReceiver + $0.name.swift, arguments: "") }
        isAsync = input.isAsync
        cancels = CancelledRequests(lines: input.cancelledLines)
        debounce = input.debounceMilliseconds.map { Debounce(milliseconds: $0, task: input.input.debounceTask) }
        binding = input.input.binding
        bindingType = type
        read = ""
        send = ""
        keepsCopy = false
        update = input.input.update
        updateValue = "value"
        title = input.title
        localized = StringsContext.member(Screen.text(field: input.field, role: .input))
        let kind = input.input.kind
        (isSearchField, isRow) = (input.input.isSearchField, !input.input.isSearchField)
        (isText, isSecure, isToggle, isNumber, isDate, isPicker) = (
            kind == .text && isRow, kind == .secure, kind == .toggle, kind == .number, kind == .date, kind == .picker
        )
        options = ""
        optionTitle = ""
        renderOptions = ""
        actionOptions = ""
        source = ""
        bindingPath = ""
        eventPath = ""
        self.index = index
        var traits = input.role.map(TextTraits.init) ?? TextTraits(.plain)
        // Password AutoFill fills an account's user name and its password together: an e-mail address beside a password
        // is the user name.
        if input.role == .email, form.focusOrder.contains(where: { $0.role == .password || $0.role == .newPassword }) {
            traits.contentType = "username"
        }
        (textContentType, keyboard, capitalizes, corrects) = (traits.contentType, traits.keyboard, traits.capitalizes, traits.corrects)
        hasTraits = textContentType != nil || keyboard != nil || !capitalizes || !corrects
        if input.isTyped {
            let next = form.next(after: input)
            focus = input.field.name.swift
            returnKey = form.returnKey(of: input).rawValue
            nextFocus = next?.field.name.swift
            nextControl = next.map { $0.input.binding + "Control" }
            submitsForm = next == nil && form.submit != nil
        } else {
            (focus, returnKey, nextFocus, nextControl, submitsForm) = (nil, nil, nil, nil, false)
        }
        message = input.input.validations.isEmpty ? nil : Message(member: input.input.message, read: "", source: "", label: input.input.message + "Label")
    }

    /// Sets where the message is read: `owner` is how a SwiftUI view reaches the member (`viewModel.`,
    /// `adapter.viewState?.`), `rendered` how a UIKit render does (`viewState.`).
    mutating func readsMessage(through owner: String, rendered: String) {
        guard let member = message?.member else { return }
        message?.read = owner + member
        message?.source = rendered + member
    }

    /// A role's keyboard, AutoFill content type and corrections, in the member names SwiftUI and UIKit share.
    struct TextTraits {
        var contentType: String?
        var keyboard: String?
        var capitalizes = false
        var corrects = false

        init(_ role: Input.Role) {
            switch role {
            case .email: (contentType, keyboard) = ("emailAddress", "emailAddress")
            case .username: contentType = "username"
            case .password: contentType = "password"
            case .newPassword: contentType = "newPassword"
            // The number and phone pads have no Return key, which moves through the form: keyboards that have one.
            case .oneTimeCode: contentType = "oneTimeCode"
            case .url: (contentType, keyboard) = ("URL", "URL")
            case .phone: (contentType, keyboard) = ("telephoneNumber", "numbersAndPunctuation")
            case .plain: (capitalizes, corrects) = (true, true)
            }
        }
    }

    /// An empty value of the type a binding reads, for a view state not there yet.
    static func placeholder(of kind: Input.Kind) -> String {
        switch kind {
        case .text, .secure, .picker: "\"\""
        case .toggle: "false"
        case .number: "0"
        case .date: ".distantPast"
        }
    }
}
