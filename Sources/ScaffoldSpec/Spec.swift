import ScaffoldDiagnostics

/// A value read from the spec, with where it was written.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// The syntax of one module spec, as written: names and types are still text, nothing is resolved.
/// Order is the order of the file. `ScaffoldIR` validates and resolves it.
public struct Spec: Sendable, Hashable {
    public var file: String
    /// Where the top-level mapping starts: the location of errors about the spec as a whole.
    public var location: SourceLocation
    public var module: Located<String>?
    public var architecture: Located<String>?
    public var ui: Located<String>?
    /// What the screen is called on screen (a navigation title).
    public var title: Located<String>?
    public var summary: Located<String>?
    public var imports: [ImportSpec] = []
    public var entities: [EntitySpec] = []
    public var services: [ServiceSpec] = []
    public var state: [FieldSpec] = []
    /// `inputs: { email: text, query: { kind: text, onChange: search } }`: state the user edits on screen.
    public var inputs: [InputSpec] = []
    /// `name: "Type = expression"`: read-only values computed from state.
    public var derived: [FieldSpec] = []
    /// `events: { appear: load, refresh: refresh, reachEnd: loadMore }`: what the screen triggers by itself, by
    /// event name; nil when the spec has no `events:` (the screen then loads with an action named load or refresh).
    public var events: [String: Located<String>]?
    public var actions: [ActionSpec] = []
    public var routes: [RouteSpec] = []
    public var dependencies: [Located<String>] = []
    /// `rows: { Status: { title: text, subtitle: author.handle } }`: what a row of each entity shows.
    public var rows: [RowSpec] = []

    public init(file: String, location: SourceLocation) {
        self.file = file
        self.location = location
    }
}

/// One entry of `rows:`: what a row of the entity shows, each a field of it or a path through fields
/// (`author.handle`).
public struct RowSpec: Sendable, Hashable {
    public var entity: Located<String>
    public var title: Located<String>?
    public var subtitle: Located<String>?
    public var trailing: Located<String>?
    public var image: Located<String>?
}

/// `imports: { Module: [TypeA, TypeB] }`: a module to import and the types the spec uses from it.
public struct ImportSpec: Sendable, Hashable {
    public var module: Located<String>
    public var types: [Located<String>]
}

/// A type as written: Swift type syntax in a scalar, or the YAML sugar `[T]` / `{K: V}`.
public indirect enum TypeSpec: Sendable, Hashable {
    case swift(Located<String>)
    case array(TypeSpec, at: SourceLocation)
    case dictionary(key: TypeSpec, value: TypeSpec, at: SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .swift(let text): text.location
        case .array(_, let location), .dictionary(_, _, let location): location
        }
    }
}

/// `name: Type` or `name: Type = default`.
public struct FieldSpec: Sendable, Hashable {
    public var name: Located<String>
    public var type: TypeSpec
    /// The Swift expression after `=`, verbatim.
    public var defaultValue: Located<String>?
    /// State only: `secret: true` (or `false`), never shown on screen.
    public var secret: Located<Bool>? = nil
    /// State only: `shown: false`, kept for the screen's logic and never shown (a paging cursor).
    public var shown: Located<Bool>? = nil
    /// State only: declared under `given:`, a value the screen is opened with (a product id): required, never changed.
    public var isGiven = false
}

public struct EntitySpec: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case fields([FieldSpec])
        case cases([Located<String>])
    }
    public var name: Located<String>
    public var kind: Kind
}

public struct OperationSpec: Sendable, Hashable {
    public var name: Located<String>
    public var params: [FieldSpec] = []
    public var returns: TypeSpec?
    public var isAsync: Located<Bool>?
    public var isThrowing: Located<Bool>?
}

public struct ServiceSpec: Sendable, Hashable {
    public var name: Located<String>
    public var operations: [OperationSpec]
}

/// One entry of `inputs:`: `email: text`, or `query: { kind: text, onChange: search, role: plain }`.
public struct InputSpec: Sendable, Hashable {
    /// The piece of state the control edits.
    public var state: Located<String>
    /// `text`, `search`, `secure`, `toggle`, `number`, `date` or `picker`; nil when the long form leaves it out.
    public var kind: Located<String>?
    /// An action without params, run after each edit.
    public var onChange: Located<String>?
    /// What a text field holds (`email`, `password`, …, or `plain`): its keyboard, AutoFill and autocorrection. Nil:
    /// inferred from the state's name.
    public var role: Located<String>?
    /// How long `onChange` waits after the last edit (`300ms`, `1s`, `0ms` for not at all). Nil: the default, a pause of
    /// 300 ms where a text field's `onChange` makes a call.
    public var debounce: Located<String>?
    /// `invalid:`: the messages shown under the field, each while its condition holds (the first that does).
    public var invalid: [ValidationSpec] = []
}

/// One entry of an input's `invalid:`: `{ when: "password.count < 8", message: "Use at least 8 characters." }`.
public struct ValidationSpec: Sendable, Hashable {
    /// A Bool expression of state and derived values: while it holds, the field shows `message`.
    public var when: Located<String>?
    public var message: Located<String>?
    /// The entry itself, for errors about it as a whole.
    public var location: SourceLocation
}

/// `name: value` pairs such as `with:` and `set:` bindings.
public struct BindingSpec: Sendable, Hashable {
    public var name: Located<String>
    public var value: Located<String>
}

/// `assign:`, `append:`, `prepend:` or `replace:`: the whole result into one piece of state, or fields of the result into
/// state.
public enum ResultBindingSpec: Sendable, Hashable {
    /// `assign: articles`.
    case whole(Located<String>)
    /// `assign: { statuses: items, nextCursor: next }`: state name → field of the result.
    case fields([BindingSpec])
}

public struct ActionSpec: Sendable, Hashable {
    public var name: Located<String>
    public var params: [FieldSpec] = []
    /// `when: hasMore`: a Bool expression; the action does nothing unless it holds.
    public var when: Located<String>?
    /// `confirm: "Delete your account?"`: the question the user answers before anything else runs.
    public var confirm: Located<String>?
    /// `Service.operation`.
    public var call: Located<String>?
    public var with: [BindingSpec] = []
    /// Where the call's result replaces state: `assign: articles`, or `assign: { statuses: items }`.
    public var assign: ResultBindingSpec?
    /// Where the call's result is added after state's elements: `append: statuses`, or `append: { statuses: items }`.
    public var append: ResultBindingSpec?
    /// Where the call's result is inserted before state's elements: `prepend: messages`, or `prepend: { messages: items }`.
    public var prepend: ResultBindingSpec?
    /// Where the call's result, one element, replaces the element with its id: `replace: statuses`.
    public var replace: ResultBindingSpec?
    /// Lists the call's success removes an element from, each with the parameter that is the element or its id:
    /// `remove: { items: item }`.
    public var remove: [BindingSpec] = []
    public var set: [BindingSpec] = []
    public var then: Located<String>?
    public var navigate: Located<String>?
    /// Where a view offers it: `toolbar`, `menu`, `rowTap`, `swipe`, `contextMenu`, or `none` (internal).
    public var placement: Located<String>?
    /// `optimistic: true`: every `set:` shows at once, before the call, and is restored if the call fails.
    public var optimistic: Located<Bool>?
}

public struct RouteSpec: Sendable, Hashable {
    public var name: Located<String>
    public var params: [FieldSpec] = []
    public var destination: Located<String>?
    /// `present:` as written: `push`, `sheet`, `cover` or `root`.
    public var presentation: Located<String>?
}
