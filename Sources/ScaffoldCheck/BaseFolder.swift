import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a check runs in, held open, so that what is below it is looked up from there. The kernel looks a path up
/// a component at a time, and the components above the project (`/Users/…/Developer/App`) were most of what each
/// `stat` and `open` cost: a warm check is mostly `stat`s, one for every file and folder. Paths not below the folder
/// are looked up as given.
final class BaseFolder: Sendable {
    /// The folder's path with a `/` after it, as the paths below it start.
    private let prefix: [UInt8]
    /// -1 when nothing is held open (`absolute`, or a folder that could not be opened).
    private let descriptor: Int32

    /// Paths looked up as given.
    static let absolute = BaseFolder()

    private init() {
        prefix = []
        descriptor = -1
    }

    /// `path` (absolute) held open; should it not open, paths are looked up as given.
    init(_ path: String) {
        prefix = Array((path.hasSuffix("/") ? path : path + "/").utf8)
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// `body` with a descriptor and a path from it that name `path`: from this folder when `path` is below it, else
    /// `path` from the current folder (which an absolute path ignores).
    private func locate<Result>(_ path: String, _ body: (Int32, UnsafePointer<CChar>) -> Result) -> Result {
        path.withCString { whole in
            let count = prefix.count
            // Not the folder itself, and never `//`: what follows the prefix must be a relative path.
            if descriptor >= 0, path.utf8.count > count, memcmp(whole, prefix, count) == 0, whole[count] != CChar(UInt8(ascii: "/")) {
                return body(descriptor, whole + count)
            }
            return body(AT_FDCWD, whole)
        }
    }

    /// `stat` of `path` (of a link itself when `followingLinks` is false); nil when there is nothing there.
    func status(of path: String, followingLinks: Bool = true) -> stat? {
        var info = stat()
        let status = locate(path) { fstatat($0, $1, &info, followingLinks ? 0 : AT_SYMLINK_NOFOLLOW) }
        return status == 0 ? info : nil
    }

    /// A descriptor of the folder at `path`, for the caller to close; nil when it cannot be opened.
    func openFolder(_ path: String) -> Int32? {
        let folder = locate(path) { openat($0, $1, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        return folder >= 0 ? folder : nil
    }

    /// The contents of the regular file at `path`, read to its end; nil when it cannot be read or is not a regular file
    /// (never waiting on a pipe put in a file's place).
    func contents(of path: String) -> Data? {
        let file = locate(path) { openat($0, $1, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the size, so that the end is seen by the next read when the size held.
        var capacity = max(0, Int(info.st_size)) + 1
        guard var buffer = malloc(capacity) else { return nil }
        var count = 0
        while true {
            guard let done = readFully(file, into: UnsafeMutableRawBufferPointer(start: buffer + count, count: capacity - count)) else {
                free(buffer)
                return nil
            }
            count += done
            if count < capacity { break }
            // The file grew since fstat: read on into a buffer twice the size.
            capacity *= 2
            guard let grown = realloc(buffer, capacity) else {
                free(buffer)
                return nil
            }
            buffer = grown
        }
        return Data(bytesNoCopy: buffer, count: count, deallocator: .free)
    }
}

/// Reads the open `file` into `buffer` until it is full or the file ends, retrying interrupted reads: the count read,
/// or nil on a read error.
func readFully(_ file: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
    guard let start = buffer.baseAddress else { return 0 }
    var count = 0
    while count < buffer.count {
        let done = read(file, start + count, buffer.count - count)
        if done > 0 {
            count += done
        } else if done == 0 {
            break
        } else if errno != EINTR {
            return nil
        }
    }
    return count
}
