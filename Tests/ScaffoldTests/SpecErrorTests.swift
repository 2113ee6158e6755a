import Foundation
import ScaffoldDiagnostics
import ScaffoldSpec
import Testing

@testable import ScaffoldIR

/// Bad input (docs/ARCHITECTURE.md#the-module-spec and #quality-bars): every problem gets a located, actionable diagnostic, all of a
/// spec's problems are reported in one run, and no input traps or hangs.
@Suite(.timeLimit(.minutes(1)))
struct SpecErrorTests {
    static let architectures = ["mvvm", "viper", "mvp", "store"]
    static let file = "Test.yaml"

    /// The package root, found from this file: Tests/ScaffoldTests/SpecErrorTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    // MARK: Helpers

    /// The diagnostics of parsing `yaml`; empty when it parses.
    static func parseErrors(_ yaml: String) -> [Diagnostic] {
        do {
            _ = try SpecParser.parse(text: yaml, file: file)
            return []
        } catch {
            return error.diagnostics
        }
    }

    static func parseErrors(data: Data) -> [Diagnostic] {
        do {
            _ = try SpecParser.parse(data: data, file: file)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// The diagnostics of lowering `yaml`, which must parse; empty when it lowers.
    static func lowerErrors(
        _ yaml: String, architectureOverride: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        let spec: Spec
        do {
            spec = try SpecParser.parse(text: yaml, file: file)
        } catch {
            Issue.record("expected the spec to parse, got:\n\(error)", sourceLocation: sourceLocation)
            return []
        }
        do {
            _ = try Lowering.lower(spec, architectures: architectures, architectureOverride: architectureOverride)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Parses and lowers `yaml`, recording an issue if either fails.
    static func lower(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ModuleIR? {
        do {
            let spec = try SpecParser.parse(text: yaml, file: file)
            return try Lowering.lower(spec, architectures: architectures, architectureOverride: nil)
        } catch {
            Issue.record("expected the spec to lower, got:\n\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Expects a diagnostic at `line:column` whose message contains `message` and whose hint contains `hint`.
    @discardableResult
    static func expectDiagnostic(
        _ diagnostics: [Diagnostic], line: Int, column: Int, message: String, hint: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        let found = diagnostics.first {
            $0.location.line == line && $0.location.column == column && $0.message.contains(message)
        }
        guard let found else {
            let all = diagnostics.isEmpty ? "no diagnostics" : DiagnosticError(diagnostics).description
            Issue.record("expected \(line):\(column): \"\(message)\"; got:\n\(all)", sourceLocation: sourceLocation)
            return nil
        }
        #expect(found.location.file == file, sourceLocation: sourceLocation)
        if let hint {
            #expect(found.hint?.contains(hint) == true, "hint was: \(found.hint ?? "none")", sourceLocation: sourceLocation)
        }
        return found
    }

    /// Expects exactly one diagnostic, as described.
    static func expectOnly(
        _ diagnostics: [Diagnostic], line: Int, column: Int, message: String, hint: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(diagnostics.count == 1, "\(DiagnosticError(diagnostics))", sourceLocation: sourceLocation)
        expectDiagnostic(diagnostics, line: line, column: column, message: message, hint: hint, sourceLocation: sourceLocation)
    }

    /// A spec with entities, a service, state and a route; `actions` follow from line 25 on.
    static func newsSpec(actions: String) -> String {
        """
        module: NewsList
        entities:
          Article:
            id: UUID
            title: String
          Category:
            cases: [tech, sports]
        services:
          NewsService:
            fetchArticles:
              params: { category: Category }
              returns: [Article]
            cachedCount:
              returns: Int
        state:
          articles: [Article]
          count: Int = 0
          selected: Category = .tech
        routes:
          detail:
            params: { article: Article }
            to: ArticleDetail
        dependencies: [ArticleDetail]
        actions:

        """ + actions
    }

    // MARK: Files that are not a spec

    @Test func yamlSyntaxErrorIsLocated() {
        let diagnostics = Self.parseErrors(
            """
            module: NewsList
            entities:
              Article:
                id: UUID
               title: String
            """)
        Self.expectOnly(diagnostics, line: 5, column: 4, message: "YAML:", hint: "indentation")
    }

    @Test func emptyFile() {
        Self.expectOnly(Self.parseErrors(""), line: 1, column: 1, message: "spec is empty", hint: "module: Name")
    }

    @Test(arguments: ["\n\n   \n", "# only a comment\n", "\n  # indented comment\n\n# another\n", "---\n", "~\n"])
    func whitespaceOrCommentOnlyFileIsEmpty(text: String) {
        Self.expectOnly(Self.parseErrors(text), line: 1, column: 1, message: "spec is empty", hint: "architecture: mvvm")
    }

    @Test(arguments: ["- module: NewsList\n- architecture: mvvm\n", "NewsList\n", "[module, NewsList]\n", "'module: NewsList'\n"])
    func topLevelMustBeAMapping(text: String) {
        Self.expectOnly(
            Self.parseErrors(text), line: 1, column: 1, message: "the top level of a spec must be a mapping",
            hint: "'module: NewsList'")
    }

    @Test func nonUTF8BytesAreLocated() {
        var bytes = Array("module: NewsList\nsummary: café".utf8)
        bytes.append(0xFF)
        bytes += Array(" and more\n".utf8)
        Self.expectOnly(Self.parseErrors(data: Data(bytes)), line: 2, column: 14, message: "not valid UTF-8", hint: "UTF-8")
    }

    @Test func truncatedMultiByteSequenceIsLocated() {
        var bytes = Array("module: NewsList\n\nsummary: ok\n  é".utf8)
        bytes.removeLast()  // half of 'é'
        Self.expectOnly(Self.parseErrors(data: Data(bytes)), line: 4, column: 3, message: "not valid UTF-8")
    }

    @Test func byteOrderMarkIsSkippedAndPositionsStay() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let spec = "module: NewsList\nstate:\n  count: Int = 0\n"
        #expect(Self.parseErrors(data: Data(bom + Array(spec.utf8))).isEmpty)
        #expect(Self.parseErrors("\u{FEFF}" + spec).isEmpty)
        // Columns count from after the mark, as editors show them.
        let wrong = Self.parseErrors(data: Data(bom + Array("module: [NewsList]\nsumary: x\n".utf8)))
        Self.expectDiagnostic(wrong, line: 1, column: 9, message: "'module' must be a single value")
        Self.expectDiagnostic(wrong, line: 2, column: 1, message: "unknown key 'sumary'")
        Self.expectDiagnostic(Self.parseErrors("\u{FEFF}module: NewsList\nstate: [\n"), line: 3, column: 1, message: "YAML:")
    }

    @Test func fileLargerThanTheLimit() {
        let size = SpecParser.maximumFileSize + 1
        let text = "module: NewsList\n" + String(repeating: "#", count: size)
        let fromData = Self.parseErrors(data: Data(text.utf8))
        Self.expectOnly(fromData, line: 1, column: 1, message: "the limit is \(SpecParser.maximumFileSize)", hint: "split")
        let fromText = Self.parseErrors(text)
        Self.expectOnly(fromText, line: 1, column: 1, message: "the limit is \(SpecParser.maximumFileSize)", hint: "split")
    }

    @Test func loadingAMissingFileOrAFolder() {
        let missing = Self.packageRoot.appendingPathComponent("Specs/DoesNotExist.yaml").path
        #expect(throws: DiagnosticError.self) { try SpecParser.load(path: missing) }
        do {
            _ = try SpecParser.load(path: Self.packageRoot.appendingPathComponent("Specs").path, displayPath: "Specs")
            Issue.record("a folder loaded as a spec")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.message == "is a folder, not a spec file")
            #expect(error.diagnostics.first?.location.description == "Specs:1:1")
        }
    }

    // MARK: Hostile YAML

    @Test func deeplyNestedFlowCollectionsAreRejectedFast() {
        let diagnostics = Self.parseErrors("types: " + String(repeating: "[", count: 10_000))
        Self.expectOnly(
            diagnostics, line: 1, column: 8 + 63, message: "nested more than \(SpecParser.maximumNesting) levels",
            hint: "only a few levels")
        let mappings = Self.parseErrors(String(repeating: "{a: ", count: 10_000))
        Self.expectOnly(mappings, line: 1, column: 4 * 63 + 1, message: "nested more than")
    }

    @Test func deeplyNestedBlockMappingsAreRejected() {
        let text = (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        Self.expectOnly(Self.parseErrors(text), line: 65, column: 65, message: "nested more than")
    }

    @Test func deeplyNestedBlockSequencesOnOneLineAreRejected() {
        let diagnostics = Self.parseErrors("state:\n" + String(repeating: "- ", count: 10_000) + "x\n")
        // Each `- ` opens a sequence: the 65th dash is level 65 (a sequence may share its key's indentation).
        Self.expectOnly(diagnostics, line: 2, column: 2 * 64 + 1, message: "nested more than")
    }

    @Test func nestingCheckIsNotFooledByApostrophesOrHashes() {
        // An apostrophe inside a plain scalar does not open a quote, and '#' inside a word is no comment.
        let apostrophe = Self.parseErrors("summary: Today's news\nstate:\n  x: " + String(repeating: "[", count: 5_000))
        Self.expectOnly(apostrophe, line: 3, column: 5 + 63, message: "nested more than")
        let hash = Self.parseErrors("state: [a#b, " + String(repeating: "[", count: 5_000))
        Self.expectOnly(hash, line: 1, column: 14 + 62, message: "nested more than")
        let escapedQuote = Self.parseErrors(#"state: ["say \" [", "# + String(repeating: "[", count: 5_000))
        Self.expectOnly(escapedQuote, line: 1, column: 20 + 63, message: "nested more than")
        let continuedPlain = Self.parseErrors("summary: a plain value\n  'continued\nstate: " + String(repeating: "[", count: 5_000))
        Self.expectOnly(continuedPlain, line: 3, column: 8 + 63, message: "nested more than")
        let blockScalar = Self.parseErrors("summary: |\n  it's '\nstate: " + String(repeating: "[", count: 5_000))
        Self.expectOnly(blockScalar, line: 3, column: 8 + 63, message: "nested more than")
    }

    @Test func quotedBracketsAndBlockScalarsAreNotNesting() {
        let brackets = String(repeating: "[", count: 100)
        let spec = Self.lower(
            """
            module: NewsList
            summary: "\(brackets) {{ it's fine"
            state:
              note: String = "\(brackets)"
              other: 'String = "it''s \(brackets)"'
            actions:
              refresh:
                params: { text: String }
            """)
        #expect(spec?.state.map(\.name.raw) == ["note", "other"])
        // Interpolations inside string literals are code again.
        let interpolated = Self.lowerErrors(#"module: NewsList\#nstate:\#n  note: 'String = "a \([[[[[[[[[[1]]]]]]]]]]) b"'\#n"#)
        Self.expectOnly(interpolated, line: 3, column: 19, message: "is nested more than 8 levels deep")
        let block = Self.lower(
            """
            module: NewsList
            summary: >
              Shows [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ brackets,
              'quotes and # hashes
            state:
              count: Int
            """)
        #expect(block?.state.map(\.name.raw) == ["count"])
    }

    @Test func anchorsAndAliasesForValuesStillWork() throws {
        let ir = try #require(
            Self.lower(
                """
                module: NewsList
                summary: >-
                  Shows articles: it's [simple]
                  # not a comment, and not YAML
                entities:
                  Article:
                    id: UUID
                    title: String = "Hello [world]#1"
                services:
                  NewsService:
                    fetchArticle:
                      params: &articleID { id: UUID }
                      returns: Article
                    deleteArticle:
                      params: *articleID
                """))
        #expect(ir.summary == "Shows articles: it's [simple] # not a comment, and not YAML")
        #expect(ir.services.first?.operations.map { $0.params.map(\.name.raw) } == [["id"], ["id"]])
        guard case .structure(let fields) = ir.entity(named: "Article")?.kind else {
            Issue.record("Article is not a struct")
            return
        }
        #expect(fields.last?.defaultValue == #""Hello [world]#1""#)
    }

    @Test func deeplyNestedOrLongSwiftTextIsRefusedBeforeSwiftParser() {
        // SwiftParser crashes on 10 000 nested brackets and takes exponential time on a few dozen.
        let deepType = Self.lowerErrors(
            "module: NewsList\nstate:\n  x: \"" + String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000) + "\"\n")
        Self.expectOnly(deepType, line: 3, column: 6, message: "is longer than 200 characters", hint: "wrap deeper structure in an entity")
        let nestedType = Self.lowerErrors(
            "module: NewsList\nstate:\n  x: \"" + String(repeating: "[", count: 16) + "Int" + String(repeating: "]", count: 16) + "\"\n")
        Self.expectOnly(nestedType, line: 3, column: 6, message: "nested more than 6 levels deep")
        let fine = Self.lower("module: NewsList\nstate:\n  x: \"[[String: [Int]]]?\"\n  y: \"Int\(String(repeating: "?", count: 150))\"\n")
        #expect(fine?.state.first?.type.swift == "[[String: [Int]]]?")

        let longValue = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        Self.expectOnly(
            Self.lowerErrors("module: NewsList\nstate:\n  x: Int = \(longValue)\n"), line: 3, column: 12,
            message: "is longer than 1000 characters", hint: "short literal")
        let chain = "x" + String(repeating: ".y", count: 10_000)
        Self.expectOnly(Self.lowerErrors("module: NewsList\nstate:\n  x: Int = \(chain)\n"), line: 3, column: 12, message: "is longer than")
        let nestedArray = Self.lowerErrors(
            "module: NewsList\nstate:\n  x: \"[[[[[[[[[[[[[[[[[[[[[[[[Int]]]]]]]]]]]]]]]]]]]]]]]] = [[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]\"\n")
        #expect(nestedArray.count == 2, "\(DiagnosticError(nestedArray))")
        Self.expectDiagnostic(nestedArray, line: 3, column: 6, message: "nested more than 6 levels deep")
        Self.expectDiagnostic(
            nestedArray, line: 3, column: 61, message: "default value '[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]' is nested more than 8 levels deep")
    }

    @Test func billionLaughsInValuesFailsFast() {
        var lines = ["module: Laughs", "summary: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]", "entities:"]
        var previous = "a"
        for level in 1...9 {
            let name = "l\(level)"
            lines.append("  E\(level): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
            previous = name
        }
        lines.append("state: *\(previous)")
        let diagnostics = Self.parseErrors(lines.joined(separator: "\n"))
        #expect(!diagnostics.isEmpty)
        Self.expectDiagnostic(diagnostics, line: 2, column: 10, message: "'summary' must be a single value")
        #expect(diagnostics.count < 50, "\(diagnostics.count) diagnostics")
    }

    @Test func aliasesThatMultiplyTheWalkStopAtTheNodeBudget() {
        // 50 services × 50 operations × 1000 params: 2.5 million nodes once aliases are expanded, from 98 aliases.
        var lines = [
            "module: Laughs", "services:", "  S0: &ops", "    op0:",
            "      params: &params {" + (0..<1000).map { "p\($0): Int" }.joined(separator: ", ") + "}",
        ]
        lines += (1..<50).map { "    op\($0): { params: *params }" }
        lines += (1..<50).map { "  S\($0): *ops" }
        let diagnostics = Self.parseErrors(lines.joined(separator: "\n"))
        #expect(diagnostics.count == 1, "\(diagnostics.count) diagnostics, first: \(diagnostics.first?.description ?? "")")
        #expect(diagnostics.first?.message.contains("more than \(SpecParser.maximumNodes) YAML nodes") == true)
        #expect(diagnostics.first?.hint?.contains("aliases") == true)
    }

    @Test func tooManyAliases() {
        let entries = (0..<150).map { "f\($0): *a" }
        let prefix = "state: {" + entries[..<100].joined(separator: ", ") + ", f100: "
        let text = "summary: &a Int\n" + "state: {" + entries.joined(separator: ", ") + "}\n"
        Self.expectOnly(
            Self.parseErrors(text), line: 2, column: prefix.unicodeScalars.count + 1,
            message: "more than \(SpecParser.maximumAliases) aliases", hint: "write the values out")
    }

    @Test func aliasesAsKeysAreRejectedBeforeYAMLHashesThem() {
        var lines = ["module: Laughs", "summary: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            lines.append("x\(level): &l\(level) [" + Array(repeating: level == 1 ? "*a" : "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines.append("*l9 : 1")
        let diagnostics = Self.parseErrors(lines.joined(separator: "\n"))
        Self.expectOnly(diagnostics, line: 12, column: 1, message: "alias", hint: "name: value")
        let explicitKey = Self.parseErrors("module: NewsList\n? [a, b]\n: c\n")
        Self.expectOnly(explicitKey, line: 2, column: 1, message: "keys must be plain names")
        let flowKey = Self.parseErrors("module: NewsList\nstate: { [*x, *x]: c }\n")
        Self.expectOnly(flowKey, line: 2, column: 10, message: "keys must be plain names")
    }

    @Test func aliasChainsCannotNestTypesWithoutLimit() {
        var lines = ["module: Deep", "entities:", "  A0:", "    x: &t0 " + String(repeating: "[", count: 60) + "Int" + String(repeating: "]", count: 60)]
        for level in 1..<SpecParser.maximumAliases {
            lines.append("    x\(level): &t\(level) " + String(repeating: "[", count: 60) + "*t\(level - 1)" + String(repeating: "]", count: 60))
        }
        let diagnostics = Self.parseErrors(lines.joined(separator: "\n"))
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.message.contains("nested more than") }, "\(DiagnosticError(diagnostics))")
    }

    // MARK: Unknown keys and names

    @Test func unknownTopLevelKeySuggestsTheClosest() {
        let diagnostics = Self.parseErrors(
            """
            module: NewsList
            entites:
              Article:
                id: UUID
            """)
        Self.expectOnly(
            diagnostics, line: 2, column: 1, message: "unknown key 'entites' in the top level of a spec",
            hint: "did you mean 'entities'?")
    }

    @Test func unknownKeysInOperationActionAndRoute() {
        let diagnostics = Self.parseErrors(
            """
            module: NewsList
            services:
              NewsService:
                fetchArticles:
                  retruns: "[String]"
            actions:
              load:
                cal: NewsService.fetchArticles
            routes:
              detail:
                too: ArticleDetail
            """)
        #expect(diagnostics.count == 3, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(
            diagnostics, line: 5, column: 7, message: "unknown key 'retruns' in operation 'fetchArticles'",
            hint: "did you mean 'returns'?")
        Self.expectDiagnostic(diagnostics, line: 8, column: 5, message: "unknown key 'cal' in action 'load'", hint: "did you mean 'call'?")
        Self.expectDiagnostic(diagnostics, line: 11, column: 5, message: "unknown key 'too' in route 'detail'", hint: "did you mean 'to'?")
    }

    @Test func unknownTypeSuggestsTheClosest() {
        let diagnostics = Self.lowerErrors(
            """
            module: NewsList
            entities:
              Article:
                id: UUID
            state:
              articles: [Artcle]
              current: "Artcle?"
            """)
        #expect(diagnostics.count == 2, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(diagnostics, line: 6, column: 14, message: "unknown type 'Artcle'", hint: "did you mean 'Article'?")
        Self.expectDiagnostic(diagnostics, line: 7, column: 12, message: "unknown type 'Artcle'", hint: "did you mean 'Article'?")
    }

    @Test func typesFromImportsAreAccepted() throws {
        let yaml = """
            module: Places
            imports: { CoreLocation: [CLLocationCoordinate2D] }
            entities:
              Place:
                name: String
                coordinate: CLLocationCoordinate2D
            state:
              places: [Place]
              center: CLLocationCoordinate2D?
            """
        let ir = try #require(Self.lower(yaml))
        let imported = TypeRef.named("CLLocationCoordinate2D", arguments: [], origin: .imported(module: "CoreLocation"))
        #expect(ir.imports.map(\.module) == ["CoreLocation"])
        #expect(ir.imports.first?.types == ["CLLocationCoordinate2D"])
        guard case .structure(let fields) = ir.entity(named: "Place")?.kind else {
            Issue.record("Place is not a struct")
            return
        }
        #expect(fields.map(\.type) == [.named("String", arguments: [], origin: .standard), imported])
        #expect(ir.stateField(named: "center")?.type == .optional(imported))
        #expect(ir.stateField(named: "center")?.initialValue == "nil")

        let withoutImport = Self.lowerErrors(yaml.replacingOccurrences(of: "imports: { CoreLocation: [CLLocationCoordinate2D] }", with: "summary: x"))
        #expect(withoutImport.count == 2)
        Self.expectDiagnostic(
            withoutImport, line: 6, column: 17, message: "unknown type 'CLLocationCoordinate2D'",
            hint: "imports: { Module: [CLLocationCoordinate2D] }")
    }

    @Test func swiftKeywordsAsNamesAreEscaped() throws {
        let ir = try #require(
            Self.lower(
                """
                module: Settings
                entities:
                  Option:
                    default: Int
                    class: String
                    isOn: Bool
                  Kind:
                    cases: [default, custom, in]
                services:
                  Store:
                    save:
                      params: { in: Option }
                state:
                  count: Int = 0
                actions:
                  switch: {}
                """))
        guard case .structure(let fields) = ir.entity(named: "Option")?.kind else {
            Issue.record("Option is not a struct")
            return
        }
        #expect(fields.map(\.name.raw) == ["default", "class", "isOn"])
        #expect(fields.map(\.name.swift) == ["`default`", "`class`", "isOn"])
        guard case .enumeration(let cases) = ir.entity(named: "Kind")?.kind else {
            Issue.record("Kind is not an enum")
            return
        }
        #expect(cases.map(\.swift) == ["`default`", "custom", "`in`"])
        #expect(ir.services.first?.operations.first?.params.first?.name.swift == "`in`")
        #expect(ir.actions.first?.name.swift == "`switch`")
        #expect(ir.actions.first?.isStub == true)
    }

    @Test func enumCasesSwiftCannotNameAreRefusedAndTheRestEscaped() throws {
        let diagnostics = Self.lowerErrors(
            """
            module: Settings
            entities:
              Kind:
                cases: [default, class, self, Type, init, Protocol, Self, allCases, AllCases, RawValue]
            """)
        #expect(diagnostics.count == 5, "\(DiagnosticError(diagnostics))")
        for (name, column) in [("Type", 35), ("Protocol", 47), ("allCases", 63), ("AllCases", 73), ("RawValue", 83)] {
            Self.expectDiagnostic(diagnostics, line: 4, column: column, message: "case '\(name)' of enum 'Kind'", hint: "rename it")
        }
        let ir = try #require(
            Self.lower("module: Settings\nentities:\n  Kind:\n    cases: [default, class, self, init, Self]\nstate:\n  picked: Kind = .init\n"))
        guard case .enumeration(let cases) = ir.entity(named: "Kind")?.kind else {
            Issue.record("Kind is not an enum")
            return
        }
        #expect(cases.map(\.swift) == ["`default`", "`class`", "`self`", "`init`", "`Self`"])
        // After a dot, a bare `init` is an initializer.
        #expect(ir.state.first?.initialValue == ".`init`")
    }

    @Test func namesThatCannotBeIdentifiersAreRejected() {
        let diagnostics = Self.lowerErrors(
            """
            module: Settings
            entities:
              Option:
                2fast: Int
                my-field: String
            actions:
              go-home: {}
            """)
        #expect(diagnostics.count == 3, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(
            diagnostics, line: 4, column: 5, message: "name '2fast' is not a valid Swift identifier",
            hint: "not starting with a digit")
        Self.expectDiagnostic(
            diagnostics, line: 5, column: 5, message: "name 'my-field' is not a valid Swift identifier",
            hint: "letters, digits and '_'")
        Self.expectDiagnostic(diagnostics, line: 7, column: 3, message: "action 'go-home' is not a valid Swift identifier")
    }

    @Test func typeNamesThatCannotBeTypesAreRejected() {
        let diagnostics = Self.lowerErrors(
            """
            module: Settings
            entities:
              option:
                isOn: Bool
              String:
                value: Int
            """)
        #expect(diagnostics.count == 2, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(diagnostics, line: 3, column: 3, message: "'option' is not an UpperCamelCase Swift type name")
        Self.expectDiagnostic(diagnostics, line: 5, column: 3, message: "would shadow the standard type", hint: "another name")
    }

    // MARK: Duplicates

    @Test func duplicateYAMLKeyIsReportedAtTheSecondOccurrence() {
        let diagnostics = Self.parseErrors(
            """
            module: NewsList
            entities:
              Article:
                id: UUID
                title: String
                id: String
            """)
        Self.expectOnly(diagnostics, line: 6, column: 5, message: "duplicate key 'id'", hint: "4:5")
        let topLevel = Self.parseErrors("module: NewsList\nsummary: one\n# a comment\nmodule: Other\n")
        Self.expectOnly(topLevel, line: 4, column: 1, message: "duplicate key 'module'", hint: "1:1")
        let flow = Self.parseErrors("module: NewsList\nstate: { count: Int, count: String }\n")
        Self.expectOnly(flow, line: 2, column: 22, message: "duplicate key 'count'", hint: "2:10")
    }

    @Test func entityAndServiceWithTheSameName() {
        let diagnostics = Self.lowerErrors(
            """
            module: NewsList
            entities:
              NewsService:
                id: UUID
            services:
              NewsService:
                count:
                  returns: Int
            """)
        Self.expectOnly(diagnostics, line: 6, column: 3, message: "'NewsService' is declared twice (first at 3:3)", hint: "rename")
    }

    @Test func stateAndActionWithTheSameName() {
        let diagnostics = Self.lowerErrors(
            """
            module: NewsList
            state:
              load: Int
            actions:
              load: {}
            """)
        Self.expectOnly(diagnostics, line: 5, column: 3, message: "action 'load' has the name of state 'load' (3:3)", hint: "rename")
    }

    @Test func duplicateNamesAcrossEntriesOfOneSection() {
        let diagnostics = Self.lowerErrors(
            """
            module: NewsList
            entities:
              Category:
                cases: [tech, tech]
            """)
        Self.expectOnly(diagnostics, line: 4, column: 19, message: "case 'tech' appears twice in 'Category'")
    }

    // MARK: Module header

    @Test(arguments: ["../Evil", "Evil/Sub", "/etc/passwd", "..", "Evil\\\\Sub", "newsList", "News List", "2News", "Self"])
    func moduleNameMustBeAnUpperCamelCaseIdentifier(name: String) {
        let diagnostics = Self.lowerErrors("module: \"\(name)\"\n")
        Self.expectOnly(diagnostics, line: 1, column: 9, message: "is not an UpperCamelCase Swift identifier", hint: "e.g. 'NewsList'")
    }

    /// Generated code qualifies the module's types (`Unicode.Straße`): a module named after a library type would
    /// have Swift look them up in that type. (Tests/EdgeSpecs/Unicode.yaml was named `Unicode` and did not build
    /// on its own; the end-to-end build renames every edge spec's module, so it never showed.)
    @Test(arguments: ["Unicode", "Result", "Date", "Array", "Sequence", "Test", "List", "UITableView"])
    func moduleNameCannotBeALibraryType(name: String) {
        let diagnostics = Self.lowerErrors("module: \(name)\n")
        Self.expectOnly(diagnostics, line: 1, column: 9, message: "is the name of a type of Swift or its libraries", hint: "\(name)Feature")
    }

    @Test func dependencyAndImportNamesCannotBePaths() {
        let diagnostics = Self.lowerErrors(
            """
            module: NewsList
            imports: ["../Foundation"]
            dependencies: [../Other, Other/Sub]
            """)
        #expect(diagnostics.count == 3, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(diagnostics, line: 2, column: 11, message: "'../Foundation' is not a module name", hint: "identifier")
        Self.expectDiagnostic(diagnostics, line: 3, column: 16, message: "dependency '../Other' is not a module name", hint: "identifier")
        Self.expectDiagnostic(diagnostics, line: 3, column: 26, message: "dependency 'Other/Sub' is not a module name")
    }

    @Test func missingModule() {
        Self.expectOnly(Self.lowerErrors("summary: no name\n"), line: 1, column: 1, message: "missing 'module:'", hint: "module: NewsList")
    }

    @Test func unknownArchitectureListsTheKnownOnes() {
        let diagnostics = Self.lowerErrors("module: NewsList\narchitecture: clean\n")
        Self.expectOnly(
            diagnostics, line: 2, column: 15, message: "unknown architecture 'clean'",
            hint: "known architectures: mvp, mvvm, store, viper")
        let typo = Self.lowerErrors("module: NewsList\narchitecture: vipper\n")
        Self.expectOnly(typo, line: 2, column: 15, message: "unknown architecture 'vipper'", hint: "did you mean 'viper'?")
        let override = Self.lowerErrors("module: NewsList\narchitecture: mvvm\n", architectureOverride: "redux")
        Self.expectOnly(
            override, line: 1, column: 1, message: "unknown architecture 'redux' (from --architecture)",
            hint: "known architectures: mvp, mvvm, store, viper")
    }

    @Test func unknownUI() {
        let diagnostics = Self.lowerErrors("module: NewsList\nui: appkit\n")
        Self.expectOnly(diagnostics, line: 2, column: 5, message: "unknown ui 'appkit'", hint: "known values: none, swiftui, uikit")
    }

    @Test func wrongValueShapes() {
        let diagnostics = Self.parseErrors(
            """
            module: [NewsList]
            services:
              NewsService:
                count:
                  async: maybe
            state: [articles]
            """)
        #expect(diagnostics.count == 3, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(diagnostics, line: 1, column: 9, message: "'module' must be a single value")
        Self.expectDiagnostic(diagnostics, line: 5, column: 14, message: "'async' must be true or false, not 'maybe'")
        Self.expectDiagnostic(diagnostics, line: 6, column: 8, message: "state must be a mapping of names")
    }

    @Test func titleIsLowered() throws {
        let ir = try #require(Self.lower("module: NewsList\ntitle: News\n"))
        #expect(ir.title == "News")
        #expect(Self.lower("module: NewsList\n")?.title == nil, "without 'title:' views fall back to the module name")
    }

    @Test(arguments: [#""Today's\nNews""#, #""""#, #""   ""#, "|\n  Today's\n  News"])
    func titleMustBeOneLineOfText(title: String) {
        let diagnostics = Self.lowerErrors("module: NewsList\ntitle: \(title)\n")
        Self.expectOnly(diagnostics, line: 2, column: 8, message: "'title' must be one line of text", hint: "title: Today's News")
    }

    // MARK: State entries

    @Test func stateMappingsDescribeSecrets() throws {
        let ir = try #require(
            Self.lower(
                """
                module: Login
                state:
                  nickname: { type: String, secret: true }
                  password: String
                  apiToken: { type: String, secret: false }
                  greeting: { type: 'String = "hi"' }
                  counts: {String: Int}
                """))
        #expect(ir.state.map(\.name.raw) == ["nickname", "password", "apiToken", "greeting", "counts"])
        #expect(ir.stateField(named: "nickname")?.isSecret == true, "'secret: true' hides any name")
        #expect(ir.stateField(named: "password")?.isSecret == true, "a name that sounds secret is hidden by default")
        #expect(ir.stateField(named: "apiToken")?.isSecret == false, "'secret: false' wins over the name")
        #expect(ir.stateField(named: "greeting")?.isSecret == false)
        #expect(ir.stateField(named: "greeting")?.type.swift == "String")
        #expect(ir.stateField(named: "greeting")?.initialValue == "\"hi\"")
        #expect(ir.stateField(named: "counts")?.type.swift == "[String: Int]", "a mapping without 'type:' is still a dictionary type")
        #expect(ir.stateField(named: "counts")?.isSecret == false)
    }

    @Test func stateMappingWithoutTypeOrWithAWrongSecret() {
        let diagnostics = Self.parseErrors(
            """
            module: Login
            state:
              sessionToken: { secret: true }
              password: { type: String, secret: maybe }
              email: { type: String, hidden: true }
            """)
        #expect(diagnostics.count == 3, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(
            diagnostics, line: 3, column: 17, message: "state 'sessionToken' has no 'type'", hint: "write '{ type: String, secret: true }'")
        Self.expectDiagnostic(diagnostics, line: 4, column: 37, message: "'secret' must be true or false, not 'maybe'")
        Self.expectDiagnostic(diagnostics, line: 5, column: 26, message: "unknown key 'hidden' in state 'email'", hint: "known keys: secret, shown, type")
    }

    // MARK: Keys that look like Swift signatures

    @Test func signatureKeyIsAYAMLErrorWithTheParamsForm() {
        let diagnostics = Self.parseErrors(
            """
            module: NewsList
            services:
              NewsService:
                fetch(limit: Int):
                  returns: "[String]"
            """)
        let diagnostic = Self.expectDiagnostic(
            diagnostics, line: 4, column: 5, message: "'fetch(limit: Int)' looks like a Swift signature",
            hint: "params: { limit: Int }")
        #expect(diagnostics.count == 1)
        #expect(diagnostic?.hint?.contains("fetch:") == true)

        let withReturn = Self.parseErrors(
            """
            module: NewsList
            services:
              NewsService:
                fetchArticles(category: Category, limit: Int) -> [Article]:
                  async: true
            """)
        let full = Self.expectDiagnostic(
            withReturn, line: 4, column: 5, message: "looks like a Swift signature",
            hint: "fetchArticles:\n      params: { category: Category, limit: Int }\n      returns: [Article]")
        #expect(withReturn.count == 1)
        #expect(full?.description.contains("Test.yaml:4:5: error:") == true)
    }

    @Test func quotedSignatureKeyIsRejectedWithTheParamsForm() {
        let diagnostics = Self.parseErrors(
            """
            module: NewsList
            services:
              NewsService:
                "fetch(limit)": {}
            actions:
              "load()": {}
            """)
        #expect(diagnostics.count == 2, "\(DiagnosticError(diagnostics))")
        let operation = Self.expectDiagnostic(
            diagnostics, line: 4, column: 5, message: "'fetch(limit)' looks like a Swift signature",
            hint: "params:")
        #expect(operation?.hint?.contains("fetch:") == true)
        Self.expectDiagnostic(diagnostics, line: 6, column: 3, message: "'load()' looks like a Swift signature", hint: "load:")
    }

    // MARK: Bindings

    @Test func assignOfADifferentType() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      load:
                        call: NewsService.fetchArticles
                        with: { category: selected }
                        assign: count
                    """))
        Self.expectOnly(
            diagnostics, line: 28, column: 13,
            message: "cannot assign the result of 'NewsService.fetchArticles' ([Article]) to 'count' (Int)",
            hint: "assign to state of type [Article]")
    }

    @Test func assignOfNothing() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      open:
                        params: { article: Article }
                        navigate: detail
                        assign: articles
                    """))
        Self.expectOnly(diagnostics, line: 28, column: 13, message: "'assign:' without 'call:'", hint: "call: Service.operation")
    }

    @Test func missingBindingNamesWhatCouldBind() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      load:
                        call: NewsService.fetchArticles
                        assign: articles
                    """))
        Self.expectOnly(
            diagnostics, line: 26, column: 11,
            message: "nothing binds parameter 'category: Category' of 'NewsService.fetchArticles'",
            hint: "with: { category: selected }")
    }

    @Test func withKeyThatMatchesNoParameter() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      load:
                        call: NewsService.fetchArticles
                        with: { category: selected, limit: count }
                        assign: articles
                    """))
        Self.expectOnly(
            diagnostics, line: 27, column: 33, message: "'NewsService.fetchArticles' has no parameter 'limit'",
            hint: "known parameters: category")
    }

    @Test func withBindingOfTheWrongType() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      load:
                        call: NewsService.fetchArticles
                        with: { category: count }
                        assign: articles
                    """))
        Self.expectOnly(
            diagnostics, line: 27, column: 23, message: "cannot bind 'category' of 'NewsService.fetchArticles' to 'count': 'count' is Int, not Category")
    }

    @Test func setFromAnUnknownName() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      select:
                        params: { category: Category }
                        set: { selected: categry }
                    """))
        Self.expectOnly(
            diagnostics, line: 27, column: 22,
            message: "cannot set 'selected' to 'categry': no param, state or derived value named 'categry'",
            hint: "did you mean 'category'? to write text, quote it: '\"categry\"'")
        let unknownState = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      select:
                        params: { category: Category }
                        set: { selectd: category }
                    """))
        Self.expectOnly(unknownState, line: 27, column: 12, message: "'set:' names unknown state 'selectd'", hint: "did you mean 'selected'?")
    }

    @Test func callOfAnUnknownServiceOrOperation() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      load:
                        call: NewsServce.fetchArticles
                      countCached:
                        call: NewsService.cachedCont
                      other:
                        call: fetchArticles
                    """))
        #expect(diagnostics.count == 3, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(diagnostics, line: 26, column: 11, message: "unknown service 'NewsServce'", hint: "did you mean 'NewsService'?")
        Self.expectDiagnostic(
            diagnostics, line: 28, column: 11, message: "'NewsService' has no operation 'cachedCont'",
            hint: "did you mean 'cachedCount'?")
        Self.expectDiagnostic(
            diagnostics, line: 30, column: 11, message: "must name 'Service.operation'",
            hint: "call: NewsService.fetchArticles")
    }

    @Test func thenToAnUnknownAction() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      load:
                        call: NewsService.fetchArticles
                        with: { category: selected }
                        assign: articles
                      refresh:
                        then: lod
                    """))
        Self.expectOnly(diagnostics, line: 30, column: 11, message: "unknown action 'lod' in 'then:'", hint: "did you mean 'load'?")
    }

    @Test func thenLoopIsReportedOnce() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      first:
                        then: second
                      second:
                        then: third
                      third:
                        then: first
                      again:
                        then: again
                    """))
        #expect(diagnostics.count == 2, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(
            diagnostics, line: 26, column: 11, message: "'then:' runs in a loop: first → second → third → first",
            hint: "remove one 'then:'")
        Self.expectDiagnostic(diagnostics, line: 32, column: 11, message: "'then:' runs in a loop: again → again")
    }

    @Test func thenThatCannotPassParameters() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      open:
                        params: { article: Article }
                        navigate: detail
                      refresh:
                        then: open
                    """))
        Self.expectOnly(diagnostics, line: 29, column: 11, message: "'then: open' needs 'article: Article'", hint: "by name")
    }

    @Test func navigateToAnUnknownRoute() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      open:
                        params: { article: Article }
                        navigate: detial
                    """))
        Self.expectOnly(diagnostics, line: 27, column: 15, message: "unknown route 'detial'", hint: "did you mean 'detail'?")
    }

    @Test func navigateWithoutAnArgument() {
        let diagnostics = Self.lowerErrors(
            Self.newsSpec(
                actions: """
                      open:
                        navigate: detail
                    """))
        Self.expectOnly(
            diagnostics, line: 26, column: 15, message: "nothing binds parameter 'article: Article' of route 'detail'",
            hint: "add a param or state named 'article' of type Article")
    }

    @Test func routeToAModuleThatIsNotADependency() {
        let diagnostics = Self.lowerErrors(
            """
            module: NewsList
            routes:
              detail:
                to: ArticleDetail
            dependencies: [Settings]
            """)
        Self.expectOnly(
            diagnostics, line: 4, column: 9, message: "route 'detail' goes to 'ArticleDetail', which is not a dependency",
            hint: "dependencies: [Settings, ArticleDetail]")
    }

    @Test func routeToTheModuleItselfIsOneError() {
        let listed = Self.lowerErrors(
            """
            module: Loop
            routes:
              again:
                to: Loop
            dependencies: [Loop]
            """)
        Self.expectOnly(listed, line: 5, column: 16, message: "module 'Loop' depends on itself", hint: "remove it from 'dependencies:'")
        let unlisted = Self.lowerErrors(
            """
            module: Loop
            routes:
              again:
                to: Loop
            """)
        Self.expectOnly(unlisted, line: 4, column: 9, message: "route 'again' goes to 'Loop', the module itself", hint: "another module")
    }

    // MARK: Entities and values

    @Test func entityThatContainsItself() {
        let diagnostics = Self.lowerErrors(
            """
            module: Graph
            entities:
              Node:
                value: Int
                next: Node?
              Tree:
                children: [Tree]
            """)
        Self.expectOnly(diagnostics, line: 3, column: 3, message: "entity 'Node' contains itself", hint: "'[Node]'")
    }

    @Test func defaultValueThatIsNotAnExpression() {
        let diagnostics = Self.lowerErrors(
            """
            module: Settings
            state:
              count: Int = 1 +
              title: String = hello world
              ok: Bool = true
            """)
        #expect(diagnostics.count == 2, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(
            diagnostics, line: 3, column: 16, message: "default value '1 +' is not a Swift expression",
            hint: "write a literal or expression")
        Self.expectDiagnostic(diagnostics, line: 4, column: 19, message: "default value 'hello world' is not a Swift expression")
        let empty = Self.parseErrors("module: Settings\nstate:\n  name: \"String = \"\n")
        Self.expectOnly(empty, line: 3, column: 19, message: "'name' has '=' but no default value", hint: "Bool = false")
    }

    @Test func typeThatIsNotASwiftType() {
        let diagnostics = Self.lowerErrors(
            """
            module: Settings
            state:
              a: "Int -> String"
              b: Int!
              c: "[String, Int]"
            """)
        #expect(diagnostics.count == 3, "\(DiagnosticError(diagnostics))")
        Self.expectDiagnostic(diagnostics, line: 3, column: 6, message: "is not")
        Self.expectDiagnostic(diagnostics, line: 4, column: 6, message: "implicitly unwrapped optionals", hint: "'Int?'")
        Self.expectDiagnostic(diagnostics, line: 5, column: 6, message: "is not")
        let sugar = Self.parseErrors("module: Settings\nstate:\n  d: [String, Int]\n  e: {String: Int, Int: String}\n")
        #expect(sugar.count == 2, "\(DiagnosticError(sugar))")
        Self.expectDiagnostic(sugar, line: 3, column: 6, message: "an array type lists exactly one element type, found 2", hint: "'[Article]'")
        Self.expectDiagnostic(sugar, line: 4, column: 6, message: "a dictionary type has exactly one 'Key: Value' pair, found 2")
    }

    // MARK: One run reports everything

    @Test func allErrorsOfASpecInOneRun() {
        let diagnostics = Self.lowerErrors(
            """
            module: NewsList
            ui: appkit
            entities:
              Article:
                id: UUID
                author: Persn
            actions:
              open:
                navigate: detail
            """)
        #expect(diagnostics.count == 3, "\(DiagnosticError(diagnostics))")
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["2:5", "6:13", "9:15"])
        #expect(diagnostics[0].description == "Test.yaml:2:5: error: unknown ui 'appkit'\n  hint: known values: none, swiftui, uikit")
        #expect(diagnostics[1].message == "unknown type 'Persn'")
        #expect(diagnostics[2].message == "unknown route 'detail'")
    }

    // MARK: The example spec

    @Test func newsListParsesAndLowers() throws {
        let path = Self.packageRoot.appendingPathComponent("Specs/NewsList.yaml").path
        let spec = try SpecParser.load(path: path, displayPath: "Specs/NewsList.yaml")
        #expect(spec.module?.value == "NewsList")
        #expect(spec.module?.location.description == "Specs/NewsList.yaml:3:9")
        let ir = try Lowering.lower(spec, architectures: Self.architectures, architectureOverride: nil)

        #expect(ir.name == "NewsList")
        #expect(ir.architecture == "mvvm")
        #expect(ir.ui == .swiftui)
        #expect(ir.entities.map(\.name) == ["Article", "Category"])
        guard case .structure(let fields) = ir.entity(named: "Article")?.kind else {
            Issue.record("Article is not a struct")
            return
        }
        #expect(
            fields.map(\.name.raw) == [
                "id", "title", "summary", "publishedAt", "imageURL", "tags", "readCounts",
                "attachments", "isBookmarked",
            ])
        #expect(fields.last?.defaultValue == "false")
        #expect(fields.dropLast().allSatisfy { $0.defaultValue == nil })
        #expect(fields.first { $0.name.raw == "tags" }?.type == .array(.named("String", arguments: [], origin: .standard)))
        #expect(fields.first { $0.name.raw == "attachments" }?.type.swift == "[Data]?")
        #expect(fields.first { $0.name.raw == "readCounts" }?.type.swift == "[String: Int]")
        #expect(ir.entity(named: "Article")?.isIdentifiable == true)
        guard case .enumeration(let cases) = ir.entity(named: "Category")?.kind else {
            Issue.record("Category is not an enum")
            return
        }
        #expect(cases.map(\.raw) == ["tech", "business", "sports"])

        let service = try #require(ir.service(named: "NewsService"))
        #expect(service.operations.map(\.name.raw) == ["fetchArticles", "setBookmark", "cachedCount"])
        let cachedCount = try #require(service.operations.last)
        #expect(!cachedCount.isAsync)
        #expect(!cachedCount.isThrowing)
        #expect(service.operations[0].isAsync && service.operations[0].isThrowing)
        #expect(service.operations[1].params.map(\.name.raw) == ["id", "isOn"])
        #expect(service.operations[1].returns == nil)

        #expect(ir.state.map(\.name.raw) == ["articles", "selected", "readerID"])
        #expect(ir.stateField(named: "readerID")?.isSecret == true)
        #expect(ir.title == "Today's News")
        #expect(ir.stateField(named: "articles")?.initialValue == "[]")
        #expect(ir.stateField(named: "selected")?.initialValue == ".tech")

        #expect(ir.actions.map(\.name.raw) == ["load", "select", "toggleBookmark", "open"])
        let load = try #require(ir.action(named: "load"))
        #expect(load.isAsync)
        #expect(load.call?.arguments == [BoundArgument(parameter: Name("category"), value: .reference(.state(Name("selected"))))])
        #expect(load.call?.stores == [ResultStore(state: Name("articles"))])
        let select = try #require(ir.action(named: "select"))
        #expect(select.isAsync, "select runs load, which is async")
        #expect(select.call == nil)
        #expect(select.then == Name("load"))
        #expect(select.assignments == [Assignment(state: Name("selected"), value: .reference(.param(Name("category"))))])
        #expect(ir.action(named: "toggleBookmark")?.isStub == true)
        #expect(ir.action(named: "toggleBookmark")?.isAsync == false)
        let open = try #require(ir.action(named: "open"))
        #expect(open.navigate?.route == Name("detail"))
        #expect(open.navigate?.arguments == [BoundArgument(parameter: Name("article"), value: .reference(.param(Name("article"))))])
        #expect(!open.isAsync)

        #expect(ir.routes.map(\.destination) == ["ArticleDetail"])
        #expect(ir.dependencies == ["ArticleDetail"])
    }
}
