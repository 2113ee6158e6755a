import Foundation
import ScaffoldManifest
import ScaffoldSpec
import Testing

@testable import ScaffoldCheck

/// `scaffold check` with modules declared by Package.swift files and no `modules:` in scaffold.yml: the targets of
/// every manifest in the project are modules, with the dependencies the manifest declares.
@Suite("Check: modules from Package.swift")
struct CheckPackageModulesTests {
    /// Three local packages: Core; Feed using Core through its product; App (an executable target at a custom path)
    /// using both, through a product whose name differs from its target's and a package identity spelled in lower case.
    static func threePackages(_ name: String, config: String = defaultConfig) throws -> CheckProject {
        let project = try CheckProject(name)
        try project.write("scaffold.yml", config)
        try project.write(
            "Packages/Core/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Core",
                products: [.library(name: "Core", targets: ["Core"])],
                targets: [
                    .target(name: "Core"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ]
            )
            """)
        try project.write("Packages/Core/Sources/Core/Model/Money.swift", "public struct Money { public var cents: Int }\n")
        try project.write(
            "Packages/Core/Tests/CoreTests/MoneyTests.swift",
            """
            @testable import Core
            struct MoneyTests { let money = Money(cents: 1) }
            """)
        try project.write(
            "Packages/Feed/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Feed",
                products: [.library(name: "FeedKit", targets: ["Feed"])],
                dependencies: [.package(path: "../Core")],
                targets: [
                    .target(name: "Feed", dependencies: [.product(name: "Core", package: "Core")], swiftSettings: settings),
                ]
            )
            let settings: [SwiftSetting] = []
            """)
        try project.write(
            "Packages/Feed/Sources/Feed/Model/Article.swift",
            """
            import Core
            public struct Article { public var price: Money }
            """)
        try project.write(
            "App/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Packages/Core"), .package(path: "../Packages/Feed")],
                targets: [
                    .executableTarget(
                        name: "App",
                        dependencies: [
                            .product(name: "Core", package: "core"),
                            .product(name: "FeedKit", package: "Feed", condition: .when(platforms: [.iOS])),
                        ],
                        path: "AppSources",
                        exclude: ["Model/Legacy"]
                    )
                ]
            )
            """)
        try project.write(
            "App/AppSources/Model/Home.swift",
            """
            import Core
            import Feed
            struct Home { var articles: [Article]; var total: Money }
            """)
        return project
    }

    static let defaultConfig = """
        check:
          architecture: mvvm
          layers:
            Model: ["**/Model/**"]
        """

    /// Module → module edges of the check's graph with the rules broken along each.
    static func moduleEdges(_ report: CheckReport) throws -> [String: [String]] {
        let graph = try JSON.object(report.renderGraph(level: .module, format: .json))
        let edges = try #require(graph["edges"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: edges.map { ("\($0["from"] ?? "")→\($0["to"] ?? "")", $0["rules"] as? [String] ?? []) })
    }

    @Test("three packages: modules and dependencies from their manifests, no cycle, no violation")
    func threePackagesClean() throws {
        let project = try Self.threePackages("packages-clean")
        defer { project.remove() }
        let report = try project.check()
        try expectExactly([], in: report)
        #expect(try Self.moduleEdges(report) == ["Feed→Core": [], "App→Core": [], "App→Feed": [], "CoreTests→Core": []])
        #expect(report.notes == [], "\(report.notes)")
    }

    @Test("a reference to a module the manifest does not declare is module/dependency, and the cycle it closes module/cycle")
    func undeclaredDependency() throws {
        let project = try Self.threePackages("packages-undeclared")
        defer { project.remove() }
        try project.write(
            "Packages/Feed/Sources/Feed/Model/Teaser.swift",
            """
            import App // expect: module/dependency module/cycle
            struct Teaser { var home: Home? } // expect: module/dependency
            """)
        // The App file closes the cycle at its first use of Feed; the excluded folder is in no module, so its use of Feed is no edge.
        let home = try project.read("App/AppSources/Model/Home.swift")
        try project.write("App/AppSources/Model/Home.swift", home.replacingOccurrences(of: "import Feed", with: "import Feed // expect: module/cycle"))
        try project.write("App/AppSources/Model/Legacy/Old.swift", "struct Old { var teaser: Teaser }\n")
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
        let dependency = try #require(report.violations.first { $0.rule == "module/dependency" })
        #expect(dependency.explanation.hasPrefix("Feed does not list App in its dependencies (Packages/Feed/Package.swift); "), "\(dependency.explanation)")
        #expect(
            try Self.moduleEdges(report) == [
                "Feed→Core": [], "App→Core": [], "App→Feed": ["module/cycle"], "Feed→App": ["module/cycle", "module/dependency"], "CoreTests→Core": [],
            ])

        // A run on Feed alone still reads the other manifests and files: the same violation, none outside Feed reported.
        let partial = try project.check(["Packages/Feed"])
        try expectExactly(
            [
                CheckProject.Located(file: "Packages/Feed/Sources/Feed/Model/Teaser.swift", line: 1, rule: "module/dependency"),
                CheckProject.Located(file: "Packages/Feed/Sources/Feed/Model/Teaser.swift", line: 1, rule: "module/cycle"),
                CheckProject.Located(file: "Packages/Feed/Sources/Feed/Model/Teaser.swift", line: 2, rule: "module/dependency"),
            ],
            in: partial)
    }

    @Test("manifests are always read for modules and never checked as code or counted in no layer, whatever 'exclude:' says")
    func excludedManifests() throws {
        let project = try Self.threePackages("packages-excluded")
        defer { project.remove() }
        try project.write("Packages/Feed/Sources/Feed/Model/Teaser.swift", "import App\nstruct Teaser { var home: Home? }\n")
        // Swift's Duration, not Core's, where Core is not imported.
        try project.write("Packages/Core/Sources/Core/Model/Duration.swift", "public struct Duration { public var seconds: Int }\n")
        try project.write("Packages/Feed/Sources/Feed/Model/Clip.swift", "struct Clip { var length: Duration }\n")
        let plain = try project.check()
        #expect(!plain.violations.isEmpty && plain.notes == [], "\(plain.render(.text))")
        #expect(plain.unassignedFiles.allSatisfy { !$0.hasSuffix("Package.swift") }, "\(plain.unassignedFiles)")
        try project.write("scaffold.yml", Self.defaultConfig + "\n  exclude: [\"**/Package.swift\"]\n")
        let excluded = try project.check()
        #expect(excluded.render(.text) == plain.render(.text))
        #expect(excluded.unassignedFiles == plain.unassignedFiles)
        #expect(try Self.moduleEdges(excluded) == Self.moduleEdges(plain))
    }

    @Test("a target may use the modules its dependencies depend on, as SwiftPM builds it; importing one is module/undeclared-import")
    func transitiveDependencies() throws {
        let project = try Self.threePackages("packages-transitive")
        defer { project.remove() }
        let manifest = try project.read("App/Package.swift")
        try project.write("App/Package.swift", manifest.replacingOccurrences(of: ".product(name: \"Core\", package: \"core\"),", with: ""))
        let report = try project.check()
        // Not module/dependency (SwiftPM builds it), but the import is not declared.
        try expectExactly([CheckProject.Located(file: "App/AppSources/Model/Home.swift", line: 1, rule: "module/undeclared-import")], in: report)
        #expect(try Self.moduleEdges(report) == ["Feed→Core": [], "App→Core": [], "App→Feed": [], "CoreTests→Core": []])
    }

    @Test("two targets that depend on each other (SwiftPM rejects the package) are module/cycle")
    func cycleBetweenTargets() throws {
        let project = try CheckProject("packages-cycle")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.defaultConfig)
        try project.write(
            "Shop/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "Cart", dependencies: ["Catalog"]),
                    .target(name: "Catalog", dependencies: [.target(name: "Cart")]),
                ]
            )
            """)
        try project.write(
            "Shop/Sources/Cart/Model/CartLine.swift",
            """
            import Catalog // expect: module/cycle
            struct CartLine { var product: Product }
            """)
        try project.write(
            "Shop/Sources/Catalog/Model/Product.swift",
            """
            import Cart // expect: module/cycle
            struct Product { var lines: [CartLine] }
            """)
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
        #expect(try Self.moduleEdges(report) == ["Cart→Catalog": ["module/cycle"], "Catalog→Cart": ["module/cycle"]])
    }

    @Test("modules: of scaffold.yml wins for its paths and for the dependencies of a module it names")
    func configOverrides() throws {
        let project = try Self.threePackages(
            "packages-config",
            config: """
                check:
                  architecture: mvvm
                  layers:
                    Model: ["**/Model/**"]
                  modules:
                    News: { paths: ["Packages/Feed/**"], dependencies: [] }
                    App: { dependencies: [Core] }
                """)
        defer { project.remove() }
        // Feed's files are the module News, which may use no module; `import Feed` names no module any more.
        try project.write(
            "Packages/Feed/Sources/Feed/Model/Article.swift",
            """
            import Core // expect: module/dependency
            public struct Article { public var price: Money } // expect: module/dependency
            """)
        try project.write(
            "App/AppSources/Model/Home.swift",
            """
            import Core
            import Feed
            struct Home { var articles: [Article]; var total: Money } // expect: module/dependency
            """)
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
        #expect(try Self.moduleEdges(report) == ["News→Core": ["module/dependency"], "App→Core": [], "App→News": ["module/dependency"], "CoreTests→Core": []])
    }

    @Test("path:, sources: and exclude: decide a target's files; a bare name is a product of another package")
    func targetFiles() throws {
        let project = try CheckProject("packages-files")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.defaultConfig)
        try project.write(
            "Kit/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Kit",
                products: [.library(name: "KitAll", targets: ["Base", "Extras"])],
                targets: [
                    .target(name: "Base", path: "Code", sources: ["Model/Base"]),
                    .target(name: "Extras", path: "Code", sources: ["Model/Extras"], exclude: ["Model/Extras/Draft.swift"]),
                ]
            )
            """)
        try project.write("Kit/Code/Model/Base/Unit.swift", "struct Unit {}\n")
        try project.write(
            "Kit/Code/Model/Extras/Gauge.swift", "import Base // expect: module/dependency\nstruct Gauge { var unit: Unit } // expect: module/dependency\n")
        // Excluded: in no module, so its uses of modules are not judged.
        try project.write("Kit/Code/Model/Extras/Draft.swift", "struct Draft { var unit: Unit; var meter: Meter }\n")
        try project.write(
            "Tool/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Tool",
                dependencies: [.package(path: "../Kit")],
                targets: [.executableTarget(name: "Meter", dependencies: ["KitAll"], path: "Sources/Meter")]
            )
            """)
        try project.write("Tool/Sources/Meter/Model/Meter.swift", "import Base\nimport Extras\nstruct Meter { var gauge: Gauge; var unit: Unit }\n")
        let report = try project.check()
        try expectExactly(try project.expectedViolations(), in: report)
        #expect(try Self.moduleEdges(report) == ["Extras→Base": ["module/dependency"], "Meter→Base": [], "Meter→Extras": []])
    }

    @Test("where every file is in a generated module, no Package.swift is read; a hand-written file beside them reads them all")
    func generatedModulesReadNoPackage() throws {
        let project = try CheckProject("packages-generated-only")
        defer { project.remove() }
        let module = try project.generate("NewsList.yaml", package: true)
        let generated = try project.check()
        // A generated module's files take their module and layers from its manifest: its Package.swift tells nothing more.
        #expect(generated.parsedPackages == [] && generated.violations.isEmpty, "\(generated.render(.text))")
        try project.write("Home.swift", "struct Home {}\n")
        let mixed = try project.check()
        #expect(mixed.parsedPackages == [project.url("\(module)/Package.swift").standardizedFileURL.path])
        #expect(mixed.violations.isEmpty, "\(mixed.render(.text))")
    }

    @Test("a manifest that is not literals, or does not parse, is skipped with a note")
    func unreadableManifests() throws {
        let project = try Self.threePackages("packages-unreadable")
        defer { project.remove() }
        try project.write(
            "Packages/Feed/Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let targets: [Target] = [.target(name: "Feed")]
            let package = Package(name: "Feed", targets: targets)
            """)
        try project.write("App/Package.swift", "let package = Package(name: \"App\", targets: [\n")
        // Without their manifests, Feed and App are in no module: their uses of Core are not judged.
        try project.write("Packages/Feed/Sources/Feed/Model/Teaser.swift", "struct Teaser { var home: Home? }\n")
        let report = try project.check()
        try expectExactly([], in: report)
        #expect(try Self.moduleEdges(report) == ["CoreTests→Core": []])
        #expect(report.notes.count == 2, "\(report.notes)")
        #expect(
            report.notes.contains {
                $0.hasPrefix("App/Package.swift:1:46: the manifest does not parse")
                    && $0.hasSuffix("; the targets of this Package.swift are not known as modules in this run")
            }, "\(report.notes)")
        #expect(report.notes.contains { $0.hasPrefix("Packages/Feed/Package.swift:5:46: `targets:` is not an array literal") }, "\(report.notes)")
    }

    @Test("a manifest SwiftParser would take too long or too deep on is refused before parsing, with a note")
    func hostileManifests() throws {
        let project = try Self.threePackages("packages-hostile")
        defer { project.remove() }
        let header = "// swift-tools-version: 6.0\nimport PackageDescription\n"
        let package = "\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n"
        for (body, column, message) in [
            // Forty '[' deep took SwiftParser longer than any CI job runs; the budget is passed at the 22nd.
            ("let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40), 9 + 21, "opens '[' inside '[' so deeply here"),
            ("let x = " + String(repeating: "try ", count: 20_000) + "f()", 9 + 4 * 256, "nests more than 256 levels deep here"),
        ] {
            try project.write("App/Package.swift", header + body + package)
            let report = try project.check()
            #expect(report.notes.contains { $0.hasPrefix("App/Package.swift:3:\(column): the manifest " + message) }, "\(report.notes)")
        }
    }

    @Test("sarif: the driver's version, and one fingerprint per occurrence that edits elsewhere keep")
    func sarifFingerprints() throws {
        let project = try Self.threePackages("packages-sarif")
        defer { project.remove() }
        try project.write(
            "Packages/Feed/Sources/Feed/Model/Teaser.swift",
            """
            import App
            struct Teaser {
                var home: Home?
                var other: Home?
            }
            """)
        func fingerprints() throws -> [String] {
            let log = try JSON.object(try project.check().render(.sarif))
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
            #expect(driver["version"] as? String == ScaffoldVersion.current)
            let results = try #require(run["results"] as? [[String: Any]])
            return try results.filter { $0["ruleId"] as? String == "module/dependency" }.map { result in
                try #require((result["partialFingerprints"] as? [String: String])?["scaffoldDependency/v2"])
            }
        }
        let before = try fingerprints()
        #expect(
            before == [
                "module/dependency|Feed|App|Packages/Feed/Sources/Feed/Model/Teaser.swift|0",
                "module/dependency|Teaser|Home|Packages/Feed/Sources/Feed/Model/Teaser.swift|0",
                "module/dependency|Teaser|Home|Packages/Feed/Sources/Feed/Model/Teaser.swift|1",
            ])
        try project.write(
            "Packages/Feed/Sources/Feed/Model/Teaser.swift",
            "// A teaser of the home screen.\n\n" + (try project.read("Packages/Feed/Sources/Feed/Model/Teaser.swift")))
        #expect(try fingerprints() == before)
    }
}
