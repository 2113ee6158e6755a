import Foundation

/// Byte offset → 1-based line and column (columns in Unicode scalars, like the rest of scaffold's diagnostics),
/// in O(log lines) whatever the length of the line: a file may hold 100,000 references on one line.
struct LineTable {
    private let source: UnsafeBufferPointer<UInt8>
    private var starts: [Int] = [0]
    /// The scalars in `source[0 ..< k * blockSize]` at `k`; empty when the file is ASCII, where a column
    /// is a distance in bytes.
    private var scalarsBeforeBlock: [Int] = []
    private static let blockShift = 6

    init(_ source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        guard let base = source.baseAddress, !source.isEmpty else { return }
        // This runs over every byte of every file: newlines by memchr (vectorized in libc; a line is some thirty bytes),
        // non-ASCII by the high bits of thirty-two bytes at a time.
        starts.reserveCapacity(source.count / 32 + 1)
        var position = 0
        while position < source.count, let found = memchr(base + position, Int32(UInt8(ascii: "\n")), source.count - position) {
            position = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            starts.append(position)
        }
        let raw = UnsafeRawPointer(base)
        let highs: UInt64 = 0x8080_8080_8080_8080
        var seen: UInt64 = 0
        var index = 0
        while index + 32 <= source.count {
            seen |=
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            index += 32
        }
        var ascii = seen & highs == 0
        while index < source.count {
            ascii = ascii && source[index] < 0x80
            index += 1
        }
        guard !ascii else { return }
        // Every byte that is not a UTF-8 continuation byte (10xxxxxx) starts a scalar; eight bytes at a time, a
        // continuation byte being one whose top bit is set and whose next bit (shifted into the top one) is not.
        let blockSize = 1 << Self.blockShift
        scalarsBeforeBlock.reserveCapacity(source.count / blockSize + 1)
        var scalars = 0
        index = 0
        while index + 8 <= source.count {
            if index & (blockSize - 1) == 0 { scalarsBeforeBlock.append(scalars) }
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            scalars += 8 - (word & ~(word << 1) & highs).nonzeroBitCount
            index += 8
        }
        while index < source.count {
            if index & (blockSize - 1) == 0 { scalarsBeforeBlock.append(scalars) }
            if source[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        scalarsBeforeBlock.append(scalars)
    }

    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 0
        return location(of: offset, near: &line)
    }

    /// As `location(of:)`, looking first at the line index `line` (the previous answer's, which it is set to): a
    /// walk asks in order, so most answers are on the same line or the one before.
    func location(of offset: Int, near line: inout Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), source.count)
        var low = min(max(line, 0), starts.count - 1)
        if starts[low] > offset && low > 0 && starts[low - 1] <= offset {
            low -= 1
        } else if starts[low] > offset || (low + 1 < starts.count && starts[low + 1] <= offset) {
            low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
        }
        line = low
        let start = starts[low]
        guard !scalarsBeforeBlock.isEmpty else { return (low + 1, offset - start + 1) }
        // Most lines are short: their scalars are counted directly; a long one by its blocks.
        let column = offset - start < 256 ? scalars(from: start, to: offset) + 1 : scalars(before: offset) - scalars(before: start) + 1
        return (low + 1, column)
    }

    /// Whether only spaces and tabs come before `offset` on its line.
    func onlyBlanks(before offset: Int) -> Bool {
        var line = 0
        _ = location(of: offset, near: &line)
        let offset = min(max(offset, 0), source.count)
        return source[starts[line]..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The scalars in `source[start..<end]`, eight bytes at a time (see `init`).
    private func scalars(from start: Int, to end: Int) -> Int {
        guard let base = source.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let highs: UInt64 = 0x8080_8080_8080_8080
        var count = 0, index = start
        while index + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            count += 8 - (word & ~(word << 1) & highs).nonzeroBitCount
            index += 8
        }
        while index < end {
            if base[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// The scalars in `source[..<offset]`: a block's count, plus at most a block's bytes.
    private func scalars(before offset: Int) -> Int {
        let block = offset >> Self.blockShift
        var count = scalarsBeforeBlock[block]
        for index in (block << Self.blockShift)..<offset where source[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Whether `needle` occurs in the file: memchr for its rarest-looking byte (a ':' if it has one, as
    /// `scaffold:ignore` has), then a comparison. This runs over every file.
    func contains(_ needle: [UInt8]) -> Bool {
        guard let base = source.baseAddress, !needle.isEmpty, needle.count <= source.count else { return false }
        let anchor = needle.firstIndex(of: UInt8(ascii: ":")) ?? 0
        // Where the anchor byte can be: the needle must fit before and after it.
        var position = anchor
        let last = source.count - needle.count + anchor
        while position <= last, let found = memchr(base + position, Int32(needle[anchor]), last - position + 1) {
            let start = UnsafeRawPointer(found) - UnsafeRawPointer(base) - anchor
            if source[start..<start + needle.count].elementsEqual(needle) { return true }
            position = start + anchor + 1
        }
        return false
    }
}
