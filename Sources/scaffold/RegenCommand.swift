import ArgumentParser
import Foundation
import ScaffoldGenerate
import ScaffoldSpec
import ScaffoldWrite

struct Regen: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Update modules from edited specs, keeping your edits.",
        discussion: """
            Per file: missing → create; unchanged since scaffold wrote it → update; \
            edited by you and changed by the spec → three-way merge, with \
            <<<<<<< yours / ======= / >>>>>>> scaffold markers where both changed the \
            same lines (exit status 1). Files scaffold did not create are never touched; \
            files no longer generated are deleted only if unmodified. Nothing in a module \
            folder is read, written or deleted through a symbolic link, a read-only file \
            that would change stops the run before anything is written (chmod u+w it to \
            let regen change it), and updated files keep their permissions.

            PATH is a module folder, a folder to search for modules, or a spec. Default: \
            every module under the current folder.

            Examples:
              scaffold regen                      # every module under here
              scaffold regen Specs/NewsList.yaml  # the modules made from this spec
              scaffold regen --check              # in CI: exit 1 if any is out of date
            """
    )

    @Argument(help: "Module folders, folders to search, or specs (default: the current folder).", completion: .file())
    var paths: [String] = []

    @Flag(help: "Print what would happen to each file, and write nothing.")
    var dryRun = false

    @Flag(help: "Print a unified diff of every change, and write nothing.")
    var diff = false

    @Flag(help: "Exit with status 1 if regeneration would change anything; write nothing (for CI).")
    var check = false

    @Option(help: "A folder of template sets that override or add to the built-in ones (default: 'templates:' of scaffold.yml).")
    var templates: String?

    @Flag(help: "Print a JSON summary (each module's files and what happens to them) instead of text.")
    var json = false

    /// For tests: stop after writing this many files, before the manifest, as a killed run would.
    @Option(help: .hidden)
    var simulateKillAfter: Int?

    func run() throws {
        try reportingDiagnostics {
            let config = try ProjectConfig.find(from: currentFolder)
            let templatesFolder = templates.map { URL(fileURLWithPath: $0, relativeTo: currentFolder) } ?? config.templatesFolder
            let writes = !(dryRun || diff || check)
            let regeneration = try RegenerationPlan(
                paths: paths, in: currentFolder, config: config, templatesFolder: templatesFolder, forWriting: writes, onWarnings: printWarnings)
            defer { regeneration.releaseLocks() }
            let summary = RegenSummary(regeneration, writes: writes)
            for plan in regeneration.modules {
                if !json { report(plan) }
                if diff { printDiffs(plan) }
                if writes { try Regenerator.apply(plan, stopAfter: simulateKillAfter) }
            }
            for update in regeneration.packageManifests {
                if !json { print("\(displayPath(update.file)) \(writes ? "is" : "would be"): dependencies updated to the specs' imports") }
                if writes { try update.write() }
            }
            if json { print(encodeJSON(summary)) }
            if check && summary.outOfDate {
                writeToStandardError("out of date: run 'scaffold regen' and commit the result\n")
                throw ExitCode(1)
            }
            if writes && !summary.conflicts.isEmpty {
                writeToStandardError("conflicts to resolve (look for <<<<<<< yours):\n" + summary.conflicts.map { "  \($0)\n" }.joined())
                throw ExitCode(1)
            }
        }
    }

    private func report(_ plan: Regenerator.Plan) {
        let counts = Regenerator.Action.allCases.compactMap { action -> String? in
            let count = plan.steps.filter { $0.action == action }.count
            return count == 0 ? nil : "\(count) \(action.rawValue)"
        }
        let verb = dryRun || diff || check ? "would be" : "is"
        let state = plan.changes.isEmpty && !plan.manifestChanges ? "up to date" : counts.joined(separator: ", ")
        print(
            "\(plan.manifest.module) (\(displayPath(plan.moduleFolder))) \(plan.changes.isEmpty && !plan.manifestChanges ? verb + " " : ""): \(state)"
                .replacingOccurrences(of: " : ", with: ": "))
        for step in plan.steps where step.action != .unchanged {
            let note: String
            switch step.action {
            case .conflict: note = " (\(step.conflicts) conflict\(step.conflicts == 1 ? "" : "s"))"
            case .keep: note = " (your edits; the spec changed nothing here)"
            case .orphan: note = " (no longer generated, but edited: kept, now yours)"
            default: note = ""
            }
            print("  \(step.action.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(plan.home.shown(step.path))\(note)")
        }
    }

    private func printDiffs(_ plan: Regenerator.Plan) {
        for step in plan.changes {
            let path = displayPath(plan.home.root.appendingPathComponent(step.path))
            print(
                UnifiedDiff.diff(
                    old: step.currentContents ?? "", new: step.newContents ?? "",
                    oldName: step.currentContents == nil ? "/dev/null" : "a/\(path)",
                    newName: step.newContents == nil ? "/dev/null" : "b/\(path)"), terminator: "")
        }
    }
}
