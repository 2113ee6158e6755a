import Foundation
import Testing

/// `swift package scaffold …`: the command plugin runs the CLI in the package's folder.
///
/// The round trip runs the plugin of this package itself, so the tool it runs is the `scaffold` that `swift build`
/// has already built (plugin tools are part of that build). A package that depends on this one by path would build
/// scaffold and swift-syntax a second time, in a build folder of its own: minutes of a 2-core machine for the same
/// plugin code and the same tool. That a dependent package is offered the plugin is checked on its own, without
/// building.
@Suite("Command plugin")
struct PluginTests {
    /// `swift package` in this package while `swift test` runs: `--ignore-lock`, because `swift test` holds the build
    /// folder's lock for as long as the tests run; the plugin's build only finds its tool up to date.
    static let plugin = ["swift", "package", "--ignore-lock", "--allow-writing-to-package-directory", "scaffold"]

    @Test("the plugin runs new, regen --check and check in its package, and passes a failure on")
    func roundTrip() throws {
        // Inside the package, where the plugin runs scaffold and may write (ignored by git: /plugin-round-trip-*/).
        let name = "plugin-round-trip-\(UUID().uuidString)"
        let folder = TestSupport.packageRoot.appendingPathComponent(name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = TestSupport.packageRoot

        let new = try TestSupport.run(Self.plugin + ["new", "Specs/NewsList.yaml", "--output", "\(name)/Features"], in: root)
        #expect(new.status == 0, "\(new.output)")
        #expect(new.output.contains("Created NewsList (mvvm, ui: swiftui, layout: package) in \(name)/Features/NewsList"), "\(new.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Features/NewsList/.scaffold/manifest.json").path))

        let regen = try TestSupport.run(Self.plugin + ["regen", "--check", "\(name)/Features/NewsList"], in: root)
        #expect(regen.status == 0, "\(regen.output)")
        let check = try TestSupport.run(Self.plugin + ["check", "\(name)/Features"], in: root)
        #expect(check.status == 0 && check.output.contains("no violations"), "\(check.output)")

        // A failing command fails the plugin run, with scaffold's own message.
        let broken = try TestSupport.run(Self.plugin + ["validate", "Specs/Missing.yaml"], in: root)
        #expect(broken.status != 0 && broken.output.contains("Missing.yaml"), "\(broken.output)")
    }

    @Test("a package that depends on scaffold is offered its command plugin")
    func dependentPackageSeesThePlugin() throws {
        let folder = try TestSupport.temporaryFolder("plugin-user")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "PluginUser",
                dependencies: [.package(path: \(String(reflecting: TestSupport.packageRoot.path)))],
                targets: [.target(name: "PluginUser")]
            )

            """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/PluginUser"), withIntermediateDirectories: true)
        try "public enum PluginUser {}\n".write(to: folder.appendingPathComponent("Sources/PluginUser/PluginUser.swift"), atomically: true, encoding: .utf8)

        let list = try TestSupport.run(["swift", "package", "plugin", "--list"], in: folder)
        #expect(list.status == 0, "\(list.output)")
        #expect(list.output.contains("‘scaffold’ (plugin ‘ScaffoldCommand’ in package ‘scaffold’)"), "\(list.output)")
    }
}
