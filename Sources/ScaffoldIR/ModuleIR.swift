/// The architecture-neutral model of one feature module: validated, names checked, types resolved.
/// Emitters read only this; they never see YAML. Arrays keep the order of the spec.
public struct ModuleIR: Sendable, Hashable, Codable {
    public var name: String
    /// The Swift module the generated code compiles into: `name`, or the app's module when modules are
    /// folders of an app target. Tests qualify entity names with it and `@testable import` it.
    public var swiftModule: String
    public var architecture: String
    public var ui: UIKind
    /// The screen's title (`title:`), if the spec gives one.
    public var title: String?
    public var summary: String?
    /// The spec this module was lowered from, as given on the command line.
    public var specPath: String
    public var imports: [Import]
    public var entities: [Entity]
    public var services: [Service]
    public var state: [StateField]
    /// `inputs:`, in spec order: state the user edits on screen.
    public var inputs: [Input] = []
    /// `derived:`, in spec order: each may read state and other derived values (never in a cycle).
    public var derived: [DerivedValue] = []
    public var actions: [Action]
    /// `events:`, if the spec says what the screen triggers by itself; nil leaves it to the action names.
    public var events: ScreenEvents? = nil
    public var routes: [Route]
    public var dependencies: [String]
    /// `rows:`: what a row of an entity shows, where the spec says; the screen model decides the rest.
    public var rows: [RowLayout] = []

    /// `NewsListStrings`: the internal enum every architecture's code reads the module's user-facing texts through,
    /// named for the module because several modules can share an app target (docs/ui.md#localization).
    public var stringsType: String { "\(name)Strings" }

    public func entity(named name: String) -> Entity? { entities.first { $0.name == name } }
    public func service(named name: String) -> Service? { services.first { $0.name == name } }
    public func action(named name: String) -> Action? { actions.first { $0.name.raw == name } }
    public func route(named name: String) -> Route? { routes.first { $0.name.raw == name } }
    public func stateField(named name: String) -> StateField? { state.first { $0.name.raw == name } }
    public func derivedValue(named name: String) -> DerivedValue? { derived.first { $0.name.raw == name } }
    public func input(editing state: Name) -> Input? { inputs.first { $0.state == state } }

    /// Some `confirm:` action is async: answering its question (`confirm()`) is async too.
    public var confirmsAsync: Bool { actions.contains { $0.confirmation != nil && $0.isAsync } }
}

public enum UIKind: String, Sendable, Hashable, Codable, CaseIterable {
    case swiftui, uikit, none
}

public struct Import: Sendable, Hashable, Codable {
    public var module: String
    public var types: [String]
    /// Type name → a Swift expression making a sample value for tests (`fixtures:` of scaffold.yml).
    public var fixtures: [String: String]
}

/// A Swift identifier as written in the spec, and as it must be spelled in code.
public struct Name: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The name as written, e.g. `default`.
    public var raw: String
    /// The name as Swift code spells it: keywords are escaped, e.g. `` `default` ``.
    public var swift: String

    public init(_ raw: String) {
        self.raw = raw
        self.swift = SwiftNames.keywords.contains(raw) ? "`\(raw)`" : raw
    }

    /// The name as an argument label at a call site, where keywords need no escaping
    /// (`f(default: x)`), except the three Swift never accepts bare.
    public var label: String { ["inout", "var", "let"].contains(raw) ? swift : raw }

    public var description: String { raw }
}

public struct Entity: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable, Codable {
        case structure(fields: [Field])
        case enumeration(cases: [Name])
    }
    public var name: String
    public var kind: Kind

    /// Entities with an `id` field are `Identifiable`.
    public var isIdentifiable: Bool {
        if case .structure(let fields) = kind { return fields.contains { $0.name.raw == "id" } }
        return false
    }
}

/// What a row of an identifiable entity shows (`rows:`), each a path of fields from the row's element
/// (`author.handle`: `[author, handle]`); nil where the spec leaves it to the screen model.
public struct RowLayout: Sendable, Hashable, Codable {
    public var entity: String
    public var title: [Name]?
    public var subtitle: [Name]?
    public var trailing: [Name]?
    /// Ends in a `URL` or `URL?`.
    public var image: [Name]?

