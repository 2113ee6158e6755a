/// The lines of a file that scaffold did not write: what `migrate` reports for a file the new architecture does not
/// have (docs/migrate.md).
public struct HandWrittenHunk: Sendable, Equatable {
    /// The 1-based line of the file on disk where the hunk starts.
    public let firstLine: Int
    public let lines: [String]
    /// The function the hunk is in, as the file on disk declares it (`load`), if any.
    public let function: String?

    /// `line 12` or `lines 12–15`.
    public var lineRange: String {
        let last = firstLine + lines.count - 1
        return last == firstLine ? "line \(last)" : "lines \(firstLine)–\(last)"
    }

    /// Each run of lines of `yours` that `base` (what scaffold wrote) does not have, in order. Lines scaffold wrote and
    /// you deleted are not hand-written code; they are left out.
    public static func hunks(base: String, yours: String) -> [HandWrittenHunk] {
        let yourLines = LineDiff.lines(yours)
        let kept = Set(LineDiff.matches(LineDiff.lines(base), yourLines).map(\.1))
        var hunks: [HandWrittenHunk] = []
        var index = 0
        while index < yourLines.count {
            guard !kept.contains(index) else {
                index += 1
                continue
            }
            let start = index
            while index < yourLines.count && !kept.contains(index) { index += 1 }
            var lines = yourLines[start..<index].map(String.init)
            // Blank lines after it are not code (the hunk starts where the first line you added is).
            while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
            guard !lines.isEmpty else { continue }
            hunks.append(HandWrittenHunk(firstLine: start + 1, lines: lines, function: function(enclosing: start, in: yourLines)))
        }
        return hunks
    }

    /// The name of the last `func` declared at or before `line` whose body has not closed by then.
    static func function(enclosing line: Int, in lines: [Substring]) -> String? {
        var depth = 0
        var open: [(name: String, depth: Int)] = []
        for index in 0...line {
            let text = lines[index]
            if let range = text.range(of: "func ") {
                let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { open.append((String(name), depth)) }
            }
            for character in text {
                if character == "{" { depth += 1 }
                if character == "}" {
                    depth -= 1
                    while let last = open.last, depth <= last.depth { open.removeLast() }
                }
            }
        }
        return open.last?.name
    }
}
