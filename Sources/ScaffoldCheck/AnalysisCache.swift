import Foundation
import ScaffoldManifest

/// The analysis of an earlier `check` (`Analysis`: resolution and rules over every file's facts), so that a run
/// over an unchanged tree does not resolve a single reference again (docs/ARCHITECTURE.md#check).
///
/// Where: `.scaffold/check-cache/analysis.bin`, beside `facts.bin` (`FactsCache`), with the same safety: read and
/// written without following links, replaced by an atomic rename (concurrent runs: the last writer wins, a lost
/// entry is only computed again), every entry checksummed, anything damaged or foreign ignored.
///
/// Keyed on everything `Analysis` is computed from, since it is a pure function of them: the scope as built this
/// run (every file's path, shown path, layer, context and whether it is checked; every context's module, rules,
/// type-name collectors, import bans and dependencies, whatever scaffold.yml, manifests or Package.swift they
/// came from), each file's contents (size and XXH64, which determine its facts) or that it has no facts, whether
/// the type graph is kept, the scaffold version and both caches' formats. The key is 128 bits: XXH64 of that
/// serialization with two seeds. So a changed file, manifest, spec path, configuration or version is a miss, and
/// the analysis is computed as without a cache. What follows the analysis (module dependencies from specs, empty
/// layers, the baseline, the report) is recomputed every run.
///
/// The file keeps the `entryLimit` most recently computed analyses, so that `check`, `graph` (which keeps the
/// type graph) and partial runs do not evict each other.
enum AnalysisCache {
    /// Bump when `Analysis`, what it is computed from, or this encoding changes.
    static let schemaVersion: UInt32 = 6
    static let fileName = "analysis.bin"
    static let entryLimit = 4
    private static let magic: [UInt8] = Array("SCAN".utf8)

    struct Key: Hashable {
        var low: UInt64
        var high: UInt64
    }

    /// A file's contents as the facts were taken from: nil when it has none (unreadable or too deep, outside the checked paths).
    struct Contents: Hashable {
        var size: Int
        var hash: UInt64
    }

    static func key(scope: Scope, contents: [Contents?], buildGraph: Bool) -> Key {
        var writer = ByteWriter()
        writer.bytes += magic
        writer.fixed32(schemaVersion)
        writer.fixed32(FactsCache.schemaVersion)
        writer.string(ScaffoldVersion.current)
        writer.byte(buildGraph ? 1 : 0)
        writer.varint(UInt64(scope.contexts.count))
        for context in scope.contexts { context.writeKey(&writer) }
        writer.varint(UInt64(scope.files.count))
        for (file, contents) in zip(scope.files, contents) {
            writer.string(file.path)
            writer.string(file.displayPath)
            writer.optionalString(file.layer)
            writer.varint(UInt64(file.context))
            writer.optionalString(file.packageTarget)
            writer.byte(file.isChecked ? 1 : 0)
            if let contents {
                writer.byte(1)
                writer.varint(UInt64(contents.size))
                writer.fixed(contents.hash)
            } else {
                writer.byte(0)
            }
        }
        return writer.bytes.withUnsafeBytes { Key(low: XXH64.hash($0, seed: 0), high: XXH64.hash($0, seed: 0x5CAF_F01D)) }
    }

    /// The cached analysis with this key under `root`, if there is one and it decodes.
    static func load(root: String, key: Key) -> Analysis? {
        guard let bytes = FactsCache.readFile(root: root, name: fileName) else { return nil }
        for entry in entries(bytes) where entry.key == key {
            return bytes.withUnsafeBytes { buffer in
                var reader = ByteReader(UnsafeRawBufferPointer(rebasing: buffer[entry.payload]))
                return try? Analysis.decode(&reader)
            }
        }
        return nil
    }

    /// Adds the analysis with this key under `root`, before the other valid entries, keeping `entryLimit` in all.
    static func save(root: String, key: Key, analysis: Analysis) {
        var body = ByteWriter()
        body.fixed(key.low)
        body.fixed(key.high)
        analysis.encode(&body)
        var output = ByteWriter()
        output.bytes += magic
        output.fixed32(schemaVersion)
        output.string(ScaffoldVersion.current)
        let old = FactsCache.readFile(root: root, name: fileName) ?? []
        let kept = entries(old).filter { $0.key != key }.prefix(entryLimit - 1)
        output.varint(UInt64(1 + kept.count))
        output.varint(UInt64(body.bytes.count))
        output.fixed(body.bytes.withUnsafeBytes { XXH64.hash($0) })
        output.bytes += body.bytes
        for entry in kept { output.bytes += old[entry.frame] }
        FactsCache.writeFile(root: root, name: fileName, output.bytes)
    }

