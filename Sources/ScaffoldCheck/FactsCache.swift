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
    static let schemaVersion: UInt32 = 7
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
    static func contents(of path: String, key: String?, cache: FactsCache?) -> FileRead? {
        guard let cache, let key else {
            return FileManager.default.contents(atPath: path).map { FileRead(size: $0.count, hash: 0, data: $0) }
        }
        let signature = FileSignature.of(path)
        if let signature, let entry = cache.entries[key], entry.signature == signature {
            return FileRead(size: entry.size, hash: entry.hash, data: nil, signature: signature)
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return FileRead(size: data.count, hash: data.withUnsafeBytes { XXH64.hash($0) }, data: data, signature: signature)
    }

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

    // MARK: Files, never through a symbolic link

    /// The cache folder, opened (and created when `create`) one component at a time without following links.
    private static func openFolder(root: String, create: Bool) -> Int32? {
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        for name in folderPath {
            if create { _ = mkdirat(folder, name, 0o755) }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(folder)
            guard next >= 0 else { return nil }
            folder = next
        }
        return folder
    }

    /// The whole file `name` of the cache folder under `root`; nil when absent, unreadable or not a regular file.
    static func readFile(root: String, name fileName: String) -> [UInt8]? {
        guard let folder = openFolder(root: root, create: false) else { return nil }
        defer { close(folder) }
        let file = openat(folder, fileName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress! + done, $0.count - done) }
            guard count > 0 else { break }
            done += count
        }
        return done == bytes.count ? bytes : Array(bytes[..<done])
    }

    /// Replaces the file `name` of the cache folder under `root` (creating the folder) by a rename, atomically.
    static func writeFile(root: String, name fileName: String, _ bytes: [UInt8]) {
        guard let folder = openFolder(root: root, create: true) else { return }
        defer { close(folder) }
        let temporary = "\(fileName).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { return }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { write(file, $0.baseAddress! + done, $0.count - done) }
            guard count > 0 else { break }
            done += count
        }
        // rename replaces a link at the destination rather than following it.
        if close(file) != 0 || done != bytes.count || renameat(folder, temporary, folder, fileName) != 0 {
            unlinkat(folder, temporary, 0)
        }
    }
}

/// What `stat` says of a file or folder (following links, as reading it does): the same signature as when an entry
/// was written shows the contents unchanged without reading them (see `FactsCache`).
struct FileSignature: Sendable, Hashable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// Nanoseconds since 1970.
    var modified: Int64
    var changed: Int64

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
        modified = Int64(status.st_mtimespec.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtimespec.tv_nsec)
        changed = Int64(status.st_ctimespec.tv_sec) &* 1_000_000_000 &+ Int64(status.st_ctimespec.tv_nsec)
        #else
        modified = Int64(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_mtim.tv_nsec)
        changed = Int64(status.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(status.st_ctim.tv_nsec)
        #endif
    }

    private init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    static func of(_ path: String) -> FileSignature? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileSignature(status)
    }

    func encode(_ writer: inout ByteWriter) {
        writer.varint(device)
        writer.varint(inode)
        writer.varint(UInt64(bitPattern: size))
        writer.varint(UInt64(bitPattern: modified))
        writer.varint(UInt64(bitPattern: changed))
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FileSignature {
        FileSignature(
            device: try reader.varint(), inode: try reader.varint(), size: Int64(bitPattern: try reader.varint()),
            modified: Int64(bitPattern: try reader.varint()), changed: Int64(bitPattern: try reader.varint()))
    }
}

/// What a folder walk needs of one folder (`FolderWalk`): its Swift files and subfolders (names, not hidden), the
/// names of its links to Swift files (whose targets are looked at every run: they change without the folder), and
/// whether it holds `.scaffold`.
struct FolderListing: Sendable, Equatable {
    var files: [String] = []
    var folders: [String] = []
    var links: [String] = []
    var holdsScaffold = false

