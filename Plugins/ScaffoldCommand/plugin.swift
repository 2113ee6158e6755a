import Foundation
import PackagePlugin

/// `swift package scaffold …`: runs the scaffold command line in the package's folder, so a team uses
/// scaffold as a package dependency without installing it (`swift package scaffold new Specs/Feed.yaml`,
/// `swift package scaffold check`). `new` and `regen` write into the package: SwiftPM asks for that
/// permission, or pass `--allow-writing-to-package-directory`.
@main
struct ScaffoldCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "scaffold")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ScaffoldFailed(status: process.terminationStatus)
        }
    }
}

/// scaffold printed what went wrong; the plugin only passes its exit status on.
struct ScaffoldFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "scaffold exited with status \(status)" }
}
