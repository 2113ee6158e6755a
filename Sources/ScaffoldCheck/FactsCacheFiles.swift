import Foundation

/// The cache files themselves (`facts.bin`, `analysis.bin`), never reached through a symbolic link (see `FactsCache`).
extension FactsCache {
    /// The cache folder, opened (and created when `create`) one component at a time without following links.
    private static func openFolder(root: String, create: Bool) -> Int32? {
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        for name in folderPath {
            if create { _ = mkdirat(folder, name, 0o755) }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(folder)
            guard next >= 0 else { return nil }
            folder = next
        }
        return folder
    }

    /// The whole file `name` of the cache folder under `root`; nil when absent, unreadable or not a regular file.
    static func readFile(root: String, name fileName: String) -> [UInt8]? {
        guard let folder = openFolder(root: root, create: false) else { return nil }
        defer { close(folder) }
        let file = openat(folder, fileName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // A cache file is replaced by a rename, never written in place: the one opened keeps its size.
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: max(0, Int(status.st_size))) { buffer, count in
            let done = readFully(file, into: UnsafeMutableRawBufferPointer(buffer))
            failed = done == nil
            count = done ?? 0
        }
        return failed ? nil : bytes
    }

    /// Replaces the file `name` of the cache folder under `root` (creating the folder) by a rename, atomically.
    static func writeFile(root: String, name fileName: String, _ bytes: [UInt8]) {
        guard let folder = openFolder(root: root, create: true) else { return }
        defer { close(folder) }
        let temporary = "\(fileName).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { return }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { write(file, $0.baseAddress! + done, $0.count - done) }
            guard count > 0 else { break }
            done += count
        }
        // rename replaces a link at the destination rather than following it.
        if close(file) != 0 || done != bytes.count || renameat(folder, temporary, folder, fileName) != 0 {
            unlinkat(folder, temporary, 0)
        }
    }
}
