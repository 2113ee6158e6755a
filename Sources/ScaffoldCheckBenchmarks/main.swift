import Dispatch
import Foundation
import ScaffoldCheck
import SwiftParser

// `scaffold check` against SwiftParser alone on the same files (DESIGN.md §7: check within 1.5× of parsing).
//   swift run -c release scaffold-check-bench [--runs N] [--config FILE] [--only parse|check] PATH…
// parse: read and parse every file on all cores, as check does, and drop each tree.
// check: the whole `scaffold check` (discovery, config, parse, facts, rules, text report).
// Runs alternate and medians are reported (the machine is shared). `--only` runs one side, so that
// the process's peak memory (printed last) belongs to it alone.

var runs = 7
var config: String?
var only: String?
var paths: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = arguments.popFirst().flatMap { Int($0) } ?? runs
    case "--config": config = arguments.popFirst()
    case "--only": only = arguments.popFirst()
    default: paths.append(argument)
    }
}
guard !paths.isEmpty, only == nil || only == "parse" || only == "check" else {
    FileHandle.standardError.write(Data("usage: scaffold-check-bench [--runs N] [--config FILE] [--only parse|check] PATH…\n".utf8))
    exit(2)
}

#if DEBUG
print("warning: this is a debug build; SwiftParser is ~50x slower than in release. Use: swift run -c release scaffold-check-bench")
#endif

let workingFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
// Parse exactly the files check parses (it skips generated tests, Package.swift, hidden and excluded folders).
let files: [String]
do {
    files = try ArchitectureCheck.run(CheckRequest(paths: paths, workingFolder: workingFolder, configFile: config)).files.map {
        $0.hasPrefix("/") ? $0 : workingFolder.appendingPathComponent($0).path
    }
} catch {
    print("check failed:\n\(error)")
    exit(2)
}
var lines = 0, bytes = 0, largest = 0
for file in files {
    let data = FileManager.default.contents(atPath: file) ?? Data()
    lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    bytes += data.count
    largest = max(largest, data.count)
}
print("corpus: \(files.count) files, \(lines) lines, \(bytes / 1024) KiB (largest file \(largest / 1024) KiB), \(ProcessInfo.processInfo.activeProcessorCount) cores")

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func parseOnly(_ files: [String]) -> Double {
    let start = clock.now
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
        guard let data = FileManager.default.contents(atPath: files[index]) else { return }
        data.withUnsafeBytes { buffer in
            _ = Parser.parse(source: buffer.bindMemory(to: UInt8.self))
        }
    }
    return seconds(clock.now - start)
}

func check(_ paths: [String], config: String?, workingFolder: URL) -> Double {
    let start = clock.now
    do {
        let report = try ArchitectureCheck.run(CheckRequest(paths: paths, workingFolder: workingFolder, configFile: config))
        _ = report.render(.text)
    } catch {
        print("check failed:\n\(error)")
        exit(2)
    }
    return seconds(clock.now - start)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

// Warm-up: page cache and first-use costs.
if only != "check" { _ = parseOnly(files) }
if only != "parse" { _ = check(paths, config: config, workingFolder: workingFolder) }

var parseTimes: [Double] = [], checkTimes: [Double] = []
for _ in 0..<max(1, runs) {
    if only != "check" { parseTimes.append(parseOnly(files)) }
    if only != "parse" { checkTimes.append(check(paths, config: config, workingFolder: workingFolder)) }
}
if !parseTimes.isEmpty {
    print(String(format: "parse only: median %.3f s, fastest %.3f s (%d runs)", median(parseTimes), parseTimes.min() ?? 0, parseTimes.count))
}
if !checkTimes.isEmpty {
    print(String(format: "check:      median %.3f s, fastest %.3f s (%d runs)", median(checkTimes), checkTimes.min() ?? 0, checkTimes.count))
}
if !parseTimes.isEmpty && !checkTimes.isEmpty {
    print(String(format: "ratio check / parse: %.2f (median), %.2f (fastest)", median(checkTimes) / median(parseTimes),
                 (checkTimes.min() ?? 0) / max(parseTimes.min() ?? 1, 1e-9)))
}
var usage = rusage()
#if os(Linux)
getrusage(RUSAGE_SELF.rawValue, &usage)
print("peak memory (max RSS): \(usage.ru_maxrss / 1024) MiB")  // KiB on Linux
#else
getrusage(RUSAGE_SELF, &usage)
print("peak memory (max RSS): \(usage.ru_maxrss / 1024 / 1024) MiB")  // bytes on macOS
#endif
