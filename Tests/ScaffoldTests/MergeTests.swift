import ScaffoldWrite
import Testing

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
}
