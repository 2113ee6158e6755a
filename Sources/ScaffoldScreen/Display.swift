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

    /// `calls NewsService.fetchArticles into articles, then runs select`, for doc comments and test titles.
    public static func describe(_ action: Action) -> String {
        var effects: [String] = []
        if !action.assignments.isEmpty { effects.append("sets " + action.assignments.map(\.state.raw).joined(separator: ", ")) }
        if let call = action.call {
            effects.append("calls \(call.service).\(call.operation.raw)" + (call.assign.map { " into \($0.raw)" } ?? ""))
        }
        if let navigation = action.navigate { effects.append("navigates to \(navigation.route.raw)") }
        if let then = action.then { effects.append("then runs \(then.raw)") }
        return effects.isEmpty ? "no behaviour yet" : effects.joined(separator: ", ")
    }

    /// Whether a spec's initial value is a literal a test can compare with: `.tech`, `0`, `"x"`, `[]`, `nil`, ….
    public static func isLiteral(_ expression: String) -> Bool {
        expression.wholeMatch(of: /\.[A-Za-z_]\w*|-?\d[\d_.]*|"[^"\\]*"|true|false|nil|\[\]|\[:\]/) != nil
    }

    /// What a screen shows for a missing value.
    public static let placeholder = "–"

    /// An expression giving the text a screen shows for `value` of `type`: strings as they are, enums by raw
    /// value, entities by their first `String` field, URLs as text, a missing value as `placeholder`,
    /// anything else as Swift describes it. Every architecture shows a value the same way.
    public static func text(_ value: String, of type: TypeRef, in module: ModuleIR) -> String {
        if case .optional(let wrapped) = type {
            if let member = textMember(of: wrapped, in: module) {
                return member.isEmpty ? "\(value) ?? \"\(placeholder)\"" : "\(value)?\(member) ?? \"\(placeholder)\""
            }
            return "\(value).map { String(describing: $0) } ?? \"\(placeholder)\""
        }
        if let member = textMember(of: type, in: module) { return value + member }
        return "String(describing: \(value))"
    }

    /// The member that reads a value of the type as text (`""` for a string itself), if there is one.
    private static func textMember(of type: TypeRef, in module: ModuleIR) -> String? {
        guard case .named(let name, let arguments, let origin) = type, arguments.isEmpty else { return nil }
        switch origin {
        case .standard:
            return name == "String" ? "" : name == "URL" ? ".absoluteString" : nil
        case .entity:
            switch module.entity(named: name)?.kind {
            case .enumeration: return ".rawValue"
            case .structure(let fields):
                return fields.first { $0.type == .named("String", arguments: [], origin: .standard) }.map { ".\($0.name.swift)" }
            case nil: return nil
            }
        case .imported:
            return nil
        }
    }
}
