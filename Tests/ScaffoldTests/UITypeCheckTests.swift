import Foundation
import ScaffoldEmit
import ScaffoldIR
import Testing

/// The generated view code type-checked against the SDK signature stubs in `Stubs/` (SwiftUI, UIKit), the way
/// `make typecheck-ui` does it: `swiftc -typecheck -swift-version 6` with the stubs on the module search path, so the
/// `#if canImport(SwiftUI)` / `#if canImport(UIKit)` branches are compiled under strict concurrency.
///
/// The fixtures in `Tests/Fixtures/UINegative/` keep the stubs honest: `Positive.swift` uses every stubbed API as the
/// SDK allows and must type-check cleanly; every other file is wrong in one way generated code could be, and its first
/// line names the diagnostic it must produce (`// expect: …` an error, `// expect-warning: …` a warning the SDK gives
/// as a warning too).
///
/// `#Preview` is answered by the compiler plugin `PreviewsMacros` (Stubs/PreviewsMacros), which this test target
/// depends on so that SwiftPM builds it beside the test bundle; every `swiftc` here loads it.
@Suite("UI type-check against SDK stubs", .serialized)
struct UITypeCheckTests {
    static let fixturesFolder = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/UINegative")

    /// The `#Preview` plugin SwiftPM built for this test target, beside the test bundle (as `CLITests` finds `scaffold`).
    static let previewsPlugin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("PreviewsMacros-tool")

    /// `swiftc` arguments that load the `#Preview` plugin.
    static var loadPlugin: [String] { ["-load-plugin-executable", "\(previewsPlugin.path)#PreviewsMacros"] }

    /// The stub modules, built once per test run into a temporary folder.
    struct Stubs: Sendable {
        var folder: URL?
        var failure: String?
    }

    static let stubs: Stubs = {
        guard FileManager.default.isExecutableFile(atPath: previewsPlugin.path) else {
            return Stubs(folder: nil, failure: "no #Preview plugin at \(previewsPlugin.path) (swift build --product PreviewsMacros)")
        }
        do {
            let folder = try TestSupport.temporaryFolder("ui-stubs")
            // UIKit first: SwiftUI's modifiers take some of its types (UIKeyboardType), as in the iOS SDK.
            for name in ["UIKit", "SwiftUI", "Accessibility"] {
                let sourceFolder = TestSupport.packageRoot.appendingPathComponent("Stubs/\(name)")
                let sources = try FileManager.default.contentsOfDirectory(atPath: sourceFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
                    .map { sourceFolder.appendingPathComponent($0).path }
                let result = try TestSupport.run(
                    [
                        "swiftc", "-emit-module", "-parse-as-library", "-module-name", name, "-swift-version", "6", "-I", folder.path,
                        "-emit-module-path", folder.appendingPathComponent("\(name).swiftmodule").path,
                    ] + loadPlugin + sources, in: folder)
                // A warning here is most likely the macro plugin not answering `#Preview`'s declaration.
                guard result.status == 0, !result.output.contains("warning:") else {
                    return Stubs(folder: nil, failure: "the \(name) stub does not build cleanly:\n\(result.output)")
                }
            }
            return Stubs(folder: folder, failure: nil)
        } catch {
            return Stubs(folder: nil, failure: "the stubs could not be built: \(error)")
        }
    }()

    /// What SwiftPM declares for a target with resources (`scripts/typecheck-ui` writes the same).
    static let resourceBundleAccessor = """
        import Foundation

        extension Foundation.Bundle {
            static let module: Bundle = Bundle.main
        }

        """

    /// `swiftc -typecheck` of `files` as one module against the stubs; `debug` defines `DEBUG`, as a debug build does.
    /// Whole-module (`-wmo`): one compiler process type-checks every file, instead of one process per file that each
    /// loads the SDK modules again (the same diagnostics, in about half the time).
    static func typecheck(_ files: [URL], module: String, debug: Bool = false) throws -> TestSupport.ProcessResult {
        let stubs = Self.stubs
        guard let folder = stubs.folder else { throw StubsUnavailable(message: stubs.failure ?? "no stubs") }
        return try TestSupport.run(
            ["swiftc", "-typecheck", "-wmo", "-swift-version", "6", "-module-name", module, "-I", folder.path] + (debug ? ["-D", "DEBUG"] : [])
                + loadPlugin + files.map(\.path),
            in: files[0].deletingLastPathComponent())
    }

    struct StubsUnavailable: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    // MARK: Fixtures

    static var fixtureNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    static var negativeFixtureNames: [String] { fixtureNames.filter { $0 != "Positive.swift" } }

    @Test("the stubs build")
    func stubsBuild() {
        #expect(Self.stubs.failure == nil, "\(Self.stubs.failure ?? "")")
    }

    @Test("the positive fixture uses every stubbed API and type-checks with no error and no warning")
    func positiveFixture() throws {
        let result = try Self.typecheck([Self.fixturesFolder.appendingPathComponent("Positive.swift")], module: "Positive")
        #expect(result.status == 0, "Positive.swift does not type-check:\n\(result.output)")
        #expect(!result.output.contains("warning:"), "Positive.swift has warnings:\n\(result.output)")
    }

    @Test("each negative fixture fails with its expected diagnostic", arguments: negativeFixtureNames)
    func negativeFixture(name: String) throws {
        let url = Self.fixturesFolder.appendingPathComponent(name)
        let firstLine = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        let module = String(name.dropLast(".swift".count))
        let result = try Self.typecheck([url], module: module)
        if let expected = firstLine.removingPrefix("// expect-warning: ") {
            #expect(result.status == 0, "\(name) should type-check with a warning, but fails:\n\(result.output)")
            #expect(
                result.output.contains("warning: \(expected)") || result.output.contains(expected) && result.output.contains("warning:"),
                "\(name): no warning containing “\(expected)”:\n\(result.output)")
        } else if let expected = firstLine.removingPrefix("// expect: ") {
            #expect(result.status != 0, "\(name) type-checks, but must fail with “\(expected)”")
            #expect(result.output.contains("error:"), "\(name): no error:\n\(result.output)")
            #expect(result.output.contains(expected), "\(name): no diagnostic containing “\(expected)”:\n\(result.output)")
        } else {
            Issue.record("\(name) does not start with `// expect: …` or `// expect-warning: …`")
        }
    }

