import Foundation
import ScaffoldCheck
import Testing

/// A hint on every violation: what to do instead, in every format; `hints:` of scaffold.yml per layer.
@Suite("Check: hints")
struct CheckHintTests {
    static let config = """
        check:
          architecture: mvvm
          layers:
            View: ["View/**"]
            ViewModel: ["ViewModel/**"]
            Model: ["Model/**"]
            Service: ["Service/**"]
          frameworks:
            Model: [UIKit]
        """

    /// An MVVM project with one violation of each shape: through a layer, the wrong way round, neither; an import
    /// ban and a suppression without a reason.
    func project(_ name: String, config: String = Self.config) throws -> CheckProject {
        let project = try CheckProject("hint-\(name)")
        try project.write("scaffold.yml", config)
        try project.write("Model/Article.swift", "import UIKit\nstruct Article {}\n")
        try project.write("Service/NewsService.swift", "struct NewsService { func articles() -> [Article] { [] }\n    var view: NewsListView? }\n")
        try project.write("View/NewsListView.swift", "struct NewsListView {\n    let model: NewsListViewModel\n    let service: NewsService\n}\n")
        try project.write(
            "ViewModel/NewsListViewModel.swift",
            "final class NewsListViewModel {\n    let service = NewsService()\n    weak var view: NewsListView? // scaffold:ignore\n}\n")
        return project
    }

    static let expected: [String: String] = [
        "mvvm/view": "a View reaches a Service only through its ViewModel: move the use of NewsService into NewsListViewModel",
        "mvvm/service":
            "Service may depend on Model: move the use of NewsListView out of NewsService, or allow it in scaffold.yml ('allow: { Service: [View] }')",
        "mvvm/model-import": "remove 'import UIKit' from Article.swift: move the code that needs it into a layer that may import it",
        "suppression/reason": "say why after '--': // scaffold:ignore <rule-id> -- <why the rule does not apply here>",
    ]

    @Test("each violation has a hint, in text, JSON, SARIF and GitHub")
    func hintsInEveryFormat() throws {
        let project = try project("formats")
        defer { project.remove() }
        let report = try project.check()
        #expect(Dictionary(uniqueKeysWithValues: report.violations.map { ($0.rule, $0.hint) }) == Self.expected)
        let text = report.render(.text)
        for hint in Self.expected.values { #expect(text.contains("\n  hint: \(hint)\n"), "\(text)") }
        let json = try JSON.object(report.render(.json))
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(Set(violations.compactMap { $0["hint"] as? String }) == Set(Self.expected.values))
        let sarif = try JSON.object(report.render(.sarif))
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let messages = results.filter { $0["suppressions"] == nil }.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(messages.count == Self.expected.count)
        for hint in Self.expected.values { #expect(messages.contains { $0.hasSuffix(". Instead: \(hint)") }, "\(messages)") }
        let github = report.render(.github).split(separator: "\n").filter { !$0.hasPrefix("::notice") }
        #expect(github.count == Self.expected.count)
        for hint in Self.expected.values {
            let encoded = hint.replacingOccurrences(of: "%", with: "%25")
            #expect(github.contains { $0.hasSuffix(". Instead: \(encoded)") }, "\(github)")
        }
    }

    @Test("a reference the wrong way round is told to turn around; VIPER kinds ask for a protocol")
    func directionAndKinds() throws {
        let project = try CheckProject("hint-viper")
        defer { project.remove() }
        try project.write(
            "scaffold.yml",
            "check:\n  architecture: viper\n  layers:\n    View: [\"View/**\"]\n    Presenter: [\"Presenter/**\"]\n    Router: [\"Router/**\"]\n")
        try project.write("View/LoginView.swift", "final class LoginView { let presenter: LoginPresenter }\n")
        try project.write("Presenter/LoginPresenter.swift", "final class LoginPresenter {}\nstruct LoginRoute {}\n")
        try project.write("Router/LoginRouter.swift", "final class LoginRouter { let presenter: LoginPresenter; let route: LoginRoute }\n")
        let report = try project.check()
        let hints = Dictionary(uniqueKeysWithValues: report.violations.map { ($0.rule, $0.hint) })
        #expect(
            hints["viper/view"]
                == "View may use only the protocols and value types of Presenter: depend on a protocol LoginPresenter conforms to, not on LoginPresenter itself"
        )
        #expect(hints["viper/router"] == "Router may use only the value types of Presenter: pass a struct or enum, not LoginPresenter itself")

        let mvvm = try self.project("direction")
        defer { mvvm.remove() }
        try mvvm.write("ViewModel/NewsListViewModel.swift", "final class NewsListViewModel {\n    weak var view: NewsListView?\n}\n")
        let reversed = try #require(try mvvm.check().violations.first { $0.rule == "mvvm/viewmodel" })
        #expect(
            reversed.hint
                == "View may use ViewModel, not the other way round: let NewsListView observe or call NewsListViewModel, or hand NewsListViewModel a closure or a protocol of its own layer instead of NewsListView"
        )
    }