    private struct Entry {
        var key: Key
        var frame: Range<Int>
        var payload: Range<Int>
    }

    /// The valid entries, in order; a damaged one is skipped, a damaged frame ends the list.
    private static func entries(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        CacheFrames.read(bytes, magic: magic, schemaVersion: schemaVersion, limit: entryLimit) { inner, frame, bodyStart in
            let key = Key(low: try inner.fixed(), high: try inner.fixed())
            entries.append(Entry(key: key, frame: frame, payload: bodyStart + inner.position..<frame.upperBound))
        }
        return entries
    }
}

// MARK: The key's serialization of what the analysis reads

extension CheckContext {
    fileprivate func writeKey(_ writer: inout ByteWriter) {
        writer.optionalString(module)
        if let architecture {
            writer.byte(1)
            architecture.writeKey(&writer)
        } else {
            writer.byte(0)
        }
        if let dependencies {
            writer.byte(1)
            writer.stringList(dependencies)
        } else {
            writer.byte(0)
        }
        writer.optionalString(specPath)
        writer.varint(UInt64(typeCollectors.count))
        for collector in typeCollectors {
            writer.string(collector.name.value)
            writer.stringList(collector.paths.map(\.text))
            writer.stringList(collector.types.map(\.text))
        }
        writer.varint(UInt64(importBans.count))
        for (layer, ban) in importBans.sorted(by: { $0.key < $1.key }) {
            writer.string(layer)
            writer.string(ban.id)
            writer.string(ban.layer)
            writer.stringList(ban.modules.sorted())
        }
        writer.optionalString(dependenciesDeclaredIn)
    }
}

extension Architecture {
    fileprivate func writeKey(_ writer: inout ByteWriter) {
        writer.string(name)
        writer.stringList(layers)
        writer.varint(UInt64(rules.count))
        for (layer, rule) in rules.sorted(by: { $0.key < $1.key }) {
            writer.string(layer)
            writer.string(rule.id)
            writer.string(rule.layer)
            writer.string(rule.why)
            writer.varint(UInt64(rule.allows.count))
            for allowance in rule.allows {
                writer.string(allowance.layer)
                switch allowance.kinds {
                case .all: writer.byte(0)
                case .abstractions: writer.byte(1)
                case .values: writer.byte(2)
                }
                switch allowance.modules {
                case .any: writer.byte(0)
                case .same: writer.byte(1)
                case .others: writer.byte(2)
                }
            }
        }
    }
}

// MARK: Encoding of an analysis

/// Strings written once and referred to by index, for the many repeated names, layers and explanations.
private struct StringTable {
    private var indices: [String: Int] = [:]
    private(set) var strings: [String] = []

    mutating func index(_ string: String) -> UInt64 {
        if let known = indices[string] { return UInt64(known) }
        indices[string] = strings.count
        strings.append(string)
        return UInt64(strings.count - 1)
    }
}