    public init(entity: String, title: [Name]? = nil, subtitle: [Name]? = nil, trailing: [Name]? = nil, image: [Name]? = nil) {
        self.entity = entity
        self.title = title
        self.subtitle = subtitle
        self.trailing = trailing
        self.image = image
    }
}

/// A stored property or a parameter: `name: Type = default`.
public struct Field: Sendable, Hashable, Codable {
    public var name: Name
    public var type: TypeRef
    /// A Swift expression from the spec (`= value`), verbatim.
    public var defaultValue: String?

    public init(name: Name, type: TypeRef, defaultValue: String? = nil) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

public struct Service: Sendable, Hashable, Codable {
    public var name: String
    public var operations: [Operation]
}

public struct Operation: Sendable, Hashable, Codable {
    public var name: Name
    public var params: [Field]
    /// `nil` for Void.
    public var returns: TypeRef?
    public var isAsync: Bool
    public var isThrowing: Bool
}

/// A piece of screen state. `initialValue` is nil when the view model's `init` must be given one.
public struct StateField: Sendable, Hashable, Codable {
    public var name: Name
    public var type: TypeRef
    public var initialValue: String?
    /// Never shown on screen: `secret: true`, or by default a name that says it is a credential.
    public var isSecret: Bool = false
    /// Shown on screen, unless secret: `shown: false` keeps it for the screen's logic only, as by default a name that
    /// says it is paging plumbing (`nextCursor`, `offset`).
    public var isShown: Bool = true
    /// `given:`: a value the screen is opened with (a product id), which the initializer, builder or store requires and
    /// nothing on the screen changes.
    public var isGiven: Bool = false

    /// `nextCursor`, `pageOffset`, `currentPage`: names of what a screen keeps to load the next page, which the user
    /// has no use for, unless the spec says `shown: true`.
    public static func soundsInternal(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["cursor", "offset", "page"].contains { lowered.hasSuffix($0) }
    }

