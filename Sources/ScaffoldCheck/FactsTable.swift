import Foundation

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
