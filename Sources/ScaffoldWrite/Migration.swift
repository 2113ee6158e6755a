import Foundation
import ScaffoldDiagnostics

/// `scaffold migrate`: a module's regen plan rendered in another architecture (docs/migrate.md). Files both
/// architectures write merge as regen merges them, also where they live in other folders; a file only the old one
/// wrote goes if scaffold's text is all it holds, and otherwise moves under `.scaffold/migrated/<old architecture>/`,
/// its hand-written lines reported.
public struct Migration: Sendable {
    public let from: String
    public let to: String
    public let plan: Regenerator.Plan
    /// Each file edited by hand that the new architecture does not write, with the lines you wrote in it, by path.
    public let handWritten: [HandWrittenFile]

    public struct HandWrittenFile: Sendable {
        public let path: String
        /// Where it is kept: `.scaffold/migrated/mvvm/<path>`, relative to the root as `path` is.
        public let keptAt: String
        public let hunks: [HandWrittenHunk]
    }

    /// Files both architectures write under other folders (MVP keeps services in `Model/`, the others in
    /// `Service/`), found by name: your edits merged into the new place, and the old file removed.
    public let renamed: [(from: String, to: String)]

    public init(from: String, plan: Regenerator.Plan, old: [String: String]) {
        self.from = from
        to = plan.manifest.architecture
        var plan = plan
        var renamed: [(from: String, to: String)] = []
        func name(_ path: String) -> Substring { path.split(separator: "/").last ?? "" }
        for index in plan.steps.indices where plan.steps[index].action == .orphan {
            let step = plan.steps[index]
            guard let target = plan.steps.firstIndex(where: { $0.action == .create && name($0.path) == name(step.path) }),
                let yours = step.currentContents, let scaffold = plan.steps[target].newContents
            else { continue }
            let merged = ThreeWayMerge.merge(base: old[step.path] ?? "", yours: yours, scaffold: scaffold)
            plan.steps[target].action = merged.conflicts > 0 ? .conflict : .merge
            plan.steps[target].newContents = merged.text
            plan.steps[target].conflicts = merged.conflicts
            plan.steps[index].action = .delete
            renamed.append((step.path, plan.steps[target].path))
        }
        self.plan = plan
        self.renamed = renamed
        handWritten = plan.steps.filter { $0.action == .orphan }.map { step in
            HandWrittenFile(
                path: step.path, keptAt: plan.home.inModule(".scaffold/migrated/\(from)/") + plan.home.shown(step.path),
                hunks: HandWrittenHunk.hunks(base: old[step.path] ?? "", yours: step.currentContents ?? ""))
        }
    }

    /// Moves each hand-edited file the new architecture does not write under `.scaffold/migrated/`, then writes the
    /// plan as regen does.
    public func apply() throws(DiagnosticError) {
        let folder = plan.home.folder
        for file in handWritten {
            guard let step = plan.steps.first(where: { $0.path == file.path }), case .file(let data, _) = step.found else { continue }
            try folder.write(data, to: file.keptAt)
            try folder.remove(file.path, expected: data)
        }
        try Regenerator.apply(plan)
    }

    /// Where the code of `hunk` most likely belongs in the new architecture, by the function it is in (`performX`,
    /// the method a confirmed action runs, is `x`'s).
    public func destination(of hunk: HandWrittenHunk) -> String {
        guard var name = hunk.function else { return "outside any function: a declaration to move by hand" }
        if name.hasPrefix("perform"), name.count > 7 { name = name.dropFirst(7).prefix(1).lowercased() + name.dropFirst(8) }
        let module = plan.manifest.module
        switch to {
        case "store": return "the reducer's \(name) case and its effect (\(module)Reducer, \(module)EffectHandler)"
        case "mvvm": return "\(module)ViewModel.\(name)()"
        case "mvp": return "\(module)Presenter.\(name)(), its calls in the model"
        case "viper": return "\(module)Presenter.\(name)(), its calls in \(module)Interactor's use case"
        default: return "where \(to) runs \(name)"
        }
    }

    /// The types named by the module's source files (not its tests) that the new architecture no longer has, and those
    /// it has instead, sorted: the app may build or hold the first. `before`: the paths the old manifest listed.
    public func types(before: [String]) -> (gone: [String], added: [String]) {
        func types(_ paths: [String]) -> Set<String> {
            Set(
                paths.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Tests/") && !$0.contains("/Tests/") }
                    .map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        }
        let old = types(before)
        let new = types(plan.manifest.files.map(\.path))
        return (old.subtracting(new).sorted(), new.subtracting(old).sorted())
    }
}
