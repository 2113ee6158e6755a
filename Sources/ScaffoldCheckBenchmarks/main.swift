import Dispatch
import Foundation
import ScaffoldCheck
import SwiftParser

// `scaffold check` against SwiftParser alone on the same files (docs/performance.md: check within 1.25× of parsing),
// and the facts cache: a warm check against a cold one (issue 17: warm at most 10% of cold).
//   swift run -c release scaffold-check-bench [--runs N] [--config FILE] [--only parse|check|cache|warm] [--format F] PATH…
// parse: read and parse every file that check parses, on all cores, and drop each tree.
// check: the whole `scaffold check` (discovery, config, manifests, parse, facts, rules, the report in `--format`, text
// by default), uncached.
// cache: the same check with the cache, cold (emptied first: it parses everything and writes the cache) then
// warm (unchanged files: nothing is parsed). The cache goes to a temporary folder, not into the corpus.
// Runs alternate; medians are reported, of wall time and of this process's CPU time (the machine is
// shared: CPU time is not inflated by other load). `--only` runs one side, so that the peak memory
// printed last belongs to it alone; `--only warm` runs one cold check and then warm ones alone (for a profiler).

var runs = 7
var config: String?
var only: String?
var format = OutputFormat.text
var paths: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = arguments.popFirst().flatMap { Int($0) } ?? runs
    case "--config": config = arguments.popFirst()
    case "--only": only = arguments.popFirst()
    case "--format":
        guard let value = arguments.popFirst().flatMap(OutputFormat.init(rawValue:)) else {
            FileHandle.standardError.write(Data("--format takes \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        format = value
    default: paths.append(argument)
    }
}
guard !paths.isEmpty, only == nil || ["parse", "check", "cache", "warm"].contains(only) else {
    FileHandle.standardError.write(
        Data("usage: scaffold-check-bench [--runs N] [--config FILE] [--only parse|check|cache|warm] [--format text|json|sarif|github] PATH…\n".utf8))
    exit(2)
}

#if DEBUG
print("warning: this is a debug build; SwiftParser is ~50x slower than in release. Use: swift run -c release scaffold-check-bench")
#endif

let workingFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
let request = CheckRequest(paths: paths, workingFolder: workingFolder, configFile: config)
let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-check-bench-cache-\(getpid())")
let cachedRequest = CheckRequest(paths: paths, workingFolder: workingFolder, configFile: config, useCache: true, cacheRoot: cacheRoot)

// Parse exactly the files check parses (it skips generated tests, Package.swift, hidden and excluded folders).
let files: [String]
let violations: Int
do {
    let report = try ArchitectureCheck.run(request)
    files = report.files.map { $0.hasPrefix("/") ? $0 : workingFolder.appendingPathComponent($0).path }
    violations = report.violations.count
} catch {
    print("check failed:\n\(error)")
    exit(2)
}
/// Outside top-level code, whose closures check that they run on the main actor, byte after byte.
func newlines(in data: Data) -> Int {
    data.withUnsafeBytes { bytes in bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
}
var lines = 0, bytes = 0, largest = 0
for file in files {
    let data = FileManager.default.contents(atPath: file) ?? Data()
    lines += newlines(in: data)
    bytes += data.count
    largest = max(largest, data.count)
}
print(
    "corpus: \(files.count) files, \(lines) lines, \(bytes / 1024) KiB (largest file \(largest / 1024) KiB), \(ProcessInfo.processInfo.activeProcessorCount) cores"
)
print("report: \(violations) violation\(violations == 1 ? "" : "s"), \(format.rawValue)")

// A warm run measures an unchanged tree: the cache trusts a file's signature (and so need not read it) only once the
// file has been left alone for a while. A corpus written just now is waited for.
// (Modification times stand for change times here: the corpus is written, not touched.)
let newest = files.compactMap { (try? FileManager.default.attributesOfItem(atPath: $0)[.modificationDate]) as? Date }.max()?.timeIntervalSince1970 ?? 0
let margin = Double(CheckRequest.cacheSettleMargin.components.seconds) + 0.1
let wait = newest + margin - Date().timeIntervalSince1970
if wait > 0 {
    print("waiting \(String(format: "%.1f", wait)) s for the corpus to settle (the cache trusts files left alone \(Int(margin)) s)")
    Thread.sleep(forTimeInterval: wait)
}

struct Sample {
    var wall: Double
    var cpu: Double
}

/// CPU time (user + system) of this process so far.
func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

func measure(_ body: () -> Void) -> Sample {
    let clock = ContinuousClock()
    let start = clock.now
    let cpu = cpuSeconds()
    body()
    let elapsed = clock.now - start
    return Sample(wall: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, cpu: cpuSeconds() - cpu)
}

func parseOnly(_ files: [String]) -> Sample {
    measure {
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            guard let data = FileManager.default.contents(atPath: files[index]) else { return }
            data.withUnsafeBytes { buffer in
                _ = Parser.parse(source: buffer.bindMemory(to: UInt8.self))
            }
        }
    }
}

/// Each phase's wall times (`CheckReport.phases`) by run kind (`cold`, `warm`), for the breakdown printed last.
var phaseTimes: [String: [(name: String, seconds: [Double])]] = [:]

@MainActor
func check(_ request: CheckRequest, expectParsed: Int? = nil, phasesOf kind: String? = nil) -> Sample {
    measure {
        do {
            let report = try ArchitectureCheck.run(request)
            if let kind {
                var times = phaseTimes[kind] ?? report.phases.map { ($0.name, []) }
                for (index, phase) in report.phases.enumerated() where index < times.count { times[index].seconds.append(phase.seconds) }
                phaseTimes[kind] = times
            }
            _ = report.render(format)
            if let expectParsed, report.analysedFiles.count != expectParsed {
                print("check parsed \(report.analysedFiles.count) files, expected \(expectParsed)")
                exit(2)
            }
        } catch {
            print("check failed:\n\(error)")
            exit(2)
        }
    }
}

/// A check with an emptied cache, then one with the cache it wrote.
@MainActor
func coldAndWarm() -> (cold: Sample, warm: Sample) {
    try? FileManager.default.removeItem(at: cacheRoot)
    try? FileManager.default.createDirectory(at: cacheRoot, withIntermediateDirectories: true)
    let cold = check(cachedRequest, expectParsed: files.count, phasesOf: recordPhases ? "cold" : nil)
    return (cold, check(cachedRequest, expectParsed: 0, phasesOf: recordPhases ? "warm" : nil))
}

/// Off during the warm-up.
var recordPhases = false

func median(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
}

func describe(_ name: String, _ samples: [Sample]) {
    let walls = samples.map(\.wall)
    let cpus = samples.map(\.cpu)
    print(
        String(
            format: "%@ wall median %.3f s, fastest %.3f s; CPU median %.3f s (%d runs)",
            name, median(walls), walls.min() ?? 0, median(cpus), samples.count))
}

// Warm-up: page cache and first-use costs.
if only == nil || only == "parse" { _ = parseOnly(files) }
if only == nil || only == "check" { _ = check(request) }
if only == nil || only == "cache" || only == "warm" { _ = coldAndWarm() }

recordPhases = true
var parseSamples: [Sample] = []
var checkSamples: [Sample] = []
var coldSamples: [Sample] = []
var warmSamples: [Sample] = []
for _ in 0..<max(1, runs) {
    if only == nil || only == "parse" { parseSamples.append(parseOnly(files)) }
    if only == nil || only == "check" { checkSamples.append(check(request, phasesOf: "uncached")) }
    if only == nil || only == "cache" {
        let (cold, warm) = coldAndWarm()
        coldSamples.append(cold)
        warmSamples.append(warm)
    }
    if only == "warm" { warmSamples.append(check(cachedRequest, expectParsed: 0, phasesOf: "warm")) }
}
if only == "warm" {
    describe("check warm:", warmSamples)
    let phases = (phaseTimes["warm"] ?? []).map { String(format: "%@ %.1f", $0.name, median($0.seconds) * 1000) }
    print("check warm phases, wall medians in ms: \(phases.joined(separator: ", "))")
}
if !parseSamples.isEmpty { describe("parse only:", parseSamples) }
if !checkSamples.isEmpty {
    describe("check:     ", checkSamples)
    // Where the time the goal against parsing is about goes: parsing is in `facts`, the other phases are check's own.
    let phases = (phaseTimes["uncached"] ?? []).map { String(format: "%@ %.1f", $0.name, median($0.seconds) * 1000) }
    print("check phases, wall medians in ms: \(phases.joined(separator: ", "))")
}
if !coldSamples.isEmpty {
    describe("check cold:", coldSamples)
    describe("check warm:", warmSamples)
    let wallRatio: Double = median(warmSamples.map(\.wall)) / median(coldSamples.map(\.wall))
    let cpuRatio: Double = median(warmSamples.map(\.cpu)) / median(coldSamples.map(\.cpu))
    print(String(format: "ratio warm / cold check: wall %.3f (medians), CPU time %.3f (medians); goal at most 0.10", wallRatio, cpuRatio))
    for kind in ["cold", "warm"] {
        let phases = (phaseTimes[kind] ?? []).map { String(format: "%@ %.1f", $0.name, median($0.seconds) * 1000) }
        print("check \(kind) phases, wall medians in ms: \(phases.joined(separator: ", "))")
    }
}
if !parseSamples.isEmpty && !checkSamples.isEmpty {
    let wallRatio: Double = median(checkSamples.map(\.wall)) / median(parseSamples.map(\.wall))
    let fastestRatio: Double = (checkSamples.map(\.wall).min() ?? 0) / (parseSamples.map(\.wall).min() ?? 1)
    let cpuRatio: Double = median(checkSamples.map(\.cpu)) / median(parseSamples.map(\.cpu))
    print(
        String(
            format: "ratio check / parse: wall %.2f (medians), %.2f (fastest runs); CPU time %.2f (medians); goal at most 1.25 (wall)", wallRatio, fastestRatio,
            cpuRatio))
}

try? FileManager.default.removeItem(at: cacheRoot)

var usage = rusage()
#if os(Linux)
getrusage(RUSAGE_SELF.rawValue, &usage)
print("peak memory (max RSS): \(usage.ru_maxrss / 1024) MiB")  // KiB on Linux
#else
getrusage(RUSAGE_SELF, &usage)
print("peak memory (max RSS): \(usage.ru_maxrss / 1024 / 1024) MiB")  // bytes on macOS
#endif
