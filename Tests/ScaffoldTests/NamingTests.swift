import Foundation
import ScaffoldIR
import ScaffoldSpec
import Testing

/// Specs whose names would collide in generated code, and default values that are not literals of
/// their type: each is refused with one error located in the spec, never found by the compiler.
@Suite("Naming and defaults")
struct NamingTests {
    struct Case: CustomStringConvertible, Sendable {
        var yaml: String
        var line: Int
        var column: Int
        var message: String
        var description: String { message }
    }

    static let collisions: [Case] = [
        Case(yaml: "module: Feed\nentities:\n  FeedView:\n    id: UUID\n", line: 3, column: 3, message: "collides with the generated type 'FeedView'"),
        Case(yaml: "module: Feed\nentities:\n  FeedError:\n    id: UUID\n", line: 3, column: 3, message: "collides with the generated type 'FeedError'"),
        Case(yaml: "module: Feed\nentities:\n  FeedViewModel:\n    id: UUID\n", line: 3, column: 3, message: "generated type 'FeedViewModel'"),
        Case(
            yaml: "module: Feed\nentities:\n  LiveStore:\n    id: UUID\nservices:\n  Store:\n    load: {}\n", line: 3, column: 3,
            message: "generated type 'LiveStore' (of service 'Store')"),
        Case(
            yaml: "module: Feed\nentities:\n  PreviewStore:\n    id: UUID\nservices:\n  Store:\n    load: {}\n", line: 3, column: 3,
            message: "generated type 'PreviewStore' (of service 'Store')"),
        Case(
            yaml: "module: Feed\nui: swiftui\nservices:\n  Store:\n    load: {}\n  PreviewStore:\n    load: {}\n", line: 6, column: 3,
            message: "generated type 'PreviewStore' (of service 'Store')"),
        Case(yaml: "module: Feed\nentities:\n  Route:\n    id: UUID\n", line: 3, column: 3, message: "collides with a type generated code declares inside"),
        Case(yaml: "module: Feed\nentities:\n  Result:\n    id: UUID\n", line: 3, column: 3, message: "would shadow the type of that name generated code uses"),
        Case(yaml: "module: Feed\nentities:\n  Hashable:\n    id: UUID\n", line: 3, column: 3, message: "would shadow the type"),
        Case(yaml: "module: Feed\nentities:\n  MainActor:\n    id: UUID\n", line: 3, column: 3, message: "would shadow the type"),
        Case(yaml: "module: Feed\nentities:\n  Testing:\n    id: UUID\n", line: 3, column: 3, message: "would shadow the type"),
        Case(yaml: "module: Feed\nentities:\n  Section:\n    id: UUID\n", line: 3, column: 3, message: "would shadow the type"),
        Case(
            yaml: "module: Feed\nservices:\n  URLService:\n    load: {}\n  UrlService:\n    load: {}\n", line: 5, column: 3,
            message: "the property of service 'UrlService' collides with the property of service 'URLService'"),
        Case(
            yaml: "module: Feed\nservices:\n  TaskService:\n    load: {}\nstate:\n  taskService: Int = 0\n", line: 6, column: 3,
            message: "state 'taskService' collides with the property of service 'TaskService'"),
        Case(
            yaml: "module: Feed\nactions:\n  isLoading: {}\n", line: 3, column: 3, message: "action 'isLoading' collides with a member generated code declares"),
        Case(yaml: "module: Feed\nactions:\n  viewDidLoad: {}\n", line: 3, column: 3, message: "action 'viewDidLoad' collides"),
        Case(yaml: "module: Feed\nactions:\n  list: {}\n", line: 3, column: 3, message: "action cannot be named 'list'"),
        Case(yaml: "module: Feed\nentities:\n  FeedReducer:\n    id: UUID\n", line: 3, column: 3, message: "generated type 'FeedReducer'"),
        Case(yaml: "module: Feed\nactions:\n  dismissRoute: {}\n", line: 3, column: 3, message: "action 'dismissRoute' collides"),
        Case(
            yaml: "module: Feed\nactions:\n  load: {}\n  loadResponse: {}\n", line: 4, column: 3,
            message: "action 'loadResponse' collides with the action the store architecture reports the result of 'load' as"),
        Case(
            yaml: "module: Feed\nactions:\n  toggle:\n    params: { errorMessage: String }\n", line: 4, column: 15,
            message: "parameter 'errorMessage' of action 'toggle' has the name of a member generated code sets"),
        Case(yaml: "module: Feed\nstate:\n  default: Int = 0\n", line: 3, column: 3, message: "state cannot be named 'default', a Swift keyword"),
        Case(yaml: "module: Feed\nentities:\n  Thing:\n    Type: Int\n", line: 4, column: 5, message: "'Type' cannot be a name here"),
        Case(
            yaml: "module: Feed\nservices:\n  Store:\n    fetch: {}\n    Fetch: {}\n", line: 5, column: 5,
            message: "operation 'Fetch' differs from 'fetch' only in the case of its first letter"),
        Case(yaml: "module: Feed\nentities:\n  Thing:\n    letter: Character\n", line: 4, column: 13, message: "is a Character, which is not Codable"),
    ]