    /// `4` (no other payload starts so), then each list, then the flag.
    func encode(_ writer: inout ByteWriter) {
        writer.byte(4)
        for list in [files, folders, links] {
            writer.varint(UInt64(list.count))
            for name in list { writer.string(name) }
        }
        writer.byte(holdsScaffold ? 1 : 0)
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FolderListing {
        guard try reader.byte() == 4 else { throw ByteReader.Malformed() }
        var lists: [[String]] = []
        for _ in 0..<3 {
            let count = try reader.count()
            guard count <= reader.remaining else { throw ByteReader.Malformed() }
            var list: [String] = []
            for _ in 0..<count { list.append(try reader.string()) }
            lists.append(list)
        }
        let flag = try reader.byte()
        guard flag <= 1, reader.remaining == 0 else { throw ByteReader.Malformed() }
        return FolderListing(files: lists[0], folders: lists[1], links: lists[2], holdsScaffold: flag == 1)
    }
}

// MARK: Encoding of the facts

extension FileFacts.Extraction {
    /// `0, facts` or `1, line, column`. Facts: a table of the file's distinct strings, then declarations,
    /// references, imports, extensions and ignore comments, strings as indices into the table.
    func encode(_ writer: inout ByteWriter) {
        switch self {
        case .tooDeep(let line, let column):
            writer.byte(1)
            writer.varint(UInt64(line))
            writer.varint(UInt64(column))
        case .facts(let facts):
            writer.byte(0)
            var table: [String: Int] = [:]
            var strings: [String] = []
            func index(_ string: String) -> UInt64 {
                if let known = table[string] { return UInt64(known) }
                table[string] = strings.count
                strings.append(string)
                return UInt64(strings.count - 1)
            }
            var body = ByteWriter()
            body.varint(UInt64(facts.declarations.count))
            for item in facts.declarations {
                body.varint(index(item.name))
                body.varint(index(item.kind.rawValue))
                body.varint(UInt64(item.line))
                body.varint(UInt64(item.column))
                body.byte(item.isFilePrivate ? 1 : 0)
                body.varint(UInt64(item.parameters.count))
                for parameter in item.parameters { body.varint(index(parameter)) }
                body.varint(UInt64(item.inherits.count))
                for name in item.inherits { body.varint(index(name)) }
                body.varint(UInt64(item.aliased.count))
                for name in item.aliased { body.varint(index(name)) }
            }
            body.varint(UInt64(facts.references.count))
            for item in facts.references {
                body.varint(item.context.map { index($0) + 1 } ?? 0)
                body.varint(index(item.name))
                body.varint(UInt64(item.line))
                body.varint(UInt64(item.column))
            }
            body.varint(UInt64(facts.imports.count))
            for item in facts.imports {
                body.varint(index(item.module))
                body.varint(UInt64(item.line))
                body.varint(UInt64(item.column))
                body.byte(item.isExported ? 1 : 0)
            }
            body.varint(UInt64(facts.extensions.count))
            for item in facts.extensions {
                body.varint(index(item.name))
                body.varint(UInt64(item.inherits.count))
                for name in item.inherits { body.varint(index(name)) }
            }
            body.varint(UInt64(facts.ignores.count))
            for (line, ignore) in facts.ignores.sorted(by: { $0.key < $1.key }) {
                body.varint(UInt64(line))
                body.varint(UInt64(ignore.column))
                body.varint(UInt64(ignore.rules.count))
                for rule in ignore.rules { body.varint(index(rule)) }
                body.varint(ignore.reason.map { index($0) + 1 } ?? 0)
            }
            writer.varint(UInt64(strings.count))
            for string in strings { writer.string(string) }
            writer.bytes += body.bytes
        }
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> FileFacts.Extraction {
        switch try reader.byte() {
        case 1:
            return .tooDeep(line: try reader.count(), column: try reader.count())
        case 0:
            let stringCount = try reader.count()
            var strings: [String] = []
            strings.reserveCapacity(min(stringCount, reader.remaining))
            for _ in 0..<stringCount { strings.append(try reader.string()) }
            func string() throws(ByteReader.Malformed) -> String {
                let index = try reader.count()
                guard index < strings.count else { throw ByteReader.Malformed() }
                return strings[index]
            }
            func count() throws(ByteReader.Malformed) -> Int {
                let count = try reader.count()
                // Every item takes at least a byte: a larger count is damage, not a reason to allocate.
                guard count <= reader.remaining else { throw ByteReader.Malformed() }
                return count
            }
            var facts = FileFacts()
            let declarationCount = try count()
            facts.declarations.reserveCapacity(declarationCount)
            for _ in 0..<declarationCount {
                let name = try string()
                guard let kind = TypeKind(rawValue: try string()) else { throw ByteReader.Malformed() }
                var declaration = FileFacts.Declaration(name: name, kind: kind, line: try reader.count(), column: try reader.count())
                switch try reader.byte() {
                case 0: break
                case 1: declaration.isFilePrivate = true
                default: throw ByteReader.Malformed()
                }
                for _ in 0..<(try count()) { declaration.parameters.append(try string()) }
                for _ in 0..<(try count()) { declaration.inherits.append(try string()) }
                for _ in 0..<(try count()) { declaration.aliased.append(try string()) }
                facts.declarations.append(declaration)
            }
            let referenceCount = try count()
            facts.references.reserveCapacity(referenceCount)
            for _ in 0..<referenceCount {
                let context = try reader.count()
                guard context <= strings.count else { throw ByteReader.Malformed() }
                facts.references.append(
                    FileFacts.Reference(
                        context: context == 0 ? nil : strings[context - 1], name: try string(), line: try reader.count(),
                        column: try reader.count()))
            }
            for _ in 0..<(try count()) {
                var item = FileFacts.Import(module: try string(), line: try reader.count(), column: try reader.count())
                switch try reader.byte() {
                case 0: break
                case 1: item.isExported = true
                default: throw ByteReader.Malformed()
                }
                facts.imports.append(item)
            }
            for _ in 0..<(try count()) {
                var item = FileFacts.Extension(name: try string())
                for _ in 0..<(try count()) { item.inherits.append(try string()) }
                facts.extensions.append(item)
            }
            for _ in 0..<(try count()) {
                let line = try reader.count()
                let column = try reader.count()
                var rules: [String] = []
                for _ in 0..<(try count()) { rules.append(try string()) }
                let reason = try reader.count()
                guard reason <= strings.count else { throw ByteReader.Malformed() }
                facts.ignores[line] = IgnoreComment(rules: rules, reason: reason == 0 ? nil : strings[reason - 1], column: column)
            }
            guard reader.remaining == 0 else { throw ByteReader.Malformed() }
            return .facts(facts)
        default:
            throw ByteReader.Malformed()
        }
    }
}

// MARK: Encoding of manifest outlines

extension Manifest.Outline {
    /// `2` (no extraction starts so), module, architecture, spec, root, layout, then each file's path and layer,
    /// layers as indices into a table of the distinct ones. An absent spec or layout is a `0`, a present one `1, text`.
    func encode(_ writer: inout ByteWriter) {
        writer.byte(2)
        writer.string(module)
        writer.string(architecture)
        writer.optionalString(spec)
        writer.string(root)
        writer.optionalString(layout)
        var layers: [String] = []
        var table: [String: Int] = [:]
        for file in files where table[file.layer] == nil {
            table[file.layer] = layers.count
            layers.append(file.layer)
        }
        writer.varint(UInt64(layers.count))
        for layer in layers { writer.string(layer) }
        writer.varint(UInt64(files.count))
        for file in files {
            writer.string(file.path)
            writer.varint(UInt64(table[file.layer]!))
        }
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> Manifest.Outline {
        guard try reader.byte() == 2 else { throw ByteReader.Malformed() }
        let module = try reader.string()
        let architecture = try reader.string()
        let spec = try reader.optionalString()
        let root = try reader.string()
        let layout = try reader.optionalString()
        let layerCount = try reader.count()
        guard layerCount <= reader.remaining else { throw ByteReader.Malformed() }
        var layers: [String] = []
        for _ in 0..<layerCount { layers.append(try reader.string()) }
        let fileCount = try reader.count()
        guard fileCount <= reader.remaining else { throw ByteReader.Malformed() }
        var files: [Manifest.Outline.File] = []
        files.reserveCapacity(fileCount)
        for _ in 0..<fileCount {
            let path = try reader.string()
            let layer = try reader.count()
            guard layer < layers.count else { throw ByteReader.Malformed() }
            files.append(Manifest.Outline.File(path: path, layer: layers[layer]))
        }
        guard reader.remaining == 0 else { throw ByteReader.Malformed() }
        var outline = Manifest.Outline(module: module, architecture: architecture, spec: spec, root: root, files: files)
        outline.layout = layout
        return outline
    }
}

// MARK: Encoding of Package.swift declarations

extension PackageModules.Declarations {
    /// `3` (neither an extraction nor an outline starts so), the name, each target (name, kind, path, sources,
    /// exclude, dependencies: `0, name` for a target, `1, name, package` for a product), then the products by name.
    func encode(_ writer: inout ByteWriter) {
        writer.byte(3)
        writer.optionalString(name)
        writer.varint(UInt64(targets.count))
        for target in targets {
            writer.string(target.name)
            writer.string(target.kind.rawValue)
            writer.optionalString(target.path)
            if let sources = target.sources {
                writer.byte(1)
                writer.stringList(sources)
            } else {
                writer.byte(0)
            }
            writer.stringList(target.exclude)
            writer.varint(UInt64(target.dependencies.count))
            for dependency in target.dependencies {
                switch dependency {
                case .target(let name):
                    writer.byte(0)
                    writer.string(name)
                case .product(let name, let package):
                    writer.byte(1)
                    writer.string(name)
                    writer.string(package)
                }
            }
        }
        writer.varint(UInt64(products.count))
        for (product, targets) in products.sorted(by: { $0.key < $1.key }) {
            writer.string(product)
            writer.stringList(targets)
        }
    }

