import Foundation
import ScaffoldManifest
import ScaffoldProject

/// The facts of every file parsed by an earlier `check`, so that an unchanged file is not parsed again
/// (docs/ARCHITECTURE.md#check), the outline of every module manifest read, so that an unchanged manifest
/// (which holds the text of every generated file) is not decoded again, and what each Package.swift declares, so
/// that it is not parsed again. None of them depends on the configuration.
/// What follows (resolution and rules) is cached apart, keyed on everything it reads: `AnalysisCache`.
///
/// Where: `.scaffold/check-cache/facts.bin` under the folder of scaffold.yml (or the working folder without
/// one). Users should git-ignore `.scaffold/check-cache/` (nothing is printed about it); the rest of `.scaffold`
/// is not involved.
///
/// One compact file rather than one per source file: a warm run then costs one read and no directory listing,
/// whatever the number of files, and pruning is writing the entries that are still wanted. Each entry is
/// framed and checksummed on its own (`length, checksum, body`), so a damaged entry is dropped alone and
/// recomputed, never trusted; a damaged frame drops the entries after it. The header carries the scaffold
/// version and `schemaVersion`: any other version drops the whole file.
///
/// An entry is keyed on the file's path (relative to the cache's folder when inside it) and used only when
/// the file's size and the 64-bit XXH64 hash of its contents match. To know that without reading the file, an
/// entry also records the file's `FileSignature` (device, inode, size, modification and change times) as `stat`
/// gave it before the file was read, as git's index does: the same signature is the same contents, since
/// rewriting a file changes its change time, which no program can set back. A signature is only recorded once
/// the file has been left alone for `settleMargin` (a file changed again within its file system's timestamp
/// granularity would keep its times): until then the entry is found by reading and hashing the file.
/// A folder's entry (`folderKey`) holds its listing (`FolderListing`) under the folder's signature, which
/// changes when an entry is added, removed or renamed in it.
/// A Swift file's entry holds its `FileFacts.Extraction`, a module manifest's (`.scaffold/manifest.json`) its
/// `Manifest.Outline`, and a Package.swift has a second entry (`packageKey`) for what it declares
/// (`PackageModules.Declarations`); their payloads start with different tags, so none is ever read as another.
///
/// Concurrent runs: the file is written to a temporary file beside it and renamed over it (atomic), so a
/// reader sees a whole old file or a whole new one; the last writer wins, and a lost entry is only parsed
/// again. Nothing under `.scaffold` is reached through a symbolic link: each folder is opened relative to
/// its parent with `O_NOFOLLOW`, and a folder that is a link disables the cache for the run. A cache that
/// cannot be read or written is ignored silently: the run is the same, only slower.
final class FactsCache: Sendable {
    /// Bump when `FileFacts`, `Manifest.Outline`, `PackageModules.Declarations`, their encodings, or what extraction
    /// or `PackageManifestReader` produces changes.
    static let schemaVersion: UInt32 = 10
    static let folderPath = [".scaffold", "check-cache"]
    static let fileName = "facts.bin"
    private static let magic: [UInt8] = Array("SCFC".utf8)

    /// The folder paths are relative to: the folder of scaffold.yml, or the working folder.
    let root: String
    /// The whole file as read, and the frame of each valid entry in it by key.
    private let bytes: [UInt8]
    private let entries: [String: Entry]
    /// Signatures of files changed after this (nanoseconds since 1970) are not recorded.
    private let settledBefore: Int64

    struct Entry: Sendable {
        var hash: UInt64
        var size: Int
        var signature: FileSignature?
        /// The whole frame (length, checksum, body) in `bytes`, copied as is when the entry is kept.
        var frame: Range<Int>
        var payload: Range<Int>
    }

    /// How long a file must have been left alone for its signature to be recorded: more than any file system's
    /// timestamp granularity (FAT's is two seconds).
    static let settleMargin: Duration = .seconds(3)

    var path: String { ([root] + Self.folderPath + [Self.fileName]).joined(separator: "/") }

    private init(root: String, bytes: [UInt8], entries: [String: Entry], settleMargin: Duration) {
        self.root = root
        self.bytes = bytes
        self.entries = entries
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let margin = settleMargin.components
        settledBefore = Int64(now.tv_sec) &* 1_000_000_000 &+ Int64(now.tv_nsec) &- margin.seconds &* 1_000_000_000 &- margin.attoseconds / 1_000_000_000
    }

    /// Reads the cache under `root`; an absent, unreadable or foreign file gives an empty cache.
    /// - Parameter settleMargin: see `settleMargin`; tests shorten it to see signatures recorded at once.
    static func load(root: String, settleMargin: Duration = settleMargin) -> FactsCache {
        let root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        guard let bytes = readFile(root: root, name: fileName) else {
            return FactsCache(root: root, bytes: [], entries: [:], settleMargin: settleMargin)
        }
        return FactsCache(root: root, bytes: bytes, entries: parse(bytes), settleMargin: settleMargin)
    }

