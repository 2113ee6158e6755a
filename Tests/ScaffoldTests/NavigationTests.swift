import Foundation
import ScaffoldEmit
import ScaffoldIR
import Testing

/// Routes and how their destinations appear (`present:`): the spec's word reaches the route's value in every
/// architecture, the views present each route as it says or hand it to the app's router, and a misspelt one is refused.
@Suite("Navigation")
struct NavigationTests {
    static func spec(_ route: String) -> String {
        """
        module: Account
        state:
          email: String = ""
        actions:
          leave:
            navigate: signedOut
        routes:
          signedOut:
            to: Onboarding
        \(route)
        dependencies: [Onboarding]
        """
    }

    @Test("present: is push by default and takes sheet, cover, root and back (without 'to:')")
    func presentations() throws {
        #expect(try #require(SpecErrorTests.lower(Self.spec(""))).routes.map(\.presentation) == [.push])
        for presentation in Route.Presentation.allCases {
            var yaml = Self.spec("    present: \(presentation.rawValue)")
            if presentation == .back { yaml = yaml.replacingOccurrences(of: "    to: Onboarding\n", with: "") }
            let module = try #require(SpecErrorTests.lower(yaml))
            #expect(module.routes.map(\.presentation) == [presentation])
        }
    }

    @Test("a route back has no destination: 'to:' is refused where it is written")
    func routeBackWithDestination() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec("    present: back")), line: 9, column: 9,
            message: "route 'signedOut' goes back to whoever opened the screen, not to 'Onboarding'", hint: "remove 'to: Onboarding'")
    }

    @Test("an unknown presentation is refused where it is written")
    func unknownPresentation() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec("    present: modal")), line: 10, column: 14,
            message: "unknown presentation 'modal' for route 'signedOut'", hint: "use one of push, sheet, cover, root, back")
    }

    /// The example specs use every presentation: push (NewsList), sheet (SignIn, TaskBoard), cover and root
    /// (ProfileSettings, SignIn).
    @Test("the example specs use every presentation")
    func examplesUseEveryPresentation() throws {
        var used: Set<Route.Presentation> = []
        for spec in TestSupport.exampleSpecs {
            used.formUnion(try TestSupport.lower(spec).routes.map(\.presentation))
        }
        #expect(used == Set(Route.Presentation.allCases))
    }

    /// The SwiftUI views of MVVM and the store present push, sheet and cover routes with the modifier each needs, and
    /// hand root routes, or every route where the app's router presents them, to `onRoute`.
    @Test("SwiftUI views attach one presentation per kind the routes use", arguments: ["mvvm", "store"])
    func swiftUIPresentations(architecture: String) throws {
        var module = try TestSupport.lower("ProfileSettings.yaml", architecture: architecture)
        module.ui = .swiftui
        let view = try #require(try TestSupport.emit(module).first { $0.path.hasSuffix("ProfileSettingsView.swift") })
        #expect(view.contents.contains(".fullScreenCover(item: presented(.cover))"))
        #expect(!view.contents.contains(".navigationDestination(item:"), "no route of ProfileSettings is pushed")
        #expect(!view.contents.contains(".sheet(item:"), "no route of ProfileSettings is a sheet")
        #expect(view.contents.contains("destination == nil || route.presentation.isHandedOver"))
        #expect(view.contents.contains("onRoute: @escaping (ProfileSettings"), "a root route needs the app's handler")
        #expect(view.contents.contains("where Destination == Never"), "the app's router can take every route")
    }

    // MARK: docs/navigation.md

    /// The ```swift block after `<!-- <marker> -->` in docs/navigation.md (`linked: mvvm`, `linked-uikit: mvvm`).
    static func linkedExample(_ marker: String) throws -> String? {
        let page = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/navigation.md"), encoding: .utf8)
        guard let found = page.range(of: "<!-- \(marker) -->"),
            let start = page.range(of: "```swift\n", range: found.upperBound..<page.endIndex),
            let end = page.range(of: "\n```", range: start.upperBound..<page.endIndex)
        else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
    }

    /// The lines the page counts: not imports, blank lines, comments, or lines that only close brackets.
    static func codeLines(_ code: String) -> Int {
        code.split(separator: "\n").filter { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && !text.hasPrefix("import ") && !text.hasPrefix("//") && !text.allSatisfy { "})]".contains($0) }
        }.count
    }

    /// What the examples take from the app: a screen it already has.
    static func appScreens(_ ui: UIKind) -> String {
        ui == .swiftui
            ? """
            import SwiftUI

            struct PasswordResetView: View {
                let email: String
                var body: some View { Text(verbatim: email) }
            }

            """
            : """
            import UIKit

            final class PasswordResetViewController: UIViewController {
                init(email: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }

            """
    }

    @Test("docs/navigation.md links SignIn and Timeline in SwiftUI in at most 15 lines, and it type-checks", arguments: TestSupport.architectures)
    func linkedModulesTypeCheck(architecture: String) throws {
        try Self.typecheckLinked(marker: "linked: \(architecture)", architecture: architecture, ui: .swiftui)
    }

    @Test("docs/navigation.md links SignIn and Timeline in UIKit in at most 15 lines, and it type-checks", arguments: ["mvvm"])
    func linkedUIKitModulesTypeCheck(architecture: String) throws {
        try Self.typecheckLinked(marker: "linked-uikit: \(architecture)", architecture: architecture, ui: .uikit)
    }

    @Test("docs/navigation.md: the timeline opens the filter sheet and keeps the choice it hands back; it type-checks")
    func outputTypeChecks() throws {
        try Self.typecheckLinked(marker: "output: mvvm", architecture: "mvvm", ui: .swiftui, specs: ["Timeline.yaml", "TimelineFilter.yaml"])
    }

    /// The modules compiled as generated for `ui` against the stubs, then the page's example against them.
    static func typecheckLinked(
        marker: String, architecture: String, ui: UIKind, specs: [String] = ["SignIn.yaml", "Timeline.yaml"], maximumLines: Int = 15
    ) throws {
        let example = try #require(try linkedExample(marker), "no '<!-- \(marker) -->' example")
        #expect(codeLines(example) <= maximumLines, "\(codeLines(example)) lines")
        guard let stubs = UITypeCheckTests.stubs.folder else {
            Issue.record("\(UITypeCheckTests.stubs.failure ?? "no stubs")")
            return
        }
        let folder = try TestSupport.temporaryFolder("linked-\(architecture)-\(ui.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for spec in specs {
            var module = try TestSupport.lower(spec, architecture: architecture)
            module.ui = ui
            let sources = folder.appendingPathComponent(module.name)
            var urls: [URL] = []
            for file in try TestSupport.emit(module, package: true) where file.path.hasPrefix("Sources/") && file.path.hasSuffix(".swift") {
                let url = sources.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                urls.append(url)
            }
            let accessor = sources.appendingPathComponent("resource_bundle_accessor.swift")
            try UITypeCheckTests.resourceBundleAccessor.write(to: accessor, atomically: true, encoding: .utf8)
            let result = try TestSupport.run(
                [
                    "swiftc", "-emit-module", "-parse-as-library", "-wmo", "-swift-version", "6", "-module-name", module.name,
                    "-I", stubs.path, "-emit-module-path", folder.appendingPathComponent("\(module.name).swiftmodule").path,
                ] + UITypeCheckTests.loadPlugin + (urls + [accessor]).map(\.path), in: sources)
            try #require(result.status == 0, "\(module.name) (\(architecture), \(ui.rawValue)) does not compile against the stubs:\n\(result.output)")
        }
        let app = folder.appendingPathComponent("App.swift")
        try (example + "\n").write(to: app, atomically: true, encoding: .utf8)
        let screens = folder.appendingPathComponent("AppScreens.swift")
        try appScreens(ui).write(to: screens, atomically: true, encoding: .utf8)
        let result = try TestSupport.run(
            ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "App", "-I", stubs.path, "-I", folder.path]
                + UITypeCheckTests.loadPlugin + [app.path, screens.path], in: folder)
        #expect(result.status == 0, "the \(marker) example of docs/navigation.md does not type-check:\n\(result.output)")
    }
}
