import ScaffoldSpec

/// A path or type-name pattern: `*` any run of characters within one path component, `?` one character,
/// `**` as a whole component any number of components. A path pattern without `/` matches at any depth.
struct Glob: Sendable, Hashable {
    var text: String
    var location: SourceLocation
    private var components: [[Character]]
    private var characters: [Character]

    init(_ located: Located<String>) {
        self.init(located.value, at: located.location)
    }

    init(_ text: String, at location: SourceLocation = SourceLocation(file: "", line: 1, column: 1)) {
        self.text = text
        self.location = location
        var parts = text.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        if !text.contains("/") { parts.insert(Array("**"), at: 0) }
        components = parts
        characters = Array(text)
    }

    /// `path` relative to the folder the pattern is relative to, `/`-separated.
    func matches(path: String) -> Bool {
        let parts = path.split(separator: "/").map { Array($0) }
        return Self.match(components[...], parts[...])
    }

    /// A type name: the whole pattern is one component.
    func matches(name: String) -> Bool {
        Self.matchComponent(characters[...], Array(name)[...])
    }

    private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            // Zero or more components.
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var rest = text
            while true {
                if matchComponent(pattern.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
