import Foundation
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldManifest

/// [PlannedFile] → files on disk plus the manifest. Everything is checked before the first write,
/// each file is written atomically inside the module folder and never through a link
/// (`ConfinedFolder`), and the manifest goes last.
public enum ModuleWriter {
    public struct Result: Sendable {
        public var moduleFolder: URL
        public var written: [PlannedFile]
    }

    /// Writes a new module into `moduleFolder`. Refuses a folder that already holds a generated module,
    /// any file the plan would overwrite (hand-written code is never replaced), and any symbolic link
    /// from the module folder down to a file it would write.
    public static func create(_ files: [PlannedFile], manifest: Manifest, in moduleFolder: URL, dryRun: Bool) throws(DiagnosticError) -> Result {
        try create(files, manifest: manifest, home: ModuleHome(root: moduleFolder, modulePath: ""), dryRun: dryRun)
    }

    /// Writes a new module whose file paths start at `home.root`; its manifest goes to its module folder.
    /// `beforeManifest` runs under the module's lock after the files are written and before the manifest
    /// (the target layout edits Package.swift there), so a failure leaves no manifest claiming the module.
    public static func create(
        _ files: [PlannedFile], manifest: Manifest, home: ModuleHome, dryRun: Bool, beforeManifest: () throws(DiagnosticError) -> Void = {}
    ) throws(DiagnosticError) -> Result {
        let folder = home.folder
        try checkCreation(files, in: folder, home: home)
        if dryRun { return Result(moduleFolder: home.moduleFolder, written: files) }
        // Another `new` of the same module may run at the same time: check again under the lock.
        let lock = try ModuleLock(moduleFolder: home.moduleFolder)
        defer { lock.release() }
        folder.removeLeftovers(in: [])
        try checkCreation(files, in: folder, home: home)
        for file in files {
            try folder.write(Data(file.contents.utf8), to: file.path, expecting: .missing)
        }
        try beforeManifest()
        try folder.write(manifest.encoded(), to: home.manifestPath, expecting: .missing)
        folder.removeTemporaryFolderIfEmpty()
        return Result(moduleFolder: home.moduleFolder, written: files)
    }

    static func checkCreation(_ files: [PlannedFile], in folder: ConfinedFolder, home: ModuleHome) throws(DiagnosticError) {
        let here = folder.location(home.modulePath)
        if case .file = try folder.inspect(home.manifestPath) {
            throw DiagnosticError([
                Diagnostic(
                    "'\(home.moduleFolder.path)' already holds a generated module", at: here,
                    hint: "run 'scaffold regen \(home.moduleFolder.path)' to bring it up to date with its spec")
            ])
        }
        var diagnostics = DiagnosticCollector()
        do {
            try folder.checkTemporaryFolder()
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
        var seen = Set<String>()
        for file in files {
            if let reason = ConfinedFolder.reservedReason(file.path) {
                diagnostics.error("refusing to write '\(file.path)': it \(reason)", at: here)
                continue
            }
            if !seen.insert(file.path).inserted {
                diagnostics.error("the templates generate '\(file.path)' twice", at: here)
                continue
            }
            do {
                if case .file = try folder.inspect(file.path) {
                    diagnostics.error(
                        "'\(file.path)' already exists and was not written by scaffold", at: here,
                        hint: "move it away or choose another --output; scaffold never overwrites files it did not create")
                }
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        try diagnostics.throwIfAnyOnce()
    }

    /// Relative, `/`-separated, no `..`, no empty or `.` components.
    public static func isSafeRelativePath(_ path: String) -> Bool {
        ConfinedFolder.isSafeRelativePath(path)
    }
}
