import ScaffoldIR

/// How a screen puts things into words: titles from names, descriptions of actions, values as text.
public enum Display {
    /// `toggleBookmark` → `Toggle Bookmark`, `avatarURL` → `Avatar URL`: acronyms stay whole.
    public static func title(_ name: String) -> String {
        let characters = Array(name)
        var words = ""
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { words.append(" ") }
            }
            // Upper-casing may give several characters (`ß` → `SS`): append them all.
            if index == 0 { words += character.uppercased() } else { words.append(character) }
        }
        return words
    }

    /// `calls NewsService.fetchArticles into articles, then runs select`, for doc comments and test titles. A `set:`
    /// the call carries (`RequestedState`) is named with the call: `calls NoteService.fetch with the new page (kept
    /// when it succeeds) into notes`.
    public static func describe(_ action: Action, in module: ModuleIR) -> String {
        let requested = RequestedState.states(of: action, in: module)
        let atOnce = action.assignments.filter { !requested.contains($0.state) }
        var effects: [String] = []
        if !atOnce.isEmpty { effects.append("sets " + atOnce.map(\.state.raw).joined(separator: ", ")) }
        if let call = action.call {
            // What the result replaces anyway needs no word on when it is kept.
            let kept = requested.contains { !call.storedStates.contains($0) }
            let sent = requested.isEmpty ? "" : " with the new " + requested.map(\.raw).joined(separator: ", ") + (kept ? " (kept when it succeeds)" : "")
            effects.append(describe(call, sending: sent))
        }
        if let navigation = action.navigate { effects.append("navigates to \(navigation.route.raw)") }
        if let then = action.then { effects.append("then runs \(then.raw)") }
        return effects.isEmpty ? "no behaviour yet" : effects.joined(separator: ", ")
    }

    /// `calls TimelineService.fetchPage into nextCursor, appending to statuses`; `sent` follows the callee.
    public static func describe(_ call: Call, sending sent: String = "") -> String {
        let assigned = call.stores.filter(\.assigns).map(\.state.raw)
        let edits = call.stores.filter { !$0.assigns }.map { store -> String in
            switch store.edit {
            case .assign, .append: "appending to \(store.state.raw)"
            case .prepend: "inserting before \(store.state.raw)"
            case .replace: "replacing its element of \(store.state.raw)"
            case .remove(let param, _): "removing \(param.raw) from \(store.state.raw)"
            }
        }
        var text = "calls \(call.service).\(call.operation.raw)" + sent
        if !assigned.isEmpty { text += " into " + assigned.joined(separator: ", ") }
        if !edits.isEmpty { text += (assigned.isEmpty ? " " : ", ") + edits.joined(separator: ", ") }
        return text
    }

    /// Whether a spec's initial value is a literal a test can compare with: `.tech`, `0`, `"x"`, `[]`, `nil`, ….
    public static func isLiteral(_ expression: String) -> Bool {
        expression.wholeMatch(of: /\.[A-Za-z_]\w*|\.`[A-Za-z_]\w*`|-?\d[\d_.]*|"[^"\\]*"|true|false|nil|\[\]|\[:\]/) != nil
    }

    /// What a screen shows for a missing value.
    public static let placeholder = "–"

    /// An expression giving the text a screen shows for `value` of `type`, formatted for its type: strings
    /// as they are, numbers and dates formatted for the user's locale, `Bool` as Yes/No, enums by raw value,
    /// entities by their title field (`titleField(of:)`), collections as their elements joined, a missing
    /// value as `placeholder`. Only types from other modules, which scaffold cannot see into, are shown as
    /// Swift describes them. Every architecture and UI kind shows a value the same way.
    public static func text(_ value: String, of type: TypeRef, in module: ModuleIR) -> String {
        TextFormatter(module: module).text(value, of: type, depth: 0)
    }

    /// The enums whose display names (`localizedName`) `text` shows for a value of `type`, by name.
    public static func enums(shownIn type: TypeRef, in module: ModuleIR) -> Set<String> {
        let formatter = TextFormatter(module: module)
        _ = formatter.text("value", of: type, depth: 0)
        return formatter.enums.names
    }

    /// How a piece of state appears on screen: a check mark for `Bool`, a link for `URL`, text otherwise.
    public static func shown(_ value: String, of type: TypeRef, in module: ModuleIR) -> ShownValue {
        switch type {
        case .named("Bool", _, .standard): .flag(value)
        case .named("URL", _, .standard): .link(value)
        case .optional(.named("URL", _, .standard)): .optionalLink(value)
        default: .text(text(value, of: type, in: module))
        }
    }

    /// The field a row or a value of an entity is titled by, never an identifier (VoiceOver would read it out) nor a
    /// credential: a field named like a title (`title`, `name`, `displayName`, …, in that order), else its first
    /// `String` field, else its first field; an entity with nothing else is titled by its id.
    public static func titleField(of fields: [Field]) -> Field? {
        let shown = fields.filter { !StateField.soundsSecret($0.name.raw) }
        let content = shown.filter { !isIdentifier($0.name.raw) }
        func isString(_ field: Field) -> Bool { field.type == .named("String", arguments: [], origin: .standard) }
        for name in titleNames { if let field = content.first(where: { $0.name.raw == name && isString($0) }) { return field } }
        return content.first(where: isString) ?? content.first ?? shown.first
    }

    /// Field names that title what holds them, most telling first.
    static let titleNames = ["title", "name", "displayName", "fullName", "headline", "subject", "label", "text", "handle", "username"]

    /// `id`, `uuid` and names ending in `ID`/`Id` (`authorID`): identifiers, not content.
    static func isIdentifier(_ name: String) -> Bool {
        name == "id" || name.lowercased() == "uuid" || name.hasSuffix("ID") || name.hasSuffix("Id")
    }
}

