import Foundation

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

    static func of(_ path: String, base: BaseFolder = .absolute) -> FileSignature? {
        base.status(of: path).map(FileSignature.init)
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