    /// A file's contents as an entry needs them.
    struct FileRead: Sendable {
        var size: Int
        /// XXH64 of the contents; 0 without a cache.
        var hash: UInt64
        /// Nil when the signature showed the file unchanged since its entry was written, so it was not read.
        var data: Data?
        /// As `stat` gave it before reading; nil without a cache.
        var signature: FileSignature?
    }

    /// The file at `path` for the entry `key`: when its signature is the entry's, the size and hash recorded
    /// there, without reading it; otherwise its contents, read after taking its signature, and their hash. Without
    /// a cache, its contents only. Nil when it cannot be read.
    static func contents(of path: String, key: String?, cache: FactsCache?, base: BaseFolder = .absolute) -> FileRead? {
        guard let cache, let key else {
            return base.contents(of: path).map { FileRead(size: $0.count, hash: 0, data: $0) }
        }
        let signature = FileSignature.of(path, base: base)
        if let signature, let entry = cache.entries[key], entry.signature == signature {
            return FileRead(size: entry.size, hash: entry.hash, data: nil, signature: signature)
        }
        guard let data = base.contents(of: path) else { return nil }
        return FileRead(size: data.count, hash: data.withUnsafeBytes { XXH64.hash($0) }, data: data, signature: signature)
    }

    /// The size of the contents recorded for the file with this key, if any: a file the cache is about to serve
    /// need not be looked at to be ordered.
    func recordedSize(key: String) -> Int? { entries[key]?.size }

    /// For an entry that served a file it had to read (its signature was new): the same entry under the file's
    /// signature, so that the next run need not read it; nil when there is nothing new to record.
    func resigned(key: String, _ read: FileRead) -> [UInt8]? {
        guard read.data != nil, let signature = read.signature, isSettled(signature), let entry = entries[key],
            entry.signature != signature
        else { return nil }
        return Self.frame(key: key, size: entry.size, hash: entry.hash, signature: signature) { $0.bytes += bytes[entry.payload] }
    }

    private func isSettled(_ signature: FileSignature) -> Bool {
        max(signature.modified, signature.changed) < settledBefore
    }

    /// The key of a source file.
    func key(of path: String) -> String {
        // By UTF-8, not characters: this runs for every file and folder of a warm run.
        relative(path, to: root) ?? path
    }

    /// The key of what a Package.swift declares: apart from its facts (a hand-written Package.swift is also checked
    /// as a source file). What follows the NUL, which no path holds, is not part of the file's path.
    func packageKey(of path: String) -> String {
        key(of: path) + "\u{0}package"
    }

