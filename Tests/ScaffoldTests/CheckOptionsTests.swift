import Foundation
import ScaffoldCheck
import ScaffoldManifest
import ScaffoldSpec
import Testing

/// Baseline, inline suppression, empty scopes, configuration errors and the graph export.
@Suite("Check: baseline, suppression, errors and graph")
struct CheckOptionsTests {
    static let config = """
        check:
          architecture: mvvm
          layers:
            View: ["View/**"]
            ViewModel: ["ViewModel/**"]
            Model: ["Model/**"]
            Service: ["Service/**"]
        """

    /// A small MVVM project; `viewModel` is the body of ItemViewModel.
    func project(_ name: String, viewModel: String) throws -> CheckProject {
        let project = try CheckProject(name)
        try project.write("scaffold.yml", Self.config)
        try project.write("Model/Item.swift", "struct Item {}\n")
        try project.write("Service/Store.swift", "struct Store { func items() -> [Item] { [] } }\n")
        try project.write("View/ItemView.swift", "struct ItemView { let model: ItemViewModel }\n")
        try project.write("ViewModel/ItemViewModel.swift", "final class ItemViewModel {\n\(viewModel)\n}\n")
        return project
    }

    // MARK: Baseline

    @Test("a baseline hides recorded violations wherever they move; new ones fail; stale entries fail")
    func baseline() throws {
        let project = try project(
            "baseline",
            viewModel: """
                    var items: [Item] = []
                    weak var view: ItemView?
                """)
        defer { project.remove() }
        let first = try project.check()
        #expect(first.violations.count == 1)
        try project.write("baseline.json", String(decoding: first.baselineData(), as: UTF8.self))
        let recorded = try JSON.object(try project.read("baseline.json"))
        let entries = try #require(recorded["violations"] as? NSArray)
        #expect(entries == [["rule": "mvvm/viewmodel", "from": "ItemViewModel", "to": "ItemView", "count": 1]] as NSArray)

        // The recorded violation moves down two lines: still baselined (no line numbers in the key).
        try project.write("ViewModel/ItemViewModel.swift", "final class ItemViewModel {\n\n\n    weak var view: ItemView?\n}\n")
        let moved = try project.check(baseline: "baseline.json")
        #expect(moved.violations.isEmpty && moved.baselined == 1 && moved.exitStatus == 0)

        // A new violation is reported; the baselined one still is not.
        try project.append("Model/Item.swift", "extension Item { var owner: ItemViewModel? { nil } }")
        let added = try project.check(baseline: "baseline.json")
        #expect(added.located == [CheckProject.Located(file: "Model/Item.swift", line: 2, rule: "mvvm/model")])
        #expect(added.baselined == 1 && added.exitStatus == 1)

        // The recorded violation is fixed: its entry is stale and the run fails until the baseline is updated.
        try project.write("ViewModel/ItemViewModel.swift", "final class ItemViewModel {}\n")
        try project.write("Model/Item.swift", "struct Item {}\n")
        let fixed = try project.check(baseline: "baseline.json")
        #expect(fixed.violations.isEmpty)
        // The stale entry is located at its own '{' in the baseline (line 4 of the file --write-baseline writes).
        #expect(
            fixed.staleBaselineEntries == [
                StaleBaselineEntry(
                    entry: BaselineEntry(rule: "mvvm/viewmodel", from: "ItemViewModel", to: "ItemView", count: 1), line: 4, column: 5, occurrences: 0)
            ])
        #expect(fixed.exitStatus == 1)
        #expect(fixed.render(.text).contains("baseline.json:4:5: error: [mvvm/viewmodel] stale baseline entry: ItemViewModel → ItemView no longer occurs"))
        let json = try JSON.object(fixed.render(.json))
        #expect((json["staleBaseline"] as? [[String: Any]])?.first?["from"] as? String == "ItemViewModel")
        #expect((json["staleBaseline"] as? [[String: Any]])?.first?["line"] as? Int == 4)
        #expect(fixed.render(.github).hasPrefix("::error file=baseline.json,line=4,col=5,"))
        #expect(fixed.render(.sarif).contains("\"ruleId\" : \"baseline\\/stale\"") || fixed.render(.sarif).contains("\"ruleId\" : \"baseline/stale\""))
    }

    @Test("an unreadable or malformed baseline is a located input error")
    func badBaseline() throws {
        let project = try project("bad-baseline", viewModel: "")
        defer { project.remove() }
        #expect(project.checkErrors(baseline: "missing.json").first?.message.contains("cannot read the baseline") == true)
        try project.write("baseline.json", "{\"violations\": 3}")
        let errors = project.checkErrors(baseline: "baseline.json")
        #expect(errors.count == 1 && errors[0].location.line == 1 && errors[0].message.contains("not valid"))
    }

    // MARK: Inline suppression

    @Test("// scaffold:ignore <rule-id> suppresses that rule on its line only; one naming another rule suppresses nothing")
    func inlineSuppression() throws {
        let project = try project(
            "ignore",
            viewModel: """
                    weak var view: ItemView? // scaffold:ignore mvvm/viewmodel -- the view owns it
                    var other: ItemView? // scaffold:ignore mvvm/view -- names another rule
                    var third: ItemView?
                    var all: ItemView? // scaffold:ignore -- every rule
                """)
        defer { project.remove() }
        let report = try project.check()
        #expect(
            report.located == [
                CheckProject.Located(file: "ViewModel/ItemViewModel.swift", line: 3, rule: "mvvm/viewmodel"),
                CheckProject.Located(file: "ViewModel/ItemViewModel.swift", line: 3, rule: "suppression/unused"),
                CheckProject.Located(file: "ViewModel/ItemViewModel.swift", line: 4, rule: "mvvm/viewmodel"),
            ])
        #expect(report.suppressed == 2)
        #expect(report.summary.contains("2 suppressed inline"))
    }

    // MARK: Empty scope and bad input

    @Test("no Swift files is an error, never a green run")
    func noSwiftFiles() throws {
        let project = try CheckProject("empty")
        defer { project.remove() }
        try project.write("README.md", "nothing here\n")
        let errors = project.checkErrors()
        #expect(errors.count == 1 && errors[0].message.contains("no Swift files"))
        #expect(project.checkErrors(["Missing"]).first?.message == "no such file or folder 'Missing'")
        #expect(project.checkErrors(["README.md"]).first?.message == "'README.md' is not a Swift file")
    }

    @Test("a configured layer that matches no file is an error at its line in scaffold.yml")
    func emptyLayer() throws {
        let project = try project("empty-layer", viewModel: "")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.config.replacingOccurrences(of: "Service: [\"Service/**\"]", with: "Service: [\"Services/**\"]"))
        let errors = project.checkErrors()
        #expect(errors.count == 1)
        #expect(errors.first?.location.file.hasSuffix("scaffold.yml") == true)
        #expect(errors.first?.location.line == 7)
        #expect(errors.first?.message == "layer 'Service' matched no file or type in the checked paths")
        #expect(errors.first?.hint?.contains("Services/**") == true)
    }

    @Test("Swift files that belong to no layer (no manifest, no check: section) are an error")
    func nothingToCheck() throws {
        let project = try CheckProject("no-layers")
        defer { project.remove() }
        try project.write("Sources/App.swift", "struct App {}\n")
        let errors = project.checkErrors()
        #expect(errors.count == 1 && errors[0].message.contains("belongs to a layer"))
    }

    @Test("configuration errors are located in scaffold.yml, with a hint, and all reported at once")
    func configErrors() throws {
        let project = try CheckProject("config")
        defer { project.remove() }
        try project.write("App/View/A.swift", "struct A {}\n")
        try project.write(
            "scaffold.yml",
            """
            check:
              architecture: mvvm
              layer: {}
              layers:
                Views: ["App/View/**"]
              allow:
                View: [Modl]
            """)
        let errors = project.checkErrors()
        let summary = errors.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" }
        #expect(
            summary == [
                "3:3 unknown key 'layer' in 'check' | did you mean 'layers'?",
                "5:5 layer 'Views' is not a layer of mvvm | did you mean 'View'?; or give it a rule under 'allow:'",
                "7:12 unknown layer 'Modl' in 'allow' | did you mean 'Model'?",
            ], "\(summary)")

        try project.write("scaffold.yml", "check:\n  architecture: clean\n")
        let architecture = project.checkErrors()
        #expect(architecture.first?.message == "unknown architecture 'clean'")
        #expect(architecture.first?.location.line == 2)
        #expect(architecture.first?.hint?.hasPrefix("known architectures: mvp, mvvm, store, viper") == true)

        try project.write("scaffold.yml", "check:\n  layers: [View]\n")
        #expect(project.checkErrors().first?.message == "'layers' must be a mapping of names")

        try project.write("scaffold.yml", "check: {architecture: mvvm\n")
        let syntax = project.checkErrors()
        #expect(syntax.count == 1 && syntax[0].location.file.hasSuffix("scaffold.yml"))

        #expect(project.checkErrors(config: "other.yml").first?.message == "no such config file 'other.yml'")
    }

    @Test("a byte-order mark before scaffold.yml's or a spec's first key is skipped: the layers and the spec's dependencies are read")
    func byteOrderMark() throws {
        let project = try project("bom", viewModel: "    weak var view: ItemView?")
        defer { project.remove() }
        try project.write("scaffold.yml", "\u{FEFF}" + Self.config)
        #expect(try project.check().located == [CheckProject.Located(file: "ViewModel/ItemViewModel.swift", line: 2, rule: "mvvm/viewmodel")])

        let modules = try CheckProject("bom-spec")
        defer { modules.remove() }
        let newsList = try modules.generate("NewsList.yaml")
        try modules.generate("TaskBoard.yaml")
        try modules.write("Specs/NewsList.yaml", "\u{FEFF}" + modules.read("Specs/NewsList.yaml"))
        try modules.append("\(newsList)/ViewModel/NewsListViewModel.swift", "import TaskBoard")
        let report = try modules.check()
        #expect(report.violations.map(\.rule) == ["module/dependency"], "\(report.render(.text))")
        #expect(report.notes.allSatisfy { !$0.contains("cannot read its spec") }, "\(report.notes)")
    }

    @Test("--config FILE overrides the scaffold.yml found from the current folder")
    func configOverride() throws {
        let project = try project("config-override", viewModel: "weak var view: ItemView?")
        defer { project.remove() }
        try project.write("scaffold-ci.yml", Self.config + "\n  allow:\n    ViewModel: [View]\n")
        #expect(try project.check().violations.count == 1)
        let report = try project.check(config: "scaffold-ci.yml")
        #expect(report.violations.isEmpty, "\(report.render(.text))")
    }

    @Test("a broken manifest is a located input error; unparsable or pathological Swift never traps")
    func badInputNeverTraps() throws {
        let project = try CheckProject("bad-input")
        defer { project.remove() }
        let module = try project.generate("NewsList.yaml")
        try project.write("\(module)/View/Broken.swift", "struct { ( [ ) } } func #if\n\u{0}\u{FFFF} extension : : {")
        #expect(try project.check().violations.isEmpty)
        // Long chains nest the syntax tree as deep as they are long: no stack overflow.
        try project.write(
            "\(module)/Model/Chain.swift",
            "let chain = Article.self" + String(repeating: ".self", count: 3000)
                + "\nlet calls = f" + String(repeating: "()", count: 3000) + "\n")
        #expect(try project.check().violations.isEmpty)
        // Nesting deeper than SwiftParser's limit is refused with a located error, never a crash.
        try project.write("\(module)/Model/Deep.swift", "let deep: " + String(repeating: "(", count: 300) + "Int" + String(repeating: ")", count: 300) + "\n")
        let deep = project.checkErrors()
        #expect(deep.count == 1 && deep[0].message.contains("nests more than 256 levels deep"), "\(deep)")
        // Located at the bracket past the limit: the 257th '(' after "let deep: ".
        #expect(deep.first?.location.line == 1 && deep.first?.location.column == 10 + 257, "\(deep)")
        #expect(deep.first?.hint?.contains("exclude") == true)
        try FileManager.default.removeItem(at: project.url("\(module)/Model/Deep.swift"))

        try project.write("\(module)/.scaffold/manifest.json", "{\"module\": \"NewsList\"}")
        let errors = project.checkErrors()
        #expect(errors.count == 1 && errors[0].location.file.hasSuffix(".scaffold/manifest.json"))
        #expect(errors[0].message.contains("missing key"))
    }

    @Test("manifests: escaped strings and unknown keys are read; malformed JSON is a located error, never a crash")
    func manifestReading() throws {
        let project = try CheckProject("manifest")
        defer { project.remove() }
        try project.write("M/Model/Item.swift", "struct Item { var view: ItemView? }\n")
        try project.write("M/View/ItemView.swift", "struct ItemView { var item: Item }\n")
        func manifest(_ files: String, extra: String = "") -> String {
            "{\"architecture\": \"mvvm\", \(extra)\"files\": [\(files)], \"module\": \"M\"}"
        }
        // Escaped slashes and unicode escapes, keys in any order, values of every JSON kind to skip.
        try project.write(
            "M/.scaffold/manifest.json",
            manifest(
                "{\"contents\": \"a \\\"quoted\\\" \\n text\", \"layer\": \"Model\", \"path\": \"Model\\/Item.swift\"},"
                    + "{\"path\": \"\\u0056iew/ItemView.swift\", \"layer\": \"View\", \"hash\": null, \"n\": -1.5e3, \"ok\": true}",
                extra: "\"unknown\": {\"a\": [1, [2, {\"b\": false}]]}, "))
        let report = try project.check()
        #expect(report.located == [CheckProject.Located(file: "M/Model/Item.swift", line: 1, rule: "mvvm/model")], "\(report.render(.text))")

        for broken in [
            manifest("{\"path\": \"Model/Item.swift\", \"layer\": \"Model\""),  // unterminated object
            manifest("", extra: "\"deep\": " + String(repeating: "[", count: 100_000) + ", "),
            "{\"module\": \"M\", \"architecture\": \"mvvm\", \"files\": [{\"path\": \"x\"}]}",
            "{\"module\": \"M\", \"architecture\": \"mvvm\", \"files\": []} trailing",
            "\u{FF}\u{0}",
            "",
        ] {
            try project.write("M/.scaffold/manifest.json", broken)
            let errors = project.checkErrors()
            #expect(errors.count == 1 && errors[0].message.hasPrefix("cannot read the module manifest: "), "\(errors)")
            #expect(errors.first?.location.file.hasSuffix("M/.scaffold/manifest.json") == true)
        }
        try project.write("M/.scaffold/manifest.json", "{\"module\": \"M\", \"architecture\": \"mvvm\", \"files\": [{\"path\": \"x\"}]}")
        #expect(project.checkErrors().first?.message == "cannot read the module manifest: missing key 'layer' in 'files[0]'")
    }

    @Test("check reads the manifest regen writes: its outline, by the same keys, in every architecture")
    func manifestOutline() throws {
        let project = try CheckProject("manifest-outline")
        defer { project.remove() }
        for architecture in ["mvvm", "viper", "mvp", "store"] {
            let module = try project.generate("NewsList.yaml", output: architecture, architecture: architecture)
            let data = try Data(contentsOf: project.url("\(module)/\(Manifest.relativePath)"))
            let manifest = try JSONDecoder().decode(Manifest.self, from: data)
            let outline = try JSONDecoder().decode(Manifest.Outline.self, from: data)
            #expect(outline == manifest.outline)
            #expect(outline.module == "NewsList" && outline.architecture == architecture && outline.spec == manifest.spec)
            #expect(!outline.files.isEmpty && outline.files.count == manifest.files.count)
            #expect(manifest.encoded() == data, "the manifest does not round-trip byte for byte")
        }
    }

    // MARK: Graph

    @Test("graph: layer and module levels count references and mark violating edges, in dot, mermaid and json")
    func graph() throws {
        let project = try project(
            "graph",
            viewModel: """
                    var items: [Item] = []
                    let store = Store()
                    weak var view: ItemView?
                """)
        defer { project.remove() }
        let report = try project.check()
        let json = try JSON.object(report.renderGraph(level: .layer, format: .json))
        let edges = try #require(json["edges"] as? [[String: Any]])
        func edge(_ from: String, _ to: String) -> [String: Any]? {
            edges.first { $0["from"] as? String == from && $0["to"] as? String == to }
        }
        #expect(edge("ViewModel", "Model")?["count"] as? Int == 1)
        #expect(edge("ViewModel", "Model")?["violation"] as? Bool == false)
        #expect(edge("ViewModel", "View")?["violation"] as? Bool == true)
        #expect(edge("ViewModel", "View")?["rules"] as? [String] == ["mvvm/viewmodel"])
        #expect(edge("View", "ViewModel")?["count"] as? Int == 1)
        #expect(edge("Service", "Model")?["count"] as? Int == 1)
        #expect(edges.count == 5)

        let dot = report.renderGraph(level: .layer, format: .dot)
        #expect(dot.hasPrefix("digraph scaffold {"))
        #expect(dot.contains("[label=\"1\", color=red, penwidth=2, tooltip=\"mvvm/viewmodel\"]"))
        let mermaid = report.renderGraph(level: .layer, format: .mermaid)
        #expect(mermaid.hasPrefix("flowchart LR"))
        #expect(mermaid.contains("-->|1|"))
        #expect(mermaid.contains("linkStyle"))

        let types = try JSON.object(report.renderGraph(level: .type, format: .json))
        let typeEdges = try #require(types["edges"] as? [[String: Any]])
        #expect(
            typeEdges.contains {
                $0["from"] as? String == "ItemViewModel (ViewModel)" && $0["to"] as? String == "ItemView (View)" && $0["violation"] as? Bool == true
            })
    }

    @Test("graph: module level from imports and cross-module references")
    func moduleGraph() throws {
        let project = try CheckProject("module-graph")
        defer { project.remove() }
        let newsList = try project.generate("NewsList.yaml")
        try project.generate("TaskBoard.yaml")
        try project.append("\(newsList)/ViewModel/NewsListViewModel.swift", "import TaskBoard")
        try project.append("\(newsList)/ViewModel/NewsListViewModel.swift", "extension NewsListViewModel { func board(_ model: TaskBoardViewModel) {} }")
        let report = try project.check()
        let json = try JSON.object(report.renderGraph(level: .module, format: .json))
        let edges = try #require(json["edges"] as? [[String: Any]])
        #expect(edges.count == 1)
        #expect(edges.first?["from"] as? String == "NewsList" && edges.first?["to"] as? String == "TaskBoard")
        #expect(edges.first?["count"] as? Int == 2)
        #expect(edges.first?["rules"] as? [String] == ["module/dependency"])
        #expect(report.renderGraph(level: .module, format: .dot).contains("n0 -> n1 [label=\"2\", color=red"))
    }
}

