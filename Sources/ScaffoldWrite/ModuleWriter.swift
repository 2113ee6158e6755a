import Foundation
import ScaffoldEmit
import ScaffoldManifest
import ScaffoldSpec

/// [PlannedFile] → files on disk plus the manifest. Everything is checked before the first write,
/// each file is written atomically (temp file + rename), and the manifest goes last.
public enum ModuleWriter {
    public struct Result: Sendable {
        public var moduleFolder: URL
        public var written: [PlannedFile]
    }

    /// Writes a new module into `moduleFolder`. Refuses a folder that already holds a generated module
    /// or any file the plan would overwrite: hand-written code is never replaced.
    public static func create(_ files: [PlannedFile], manifest: Manifest, in moduleFolder: URL, dryRun: Bool) throws(DiagnosticError) -> Result {
        let here = SourceLocation(file: moduleFolder.path, line: 1, column: 1)
        var diagnostics = DiagnosticCollector()
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: moduleFolder.appendingPathComponent(Manifest.relativePath).path) {
            throw DiagnosticError([
                Diagnostic(
                    "'\(moduleFolder.path)' already holds a generated module", at: here,
                    hint: "run 'scaffold regen \(moduleFolder.path)' to bring it up to date with its spec")
            ])
        }
        for file in files {
            guard isSafeRelativePath(file.path) else {
                diagnostics.error("refusing to write '\(file.path)': it would leave the module folder", at: here)
                continue
            }
            if fileManager.fileExists(atPath: moduleFolder.appendingPathComponent(file.path).path) {
                diagnostics.error(
                    "'\(file.path)' already exists and was not written by scaffold", at: here,
                    hint: "move it away or choose another --output; scaffold never overwrites files it did not create")
            }
        }
        try diagnostics.throwIfAny()
        if dryRun { return Result(moduleFolder: moduleFolder, written: files) }
        for file in files {
            try write(Data(file.contents.utf8), to: moduleFolder.appendingPathComponent(file.path))
        }
        try write(manifest.encoded(), to: moduleFolder.appendingPathComponent(Manifest.relativePath))
        return Result(moduleFolder: moduleFolder, written: files)
    }

    /// Relative, `/`-separated, no `..`, no empty or `.` components.
    public static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    static func write(_ data: Data, to url: URL) throws(DiagnosticError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw DiagnosticError([Diagnostic("cannot write file: \(error.localizedDescription)", at: SourceLocation(file: url.path, line: 1, column: 1))])
        }
    }
}
