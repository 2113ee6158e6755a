import ScaffoldSpec

/// Finds names a template uses that its context cannot provide. Mustache renders a missing key as
/// empty text, which would turn a typo in a user's template into silently wrong code; this check
/// turns it into a located error instead.
///
/// Interpolations (`{{name}}`) must resolve in the scopes open at that point. Sections
/// (`{{#name}}`, `{{^name}}`) may name a key that is absent here (that is how optional parts are
/// written), but only if the key exists somewhere in the context or is one the providers document
/// as optional; inside a section whose items are unknown, nothing is checked.
enum TemplateKeyCheck {
    struct Problem {
        var name: String
        var line: Int
        var column: Int
        var suggestion: String?
    }

    /// - Parameter tags: the template's tags, from `tags(in:)` (computed once per template).
    static func problems(in tags: [Tag], context: [String: Any], optionalKeys: Set<String>) -> [Problem] {
        // Every key anywhere in the context: needed only to judge absent section keys and to suggest.
        var knownKeys: Set<String>?
        func known() -> Set<String> {
            if let knownKeys { return knownKeys }
            let keys = allKeys(context).union(optionalKeys)
            knownKeys = keys
            return keys
        }
        // Each open section: the keys it adds, or nil when they cannot be known (checks pause inside).
        var scopes: [[String: Any]?] = [context]
        var problems: [Problem] = []
        for tag in tags {
            let name = tag.name
            switch tag.kind ?? " " {
            case "!", "%", ">", "=":
                continue
            case "#", "^":
                let value = scopes.contains(where: { $0 == nil }) ? nil : resolve(name, in: scopes)
                if value == nil, !scopes.contains(where: { $0 == nil }), !optionalKeys.contains(name),
                   !known().contains(name.split(separator: ".").first.map(String.init) ?? name) {
                    problems.append(Problem(name: name, line: tag.line, column: tag.column, suggestion: Suggestions.closest(to: name, in: known())))
                }
                if tag.kind == "^" { scopes.append([:]); continue }
                switch value {
                case let items as [[String: Any]]:
                    // Any key of any item may be used inside; an empty list tells nothing.
                    scopes.append(items.isEmpty ? nil : items.reduce(into: [:]) { merged, item in merged.merge(item) { a, _ in a } })
                case let dictionary as [String: Any]:
                    scopes.append(dictionary)
                case let list as [Any]:
                    scopes.append(list.isEmpty ? nil : [:])
                case nil:
                    scopes.append(nil)
                default:
                    scopes.append([:])
                }
            case "/":
                if scopes.count > 1 { scopes.removeLast() }
            default:
                guard name != ".", !scopes.contains(where: { $0 == nil }) else { continue }
                if resolve(name, in: scopes) == nil {
                    problems.append(Problem(name: name, line: tag.line, column: tag.column, suggestion: Suggestions.closest(to: name, in: known())))
                }
            }
        }
        return problems
    }

    /// The value `name` (possibly dotted) resolves to in the innermost scope that has its first part.
    private static func resolve(_ name: String, in scopes: [[String: Any]?]) -> Any? {
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        for scope in scopes.reversed() {
            guard let scope, var value = scope[first] else { continue }
            for part in parts.dropFirst() {
                guard let dictionary = value as? [String: Any], let next = dictionary[part] else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    private static func allKeys(_ value: Any) -> Set<String> {
        switch value {
        case let dictionary as [String: Any]:
            return dictionary.values.reduce(into: Set(dictionary.keys)) { $0.formUnion(allKeys($1)) }
        case let list as [Any]:
            return list.reduce(into: Set<String>()) { $0.formUnion(allKeys($1)) }
        default:
            return []
        }
    }

    struct Tag {
        var kind: Character?
        var name: String
        var line: Int
        var column: Int
    }

    /// `{{…}}` and `{{{…}}}` tags with their kind (`#`, `^`, `/`, `!`, `&`, `>`, `%`, `=`, or none) and position.
    static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        let characters = Array(text)
        var index = 0, line = 1, column = 1
        while index < characters.count {
            if characters[index] == "{", index + 1 < characters.count, characters[index + 1] == "{" {
                let triple = index + 2 < characters.count && characters[index + 2] == "{"
                let start = index + (triple ? 3 : 2)
                let closing: [Character] = triple ? ["}", "}", "}"] : ["}", "}"]
                var end = start
                while end + closing.count <= characters.count && Array(characters[end..<end + closing.count]) != closing { end += 1 }
                guard end + closing.count <= characters.count else { break }
                var body = String(characters[start..<end]).trimmingCharacters(in: .whitespaces)
                var kind: Character? = nil
                if let first = body.first, "#^/!&>%=".contains(first) {
                    kind = first
                    body = String(body.dropFirst()).trimmingCharacters(in: .whitespaces)
                }
                tags.append(Tag(kind: kind, name: body, line: line, column: column))
                for character in characters[index..<end + closing.count] {
                    if character == "\n" { line += 1; column = 1 } else { column += 1 }
                }
                index = end + closing.count
                continue
            }
            if characters[index] == "\n" { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        return tags
    }
}
