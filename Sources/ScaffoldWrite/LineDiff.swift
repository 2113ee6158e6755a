/// Line-based diffing: the longest common subsequence of two texts' lines, the three-way merge
/// `regen` uses to keep hand edits, and unified diffs for `--diff`. No git repository needed.
enum LineDiff {
    /// Index pairs of lines the two sequences share, in increasing order (a longest common subsequence).
    /// Where several alignments are equally long, lines match as early as possible, so text added
    /// after a line (a new method after the last one) stays an insertion after it. The common
    /// prefix is matched first, so typical edits cost little; the suffix is not trimmed the same way
    /// because that would match closing braces as late as possible instead.
    static func matches(_ a: [Substring], _ b: [Substring]) -> [(Int, Int)] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var result = (0..<prefix).map { ($0, $0) }
        let restA = Array(a[prefix...]), restB = Array(b[prefix...])
        let n = restA.count, m = restB.count
        guard n > 0, m > 0 else { return result }
        // table[i][j]: length of the longest common subsequence of restA[i...] and restB[j...].
        var table = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = restA[i] == restB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var i = 0, j = 0
        while i < n && j < m {
            if restA[i] == restB[j] {
                result.append((prefix + i, prefix + j)); i += 1; j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }

    static func lines(_ text: String) -> [Substring] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}

/// The result of merging the user's edits and a new render onto their common base.
public struct MergeResult: Sendable, Equatable {
    public var text: String
    public var conflicts: Int

    public init(text: String, conflicts: Int) {
        self.text = text
        self.conflicts = conflicts
    }
}

public enum ThreeWayMerge {
    public static let yoursMarker = "<<<<<<< yours"
    public static let separator = "======="
    public static let scaffoldMarker = ">>>>>>> scaffold"

    /// diff3: regions where base, yours and scaffold's new render agree are kept; a region changed
    /// on one side only takes that side; a region changed differently on both sides becomes a
    /// conflict with git-style markers.
    public static func merge(base: String, yours: String, scaffold: String) -> MergeResult {
        let baseLines = LineDiff.lines(base), yourLines = LineDiff.lines(yours), newLines = LineDiff.lines(scaffold)
        var inYours: [Int: Int] = [:], inNew: [Int: Int] = [:]
        for (b, y) in LineDiff.matches(baseLines, yourLines) { inYours[b] = y }
        for (b, n) in LineDiff.matches(baseLines, newLines) { inNew[b] = n }

        var output: [Substring] = []
        var conflicts = 0
        var b = 0, y = 0, n = 0
        func resolve(_ baseChunk: ArraySlice<Substring>, _ yourChunk: ArraySlice<Substring>, _ newChunk: ArraySlice<Substring>) {
            if yourChunk.elementsEqual(baseChunk) {
                output += newChunk
            } else if newChunk.elementsEqual(baseChunk) || yourChunk.elementsEqual(newChunk) {
                output += yourChunk
            } else {
                conflicts += 1
                output.append(Substring(yoursMarker))
                output += yourChunk
                output.append(Substring(separator))
                output += newChunk
                output.append(Substring(scaffoldMarker))
            }
        }
        while true {
            // The next base line that both sides still have: the end of the current unstable chunk.
            var next = b
            while next < baseLines.count, inYours[next] == nil || inNew[next] == nil { next += 1 }
            if next == baseLines.count {
                resolve(baseLines[b...], yourLines[y...], newLines[n...])
                break
            }
            let yNext = inYours[next]!, nNext = inNew[next]!
            if next > b || yNext > y || nNext > n {
                resolve(baseLines[b..<next], yourLines[y..<yNext], newLines[n..<nNext])
            }
            output.append(baseLines[next])
            b = next + 1; y = yNext + 1; n = nNext + 1
        }
        return MergeResult(text: output.joined(separator: "\n"), conflicts: conflicts)
    }
}

public enum UnifiedDiff {
    /// A unified diff (`---`/`+++`, `@@` hunks with 3 lines of context), or "" when equal.
    public static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        if old == new { return "" }
        // A final newline ends the last line; it is not an empty line of its own.
        func lines(_ text: String) -> [Substring] {
            let all = LineDiff.lines(text)
            return all.last == "" ? Array(all.dropLast()) : all
        }
        let a = lines(old), b = lines(new)
        // Edit script: (kind, line) with kind " ", "-", "+", and the line numbers in a and b.
        var script: [(kind: Character, text: Substring, aLine: Int, bLine: Int)] = []
        var i = 0, j = 0
        for (mi, mj) in LineDiff.matches(a, b) + [(a.count, b.count)] {
            while i < mi { script.append(("-", a[i], i, j)); i += 1 }
            while j < mj { script.append(("+", b[j], i, j)); j += 1 }
            if mi < a.count { script.append((" ", a[mi], i, j)); i += 1; j += 1 }
        }
        var out = ["--- \(oldName)", "+++ \(newName)"]
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != " " }) else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            // Extend the hunk while changes are within 2 × context lines of each other.
            var lastChange = firstChange
            while end < script.count {
                if script[end].kind != " " { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            end = min(script.count, lastChange + context + 1)
            let hunk = script[start..<end]
            let oldCount = hunk.filter { $0.kind != "+" }.count, newCount = hunk.filter { $0.kind != "-" }.count
            let oldStart = hunk.first!.aLine + (oldCount == 0 ? 0 : 1), newStart = hunk.first!.bLine + (newCount == 0 ? 0 : 1)
            out.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            out += hunk.map { "\($0.kind)\($0.text)" }
            index = end
        }
        return out.joined(separator: "\n") + "\n"
    }
}
