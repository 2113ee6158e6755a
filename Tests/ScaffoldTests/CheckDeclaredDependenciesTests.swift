import Foundation
import Testing

@testable import ScaffoldCheck

/// What a Package.swift target declares against what its code imports and uses.
@Suite("Check: declared against used dependencies")
struct CheckDeclaredDependenciesTests {
    static let manifest = "App/Package.swift"
    static let home = "App/AppSources/Model/Home.swift"

    @Test("a declared dependency on a project module nothing uses is a warning at its place in Package.swift, in every format")
    func unusedDependency() throws {
        let project = try CheckPackageModulesTests.threePackages("declared-unused")
        defer { project.remove() }
        try project.write(Self.home, "import Feed\nstruct Home { var articles: [Article] }\n")
        let report = try project.check()
        try expectExactly([CheckProject.Located(file: Self.manifest, line: 11, rule: "module/unused-dependency")], in: report)
        let violation = try #require(report.violations.first)
        #expect(violation.severity == .warning && report.exitStatus == 0)
        #expect(violation.column == 32)
        #expect(violation.message == "App declares a dependency on Core but never uses it")
        #expect(violation.hint == "remove \"Core\" from the dependencies of target App in \(Self.manifest), or import it where it is meant to be used")
        #expect(
            report.render(.text).hasPrefix("\(Self.manifest):11:32: warning: [module/unused-dependency] App declares a dependency on Core but never uses it\n"))
        #expect(report.render(.github).hasPrefix("::warning file=\(Self.manifest),line=11,col=32,title=module/unused-dependency::"))
        let json = try JSON.object(report.render(.json))
        #expect((json["violations"] as? [[String: Any]])?.first?["severity"] as? String == "warning")

        // 'severity:' can make it an error.
        try project.write("scaffold.yml", CheckPackageModulesTests.defaultConfig + "\n  severity:\n    module/unused-dependency: error\n")
        let strict = try project.check()
        #expect(strict.violations.map(\.severity) == [.error] && strict.exitStatus == 1)
    }

    @Test("importing a project module reached only through another dependency is an error at the import, in every format")
    func undeclaredImport() throws {
        let project = try CheckPackageModulesTests.threePackages("declared-undeclared")
        defer { project.remove() }
        let manifest = try project.read(Self.manifest)
        try project.write(Self.manifest, manifest.replacingOccurrences(of: ".product(name: \"Core\", package: \"core\"),", with: ""))
        let report = try project.check()
        try expectExactly([CheckProject.Located(file: Self.home, line: 1, rule: "module/undeclared-import")], in: report)
        let violation = try #require(report.violations.first)
        #expect(violation.severity == .error && report.exitStatus == 1 && violation.column == 8)
        #expect(violation.message == "App imports Core without declaring it")
        #expect(violation.explanation.hasPrefix("App imports Core, which it reaches only through another of its dependencies in \(Self.manifest); "))
        #expect(violation.hint == "add \"Core\" to the dependencies of target App in its Package.swift")
        #expect(report.render(.text).hasPrefix("\(Self.home):1:8: error: [module/undeclared-import] App imports Core without declaring it\n"))

        // A warning where configured; suppressed with a reason.
        try project.write("scaffold.yml", CheckPackageModulesTests.defaultConfig + "\n  severity:\n    module/undeclared-import: warning\n")
        #expect(try project.check().exitStatus == 0)
        try project.write(
            Self.home,
            "import Core // scaffold:ignore module/undeclared-import -- Feed re-exports it\nimport Feed\nstruct Home { var articles: [Article]; var total: Money }\n"
        )
        let suppressed = try project.check()
        #expect(suppressed.violations.isEmpty && suppressed.suppressions.map(\.reason) == ["Feed re-exports it"])
    }

    @Test("modules whose dependencies come from scaffold.yml are not judged against Package.swift")
    func configuredModules() throws {
        let config = CheckPackageModulesTests.defaultConfig + "\n  modules:\n    App: { paths: [\"App/**\"], dependencies: [Feed, Core] }\n"
        let project = try CheckPackageModulesTests.threePackages("declared-config", config: config)
        defer { project.remove() }
        try project.write(Self.home, "import Feed\nstruct Home { var articles: [Article] }\n")
        #expect(try project.check().violations.isEmpty)
    }

    @Test("a dependency's place in Package.swift counts lines ended by CRLF too, and columns in Unicode scalars")
    func positionInManifest() {
        let manifest = [
            "let package = Package(", "    targets: [", "        .target(name: \"Core\"),",
            "        .target(name: \"App\", dependencies: [\"Café\", \"Core\"]),", "    ]", ")",
        ]
        for ending in ["\n", "\r\n"] {
            let text = manifest.joined(separator: ending)
            let found = Analysis.position(of: "Core", inTarget: "App", in: text)
            #expect(found.line == 4 && found.column == 53, "lines ended by \(ending.debugDescription)")
            let missing = Analysis.position(of: "Feed", inTarget: "App", in: text)
            #expect(missing.line == 1 && missing.column == 1)
        }
    }
}