    /// `password`, `sessionToken`, `clientSecret`: names a screen must not display unless the spec says
    /// `secret: false`.
    public static func soundsSecret(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["password", "token", "secret"].contains { lowered.contains($0) }
    }
}

/// `inputs: { query: { kind: text, onChange: search } }`: a piece of state the user edits with a control, bound two-way.
public struct Input: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A text field, for `String`.
        case text
        /// A secure text field, for `String`: what is typed is never shown.
        case secure
        /// A switch, for `Bool`.
        case toggle
        /// A text field for numbers, for `Int` or `Double`.
        case number
        /// A date picker, for `Date`.
        case date
        /// One of the cases of an enum entity.
        case picker
    }

    /// What a text field holds (`role:`): the keyboard, AutoFill's content type and autocorrection follow from it.
    public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
        case email
        case username
        case password
        /// A password being chosen: AutoFill offers a strong one.
        case newPassword
        /// A code sent by message or mail: AutoFill offers it from there.
        case oneTimeCode
        case url
        case phone
        /// Free text: the keyboard's defaults, autocorrection on. Written to turn off what the name suggests.
        case plain

        /// The roles a control of `kind` can take: only text fields have one, and a password only a secure one.
        public static func fitting(_ kind: Kind) -> [Role] {
            switch kind {
            case .text: [.email, .username, .oneTimeCode, .url, .phone, .plain]
            case .secure: [.password, .newPassword, .oneTimeCode, .plain]
            case .toggle, .number, .date, .picker: []
            }
        }
    }

    /// The state the control edits.
    public var state: Name
    public var kind: Kind
    /// A parameterless action run after each edit (`onChange:`), once the state holds the new value.
    public var onChange: Name?
    /// `role:` as written; nil where the spec leaves it to the state's name (`ScreenInput.role`).
    public var role: Role?
    /// `kind: search`: a `text` input shown as the screen's search field (`.searchable`, `UISearchController`) rather
    /// than as a row; a screen has at most one.
    public var isSearchField: Bool
    /// How long `onChange` waits after the last edit, in milliseconds: each edit restarts the wait, so typing runs it
    /// once. Nil: at once. `debounce:`, by default 300 where a text field's `onChange` makes a call.
    public var debounceMilliseconds: Int?
    /// `invalid:`: what the field says while its value will not do, each rule in spec order. The owner publishes the
    /// first that holds as `<state>Message` (`message`), a derived value lowering adds.
    public var validations: [Validation] = []

    /// A message shown under the field while `condition` holds.
    public struct Validation: Sendable, Hashable, Codable {
        public var condition: Expression
        /// The English as the spec writes it; the catalog's text `validation.<textName>`.
        public var message: String
        /// `password` for the first rule of `password`, `password2` for the second, …: the catalog key's last part and
        /// the member of `<Module>Strings.Validation`.
        public var textName: String

        public init(condition: Expression, message: String, textName: String) {
            self.condition = condition
            self.message = message
            self.textName = textName
        }

        public static func textName(of state: Name, index: Int) -> String { index == 0 ? state.raw : state.raw + "\(index + 1)" }

        /// The member of the module's strings type that says it (`Validation.password`, `ModuleIR.stringsType`).
        public var member: String { "Validation.\(Name(textName).swift)" }
    }

    public init(
        state: Name, kind: Kind, onChange: Name? = nil, role: Role? = nil, isSearchField: Bool = false, debounceMilliseconds: Int? = nil,
        validations: [Validation] = []
    ) {
        self.state = state
        self.kind = kind
        self.onChange = onChange
        self.role = role
        self.isSearchField = isSearchField
        self.debounceMilliseconds = debounceMilliseconds
        self.validations = validations
    }

    /// The pause `debounce:` leaves out: a text field whose `onChange` makes a call waits this long after the last edit.
    public static let defaultDebounceMilliseconds = 300

    /// The view's event for an edit (`didChangeQuery`), what a SwiftUI view binds to (`queryInput`), and the VIPER
    /// interactor's use case that stores it (`updateQuery`): generated members, which the spec's names must not take.
    public var event: String { Self.members(editing: state)[0] }
    public var binding: String { Self.members(editing: state)[1] }
    public var update: String { Self.members(editing: state)[2] }
    /// MVP's view state: the texts of a picker's options (`scopeOptions`).
    public var options: String { Self.members(editing: state)[3] }

    /// The task waiting out a debounced edit before `onChange` runs (`queryDebounce`).
    public var debounceTask: String { Self.members(editing: state)[4] }

    /// The derived value saying what is wrong with the value (`passwordMessage`), where `invalid:` gives rules.
    public var message: String { Self.members(editing: state)[5] }

    static func members(editing state: Name) -> [String] {
        let upper = SwiftNames.upperFirst(state.raw)
        return ["didChange" + upper, state.raw + "Input", "update" + upper, state.raw + "Options", state.raw + "Debounce", state.raw + "Message"]
    }
}

/// A name an expression reads: one of the action's parameters, a piece of state, a derived value, or what the
/// action's call returned.
public enum ValueSource: Sendable, Hashable, Codable {
    case param(Name)
    case state(Name)
    /// Read like state, from the type that holds it (a computed property beside the state).
    case derived(Name)
    /// `result`: what the action's call returned, read after it succeeded (by a route's arguments,
    /// docs/spec.md#results-passed-on); its fields are members of it (`result.id`).
    case result

    public var name: Name {
        switch self {
        case .param(let name), .state(let name), .derived(let name): name
        case .result: Name("result")
        }
    }
}

/// `derived: { canSubmit: "Bool = !email.isEmpty && password.count >= 8" }`: a read-only value computed from state
/// whenever it is read.
public struct DerivedValue: Sendable, Hashable, Codable {
    public var name: Name
    public var type: TypeRef
    public var expression: Expression

    public init(name: Name, type: TypeRef, expression: Expression) {
        self.name = name
        self.type = type
        self.expression = expression
    }
}