/// How a value appears on screen.
public enum ShownValue: Sendable, Equatable {
    /// A `String` expression.
    case text(String)
    /// A `Bool` expression, shown as a check mark.
    case flag(String)
    /// A `URL` expression, shown as a link.
    case link(String)
    /// A `URL?` expression: a link, or `Display.placeholder`.
    case optionalLink(String)
}

/// Writes the expressions of `Display.text`, noting the enums they show by name.
private struct TextFormatter {
    let module: ModuleIR
    let enums = Names()

    final class Names {
        var names: Set<String> = []
    }

    /// Entities nest; past this depth a value is summarised rather than spelled out.
    static let maximumDepth = 3

    func text(_ value: String, of type: TypeRef, depth: Int) -> String {
        switch type {
        case .optional(let wrapped):
            let inner = text("$0", of: wrapped, depth: depth + 1)
            if inner == "$0" { return "\(value) ?? \"\(Display.placeholder)\"" }
            if inner.hasPrefix("$0."), !inner.dropFirst(3).contains(where: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") }) {
                return "\(value)?\(inner.dropFirst(2)) ?? \"\(Display.placeholder)\""
            }
            return "\(value).map { \(inner) } ?? \"\(Display.placeholder)\""
        case .array(let element):
            return joined(value, element: element, sorted: false, depth: depth)
        case .dictionary(let key, let element):
            guard depth < Self.maximumDepth else { return count(value) }
            let keyText = text("$0.key", of: key, depth: depth + 1)
            let valueText = text("$0.value", of: element, depth: depth + 1)
            return "(\(value).isEmpty ? \"\(Display.placeholder)\" : \(value).map { \"\\(\(keyText)): \\(\(valueText))\" }.sorted().joined(separator: \", \"))"
        case .named("Set", let arguments, .standard) where arguments.count == 1:
            return joined(value, element: arguments[0], sorted: true, depth: depth)
        case .named(let name, _, .standard):
            switch name {
            case "String": return value
            case "Bool": return "(\(value) ? \(module.name)Strings.yes : \(module.name)Strings.no)"
            case "Character": return "String(\(value))"
            case "Date": return "\(value).formatted(date: .abbreviated, time: .shortened)"
            case "URL": return "\(value).absoluteString"
            case "UUID": return "\(value).uuidString"
            case "Locale", "TimeZone": return "\(value).identifier"
            // The size in the user's locale and units ("2 kB"), not an English count of bytes.
            case "Data": return "Int64(\(value).count).formatted(.byteCount(style: .file))"
            case "DateComponents": return "String(describing: \(value))"
            default: return "\(value).formatted()"
            }
        case .named(let name, _, .entity):
            switch module.entity(named: name)?.kind {
            // The display name from the module's String Catalog (`ScreenText.Kind.option`).
            case .enumeration:
                enums.names.insert(name)
                return "\(value).localizedName"
            case .structure(let fields):
                guard depth < Self.maximumDepth, let field = Display.titleField(of: fields) else { return "\"\(Display.title(name))\"" }
                return text("\(value).\(field.name.swift)", of: field.type, depth: depth + 1)
            case nil: return "String(describing: \(value))"
            }
        case .named:
            // A type from another module: scaffold cannot see its members.
            return "String(describing: \(value))"
        }
    }

    /// Elements as text, joined with commas (sorted for a set, whose order is not stable); empty as the placeholder.
    func joined(_ value: String, element: TypeRef, sorted: Bool, depth: Int) -> String {
        guard depth < Self.maximumDepth else { return count(value) }
        let inner = text("$0", of: element, depth: depth + 1)
        let texts = inner == "$0" ? value : "\(value).map { \(inner) }"
        return "(\(value).isEmpty ? \"\(Display.placeholder)\" : \(texts)\(sorted ? ".sorted()" : "").joined(separator: \", \"))"
    }

    func count(_ value: String) -> String { "\"\\(\(value).count)\"" }
}
