import Dispatch
import Foundation
import ScaffoldDiagnostics
import ScaffoldSpec

/// What to check: paths (default: the working folder), where scaffold.yml is, and an optional baseline.
public struct CheckRequest: Sendable {
    public var paths: [String]
    public var workingFolder: URL
    /// `--config FILE`; nil looks up `scaffold.yml` from the working folder upwards.
    public var configFile: String?
    /// `--baseline FILE`: recorded violations to ignore; entries that no longer occur fail the run.
    public var baselineFile: String?
    /// Keep every type-level edge for `CheckReport.renderGraph`; without it only module edges and violations are kept.
    public var includeGraph: Bool
    /// Read and write the facts cache (`FactsCache`: `.scaffold/check-cache/` under scaffold.yml's folder, or the
    /// working folder). The CLI uses it unless `--no-cache`; off by default here so that a library caller writes
    /// nothing into the project it checks unless it asks to.
    public var useCache: Bool
    /// Where the cache's `.scaffold/check-cache/` goes instead (the benchmark's, so as not to write into its corpus).
    public var cacheRoot: URL?
    /// How long a file must have been left alone before the cache trusts its signature (`FactsCache.settleMargin`):
    /// a benchmark waits this long after writing its corpus, so that warm runs measure an unchanged tree.
    public static let cacheSettleMargin = FactsCache.settleMargin
    /// Tests shorten it, to see signatures recorded for files they have just written.
    var settleMargin = FactsCache.settleMargin
    /// The text of the scaffold.yml at `configFile` (default: `scaffold.yml` in the working folder), instead of the file:
    /// how `check-init` tries a configuration before writing it.
    var configText: String?

    public init(
        paths: [String], workingFolder: URL, configFile: String? = nil, baselineFile: String? = nil, includeGraph: Bool = false,
        useCache: Bool = false, cacheRoot: URL? = nil
    ) {
        self.paths = paths
        self.workingFolder = workingFolder
        self.configFile = configFile
        self.baselineFile = baselineFile
        self.includeGraph = includeGraph
        self.useCache = useCache
        self.cacheRoot = cacheRoot
    }
}

