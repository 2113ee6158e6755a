import Foundation
import Testing

/// `swift package scaffold …` in a package that depends on this one by path: the command plugin builds the
/// CLI for the host and runs it in that package. Slow (it builds scaffold and swift-syntax once more, in
/// its own build folder), so it is one test doing the whole round trip.
@Suite("Command plugin")
struct PluginTests {
    @Test("a package depending on scaffold runs new, regen --check and check through the plugin")
    func roundTrip() throws {
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
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: TestSupport.specsFolder.appendingPathComponent("NewsList.yaml"), to: folder.appendingPathComponent("Specs/NewsList.yaml"))

        let plugin = ["swift", "package", "--allow-writing-to-package-directory", "scaffold"]
        let new = try TestSupport.run(plugin + ["new", "Specs/NewsList.yaml", "--output", "Features"], in: folder)
        #expect(new.status == 0, "\(new.output)")
        #expect(new.output.contains("Created NewsList (mvvm, ui: swiftui, layout: package) in Features/NewsList"), "\(new.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Features/NewsList/.scaffold/manifest.json").path))

        let regen = try TestSupport.run(plugin + ["regen", "--check"], in: folder)
        #expect(regen.status == 0, "\(regen.output)")
        let check = try TestSupport.run(plugin + ["check", "Features"], in: folder)
        #expect(check.status == 0 && check.output.contains("no violations"), "\(check.output)")

        // A failing command fails the plugin run, with scaffold's own message.
        let broken = try TestSupport.run(plugin + ["validate", "Specs/Missing.yaml"], in: folder)
        #expect(broken.status != 0 && broken.output.contains("Missing.yaml"), "\(broken.output)")
    }
}
