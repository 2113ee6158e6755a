import Foundation
import ScaffoldIR
import ScaffoldSpec
import Testing

/// Every example under `Specs/` parses and lowers for the built-in architectures.
@Suite struct SpecExamplesTests {
    static let architectures = ["mvvm", "viper", "mvp", "store"]

    /// `Specs/` of this package, found by walking up from this file to `Package.swift`.
    static let specsFolder: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("Specs")
    }()

    static let specNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: specsFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    static func lowered(_ fileName: String) throws -> ModuleIR {
        let spec = try SpecParser.load(path: specsFolder.appendingPathComponent(fileName).path, displayPath: "Specs/\(fileName)")
        return try Lowering.lower(spec, architectures: architectures)
    }

    @Test func examplesArePresent() {
        #expect(Set(Self.specNames).isSuperset(of: ["NewsList.yaml", "ProfileSettings.yaml", "TaskBoard.yaml"]))
    }

    @Test(arguments: specNames) func lowers(_ fileName: String) throws {
        let module = try Self.lowered(fileName)
        #expect(module.name == String(fileName.dropLast(".yaml".count)))
        #expect(Self.architectures.contains(module.architecture))
    }

    @Test func newsList() throws {
        let module = try Self.lowered("NewsList.yaml")
        #expect(module.ui == .swiftui)
        #expect(module.entity(named: "Category")?.kind == .enumeration(cases: [Name("tech"), Name("business"), Name("sports")]))
        #expect(module.action(named: "load")?.call?.stores == [ResultStore(state: Name("articles"))])
        #expect(module.route(named: "detail")?.destination == "ArticleDetail")
    }

    @Test func profileSettings() throws {
        let module = try Self.lowered("ProfileSettings.yaml")
        #expect(module.ui == .uikit)
        // Fields without a default that are not arrays, sets, dictionaries or optionals become init parameters.
        #expect(module.state.filter { $0.initialValue == nil }.map(\.name.raw) == ["userID", "originalName"])
        guard case .structure(let emailFields) = module.entity(named: "EmailAddress")?.kind,
            case .structure(let profileFields) = module.entity(named: "Profile")?.kind,
            case .enumeration(let sounds) = module.entity(named: "AlertSound")?.kind
        else { Issue.record("expected EmailAddress, Profile and AlertSound"); return }
        #expect(emailFields.last?.name.swift == "`default`")
        #expect(sounds.first?.swift == "`default`")
        #expect(profileFields.first { $0.name.raw == "quietHours" }?.type.swift == "[String: [Int]]")
        #expect(profileFields.first { $0.name.raw == "preferences" }?.type == .named("Preferences", arguments: [], origin: .entity))

        let verify = try #require(module.action(named: "verifyEmail"))
        #expect(verify.assignments.map(\.state) == [Name("pendingAddress")])
        #expect(verify.assignments.map(\.value) == [.reference(.param(Name("address")))])
        #expect(verify.call?.operation.raw == "sendVerificationCode")
        #expect(verify.navigate?.arguments.map(\.value.reference) == [.param(Name("address")), .state(Name("userID"))])
        #expect(module.action(named: "revertName")?.assignments.first?.value == .reference(.state(Name("originalName"))))
        #expect(module.action(named: "saveName")?.call?.arguments.map(\.value.reference) == [.state(Name("userID")), .state(Name("draftName"))])
        #expect(module.action(named: "refreshSession")?.isAsync == false)
        #expect(module.action(named: "rename")?.isAsync == true)
        #expect(module.route(named: "signedOut")?.params.isEmpty == true)
        #expect(module.action(named: "contactSupport")?.isStub == true)
    }

    @Test func taskBoard() throws {
        let module = try Self.lowered("TaskBoard.yaml")
        #expect(module.ui == UIKind.none)
        #expect(module.state.filter { $0.initialValue == nil }.map(\.name.raw) == ["boardID", "title"])
        #expect(module.stateField(named: "labelFilter")?.initialValue == "[]")
        guard case .structure(let reminderFields) = module.entity(named: "Reminder")?.kind,
            case .structure(let summaryFields) = module.entity(named: "BoardSummary")?.kind
        else { Issue.record("expected Reminder and BoardSummary structs"); return }
        #expect(reminderFields.last?.name.swift == "`repeat`")
        #expect(reminderFields.last?.defaultValue == ".never")
        #expect(summaryFields.map(\.type.swift) == ["[String: Int]", "[UUID: [Int]]", "[[UUID]]"])

        let cache = try #require(module.service(named: "TaskCache"))
        #expect(cache.operations.map { [$0.isAsync, $0.isThrowing] } == [[true, false], [false, false], [false, true]])
        #expect(cache.operations.first { $0.name.raw == "clear" }?.returns == nil)

        let addTask = try #require(module.action(named: "addTask"))
        #expect(addTask.call?.arguments.map(\.value.reference) == [.state(Name("boardID")), .param(Name("title")), .param(Name("priority"))])
        #expect(module.action(named: "editFilters")?.navigate?.arguments.map(\.value.reference) == [.state(Name("statusFilter")), .state(Name("labelFilter"))])
        #expect(module.action(named: "openTask")?.navigate?.arguments.map(\.value.reference) == [.param(Name("task")), .state(Name("boardID"))])
        #expect(module.action(named: "updateSyncDate")?.isAsync == false)
        #expect(module.action(named: "clearCache")?.isAsync == true)  // synchronous call, but then: loadCached is async
    }
}
