import Foundation

/// The Swift files git says changed since a revision (added, copied, modified or renamed; deleted ones are
/// gone) plus untracked files that are not ignored, relative to the current folder, sorted: what
/// `check --changed-from` checks.
public enum ChangedFiles {
    /// Why git could not say: it is not installed, or it failed (not a repository, an unknown revision).
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func swiftFiles(since revision: String, under paths: [String]) throws(Failure) -> [String] {
        let changed = try git(["diff", "--name-only", "--relative", "--diff-filter=ACMR", revision, "--"])
        let untracked = try git(["ls-files", "--others", "--exclude-standard"])
        let prefixes = paths.map { path in
            let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            return trimmed == "." || trimmed.isEmpty ? "" : (trimmed.hasSuffix("/") ? trimmed : trimmed + "/")
        }
        return Set(changed + untracked).filter { file in
            file.hasSuffix(".swift") && FileManager.default.fileExists(atPath: file)
                && (prefixes.isEmpty || prefixes.contains { $0.isEmpty || file.hasPrefix($0) || file + "/" == $0 })
        }.sorted()
    }

    /// git's output lines.
    private static func git(_ arguments: [String]) throws(Failure) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "core.quotePath=false"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "git \(arguments.first ?? "") failed: \(String(decoding: message, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
