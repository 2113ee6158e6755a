import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import Testing

@testable import ScaffoldCheck
@testable import ScaffoldSpec

/// The JSON Schemas in `Schemas/` that editors use: every example and fixture validates, wrong files are refused by
/// the schema and by the parser alike, and schema and parser name the same keys.
@Suite("Schemas")
struct SchemaTests {
    static let schemas = TestSupport.packageRoot.appendingPathComponent("Schemas")

    /// `Schemas/<name>.schema.json`, refused if it uses a keyword the validator does not implement.
    static func schema(_ name: String) throws -> SchemaValidator {
        try SchemaValidator(schemas.appendingPathComponent("\(name).schema.json"))
    }

    static func files(in folder: String, suffix: String) -> [String] {
        let url = TestSupport.packageRoot.appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
            .map { "\(folder)/\($0)" }
    }

    static var specFiles: [String] {
        files(in: "Specs", suffix: ".yaml") + files(in: "Tests/EdgeSpecs", suffix: ".yaml") + files(in: "Tests/Fixtures/Projects/Specs", suffix: ".yaml")
    }
    static var projectFiles: [String] {
        files(in: "Tests/Fixtures/Projects", suffix: "").map { "\($0)/scaffold.yml" }
            .filter { FileManager.default.fileExists(atPath: TestSupport.packageRoot.appendingPathComponent($0).path) }
    }
    static var templateSetFiles: [String] { TestSupport.architectures.map { "Templates/\($0)/template-set.yml" } }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    static func schemaErrors(_ validator: SchemaValidator, _ yaml: String) throws -> [String] {
        try validator.errors(try JSONValue.yaml(yaml))
    }

    /// The parsers' diagnostics for a scaffold.yml: `ProjectConfig` and, for the `check:` section, `CheckConfig`.
    static func projectDiagnostics(_ yaml: String) throws -> [Diagnostic] {
        let folder = try TestSupport.temporaryFolder("schema-project")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(ProjectConfig.fileName)
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        do { _ = try ProjectConfig.load(url) } catch { diagnostics += error.diagnostics }
        do { _ = try CheckConfig.load(url) } catch { diagnostics += error.diagnostics }
        return diagnostics
    }

    static func templateSetDiagnostics(_ yaml: String) -> [Diagnostic] {
        do {
            _ = try TemplateSetManifest.parse(text: yaml, file: TemplateSetManifest.fileName)
            return []
        } catch { return error.diagnostics }
    }

    /// The diagnostics of parsing `yaml` as a module spec, then of lowering it.
    static func specDiagnostics(_ yaml: String) -> [Diagnostic] {
        let parse = SpecErrorTests.parseErrors(yaml)
        return parse.isEmpty ? SpecErrorTests.lowerErrors(yaml) : parse
    }

    /// The first line, as a `# yaml-language-server` comment, and the schema it names.
    static func schemaLine(_ text: String) -> String? {
        let first = text.prefix { $0 != "\n" }
        let prefix = "# yaml-language-server: $schema="
        return first.hasPrefix(prefix) ? String(first.dropFirst(prefix.count)) : nil
    }

    // MARK: Examples and fixtures validate

    @Test("every module spec validates against module-spec.schema.json", arguments: specFiles)
    func moduleSpecs(path: String) throws {
        let errors = try Self.schemaErrors(try Self.schema("module-spec"), try Self.text(path))
        #expect(errors.isEmpty, "\(path):\n\(errors.joined(separator: "\n"))")
    }

