import Foundation
import ScaffoldManifest
import ScaffoldSpec

/// The project a generated module belongs to, which its spec must be inside, found as users expect from
/// wherever regen runs: the folder of scaffold.yml; else the git work tree holding the module; else the folder
/// `new` ran in, as the manifest records it (trusted only there: a manifest arriving through a pull request is
/// in a work tree). A manifest from before that record falls back to the current folder and the module's parent.
struct ProjectFolder: CustomStringConvertible {
    var folders: [URL]
    /// How the folder was found, as the hint of a refusal says it.
    var reason: String

    static func find(module: URL, manifest: Manifest, config: ProjectConfig) -> ProjectFolder {
        if let file = config.file {
            return ProjectFolder(folders: [file.deletingLastPathComponent()], reason: "the folder of scaffold.yml")
        }
        if let tree = gitWorkTree(holding: module) {
            return ProjectFolder(folders: [tree], reason: "the git work tree")
        }
        if let project = manifest.project {
            return ProjectFolder(
                folders: [module.appendingPathComponent(project).standardizedFileURL], reason: "the folder 'scaffold new' ran in, as the manifest records")
        }
        return ProjectFolder(folders: [currentFolder, module.deletingLastPathComponent()], reason: "the current folder or the module's parent folder")
    }

    /// Whether `file`, links resolved, is inside one of the folders.
    func contains(_ file: URL) -> Bool {
        let resolved = realPath(file.standardizedFileURL.path)
        return folders.map { realPath($0.standardizedFileURL.path) }.contains { resolved.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    var description: String {
        folders.map { "'\(displayPath($0))'" }.joined(separator: " or ") + " (\(reason))"
    }

    /// The nearest folder from `folder` upwards holding `.git` (a folder, or a file in linked work trees and submodules).
    static func gitWorkTree(holding folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return current }
            guard current.pathComponents.count > 1 else { return nil }
            current.deleteLastPathComponent()
        }
    }
}
