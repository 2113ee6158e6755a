import Foundation
import ScaffoldEmit
import ScaffoldIR
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
            _ = try Emitter.emit(warmModule, options: EmitOptions(package: true), templates: templates)

            var lowering: [Double] = [], emitting: [Double] = [], totals: [Double] = []
            var fileCount = 0
            for _ in 0..<iterations {
                let start = clock.now
                let spec = try SpecParser.load(path: path)
                let module = try Lowering.lower(spec, architectures: architectures, architectureOverride: architecture)
                let lowered = clock.now
                let files = try Emitter.emit(module, options: EmitOptions(package: true), templates: templates)
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
