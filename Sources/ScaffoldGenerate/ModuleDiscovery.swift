import Foundation
import ScaffoldDiagnostics
import ScaffoldManifest
import ScaffoldWrite

/// Finds generated modules: folders holding `.scaffold/manifest.json`.
public enum ModuleDiscovery {
    /// The modules `paths` name, relative to `folder`: module folders, folders searched for modules, or specs (the
    /// modules under `folder` generated from each); every module under `folder` when `paths` is empty. Sorted,
    /// each real folder once.
    public static func modules(for paths: [String], in folder: URL) throws(DiagnosticError) -> [URL] {
        if paths.isEmpty { return try search(folder, origin: ".") }
        var result: [URL] = []
        let base = URL(fileURLWithPath: folder.path, isDirectory: true)
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw DiagnosticError([Diagnostic("no such file or folder", at: SourceLocation(file: path, line: 1, column: 1))])
            }
            if isDirectory.boolValue {
                result += try search(url, origin: path)
            } else {
                // A spec: the modules under `folder` whose manifest points at it.
                let matching = try search(folder, origin: ".").filter { module in
                    let manifest = try? Regenerator.readManifest(in: module)
                    return manifest.map { module.appendingPathComponent($0.spec).standardizedFileURL.path == url.path } ?? false
                }
                if matching.isEmpty {
                    throw DiagnosticError([
                        Diagnostic(
                            "no module under the current folder was generated from this spec",
                            at: SourceLocation(file: path, line: 1, column: 1), hint: "create one with 'scaffold new \(path)'")
                    ])
                }
                result += matching
            }
        }
        // One entry per real folder: a module named twice (or through a link) is regenerated once.
        var seen = Set<String>()
        return result.map(\.path).sorted().filter { seen.insert(realPath($0)).inserted }.map { URL(fileURLWithPath: $0) }
    }

    /// Every module folder under `root` (itself included), skipping build and VCS folders, or else the module
    /// `root` is inside. Links to folders are followed, but each real folder is visited once, so link cycles
    /// end; a module reached by several paths is found once, by the first path in sorted order.
    public static func search(_ root: URL, origin: String) throws(DiagnosticError) -> [URL] {
        var found: [URL] = []
        var visited = Set<String>()
        var queue = [root.standardizedFileURL]
        var next = 0
        while next < queue.count {
            let folder = queue[next]
            next += 1
            guard visited.insert(realPath(folder.path)).inserted else { continue }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(Manifest.relativePath).path) {
                found.append(folder)
                continue
            }
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for entry in entries where !entry.hasPrefix(".") && entry != "node_modules" {
                var isDirectory: ObjCBool = false
                let child = folder.appendingPathComponent(entry)
                if FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue { queue.append(child) }
            }
        }
        if found.isEmpty, let module = enclosingModule(of: root.standardizedFileURL) { return [module] }
        if found.isEmpty {
            throw DiagnosticError([
                Diagnostic(
                    "no generated module (no \(Manifest.relativePath)) under this folder",
                    at: SourceLocation(file: origin, line: 1, column: 1),
                    hint: "create one with 'scaffold new SPEC', or pass a module folder")
            ])
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The nearest folder above `folder` holding a manifest: the module a folder inside it belongs to.
    public static func enclosingModule(of folder: URL) -> URL? {
        var current = folder
        while current.pathComponents.count > 1 {
            current.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(Manifest.relativePath).path) { return current }
        }
        return nil
    }
}
