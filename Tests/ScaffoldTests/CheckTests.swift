import Foundation
import ScaffoldCheck
import ScaffoldEmit
import ScaffoldSpec
import Testing

/// `scaffold check` on generated modules: clean when fresh, and each injected violation of each
/// MVVM rule reported at its file and line in every output format.
@Suite("Check: generated modules")
struct CheckGeneratedTests {
    @Test("a freshly generated module checks clean, in every architecture and layout", arguments: [false, true])
    func freshModulesAreClean(package: Bool) throws {
        let project = try CheckProject("fresh")
        defer { project.remove() }
        for architecture in TemplateSet.available(projectFolder: nil) {
            for spec in TestSupport.exampleSpecs {
                try project.generate(spec, output: "\(architecture)\(package ? "-package" : "")", package: package, architecture: architecture)
            }
        }
        let report = try project.check()
        #expect(report.violations.isEmpty, "\(report.render(.text))")
        #expect(report.exitStatus == 0)
        #expect(report.filesChecked > 0)
    }

    /// One violation of each MVVM rule, appended to the generated files of NewsList.
    static let injections: [(file: String, line: String, rule: String, from: String, to: String)] = [
        ("View/NewsListView.swift", "extension NewsListView { func peek(_ service: LiveNewsService) {} }", "mvvm/view", "NewsListView", "LiveNewsService"),
        (
            "ViewModel/NewsListViewModel.swift", "extension NewsListViewModel { func attach(_ view: NewsListView<Never>) {} }", "mvvm/viewmodel",
            "NewsListViewModel", "NewsListView"
        ),
        (
            "Service/NewsService.swift", "extension LiveNewsService { func owner() -> NewsListViewModel? { nil } }", "mvvm/service", "LiveNewsService",
            "NewsListViewModel"
        ),
        ("Model/Article.swift", "extension Article { func load(from service: any NewsService) {} }", "mvvm/model", "Article", "NewsService"),
    ]

    struct Expected: Hashable {
        var file: String, line: Int, column: Int, rule: String, from: String, to: String
    }

    func injectedProject() throws -> (CheckProject, Set<Expected>) {
        let project = try CheckProject("injected")
        let module = try project.generate("NewsList.yaml")
        var expected: Set<Expected> = []
        for injection in Self.injections {
            let path = "\(module)/\(injection.file)"
            let line = try project.append(path, injection.line)
            let column = try #require(injection.line.range(of: injection.to, options: .backwards)).lowerBound.utf16Offset(in: injection.line) + 1
            expected.insert(Expected(file: path, line: line, column: column, rule: injection.rule, from: injection.from, to: injection.to))
        }
        return (project, expected)
    }

