import ScaffoldSpec

/// A path or type-name pattern: `*` any run of characters within one path component, `?` one character,
/// `**` as a whole component any number of components. A path pattern without `/` matches at any depth.
///
/// Matching takes polynomial time whatever the pattern: both levels (components of a path, characters of
/// a component) are the classic two-pointer wildcard match, which on a mismatch only ever resumes from
/// the last star seen. That is complete because every other pattern element matches exactly one element
/// (`?`, a character, a component); a recursive matcher that tries every split backtracks exponentially
/// (`*a*a*a*a*a*a*b` against a long name).
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
        return Self.wildcardMatch(components, parts, isStar: { $0 == ["*", "*"] }, matches: { Self.matchComponent($0, $1) })
    }

    /// A type name: the whole pattern is one component.
    func matches(name: String) -> Bool {
        Self.matchComponent(characters, Array(name))
    }

    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        wildcardMatch(pattern, text, isStar: { $0 == "*" }, matches: { $0 == "?" || $0 == $1 })
    }

    /// Whether `pattern` matches all of `text`, where a star element matches any run of elements (none
    /// included) and every other element matches one element when `matches` says so. At most
    /// `pattern.count × text.count` steps: a mismatch after a star moves that star's match on by one
    /// element, and a later star replaces an earlier one for good (whatever the earlier star might
    /// have matched more, the later one can match instead).
    private static func wildcardMatch<Element, Item>(
        _ pattern: [Element], _ text: [Item], isStar: (Element) -> Bool, matches: (Element, Item) -> Bool
    ) -> Bool {
        var p = 0, t = 0
        // The last star seen, and where in `text` its match currently ends.
        var star: Int?
        var starEnd = 0
        while t < text.count {
            if p < pattern.count, isStar(pattern[p]) {
                star = p
                starEnd = t
                p += 1
            } else if p < pattern.count, matches(pattern[p], text[t]) {
                p += 1
                t += 1
            } else if let star {
                p = star + 1
                starEnd += 1
                t = starEnd
            } else {
                return false
            }
        }
        while p < pattern.count, isStar(pattern[p]) { p += 1 }
        return p == pattern.count
    }
}