/// The entry point of `scaffold check` and `scaffold graph` (docs/ARCHITECTURE.md#check):
/// scope → parse each file in parallel into facts (dropping its tree) → resolve references → rules → report.
public enum ArchitectureCheck {
    public static func run(_ request: CheckRequest) throws(DiagnosticError) -> CheckReport {
        var phases = PhaseClock()
        let (config, projectFolder) = try loadConfig(request)
        phases.end("config")
        let cacheRoot = request.cacheRoot ?? projectFolder ?? request.workingFolder
        let cache = request.useCache ? FactsCache.load(root: cacheRoot.standardizedFileURL.path, settleMargin: request.settleMargin) : nil
        phases.end("cache load")
        var scope = try Scope.build(paths: request.paths, workingFolder: request.workingFolder, config: config, cache: cache)
        phases.end("scope")
        var (facts, analysed, contents, read) = try extractFacts(&scope, cache: cache)
        phases.end("facts")
        var analysis: Analysis
        var analysisFromCache = false
        if let cache {
            let key = AnalysisCache.key(scope: scope, contents: contents, buildGraph: request.includeGraph)
            if let cached = AnalysisCache.load(root: cache.root, key: key) {
                analysis = cached
                analysisFromCache = true
            } else {
                analysis = Analysis(scope: scope, facts: facts.all(), buildGraph: request.includeGraph)
                AnalysisCache.save(root: cache.root, key: key, analysis: analysis)
            }
        } else {
            analysis = Analysis(scope: scope, facts: facts.all(), buildGraph: request.includeGraph)
        }
        phases.end("analysis")
        // Specs are read only for modules that use another one: YAML costs more than a module's Swift.
        scope.loadDependencies(of: analysis.modulesUsingOthers)
        analysis.checkModuleDependencies(contexts: scope.contexts) { facts.facts(at: $0) }
        analysis.checkPeers(config?.peers ?? []) { facts.facts(at: $0) }
        analysis.checkDeclaredDependencies(contexts: scope.contexts) { facts.facts(at: $0) }
        try checkNotEmpty(scope: scope, analysis: analysis)
        phases.end("dependencies")

        // Levels apply to what the analysis found (cached or not): a rule that is off is neither reported nor counted.
        let severities = config?.severities ?? Severities()
        analysis.violations = Hints(overrides: config?.hints ?? [:], contexts: scope.contexts).apply(to: severities.apply(to: analysis.violations))
        analysis.outside = severities.apply(to: analysis.outside)
        var report = CheckReport(
            files: scope.checkedFiles.map(\.displayPath), notes: scope.notes, graph: analysis.graph,
            suppressions: severities.apply(to: analysis.suppressions))
        report.severities = severities
        report.analysedFiles = analysed
        report.readFiles = read
        report.listedFolders = scope.listedFolders
        report.decodedManifests = scope.decodedManifests
        report.parsedPackages = scope.parsedPackages
        report.analysisFromCache = analysisFromCache
        report.unassignedFiles = analysis.unassignedFiles
        report.unassignedTypes = analysis.unassignedTypes
        report.current = analysis.violations
        report.outside = analysis.outside
        // Each rule explained once: most modules share their architecture's rules.
        var rules: [String: String] = [:]
        for context in scope.contexts {
            if let architecture = context.architecture {
                for rule in architecture.rules.values where rules[rule.id] == nil { rules[rule.id] = rule.explanation }
            }
            for ban in context.importBans.values where rules[ban.id] == nil { rules[ban.id] = ban.explanation }
        }
        for peer in config?.peers ?? [] { rules[peer.id] = peer.explanation }
        report.rules = rules.merging(ModuleRules.explanations.merging(DeclaredDependencies.explanations) { first, _ in first }) { first, _ in first }
        if let baselineFile = request.baselineFile {
            let path = resolve(baselineFile, in: request.workingFolder).path
            report.apply(baseline: try Baseline.load(path), file: baselineFile)
        } else if let config, let configured = config.baseline {
            let path = resolve(configured.value, in: config.folder).path
            guard FileManager.default.fileExists(atPath: path) else {
                throw DiagnosticError([
                    Diagnostic(
                        "no such baseline '\(configured.value)' (scaffold.yml's 'baseline:', relative to its folder)", at: configured.location,
                        hint: "write it with 'scaffold check --write-baseline \(configured.value)' from that folder, or remove 'baseline:'")
                ])
            }
            report.apply(baseline: try Baseline.load(path), file: relative(path, to: request.workingFolder.standardizedFileURL.path) ?? path)
        } else {
            report.violations = analysis.violations
        }
        phases.end("report")
        report.phases = phases.phases
        return report
    }

