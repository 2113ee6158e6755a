import Foundation

/// What one file gives a check: its facts, or why it has none, and what the cache records of it (the facts phase of
/// `ArchitectureCheck`, one file).
struct FileExtraction: Sendable {
    enum Outcome: Sendable {
        case facts(FileFacts)
        /// The cache holds the facts of these contents: decoded only when asked for (`FactsTable`).
        case cached(FactsCache.FileRead)
        case unreadable
        /// Nested more than `FileFacts.maximumNesting` levels deep here.
        case tooDeep(line: Int, column: Int)
        /// So many `[` open here that SwiftParser would take too long (`NestingScan.bracketBudget`).
        case tooSlow(line: Int, column: Int)
    }

    var outcome: Outcome
    /// With a cache, the contents the facts were taken from (nil without facts), for `AnalysisCache`.
    var contents: AnalysisCache.Contents?
    /// Nil when the cache served the file; otherwise its new cache entry (empty when unreadable or uncached).
    var cacheEntry: [UInt8]?
    /// Whether the file's contents were read (the cache serves a file by its signature otherwise).
    var wasRead = false
    /// Whether this run parsed the file (or could not read it): the cache served the others, resigned or not.
    var parsed = false

    /// A file that could not be read: no facts, and an empty cache entry (nothing is recorded for it).
    static let unreadable = FileExtraction(outcome: .unreadable, cacheEntry: [], parsed: true)

    /// The file at `path`. `read` is its contents when the caller has read them already (only without a cache).
    static func of(_ path: String, cache: FactsCache?, read early: FactsCache.FileRead? = nil, base: BaseFolder = .absolute) -> FileExtraction {
        let key = cache?.key(of: path)
        guard let read = early ?? FactsCache.contents(of: path, key: key, cache: cache, base: base) else {
            return .unreadable
        }
        var result = FileExtraction(outcome: .unreadable, wasRead: read.data != nil)
        let extraction: FileFacts.Extraction
        if let cache, let key {
            if cache.holdsFacts(key: key, size: read.size, hash: read.hash) {
                result.outcome = .cached(read)
                result.contents = AnalysisCache.Contents(size: read.size, hash: read.hash)
                result.cacheEntry = cache.resigned(key: key, read)
                return result
            } else if let cached = cache.extraction(key: key, size: read.size, hash: read.hash) {
                extraction = cached
                result.cacheEntry = cache.resigned(key: key, read)
            } else {
                extraction = FactsTable.extract(path, read.data, base: base)
                result.cacheEntry = cache.frame(key: key, read, extraction: extraction)
                result.parsed = true
            }
        } else {
            extraction = FactsTable.extract(path, read.data, base: base)
            result.cacheEntry = []
            result.parsed = true
        }
        switch extraction {
        case .facts(let facts):
            result.outcome = .facts(facts)
            if cache != nil { result.contents = AnalysisCache.Contents(size: read.size, hash: read.hash) }
        case .tooDeep(let line, let column):
            result.outcome = .tooDeep(line: line, column: column)
        case .tooSlow(let line, let column):
            result.outcome = .tooSlow(line: line, column: column)
        }
        return result
    }
}