    /// The cached extraction of the file with this key, size and hash; nil when there is none, it belongs to
    /// other contents, or it does not decode.
    func extraction(key: String, size: Int, hash: UInt64) -> FileFacts.Extraction? {
        guard let entry = entries[key], entry.size == size, entry.hash == hash else { return nil }
        return bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: buffer[entry.payload]))
            return try? FileFacts.Extraction.decode(&reader)
        }
    }

    /// Whether the cache holds the facts (not a refusal as too deep) of the file with this key, size and hash,
    /// without decoding them: the first byte of an extraction says which it is.
    func holdsFacts(key: String, size: Int, hash: UInt64) -> Bool {
        guard let entry = entries[key], entry.size == size, entry.hash == hash, !entry.payload.isEmpty else { return false }
        return bytes[entry.payload.lowerBound] == 0
    }

    /// The cached outline of the module manifest with this key, size and hash; nil as for `extraction`.
    func outline(key: String, size: Int, hash: UInt64) -> Manifest.Outline? {
        guard let entry = entries[key], entry.size == size, entry.hash == hash else { return nil }
        return bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: buffer[entry.payload]))
            return try? Manifest.Outline.decode(&reader)
        }
    }

    /// The cached declarations of the Package.swift with this key (`packageKey`), size and hash; nil as for `extraction`.
    func packageDeclarations(key: String, size: Int, hash: UInt64) -> PackageModules.Declarations? {
        guard let entry = entries[key], entry.size == size, entry.hash == hash else { return nil }
        return bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: buffer[entry.payload]))
            return try? PackageModules.Declarations.decode(&reader)
        }
    }

    /// A new Package.swift entry's frame, for `save`.
    func frame(key: String, _ read: FileRead, package: PackageModules.Declarations) -> [UInt8] {
        Self.frame(key: key, size: read.size, hash: read.hash, signature: settled(read.signature)) { package.encode(&$0) }
    }

    /// A new entry's frame, for `save`.
    func frame(key: String, _ read: FileRead, extraction: FileFacts.Extraction) -> [UInt8] {
        Self.frame(key: key, size: read.size, hash: read.hash, signature: settled(read.signature)) { extraction.encode(&$0) }
    }

    /// A new manifest entry's frame, for `save`.
    func frame(key: String, _ read: FileRead, outline: Manifest.Outline) -> [UInt8] {
        Self.frame(key: key, size: read.size, hash: read.hash, signature: settled(read.signature)) { outline.encode(&$0) }
    }

    private func settled(_ signature: FileSignature?) -> FileSignature? {
        signature.flatMap { isSettled($0) ? $0 : nil }
    }

    // MARK: Folder listings

    /// The key of a folder's listing. What follows the NUL, which no path holds, is not part of the path.
    func folderKey(of path: String) -> String {
        key(of: path) + "\u{0}folder"
    }

    /// The listing recorded for the folder with this key and signature; nil when there is none or it is not the folder's.
    func listing(key: String, signature: FileSignature) -> FolderListing? {
        guard let entry = entries[key], entry.signature == signature else { return nil }
        return bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(UnsafeRawBufferPointer(rebasing: buffer[entry.payload]))
            return try? FolderListing.decode(&reader)
        }
    }

    /// A folder's new entry, for `save`; nil while the folder is not settled (its listing is then read every run).
    func frame(key: String, signature: FileSignature, listing: FolderListing) -> [UInt8]? {
        guard isSettled(signature) else { return nil }
        return Self.frame(key: key, size: 0, hash: 0, signature: signature) { listing.encode(&$0) }
    }

    private static func frame(
        key: String, size: Int, hash: UInt64, signature: FileSignature?, payload: (inout ByteWriter) -> Void
    ) -> [UInt8] {
        var body = ByteWriter()
        body.string(key)
        body.fixed(hash)
        body.varint(UInt64(size))
        if let signature {
            body.byte(1)
            signature.encode(&body)
        } else {
            body.byte(0)
        }
        payload(&body)
        var frame = ByteWriter()
        frame.varint(UInt64(body.bytes.count))
        frame.fixed(body.bytes.withUnsafeBytes { XXH64.hash($0) })
        frame.bytes += body.bytes
        return frame.bytes
    }

    /// Writes the cache again when it changed: `fresh` holds the new entries by key, `used` the keys whose
    /// entry served this run (a list: hashing them all would cost a warm run more than the rest of its
    /// bookkeeping). Other entries are kept while their file exists (a run over other paths must not drop
    /// them) and pruned otherwise.
    func save(fresh: [String: [UInt8]], used: [String]) {
        // Every entry served this run, and nothing new: the file stays as it is (`used` holds keys of entries, each
        // once; were one listed twice, an unused entry would only be kept, never trusted the less).
        if fresh.isEmpty && !entries.isEmpty && used.count == entries.count { return }
        let used = Set(used)
        var frames: [(String, ArraySlice<UInt8>)] = fresh.map { ($0.key, $0.value[...]) }
        var pruned = false
        for (key, entry) in entries where fresh[key] == nil {
            let file = key.utf8.firstIndex(of: 0).map { String(key[..<$0]) } ?? key
            if used.contains(key) || FileManager.default.fileExists(atPath: file.hasPrefix("/") ? file : root + "/" + file) {
                frames.append((key, bytes[entry.frame]))
            } else {
                pruned = true
            }
        }
        guard !fresh.isEmpty || pruned || frames.count != entries.count || entries.isEmpty && bytes.isEmpty else { return }
        frames.sort { $0.0 < $1.0 }
        var output = ByteWriter()
        output.bytes += Self.magic
        output.fixed32(Self.schemaVersion)
        output.string(ScaffoldVersion.current)
        output.varint(UInt64(frames.count))
        for (_, frame) in frames { output.bytes += frame }
        Self.writeFile(root: root, name: Self.fileName, output.bytes)
    }

    // MARK: File format

    private static func parse(_ bytes: [UInt8]) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        CacheFrames.read(bytes, magic: magic, schemaVersion: schemaVersion, limit: bytes.count, expecting: { entries.reserveCapacity($0) }) {
            inner, frame, bodyStart in
            let key = try inner.string()
            let hash = try inner.fixed()
            let size = try inner.count()
            let signature: FileSignature?
            switch try inner.byte() {
            case 0: signature = nil
            case 1: signature = try FileSignature.decode(&inner)
            default: throw ByteReader.Malformed()
            }
            entries[key] = Entry(
                hash: hash, size: size, signature: signature, frame: frame, payload: bodyStart + inner.position..<frame.upperBound)
        }
        return entries
    }
}