    /// The check configuration, if scaffold.yml configures one, and the folder of scaffold.yml, if there is one.
    private static func loadConfig(_ request: CheckRequest) throws(DiagnosticError) -> (CheckConfig?, URL?) {
        if let text = request.configText {
            let file = resolve(request.configFile ?? ProjectConfig.fileName, in: request.workingFolder)
            _ = try ProjectConfig.parse(text: text, file: file.path)
            let config = try CheckConfig.parse(text, file: file.path)
            return (config.isConfigured ? config : nil, file.deletingLastPathComponent())
        }
        let project: ProjectConfig
        if let file = request.configFile {
            let url = resolve(file, in: request.workingFolder)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw DiagnosticError([
                    Diagnostic(
                        "no such config file '\(file)'", at: SourceLocation(file: url.path, line: 1, column: 1),
                        hint: "give the path of a scaffold.yml, or omit --config to look one up from the current folder")
                ])
            }
            project = try ProjectConfig.load(url)
        } else {
            project = try ProjectConfig.find(from: request.workingFolder)
        }
        guard let file = project.file else { return (nil, nil) }
        let config = try CheckConfig.load(file)
        return (config.isConfigured ? config : nil, file.deletingLastPathComponent())
    }

    /// Validates `text` as the scaffold.yml at `file`, its `check:` section included, as a run would read it.
    public static func validateConfiguration(_ text: String, file: String) throws(DiagnosticError) {
        _ = try ProjectConfig.parse(text: text, file: file)
        _ = try CheckConfig.parse(text, file: file)
    }

    /// Reads and parses every file on all cores; only the small facts survive each parse. A file outside the
    /// checked paths that cannot be read or parsed is not an error: a note says its declarations are unknown.
    /// With a cache, a file whose contents it knows is not parsed, and its facts are decoded only when asked for
    /// (`FactsTable`); also returns the files that were parsed (not those the cache served, even where it records a new
    /// signature for them), and with a cache the contents each file's facts
    /// were taken from (nil without facts), for `AnalysisCache`, and the files whose contents were read (the cache
    /// served the others by their signature).
    private static func extractFacts(
        _ scope: inout Scope, cache: FactsCache?
    ) throws(DiagnosticError) -> (FactsTable, [String], [AnalysisCache.Contents?], [String]) {
        let files = scope.files
        let base = scope.base
        // Largest first, so that no core is left waiting on a large file parsed last (sizes the cache recorded need no
        // `stat`: most of those files it serves unparsed). The others are asked for on all cores: a `stat` per file, one
        // after the other, was a few percent of an uncached run of small files. Without a cache every file is read
        // anyway, so it is read here and sized by what was read: a `stat` by path before each read was a millisecond
        // of kernel time in an uncached run of the bench's 342 generated files (1% of its CPU time).
        let found = Slots<Int>(count: files.count)
        let readEarly = Slots<FactsCache.FileRead>(count: cache == nil ? files.count : 0)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index].path
            if let cache {
                found[index] = cache.recordedSize(key: cache.key(of: path)) ?? FileSignature.of(path, base: base).map { Int($0.size) } ?? 0
            } else {
                let read = FactsCache.contents(of: path, key: nil, cache: nil, base: base)
                readEarly[index] = read
                found[index] = read?.size ?? 0
            }
        }
        let sizes = found.values.map { $0 ?? 0 }
        let order = files.indices.sorted { sizes[$0] > sizes[$1] }
        let extractions = Slots<FileExtraction>(count: files.count)
        onLargeStacks(files.count) { position in
            let index = order[position]
            if cache == nil {
                // Read while sizing, or unreadable.
                extractions[index] =
                    readEarly.take(index).map { FileExtraction.of(files[index].path, cache: nil, read: $0) }
                    ?? .unreadable
            } else {
                extractions[index] = FileExtraction.of(files[index].path, cache: cache, base: base)
            }
        }
        let done = extractions.values.map { $0 ?? .unreadable }
        let entries = done.map(\.cacheEntry)
        // Saved before any error is thrown: the facts of the files that did parse are good.
        if let cache {
            var new = scope.freshCacheEntries
            var used = scope.usedCacheEntries
            for (file, entry) in zip(files, entries) {
                if let entry {
                    if !entry.isEmpty { new[cache.key(of: file.path)] = entry }
                } else {
                    used.append(cache.key(of: file.path))
                }
            }
            cache.save(fresh: new, used: used)
        }
        var facts = FactsTable(cache: cache, paths: files.map(\.path), base: base)
        var diagnostics = DiagnosticCollector()
        for (file, extraction) in zip(files, done) {
            let failure: Diagnostic
            switch extraction.outcome {
            case .facts(let value):
                facts.append(value)
                continue
            case .cached(let read):
                facts.appendCached(read)
                continue
            case .unreadable:
                failure = Diagnostic("cannot read '\(file.displayPath)'", at: SourceLocation(file: file.path, line: 1, column: 1))
            case .tooDeep(let line, let column):
                failure = Diagnostic(
                    "'\(file.displayPath)' nests more than \(FileFacts.maximumNesting) levels deep here, too deep to check",
                    at: SourceLocation(file: file.path, line: line, column: column),
                    hint:
                        "brackets, generic arguments, #if, chained function types and try/await count alike; leave the file out with 'check: exclude:' in scaffold.yml"
                )
            }
            facts.append(FileFacts())
            if file.isChecked {
                diagnostics.append(contentsOf: [failure])
            } else {
                scope.notes.append(
                    "\(failure.location.file):\(failure.location.line):\(failure.location.column): \(failure.message); read outside the checked paths only for its declarations, which this run does not know"
                )
            }
        }
        try diagnostics.throwIfAny()
        return (
            facts, zip(files, done).compactMap { $1.parsed ? $0.displayPath : nil }, done.map(\.contents),
            zip(files, done).compactMap { $1.wasRead ? $0.displayPath : nil }
        )
    }

    /// An empty scope is an error, never a green run: no layer at all, or a configured layer that matched nothing.
    /// In a partial run, a layer only has to match a file or type somewhere under scaffold.yml's folder.
    private static func checkNotEmpty(scope: Scope, analysis: Analysis) throws(DiagnosticError) {
        if let config = scope.config, scope.usesConfigLayers {
            let empty = config.layers.filter {
                !scope.layersMatchedByPath.contains($0.name.value) && !analysis.layersMatchedByType.contains($0.name.value)
            }
            if !empty.isEmpty {
                throw DiagnosticError(
                    empty.map { collector in
                        let patterns = (collector.paths.map(\.text) + collector.types.map(\.text)).joined(separator: ", ")
                        return Diagnostic(
                            "layer '\(collector.name.value)' matched no file or type \(scope.isPartial ? "in the project" : "in the checked paths")",
                            at: collector.name.location,
                            hint: patterns.isEmpty
                                ? "give it path globs or type-name patterns"
                                : "check its patterns (\(patterns)); path globs are relative to scaffold.yml")
                    })
            }
        }
        if !analysis.hasLayers {
            let location = SourceLocation(file: scope.config?.file ?? scope.checkedFiles[0].displayPath, line: 1, column: 1)
            throw DiagnosticError([
                Diagnostic(
                    "none of the \(scope.checkedFiles.count) Swift files belongs to a layer, so nothing would be checked", at: location,
                    hint: "check generated modules (they carry .scaffold/manifest.json), or map folders to layers under 'check: layers:' in scaffold.yml")
            ])
        }
    }
}

