import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files below the folders to check. Plain readdir: FileManager's enumerator costs more
/// than parsing small files.
///
/// Links: a symbolic link to a Swift file is checked like a file of its own path; a link to a folder is
/// not followed (as git, find and swift-format do not), so links cannot make the walk loop or leave the
/// folders to check; give the link itself as a path to check its target. Each folder is read once, by its
/// identity (device and inode) rather than its path, so that a folder reached twice — two paths to check
/// that overlap through a link, a bind mount of a folder inside itself — is neither walked twice nor forever.
struct FolderWalk {
    private struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    private var visited: Set<Identity> = []
    /// With a cache, the listing of a folder left alone for a while is recorded there, and read back while the folder's
    /// signature stays the same (adding, removing or renaming an entry changes it): a warm run lists no folder.
    private let cache: FactsCache?
    /// New folder entries by key, and the keys of those that served this walk.
    private(set) var freshCacheEntries: [String: [UInt8]] = [:]
    private(set) var usedCacheEntries: [String] = []
    /// How many folders were listed rather than served by the cache.
    private(set) var listed = 0
    /// Called with each generated module's folder (one holding `.scaffold/manifest.json`) as soon as the walk finds it.
    private let foundModule: (@Sendable (String) -> Void)?
    /// Where the folders are looked up from.
    private let base: BaseFolder

    init(cache: FactsCache? = nil, base: BaseFolder = .absolute, foundModule: (@Sendable (String) -> Void)? = nil) {
        self.cache = cache
        self.base = base
        self.foundModule = foundModule
    }

    /// `.swift` files below `folder` with the generated module each is in (the nearest folder holding
    /// `.scaffold/manifest.json`), skipping hidden files and folders (`.build`, `.git`, `.scaffold`)
    /// and folders already walked. Folders are read a level at a time, those of a level on all cores (reading a
    /// folder costs system calls, not computation, and thousands of them would take most of a warm run), then
    /// taken in order, so that which of two paths to one folder is walked does not depend on timing.
    mutating func swiftFiles(under folder: String) -> [(path: String, root: String?)] {
        var result: [(path: String, root: String?)] = []
        var level = [(folder: folder, root: Scope.moduleRoot(above: folder))]
        while !level.isEmpty {
            let reads = Slots<Listing>(count: level.count)
            DispatchQueue.concurrentPerform(iterations: level.count) { [level, cache, base] index in
                reads[index] = Self.list(level[index].folder, cache: cache, base: base)
            }
            var next: [(folder: String, root: String?)] = []
            for ((current, inherited), listing) in zip(level, reads.values) {
                guard let listing, visited.insert(listing.identity).inserted else { continue }
                if !listing.fromCache { listed += 1 }
                if let key = listing.cacheKey {
                    if let entry = listing.cacheEntry { freshCacheEntries[key] = entry } else if listing.fromCache { usedCacheEntries.append(key) }
                }
                let root = listing.isModuleRoot ? current : inherited
                if listing.isModuleRoot { foundModule?(current) }
                for file in listing.files { result.append((file, root)) }
                for folder in listing.folders { next.append((folder, root)) }
            }
            level = next
        }
        return result
    }

    private struct Listing: Sendable {
        var identity: Identity
        var files: [String] = []
        var folders: [String] = []
        var isModuleRoot = false
        /// With a cache: the folder's key, whether its entry served this listing, and else its new entry if any.
        var cacheKey: String?
        var fromCache = false
        var cacheEntry: [UInt8]?
    }

    /// The Swift files and the folders in `folder`, not hidden; nil when it cannot be read. With a cache, the folder's
    /// signature is taken before reading it, so that a change made while it is read shows in the next run.
    private static func list(_ folder: String, cache: FactsCache?, base: BaseFolder) -> Listing? {
        var signature: FileSignature?
        var key: String?
        if let cache {
            guard let info = base.status(of: folder), info.st_mode & S_IFMT == S_IFDIR else { return nil }
            signature = FileSignature(info)
            key = cache.folderKey(of: folder)
            if let signature, let key, let names = cache.listing(key: key, signature: signature) {
                var listing = paths(of: names, in: folder, identity: Identity(device: signature.device, inode: signature.inode), base: base)
                listing.cacheKey = key
                listing.fromCache = true
                return listing
            }
        }
        guard let (names, identity) = read(folder, base: base) else { return nil }
        var listing = paths(of: names, in: folder, identity: identity, base: base)
        if let cache, let signature, let key {
            listing.cacheKey = key
            listing.cacheEntry = cache.frame(key: key, signature: signature, listing: names)
        }
        return listing
    }

    /// The paths of a listing's files and folders; links are looked at now: only those to a regular file are files.
    private static func paths(of names: FolderListing, in folder: String, identity: Identity, base: BaseFolder) -> Listing {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var listing = Listing(identity: identity, files: names.files.map { prefix + $0 }, folders: names.folders.map { prefix + $0 })
        for name in names.links {
            // Followed to regular files only, never into folders.
            if let target = base.status(of: prefix + name), target.st_mode & S_IFMT == S_IFREG { listing.files.append(prefix + name) }
        }
        listing.isModuleRoot = names.holdsScaffold && base.status(of: prefix + Scope.manifestPath) != nil
        return listing
    }

    /// The names in `folder`, not hidden, and its identity; nil when it cannot be read.
    private static func read(_ folder: String, base: BaseFolder) -> (FolderListing, Identity)? {
        guard let descriptor = base.openFolder(folder) else { return nil }
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        defer { closedir(directory) }
        var info = stat()
        guard fstat(dirfd(directory), &info) == 0 else { return nil }
        var names = FolderListing()
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else {
                names.holdsScaffold = names.holdsScaffold || name == ".scaffold"
                continue
            }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // File systems without d_type: ask for the entry itself (a link stays a link).
                guard let entryInfo = base.status(of: prefix + name, followingLinks: false) else { continue }
                switch entryInfo.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFREG: type = Int32(DT_REG)
                case S_IFLNK: type = Int32(DT_LNK)
                default: continue
                }
            }
            switch type {
            case Int32(DT_DIR): names.folders.append(name)
            case Int32(DT_REG) where name.hasSuffix(".swift"): names.files.append(name)
            case Int32(DT_LNK) where name.hasSuffix(".swift"): names.links.append(name)
            default: break
            }
        }
        return (names, Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
    }
}
