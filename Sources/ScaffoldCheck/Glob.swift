import ScaffoldDiagnostics
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
    /// The same, as bytes, when the pattern is ASCII: an ASCII path or name is matched byte by byte (a byte is a
    /// character there), without building characters. `check` matches every file against every path pattern.
    private var asciiComponents: [[UInt8]]?
    private var asciiCharacters: [UInt8]?

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
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            asciiComponents = parts.map { Array(String($0).utf8) }
            asciiCharacters = Array(text.utf8)
        }
    }

    /// `path` relative to the folder the pattern is relative to, `/`-separated.
    func matches(path: String) -> Bool {
        if let asciiComponents,
            let matched = Self.asciiMatch(
                path,
                { bytes in
                    var parts: [Slice<UnsafeBufferPointer<UInt8>>] = []
                    var start = 0
                    for index in 0...bytes.count where index == bytes.count || bytes[index] == Self.slash {
                        if index > start { parts.append(bytes[start..<index]) }
                        start = index + 1
                    }
                    return Self.wildcardMatch(
                        asciiComponents, parts, isStar: { $0 == Self.globstar }, matches: { Self.matchComponent($0, $1[...]) })
                })
        {
            return matched
        }
        let parts = path.split(separator: "/").map { Array($0) }
        return Self.wildcardMatch(components, parts, isStar: { $0 == ["*", "*"] }, matches: { Self.matchComponent($0, $1) })
    }

    /// A type name: the whole pattern is one component.
    func matches(name: String) -> Bool {
        if let asciiCharacters, let matched = Self.asciiMatch(name, { Self.matchComponent(asciiCharacters, $0[...]) }) { return matched }
        return Self.matchComponent(characters, Array(name))
    }

    private static let slash = UInt8(ascii: "/")
    private static let globstar: [UInt8] = Array("**".utf8)

    /// `match` over the bytes of `text` when it is ASCII; nil otherwise (then characters are matched).
    private static func asciiMatch(_ text: String, _ match: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool? {
        var text = text
        return text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? match(bytes) : nil
        }
    }

    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        wildcardMatch(pattern, text, isStar: { $0 == "*" }, matches: { $0 == "?" || $0 == $1 })
    }

    private static func matchComponent(_ pattern: [UInt8], _ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        wildcardMatch(pattern, text, isStar: { $0 == UInt8(ascii: "*") }, matches: { $0 == UInt8(ascii: "?") || $0 == $1 })
    }

    /// Whether `pattern` matches all of `text`, where a star element matches any run of elements (none
    /// included) and every other element matches one element when `matches` says so. At most
    /// `pattern.count × text.count` steps: a mismatch after a star moves that star's match on by one
    /// element, and a later star replaces an earlier one for good (whatever the earlier star might
    /// have matched more, the later one can match instead).
    private static func wildcardMatch<Element, Text: RandomAccessCollection>(
        _ pattern: [Element], _ text: Text, isStar: (Element) -> Bool, matches: (Element, Text.Element) -> Bool
    ) -> Bool {
        var p = 0
        var t = text.startIndex
        // The last star seen, and where in `text` its match currently ends.
        var star: Int?
        var starEnd = t
        while t < text.endIndex {
            if p < pattern.count, isStar(pattern[p]) {
                star = p
                starEnd = t
                p += 1
            } else if p < pattern.count, matches(pattern[p], text[t]) {
                p += 1
                t = text.index(after: t)
            } else if let star {
                p = star + 1
                starEnd = text.index(after: starEnd)
                t = starEnd
            } else {
                return false
            }
        }
        while p < pattern.count, isStar(pattern[p]) { p += 1 }
        return p == pattern.count
    }
}