/// Every file's facts, in the order of the scope's files; those the cache holds are decoded when first asked for,
/// since a run whose analysis is cached needs almost none of them.
struct FactsTable {
    private let cache: FactsCache?
    private let paths: [String]
    private let base: BaseFolder
    private var facts: [FileFacts?] = []
    /// By file index: a file whose facts the cache holds, not decoded yet.
    private var pending: [Int: FactsCache.FileRead] = [:]

    init(cache: FactsCache?, paths: [String], base: BaseFolder) {
        self.cache = cache
        self.paths = paths
        self.base = base
    }

    mutating func append(_ value: FileFacts) { facts.append(value) }

    mutating func appendCached(_ read: FactsCache.FileRead) {
        pending[facts.count] = read
        facts.append(nil)
    }

    mutating func facts(at index: Int) -> FileFacts {
        if let known = facts[index] { return known }
        let value = Self.decode(paths[index], pending[index], cache: cache, base: base)
        facts[index] = value
        pending[index] = nil
        return value
    }

    /// Every file's facts, the pending ones decoded on all cores.
    mutating func all() -> [FileFacts] {
        let indices = pending.keys.sorted()
        if !indices.isEmpty {
            let decoded = Slots<FileFacts>(count: indices.count)
            onLargeStacks(indices.count) { [pending, paths, cache, base] position in
                decoded[position] = Self.decode(paths[indices[position]], pending[indices[position]], cache: cache, base: base)
            }
            for (position, value) in decoded.values.enumerated() { facts[indices[position]] = value ?? FileFacts() }
            pending = [:]
        }
        return facts.map { $0 ?? FileFacts() }
    }

    /// The cached facts of these contents; should the entry not decode after all, those of parsing them again.
    private static func decode(_ path: String, _ read: FactsCache.FileRead?, cache: FactsCache?, base: BaseFolder) -> FileFacts {
        let extraction =
            read.flatMap { read in cache.flatMap { $0.extraction(key: $0.key(of: path), size: read.size, hash: read.hash) } }
            ?? extract(path, read?.data, base: base)
        guard case .facts(let facts) = extraction else { return FileFacts() }
        return facts
    }

    /// Parses the contents of the file at `path`: `data`, or, when the cache served it without reading it, the file
    /// read now from `base` (empty should it have gone since, or no longer be a regular file).
    static func extract(_ path: String, _ data: Data?, base: BaseFolder = .absolute) -> FileFacts.Extraction {
        let data = data ?? base.contents(of: path) ?? Data()
        return data.withUnsafeBytes { FileFacts.extract(from: $0.bindMemory(to: UInt8.self)) }
    }
}

/// Wall time between marks.
struct PhaseClock {
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private(set) var phases: [(name: String, seconds: Double)] = []

    init() { last = clock.now }