/// One argument of a call or a route: `parameter: value`. Bound by name, the value is the param or state of the
/// parameter's name; `with:` gives it as an expression, checked against the parameter's type.
public struct BoundArgument: Sendable, Hashable, Codable {
    public var parameter: Name
    public var value: Expression

    public init(parameter: Name, value: Expression) {
        self.parameter = parameter
        self.value = value
    }
}

public struct Call: Sendable, Hashable, Codable {
    public var service: String
    public var operation: Name
    public var arguments: [BoundArgument]
    /// What the call's success changes (`assign:`, `append:`, `prepend:`, `replace:`, then `remove:`), in that order; empty when
    /// it changes no state.
    public var stores: [ResultStore]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var returns: TypeRef?
}

/// One piece of state a call's success changes: `assign: articles` (the whole result replaces it),
/// `assign: { nextCursor: next }` (a field of the result replaces it), `append: { statuses: items }` (added after its
/// elements), or an edit of one element of a list (docs/spec.md#collection-edits).
public struct ResultStore: Sendable, Hashable, Codable {
    public var state: Name
    /// The field of the result stored, or nil for the whole result (and for a removal, which reads a parameter).
    public var field: Name?
    public var edit: Edit

    /// How the value goes into the state.
    public enum Edit: Sendable, Hashable, Codable {
        /// `assign:`: it replaces the state.
        case assign
        /// `append:`: added after the list's elements: a list of them (a page), or `one` element.
        case append(one: Bool)
        /// `prepend:`: inserted before the list's elements: a list of them, or `one` element.
        case prepend(one: Bool)
        /// `replace:`: the one element takes the place of the list's element with its id, where that is; a list without
        /// it is left as it is.
        case replace
        /// `remove:`: the list's elements with the id of the action's parameter `param` go (the element itself, or its id
        /// where `isID`). The call's result is not read.
        case remove(param: Name, isID: Bool)
    }

    public init(state: Name, field: Name? = nil, edit: Edit = .assign) {
        self.state = state
        self.field = field
        self.edit = edit
    }

    public init(state: Name, field: Name? = nil, appends: Bool) {
        self.init(state: state, field: field, edit: appends ? .append(one: false) : .assign)
    }

    /// `append:` of a list of elements: the next page of a list.
    public var appends: Bool { edit == .append(one: false) }
    /// `append:` or `prepend:` of a list of elements: a page of a list, after the elements shown or before them (older
    /// messages). Either is part of the list's line of requests (`RequestLine.list`).
    public var addsPage: Bool { edit == .append(one: false) || edit == .prepend(one: false) }
    /// `assign:`: the value replaces the state, whatever it held.
    public var assigns: Bool { edit == .assign }
    /// An edit of the list's elements that keeps the others in order (`prepend:`, `replace:`, `remove:`, `append:` of
    /// one), whose tests prove order and identity (`CollectionEditCase`).
    public var editsElements: Bool { !assigns && !appends }
    /// Whether it stores the call's result (or a field of it); a removal reads a parameter only.
    public var readsResult: Bool {
        if case .remove = edit { return false }
        return true
    }
}

extension Call {
    /// The state the result changes, in store order.
    public var storedStates: [Name] { stores.map(\.state) }

    /// The whole result replaces one piece of state, and nothing else is stored (`assign: articles`).
    public var assignsWholeResult: Name? {
        guard stores.count == 1, stores[0].field == nil, stores[0].assigns else { return nil }
        return stores[0].state
    }
}

/// `set: { state: value }`: the value is an expression, checked against the state's type.
public struct Assignment: Sendable, Hashable, Codable {
    public var state: Name
    public var value: Expression
}

public struct Navigation: Sendable, Hashable, Codable {
    public var route: Name
    public var arguments: [BoundArgument]

    /// An argument reads what the action's call returned (`ValueSource.result`): the owner keeps the result until it
    /// navigates.
    public var readsResult: Bool { arguments.contains { $0.value.references.contains(.result) } }
}

