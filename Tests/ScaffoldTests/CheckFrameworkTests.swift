import Foundation
import ScaffoldCheck
import ScaffoldSpec
import Testing

/// `frameworks:` in scaffold.yml: modules a layer must not import, reported at the import.
@Suite("Check: framework bans")
struct CheckFrameworkTests {
    static let config = """
        check:
          architecture: mvvm
          layers:
            View: ["App/View/**"]
            ViewModel: { paths: ["App/ViewModel/**"], types: ["*ViewModel"] }
            Model: ["App/Model/**"]
            Service: ["App/Service/**"]
          frameworks:
            Model: [UIKit, SwiftUI]
            ViewModel: UIKit
        """

    func project(_ name: String) throws -> CheckProject {
        let project = try CheckProject(name)
        try project.write("scaffold.yml", Self.config)
        try project.write(
            "App/Model/Item.swift",
            """
            import Foundation
            import UIKit // expect: mvvm/model-import
            @testable import SwiftUI // expect: mvvm/model-import
            import struct UIKit.UIColor // expect: mvvm/model-import
            import UIKit.UIGestureRecognizerSubclass // expect: mvvm/model-import
            import UIKitExtras
            #if canImport(UIKit)
            import UIKit // expect: mvvm/model-import
            #endif
            import UIKit // scaffold:ignore mvvm/model-import -- the model's colours, until #9

            struct Item {}
            """)
        try project.write("App/Service/Store.swift", "import UIKit\nimport SwiftUI\nstruct Store { func items() -> [Item] { [] } }\n")
        try project.write("App/View/ItemView.swift", "import SwiftUI\nimport UIKit\nstruct ItemView { let model: ItemViewModel }\n")
        try project.write(
            "App/ViewModel/ItemViewModel.swift",
            """
            import Observation
            import SwiftUI
            import UIKit // expect: mvvm/viewmodel-import
            final class ItemViewModel { var items: [Item] = [] }
            """)
        // A file in no folder layer holding a type the name pattern puts in ViewModel.
        try project.write(
            "App/Shared/FormViewModel.swift",
            """
            import UIKit // expect: mvvm/viewmodel-import
            final class FormViewModel {}
            """)
        try project.write("App/Shared/Helpers.swift", "import UIKit\nstruct Helpers {}\n")
        return project
    }

    @Test("an import of a banned module in a file of that layer is reported at the module name, in every format; other layers may import it")
    func bans() throws {
        let project = try project("frameworks")
        defer { project.remove() }
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
        #expect(report.suppressed == 1)

        let text = report.render(.text)
        #expect(text.contains("App/Model/Item.swift:2:8: error: [mvvm/model-import] Item.swift (Model) must not import UIKit\n"), "\(text)")
        #expect(text.contains("App/Model/Item.swift:3:18: error: [mvvm/model-import] Item.swift (Model) must not import SwiftUI\n"), "\(text)")
        #expect(text.contains("App/Model/Item.swift:4:15: error: [mvvm/model-import] Item.swift (Model) must not import UIKit\n"), "\(text)")
        #expect(text.contains("  note: the project's scaffold.yml keeps Model free of SwiftUI, UIKit ('frameworks:')"), "\(text)")

        let json = try JSON.object(report.render(.json))
        let first = try #require((json["violations"] as? [[String: Any]])?.first)
        #expect(first["to"] as? [String: String] == ["type": "UIKit", "layer": "framework"])
        #expect((first["from"] as? [String: Any])?["layer"] as? String == "Model")

        let sarif = try JSON.object(report.render(.sarif))
        let driver = try #require(((sarif["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let modelRule = try #require(rules.first { $0["id"] as? String == "mvvm/model-import" })
        #expect((modelRule["fullDescription"] as? [String: String])?["text"]?.contains("free of SwiftUI, UIKit") == true)
    }

    @Test("a baseline records banned imports like other violations")
    func baseline() throws {
        let project = try project("frameworks-baseline")
        defer { project.remove() }
        let first = try project.check()
        try project.write("baseline.json", String(decoding: first.baselineData(), as: UTF8.self))
        #expect(first.baselineEntries.contains(BaselineEntry(rule: "mvvm/model-import", from: "Item.swift", to: "UIKit", count: 4)))
        let baselined = try project.check(baseline: "baseline.json")
        #expect(baselined.violations.isEmpty && baselined.exitStatus == 0, "\(baselined.render(.text))")
        #expect(baselined.baselined == first.violations.count)
        let line = try project.append("App/ViewModel/ItemViewModel.swift", "import SwiftUI\nimport UIKit")
        let added = try project.check(baseline: "baseline.json")
        // ItemViewModel.swift now imports UIKit twice, the baseline records once: both are reported.
        #expect(
            added.located == [
                CheckProject.Located(file: "App/ViewModel/ItemViewModel.swift", line: 3, rule: "mvvm/viewmodel-import"),
                CheckProject.Located(file: "App/ViewModel/ItemViewModel.swift", line: line, rule: "mvvm/viewmodel-import"),
            ], "\(added.render(.text))")
    }

    @Test("generated modules: bans apply by layer with the module's architecture in the rule id")
    func generatedModule() throws {
        let project = try CheckProject("frameworks-generated")
        defer { project.remove() }
        let module = try project.generate("NewsList.yaml")
        try project.write("scaffold.yml", "check:\n  frameworks:\n    Model: [UIKit]\n    Service: []\n")
        let line = try project.append("\(module)/Model/Article.swift", "import UIKit")
        try project.append("\(module)/View/NewsListView.swift", "import UIKit")
        let report = try project.check()
        #expect(
            report.located == [CheckProject.Located(file: "\(module)/Model/Article.swift", line: line, rule: "mvvm/model-import")], "\(report.render(.text))")
    }

    @Test("frameworks: an unknown layer is a located error with a suggestion; the value must be a mapping of lists")
    func configErrors() throws {
        let project = try project("frameworks-config")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.config.replacingOccurrences(of: "ViewModel: UIKit", with: "Modl: [UIKit]\n    Presenter: [UIKit]"))
        let errors = project.checkErrors()
        let summary = errors.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" }
        #expect(
            summary == [
                "10:5 unknown layer 'Modl' in 'frameworks' | did you mean 'Model'?",
                "11:5 unknown layer 'Presenter' in 'frameworks' | known layers: Model, Service, View, ViewModel",
            ], "\(summary)")
        #expect(errors.allSatisfy { $0.location.file.hasSuffix("scaffold.yml") })

        try project.write("scaffold.yml", Self.config.replacingOccurrences(of: "    Model: [UIKit, SwiftUI]\n    ViewModel: UIKit", with: "    - UIKit"))
        let list = project.checkErrors()
        #expect(list.map(\.message) == ["'frameworks' must be a mapping of names"] && list.first?.location.line == 9, "\(list)")

        try project.write("scaffold.yml", Self.config.replacingOccurrences(of: "Model: [UIKit, SwiftUI]", with: "Model: { UIKit: true }"))
        let nested = project.checkErrors()
        #expect(nested.map(\.message) == ["'frameworks 'Model'' must be a list"] && nested.first?.location.line == 9, "\(nested)")
    }
}