    @Test("module rules have hints: a missing dependency, a cycle")
    func moduleHints() throws {
        let project = try CheckProject("hint-modules")
        defer { project.remove() }
        try project.write(
            "scaffold.yml",
            """
            check:
              architecture: mvvm
              layers:
                Model: ["**/Model/**"]
              modules:
                Feed: { paths: ["Feed/**"], dependencies: [Core] }
                Core: { paths: ["Core/**"], dependencies: [] }
            """)
        try project.write("Feed/Model/Post.swift", "import Core\nstruct Post { let user: User }\n")
        try project.write("Core/Model/User.swift", "import Feed\nstruct User { let posts: [Post] }\n")
        let report = try project.check()
        let hints = Set(report.violations.map { "[\($0.rule)] \($0.hint)" })
        #expect(
            hints == [
                "[module/dependency] add Feed to Core's dependencies, or move the code that uses Feed into a module that depends on Feed",
                "[module/dependency] add Feed to Core's dependencies, or move the code that uses Post into a module that depends on Feed",
                "[module/cycle] move what Core and Feed share into a module both depend on, or remove one direction of the dependency",
                "[module/cycle] move what Feed and Core share into a module both depend on, or remove one direction of the dependency",
            ], "\(report.render(.text))")
    }

    @Test("hints: of scaffold.yml replaces the hint of violations from a layer, with placeholders")
    func overrides() throws {
        let project = try project(
            "override", config: Self.config + "\n  hints:\n    View: \"{fromLayer} {from} goes through {from}Model, never {to} ({toLayer})\"\n")
        defer { project.remove() }
        let report = try project.check()
        let hints = Dictionary(uniqueKeysWithValues: report.violations.map { ($0.rule, $0.hint) })
        #expect(hints["mvvm/view"] == "View NewsListView goes through NewsListViewModel, never NewsService (Service)")
        #expect(hints["mvvm/service"] == Self.expected["mvvm/service"], "other layers keep theirs")
        #expect(report.render(.text).contains("  hint: View NewsListView goes through NewsListViewModel, never NewsService (Service)\n"))
    }

    @Test("a bad hint is a located error: unknown layer, not text, unknown placeholder")
    func badHints() throws {
        let project = try project(
            "bad", config: Self.config + "\n  hints:\n    Views: \"x\"\n    View: [x]\n    Model: \"use {type}\"\n    Service: \"\"\n")
        defer { project.remove() }
        let summary = project.checkErrors().map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" }
        #expect(
            summary == [
                "11:5 unknown layer 'Views' in 'hints' | did you mean 'View'?",
                "12:11 the hint of 'View' must be one line of text | write 'View: \"move the call into {from}Model\"'",
                "13:12 unknown placeholder '{type}' in the hint of 'Model' | a hint may use {from}, {to}, {fromLayer}, {toLayer}",
                "14:14 the hint of 'Service' must be one line of text | write 'Service: \"move the call into {from}Model\"'",
            ], "\(summary)")
    }
}