    static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> PackageModules.Declarations {
        guard try reader.byte() == 3 else { throw ByteReader.Malformed() }
        func count() throws(ByteReader.Malformed) -> Int {
            let count = try reader.count()
            guard count <= reader.remaining else { throw ByteReader.Malformed() }
            return count
        }
        func strings() throws(ByteReader.Malformed) -> [String] {
            var values: [String] = []
            for _ in 0..<(try count()) { values.append(try reader.string()) }
            return values
        }
        let name = try reader.optionalString()
        var targets: [PackageTarget] = []
        for _ in 0..<(try count()) {
            let name = try reader.string()
            guard let kind = PackageTarget.Kind(rawValue: try reader.string()) else { throw ByteReader.Malformed() }
            let path = try reader.optionalString()
            let sources: [String]?
            switch try reader.byte() {
            case 0: sources = nil
            case 1: sources = try strings()
            default: throw ByteReader.Malformed()
            }
            let exclude = try strings()
            var dependencies: [TargetDependency] = []
            for _ in 0..<(try count()) {
                switch try reader.byte() {
                case 0: dependencies.append(.target(try reader.string()))
                case 1: dependencies.append(.product(name: try reader.string(), package: try reader.string()))
                default: throw ByteReader.Malformed()
                }
            }
            targets.append(PackageTarget(name: name, kind: kind, path: path, sources: sources, exclude: exclude, dependencies: dependencies))
        }
        var products: [String: [String]] = [:]
        for _ in 0..<(try count()) { products[try reader.string()] = try strings() }
        guard reader.remaining == 0 else { throw ByteReader.Malformed() }
        return PackageModules.Declarations(name: name, targets: targets, products: products)
    }
}

struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// LEB128: seven bits a byte, low bits first.
    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func fixed(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func fixed32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func string(_ value: String) {
        varint(UInt64(value.utf8.count))
        bytes += value.utf8
    }

    mutating func stringList(_ values: [String]) {
        varint(UInt64(values.count))
        for value in values { string(value) }
    }

    /// `0` for nil, else `1` and the string.
    mutating func optionalString(_ value: String?) {
        guard let value else { return byte(0) }
        byte(1)
        string(value)
    }
}

/// Reads what `ByteWriter` wrote; anything out of bounds or out of range throws.
/// The framing both cache files share (`facts.bin`, `analysis.bin`): a header (magic, format version, scaffold
/// version), an entry count, then each entry as its length, the XXH64 of its body, and the body.
enum CacheFrames {
    /// Calls `entry` with a reader over each entry's body whose checksum holds, the entry's whole frame and where its
    /// body starts, for at most `limit` entries. A damaged entry is skipped (its frame still says where the next one
    /// starts); a truncated file, a foreign header or a body `entry` cannot read ends the list with what was read.
    static func read(
        _ bytes: [UInt8], magic: [UInt8], schemaVersion: UInt32, limit: Int, expecting: (_ count: Int) -> Void = { _ in },
        entry: (_ body: inout ByteReader, _ frame: Range<Int>, _ bodyStart: Int) throws -> Void
    ) {
        bytes.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            do {
                guard try reader.take(magic.count).elementsEqual(magic), try reader.fixed32() == schemaVersion,
                    try reader.string() == ScaffoldVersion.current
                else { return }
                let count = try reader.varint()
                // Every entry takes more than a byte: a larger count is damage, not a reason to reserve.
                expecting(Int(min(count, UInt64(limit), UInt64(reader.remaining))))
                for _ in 0..<min(count, UInt64(limit)) {
                    let start = reader.position
                    let length = try reader.count()
                    let checksum = try reader.fixed()
                    let bodyStart = reader.position
                    let body = try reader.take(length)
                    guard XXH64.hash(body) == checksum else { continue }
                    var inner = ByteReader(body)
                    try entry(&inner, start..<reader.position, bodyStart)
                }
            } catch {
                // Truncated: the entries read so far are whole and checked.
            }
        }
    }
}

struct ByteReader {
    struct Malformed: Error {}

