import Foundation
import ScaffoldDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.scaffold/lock`: one writing run at a time per module.
///
/// The lock is an exclusive `flock(2)` on `.scaffold/lock`, taken without waiting: the kernel holds it
/// for the process and drops it when the process ends, however it ends, so a lock left by a killed run
/// is never "stale" and no run ever decides to remove another's lock. The file holds the owner's pid
/// and a random token, for the message a second run prints.
///
/// The file is removed on release, while still locked. A run that opened the file just before it was
/// removed may then lock a file that is no longer at the lock's path; it notices (the inode at the path
/// differs from the one it locked, or there is none) and starts again, so two runs never both hold it.
public final class ModuleLock {
    public static let relativePath = ".scaffold/lock"
    private var scaffoldFolder: Int32 = -1
    private var descriptor: Int32 = -1

    public init(moduleFolder: URL) throws(DiagnosticError) {
        let folder = ConfinedFolder(root: moduleFolder)
        guard let scaffoldFolder = try folder.openFolder([".scaffold"], create: true) else {
            throw folder.failure("cannot create the folder", at: ".scaffold")
        }
        for _ in 0..<100 {
            let descriptor = openat(scaffoldFolder, "lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                let code = errno
                defer { close(scaffoldFolder) }
                if case .link(let destination) = folder.kind(of: "lock", in: scaffoldFolder) {
                    throw folder.linkFailure(destination: destination, at: Self.relativePath)
                }
                throw folder.failure("cannot create the lock file: \(ConfinedFolder.errorText(code))", at: Self.relativePath)
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                let owner = Self.owner(descriptor)
                close(descriptor)
                close(scaffoldFolder)
                if code == EWOULDBLOCK || code == EAGAIN {
                    throw folder.failure(
                        "another scaffold run\(owner.map { " (pid \($0))" } ?? "") is working on this module", at: Self.relativePath,
                        hint: "wait for it to finish: its lock goes when that process ends")
                }
                throw folder.failure("cannot lock: \(ConfinedFolder.errorText(code))", at: Self.relativePath)
            }
            var locked = stat(), atPath = stat()
            if fstat(descriptor, &locked) == 0, fstatat(scaffoldFolder, "lock", &atPath, AT_SYMLINK_NOFOLLOW) == 0,
                locked.st_dev == atPath.st_dev, locked.st_ino == atPath.st_ino
            {
                let token = String(UInt64.random(in: 0...UInt64.max), radix: 16)
                let text = Array("\(getpid()) \(token)\n".utf8)
                _ = ftruncate(descriptor, 0)
                _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
                _ = fsync(descriptor)
                self.scaffoldFolder = scaffoldFolder
                self.descriptor = descriptor
                return
            }
            // The run that held it removed the file after we opened it: lock the one at the path now.
            close(descriptor)
        }
        close(scaffoldFolder)
        throw folder.failure("cannot take the lock: it keeps being replaced", at: Self.relativePath)
    }

    /// The pid written in an open lock file, if it holds one.
    private static func owner(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count], as: UTF8.self).split(whereSeparator: \.isWhitespace).first.flatMap { Int32($0) }
    }

    /// Removes the lock file and drops the lock. Safe to call twice.
    public func release() {
        guard descriptor >= 0 else { return }
        unlinkat(scaffoldFolder, "lock", 0)
        close(descriptor)
        close(scaffoldFolder)
        descriptor = -1
        scaffoldFolder = -1
    }

    deinit { release() }
}
