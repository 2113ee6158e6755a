import Foundation
import ScaffoldDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A module folder that reads, writes, renames and deletes cannot leave (docs/ARCHITECTURE.md#regeneration).
///
/// Every path is relative to the module folder and is walked one component at a time with
/// `openat(O_NOFOLLOW)` from the module folder down, so a symbolic link anywhere from the module folder
/// itself to the file is refused with an error naming the link: it is never followed, whoever made it
/// and wherever it points. Folders above the module folder are the user's choice and are followed.
///
/// Files are written atomically: a temporary file in `.scaffold/tmp/` (prefix `.scaffold-tmp-`) created
/// with `O_CREAT | O_EXCL`, written, given the mode of the file it replaces, `fsync`ed and renamed over
/// the target. A run killed before the rename leaves only that temporary file, which the next run
/// removes (`removeLeftovers`) while it holds the module's lock.
public struct ConfinedFolder: Sendable {
    public let root: URL
    /// The module's `.scaffold` folder, relative to `root`: `.scaffold` when the module folder is the
    /// root, `Sources/Feed/.scaffold` when files go all over a project.
    public let scaffoldFolder: String

    /// Where temporary files are made, relative to `root`.
    var temporaryFolder: String { scaffoldFolder + "/tmp" }
    /// The prefix of every temporary file scaffold makes.
    public static let temporaryPrefix = ".scaffold-tmp-"
    /// The prefix of the temporary files that Foundation's atomic writes (used by earlier versions)
    /// left beside their targets when a run was killed.
    static let legacyTemporaryPrefix = ".dat.nosync"

    public init(root: URL, scaffoldFolder: String = ".scaffold") {
        self.root = root.standardizedFileURL
        self.scaffoldFolder = scaffoldFolder
    }

    /// What a path names, seen without following any link.
    public enum Entry: Equatable, Sendable {
        case missing
        /// A regular file: its bytes and permission bits.
        case file(Data, mode: mode_t)
    }

    // MARK: Paths

    /// Relative, `/`-separated, no `..`, no empty or `.` components, no backslash or NUL.
    public static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// Why scaffold may not own `path` (nil when it may): it leaves the folder, or it lies in version
    /// control's folder (`.git`, any case) or in scaffold's own `.scaffold` folder.
    public static func reservedReason(_ path: String) -> String? {
        guard isSafeRelativePath(path) else {
            return "is not a relative path inside the module folder (no '..', '.', empty components or absolute paths)"
        }
        let components = path.split(separator: "/").map { $0.lowercased() }
        if components.contains(".git") { return "lies inside a '.git' folder, which scaffold never touches" }
        if components.contains(".scaffold") { return "lies inside a '.scaffold' folder, which holds scaffold's own manifest and lock" }
        return nil
    }

    func location(_ relative: String) -> SourceLocation {
        SourceLocation(file: relative.isEmpty ? root.path : root.appendingPathComponent(relative).path, line: 1, column: 1)
    }

    func failure(_ message: String, at relative: String, hint: String? = nil) -> DiagnosticError {
        DiagnosticError([Diagnostic(message, at: location(relative), hint: hint)])
    }

    static func errorText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    // MARK: Folders

    /// The module folder itself, opened without following a link.
    func openRoot(create: Bool) throws(DiagnosticError) -> Int32? {
        if create {
            // Folders above the module folder are followed (they are the user's choice of place).
            try? FileManager.default.createDirectory(at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
            if mkdir(root.path, 0o777) != 0 && errno != EEXIST {
                throw failure("cannot create the module folder: \(Self.errorText())", at: "")
            }
        }
        let descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor >= 0 { return descriptor }
        let code = errno
        var info = stat()
        if lstat(root.path, &info) != 0 {
            if errno == ENOENT { return nil }
            throw failure("cannot open the module folder: \(Self.errorText(code))", at: "")
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            throw linkFailure(destination: (try? FileManager.default.destinationOfSymbolicLink(atPath: root.path)) ?? "?", at: "", isRoot: true)
        }
        if info.st_mode & S_IFMT != S_IFDIR { throw failure("the module folder is not a folder", at: "") }
        throw failure("cannot open the module folder: \(Self.errorText(code))", at: "")
    }

    func linkFailure(destination: String, at relative: String, isRoot: Bool = false) -> DiagnosticError {
        failure(
            "\(isRoot ? "the module folder" : "'\(relative)'") is a symbolic link (to '\(destination)'): scaffold never reads, writes or deletes through a link in a module folder",
            at: relative,
            hint: "replace the link with a real \(isRoot ? "folder" : "file or folder") (or move the module out of the linked place), then run again")
    }

    /// The folder `components` below the module folder, opened one component at a time without following
    /// links; nil when it (or the module folder) does not exist and `create` is false.
    func openFolder(_ components: [Substring], create: Bool) throws(DiagnosticError) -> Int32? {
        guard var current = try openRoot(create: create) else { return nil }
        var walked = ""
        for component in components {
            walked += walked.isEmpty ? String(component) : "/\(component)"
            var next = openat(current, String(component), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, create {
                if mkdirat(current, String(component), 0o777) != 0 && errno != EEXIST {
                    let code = errno
                    close(current)
                    throw failure("cannot create the folder: \(Self.errorText(code))", at: walked)
                }
                next = openat(current, String(component), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if next < 0 {
                let code = errno
                defer { close(current) }
                if code == ENOENT { return nil }
                switch kind(of: String(component), in: current) {
                case .link(let destination): throw linkFailure(destination: destination, at: walked)
                case .missing: return nil
                case .directory: throw failure("cannot open the folder: \(Self.errorText(code))", at: walked)
                case .regular, .other:
                    throw failure(
                        "'\(walked)' is in the way: scaffold needs a folder there", at: walked,
                        hint: "move it away, then run again")
                }
            }
            close(current)
            current = next
        }
        return current
    }

    enum Kind: Equatable {
        case missing, directory, regular, other
        case link(String)
    }

    func kind(of name: String, in folder: Int32) -> Kind {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlinkat(folder, name, &buffer, buffer.count - 1)
            return .link(count >= 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?")
        default: return .other
        }
    }

    static func split(_ path: String) -> (folders: [Substring], name: String) {
        let components = path.split(separator: "/")
        return (Array(components.dropLast()), String(components.last ?? ""))
    }

    // MARK: Reading

    /// What `path` is now: missing, or a regular file with its bytes and mode. A link at any component,
    /// a folder or another kind of file where a file belongs is an error naming it.
    public func inspect(_ path: String) throws(DiagnosticError) -> Entry {
        guard Self.isSafeRelativePath(path) else { throw failure("refusing '\(path)': it would leave the module folder", at: "") }
        let (folders, name) = Self.split(path)
        guard let folder = try openFolder(folders, create: false) else { return .missing }
        defer { close(folder) }
        switch kind(of: name, in: folder) {
        case .missing: return .missing
        case .link(let destination): throw linkFailure(destination: destination, at: path)
        case .directory:
            throw failure("'\(path)' is a folder, but scaffold generates a file there", at: path, hint: "move the folder away, then run again")
        case .other: throw failure("'\(path)' is not a regular file", at: path, hint: "move it away, then run again")
        case .regular: break
        }
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot read: \(Self.errorText())", at: path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw failure("'\(path)' is not a regular file", at: path)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read: \(Self.errorText())", at: path)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return .file(data, mode: info.st_mode & 0o7777)
    }

    /// Whether a file with this mode may be replaced or deleted: scaffold refuses read-only files
    /// (no write permission for their owner) rather than replacing them behind the user's back.
    public static func isWritable(mode: mode_t) -> Bool { mode & S_IWUSR != 0 }

    // MARK: Writing

    /// Writes `data` to `path` atomically, creating missing folders. An existing file keeps its mode (and,
    /// when run as root, its owner). `expecting` is what the caller planned against: `.missing` when the
    /// file must not exist, `.file` with the bytes it must still hold; anything else changed since the
    /// plan and is refused, so an edit made while scaffold ran is never overwritten.
    public func write(_ data: Data, to path: String, expecting: Entry? = nil) throws(DiagnosticError) {
        if let expecting { try verify(path, expecting: expecting) }
        let (folders, name) = Self.split(path)
        guard let folder = try openFolder(folders, create: true) else { throw failure("cannot create the folder", at: folders.joined(separator: "/")) }
        defer { close(folder) }
        var existing = stat()
        let exists = fstatat(folder, name, &existing, AT_SYMLINK_NOFOLLOW) == 0
        if exists && existing.st_mode & S_IFMT != S_IFREG {
            _ = try inspect(path)  // names the link or folder
            throw failure("'\(path)' is not a regular file", at: path)
        }
        guard let temporaryDescriptor = try openFolder(Self.split(temporaryFolder + "/x").folders, create: true) else {
            throw failure("cannot create the folder", at: temporaryFolder)
        }
        defer { close(temporaryDescriptor) }
        let temporaryName = Self.temporaryPrefix + "\(getpid())-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let descriptor = openat(temporaryDescriptor, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure("cannot create a temporary file: \(Self.errorText())", at: temporaryFolder) }
        var failed: String? = nil
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        if !written { failed = "cannot write: \(Self.errorText())" }
        if failed == nil && exists {
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { failed = "cannot keep the file's mode: \(Self.errorText())" }
            if geteuid() == 0 && (existing.st_uid != geteuid() || existing.st_gid != getegid()) {
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            }
        }
        if failed == nil && fsync(descriptor) != 0 { failed = "cannot write: \(Self.errorText())" }
        close(descriptor)
        if failed == nil && renameat(temporaryDescriptor, temporaryName, folder, name) != 0 {
            failed = "cannot move the new file into place: \(Self.errorText())"
        }
        if let failed {
            unlinkat(temporaryDescriptor, temporaryName, 0)
            throw failure(failed, at: path)
        }
        _ = fsync(folder)
    }

    /// Deletes the regular file `path`, which must still hold `expected` (the bytes scaffold wrote).
    public func remove(_ path: String, expected: Data) throws(DiagnosticError) {
        guard case .file(let data, let mode) = try inspect(path) else { return }
        guard data == expected else {
            throw failure("'\(path)' changed while scaffold ran; it was not deleted", at: path, hint: "run regen again")
        }
        guard Self.isWritable(mode: mode) else { throw failure("'\(path)' is read-only; scaffold does not delete it", at: path) }
        let (folders, name) = Self.split(path)
        guard let folder = try openFolder(folders, create: false) else { return }
        defer { close(folder) }
        if unlinkat(folder, name, 0) != 0 && errno != ENOENT { throw failure("cannot delete: \(Self.errorText())", at: path) }
    }

    func verify(_ path: String, expecting: Entry) throws(DiagnosticError) {
        let now = try inspect(path)
        switch (expecting, now) {
        case (.missing, .missing): return
        case (.file(let planned, _), .file(let current, _)) where planned == current: return
        default:
            throw failure(
                "'\(path)' changed while scaffold ran; it was not overwritten", at: path,
                hint: "run regen again: files written so far are complete, and the next run finishes the rest")
        }
    }

    /// Checks, before anything is written, that `.scaffold/tmp/` can hold temporary files: neither it nor
    /// `.scaffold` is a link or a file (a missing folder is made when the first file is written).
    public func checkTemporaryFolder() throws(DiagnosticError) {
        if let descriptor = try openFolder(temporaryFolder.split(separator: "/"), create: false) { close(descriptor) }
    }

    // MARK: Leftovers

    /// Removes the temporary files of runs that were killed before they renamed them: everything in
    /// `.scaffold/tmp/` with scaffold's prefix, and Foundation's `.dat.nosync*` files (earlier versions
    /// wrote through Foundation) in `folders`, the folders that hold generated files. Call it while
    /// holding the module's lock. Links and folders that are links are left alone.
    public func removeLeftovers(in folders: Set<String>) {
        let temporary = temporaryFolder.split(separator: "/")
        if let descriptor = try? openFolder(temporary, create: false) {
            for name in Self.names(in: descriptor) where name.hasPrefix(Self.temporaryPrefix) && kind(of: name, in: descriptor) == .regular {
                unlinkat(descriptor, name, 0)
            }
            close(descriptor)
        }
        for folder in folders {
            let components = folder.split(separator: "/")
            guard Self.isSafeRelativePath(folder) || folder.isEmpty, let descriptor = try? openFolder(components, create: false) else { continue }
            for name in Self.names(in: descriptor) where name.hasPrefix(Self.legacyTemporaryPrefix) && kind(of: name, in: descriptor) == .regular {
                unlinkat(descriptor, name, 0)
            }
            close(descriptor)
        }
    }

    /// Removes each folder inside `module` (a path from the root; empty for the root itself) that held one of
    /// `paths` (files just deleted or moved) and is now empty, deepest first, so that a folder emptied in turn goes
    /// too. A folder with anything left in it stays, and so do `module` and everything outside it (a project's
    /// shared test folder).
    public func removeEmptyFolders(holding paths: [String], inside module: String) {
        let depth = module.split(separator: "/").count
        var folders: Set<String> = []
        for path in paths where Self.isSafeRelativePath(path) && (module.isEmpty || path.hasPrefix(module + "/")) {
            var components = Self.split(path).folders
            while components.count > depth {
                folders.insert(components.joined(separator: "/"))
                components.removeLast()
            }
        }
        for folder in folders.sorted(by: { ($0.split(separator: "/").count, $0) > ($1.split(separator: "/").count, $1) }) {
            let (parents, name) = Self.split(folder)
            guard let descriptor = try? openFolder(parents, create: false) else { continue }
            // Fails, leaving it, unless it is an empty folder (a link is not one).
            unlinkat(descriptor, name, AT_REMOVEDIR)
            close(descriptor)
        }
    }

    /// Removes `.scaffold/tmp/` when it is empty, at the end of a run.
    public func removeTemporaryFolderIfEmpty() {
        guard let descriptor = try? openFolder(scaffoldFolder.split(separator: "/"), create: false) else { return }
        unlinkat(descriptor, "tmp", AT_REMOVEDIR)
        close(descriptor)
    }

    static func names(in folder: Int32) -> [String] {
        let copy = dup(folder)
        guard copy >= 0, let stream = fdopendir(copy) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// `write(2)`, named apart from the methods called `write`.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}

extension DiagnosticCollector {
    /// Throws everything collected, each diagnostic once: a link in a folder is met by every file below it.
    func throwIfAnyOnce() throws(DiagnosticError) {
        if !isEmpty { throw DiagnosticError(Array(Set(diagnostics))) }
    }
}