    @Test("there are negative fixtures for each kind of mistake the issue names")
    func fixturesPresent() {
        let names = Set(Self.negativeFixtureNames)
        for required in [
            "UnknownModifier.swift", "TextFieldNonBinding.swift", "ListNonIdentifiable.swift", "ForEachNonIdentifiable.swift",
            "ElevenToolbarItems.swift", "MainActorFromNonisolated.swift", "DataSourceWrongSignature.swift",
            // `#Preview`: checked against its declaration (a view, synchronously) and in its expansion (`try`, isolation).
            "PreviewBodyNotAView.swift", "PreviewAsyncBody.swift", "PreviewThrowingCallWithoutTry.swift", "PreviewMainActorFromDetachedTask.swift",
            // Forms: focus, Return keys, text traits, and the layout of an input's row.
            "FocusedWrongValueType.swift", "FocusedStateBinding.swift", "FocusStateNonHashable.swift", "FocusStateNonOptional.swift",
            "SubmitLabelString.swift", "OnSubmitAsync.swift", "TextContentTypeMisspelt.swift", "ReturnKeyTypeString.swift",
            "ActivateSingleConstraint.swift", "AnchorAxisMismatch.swift", "AnnounceFromNonisolated.swift", "FirstResponderFromNonisolated.swift",
            // List rows and context menus: images from a URL, stacks, shapes, accessibility, context menu configurations.
            "AccessibilityValueBool.swift", "ContextMenuString.swift", "AsyncImageStringURL.swift", "AsyncImageResizable.swift",
            "ContextMenuConfigurationWrongSignature.swift",
            "ContextMenuActionsNotMenu.swift", "AccessibilityChildrenMerge.swift", "HStackHorizontalAlignment.swift", "ClipShapeNotAShape.swift",
            // Load states: the failure row's hint, a failure covering the screen.
            "AccessibilityHintNotText.swift", "AccessibilityHintOptionalString.swift", "BackgroundStyleString.swift", "ContentUnavailableButtonString.swift",
            "AccessibilityHiddenOptionalFlag.swift",
            // Search: a searchable SwiftUI list; a UIKit search controller, its bar, its results updater, the navigation
            // item that shows it; accessibility traits.
            "SearchableTextNotBinding.swift", "SearchBarTextNotString.swift", "SearchBarGetOnly.swift", "ObscuresBackgroundString.swift",
            "SearchResultsUpdaterNotConforming.swift", "SearchResultsUpdatingMissingMethod.swift", "SearchResultsUpdateFromNonisolated.swift",
            "NavigationItemSearchControllerSearchBar.swift", "HidesSearchBarWhenScrollingOptional.swift", "DefinesPresentationContextString.swift",
            "AccessibilityTraitsMisspelt.swift", "AccessibilityTraitsBool.swift",
            // Routes presented by push, sheet or full-screen cover: SwiftUI's presentation modifiers and onChange's
            // old and new values; UIKit's navigation controller, modal presentation, and the window an app shows.
            "SheetItemNotIdentifiable.swift", "SheetIsPresentedNotBinding.swift", "FullScreenCoverItemNonOptional.swift",
            "FullScreenCoverOnDismissTakesValue.swift", "OnChangeOldNewWrongType.swift",
            "NavigationControllerRootOptional.swift", "PushViewControllerMissingAnimated.swift", "PopViewControllerUnlabeled.swift",
            "SetViewControllersNotArray.swift", "ViewControllersNil.swift", "NavigationControllerGetOnly.swift",
            "ModalPresentationStyleMisspelt.swift", "PresentingViewControllerGetOnly.swift", "WindowRootViewControllerView.swift",
            "MakeKeyAndVisibleFromNonisolated.swift", "WindowSceneNil.swift",
            // A view controller's view when loaded, the window a view is in, what a controller presents, and the
            // appearance callback that comes after layout.
            "ViewIfLoadedOptional.swift", "ViewWindowOptional.swift", "PresentedViewControllerGetOnly.swift",
            "ViewIsAppearingWithoutOverride.swift",
            // Colors (a label's text color, the system's colors as class properties) and a table's batch updates.
            "LabelTextColorString.swift", "ColorSystemRedInstance.swift", "ColorSecondaryLabelGetOnly.swift",
            "BatchUpdatesUnlabeledCompletion.swift", "BatchUpdatesCompletionWithoutFinished.swift",
            // A failure row inserted under the row whose action failed, and a failure announced.
            "InsertItemsAfterUnlabeled.swift", "AnnouncementNotPosted.swift", "AnnouncementOptionalString.swift",
        ] {
            #expect(names.contains(required), "missing fixture \(required)")
        }
    }