    private let buffer: UnsafeRawBufferPointer
    private(set) var position = 0

    init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    var remaining: Int { buffer.count - position }

    mutating func byte() throws(Malformed) -> UInt8 {
        guard position < buffer.count else { throw Malformed() }
        position += 1
        return buffer[position - 1]
    }

    mutating func varint() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Malformed() }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// A varint that fits an `Int`: a count, a length, a line or a column.
    mutating func count() throws(Malformed) -> Int {
        let value = try varint()
        guard value <= UInt64(Int32.max) else { throw Malformed() }
        return Int(value)
    }

    mutating func take(_ count: Int) throws(Malformed) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= remaining else { throw Malformed() }
        position += count
        return UnsafeRawBufferPointer(rebasing: buffer[position - count..<position])
    }

    mutating func fixed() throws(Malformed) -> UInt64 {
        UInt64(littleEndian: try take(8).loadUnaligned(as: UInt64.self))
    }

    mutating func fixed32() throws(Malformed) -> UInt32 {
        UInt32(littleEndian: try take(4).loadUnaligned(as: UInt32.self))
    }

    mutating func string() throws(Malformed) -> String {
        String(decoding: try take(try count()), as: UTF8.self)
    }

    mutating func optionalString() throws(Malformed) -> String? {
        switch try byte() {
        case 0: return nil
        case 1: return try string()
        default: throw Malformed()
        }
    }
}