    static let defaults: [Case] = [
        Case(yaml: "module: Feed\nstate:\n  x: Int = \"a\"\n", line: 3, column: 12, message: "default value '\"a\"' is not a number literal"),
        Case(yaml: "module: Feed\nstate:\n  x: Bool = -0\n", line: 3, column: 13, message: "default value '-0' is not a literal of type 'Bool'"),
        Case(
            yaml: "module: Feed\nentities:\n  Kind:\n    cases: [a, b]\nstate:\n  kind: Kind = .c\n", line: 6, column: 16,
            message: "default value '.c' names no case of 'Kind' (its cases: a, b)"),
        Case(
            yaml: "module: Feed\nstate:\n  email: String = \"\"\n  canSubmit: Bool = !email.isEmpty\n", line: 4, column: 21,
            message: "reads 'email': a default cannot read other state"),
        Case(yaml: "module: Feed\nstate:\n  x: UInt = -1\n", line: 3, column: 13, message: "is negative, but its type is unsigned"),
        Case(yaml: "module: Feed\nstate:\n  x: Int = 1.5\n", line: 3, column: 12, message: "is not a whole number"),
        // Found by scaffold-fuzz (seed 114): a literal the type cannot hold does not compile.
        Case(yaml: "module: Feed\nstate:\n  x: UInt8 = 1_000\n", line: 3, column: 14, message: "is out of the range of UInt8 (0 to 255)"),
        Case(yaml: "module: Feed\nstate:\n  x: Int8 = -129\n", line: 3, column: 13, message: "is out of the range of Int8 (-128 to 127)"),
        Case(
            yaml: "module: Feed\nstate:\n  email: String = \"\"\n  x: 'String = \"hi \\(email)\"'\n", line: 4, column: 16,
            message: "reads 'email'"),
        Case(yaml: "module: Feed\nstate:\n  x: 'Set<Int> = [1, \"a\"]'\n", line: 3, column: 18, message: "is not a number literal"),
    ]

    @Test("names that would collide in generated code are refused where the spec writes them", arguments: collisions)
    func collision(_ item: Case) {
        let diagnostics = SpecErrorTests.lowerErrors(item.yaml)
        SpecErrorTests.expectOnly(diagnostics, line: item.line, column: item.column, message: item.message)
    }

    @Test("a default value must be a literal of its type", arguments: defaults)
    func defaultValue(_ item: Case) {
        let diagnostics = SpecErrorTests.lowerErrors(item.yaml)
        SpecErrorTests.expectOnly(diagnostics, line: item.line, column: item.column, message: item.message)
    }

    @Test("without a SwiftUI view there is no preview implementation (nothing would use it), so its name is free", arguments: ["none", "uikit"])
    func previewNameFreeWithoutSwiftUI(ui: String) {
        let yaml = "module: Feed\nui: \(ui)\nentities:\n  PreviewStore:\n    id: UUID\nservices:\n  Store:\n    load: {}\n"
        #expect(SpecErrorTests.lowerErrors(yaml).isEmpty)
    }

    @Test(
        "a '<Module>Store' service is free in every architecture: the store architecture's own type is '<Module>ScreenStore'",
        arguments: TestSupport.architectures)
    func storeSuffixIsFree(architecture: String) throws {
        let yaml = """
            module: Ledger
            entities:
              Entry:
                id: UUID
            services:
              LedgerStore:
                load:
                  returns: [Entry]
            state:
              entries: [Entry]
            actions:
              load:
                call: LedgerStore.load
                assign: entries
            """
        #expect(SpecErrorTests.lowerErrors(yaml, architectureOverride: architecture).isEmpty)
        let spec = try SpecParser.parse(text: yaml, file: "Ledger.yaml")
        let module = try Lowering.lower(spec, architectures: TestSupport.architectures, architectureOverride: architecture)
        let files = try TestSupport.emit(module)
        #expect(files.contains { $0.path.hasSuffix("LedgerStore.swift") && $0.contents.contains("protocol LedgerStore") })
        // And the name the store architecture takes instead is refused in every one, so specs stay portable.
        let taken = SpecErrorTests.lowerErrors(yaml.replacingOccurrences(of: "LedgerStore", with: "LedgerScreenStore"), architectureOverride: architecture)
        #expect(taken.contains { $0.message.contains("collides with the generated type 'LedgerScreenStore'") }, "\(taken)")
    }

    @Test("literals of every kind are accepted as defaults")
    func literalDefaults() throws {
        let yaml = """
            module: Feed
            entities:
              Kind:
                cases: [a, default]
            state:
              count: Int = -3
              ratio: Double = 2
              price: Decimal = 1.25
              flag: Bool = true
              name: 'String = "x"'
              kind: Kind = .default
              maybe: Kind? = nil
              other: Kind? = .a
              ids: '[Int] = [1, 2]'
              set: 'Set<Kind> = [.a]'
              map: '[String: [Int]] = ["a": [1]]'
              empty: '[String: Int] = [:]'
            """
        #expect(SpecErrorTests.lowerErrors(yaml).isEmpty)
    }
}