    mutating func end(_ name: String) {
        let now = clock.now
        let elapsed = now - last
        phases.append((name, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        last = now
    }
}

/// Runs `body` for every index in `0..<count` on one thread per core, each with a large stack: SwiftParser
/// recurses as deep as the source nests, and GCD's worker threads have small stacks (512 KiB on Linux).
func onLargeStacks(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let counter = IndexCounter(count)
    let group = DispatchGroup()
    for _ in 0..<max(1, min(count, ProcessInfo.processInfo.activeProcessorCount)) {
        group.enter()
        let thread = Thread {
            while let index = counter.next() { body(index) }
            group.leave()
        }
        thread.stackSize = 64 << 20
        thread.start()
    }
    group.wait()
}

/// Hands out 0, 1, … up to `count` to threads taking work.
private final class IndexCounter: @unchecked Sendable {
    private let count: Int
    private var taken = 0
    private let lock = NSLock()

    init(_ count: Int) { self.count = count }

    func next() -> Int? {
        lock.withLock {
            guard taken < count else { return nil }
            taken += 1
            return taken - 1
        }
    }
}

/// Results written from concurrent iterations, each index exactly once.
final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { storage } }

    /// The value at `index`, no longer held here.
    func take(_ index: Int) -> Value? {
        lock.withLock {
            defer { storage[index] = nil }
            return storage[index]
        }
    }

}

/// The outcome of a check, renderable in every output format.
public struct CheckReport: Sendable {
    /// Violations to report: after inline suppression and the baseline.
    public internal(set) var violations: [Violation] = []
    /// All current violations after inline suppression, baseline or not: what `--write-baseline` records.
    public internal(set) var current: [Violation] = []
    /// In a partial run, the current violations in the files read outside the checked paths: not reported,
    /// but counted against the baseline (the baseline is the whole project's) and recorded by `--write-baseline`.
    var outside: [Violation] = []
    public internal(set) var staleBaselineEntries: [StaleBaselineEntry] = []
    /// Every Swift file that was parsed, relative to the working folder when inside it.
    public internal(set) var files: [String]
    public var filesChecked: Int { files.count }
    /// Things the user should know that are not violations (a module whose spec is missing, …).
    public internal(set) var notes: [String]
    /// The violations inline suppression hid, with their reasons.
    public internal(set) var suppressions: [SuppressedViolation]
    public var suppressed: Int { suppressions.count }
    public internal(set) var baselined = 0
    /// Checked files none of whose code is in a layer, and declared types in no layer: what the rules do not see.
    public internal(set) var unassignedFiles: [String] = []
    public internal(set) var unassignedTypes: [UnassignedType] = []
    /// The files parsed by this run (the others' facts came from the cache), shown as in `files`; in a partial run
    /// also those read outside the checked paths. Not part of any report: it is how tests see what the cache saved.
    public internal(set) var analysedFiles: [String] = []
    /// Wall time of each phase of the run, in order (`config`, `cache load`, `scope`, `facts`, …): printed by
    /// scaffold-check-bench, never by the CLI.
    public internal(set) var phases: [(name: String, seconds: Double)] = []
    /// The module folders whose manifest this run decoded and the Package.swift files it parsed (the cache served
    /// the others), and whether the analysis came from the cache: how tests see what the cache saved, as with
    /// `analysedFiles`.
    var decodedManifests: [String] = []
    var parsedPackages: [String] = []
    /// The Swift files whose contents this run read, and how many folders it listed (the cache vouched for the others).
    var readFiles: [String] = []
    var listedFolders = 0
    var analysisFromCache = false
    var baselineFile: String?
    var graph: DependencyGraph
    /// Rule id → one-line explanation, for SARIF rule metadata.
    var rules: [String: String] = [:]
    /// Each rule's level, for SARIF rule metadata and the baseline (entries of a rule that is off are not stale).
    var severities = Severities()

    init(files: [String], notes: [String], graph: DependencyGraph, suppressions: [SuppressedViolation]) {
        self.files = files
        self.notes = notes
        self.graph = graph
        self.suppressions = suppressions
    }

    /// The violations that fail the run, and those reported as warnings.
    public var errors: [Violation] { violations.filter { $0.severity == .error } }
    public var warnings: [Violation] { violations.filter { $0.severity == .warning } }

    /// 0 clean (warnings allowed), 1 errors or stale baseline entries.
    public var exitStatus: Int32 { errors.isEmpty && staleBaselineEntries.isEmpty ? 0 : 1 }

