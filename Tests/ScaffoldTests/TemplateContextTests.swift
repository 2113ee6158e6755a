import Foundation
import ScaffoldIR
import ScaffoldScreen
import Testing

@testable import ScaffoldEmit

/// The template context is data: typed, documented, and free of Swift statements, which templates write.
@Suite("Template context")
struct TemplateContextTests {
    /// Every string value anywhere in a context tree.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let dictionary as [String: Any]: dictionary.values.flatMap(strings)
        case let list as [Any]: list.flatMap(strings)
        case let string as String: [string]
        default: []
        }
    }

    static func context(_ spec: String, _ architecture: String, ui: UIKind = .swiftui) throws -> Any {
        var module = try TestSupport.lower(spec, architecture: architecture)
        module.ui = ui
        let set = try TemplateSet.resolve(architecture, projectFolder: nil)
        let base = try Emitter.moduleContext(Screen(module), options: EmitOptions(package: true), templates: set)
        return [
            base.value, module.entities.map { ContextEncoder.encode(EntityContext($0, module: module)) },
            module.services.map { ContextEncoder.encode(ServiceContext($0, module: module)) },
        ] as [Any]
    }

    @Test("no context string holds a Swift statement: no #expect, no await, no assignment, no line break", arguments: ["mvvm", "mvp", "viper", "store"])
    func noStatementsInContext(architecture: String) throws {
        for spec in TestSupport.exampleSpecs {
            for ui in UIKind.allCases {
                for string in Self.strings(in: try Self.context(spec, architecture, ui: ui)) {
                    #expect(!string.contains("#expect"), "\(spec) \(architecture): \(string)")
                    #expect(!string.contains("await "), "\(spec) \(architecture): \(string)")
                    #expect(!string.contains("\n") && !string.contains("\r"), "\(spec) \(architecture): \(string)")
                    #expect(!Self.assigns(string), "\(spec) \(architecture): \(string)")
                }
            }
        }
    }

    /// Whether Swift text assigns (`x = value`, `x += 1`) outside its string literals, brackets and closures: a
    /// statement. A parameter's default (`query: String = ""`) is a declaration's part, not an assignment.
    static func assigns(_ text: String) -> Bool {
        var depth = 0
        var inString = false
        var previous: Character = " "
        var declares = false
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            defer { previous = character }
            if character == "\"" && previous != "\\" { inString.toggle() }
            if inString { continue }
            if "{([".contains(character) { depth += 1 }
            if "})]".contains(character) { depth -= 1 }
            guard depth == 0 else { continue }
            if character == "," { declares = false }
            if character == ":" { declares = true }
            guard character == "=" else { continue }
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if next != "=" && !"=!<>".contains(previous) && !declares { return true }
        }
        return false
    }

    @Test("a test knows which locals its expressions read: roots only, not members, labels, enum cases or closure parameters")
    func freeNames() {
        #expect(FreeNames.of("mocks.newsService.fetchArticlesCalls") == ["mocks"])
        #expect(FreeNames.of("viewModel.count == before + 1") == ["viewModel", "before"])
        #expect(FreeNames.of(".detail(article: article)") == ["article"])
        #expect(FreeNames.of("store.state.items.map { $0.id }") == ["store"])
        #expect(!FreeNames.of("beforeArticles.count").contains("before"))
    }

    @Test("a spec summary with a line break reaches a doc comment on one line")
    func summaryStaysOnOneLine() throws {
        var module = try TestSupport.lower("NewsList.yaml", architecture: "mvvm")
        module.summary = "First line\n}\nfunc injected() {"
        let files = try TestSupport.emit(module)
        let viewModel = try #require(files.first { $0.path.hasSuffix("NewsListViewModel.swift") })
        #expect(viewModel.contents.contains("/// First line } func injected() {\n"))
        #expect(!viewModel.contents.contains("\nfunc injected"))
    }

    @Test("the schema derived from a context type lists optional keys and keys inside lists")
    func schemaFromTypes() {
        let schema = ContextSchema.of(ServiceContext.self)
        let paths = Set(schema.keyPaths())
        #expect(paths.contains("mockOperations[].unscriptedReturnValue.type"))
        #expect(paths.contains("mockOperations[].result.returnsValue"))
        #expect(paths.contains("imports[]"))
        #expect(!paths.contains("mockOperations[].nonexistent"))
    }

    @Test("the encoder leaves out nil optionals and keeps everything else")
    func encoderOmitsNil() throws {
        let module = try TestSupport.lower("TaskBoard.yaml", architecture: "mvvm")
        let service = try #require(module.service(named: "TaskCache"))
        let encoded = ContextEncoder.encode(ServiceContext(service, module: module))
        let operations = try #require(encoded["mockOperations"] as? [[String: Any]])
        let lastSync = try #require(operations.first { $0["name"] as? String == "lastSync" })
        #expect(lastSync["result"] == nil)
        #expect((lastSync["returnValue"] as? [String: Any])?["initial"] as? String == "nil")
        #expect(lastSync["hasParams"] as? Bool == false)
    }

    @Test("scaffold templates context prints JSON whose keys are the context's")
    func contextJSON() throws {
        let module = try TestSupport.lower("NewsList.yaml", architecture: "mvvm")
        let json = try Emitter.contextJSON(Screen(module), options: EmitOptions(package: false), templates: TemplateSet.resolve("mvvm", projectFolder: nil))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let moduleKeys = try #require(object["module"] as? [String: Any])
        #expect(moduleKeys["module"] as? String == "NewsList")
        #expect(moduleKeys["tests"] is [Any])
        #expect((object["entity"] as? [Any])?.count == module.entities.count)
        #expect((object["service"] as? [Any])?.count == module.services.count)
    }

    /// The text of a `## ` section of docs/template-context.md, up to the next one.
    static func docSection(_ heading: String) throws -> String {
        let doc = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/template-context.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "\n## \(heading)\n"), "docs/template-context.md has no section '\(heading)'")
        let rest = doc[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// Every key name at any depth of a schema.
    static func keyNames(_ schema: ContextSchema) -> Set<String> {
        switch schema {
        case .leaf, .any: []
        case .list(let element): keyNames(element)
        case .object(let members): members.reduce(into: Set(members.keys)) { $0.formUnion(keyNames($1.value)) }
        }
    }

    @Test(
        "docs/template-context.md documents every key of the typed contexts, and no key they lack",
        arguments: [
            "Keys every template has", "`each: entity`", "`each: service`", "`context: mvvm`", "`context: mvp`", "`context: viper`",
            "`context: store`", "Observed views",
        ])
    func documentedKeys(heading: String) throws {
        let schemas = [
            "Keys every template has": ContextSchema.of(ModuleContext.self), "`each: entity`": .of(EntityContext.self),
            "`each: service`": .of(ServiceContext.self), "`context: mvvm`": .of(MVVMContext.self),
            "`context: mvp`": .of(MVPContext.self), "`context: viper`": .of(VIPERContext.self), "`context: store`": .of(StoreContext.self),
            "Observed views": .of(ObservedViewKeys.self),
        ]
        let schema = try #require(schemas[heading])
        let section = try Self.docSection(heading)
        // Top-level keys in their own section; keys of nested items may be described once for all (e.g. tests).
        let doc = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/template-context.md"), encoding: .utf8)
        for key in schema.members.keys.sorted() {
            #expect(section.contains("`\(key)`"), "'\(heading)' does not document `\(key)`")
        }
        for key in Self.keyNames(schema).subtracting(schema.members.keys).sorted() {
            #expect(doc.contains("`\(key)`"), "docs/template-context.md does not document `\(key)` of '\(heading)'")
        }
        // The first column of each table row names keys.
        let keys = Self.keyNames(schema)
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let firstColumn = line.dropFirst(2).prefix { $0 != "|" }
            for match in firstColumn.matches(of: /`([A-Za-z]+)`/) {
                #expect(keys.contains(String(match.1)), "'\(heading)' documents `\(match.1)`, which the context does not have")
            }
        }
    }

    @Test("no architecture's keys shadow the keys every template has")
    func noKeyClashes() {
        let shared = Set(ContextSchema.of(ModuleContext.self).members.keys)
        for (name, schema) in [("mvvm", ContextSchema.of(MVVMContext.self)), ("mvp", .of(MVPContext.self)), ("viper", .of(VIPERContext.self))] {
            #expect(shared.isDisjoint(with: schema.members.keys), "\(name) redefines \(shared.intersection(schema.members.keys).sorted())")
        }
    }
}
