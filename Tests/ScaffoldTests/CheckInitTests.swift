import Foundation
import ScaffoldDiagnostics
import Testing

@testable import ScaffoldCheck

/// `scaffold check-init` on a project without scaffold.yml: Tests/Fixtures/Projects/ModularApp is an app target (App/) with
/// local packages — three features with views and view models, a Models and a Networking package — and violations of its
/// own: FeedView reaches two services directly, and FeedFeature uses ProfileFeature.
@Suite("Check: init")
struct CheckInitTests {
    static let fixture = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/Projects/ModularApp")

    /// A copy of the fixture in a new temporary folder.
    func modularApp() throws -> CheckProject {
        let project = try CheckProject("init")
        try FileManager.default.removeItem(at: project.folder)
        try FileManager.default.copyItem(at: Self.fixture, to: project.folder)
        return project
    }

    func scaffold(_ arguments: [String], in folder: URL) throws -> TestSupport.ProcessResult {
        try #require(
            FileManager.default.isExecutableFile(atPath: CLITests.executable.path),
            "build the executable first (swift build): \(CLITests.executable.path)")
        return try TestSupport.run([CLITests.executable.path] + arguments, in: folder)
    }

    func plan(_ project: CheckProject, architecture: String? = nil, freeze: Bool = false) throws(DiagnosticError) -> CheckInitPlan {
        try CheckInit.plan(CheckInitRequest(folder: project.folder, workingFolder: project.folder, architecture: architecture, freeze: freeze))
    }

    func errors(_ project: CheckProject, architecture: String? = nil, freeze: Bool = false) -> [Diagnostic] {
        do {
            _ = try plan(project, architecture: architecture, freeze: freeze)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("check-init --freeze, then check passes; a violation planted afterwards fails with its hint; a feature using another is one violation")
    func freezeThenCheck() throws {
        let project = try modularApp()
        defer { project.remove() }
        #expect(!FileManager.default.fileExists(atPath: project.url("scaffold.yml").path))

        let initialized = try scaffold(["check-init", "--freeze"], in: project.folder)
        #expect(initialized.status == 0, "\(initialized.output)")
        #expect(initialized.output.contains("architecture: mvvm, inferred: its conventions place 15 of 17 files"), "\(initialized.output)")
        #expect(initialized.output.contains("froze 3 violations (3 errors, 0 warnings) in .scaffold-baseline.json"), "\(initialized.output)")
        #expect(initialized.output.contains("wrote .scaffold-baseline.json, scaffold.yml"), "\(initialized.output)")
        let config = try project.read("scaffold.yml")
        #expect(config.contains("architecture: mvvm"))
        #expect(config.contains("baseline: .scaffold-baseline.json"))
        #expect(config.contains("features: [\"*Feature\"]"))
        #expect(config.contains("#   App/AppDependencies.swift\n#   App/ModularApp.swift\n"), "\(config)")

        // The feature using another one is one entry, whatever the number of its uses; FeedView's two services are two.
        let baseline = try JSON.object(try project.read(".scaffold-baseline.json"))
        let entries = try #require(baseline["violations"] as? [[String: Any]])
        #expect(
            entries.map { "\($0["rule"] ?? "") \($0["from"] ?? "") \($0["to"] ?? "")" }.sorted() == [
                "mvvm/view FeedView APIClient", "mvvm/view FeedView LiveProfileService", "peers/features FeedFeature ProfileFeature",
            ])

        let clean = try scaffold(["check"], in: project.folder)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("no violations (17 files checked; 3 in the baseline)"), "\(clean.output)")

        let settingsView = "Packages/SettingsFeature/Sources/SettingsFeature/SettingsView.swift"
        let line = try project.append(settingsView, "extension SettingsView { static func reset() { PreferencesService().save(Preferences()) } }")
        try project.write(settingsView, try project.read(settingsView).replacingOccurrences(of: "import Models\n", with: "import Models\nimport Networking\n"))
        let planted = try scaffold(["check"], in: project.folder)
        #expect(planted.status == 1, "\(planted.output)")
        #expect(
            planted.output.contains("\(settingsView):\(line + 1):48: error: [mvvm/view] SettingsView (View) must not depend on PreferencesService (Service)"),
            "\(planted.output)")
        #expect(
            planted.output.contains("hint: a View reaches a Service only through its ViewModel: move the use of PreferencesService into SettingsViewModel"),
            "\(planted.output)")
        #expect(planted.output.contains("1 violation in 1 file"), "\(planted.output)")
    }

    @Test("a feature that starts using another feature, declared in its Package.swift, is one violation of peers/features")
    func newFeatureEdgeIsOneViolation() throws {
        let project = try modularApp()
        defer { project.remove() }
        #expect(try scaffold(["check-init", "--freeze"], in: project.folder).status == 0)
        let manifest = "Packages/SettingsFeature/Package.swift"
        try project.write(
            manifest,
            try project.read(manifest)
                .replacingOccurrences(
                    of: "dependencies: [.package(path: \"../Models\")",
                    with: "dependencies: [.package(path: \"../ProfileFeature\"), .package(path: \"../Models\")"
                )
                .replacingOccurrences(
                    of: ".product(name: \"Networking\", package: \"Networking\")]",
                    with: ".product(name: \"Networking\", package: \"Networking\"), .product(name: \"ProfileFeature\", package: \"ProfileFeature\")]"))
        let view = "Packages/SettingsFeature/Sources/SettingsFeature/SettingsView.swift"
        try project.write(view, "import ProfileFeature\n" + (try project.read(view)))
        try project.append(view, "extension SettingsView { func profile(_ model: ProfileViewModel) -> ProfileView { ProfileView(viewModel: model) } }")
        let report = try project.check()
        #expect(report.violations.map(\.rule) == ["peers/features"], "\(report.violations.map(\.message))")
        #expect(report.violations.first?.message.contains("ProfileFeature") == true)
    }

    @Test("the inferred layers, the files in no layer, and the plan agreeing with what check sees")
    func inferredLayers() throws {
        let project = try modularApp()
        defer { project.remove() }
        let plan = try plan(project)
        #expect(plan.architecture == "mvvm")
        #expect(plan.filesPerLayer == ["View": 5, "ViewModel": 3, "Service": 4, "Model": 3])
        #expect(plan.unassignedFiles == ["App/AppDependencies.swift", "App/ModularApp.swift"])
        #expect(plan.violations == 3)
        #expect(plan.files.map { $0.path.hasSuffix("/scaffold.yml") } == [true])
        let config = String(decoding: try #require(plan.files.last).contents, as: UTF8.self)
        #expect(config.contains("    View: { paths: [\"**/Views/**\"], types: [\"*View\"] }"), "\(config)")
        #expect(config.contains("    ViewModel: { paths: [\"**/ViewModels/**\"], types: [\"*ViewModel\"] }"), "\(config)")
        #expect(
            config.contains(
                "    # 4 files, including the Networking package\n    Service: { paths: [\"**/Networking/**\"], types: [\"*Service\", \"*Client\"] }"),
            "\(config)")
        #expect(config.contains("    Model: { paths: [\"**/Models/**\"] }"), "\(config)")
        #expect(config.contains("  exclude: [\"**/Tests/**\", \"**/*Tests/**\"]"), "\(config)")
        #expect(!config.contains("baseline:"))
        #expect(plan.summary.contains("found 3 violations (3 errors, 0 warnings): 'scaffold check' reports them"), "\(plan.summary)")
        #expect(plan.summary.contains("  no layer   2 files   App/AppDependencies.swift, App/ModularApp.swift (listed in scaffold.yml)"), "\(plan.summary)")

        // Written without a baseline, the configuration reports what the plan counted, and places the same files.
        try CheckInit.write(plan)
        let report = try project.check()
        #expect(report.current.count == 3)
        #expect(report.unassignedFiles == plan.unassignedFiles)
        #expect(report.filesChecked == 17)
        // The same project, the same text.
        try FileManager.default.removeItem(at: project.url("scaffold.yml"))
        #expect(try self.plan(project).files.last?.contents == plan.files.last?.contents)
    }

    @Test("a package whose name follows a convention is placed by its folder; the layers of store come from type names")
    func packagesByName() throws {
        let project = try CheckProject("init-packages")
        defer { project.remove() }
        try project.write(
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "SharedModels"),
                    .target(name: "Cart", dependencies: ["SharedModels"]),
                ]
            )
            """)
        try project.write("Sources/SharedModels/Product.swift", "public struct Product { public var name: String }\n")
        try project.write("Sources/Cart/CartStore.swift", "final class CartStore { var state = CartState() }\n")
        try project.write("Sources/Cart/CartState.swift", "import SharedModels\nstruct CartState { var products: [Product] = [] }\n")
        try project.write("Sources/Cart/CartReducer.swift", "enum CartReducer { static func reduce(_ state: inout CartState) {} }\n")
        try project.write("Sources/Cart/CartView.swift", "struct CartView { let store: CartStore }\n")
        let plan = try plan(project)
        #expect(plan.architecture == "store")
        #expect(plan.filesPerLayer == ["View": 1, "Store": 1, "Reducer": 1, "State": 1, "Model": 1])
        let config = String(decoding: try #require(plan.files.last).contents, as: UTF8.self)
        #expect(config.contains("    # 1 file, including the SharedModels package\n    Model: { paths: [\"Sources/SharedModels/**\"] }"), "\(config)")
        #expect(plan.summary.contains("architecture: store, inferred: its conventions place 5 of 5 files (mvvm 2, viper 2, mvp 2)"), "\(plan.summary)")
        #expect(!config.contains("peers:"))
    }

    @Test("--architecture chooses another architecture's conventions; an unknown one is an error")
    func chosenArchitecture() throws {
        let project = try modularApp()
        defer { project.remove() }
        let viper = try plan(project, architecture: "viper")
        #expect(viper.architecture == "viper")
        #expect(viper.filesPerLayer == ["View": 5, "Entity": 3, "Service": 4])
        #expect(viper.summary.contains("architecture: viper, as asked: its conventions place 12 of 17 files (mvvm 15, mvp 12, store 12)"), "\(viper.summary)")
        let unknown = errors(project, architecture: "mvc")
        #expect(unknown.map(\.message) == ["unknown architecture 'mvc'"])
        #expect(unknown.first?.hint?.contains("mvvm") == true)
    }

    @Test("never overwrites scaffold.yml or the baseline: exit 2, a message saying what to do, nothing written")
    func neverOverwrites() throws {
        let project = try modularApp()
        defer { project.remove() }
        try project.write("scaffold.yml", "layout: package\n")
        let existing = try scaffold(["check-init", "--freeze"], in: project.folder)
        #expect(existing.status == 2, "\(existing.output)")
        #expect(existing.output.contains("scaffold.yml:1:1: error: scaffold.yml already exists; check-init never overwrites it"), "\(existing.output)")
        #expect(existing.output.contains("it has no 'check:' section"), "\(existing.output)")
        #expect(try project.read("scaffold.yml") == "layout: package\n")
        #expect(!FileManager.default.fileExists(atPath: project.url(".scaffold-baseline.json").path))

        try FileManager.default.removeItem(at: project.url("scaffold.yml"))
        try project.write(".scaffold-baseline.json", "{}\n")
        let baseline = errors(project, freeze: true)
        #expect(baseline.map(\.message) == [".scaffold-baseline.json already exists; check-init --freeze never overwrites it"])
        #expect(!FileManager.default.fileExists(atPath: project.url("scaffold.yml").path))
        // Without --freeze the baseline is not written, so it may exist.
        #expect(errors(project).isEmpty)
    }

    @Test("bad input is an error with exit status 2 and nothing written: no folder, no Swift files, nothing any convention places")
    func badInput() throws {
        let project = try CheckProject("init-bad")
        defer { project.remove() }
        let missing = try scaffold(["check-init", "Nowhere"], in: project.folder)
        #expect(missing.status == 2, "\(missing.output)")
        #expect(missing.output.contains("error: no such folder 'Nowhere'"), "\(missing.output)")

        #expect(errors(project).map(\.message) == ["no Swift files under '.' to place in layers"])
        try project.write("Sources/Tool/main.swift", "print(Greeting.text)\n")
        try project.write("Sources/Tool/Greeting.swift", "enum Greeting { static let text = \"hi\" }\n")
        let unplaced = errors(project)
        #expect(unplaced.map(\.message) == ["none of the 2 Swift files follows the conventions of mvvm, viper, mvp or store"])
        #expect(unplaced.first?.hint?.contains("check: layers:") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.folder.path) == ["Sources"])
    }

    @Test("'scaffold check init' without a folder named init points to check-init")
    func checkInitSpelling() throws {
        let project = try modularApp()
        defer { project.remove() }
        let result = try scaffold(["check", "init"], in: project.folder)
        #expect(result.status == 2)
        #expect(result.output.contains("no such file or folder 'init'") && result.output.contains("run 'scaffold check-init'"), "\(result.output)")
    }
}

/// `check: baseline:` of scaffold.yml: the baseline a run without `--baseline` applies.
@Suite("Check: configured baseline")
struct CheckConfiguredBaselineTests {
    @Test("a run applies the configured baseline, relative to scaffold.yml; --baseline wins; a missing one is an error at the key")
    func configuredBaseline() throws {
        let project = try CheckProject("configured-baseline")
        defer { project.remove() }
        try project.write("App/View/ItemView.swift", "struct ItemView { let service = ItemService() }\n")
        try project.write("App/Service/ItemService.swift", "struct ItemService {}\n")
        let layers = "check:\n  architecture: mvvm\n  layers:\n    View: [\"**/View/**\"]\n    Service: [\"**/Service/**\"]\n"
        try project.write("scaffold.yml", layers + "  baseline: Config/frozen.json\n")

        let missing = project.checkErrors()
        #expect(missing.map(\.message) == ["no such baseline 'Config/frozen.json' (scaffold.yml's 'baseline:', relative to its folder)"])
        #expect(missing.first?.location.line == 6)

        try project.write(
            "Config/frozen.json",
            "{\"version\": 1, \"violations\": [{\"rule\": \"mvvm/view\", \"from\": \"ItemView\", \"to\": \"ItemService\", \"count\": 1}]}\n")
        let baselined = try project.check()
        #expect(baselined.violations.isEmpty && baselined.baselined == 1)
        #expect(baselined.exitStatus == 0)

        try project.write("empty.json", "{\"version\": 1, \"violations\": []}\n")
        let overridden = try project.check(baseline: "empty.json")
        #expect(overridden.violations.count == 1)

        // From a folder below scaffold.yml, the path is still relative to scaffold.yml's folder.
        let below = try ArchitectureCheck.run(CheckRequest(paths: [], workingFolder: project.url("App")))
        #expect(below.violations.isEmpty && below.baselined == 1)
    }
}