    /// What `--write-baseline` records: one entry per rule + declaration + target among the current violations
    /// (of the whole project, in a partial run), with the number of its occurrences.
    public var baselineEntries: [BaselineEntry] {
        Dictionary(grouping: current + outside, by: \.key).map { key, occurrences in
            BaselineEntry(rule: key.rule, from: key.from, to: key.to, count: occurrences.count)
        }.sorted()
    }

    /// Leaves out the current violations the baseline records. A pair occurring more often than its entry
    /// records is reported at every occurrence, since without line numbers the new ones cannot be told from
    /// the old; an entry occurring less often than it records is stale. Occurrences are counted over the whole
    /// project, in a partial run too: outside the checked paths they are counted but not reported.
    mutating func apply(baseline recorded: [Baseline.Recorded], file: String) {
        baselineFile = file
        // A key written twice (by hand) counts the sum of its entries, and is located at the first.
        var entries: [BaselineKey: Baseline.Recorded] = [:]
        for item in recorded {
            guard var existing = entries[item.entry.key] else {
                entries[item.entry.key] = item
                continue
            }
            existing.entry.count = existing.entry.count.flatMap { first in item.entry.count.map { first + $0 } }
            entries[item.entry.key] = existing
        }
        let occurrences = Dictionary(grouping: current + outside, by: \.key).mapValues(\.count)
        violations = []
        for violation in current {
            guard let entry = entries[violation.key] else {
                violations.append(violation)
                continue
            }
            let occurring = occurrences[violation.key, default: 0]
            guard let count = entry.entry.count, occurring > count else {
                baselined += 1
                continue
            }
            var reported = violation
            reported.explanation =
                "\(occurring) occurrences of this dependency, the baseline records \(count) (\(file):\(entry.line)): the new ones are among them; "
                + violation.explanation
            violations.append(reported)
        }
        staleBaselineEntries = entries.values.compactMap { item -> StaleBaselineEntry? in
            // A rule that is off finds nothing: its entries wait, unused, until it is on again.
            if severities.isOff(item.entry.rule) { return nil }
            let occurring = occurrences[item.entry.key, default: 0]
            guard occurring == 0 || occurring < item.entry.count ?? 0 else { return nil }
            return StaleBaselineEntry(entry: item.entry, line: item.line, column: item.column, occurrences: occurring)
        }.sorted { ($0.line, $0.column, $0.entry) < ($1.line, $1.column, $1.entry) }
        let uncounted = recorded.filter { $0.entry.count == nil }.count
        if uncounted > 0 {
            notes.append(
                "\(file): \(uncounted) entr\(uncounted == 1 ? "y has" : "ies have") no 'count' (written before occurrences were counted) and cover any number of occurrences; rewrite the baseline with --write-baseline so that new occurrences fail"
            )
        }
    }

    /// The contents of a baseline recording every current violation.
    public func baselineData() -> Data { Baseline.encode(baselineEntries) }

    public var summary: String {
        var parts = ["\(filesChecked) file\(filesChecked == 1 ? "" : "s") checked"]
        if suppressed > 0 { parts.append("\(suppressed) suppressed inline") }
        if baselined > 0 { parts.append("\(baselined) in the baseline") }
        if !staleBaselineEntries.isEmpty { parts.append("\(staleBaselineEntries.count) stale baseline entr\(staleBaselineEntries.count == 1 ? "y" : "ies")") }
        let errors = self.errors
        let warnings = violations.count - errors.count
        if warnings > 0 { parts.insert("\(warnings) warning\(warnings == 1 ? "" : "s")", at: 1) }
        let files = Set(errors.map(\.file)).count
        let head = errors.isEmpty ? "no violations" : "\(errors.count) violation\(errors.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        return "\(head) (\(parts.joined(separator: "; ")))"
    }

    /// "12 files and 40 types are in no layer", or nil when every checked file and type is in one.
    public var coverageSummary: String? {
        guard !unassignedFiles.isEmpty || !unassignedTypes.isEmpty else { return nil }
        let files = unassignedFiles.count, types = unassignedTypes.count
        return "\(files) file\(files == 1 ? "" : "s") and \(types) type\(types == 1 ? "" : "s") are in no layer, so no rule applies to them"
            + " (--list-unassigned lists them)"
    }
}
