import Foundation
import ScaffoldSpec

/// `.scaffold/lock`: one run at a time per module. Created exclusively; holds the owner's pid so a
/// lock left behind by a killed run is recognised and taken over instead of blocking forever.
public final class ModuleLock {
    public static let relativePath = ".scaffold/lock"
    private let url: URL

    public init(moduleFolder: URL) throws(DiagnosticError) {
        url = moduleFolder.appendingPathComponent(Self.relativePath)
        let here = SourceLocation(file: url.path, line: 1, column: 1)
        for _ in 0..<2 {
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor >= 0 {
                let pid = Data("\(getpid())\n".utf8)
                _ = pid.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                return
            }
            guard errno == EEXIST else {
                throw DiagnosticError([Diagnostic("cannot create the lock file: \(String(cString: strerror(errno)))", at: here)])
            }
            let owner = (try? String(contentsOf: url, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if let owner, owner != getpid(), kill(owner, 0) == 0 || errno == EPERM {
                throw DiagnosticError([
                    Diagnostic(
                        "another scaffold run (pid \(owner)) is working on this module", at: here,
                        hint: "wait for it to finish; if no scaffold runs, delete \(Self.relativePath)")
                ])
            }
            // The owner is gone (or the file is unreadable): a run was killed. Take the lock over.
            try? FileManager.default.removeItem(at: url)
        }
        throw DiagnosticError([Diagnostic("cannot take the lock", at: here, hint: "delete \(Self.relativePath) if no scaffold runs")])
    }

    public func release() {
        try? FileManager.default.removeItem(at: url)
    }
}