extension Analysis {
    /// A table of the distinct strings, then every stored property of `Analysis`, strings as indices.
    func encode(_ writer: inout ByteWriter) {
        var table = StringTable()
        var body = ByteWriter()
        func string(_ value: String) { body.varint(table.index(value)) }
        func optional(_ value: String?) { body.varint(value.map { table.index($0) + 1 } ?? 0) }
        func endpoint(_ value: Endpoint) {
            string(value.type)
            string(value.layer)
            optional(value.module)
        }
        func violation(_ value: Violation) {
            string(value.rule)
            endpoint(value.from)
            endpoint(value.to)
            string(value.file)
            body.varint(UInt64(value.line))
            body.varint(UInt64(value.column))
            string(value.explanation)
        }
        func violationList(_ values: [Violation]) {
            body.varint(UInt64(values.count))
            for value in values { violation(value) }
        }
        func strings(_ values: some Collection<String>) {
            body.varint(UInt64(values.count))
            for value in values { string(value) }
        }
        func edges(_ values: [DependencyGraph.Pair: DependencyGraph.Edge]) {
            body.varint(UInt64(values.count))
            for (pair, edge) in values {
                endpoint(pair.from)
                endpoint(pair.to)
                body.varint(UInt64(edge.count))
                strings(edge.rules.sorted())
            }
        }
        violationList(violations)
        body.varint(UInt64(suppressions.count))
        for suppression in suppressions {
            violation(suppression.violation)
            optional(suppression.reason)
        }
        edges(graph.typeEdges)
        edges(graph.importEdges)
        strings(layersMatchedByType.sorted())
        body.byte(hasLayers ? 1 : 0)
        strings(unassignedFiles)
        body.varint(UInt64(unassignedTypes.count))
        for type in unassignedTypes {
            string(type.name)
            string(type.file)
            body.varint(UInt64(type.line))
        }
        body.varint(UInt64(crossModule.count))
        for (file, use) in crossModule {
            body.varint(UInt64(file))
            violation(use)
        }
        body.varint(UInt64(isChecked.count))
        for checked in isChecked { body.byte(checked ? 1 : 0) }
        violationList(outside)
        strings(modulesUsingOthers.sorted())
        body.varint(UInt64(ignoreSites.count))
        for site in ignoreSites {
            violation(site.finding)
            strings(site.rules)
            body.byte(site.standsAlone ? 1 : 0)
        }
        writer.varint(UInt64(table.strings.count))
        for value in table.strings { writer.string(value) }
        writer.bytes += body.bytes
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> Analysis {
        let stringCount = try reader.count()
        guard stringCount <= reader.remaining else { throw ByteReader.Malformed() }
        var table: [String] = []
        table.reserveCapacity(stringCount)
        for _ in 0..<stringCount { table.append(try reader.string()) }
        func count() throws(ByteReader.Malformed) -> Int {
            let count = try reader.count()
            // Every item takes at least a byte: a larger count is damage, not a reason to allocate.
            guard count <= reader.remaining else { throw ByteReader.Malformed() }
            return count
        }
        func flag() throws(ByteReader.Malformed) -> Bool {
            switch try reader.byte() {
            case 0: return false
            case 1: return true
            default: throw ByteReader.Malformed()
            }
        }
        func string() throws(ByteReader.Malformed) -> String {
            let index = try reader.count()
            guard index < table.count else { throw ByteReader.Malformed() }
            return table[index]
        }
        func optional() throws(ByteReader.Malformed) -> String? {
            let index = try reader.count()
            guard index <= table.count else { throw ByteReader.Malformed() }
            return index == 0 ? nil : table[index - 1]
        }
        func endpoint() throws(ByteReader.Malformed) -> Endpoint {
            Endpoint(type: try string(), layer: try string(), module: try optional())
        }
        func violation() throws(ByteReader.Malformed) -> Violation {
            Violation(
                rule: try string(), from: try endpoint(), to: try endpoint(), file: try string(), line: try reader.count(),
                column: try reader.count(), explanation: try string())
        }
        func violations() throws(ByteReader.Malformed) -> [Violation] {
            let count = try count()
            var values: [Violation] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try violation()) }
            return values
        }
        func strings() throws(ByteReader.Malformed) -> [String] {
            let count = try count()
            var values: [String] = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(try string()) }
            return values
        }
        func edges() throws(ByteReader.Malformed) -> [DependencyGraph.Pair: DependencyGraph.Edge] {
            let count = try count()
            var values: [DependencyGraph.Pair: DependencyGraph.Edge] = [:]
            values.reserveCapacity(count)
            for _ in 0..<count {
                let pair = DependencyGraph.Pair(from: try endpoint(), to: try endpoint())
                values[pair] = DependencyGraph.Edge(count: try reader.count(), rules: Set(try strings()))
            }
            return values
        }
        var analysis = Analysis()
        analysis.violations = try violations()
        for _ in 0..<(try count()) {
            analysis.suppressions.append(SuppressedViolation(violation: try violation(), reason: try optional()))
        }
        analysis.graph.typeEdges = try edges()
        analysis.graph.importEdges = try edges()
        analysis.layersMatchedByType = Set(try strings())
        analysis.hasLayers = try flag()
        analysis.unassignedFiles = try strings()
        for _ in 0..<(try count()) {
            analysis.unassignedTypes.append(UnassignedType(name: try string(), file: try string(), line: try reader.count()))
        }
        for _ in 0..<(try count()) {
            let file = try reader.count()
            analysis.crossModule.append(try violation(), file: file)
        }
        for _ in 0..<(try count()) { analysis.isChecked.append(try flag()) }
        analysis.outside = try violations()
        analysis.modulesUsingOthers = Set(try strings())
        for _ in 0..<(try count()) {
            analysis.ignoreSites.append(IgnoreSite(finding: try violation(), rules: try strings(), standsAlone: try flag()))
        }
        guard reader.remaining == 0 else { throw ByteReader.Malformed() }
        return analysis
    }
}
