import Foundation
import ScaffoldManifest

/// Where a generated module lives: the folder its file paths start from (`root`: its own package, or the
/// project folder when sources and tests go to different places) and its own folder, holding `.scaffold/`,
/// under it. Reads and writes stay inside `root` (`ConfinedFolder`).
public struct ModuleHome: Sendable, Hashable {
    public var root: URL
    /// The module folder relative to `root`; empty when they are the same folder.
    public var modulePath: String

    public init(root: URL, modulePath: String) {
        self.root = root.standardizedFileURL
        self.modulePath = modulePath
    }

    /// The home a module folder's manifest describes, or nil when its `root` is not `.` or `..` components.
    public init?(moduleFolder: URL, manifestRoot: String) {
        guard let root = Manifest.rootFolder(of: moduleFolder, root: manifestRoot) else { return nil }
        let depth = manifestRoot == "." ? 0 : manifestRoot.split(separator: "/").count
        self.init(root: root, modulePath: moduleFolder.standardizedFileURL.pathComponents.suffix(depth).joined(separator: "/"))
    }

    public var moduleFolder: URL { modulePath.isEmpty ? root : root.appendingPathComponent(modulePath) }

    /// The manifest, relative to `root`.
    public var manifestPath: String { inModule(Manifest.relativePath) }

    /// The manifest's `root`: from the module folder back up to `root`.
    public var manifestRoot: String {
        modulePath.isEmpty ? "." : modulePath.split(separator: "/").map { _ in ".." }.joined(separator: "/")
    }

    /// `path` (relative to the module folder) relative to `root`.
    public func inModule(_ path: String) -> String { modulePath.isEmpty ? path : modulePath + "/" + path }

    /// A file path (relative to `root`) as reports show it: relative to the module folder when inside it.
    public func shown(_ path: String) -> String {
        modulePath.isEmpty || !path.hasPrefix(modulePath + "/") ? path : String(path.dropFirst(modulePath.count + 1))
    }

    public var folder: ConfinedFolder { ConfinedFolder(root: root, scaffoldFolder: inModule(".scaffold")) }
}