/// XXH64, eight bytes at a time: the content hash of source files and manifests (seed 0), the checksum of cache
/// entries, and with two seeds the key of a cached analysis.
enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func merge(_ accumulator: UInt64, _ value: UInt64) -> UInt64 {
        (accumulator ^ round(0, value)) &* prime1 &+ prime4
    }

    static func hash(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = buffer.count
        var index = 0
        func load(_ offset: Int) -> UInt64 { UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var hash: UInt64
        if count >= 32 {
            var v1 = seed &+ prime1 &+ prime2, v2 = seed &+ prime2, v3 = seed, v4 = seed &- prime1
            while index + 32 <= count {
                v1 = round(v1, load(index))
                v2 = round(v2, load(index + 8))
                v3 = round(v3, load(index + 16))
                v4 = round(v4, load(index + 24))
                index += 32
            }
            hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            hash = merge(merge(merge(merge(hash, v1), v2), v3), v4)
        } else {
            hash = seed &+ prime5
        }
        hash = hash &+ UInt64(count)
        while index + 8 <= count {
            hash = rotate(hash ^ round(0, load(index)), 27) &* prime1 &+ prime4
            index += 8
        }
        if index + 4 <= count {
            let word = UInt64(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
            hash = rotate(hash ^ word &* prime1, 23) &* prime2 &+ prime3
            index += 4
        }
        while index < count {
            hash = rotate(hash ^ UInt64(buffer[index]) &* prime5, 11) &* prime1
            index += 1
        }
        hash ^= hash >> 33
        hash = hash &* prime2
        hash ^= hash >> 29
        hash = hash &* prime3
        hash ^= hash >> 32
        return hash
    }
}
