import Foundation
import ScaffoldDiagnostics

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
