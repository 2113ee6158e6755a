import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path as the user gave it: absolute, or relative to `folder` (which need not end in `/`).
func resolve(_ path: String, in folder: URL) -> URL {
    (path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: folder.path).appendingPathComponent(path)).standardizedFileURL
}

/// `URL(fileURLWithPath: path).standardizedFileURL.path` for an absolute path, without Foundation's URL, which costs
/// more on Linux than the rest of reading a module: empty and `.` components dropped, `..` removing the component
/// before it (none at the root), no trailing `/`. A relative path is standardized by URL.
func standardizedPath(_ path: String) -> String {
    guard path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL.path }
    // Most paths are standard already: no empty, `.` or `..` component, no trailing `/`.
    var previous = UInt8(ascii: "/")
    var dots = 0
    var isStandard = true
    for byte in path.utf8.dropFirst() {
        if byte == UInt8(ascii: "/") {
            if previous == UInt8(ascii: "/") || dots == 1 || dots == 2 {
                isStandard = false
                break
            }
            dots = 0
        } else if byte == UInt8(ascii: ".") {
            dots = previous == UInt8(ascii: "/") || dots > 0 ? dots + 1 : 0
        } else {
            dots = 0
        }
        previous = byte
    }
    if isStandard && (path.utf8.count == 1 || previous != UInt8(ascii: "/") && dots != 1 && dots != 2) { return path }
    var components: [Substring] = []
    for component in path.split(separator: "/") {
        switch component {
        case ".": continue
        case "..": _ = components.popLast()
        default: components.append(component)
        }
    }
    return "/" + components.joined(separator: "/")
}

/// The folder part of a `/`-separated path: `/` for a top-level absolute path, `""` (relative) for a bare name.
func parentFolder(of path: String, relative: Bool = false) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return relative ? "" : "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}

/// `path` relative to `folder`, or nil when it is not inside.
func relative(_ path: String, to folder: String) -> String? {
    // By UTF-8 and without building `folder + "/"`: this runs several times for every file of a run.
    let slash = UInt8(ascii: "/")
    let length = folder.utf8.last == slash ? folder.utf8.count - 1 : folder.utf8.count
    guard path.utf8.count > length else { return nil }
    // Native strings are contiguous: compare their bytes at once; a bridged one goes byte by byte.
    let inside =
        path.utf8.withContiguousStorageIfAvailable { path in
            folder.utf8.withContiguousStorageIfAvailable { folder in
                path[length] == slash && (length == 0 || memcmp(path.baseAddress!, folder.baseAddress!, length) == 0)
            }
        } ?? nil
    if let inside, !inside { return nil }
    if inside == nil {
        guard path.utf8.starts(with: folder.utf8.prefix(length)), path.utf8[path.utf8.index(path.startIndex, offsetBy: length)] == slash
        else { return nil }
    }
    return String(path[path.utf8.index(path.startIndex, offsetBy: length + 1)...])
}