    @Test("each injected MVVM violation is reported exactly, at its file, line and column")
    func injectedViolations() throws {
        let (project, expected) = try injectedProject()
        defer { project.remove() }
        let report = try project.check()
        let found = Set(report.violations.map { Expected(file: $0.file, line: $0.line, column: $0.column, rule: $0.rule, from: $0.from.type, to: $0.to.type) })
        #expect(found == expected)
        #expect(report.exitStatus == 1)
        let layers = Dictionary(uniqueKeysWithValues: report.violations.map { ($0.rule, "\($0.from.layer)→\($0.to.layer)") })
        #expect(
            layers == ["mvvm/view": "View→Service", "mvvm/viewmodel": "ViewModel→View", "mvvm/service": "Service→ViewModel", "mvvm/model": "Model→Service"])
    }

    @Test("a generated store module: a reducer reaching a service and a view reaching the effect handler are each reported exactly")
    func injectedStoreViolations() throws {
        let project = try CheckProject("injected-store")
        defer { project.remove() }
        let module = try project.generate("NewsList.yaml", architecture: "store")
        #expect(try project.check().violations.isEmpty)
        let injections = [
            (
                "Reducer/NewsListReducer.swift", "extension NewsListReducer { static func peek(_ service: any NewsService) {} }", "store/reducer",
                "NewsListReducer", "NewsService", "Reducer→Service"
            ),
            (
                "View/NewsListView.swift", "extension NewsListView { func peek(_ effects: NewsListEffectHandler) {} }", "store/view", "NewsListView",
                "NewsListEffectHandler", "View→EffectHandler"
            ),
        ]
        var expected: Set<Expected> = []
        for (file, text, rule, from, to, _) in injections {
            let line = try project.append("\(module)/\(file)", text)
            let column = try #require(text.range(of: to, options: .backwards)).lowerBound.utf16Offset(in: text) + 1
            expected.insert(Expected(file: "\(module)/\(file)", line: line, column: column, rule: rule, from: from, to: to))
        }
        let report = try project.check()
        let found = Set(report.violations.map { Expected(file: $0.file, line: $0.line, column: $0.column, rule: $0.rule, from: $0.from.type, to: $0.to.type) })
        #expect(found == expected, "\(report.render(.text))")
        let layers = Dictionary(uniqueKeysWithValues: report.violations.map { ($0.rule, "\($0.from.layer)→\($0.to.layer)") })
        #expect(layers == Dictionary(uniqueKeysWithValues: injections.map { ($0.2, $0.5) }))
        #expect(report.exitStatus == 1)
    }

    @Test("text format: path:line:col: error: [rule] From (Layer) must not depend on To (Layer), a note and a hint")
    func textFormat() throws {
        let (project, expected) = try injectedProject()
        defer { project.remove() }
        let text = try project.check().render(.text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count * 3)
        let view = try #require(expected.first { $0.rule == "mvvm/view" })
        #expect(lines.contains("\(view.file):\(view.line):\(view.column): error: [mvvm/view] NewsListView (View) must not depend on LiveNewsService (Service)"))
        for expectation in expected {
            let index = try #require(
                lines.firstIndex { $0.hasPrefix("\(expectation.file):\(expectation.line):\(expectation.column): error: [\(expectation.rule)] ") })
            #expect(lines[index + 1].hasPrefix("  note: "))
            #expect(lines[index + 2].hasPrefix("  hint: ") && lines[index + 2].count > "  hint: ".count)
        }
    }

    @Test("json format: violations with rule, from (type, layer, file, line, column), to (type, layer), and a summary")
    func jsonFormat() throws {
        let (project, expected) = try injectedProject()
        defer { project.remove() }
        let object = try JSON.object(try project.check().render(.json))
        let violations = try #require(object["violations"] as? [[String: Any]])
        var found: Set<Expected> = []
        for violation in violations {
            let from = try #require(violation["from"] as? [String: Any])
            let to = try #require(violation["to"] as? [String: Any])
            #expect(from["layer"] is String && to["layer"] is String)
            found.insert(
                Expected(
                    file: try #require(from["file"] as? String), line: try #require(from["line"] as? Int),
                    column: try #require(from["column"] as? Int), rule: try #require(violation["rule"] as? String),
                    from: try #require(from["type"] as? String), to: try #require(to["type"] as? String)))
        }
        #expect(found == expected)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["violations"] as? Int == expected.count)
        #expect((summary["files"] as? Int ?? 0) > 0)
    }

    @Test("sarif format: a valid SARIF 2.1.0 log (required fields) with one result per violation")
    func sarifFormat() throws {
        let (project, expected) = try injectedProject()
        defer { project.remove() }
        let log = try JSON.object(try project.check().render(.sarif))
        // Required by the SARIF 2.1.0 schema: sarifLog.version, .runs; run.tool; tool.driver; toolComponent.name;
        // result.message (with text); physicalLocation.artifactLocation/region with startLine >= 1; rule.id.
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "scaffold")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(Set(ruleIDs) == Set(expected.map(\.rule)))
        for rule in rules { #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false) }
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        var found: Set<Expected> = []
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == ruleID)
            #expect(result["level"] as? String == "error")
            let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            let region = try #require(location["region"] as? [String: Any])
            let line = try #require(region["startLine"] as? Int)
            #expect(line >= 1)
            let match = try #require(expected.first { $0.file == uri && $0.line == line && $0.rule == ruleID })
            #expect(message.hasPrefix("\(match.from) ("))
            found.insert(Expected(file: uri, line: line, column: try #require(region["startColumn"] as? Int), rule: ruleID, from: match.from, to: match.to))
        }
        #expect(found == expected)
    }

    @Test("github format: one ::error workflow command per violation")
    func githubFormat() throws {
        let (project, expected) = try injectedProject()
        defer { project.remove() }
        let lines = try project.check().render(.github).split(separator: "\n").map(String.init)
        #expect(lines.count == expected.count)
        for expectation in expected {
            #expect(
                lines.contains {
                    $0.hasPrefix(
                        "::error file=\(expectation.file),line=\(expectation.line),col=\(expectation.column),title=\(expectation.rule.replacingOccurrences(of: ":", with: "%3A"))::\(expectation.from) ("
                    )
                })
        }
    }

    @Test("a hand-written file in a generated layer folder takes that folder's layer")
    func userFileInGeneratedFolder() throws {
        let project = try CheckProject("user-file")
        defer { project.remove() }
        let module = try project.generate("NewsList.yaml")
        try project.write(
            "\(module)/ViewModel/NewsListViewModel+Preview.swift",
            """
            extension NewsListViewModel {
                static func preview(for view: NewsListView<Never>) {} // expect: mvvm/viewmodel
            }
            """)
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
    }

    @Test("#Preview is the canvas's composition root: what it builds a view with is no dependency of the view's layer")
    func previewsAreCompositionRoots() throws {
        let project = try CheckProject("previews")
        defer { project.remove() }
        let module = try project.generate("NewsList.yaml")
        try project.write(
            "\(module)/View/NewsListView+Previews.swift",
            """
            #if DEBUG
            #Preview("Live") {
                NewsListView(viewModel: NewsListViewModel(newsService: LiveNewsService()))
            }
            #endif
            func peek(_ service: LiveNewsService) {} // expect: mvvm/view
            let preview = #Preview2 { LiveNewsService() } // expect: mvvm/view
            """)
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
    }

    @Test("an import of a checked module that is not in the spec's dependencies is reported")
    func moduleImports() throws {
        let project = try CheckProject("imports")
        defer { project.remove() }
        let newsList = try project.generate("NewsList.yaml")  // dependencies: [ArticleDetail]
        try project.generate("ProfileSettings.yaml")
        let path = "\(newsList)/ViewModel/NewsListViewModel.swift"
        let line = try project.append(path, "import ProfileSettings")
        try project.append(path, "import ArticleDetail")  // declared; and not a checked module anyway
        let report = try project.check()
        #expect(report.located == [CheckProject.Located(file: path, line: line, rule: "module/dependency")])
        #expect(report.violations.first?.message == "NewsList (module) must not depend on ProfileSettings (module)")
    }
}
