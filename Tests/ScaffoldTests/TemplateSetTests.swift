import Foundation
import ScaffoldDiagnostics
import ScaffoldSpec
import Testing

@testable import ScaffoldEmit

/// Template sets users override and add, without recompiling the tool.
@Suite("Template sets")
struct TemplateSetTests {
    let cli = CLITests()
    var newsList: String { TestSupport.specsFolder.appendingPathComponent("NewsList.yaml").path }

    func builtinTemplate(_ path: String) throws -> String {
        try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Templates/\(path)"), encoding: .utf8)
    }

    func project(_ files: [String: String]) throws -> URL {
        let folder = try TestSupport.temporaryFolder("templates")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A set whose manifest says `context:` and `contextVersion:` as given, writing one shared template.
    func versionedSet(context: String, version: String?) -> String {
        """
        name: mine
        context: \(context)
        \(version.map { "contextVersion: \($0)" } ?? "")
        files:
          - template: Entity.swift.mustache
            path: "{{name}}.swift"
            layer: Test
            each: entity

        """
    }

    @Test("a set written for an older template context whose keys changed is refused at its 'context:', naming the migration note")
    func olderContextVersion() throws {
        let folder = try project([
            "old/template-set.yml": versionedSet(context: "viper", version: nil),
            "mvvmOld/template-set.yml": versionedSet(context: "mvvm", version: "2"),
            "mvvmBeforeViewKeys/template-set.yml": versionedSet(context: "mvvm", version: "3"),
            "viperBeforeCancelledUseCases/template-set.yml": versionedSet(context: "viper", version: "4"),
            "mvvmFour/template-set.yml": versionedSet(context: "mvvm", version: "4"),
            "viperSix/template-set.yml": versionedSet(context: "viper", version: "6"),
            "mvpSeven/template-set.yml": versionedSet(context: "mvp", version: "7"),
            "viperSeven/template-set.yml": versionedSet(context: "viper", version: "7"),
            "viperNine/template-set.yml": versionedSet(context: "viper", version: "9"),
            "viperTen/template-set.yml": versionedSet(context: "viper", version: "10"),
            "viperEleven/template-set.yml": versionedSet(context: "viper", version: "11"),
            "newer/template-set.yml": versionedSet(context: "viper", version: "13"),
            "current/template-set.yml": versionedSet(context: "viper", version: "12"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        func diagnostics(_ name: String) -> [Diagnostic] {
            do {
                _ = try TemplateSet.resolve(name, projectFolder: folder)
                return []
            } catch {
                return error.diagnostics
            }
        }
        let old = try #require(diagnostics("old").first)
        #expect(old.message.contains("written for template context version 1, whose 'viper' keys changed in version 2"), "\(old.message)")
        #expect(old.location.line == 2 && old.location.file.hasSuffix("old/template-set.yml"))
        #expect(old.hint?.contains("docs/template-context.md#version-2") == true)
        // MVVM's keys changed in version 3 (requested `set:` effects): a set written for 2 is refused with that note.
        let mvvmOld = try #require(diagnostics("mvvmOld").first)
        #expect(mvvmOld.message.contains("written for template context version 2, whose 'mvvm' keys changed in version 3"), "\(mvvmOld.message)")
        #expect(mvvmOld.hint?.contains("docs/template-context.md#version-3") == true)
        // The view keys moved under `view` in version 4.
        let beforeViewKeys = try #require(diagnostics("mvvmBeforeViewKeys").first)
        #expect(beforeViewKeys.message.contains("version 3, whose 'mvvm' keys changed in version 4"), "\(beforeViewKeys.message)")
        #expect(beforeViewKeys.hint?.contains("docs/template-context.md#version-4") == true)
        // VIPER's use cases changed in version 5; MVVM's keys did not, so a set written for 4 is sent to version 6's
        // note (Retry), the first change after it.
        let viperFour = try #require(diagnostics("viperBeforeCancelledUseCases").first)
        #expect(viperFour.hint?.contains("docs/template-context.md#version-5") == true)
        let mvvmFour = try #require(diagnostics("mvvmFour").first)
        #expect(mvvmFour.hint?.contains("docs/template-context.md#version-6") == true)
        // Version 7 reads every user-facing text from the module's String Catalog.
        let viperSix = try #require(diagnostics("viperSix").first)
        #expect(viperSix.hint?.contains("docs/template-context.md#version-7") == true)
        // Version 8 removed MVP's preview navigator; VIPER's keys only grew, so its sets for 7 are sent to version 9's note
        // (collection edits reshaped the stores).
        let mvpSeven = try #require(diagnostics("mvpSeven").first)
        #expect(mvpSeven.hint?.contains("docs/template-context.md#version-8") == true)
        let viperSeven = try #require(diagnostics("viperSeven").first)
        #expect(viperSeven.hint?.contains("docs/template-context.md#version-9") == true)
        // Version 10: a route reads the call's result (VIPER's use case returns it) or goes back.
        let viperNine = try #require(diagnostics("viperNine").first)
        #expect(viperNine.hint?.contains("docs/template-context.md#version-10") == true)
        // Version 11: an action waits for requests in flight (its own repeat, a request whose result its `set:` reads).
        let viperTen = try #require(diagnostics("viperTen").first)
        #expect(viperTen.hint?.contains("docs/template-context.md#version-11") == true)
        // Version 12: a `set:` cancels every element's request of an action keyed by element.
        let viperEleven = try #require(diagnostics("viperEleven").first)
        #expect(viperEleven.hint?.contains("docs/template-context.md#version-12") == true)
        let newer = try #require(diagnostics("newer").first)
        #expect(newer.message.contains("version 13; this scaffold provides version 12"), "\(newer.message)")
        #expect(newer.location.line == 3)
        #expect(diagnostics("current").isEmpty)
        // The built-in sets are current.
        for name in ["mvvm", "mvp", "viper", "store"] { #expect(diagnostics(name).isEmpty, "\(name)") }
    }

    @Test("a project adds a whole architecture and overrides one MVVM template; both take effect")
    func customArchitectureAndOverride() throws {
        let folder = try project([
            "scaffold.yml": "templates: MyTemplates\n",
            "MyTemplates/flat/template-set.yml": """
            name: flat
            version: 3
            layers: [Model, Service]
            files:
              - template: Entity.swift.mustache
                path: "Flat/{{name}}.swift"
                layer: Model
                each: entity
              - template: Summary.swift.mustache
                path: "Flat/{{module}}Summary.swift"
                layer: Service
            """,
            "MyTemplates/flat/Summary.swift.mustache": "// {{module}}: {{summary}}\nenum {{module}}Summary {}\n",
            // An override that keeps the module whole: the built-in template under a header of the project's own.
            "MyTemplates/mvvm/ViewModel.swift.mustache": "// custom view model for {{module}}\n" + (try builtinTemplate("mvvm/ViewModel.swift.mustache")),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }

        let list = try cli.scaffold(["templates", "list"], in: folder)
        #expect(list.status == 0, "\(list.output)")
        #expect(list.output.contains("flat"))
        #expect(list.output.contains("mvvm"))

        let flat = try cli.scaffold(["new", newsList, "--architecture", "flat", "--output", "out"], in: folder)
        #expect(flat.status == 0, "\(flat.output)")
        let summary = try String(contentsOf: folder.appendingPathComponent("out/NewsList/Flat/NewsListSummary.swift"), encoding: .utf8)
        #expect(summary == "// NewsList: Today's news by category, with bookmarks.\nenum NewsListSummary {}\n")
        // The shared Entity template is found behind the project's set.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/NewsList/Flat/Article.swift").path))
        let manifest = try String(contentsOf: folder.appendingPathComponent("out/NewsList/.scaffold/manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"templateSet\" : \"flat@3\""))

        let mvvm = try cli.scaffold(["new", newsList, "--output", "mvvm"], in: folder)
        #expect(mvvm.status == 0, "\(mvvm.output)")
        let viewModel = try String(
            contentsOf: folder.appendingPathComponent("mvvm/NewsList/Sources/NewsList/ViewModel/NewsListViewModel.swift"), encoding: .utf8)
        #expect(viewModel.hasPrefix("// custom view model for NewsList"))
        let entity = try String(contentsOf: folder.appendingPathComponent("mvvm/NewsList/Sources/NewsList/Model/Article.swift"), encoding: .utf8)
        #expect(entity.contains("public struct Article"), "the other templates stay built in")
    }

    @Test("a template naming a key the context lacks is a located error naming the template")
    func unknownKey() throws {
        let folder = try project(["T/mvvm/ViewModel.swift.mustache": "// ok\n\nfinal class {{modul}}ViewModel {}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.scaffold(["new", newsList, "--templates", "T", "--output", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("T/mvvm/ViewModel.swift.mustache:3:13: error: template refers to 'modul'"), "\(result.output)")
        #expect(result.output.contains("did you mean 'module'?"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("an invalid template-set manifest is a located error")
    func invalidManifest() throws {
        let folder = try project([
            "T/bad/template-set.yml":
                "name: bad\nlayers: [Model]\nfiles:\n  - template: X.swift.mustache\n    path: \"../{{name}}.swift\"\n    layer: Modle\n    each: entities\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.scaffold(["new", newsList, "--templates", "T", "--architecture", "bad", "--output", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("template-set.yml:6:12: error: layer 'Modle' is not listed under 'layers:'"), "\(result.output)")
        #expect(result.output.contains("template-set.yml:7:11: error: unknown 'each: entities'"), "\(result.output)")
    }

    @Test("a template: path that leaves the set's folder (.., absolute, a link out) is a located error, and nothing is read")
    func templatePathsStayInTheSet() throws {
        let entry = { (template: String, path: String) in "  - template: \(template)\n    path: \(path)\n    layer: Model\n" }
        let header = "name: mine\nlayers: [Model]\nfiles:\n"
        let folder = try project([
            "secret.txt": "TOP SECRET",
            "T/mine/template-set.yml": header + entry("../../secret.txt", "A.swift") + entry("/etc/hostname", "B.swift")
                + entry("Sub/../E.swift.mustache", "E.swift"),
            "L/mine/template-set.yml": header + entry("Link.swift.mustache", "C.swift"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["new", newsList, "--architecture", "mine", "--output", "out", "--templates"]
        let paths = try cli.scaffold(arguments + ["T"], in: folder)
        #expect(paths.status == 2)
        for (line, template) in [(4, "../../secret.txt"), (7, "/etc/hostname"), (10, "Sub/../E.swift.mustache")] {
            #expect(
                paths.output.contains("template-set.yml:\(line):15: error: template '\(template)' is not a path inside the template set's folder"),
                "\(paths.output)")
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("L/mine/Link.swift.mustache").path, withDestinationPath: "../../secret.txt")
        let link = try cli.scaffold(arguments + ["L"], in: folder)
        #expect(link.status == 2)
        #expect(
            link.output.contains("template-set.yml:4:15: error: template 'Link.swift.mustache' is a link to a file outside the template set's folder"),
            "\(link.output)")
        #expect(!paths.output.contains("TOP SECRET") && !link.output.contains("TOP SECRET"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("a byte-order mark before template-set.yml's first key is skipped")
    func byteOrderMark() throws {
        let text = "\u{FEFF}name: mine\nlayers: [Model]\nfiles:\n  - { template: E.swift.mustache, path: \"E.swift\", layer: Model }\n"
        let manifest = try TemplateSetManifest.parse(text: text, file: "template-set.yml")
        #expect(manifest.name.value == "mine" && manifest.name.location.column == 7)
    }

    @Test("a template whose output is not valid Swift is reported against the template")
    func invalidSwift() throws {
        let folder = try project(["T/mvvm/ViewModel.swift.mustache": "final class {{module}}ViewModel {\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.scaffold(["new", newsList, "--templates", "T", "--output", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("ViewModel.swift.mustache:1:1: error: rendered Swift does not parse"), "\(result.output)")
    }

    @Test("eject copies a built-in set that then works as a project set")
    func eject() throws {
        let folder = try project([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let eject = try cli.scaffold(["templates", "eject", "mvvm", "--to", "Mine"], in: folder)
        #expect(eject.status == 0, "\(eject.output)")
        for file in ["template-set.yml", "ViewModel.swift.mustache", "Entity.swift.mustache", "Mock.swift.mustache"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Mine/mvvm/\(file)").path), "missing \(file)")
        }
        let show = try cli.scaffold(["templates", "show", "mvvm", "--templates", "Mine"], in: folder)
        #expect(show.output.contains("Mine/mvvm/ViewModel.swift.mustache"), "\(show.output)")
        let again = try cli.scaffold(["templates", "eject", "mvvm", "--to", "Mine"], in: folder)
        #expect(again.status == 2)
    }

    @Test(
        "editing the ejected expectation partial changes every expectation of the generated tests",
        arguments: ["mvvm", "mvp", "viper", "store"])
    func expectationPartial(architecture: String) throws {
        let folder = try project([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let eject = try cli.scaffold(["templates", "eject", architecture, "--to", "T"], in: folder)
        #expect(eject.status == 0, "\(eject.output)")
        let partial = folder.appendingPathComponent("T/\(architecture)/partials/expect.mustache")
        #expect(FileManager.default.fileExists(atPath: partial.path), "eject copies the partials")
        try
            ("{{#throwing}}await #expect(throws: {{error}}, \"checked by the team's partial\") { try await {{call}} }{{/throwing}}"
            + "{{^throwing}}#expect({{actual}}{{#comparison}} {{operator}} {{expected}}{{/comparison}}, \"checked by the team's partial\"){{/throwing}}\n")
            .write(to: partial, atomically: true, encoding: .utf8)

        let spec = TestSupport.specsFolder.appendingPathComponent("TaskBoard.yaml").path
        let result = try cli.scaffold(["new", spec, "--templates", "T", "--architecture", architecture, "--output", "out"], in: folder)
        #expect(result.status == 0, "\(result.output)")
        let tests = folder.appendingPathComponent("out/TaskBoard/Tests")
        let files = try #require(FileManager.default.enumerator(atPath: tests.path)).compactMap { $0 as? String }.filter { $0.hasSuffix("Tests.swift") }
        #expect(!files.isEmpty)
        var expectations = 0
        for file in files {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("#expect(") {
                expectations += 1
                #expect(line.contains(", \"checked by the team's partial\")"), "\(file): \(line)")
            }
        }
        #expect(expectations > 20)
    }

    @Test("a partial naming a key the context lacks is a located error naming the partial")
    func unknownKeyInPartial() throws {
        let folder = try project(["T/mvvm/partials/expect.mustache": "#expect({{actuall}})\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.scaffold(["new", newsList, "--templates", "T", "--output", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("T/mvvm/partials/expect.mustache:1:9: error: template refers to 'actuall'"), "\(result.output)")
        #expect(result.output.contains("did you mean 'actual'?"), "\(result.output)")
    }

    @Test("a partial of several lines included on a line of its own is written out, each line indented like the tag")
    func standalonePartialIndentation() throws {
        let partials = ["row": "{{#rows}}\nText({{.}})\n{{/rows}}\n", "inline": "x\n"]
        let template = "List {\n    {{> row}}\n    {{> inline}}\n{{> row}}\n}\n"
        let expanded = StandalonePartials.expand(template, partials: partials)
        #expect(expanded == "List {\n    {{#rows}}\n    Text({{.}})\n    {{/rows}}\n    {{> inline}}\n{{#rows}}\nText({{.}})\n{{/rows}}\n}\n")
    }

    @Test("a key that only some modules have is checked in every module: a misspelt optional key is an error even where it is absent")
    func optionalKeysAreChecked() throws {
        // `flag` is set only on values that are a `Bool` (NewsList has none), but the context type has it everywhere: a
        // misspelling is always caught.
        let folder = try project(["T/mvvm/ObservedView.swift.mustache": "{{#view.values}}{{#flg}}x{{/flg}}{{/view.values}}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try cli.scaffold(["new", newsList, "--templates", "T", "--output", "out"], in: folder)
        #expect(result.status == 2)
        #expect(result.output.contains("error: template refers to 'flg'"), "\(result.output)")
        #expect(result.output.contains("did you mean 'flag'?"), "\(result.output)")
    }
}
