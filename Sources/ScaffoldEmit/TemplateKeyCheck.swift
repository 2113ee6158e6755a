import ScaffoldDiagnostics

/// Finds names a template uses that its context cannot provide. Mustache renders a missing key as
/// empty text, which would turn a typo in a user's template into silently wrong code; this check
/// turns it into a located error instead.
///
/// Every tag is checked against the context's schema (`ContextSchema`, derived from the context's
/// types): an interpolation (`{{name}}`) or a section (`{{#name}}`, `{{^name}}`) must name a key of a
/// scope open at that point — also inside sections that are empty for this module. A partial
/// (`{{> name}}`) is checked where it is included, with the scopes open there.
enum TemplateKeyCheck {
    struct Problem {
        var name: String
        /// The partial the tag is in, or nil for the template itself.
        var partial: String?
        var line: Int
        var column: Int
        var suggestion: String?
    }

    /// - Parameters:
    ///   - tags: the template's tags, from `tags(in:)` (computed once per template).
    ///   - partials: the tags of every partial the template may include, by name.
    static func problems(in tags: [Tag], schema: ContextSchema, partials: [String: [Tag]]) -> [Problem] {
        var problems: [Problem] = []
        var scopes: [ContextSchema] = [schema]
        check(tags, partial: nil, scopes: &scopes, partials: partials, depth: 0, problems: &problems)
        return problems
    }

    private static func check(
        _ tags: [Tag], partial: String?, scopes: inout [ContextSchema], partials: [String: [Tag]],
        depth: Int, problems: inout [Problem]
    ) {
        let base = scopes.count
        for tag in tags {
            let name = tag.name
            func report() {
                let known = Set(scopes.flatMap { $0.members.keys })
                problems.append(Problem(name: name, partial: partial, line: tag.line, column: tag.column, suggestion: Suggestions.closest(to: name, in: known)))
            }
            switch tag.kind ?? " " {
            case "!", "%", "=":
                continue
            case ">":
                // Partials may include each other; a cycle is cut at a depth no real template reaches.
                guard let included = partials[name], depth < 16 else { continue }
                check(included, partial: name, scopes: &scopes, partials: partials, depth: depth + 1, problems: &problems)
            case "#", "^":
                let value = resolve(name, in: scopes)
                if value == nil { report() }
                if tag.kind == "^" {
                    scopes.append(.object([:]))
                    continue
                }
                switch value {
                case .list(let element)?: scopes.append(element)
                case let other?: scopes.append(other)
                case nil: scopes.append(.any)
                }
            case "/":
                if scopes.count > base { scopes.removeLast() }
            default:
                if name != ".", resolve(name, in: scopes) == nil { report() }
            }
        }
        scopes.removeLast(scopes.count - base)
    }

    /// The schema `name` (possibly dotted) resolves to in the innermost scope that has its first part;
    /// `.any` inside an unknown scope.
    private static func resolve(_ name: String, in scopes: [ContextSchema]) -> ContextSchema? {
        if name == "." { return scopes.last }
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        for scope in scopes.reversed() {
            if scope == .any { return .any }
            guard var value = scope.members[first] else { continue }
            for part in parts.dropFirst() {
                if value == .any { return .any }
                guard let next = value.members[part] else { return nil }
                value = next
            }
            return value
        }
        return nil
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
