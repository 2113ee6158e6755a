import Foundation

/// The folder the process runs in: where relative paths of the command line start, and what `displayPath` shortens.
public var currentFolder: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }

/// The path as messages show it: relative to the current folder when inside it, else absolute.
public func displayPath(_ url: URL) -> String {
    let base = currentFolder.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
}

/// The path with every link resolved (`realpath(3)`), or the path as given when it does not exist.
public func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
