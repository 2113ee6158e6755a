import Testing

@testable import ScaffoldWrite

@Suite("Three-way merge")
struct MergeTests {
    let base = "a\nb\nc\nd\ne\n"

    @Test("a change on one side only takes that side")
    func oneSided() {
        #expect(ThreeWayMerge.merge(base: base, yours: "a\nB\nc\nd\ne\n", scaffold: base) == MergeResult(text: "a\nB\nc\nd\ne\n", conflicts: 0))
        #expect(ThreeWayMerge.merge(base: base, yours: base, scaffold: "a\nb\nc\nD\ne\n") == MergeResult(text: "a\nb\nc\nD\ne\n", conflicts: 0))
    }

    @Test("changes in different places combine")
    func bothSidesApart() {
        let merged = ThreeWayMerge.merge(base: base, yours: "a\nB\nc\nd\ne\n", scaffold: "a\nb\nc\nd\nE\nf\n")
        #expect(merged == MergeResult(text: "a\nB\nc\nd\nE\nf\n", conflicts: 0))
    }

    @Test("the same change on both sides is taken once")
    func sameChange() {
        #expect(ThreeWayMerge.merge(base: base, yours: "a\nX\nc\nd\ne\n", scaffold: "a\nX\nc\nd\ne\n").text == "a\nX\nc\nd\ne\n")
    }

    @Test("different changes to the same lines conflict, keeping both versions")
    func conflict() {
        let merged = ThreeWayMerge.merge(base: base, yours: "a\nmine\nc\nd\ne\n", scaffold: "a\ntheirs\nc\nd\ne\n")
        #expect(merged.conflicts == 1)
        #expect(merged.text == "a\n<<<<<<< yours\nmine\n=======\ntheirs\n>>>>>>> scaffold\nc\nd\ne\n")
    }

    @Test("insertions and deletions on different sides merge")
    func insertAndDelete() {
        let merged = ThreeWayMerge.merge(base: base, yours: "a\nb\nnew line\nc\nd\ne\n", scaffold: "a\nb\nc\ne\n")
        #expect(merged == MergeResult(text: "a\nb\nnew line\nc\ne\n", conflicts: 0))
    }

    @Test("a method added after the last one stays an insertion, even when that method's body was edited")
    func appendAfterEditedBody() {
        let base = "class A {\n    func a() {\n        // TODO\n    }\n}\n"
        let yours = "class A {\n    func a() {\n        print(1)\n    }\n}\n"
        let scaffold = "class A {\n    let x = 1\n    func a() {\n        // TODO\n    }\n\n    func b() {\n        run()\n    }\n}\n"
        let merged = ThreeWayMerge.merge(base: base, yours: yours, scaffold: scaffold)
        #expect(
            merged
                == MergeResult(
                    text: "class A {\n    let x = 1\n    func a() {\n        print(1)\n    }\n\n    func b() {\n        run()\n    }\n}\n", conflicts: 0))
    }

    @Test("a unified diff shows hunks with context")
    func unifiedDiff() {
        let diff = UnifiedDiff.diff(old: "a\nb\nc\n", new: "a\nB\nc\n", oldName: "a/x", newName: "b/x")
        #expect(diff == "--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
        #expect(UnifiedDiff.diff(old: "same", new: "same", oldName: "a", newName: "b").isEmpty)
    }

    /// The longest common subsequence's length by the n×m table the merge used before Myers.
    static func lcsLength(_ a: [Substring], _ b: [Substring]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for i in 0..<a.count {
            var row = [Int](repeating: 0, count: b.count + 1)
            for j in 0..<b.count { row[j + 1] = a[i] == b[j] ? previous[j] + 1 : max(previous[j + 1], row[j]) }
            previous = row
        }
        return previous[b.count]
    }

    @Test("line matches are a longest common subsequence, on random texts with many repeated lines")
    func matchesAreLongest() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            let alphabet = ["{", "}", "a", "b", "", "    }"]
            let a = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Substring(alphabet.randomElement(using: &generator)!) }
            let b = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Substring(alphabet.randomElement(using: &generator)!) }
            let matches = LineDiff.matches(a, b)
            #expect(matches.count == Self.lcsLength(a, b), "\(a) / \(b)")
            #expect(matches.allSatisfy { a[$0.0] == b[$0.1] })
            #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
        }
    }

    @Test("a 12,000-line file merges edits from both sides (linear memory, O((n+m)·d) time)")
    func largeMerge() {
        // Many equal lines (closing braces, blank lines), as in real code.
        let base = (0..<12_000).map { i in i % 4 == 3 ? "    }" : i % 4 == 0 ? "" : "    line \(i)" }
        var yours = base, scaffold = base, expected = base
        for i in [10_001, 6_001, 101] {
            yours[i] = "    mine \(i)"
            expected[i] = "    mine \(i)"
        }
        yours.remove(at: 7_001)
        expected.remove(at: 7_001)
        for i in [11_001, 2_001] {
            scaffold[i] = "    new \(i)"
            expected[i > 7_001 ? i - 1 : i] = "    new \(i)"
        }
        scaffold.insert(contentsOf: ["    func added() {", "    }"], at: 4_000)
        expected.insert(contentsOf: ["    func added() {", "    }"], at: 4_000)
        scaffold += ["// appended"]
        expected += ["// appended"]
        func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }
        let merged = ThreeWayMerge.merge(base: text(base), yours: text(yours), scaffold: text(scaffold))
        #expect(merged.conflicts == 0)
        #expect(merged.text == text(expected))
        let conflicting = ThreeWayMerge.merge(base: text(base), yours: text(yours), scaffold: text(yours.enumerated().map { $0 == 6_001 ? "    other" : $1 }))
        #expect(conflicting.conflicts == 1)
    }
}
