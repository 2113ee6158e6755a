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
        let ahead = ParseAhead(cache: cache)
        // Stopped however the run ends (scope can fail while files are being parsed).
        defer { _ = ahead.handOver() }
        var scope = try Scope.build(paths: request.paths, workingFolder: request.workingFolder, config: config, cache: cache, ahead: ahead)
        phases.end("scope")
        var (facts, analysed, contents, read) = try extractFacts(&scope, cache: cache, ahead: ahead)
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
        // Each rule explained once: most modules share their architecture's rules.
        var rules: [String: String] = [:]
        for context in scope.contexts {
            if let architecture = context.architecture {
                for rule in architecture.rules.values where rules[rule.id] == nil { rules[rule.id] = rule.explanation }
            }
            for ban in context.importBans.values where rules[ban.id] == nil { rules[ban.id] = ban.explanation }
        }
        for peer in config?.peers ?? [] { rules[peer.id] = peer.explanation }
        for explanations in [ModuleRules.explanations, DeclaredDependencies.explanations, SuppressionRules.explanations] {
            rules.merge(explanations) { first, _ in first }
        }
        analysis.checkUnusedSuppressions(knownRules: Set(rules.keys).union(config?.knownRuleIDs ?? []))
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
        report.rules = rules
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
        _ scope: inout Scope, cache: FactsCache?, ahead: ParseAhead
    ) throws(DiagnosticError) -> (FactsTable, [String], [AnalysisCache.Contents?], [String]) {
        let files = scope.files
        let base = scope.base
        // What was parsed while the scope was worked out is not parsed again.
        let parsedAhead = ahead.handOver()
        let remaining = parsedAhead.isEmpty ? Array(files.indices) : files.indices.filter { !parsedAhead.contains(files[$0].path) }
        // Largest first, so that no core is left waiting on a large file parsed last (sizes the cache recorded need no
        // `stat`: most of those files it serves unparsed). The others are asked for on all cores: a `stat` per file, one
        // after the other, was a few percent of an uncached run of small files. Without a cache every file is read
        // anyway, so it is read here and sized by what was read: a `stat` by path before each read was a millisecond
        // of kernel time in an uncached run of the bench's 342 generated files (1% of its CPU time).
        let found = Slots<Int>(count: files.count)
        let readEarly = Slots<FactsCache.FileRead>(count: cache == nil ? files.count : 0)
        DispatchQueue.concurrentPerform(iterations: remaining.count) { position in
            let index = remaining[position]
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
        let order = remaining.sorted { sizes[$0] > sizes[$1] }
        let extractions = Slots<FileExtraction>(count: files.count)
        onLargeStacks(order.count) { position in
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
        if !parsedAhead.isEmpty {
            let early = ahead.results()
            for index in files.indices where parsedAhead.contains(files[index].path) {
                extractions[index] = early[files[index].path] ?? FileExtraction.of(files[index].path, cache: cache, base: base)
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
            case .tooSlow(let line, let column):
                failure = Diagnostic(
                    "'\(file.displayPath)' opens '[' inside '[' so deeply here that SwiftParser would take too long on it (its time doubles with every '[' open), too slow to check",
                    at: SourceLocation(file: file.path, line: line, column: column),
                    hint: "split the literal or type into named parts; or leave the file out with 'check: exclude:' in scaffold.yml")
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
