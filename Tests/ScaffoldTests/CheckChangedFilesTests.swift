import Foundation
import Testing

/// `scaffold check --changed-from REF`: only what changed since a git revision is checked and reported,
/// against the whole configuration.
@Suite("Check: changed files")
struct CheckChangedFilesTests {
    let cli = CheckCommandLineTests()

    func git(_ arguments: [String], in folder: URL) throws {
        let result = try TestSupport.run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments, in: folder)
        try #require(result.status == 0, "git \(arguments): \(result.output)")
    }

    @Test("a violation in a changed or new file is reported, one in an unchanged file is not; nothing changed is a clean run")
    func changedFromRevision() throws {
        let project = try CheckProject("changed")
        let folder = project.folder
        try project.write("scaffold.yml", CheckCacheTests.config)
        try project.write("ViewModel/FeedViewModel.swift", "final class FeedViewModel {}\n")
        try project.write("View/FeedView.swift", "struct FeedView { let model: FeedViewModel }\n")
        try project.write("Service/Store.swift", "struct Store {}\n")
        try project.write("Model/Old.swift", "struct Old { let screen: FeedViewModel? }\n")
        try project.write("Model/Edited.swift", "struct Edited {}\n")
        try git(["init", "-q"], in: folder)
        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "start"], in: folder)

        let whole = try cli.scaffold(["check", "--no-cache"], in: folder)
        #expect(whole.status == 1 && whole.output.contains("Model/Old.swift"), "\(whole.output)")

        try project.write("Model/Edited.swift", "struct Edited { let screen: FeedViewModel? }\n")
        try project.write("Model/New.swift", "struct New { let screen: FeedViewModel? }\n")
        let changed = try cli.scaffold(["check", "--no-cache", "--changed-from", "HEAD"], in: folder)
        #expect(changed.status == 1, "\(changed.output)")
        #expect(changed.output.contains("Model/Edited.swift:1:29") && changed.output.contains("Model/New.swift:1:26"), "\(changed.output)")
        #expect(!changed.output.contains("Model/Old.swift"), "an unchanged file is not reported: \(changed.output)")
        let limited = try cli.scaffold(["check", "--no-cache", "--changed-from", "HEAD", "ViewModel"], in: folder)
        #expect(limited.status == 0 && limited.output.contains("nothing to check"), "\(limited.output)")

        try git(["add", "."], in: folder)
        try git(["commit", "-q", "-m", "more"], in: folder)
        let nothing = try cli.scaffold(["check", "--no-cache", "--changed-from", "HEAD"], in: folder)
        #expect(nothing.status == 0 && nothing.output.contains("no Swift file changed since HEAD: nothing to check"), "\(nothing.output)")

        let unknown = try cli.scaffold(["check", "--changed-from", "no-such-revision"], in: folder)
        #expect(unknown.status == 2 && unknown.output.contains("--changed-from: git diff failed"), "\(unknown.output)")
    }
}