    @Test("every fixture project's scaffold.yml validates, parses, and names the schema on its first line", arguments: projectFiles)
    func fixtureProjects(path: String) throws {
        let text = try Self.text(path)
        let errors = try Self.schemaErrors(try Self.schema("scaffold"), text)
        #expect(errors.isEmpty, "\(path):\n\(errors.joined(separator: "\n"))")
        let diagnostics = try Self.projectDiagnostics(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let schema = try #require(Self.schemaLine(text), "\(path) starts with a yaml-language-server line")
        let folder = TestSupport.packageRoot.appendingPathComponent(path).deletingLastPathComponent()
        #expect(folder.appendingPathComponent(schema).standardizedFileURL == Self.schemas.appendingPathComponent("scaffold.schema.json"))
    }

    @Test("the fixtures exist: three projects, four built-in template sets, specs")
    func fixturesFound() {
        #expect(Self.projectFiles.count == 3)
        #expect(Self.templateSetFiles.count == 4)
        #expect(Self.specFiles.count >= 6)
    }

    /// A scaffold.yml with every key the schema knows, nested ones included.
    static func fullExample(frameworks: Bool) -> String {
        """
        layout: app
        output: App/Features
        tests: AppTests/Features
        module: MyApp
        manifest: Package.swift
        platforms: { iOS: "17.0", macOS: "14.0", macCatalyst: "17", tvOS: "17.0.1", watchOS: "10.0", visionOS: "1.0" }
        dependencies:
          Models:
            path: Packages/Models
            product: ModelsKit
            fixtures:
              Status: "Status.placeholder()"
          Networking: { url: https://github.com/org/Networking.git, from: "1.2.0" }
          Core:
        templates: Templates
        check:
          architecture: mvvm
          layers:
            View: ["**/View/**", "**/Views/**"]
            ViewModel: { paths: ["**/ViewModel/**"], types: ["*ViewModel"] }
            Model: "**/Domain/**"
            Service: ["**/Data/**"]
          allow:
            View: [Service]
            ViewModel: { only: [Model] }
          exclude: ["**/Tests/**"]
          modules:
            Feed: { paths: ["Modules/Feed/**"], dependencies: [Core] }
            Legacy: { paths: "Modules/Legacy/**" }
          severity:
            mvvm/view: warning
            suppression/reason: error
            module/cycle: off
          hints:
            View: "a View reaches services only through its ViewModel: move the call into {from}Model"
          peers:
            features: ["*Feature"]
          baseline: .scaffold-baseline.json

        """ + (frameworks ? "  frameworks:\n    Model: [UIKit, SwiftUI]\n    ViewModel: UIKit\n" : "")
    }

    @Test("a scaffold.yml with every key validates and parses")
    func fullProjectExample() throws {
        let example = Self.fullExample(frameworks: true)
        let errors = try Self.schemaErrors(try Self.schema("scaffold"), example)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
        // 'frameworks:' is read by the check stage once it knows the key; the schema has it either way.
        let parsed = Self.fullExample(frameworks: CheckConfig.keys.contains("frameworks"))
        let diagnostics = try Self.projectDiagnostics(parsed)
        #expect(diagnostics.isEmpty, "\(diagnostics)")

        let document = try JSONValue.yaml(example)
        #expect(Set(try #require(document.object).keys) == Set(ProjectConfig.keys), "the example uses every key")
        #expect(Set(try #require(document["check"]?.object).keys) == Set(CheckConfig.keys + ["frameworks"]))
        let dependencies = try #require(document["dependencies"]?.object)
        let dependencyKeys = try Self.schema("scaffold").root["$defs"]?["dependency"]?.propertyNames
        #expect(Set(dependencies.values.flatMap { Array(($0.object ?? [:]).keys) }) == dependencyKeys)
    }

    @Test("the check tests' scaffold.yml configurations validate")
    func checkTestConfigs() throws {
        for config in [CheckFixtureTests.viperConfig, CheckHostileInputTests.config, CheckOptionsTests.config] {
            let errors = try Self.schemaErrors(try Self.schema("scaffold"), config)
            #expect(errors.isEmpty, "\(config)\n\(errors.joined(separator: "\n"))")
        }
    }

    @Test("every built-in template-set.yml validates, parses, and names the schema on its first line", arguments: templateSetFiles)
    func builtinTemplateSets(path: String) throws {
        let text = try Self.text(path)
        let errors = try Self.schemaErrors(try Self.schema("template-set"), text)
        #expect(errors.isEmpty, "\(path):\n\(errors.joined(separator: "\n"))")
        #expect(Self.templateSetDiagnostics(text).isEmpty)
        let schema = try #require(Self.schemaLine(text), "\(path) starts with a yaml-language-server line")
        let folder = TestSupport.packageRoot.appendingPathComponent(path).deletingLastPathComponent()
        #expect(folder.appendingPathComponent(schema).standardizedFileURL == Self.schemas.appendingPathComponent("template-set.schema.json"))
    }

    @Test("an ejected template-set.yml names the schema by its URL, its $id, and still validates")
    func ejectedSchemaLine() throws {
        let folder = try TestSupport.temporaryFolder("schema-eject")
        defer { try? FileManager.default.removeItem(at: folder) }
        let eject = try CLITests().scaffold(["templates", "eject", "mvp", "--to", "Mine"], in: folder)
        #expect(eject.status == 0, "\(eject.output)")
        let text = try String(contentsOf: folder.appendingPathComponent("Mine/mvp/template-set.yml"), encoding: .utf8)
        let id = try #require(try Self.schema("template-set").root["$id"]?.string)
        #expect(id.hasPrefix("https://"))
        #expect(Self.schemaLine(text) == id)
        #expect(text.components(separatedBy: "yaml-language-server").count == 2, "one schema line")
        let builtin = try Self.text("Templates/mvp/template-set.yml")
        #expect(text.drop { $0 != "\n" } == builtin.drop { $0 != "\n" }, "the rest is the built-in manifest")
        #expect(try Self.schemaErrors(try Self.schema("template-set"), text).isEmpty)
    }

    /// The ```yaml blocks of the README and docs/*.md, with where each starts.
    static func documentedExamples() throws -> [(place: String, text: String)] {
        let docs = files(in: "docs", suffix: ".md")
        var blocks: [(place: String, text: String)] = []
        for path in ["README.md"] + docs {
            var current: (line: Int, lines: [Substring])?
            for (number, line) in try text(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if current == nil, line == "```yaml" {
                    current = (number + 2, [])
                } else if let block = current, line.hasPrefix("```") {
                    blocks.append(("\(path):\(block.line)", block.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            }
        }
        return blocks
    }

    @Test("every YAML example of the README and docs/ validates against its schema: specs, scaffold.yml, template sets")
    func documentedExamplesValidate() throws {
        let specKeys = try Self.schema("module-spec").root.propertyNames.subtracting(["module", "dependencies"])
        let projectKeys = Set(ProjectConfig.keys)
        var counts: [String: Int] = [:]
        for example in try Self.documentedExamples() {
            // Which file the example shows, from its keys; other YAML (CI workflows, …) is left alone.
            guard let keys = try JSONValue.yaml(example.text).object?.keys else { continue }
            let schema: String
            if keys.contains("files") {
                schema = "template-set"
            } else if !specKeys.isDisjoint(with: keys) || (keys.contains("module") && !keys.contains("layout")) {
                schema = "module-spec"
            } else if !projectKeys.isDisjoint(with: keys) {
                schema = "scaffold"
            } else {
                continue
            }
            counts[schema, default: 0] += 1
            let errors = try Self.schemaErrors(try Self.schema(schema), example.text)
            #expect(errors.isEmpty, "\(example.place) (\(schema)):\n\(errors.joined(separator: "\n"))")
        }
        #expect(counts["module-spec", default: 0] >= 1 && counts["scaffold", default: 0] >= 3 && counts["template-set", default: 0] >= 1, "\(counts)")
    }

    @Test("each schema's $id is an https URL named after its file")
    func schemaIDs() throws {
        for name in ["module-spec", "scaffold", "template-set"] {
            #expect(try Self.schema(name).root["$id"]?.string == "https://scaffold.invalid/schemas/\(name).schema.json")
        }
    }

    // MARK: Wrong files are refused by both

    static let wrongProjects: [(String, String)] = [
        ("unknown key", "layuot: package\n"),
        ("unknown layout", "layout: workspace\n"),
        ("app layout without module", "layout: app\n"),
        ("module outside the app layout", "layout: target\nmodule: App\n"),
        ("module is no identifier", "layout: app\nmodule: My-App\n"),
        ("output leaves the project", "output: ../Elsewhere\n"),
        ("absolute tests folder", "layout: target\ntests: /tmp/Tests\n"),
        ("output of the wrong type", "output: [Sources]\n"),
        ("unknown platform", "platforms: { iOS: \"17.0\", android: \"14\" }\n"),
        ("platform version no version", "platforms: { iOS: \"seventeen\" }\n"),
        ("dependencies as a list", "dependencies: [Models]\n"),
        ("url without from", "dependencies:\n  Models: { url: https://github.com/org/Models }\n"),
        ("from without url", "dependencies:\n  Models: { path: Packages/Models, from: \"1.0.0\" }\n"),
        ("path and url", "dependencies:\n  Models: { path: Packages/Models, url: https://github.com/org/Models, from: \"1.0.0\" }\n"),
        ("from no full version", "dependencies:\n  Models: { url: https://github.com/org/Models, from: \"1.0\" }\n"),
        ("absolute dependency path", "dependencies:\n  Models: { path: /src/Models }\n"),
        ("unknown dependency key", "dependencies:\n  Models: { path: Packages/Models, version: \"1.0.0\" }\n"),
        ("dependency name no identifier", "dependencies:\n  1Models: { path: Packages/Models }\n"),
        ("fixtures as a list", "dependencies:\n  Models: { fixtures: [Status] }\n"),
        ("unknown check key", "check:\n  architecture: mvvm\n  rules: {}\n"),
        ("unknown architecture", "check:\n  architecture: clean\n"),
        ("unknown layer key", "check:\n  layers:\n    View: { paths: [\"**/View/**\"], kinds: [class] }\n"),
        ("unknown module key", "check:\n  modules:\n    Feed: { paths: [\"Feed/**\"], imports: [Core] }\n"),
        ("unknown allow key", "check:\n  architecture: mvvm\n  allow:\n    View: { except: [Model] }\n"),
        ("check as a list", "check: [mvvm]\n"),
        ("unknown severity", "check:\n  architecture: mvvm\n  severity:\n    mvvm/view: loud\n"),
        ("severity as a list", "check:\n  architecture: mvvm\n  severity: [mvvm/view]\n"),
        ("hint as a list", "check:\n  architecture: mvvm\n  hints:\n    View: [move it]\n"),
        ("peer rule name with a space", "check:\n  architecture: mvvm\n  peers:\n    my features: [\"*Feature\"]\n"),
    ]

    @Test("a wrong scaffold.yml is refused by the schema and by the parser", arguments: wrongProjects)
    func wrongProject(what: String, yaml: String) throws {
        #expect(!(try Self.schemaErrors(try Self.schema("scaffold"), yaml)).isEmpty, "the schema accepts: \(what)")
        #expect(!(try Self.projectDiagnostics(yaml)).isEmpty, "the parser accepts: \(what)")
    }

    static let validTemplateSet = """
        name: mine
        version: 2
        context: mvvm
        contextVersion: 2
        layers: [Model, View]
        files:
          - template: Entity.swift.mustache
            path: "{{sourcesPrefix}}Model/{{name}}.swift"
            layer: Model
            each: entity
          - template: View.swift.mustache
            path: "{{sourcesPrefix}}View/{{module}}View.swift"
            layer: View
            when: uiSwiftUI

        """

    static let wrongTemplateSets: [(String, String)] = [
        ("unknown key", validTemplateSet + "author: me\n"),
        ("missing name", validTemplateSet.replacingOccurrences(of: "name: mine\n", with: "")),
        ("no files", "name: mine\nlayers: [Model]\n"),
        ("empty files", "name: mine\nfiles: []\n"),
        ("files as a mapping", "name: mine\nfiles: { template: A.swift.mustache, path: A.swift, layer: Test }\n"),
        ("version zero", validTemplateSet.replacingOccurrences(of: "version: 2", with: "version: 0")),
        ("version no number", validTemplateSet.replacingOccurrences(of: "version: 2", with: "version: two")),
        ("layers no list", validTemplateSet.replacingOccurrences(of: "layers: [Model, View]", with: "layers: { Model: View }")),
        ("unknown file key", validTemplateSet + "  - { template: A.swift.mustache, path: A.swift, layer: Test, layers: Model }\n"),
        ("file without layer", validTemplateSet + "  - { template: A.swift.mustache, path: A.swift }\n"),
        ("file without template", validTemplateSet + "  - { path: A.swift, layer: Test }\n"),
        ("unknown each", validTemplateSet.replacingOccurrences(of: "each: entity", with: "each: action")),
        ("path of the wrong type", validTemplateSet + "  - { template: A.swift.mustache, path: [A.swift], layer: Test }\n"),
    ]

    @Test("a wrong template-set.yml is refused by the schema and by the parser", arguments: wrongTemplateSets)
    func wrongTemplateSet(what: String, yaml: String) throws {
        #expect(try Self.schemaErrors(try Self.schema("template-set"), Self.validTemplateSet).isEmpty)
        #expect(Self.templateSetDiagnostics(Self.validTemplateSet).isEmpty)
        #expect(!(try Self.schemaErrors(try Self.schema("template-set"), yaml)).isEmpty, "the schema accepts: \(what)")
        #expect(!Self.templateSetDiagnostics(yaml).isEmpty, "the parser accepts: \(what)")
    }

    static let wrongSpecs: [(String, String)] = [
        ("unknown key", "module: Feed\nscreens: {}\n"),
        ("missing module", "ui: swiftui\n"),
        ("unknown ui", "module: Feed\nui: appkit\n"),
        ("unknown operation key", "module: Feed\nservices:\n  Api:\n    fetch: { returns: Int, retries: 3 }\n"),
        ("entities as a list", "module: Feed\nentities: [Article]\n"),
        ("a title of two lines", "module: Feed\ntitle: |\n  Two\n  lines\n"),
        ("a state mapping without a type", "module: Feed\nstate:\n  token: { secret: true }\n"),
        ("a secret that is not a Bool", "module: Feed\nstate:\n  token: { type: String, secret: maybe }\n"),
        ("an unknown key of a state mapping", "module: Feed\nstate:\n  token: { type: String, hidden: true }\n"),
    ]

    @Test("a wrong module spec is refused by the schema and by the parser", arguments: wrongSpecs)
    func wrongSpec(what: String, yaml: String) throws {
        #expect(!(try Self.schemaErrors(try Self.schema("module-spec"), yaml)).isEmpty, "the schema accepts: \(what)")
        #expect(!Self.specDiagnostics(yaml).isEmpty, "the parser accepts: \(what)")
    }

    // MARK: Schema and parser name the same keys

    /// The keys a parser allows in a mapping, as its unknown-key hint lists them ("known keys: a, b").
    static func allowedKeys(_ diagnostics: [Diagnostic]) throws -> Set<String> {
        let hint = try #require(diagnostics.compactMap(\.hint).first { $0.hasPrefix("known keys: ") }, "\(diagnostics)")
        return Set(hint.dropFirst("known keys: ".count).components(separatedBy: ", "))
    }

    static let unlikelyKey = "qqqqqqqqqqqqqqqqqqqq"

    @Test("scaffold.schema.json names the keys the parsers read")
    func projectKeys() throws {
        let root = try Self.schema("scaffold").root
        #expect(root.propertyNames == Set(ProjectConfig.keys))
        let defs = try #require(root["$defs"])
        let dependency = try Self.allowedKeys(try Self.projectDiagnostics("dependencies:\n  Models: { \(Self.unlikelyKey): 1 }\n"))
        #expect(defs["dependency"]?.propertyNames == dependency)
        #expect(root["properties"]?["platforms"]?["propertyNames"]?["enum"] == .array(ProjectConfig.platformNames.map(JSONValue.string)))
        #expect(root["properties"]?["layout"]?["enum"] == .array(ProjectConfig.Layout.allCases.map { .string($0.rawValue) }))

        // `check:`: 'frameworks:' is in the schema whether or not this build's check stage reads it yet.
        let check = try #require(defs["check"])
        #expect(check.propertyNames == Set(CheckConfig.keys + ["frameworks"]))
        if case .array(let architectures) = check["properties"]?["architecture"]?["enum"] {
            #expect(Set(architectures.compactMap(\.string)) == Set(Architecture.presets.keys))
        }
        let module = try Self.allowedKeys(try Self.projectDiagnostics("check:\n  modules:\n    Feed: { \(Self.unlikelyKey): 1 }\n"))
        #expect(check["properties"]?["modules"]?["additionalProperties"]?.propertyNames == module)
        let layer = try Self.allowedKeys(try Self.projectDiagnostics("check:\n  layers:\n    View: { \(Self.unlikelyKey): 1 }\n"))
        guard case .array(let layerForms) = defs["layerFiles"]?["oneOf"] else { throw SchemaValidator.SchemaError(description: "layerFiles") }
        #expect(layerForms.map(\.propertyNames).contains(layer))
        let allow = try Self.allowedKeys(try Self.projectDiagnostics("check:\n  allow:\n    View: { \(Self.unlikelyKey): [] }\n"))
        guard case .array(let allowForms) = check["properties"]?["allow"]?["additionalProperties"]?["oneOf"] else {
            throw SchemaValidator.SchemaError(description: "allow")
        }
        #expect(allowForms.map(\.propertyNames).contains(allow))
    }

    @Test("template-set.schema.json names the keys the parser reads")
    func templateSetKeys() throws {
        let root = try Self.schema("template-set").root
        #expect(root.propertyNames == Set(TemplateSetManifest.keys))
        #expect(root["$defs"]?["file"]?.propertyNames == Set(TemplateSetManifest.fileKeys))
        #expect(root["$defs"]?["file"]?["properties"]?["each"]?["enum"] == .array(TemplateSetManifest.eachValues.map(JSONValue.string)))
        #expect(root["properties"]?["context"]?["enum"] == .array(Emitter.contextProviders.map(JSONValue.string)))
    }

    @Test("the validator refuses a schema with a keyword it does not implement")
    func validatorRefusesUnknownKeywords() throws {
        let folder = try TestSupport.temporaryFolder("schema-keyword")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("s.json")
        try #"{"type": "object", "properties": {"a": {"if": {"type": "string"}}}}"#.write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: SchemaValidator.SchemaError.self) { try SchemaValidator(url) }
    }
}
