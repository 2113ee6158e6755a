import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldSpec
import SwiftParser
import SwiftSyntax
import Testing

/// Generated views name SwiftUI's and UIKit's types unqualified (`List`, `LabeledContent`, `UIMenu`), so a spec type
/// of the same name would shadow the framework's and the view would not compile on an Apple platform. This audit
/// finds every framework type the generated code of every example spec × architecture names — the stubs in Stubs/
/// declare exactly the API the templates use — and proves a spec naming an entity after it is refused, for that UI.
@Suite("Framework names")
struct FrameworkNameTests {
    /// The types and protocols a stub module declares at its top level. (Macros are left out: `#Preview` looks up
    /// macros only, so a spec type named `Preview` shadows nothing.)
    static func declaredTypes(stub: String) throws -> Set<String> {
        let folder = TestSupport.packageRoot.appendingPathComponent("Stubs/\(stub)")
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let tree = Parser.parse(source: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            for item in tree.statements {
                switch item.item.as(DeclSyntax.self)?.as(DeclSyntaxEnum.self) {
                case .structDecl(let decl): names.insert(decl.name.text)
                case .classDecl(let decl): names.insert(decl.name.text)
                case .enumDecl(let decl): names.insert(decl.name.text)
                case .protocolDecl(let decl): names.insert(decl.name.text)
                case .typeAliasDecl(let decl): names.insert(decl.name.text)
                default: break
                }
            }
        }
        return names
    }

    /// Every identifier the generated sources of the example specs use, by the UI kind they were generated for: worked
    /// out once for both tests (it emits and parses every example in every architecture).
    static let usedNamesByUI: Result<[UIKind: Set<String>], any Error> = Result {
        try Dictionary(uniqueKeysWithValues: [UIKind.swiftui, .uikit].map { ($0, try usedNames(generatingFor: $0)) })
    }

    static func usedNames(ui: UIKind) throws -> Set<String> {
        try usedNamesByUI.get()[ui] ?? []
    }

    static func usedNames(generatingFor ui: UIKind) throws -> Set<String> {
        // Each distinct source once: entity, service and mock files come out alike in every architecture.
        var sources: Set<String> = []
        for (spec, architecture) in TestSupport.specsAndArchitectures {
            var module = try TestSupport.lower(spec, architecture: architecture)
            module.ui = ui
            for file in try TestSupport.emit(module) where file.path.hasPrefix("Sources/") { sources.insert(file.contents) }
        }
        var used: Set<String> = []
        for source in sources {
            for token in Parser.parse(source: source).tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { used.insert(text) }
            }
        }
        return used
    }

    @Test("every SwiftUI or UIKit type generated code names is refused as a spec type name for that UI", arguments: [UIKind.swiftui, .uikit])
    func frameworkTypesAreRefused(ui: UIKind) throws {
        let framework = try Self.declaredTypes(stub: ui == .swiftui ? "SwiftUI" : "UIKit")
        let named = framework.intersection(try Self.usedNames(ui: ui)).sorted()
        // The audit would pass vacuously if the views named nothing: they name at least these.
        let expected: Set<String> =
            ui == .swiftui ? ["List", "LabeledContent", "ContentUnavailableView", "Menu"] : ["UITableViewDiffableDataSource", "UIMenu"]
        #expect(expected.isSubset(of: Set(named)), "\(named)")
        for name in named {
            let yaml = "module: Feed\nui: \(ui.rawValue)\nentities:\n  \(name):\n    id: UUID\n"
            let errors = SpecErrorTests.lowerErrors(yaml)
            #expect(
                errors.contains { $0.location.line == 4 && $0.location.column == 3 }, "an entity named '\(name)' is accepted for ui: \(ui.rawValue)")
        }
    }

    @Test("VIPER's presentation types never take the name of a framework type the views name (Toolbar → not ToolbarItem)")
    func viperItemsAvoidFrameworkTypes() throws {
        for ui in [UIKind.swiftui, .uikit] {
            let framework = try Self.declaredTypes(stub: ui == .swiftui ? "SwiftUI" : "UIKit")
            let items = framework.intersection(try Self.usedNames(ui: ui)).filter { $0.hasSuffix("Item") && $0 != "Item" }
            if ui == .swiftui { #expect(items.contains("ToolbarItem")) }
            for item in items.sorted() {
                let entity = String(item.dropLast(4))
                let yaml = "module: Feed\nui: \(ui.rawValue)\nentities:\n  \(entity):\n    id: UUID\nstate:\n  rows: '[\(entity)] = []'\n"
                let spec = try SpecParser.parse(text: yaml, file: "Feed.yaml")
                let module = try Lowering.lower(spec, architectures: TestSupport.architectures, architectureOverride: "viper")
                let sources = try TestSupport.emit(module).filter { $0.path.hasPrefix("Sources/") }
                #expect(sources.contains { $0.contents.contains("struct \(item)2") }, "entity '\(entity)': no renamed item")
                #expect(!sources.contains { $0.contents.contains("struct \(item) ") || $0.contents.contains("struct \(item):") }, "'\(item)' declared")
            }
        }
    }
}
