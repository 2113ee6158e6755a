/// Line-based diffing: the longest common subsequence of two texts' lines, the three-way merge
/// `regen` uses to keep hand edits, and unified diffs for `--diff`. No git repository needed.
enum LineDiff {
    /// Index pairs of lines the two sequences share, in increasing order (a longest common subsequence).
    ///
    /// Myers' O((n+m)·d) algorithm in linear space (the middle-snake divide and conquer of "An O(ND)
    /// Difference Algorithm and Its Variations", 1986), on lines interned as integers, after the common
    /// prefix is matched. Where several alignments are equally long, lines match as early as possible
    /// (each run of added or removed lines is slid down while the line after it equals its first line),
    /// so text added after a line (a new method after the last one) stays an insertion after it.
    static func matches(_ a: [Substring], _ b: [Substring]) -> [(Int, Int)] {
        var ids: [Substring: Int32] = [:]
        func intern(_ line: Substring) -> Int32 {
            if let id = ids[line] { return id }
            let id = Int32(ids.count)
            ids[line] = id
            return id
        }
        let x = a.map(intern), y = b.map(intern)
        var prefix = 0
        while prefix < x.count, prefix < y.count, x[prefix] == y[prefix] { prefix += 1 }
        // changedA[i]: line i of a has no partner; likewise for b.
        var changedA = [Bool](repeating: true, count: x.count), changedB = [Bool](repeating: true, count: y.count)
        for i in 0..<prefix {
            changedA[i] = false
            changedB[i] = false
        }
        var myers = Myers(a: x, b: y)
        myers.compare(prefix, x.count, prefix, y.count) { i, j in
            changedA[i] = false
            changedB[j] = false
        }
        slide(&changedA, x)
        slide(&changedB, y)
        var result: [(Int, Int)] = []
        var j = 0
        for i in 0..<x.count where !changedA[i] {
            while changedB[j] { j += 1 }
            result.append((i, j))
            j += 1
        }
        return result
    }

    /// Moves each run of changed lines down while the line after the run equals its first line: the
    /// unchanged lines keep the same text in the same order (so they still pair up with the other side),
    /// but now match as early as possible.
    static func slide(_ changed: inout [Bool], _ lines: [Int32]) {
        var start = 0
        while start < lines.count {
            guard changed[start] else {
                start += 1
                continue
            }
            var end = start
            while end < lines.count && changed[end] { end += 1 }
            while end < lines.count && lines[start] == lines[end] {
                changed[start] = false
                changed[end] = true
                start += 1
                end += 1
                while end < lines.count && changed[end] { end += 1 }
            }
            start = end
        }
    }

    static func lines(_ text: String) -> [Substring] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
    }
}

/// Myers' linear-space longest common subsequence: find the middle snake of the shortest edit script,
/// then solve the halves before and after it. Two arrays of furthest-reaching paths, reused by every call.
struct Myers {
    let a: [Int32], b: [Int32]
    var forward: [Int], backward: [Int]
    let offset: Int

    init(a: [Int32], b: [Int32]) {
        self.a = a
        self.b = b
        offset = a.count + b.count + 1
        forward = [Int](repeating: 0, count: 2 * offset + 1)
        backward = forward
    }

    /// Reports the matched pairs of a[aLow..<aHigh] and b[bLow..<bHigh], in increasing order.
    mutating func compare(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int, _ match: (Int, Int) -> Void) {
        var aLow = aLow, bLow = bLow, aHigh = aHigh, bHigh = bHigh
        while aLow < aHigh && bLow < bHigh && a[aLow] == b[bLow] {
            match(aLow, bLow)
            aLow += 1
            bLow += 1
        }
        var suffix = 0
        while aLow < aHigh && bLow < bHigh && a[aHigh - 1] == b[bHigh - 1] {
            aHigh -= 1
            bHigh -= 1
            suffix += 1
        }
        if aLow < aHigh && bLow < bHigh {
            let (x0, y0, x1, y1) = middleSnake(aLow, aHigh, bLow, bHigh)
            compare(aLow, x0, bLow, y0, match)
            for k in 0..<(x1 - x0) { match(x0 + k, y0 + k) }
            compare(x1, aHigh, y1, bHigh, match)
        }
        for k in 0..<suffix { match(aHigh + k, bHigh + k) }
    }

    /// The middle snake of the shortest edit script from a[aLow..<aHigh] to b[bLow..<bHigh], whose first
    /// and last lines differ: its start and end, in absolute indexes.
    mutating func middleSnake(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int, Int, Int) {
        let n = aHigh - aLow, m = bHigh - bLow
        let delta = n - m
        let odd = delta & 1 != 0
        // forward[offset + k]: the furthest x reached on diagonal k (x - y = k) from the start;
        // backward[offset + k]: the furthest reached from the end, in reversed coordinates.
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        for d in 0...((n + m + 1) / 2) {
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1]) ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                var y = x - k
                let startX = x, startY = y
                while x < n && y < m && a[aLow + x] == b[bLow + y] {
                    x += 1
                    y += 1
                }
                forward[offset + k] = x
                let reverse = delta - k
                if odd && reverse >= -(d - 1) && reverse <= d - 1 && x + backward[offset + reverse] >= n {
                    return (aLow + startX, bLow + startY, aLow + x, bLow + y)
                }
            }
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1]) ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                var y = x - k
                let startX = x, startY = y
                while x < n && y < m && a[aHigh - 1 - x] == b[bHigh - 1 - y] {
                    x += 1
                    y += 1
                }
                backward[offset + k] = x
                let forwardDiagonal = delta - k
                if !odd && forwardDiagonal >= -d && forwardDiagonal <= d && x + forward[offset + forwardDiagonal] >= n {
                    return (aHigh - x, bHigh - y, aHigh - startX, bHigh - startY)
                }
            }
        }
        // Unreachable: the two searches meet by d = ceil((n + m) / 2).
        return (aLow, bLow, aLow, bLow)
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
        // For each base line, its partner in yours and in the new render, or -1.
        var inYours = [Int](repeating: -1, count: baseLines.count), inNew = inYours
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
            while next < baseLines.count, inYours[next] < 0 || inNew[next] < 0 { next += 1 }
            if next == baseLines.count {
                resolve(baseLines[b...], yourLines[y...], newLines[n...])
                break
            }
            let yNext = inYours[next], nNext = inNew[next]
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
