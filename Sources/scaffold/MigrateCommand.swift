import ArgumentParser
import Foundation
import ScaffoldEmit
import ScaffoldGenerate
import ScaffoldSpec
import ScaffoldWrite

struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Switch a module's architecture, keeping your code.",
        discussion: """
            Renders the module's spec in the new architecture and brings the folder in \
            step with it, as regen does: a file both architectures write (entities, \
            services, fixtures, mocks) keeps your edits through the three-way merge; a \
            file only the old architecture wrote goes if scaffold's text is all it \
            holds, and otherwise moves under .scaffold/migrated/<old architecture>/, \
            with every line you wrote in it listed and where it most likely belongs \
            now. Afterwards regen renders the new architecture.

            Examples:
              scaffold migrate Modules/NewsList --to store --dry-run  # the plan only
              scaffold migrate Modules/NewsList --to store
            """
    )

    @Argument(help: "The module folder (holding .scaffold/manifest.json).", completion: .directory)
    var module: String

    @Option(help: "The architecture to move to (built in: \(TemplateSet.available(projectFolder: nil).joined(separator: ", "))).")
    var to: String

    @Flag(help: "Print the plan and the lines you wrote that move, and write nothing.")
    var dryRun = false

    @Option(help: "A folder of template sets that override or add to the built-in ones (default: 'templates:' of scaffold.yml).")
    var templates: String?

    func run() throws {
        try reportingDiagnostics {
            let config = try ProjectConfig.find(from: currentFolder)
            let templatesFolder = templates.map { URL(fileURLWithPath: $0, relativeTo: currentFolder) } ?? config.templatesFolder
            let folder = URL(fileURLWithPath: module, relativeTo: currentFolder)
            let old = try Regenerator.readManifest(in: folder)
            guard old.architecture != to else {
                writeToStandardError("\(old.module) is already \(to): nothing to migrate\n")
                return
            }
            let planned = try RegenerationPlan(
                paths: [module], in: currentFolder, config: config, templatesFolder: templatesFolder, forWriting: !dryRun, migratingTo: to,
                onWarnings: printWarnings)
            defer { planned.releaseLocks() }
            guard let plan = planned.modules.first else { return }
            let migration = Migration(from: old.architecture, plan: plan, old: old.files)
            report(migration, old: old.files.map(\.path))
            if !dryRun {
                try migration.apply()
                for update in planned.packageManifests { try update.write() }
            }
            if !migration.plan.conflicts.isEmpty {
                writeToStandardError(
                    "conflicts to resolve (look for <<<<<<< yours):\n"
                        + migration.plan.conflicts.map { "  \(displayPath(plan.home.root.appendingPathComponent($0.path)))\n" }.joined())
                throw ExitCode(1)
            }
        }
    }

    private func report(_ migration: Migration, old: [String]) {
        let plan = migration.plan
        let verb = dryRun ? "would move" : "moves"
        print("\(plan.manifest.module) (\(displayPath(plan.moduleFolder))) \(verb) from \(migration.from) to \(migration.to):")
        for step in plan.steps where step.action != .unchanged {
            let kept = migration.handWritten.first { $0.path == step.path }?.keptAt
            let note: String
            switch step.action {
            case .create: note = ""
            case .merge:
                note = migration.mergedViews.contains(step.path) ? " (your edits merged into \(migration.to)'s view: review them)" : " (your edits merged)"
            case .conflict: note = " (\(step.conflicts) conflict\(step.conflicts == 1 ? "" : "s"))"
            case .keep: note = " (your edits kept)"
            case .delete:
                let renamed = migration.renamed.first { $0.from == step.path }
                note = renamed.map { " (your edits merged into \(plan.home.shown($0.to)))" } ?? " (only scaffold's text: \(migration.to) has no such file)"
            case .orphan: note = " → \(plan.home.shown(kept ?? ""))"
            case .update, .unchanged: note = kept.map { " (\(migration.to)'s own file; yours kept at \(plan.home.shown($0)))" } ?? ""
            }
            let action = step.action == .orphan ? "move" : kept != nil && step.action == .update ? "replace" : step.action.rawValue
            print("  \(action.padding(toLength: 9, withPad: " ", startingAt: 0)) \(plan.home.shown(step.path))\(note)")
        }
        for file in migration.handWritten where !file.hunks.isEmpty {
            print("Lines you wrote in \(plan.home.shown(file.path)):")
            for (hunk, placedIn) in zip(file.hunks, file.placedIn) {
                print("  \(hunk.lineRange)\(hunk.function.map { ", in \($0)()" } ?? ""): \(migration.destination(of: hunk))")
                for line in hunk.lines { print(line.isEmpty ? "    |" : "    | \(line)") }
                if let placedIn { print("    placed, commented out, under the TODO of \(plan.home.shown(placedIn)): review it there") }
            }
        }
        let (gone, added) = migration.types(before: old)
        if !gone.isEmpty {
            print("Types the app may use that \(migration.to) does not have: \(gone.joined(separator: ", ")).")
            print("What it has instead: \(added.joined(separator: ", ")) (docs/architectures.md shows how the app builds each).")
        }
        if let construction = migration.construction {
            print("How the app builds the screen now (as its preview does, with the live services):")
            for line in construction.split(separator: "\n") { print("    \(line)") }
            print("Pass the app's own values where the preview passes samples, and open each route's view.")
        }
    }
}