    // MARK: Generated modules

    static var generatedCases: [(String, String, UIKind)] {
        TestSupport.specsAndArchitectures.flatMap { spec, architecture in [UIKind.swiftui, .uikit].map { (spec, architecture, $0) } }
    }

    /// Every example spec in every architecture, as a SwiftUI and as a UIKit module: the library target's sources
    /// (views, view controllers and the VIPER builder included) type-check against the stubs, as a release build
    /// compiles them and as a debug build does (`DEBUG` defined: the preview services and what uses them).
    @Test("generated library sources type-check against the stubs", arguments: generatedCases)
    func generatedModuleTypeChecks(spec: String, architecture: String, ui: UIKind) throws {
        var module = try TestSupport.lower(spec, architecture: architecture)
        module.ui = ui
        let emitted = try TestSupport.emit(module, package: true)
        let files = emitted.filter { $0.path.hasPrefix("Sources/") && $0.path.hasSuffix(".swift") }
        let uiFiles = files.filter { $0.contents.contains(ui == .swiftui ? "#if canImport(SwiftUI)" : "#if canImport(UIKit)") }
        #expect(!uiFiles.isEmpty, "no \(ui.rawValue) view file generated")
        let targets = Set(files.map { $0.path.split(separator: "/")[1] })
        #expect(targets.count == 1, "expected one library target, found \(targets.sorted())")

        let folder = try TestSupport.temporaryFolder("ui-typecheck-\(module.name)-\(architecture)-\(ui.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var urls: [URL] = []
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        // SwiftPM gives a target with resources `Bundle.module` in a file of its own; so does this check.
        if emitted.contains(where: { $0.path.hasSuffix(".xcstrings") }) {
            let accessor = folder.appendingPathComponent("resource_bundle_accessor.swift")
            try Self.resourceBundleAccessor.write(to: accessor, atomically: true, encoding: .utf8)
            urls.append(accessor)
        }
        for debug in [false, true] {
            let result = try Self.typecheck(urls, module: String(targets.first ?? "Module"), debug: debug)
            #expect(
                result.status == 0,
                "\(spec) \(architecture) \(ui.rawValue) (\(debug ? "debug" : "release")) does not type-check against the stubs:\n\(result.output)")
        }
    }
}

extension String {
    fileprivate func removingPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