/// `scaffold check` and `scaffold graph` as CI runs them: exit status, output files, baseline round trip.
@Suite("Check: command line")
struct CheckCommandLineTests {
    func scaffold(_ arguments: [String], in folder: URL) throws -> TestSupport.ProcessResult {
        try #require(
            FileManager.default.isExecutableFile(atPath: CLITests.executable.path),
            "build the executable first (swift build): \(CLITests.executable.path)")
        return try TestSupport.run([CLITests.executable.path] + arguments, in: folder)
    }

    @Test("exit status 0 clean, 1 violations, 2 bad input; SARIF to a file; baseline written and used")
    func exitStatusAndFiles() throws {
        let project = try CheckProject("cli")
        defer { project.remove() }
        let module = try project.generate("NewsList.yaml")

        let clean = try scaffold(["check"], in: project.folder)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("no violations"))

        let line = try project.append("\(module)/Model/Article.swift", "extension Article { func load(from service: any NewsService) {} }")
        let dirty = try scaffold(["check", module], in: project.folder)
        #expect(dirty.status == 1)
        #expect(dirty.output.contains("\(module)/Model/Article.swift:\(line):49: error: [mvvm/model] Article (Model) must not depend on NewsService (Service)"))

        let sarif = try scaffold(["check", "--format", "sarif", "--output", "check.sarif"], in: project.folder)
        #expect(sarif.status == 1)
        let log = try JSON.object(try project.read("check.sarif"))
        #expect(log["version"] as? String == "2.1.0")

        let github = try scaffold(["check", "--format", "github"], in: project.folder)
        #expect(github.output.contains("::error file=\(module)/Model/Article.swift,line=\(line),col=49,title=mvvm/model::"))

        let written = try scaffold(["check", "--write-baseline", "baseline.json"], in: project.folder)
        #expect(written.status == 0, "\(written.output)")
        let baselined = try scaffold(["check", "--baseline", "baseline.json"], in: project.folder)
        #expect(baselined.status == 0, "\(baselined.output)")
        #expect(baselined.output.contains("1 in the baseline"))

        let badFormat = try scaffold(["check", "--format", "xml"], in: project.folder)
        #expect(badFormat.status != 0 && badFormat.status != 1)
        let empty = try scaffold(["check", "Specs"], in: project.folder)
        #expect(empty.status == 2)
        #expect(empty.output.contains("error: no Swift files to check in Specs"))

        let graph = try scaffold(["graph", "--level", "layer", "--format", "dot"], in: project.folder)
        #expect(graph.status == 0)
        #expect(graph.output.contains("digraph scaffold {"))
        #expect(graph.output.contains("color=red"))
    }

    @Test("graph ends its output with one newline in every format, on standard output and with --output")
    func graphEndsWithNewline() throws {
        let project = try CheckProject("cli-graph-newline")
        defer { project.remove() }
        try project.generate("NewsList.yaml")
        // Layer level has edges; module level has none for a single module, so the empty graph is covered too.
        for level in ["layer", "module"] {
            for format in ["dot", "mermaid", "json"] {
                let shown = "graph --level \(level) --format \(format)"
                let printed = try TestSupport.run(
                    [CLITests.executable.path, "graph", "--level", level, "--format", format],
                    in: project.folder, mergingErrors: false)
                #expect(printed.status == 0, "\(shown): \(printed.output)")
                #expect(
                    printed.output.hasSuffix("\n") && !printed.output.hasSuffix("\n\n"),
                    "\(shown) on standard output: \(printed.output.suffix(40).debugDescription)")

                let file = "graph-\(level).\(format)"
                let written = try scaffold(["graph", "--level", level, "--format", format, "--output", file], in: project.folder)
                #expect(written.status == 0, "\(shown) --output: \(written.output)")
                let contents = try project.read(file)
                #expect(contents.hasSuffix("\n") && !contents.hasSuffix("\n\n"), "\(shown) --output: \(contents.suffix(40).debugDescription)")
                #expect(contents == printed.output, "\(shown): --output and standard output differ")
            }
        }
    }
}
