import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a command ended.
struct CommandResult {
    var status: Int32
    var timedOut: Bool
    var seconds: Double
    /// Standard output and error, merged.
    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    var log: URL
}

/// Runs `arguments` (looked up on PATH) in `folder`, output and errors to `log`; after `timeout` seconds the command and
/// the processes of its group are killed (Foundation starts the child in a process group of its own). A process the
/// command started in another group is out of reach, and Foundation (on Linux) sees the command end only when every
/// process that inherited its descriptors has: so the wait after the kill is bounded too.
func runCommand(_ arguments: [String], in folder: URL, timeout: Double, log: URL) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    let start = ContinuousClock.now
    try process.run()
    var timedOut = false
    if done.wait(timeout: .now() + timeout) == .timedOut {
        timedOut = true
        kill(-process.processIdentifier, SIGKILL)
        process.terminate()
        _ = done.wait(timeout: .now() + 10)
    }
    return CommandResult(status: timedOut ? -1 : process.terminationStatus, timedOut: timedOut, seconds: (ContinuousClock.now - start).seconds, log: log)
}

/// `90 s`, `12 min 5 s`.
func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
}

/// Prints a line and flushes it, also into a file or a pipe: a run is long, and its progress is the point.
func say(_ line: String) {
    print(line)
    fflush(nil)
}
