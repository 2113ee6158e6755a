import Foundation
import ScaffoldEmit
import ScaffoldFuzzing
import ScaffoldIR

// `make fuzz` (`swift run -c release scaffold-fuzz`): generated specs and mutations of them through
// parsing, lowering and every template set, and generated scaffold.yml and template-set.yml files and mutations
// of them through their readers, for as long as asked. Every finding prints its seed;
// `scaffold-fuzz --seed S --count 1` reproduces it, `--print` shows the spec.
//   scaffold-fuzz [--seconds N] [--count N] [--seed S] [--build] [--print]
// --build also compiles and tests every accepted module of the run in one aggregate package.

var seconds = 60.0
var count = Int.max
var seed = UInt64(1)
var build = false
var printSpecs = false
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("scaffold-fuzz: \(argument) needs a value\n".utf8))
            exit(2)
        }
        return arguments.removeFirst()
    }
    switch argument {
    case "--seconds": seconds = Double(value()) ?? seconds
    case "--count": count = Int(value()) ?? count
    case "--seed": seed = UInt64(value()) ?? seed
    case "--build": build = true
    case "--print": printSpecs = true
    default:
        FileHandle.standardError.write(Data("usage: scaffold-fuzz [--seconds N] [--count N] [--seed S] [--build] [--print]\n".utf8))
        exit(2)
    }
}

var templates: [String: TemplateSet] = [:]
for architecture in Fuzzer.architectures {
    templates[architecture] = try TemplateSet.resolve(architecture, projectFolder: nil)
}
print("scaffold-fuzz: seeds from \(seed), up to \(count == Int.max ? "∞" : String(count)) specs or \(Int(seconds)) s")
let clock = ContinuousClock()
let start = clock.now
var fuzzed = 0, accepted = 0, refused = 0, mutantsAccepted = 0, findings = 0, configFiles = 0, configsAccepted = 0
var modules: [(ModuleIR, UInt64)] = []
while fuzzed < count && clock.now - start < .seconds(seconds) {
    let current = seed &+ UInt64(fuzzed)
    let outcome = Fuzzer.run(seed: current, templates: templates)
    fuzzed += 1
    if outcome.accepted { accepted += 1 } else { refused += 1 }
    if outcome.mutantAccepted { mutantsAccepted += 1 }
    modules += outcome.modules.map { ($0, current) }
    if printSpecs { print("--- seed \(current) (\(outcome.accepted ? "accepted" : "refused")):\n\(outcome.spec)") }
    for finding in outcome.findings {
        findings += 1
        print("FINDING seed \(current): \(finding)\n--- spec:\n\(outcome.spec)--- mutant:\n\(outcome.mutant)")
    }
    let configs = Fuzzer.runConfigs(seed: current)
    configFiles += configs.files.count
    configsAccepted += configs.files.filter(\.accepted).count
    if printSpecs { for file in configs.files { print("--- seed \(current) \(file.name) (\(file.accepted ? "accepted" : "refused")):\n\(file.text)") } }
    for finding in configs.findings {
        findings += 1
        print("FINDING seed \(current): \(finding)\n" + configs.files.map { "--- \($0.name):\n\($0.text)" }.joined())
    }
}
print(
    "fuzzed \(fuzzed) specs: \(accepted) accepted, \(refused) refused; \(mutantsAccepted) of \(fuzzed) mutants accepted; "
        + "\(configFiles) scaffold.yml and template-set.yml files, \(configsAccepted) accepted; \(findings) findings")

if build, !modules.isEmpty {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-fuzz-\(seed)")
    try? FileManager.default.removeItem(at: folder)
    let renamed = modules.map { module, seed in
        var module = module
        module = AggregatePackage.renamed(module, suffix: "S\(seed)")
        return module
    }
    try AggregatePackage.write(renamed, templates: templates, to: folder)
    print("building and testing \(renamed.count) modules in \(folder.path)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sh", "-c", AggregatePackage.buildCommand.joined(separator: " ") + " && swift test --skip-build"]
    process.currentDirectoryURL = folder
    try process.run()
    process.waitUntilExit()
    print(process.terminationStatus == 0 ? "built and tested \(renamed.count) modules" : "BUILD FINDING: the aggregate package failed")
    if process.terminationStatus != 0 { exit(1) }
}
exit(findings == 0 ? 0 : 1)
