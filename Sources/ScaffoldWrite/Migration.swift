import Foundation
import ScaffoldDiagnostics
import ScaffoldManifest

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
        /// For each hunk, the file of the new architecture it was placed in, commented out under the TODO of the
        /// same action's stub; nil where it was not.
        public let placedIn: [String?]
    }

    /// Files both architectures write under other folders (MVP keeps services in `Model/`, the others in
    /// `Service/`), found by name: your edits merged into the new place, and the old file removed.
    public let renamed: [(from: String, to: String)]

    /// The screen's views, edited by hand, whose edits were merged into the new architecture's view: your lines merged
    /// cleanly and carry over (`carriesOver`: a modifier added, a text changed).
    public let mergedViews: [String]

    /// The templates of the screen's view (SwiftUI or UIKit) in each built-in architecture.
    static let viewTemplates: Set<String> = [
        "ObservedView.swift.mustache", "ObservedViewController.swift.mustache", "View.swift.mustache", "ViewController.swift.mustache",
    ]

    /// Whether the lines you wrote in `yours` (against `base`, what scaffold wrote) can join `render`, the new
    /// architecture's text of the same file, and still build. None of them may name:
    /// - a name on a line of `base` that `render` does not have word for word: the old owner (`viewModel` on the way to
    ///   a store), and a name the two spell alike with another type (VIPER's optional `store.state` and the store's);
    /// - a name you wrote in a file that goes (`elsewhere`, your lines there), which `render` does not have.
    static func carriesOver(base: String, yours: String, into render: String, elsewhere: [String] = []) -> Bool {
        let changed = HandWrittenHunk.hunks(base: render, yours: base).flatMap(\.lines)
        let gone = identifiers(in: changed).union(identifiers(in: elsewhere).subtracting(identifiers(in: [render])))
        return HandWrittenHunk.hunks(base: base, yours: yours).allSatisfy { identifiers(in: $0.lines).isDisjoint(with: gone) }
    }

    /// The words of `texts`, lines of Swift, that could be names: what a line comment says is not code.
    static func identifiers(in texts: [String]) -> Set<Substring> {
        Set(texts.flatMap { code(of: $0).split { !($0.isLetter || $0.isNumber || $0 == "_") } })
    }

    /// `line` up to its `//` comment, if it has one outside a string literal.
    static func code(of line: String) -> Substring {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" { return line[..<line.index(before: index)] }
            previous = character
        }
        return line[...]
    }

    /// The templates whose files every architecture writes for the same role: entities, services and their live and
    /// preview implementations, the module's error, texts, mocks of services, fixtures, the test clock, Package.swift.
    /// Only those merge across architectures; a view model's text never merges into a presenter's.
    public static let sharedTemplates: Set<String> = [
        "Entity.swift.mustache", "Fixtures.swift.mustache", "Mock.swift.mustache", "ModuleError.swift.mustache", "Package.swift.mustache",
        "PreviewService.swift.mustache", "Service.swift.mustache", "StringCatalog.xcstrings.mustache", "Strings.swift.mustache",
        "TestClock.swift.mustache",
    ]

    /// `old`: the files the module's manifest listed before, with what scaffold wrote in each.
    public init(from: String, plan: Regenerator.Plan, old: [Manifest.File]) {
        self.from = from
        to = plan.manifest.architecture
        let base = Dictionary(old.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let oldTemplates = Dictionary(old.map { ($0.path, $0.template) }, uniquingKeysWith: { first, _ in first })
        let newFiles = Dictionary(plan.manifest.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func isShared(_ path: String) -> Bool {
            [oldTemplates[path], newFiles[path]?.template].allSatisfy { $0.map(Self.sharedTemplates.contains) ?? true }
        }
        var plan = plan
        // A file at the same path whose role differs (VIPER's presenter and MVP's): yours is not merged into the other
        // architecture's code; the render replaces it, and yours is kept and reported like a file that goes. The
        // screen's view is the exception when your lines merge cleanly and carry over (`carriesOver`).
        var replaced: Set<String> = []
        var mergedViews: [String] = []
        func isView(_ path: String) -> Bool {
            [oldTemplates[path], newFiles[path]?.template].allSatisfy { $0.map(Self.viewTemplates.contains) ?? false }
        }
        // Your lines in the files that go or are replaced: a view that names them would not build.
        let elsewhere = plan.steps.filter { !isShared($0.path) && !isView($0.path) }.flatMap { step in
            HandWrittenHunk.hunks(base: base[step.path] ?? "", yours: step.currentContents ?? "").flatMap(\.lines)
        }
        for index in plan.steps.indices where [.merge, .conflict, .keep].contains(plan.steps[index].action) {
            let path = plan.steps[index].path
            guard !isShared(path), let render = newFiles[path]?.contents else { continue }
            if isView(path), plan.steps[index].action != .conflict,
                Self.carriesOver(base: base[path] ?? "", yours: plan.steps[index].currentContents ?? "", into: render, elsewhere: elsewhere)
            {
                mergedViews.append(path)
                continue
            }
            plan.steps[index].action = .update
            plan.steps[index].newContents = render
            plan.steps[index].conflicts = 0
            replaced.insert(path)
        }
        var renamed: [(from: String, to: String)] = []
        func name(_ path: String) -> Substring { path.split(separator: "/").last ?? "" }
        for index in plan.steps.indices where plan.steps[index].action == .orphan && isShared(plan.steps[index].path) {
            let step = plan.steps[index]
            guard
                let target = plan.steps.firstIndex(where: { $0.action == .create && name($0.path) == name(step.path) && isShared($0.path) }),
                let yours = step.currentContents, let scaffold = plan.steps[target].newContents
            else { continue }
            let merged = ThreeWayMerge.merge(base: base[step.path] ?? "", yours: yours, scaffold: scaffold)
            plan.steps[target].action = merged.conflicts > 0 ? .conflict : .merge
            plan.steps[target].newContents = merged.text
            plan.steps[target].conflicts = merged.conflicts
            plan.steps[index].action = .delete
            renamed.append((step.path, plan.steps[target].path))
        }
        var handWritten: [HandWrittenFile] = []
        for step in plan.steps where step.action == .orphan || replaced.contains(step.path) {
            let hunks = HandWrittenHunk.hunks(base: base[step.path] ?? "", yours: step.currentContents ?? "")
            let placedIn = hunks.map { hunk in Self.place(hunk, from: step.path, architecture: from, in: &plan) }
            handWritten.append(
                HandWrittenFile(
                    path: step.path, keptAt: plan.home.inModule(".scaffold/migrated/\(from)/") + plan.home.shown(step.path), hunks: hunks,
                    placedIn: placedIn))
        }
        self.plan = plan
        self.renamed = renamed
        self.mergedViews = mergedViews
        self.handWritten = handWritten
    }

    /// The action a function of an owner runs: its name, or `x` for `performX` (what a confirmed action runs).
    static func action(of function: String) -> String {
        guard function.hasPrefix("perform"), function.count > 7 else { return function }
        return function.dropFirst(7).prefix(1).lowercased() + function.dropFirst(8)
    }

    /// Writes `hunk`, commented out and marked for review, under the TODO of its action's stub in the first new file
    /// (by path) that has one; returns that file's path.
    static func place(_ hunk: HandWrittenHunk, from path: String, architecture: String, in plan: inout Regenerator.Plan) -> String? {
        guard let function = hunk.function else { return nil }
        let marker = "// TODO: implement \(action(of: function)): the spec gives it no behaviour yet."
        for index in plan.steps.indices where [.create, .update].contains(plan.steps[index].action) {
            guard let text = plan.steps[index].newContents, let range = text.range(of: marker) else { continue }
            let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let indent = String(text[lineStart..<range.lowerBound])
            let lineEnd = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
            let file = (path as NSString).lastPathComponent
            let placed =
                ["\(indent)// From \(file) (\(architecture)), \(hunk.lineRange), to review:"]
                + hunk.lines.map { line in
                    let body = line.trimmingPrefix(indent)
                    return body.allSatisfy(\.isWhitespace) ? "\(indent)//" : "\(indent)// \(body)"
                }
            plan.steps[index].newContents = String(text[..<lineEnd]) + "\n" + placed.joined(separator: "\n") + String(text[lineEnd...])
            return plan.steps[index].path
        }
        return nil
    }

    /// Moves each hand-edited file the new architecture does not write under `.scaffold/migrated/`, then writes the
    /// plan as regen does.
    public func apply() throws(DiagnosticError) {
        let folder = plan.home.folder
        for file in handWritten {
            guard let step = plan.steps.first(where: { $0.path == file.path }), case .file(let data, _) = step.found else { continue }
            try folder.write(data, to: file.keptAt)
            // A file the new architecture writes too is replaced by the plan.
            if step.action == .orphan { try folder.remove(file.path, expected: data) }
        }
        try Regenerator.apply(plan)
        folder.removeEmptyFolders(holding: handWritten.map(\.path), inside: plan.home.modulePath)
    }

    /// Where the code of `hunk` most likely belongs in the new architecture, by the function it is in (`performX`,
    /// the method a confirmed action runs, is `x`'s).
    public func destination(of hunk: HandWrittenHunk) -> String {
        guard let function = hunk.function else { return "outside any function: a declaration to move by hand" }
        let name = Self.action(of: function)
        let module = plan.manifest.module
        switch to {
        case "store": return "the reducer's \(name) case and its effect (\(module)Reducer, \(module)EffectHandler)"
        case "mvvm": return "\(module)ViewModel.\(name)()"
        case "mvp": return "\(module)Presenter.\(name)(), its calls in the model"
        case "viper": return "\(module)Presenter.\(name)(), its calls in \(module)Interactor's use case"
        default: return "where \(to) runs \(name)"
        }
    }

    /// How the app builds the screen now: the expression the new architecture's view previews it with, each
    /// service's live implementation in place of its preview one (`FeedView(store: FeedScreenStore(…LiveFeedService()…))`)
    /// and the preview's do-nothing route handlers left for the app to fill; nil for a module without a SwiftUI view.
    /// The preview's sample inputs stay: the report says to pass the app's own.
    public var construction: String? {
        for file in plan.manifest.files where file.path.hasSuffix(".swift") {
            guard let start = file.contents.range(of: "#Preview {\n    NavigationStack {\n") else { continue }
            let rest = file.contents[start.upperBound...]
            guard let end = rest.range(of: "\n    }\n") else { continue }
            var lines = rest[..<end.lowerBound].split(separator: "\n").map { String($0.dropFirst(8)) }
            // The preview's destinations are placeholders: the app opens its own view for each route.
            if lines.count > 1, lines[0].hasSuffix(" { _ in") {
                lines = [lines[0].dropLast(6) + " { route in", "    // the view that `route` opens", "}"]
            }
            return lines.joined(separator: "\n")
                .replacing(/Preview(\w+)\(\)/) { "Live\($0.1)()" }
                .replacing("{ _ in }", with: "{ route in /* open route */ }")
        }
        return nil
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
