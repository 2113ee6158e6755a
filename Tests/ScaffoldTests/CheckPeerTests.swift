import Foundation
import Testing

@testable import ScaffoldCheck

/// `peers:` of scaffold.yml: modules matching a pattern do not depend on each other, reported once per pair.
@Suite("Check: peer isolation")
struct CheckPeerTests {
    static let config = """
        check:
          architecture: mvvm
          layers:
            Model: ["**/Model/**"]
          modules:
            FeedFeature: { paths: ["Features/Feed/**"] }
            ProfileFeature: { paths: ["Features/Profile/**"] }
            SearchFeature: { paths: ["Features/Search/**"] }
            Core: { paths: ["Core/**"] }
          peers:
            features: ["*Feature"]
        """

    /// Feed uses Profile in two files (imports and a reference), Profile uses Feed back, Search uses only Core.
    func project(_name name: String, config: String = Self.config) throws -> CheckProject {
        let project = try CheckProject("peers-\(name)")
        try project.write("scaffold.yml", config)
        try project.write("Core/Model/User.swift", "struct User {}\n")
        try project.write("Features/Feed/Model/Post.swift", "import ProfileFeature\nstruct Post {}\n")
        try project.write("Features/Feed/Model/Timeline.swift", "import ProfileFeature\nstruct Timeline { let profile: Profile }\n")
        try project.write("Features/Profile/Model/Profile.swift", "import FeedFeature\nstruct Profile { let pinned: Post? }\n")
        try project.write("Features/Search/Model/Query.swift", "import Core\nstruct Query { let user: User }\n")
        return project
    }

    static let cycleFeed = CheckProject.Located(file: "Features/Feed/Model/Post.swift", line: 1, rule: "module/cycle")
    static let cycleProfile = CheckProject.Located(file: "Features/Profile/Model/Profile.swift", line: 1, rule: "module/cycle")

    @Test("one violation per pair of peers, at the first use, with every file involved, in every format")
    func oncePerPair() throws {
        let project = try project(_name: "pair")
        defer { project.remove() }
        let report = try project.check()
        let peer = CheckProject.Located(file: "Features/Feed/Model/Post.swift", line: 1, rule: "peers/features")
        try expectExactly([peer, Self.cycleFeed, Self.cycleProfile], in: report)
        let violation = try #require(report.violations.first { $0.rule == "peers/features" })
        #expect(violation.severity == .error && report.exitStatus == 1)
        #expect(violation.from.type == "FeedFeature" && violation.to.type == "ProfileFeature")
        #expect(
            violation.files == ["Features/Feed/Model/Post.swift", "Features/Feed/Model/Timeline.swift", "Features/Profile/Model/Profile.swift"])
        #expect(violation.message == "peer modules FeedFeature and ProfileFeature must not depend on each other")
        #expect(
            violation.explanation.hasPrefix(
                "FeedFeature uses ProfileFeature and ProfileFeature uses FeedFeature (5 uses in Features/Feed/Model/Post.swift, "
                    + "Features/Feed/Model/Timeline.swift, Features/Profile/Model/Profile.swift); "), "\(violation.explanation)")
        #expect(violation.explanation.hasSuffix("modules matching *Feature ('peers: features') must not depend on each other"))
        #expect(violation.hint.hasPrefix("move what FeedFeature and ProfileFeature both need into a module that is not their peer"))

        let text = report.render(.text)
        #expect(
            text.contains(
                "Features/Feed/Model/Post.swift:1:8: error: [peers/features] peer modules FeedFeature and ProfileFeature must not depend on each other"))
        let json = try JSON.object(report.render(.json))
        let object = try #require((json["violations"] as? [[String: Any]])?.first { $0["rule"] as? String == "peers/features" })
        #expect(object["files"] as? [String] == violation.files)
        let sarif = try JSON.object(report.render(.sarif))
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "peers/features" })
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(
            related.compactMap { (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
                == violation.files)
        #expect(report.render(.github).contains("::error file=Features/Feed/Model/Post.swift,line=1,col=8,title=peers/features::peer modules"))
    }

    @Test("suppressed uses do not count; severity applies; a baseline keys the pair")
    func suppressionSeverityBaseline() throws {
        let project = try project(_name: "suppressed", config: Self.config + "\n  severity:\n    peers/features: warning\n    module/cycle: off\n")
        defer { project.remove() }
        try project.write("Features/Feed/Model/Post.swift", "import ProfileFeature // scaffold:ignore peers/features -- migrating, see #40\nstruct Post {}\n")
        let report = try project.check()
        try expectExactly([CheckProject.Located(file: "Features/Feed/Model/Timeline.swift", line: 1, rule: "peers/features")], in: report)
        #expect(report.violations.map(\.severity) == [.warning] && report.exitStatus == 0)
        #expect(report.violations.first?.files == ["Features/Feed/Model/Timeline.swift", "Features/Profile/Model/Profile.swift"])
        #expect(report.suppressions.map(\.reason) == ["migrating, see #40"])
        #expect(report.baselineEntries == [BaselineEntry(rule: "peers/features", from: "FeedFeature", to: "ProfileFeature", count: 1)])
    }

    @Test("a warm run reports peers as a cold one; a changed severity or peers: applies to the cached analysis")
    func cache() throws {
        let project = try project(_name: "cache")
        defer { project.remove() }
        func run() throws -> CheckReport {
            try ArchitectureCheck.run(CheckRequest(paths: [], workingFolder: project.folder, useCache: true))
        }
        let uncached = try project.check()
        let cold = try run()
        let warm = try run()
        #expect(warm.analysisFromCache)
        for format in OutputFormat.allCases { #expect(warm.render(format) == cold.render(format) && cold.render(format) == uncached.render(format)) }
        try project.write("scaffold.yml", Self.config + "\n  severity:\n    peers/features: warning\n    module/cycle: off\n")
        let changed = try run()
        #expect(changed.analysisFromCache && changed.violations.map(\.severity) == [.warning] && changed.exitStatus == 0)
        try project.write("scaffold.yml", Self.config.replacingOccurrences(of: "\"*Feature\"", with: "\"Search*\""))
        let renamed = try run()
        #expect(renamed.analysisFromCache && !renamed.violations.contains { $0.rule.hasPrefix("peers/") })
    }

    @Test("modules matching no pattern, or only one side, are not peers")
    func notPeers() throws {
        let project = try project(
            _name: "others", config: Self.config.replacingOccurrences(of: "features: [\"*Feature\"]", with: "features: [\"Feed*\", \"Search*\"]"))
        defer { project.remove() }
        let report = try project.check()
        #expect(!report.violations.contains { $0.rule.hasPrefix("peers/") })
    }

    @Test("a bad peer rule is a located error")
    func badPeers() throws {
        let project = try project(
            _name: "bad", config: Self.config.replacingOccurrences(of: "    features: [\"*Feature\"]", with: "    my features: [\"*Feature\"]\n    empty: []"))
        defer { project.remove() }
        let summary = project.checkErrors().map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" }
        #expect(
            summary == [
                "11:5 'my features' is no name for a peer rule | use letters, digits, '-' and '_': the rule id is 'peers/<name>'",
                "12:12 peer rule 'empty' names no modules | write 'empty: [\"*Feature\"]': module-name patterns (* and ?)",
            ], "\(summary)")
    }
}