/// What the user can do. Effects run in this order: `set`, `call` (+ `assign`, `append`), `navigate`, `then`;
/// a failed call records the error and stops there. With a `condition`, none runs unless it holds; with a
/// `confirmation`, none runs until the user confirms.
public struct Action: Sendable, Hashable, Codable {
    public var name: Name
    public var params: [Field]
    /// `when:`: a Bool expression over params, state and derived values, read before any effect; false does nothing.
    public var condition: Expression? = nil
    /// `confirm:`: the question the user is asked once the condition holds; the effects run only if they confirm.
    public var confirmation: String? = nil
    public var assignments: [Assignment]
    public var call: Call?
    public var navigate: Navigation?
    public var then: Name?
    /// The arguments `then:` passes its action, by name: this action's param, then what its call returned (the result
    /// of the parameter's type, or its field of the parameter's name), then state.
    public var thenArguments: [BoundArgument] = []
    /// Calls an async operation, or runs an async action afterwards.
    public var isAsync: Bool
    /// `placement:` as written; nil where the screen model decides (`Screen.toolbar`, `Screen.rowEvents`).
    public var placement: Placement? = nil
    /// `optimistic: true`: every `set:` commits at once, the call reading the new values, and a failure of the call
    /// (not a cancellation) restores what each held before, unless something else changed it meanwhile
    /// (docs/spec.md#optimistic-updates).
    public var isOptimistic = false

    /// What runs after the call (the route's arguments, `then:`'s) reads what it returned: the owner keeps it.
    public var readsResultAfterCall: Bool {
        (navigate?.readsResult ?? false) || thenArguments.contains { $0.value.references.contains(.result) }
    }

    /// Where a view offers an action.
    public enum Placement: String, Sendable, Hashable, Codable, CaseIterable {
        /// The toolbar's one primary button.
        case toolbar
        /// The toolbar's More menu.
        case menu
        /// Tapping a row (an action on the row's element).
        case rowTap
        /// A row's swipe actions (and its accessibility actions).
        case swipe
        /// A row's context menu (and its accessibility actions).
        case contextMenu
        /// Nowhere: run only by events, `onChange:` or another action's `then:`.
        case hidden = "none"

        /// Whether it is offered from a row, on the row's element.
        public var isOnRow: Bool { [.rowTap, .swipe, .contextMenu].contains(self) }
    }

    /// No behaviour in the spec: emitted as a stub with a TODO.
    public var isStub: Bool { assignments.isEmpty && call == nil && navigate == nil && then == nil }
}

/// What the screen triggers by itself (`events:`), each a parameterless action.
public struct ScreenEvents: Sendable, Hashable, Codable {
    /// The first appearance.
    public var appear: Name?
    /// Pull to refresh.
    public var refresh: Name?
    /// The last row of the screen's first list appeared.
    public var reachEnd: Name?

    public init(appear: Name? = nil, refresh: Name? = nil, reachEnd: Name? = nil) {
        self.appear = appear
        self.refresh = refresh
        self.reachEnd = reachEnd
    }
}

public struct Route: Sendable, Hashable, Codable {
    public var name: Name
    public var params: [Field]
    /// The destination module, one of the module's dependencies.
    public var destination: String?
    /// How the destination appears (`present:`; default `push`).
    public var presentation: Presentation = .push

    /// How a screen shows a route's destination.
    public enum Presentation: String, Sendable, Hashable, Codable, CaseIterable {
        /// Pushed on the navigation stack; Back returns.
        case push
        /// A sheet over the screen, swiped down to dismiss.
        case sheet
        /// A full-screen cover, dismissed by the destination.
        case cover
        /// Handed to the app, which replaces its root (signed in, signed out): never pushed, so Back cannot lead
        /// back into a screen whose session ended.
        case root
        /// Handed back to whoever opened the screen, with what the user chose (a filter sheet's Apply, a picker's
        /// choice): the module's output. The opener takes the value and closes the screen; a route back has no `to:`.
        case back

        /// Handed to `onRoute` (the app's, or the opener's), never shown by the screen itself.
        public var isHandedOver: Bool { self == .root || self == .back }
    }
}
