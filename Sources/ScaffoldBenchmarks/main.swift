import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec

// Generation time per module and architecture, measured in-process: parse the spec, lower it,
// render every file (including the template key check and parsing each rendered Swift file with
// SwiftParser). Run in release:
//   swift run -c release scaffold-bench [Specs/*.yaml]
// Reports the median and the fastest of many runs; the machine is shared, so medians, not single runs.

let arguments = Array(CommandLine.arguments.dropFirst())
let specs =
    arguments.isEmpty
    ? ((try? FileManager.default.contentsOfDirectory(atPath: "Specs")) ?? []).filter { $0.hasSuffix(".yaml") }.sorted().map { "Specs/\($0)" }
    : arguments
guard !specs.isEmpty else {
    FileHandle.standardError.write(Data("usage: scaffold-bench [SPEC…] (default: Specs/*.yaml, run from the repository root)\n".utf8))
    exit(2)
}

#if DEBUG
print("warning: this is a debug build; SwiftParser is ~50x slower than in release. Use: swift run -c release scaffold-bench")
#endif

let clock = ContinuousClock()
let iterations = 50

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

let architectures = TemplateSet.available(projectFolder: nil)
print("spec                  arch    files   load+lower ms   emit ms   total ms   (median of \(iterations); fastest)")
for path in specs {
    for architecture in architectures {
        do {
            // Warm-up: template loading and first-use costs are paid once per process, as in the CLI.
            let templates = try TemplateSet.resolve(architecture, projectFolder: nil)
            let warmSpec = try SpecParser.load(path: path)
            let warmModule = try Lowering.lower(warmSpec, architectures: architectures, architectureOverride: architecture)
            _ = try Emitter.emit(Screen(warmModule), options: EmitOptions(package: true), templates: templates)

            var lowering: [Double] = [], emitting: [Double] = [], totals: [Double] = []
            var fileCount = 0
            for _ in 0..<iterations {
                let start = clock.now
                let spec = try SpecParser.load(path: path)
                let module = try Lowering.lower(spec, architectures: architectures, architectureOverride: architecture)
                let lowered = clock.now
                let files = try Emitter.emit(Screen(module), options: EmitOptions(package: true), templates: templates)
                let end = clock.now
                fileCount = files.count
                lowering.append(milliseconds(lowered - start))
                emitting.append(milliseconds(end - lowered))
                totals.append(milliseconds(end - start))
            }
            func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
            let name = (path as NSString).lastPathComponent
            print(
                name.padding(toLength: 22, withPad: " ", startingAt: 0) + architecture.padding(toLength: 6, withPad: " ", startingAt: 0)
                    + String(format: "%7d   %13.2f   %7.2f   %8.2f   (%.2f)", fileCount, median(lowering), median(emitting), median(totals), totals.min() ?? 0))
        } catch {
            print("\(path) (\(architecture)): \(error)")
            exit(2)
        }
    }
}

// `regen --check` and `regen` over 100 generated modules (the example specs × architectures, round robin), run as the
// user runs it: the release `scaffold` beside this benchmark, a process per run, wall time.
// Unchanged inputs skip rendering; a changed scaffold.yml makes every module render again.
func regenBenchmark() throws {
    let executable = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("scaffold")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        print("regen: build the release scaffold first (swift build -c release --product scaffold)")
        return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-bench-regen-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
    for path in specs {
        try FileManager.default.copyItem(atPath: path, toPath: folder.appendingPathComponent("Specs/\((path as NSString).lastPathComponent)").path)
    }
    try "# bench\n".write(to: folder.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
    func scaffold(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
    let count = 100
    for index in 0..<count {
        let spec = "Specs/\((specs[index % specs.count] as NSString).lastPathComponent)"
        let architecture = architectures[(index / specs.count) % architectures.count]
        guard try scaffold(["new", spec, "--output", "Modules/\(index)", "--architecture", architecture]) == 0 else {
            print("regen: scaffold new \(spec) failed")
            return
        }
    }
    // Every run must succeed: a run that stops early would look fast.
    func wall(_ runs: Int, _ arguments: [String]) throws -> Double? {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let status = try scaffold(arguments)
            times.append(milliseconds(clock.now - start))
            guard status == 0 else {
                print("regen: scaffold \(arguments.joined(separator: " ")) exited with \(status)")
                return nil
            }
        }
        return times.sorted()[runs / 2]
    }
    guard let unchanged = try wall(5, ["regen", "--check"]), let unchangedWrite = try wall(5, ["regen"]) else { return }
    try "# bench, changed: every module renders again\n".write(to: folder.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
    guard let rendered = try wall(3, ["regen", "--check"]) else { return }
    print("")
    print("regen over \(count) modules, wall, median (\(ProcessInfo.processInfo.activeProcessorCount) cores):")
    print(String(format: "  regen --check, inputs unchanged (no render)   %6.0f ms   goal < 1000 ms", unchanged))
    print(String(format: "  regen, inputs unchanged (writes nothing)      %6.0f ms   goal < 1000 ms", unchangedWrite))
    print(String(format: "  regen --check, scaffold.yml changed (render)  %6.0f ms   %.1fx the unchanged run", rendered, rendered / unchanged))
}

do {
    try regenBenchmark()
} catch {
    print("regen: \(error)")
    exit(2)
}
