import Foundation

/// Parses the files of generated modules while the scope is still being worked out: a module's manifest says which of
/// its files are checked as soon as it is read, long before the walk of the rest of the project ends. Working out the
/// scope keeps about one core busy (listing folders, reading manifests); this thread takes the other one.
///
/// `Scope.build` hands over the paths (`enqueue`); the facts phase takes what was parsed (`handOver`), parses the rest
/// on all cores, and collects the file still in progress with the others (`results`). Paths are compared as strings:
/// a file the scope names differently, or leaves out (`exclude:` is applied before paths get here, so that an excluded
/// file is never read), is parsed again or not at all, never mistaken for another.
final class ParseAhead: @unchecked Sendable {
    private let cache: FactsCache?
    private let condition = NSCondition()
    private var pending: [String] = []
    private var next = 0
    /// Every path taken, parsed or being parsed.
    private var taken: Set<String> = []
    private var parsed: [String: FileExtraction] = [:]
    private var stopped = false
    private var running = false
    private var base = BaseFolder.absolute

    init(cache: FactsCache?) {
        self.cache = cache
    }

    /// Paths to parse, in this order, as they are read from `base`; the thread starts with the first ones.
    func enqueue(_ paths: [String], base: BaseFolder) {
        guard !paths.isEmpty else { return }
        condition.withLock {
            guard !stopped else { return }
            self.base = base
            pending += paths
            if !running {
                running = true
                let thread = Thread { [self] in work() }
                // As `onLargeStacks`: SwiftParser recurses as deep as the source nests (`NestingScan` bounds it).
                thread.stackSize = 64 << 20
                thread.start()
            }
            condition.signal()
        }
    }

    /// Stops taking paths, and returns those taken: parsed, or being parsed (their results come with `results`).
    func handOver() -> Set<String> {
        condition.withLock {
            stopped = true
            condition.signal()
            return taken
        }
    }

    /// The extraction of every path taken, once the thread has finished the one it was on.
    func results() -> [String: FileExtraction] {
        condition.withLock {
            stopped = true
            condition.signal()
            while running { condition.wait() }
            return parsed
        }
    }

    private func work() {
        condition.lock()
        while true {
            if stopped { break }
            guard next < pending.count else {
                condition.wait()
                continue
            }
            let path = pending[next]
            next += 1
            guard taken.insert(path).inserted else { continue }
            let base = base
            condition.unlock()
            let extraction = FileExtraction.of(path, cache: cache, base: base)
            condition.lock()
            parsed[path] = extraction
        }
        running = false
        condition.broadcast()
        condition.unlock()
    }
}
