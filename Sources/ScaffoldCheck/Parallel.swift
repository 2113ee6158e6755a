import Dispatch
import Foundation

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
