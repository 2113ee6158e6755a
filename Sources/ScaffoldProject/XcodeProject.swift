// Which targets of an Xcode project the files scaffold writes belong to. Xcode 16 "synchronized folders"
// (PBXFileSystemSynchronizedRootGroup) make every file under a folder a member of the targets listing the
// folder, so files written there need nothing more; anywhere else someone has to add them in Xcode, or, for
// a generated project, regenerate it. scaffold only reads project.pbxproj: its format is Xcode's to write.

/// The targets of an Xcode project and the synchronized folders that decide their files.
public struct XcodeProject: Sendable, Hashable {
    public struct Target: Sendable, Hashable {
        public var name: String
        /// E.g. `com.apple.product-type.application`, `com.apple.product-type.bundle.unit-test`.
        public var productType: String
        /// A unit-test or UI-test bundle.
        public var isTests: Bool
        /// The synchronized folders the target lists, relative to the project's folder, sorted.
        public var synchronizedFolders: [String]

        public init(name: String, productType: String, isTests: Bool, synchronizedFolders: [String]) {
            self.name = name
            self.productType = productType
            self.isTests = isTests
            self.synchronizedFolders = synchronizedFolders
        }
    }

    /// One synchronized folder and the targets its files belong to.
    struct SynchronizedFolder: Sendable, Hashable {
        /// Relative to the project's folder.
        var path: String
        /// The targets listing the folder in `fileSystemSynchronizedGroups`, sorted.
        var owners: [String]
        /// Per target, paths relative to the folder whose membership is flipped: an owner leaves them out,
        /// another target takes them in (that is how Xcode records both). A folder covers what is under it.
        var exceptions: [String: [String]]
    }

    /// A file's membership: `target` has it through the synchronized folder `folder`.
    struct Membership: Sendable, Hashable, Comparable {
        var target: String
        var folder: String

        static func < (lhs: Membership, rhs: Membership) -> Bool { (lhs.target, lhs.folder) < (rhs.target, rhs.folder) }
    }

    /// Sorted by name.
    public var targets: [Target]
    /// Sorted by path.
    var folders: [SynchronizedFolder]

    /// The targets whose synchronized folders contain `path` (relative to the project's folder, `/`-separated),
    /// excluding targets for which the path falls under a membership exception, sorted.
    public func targets(containing path: String) -> [String] {
        Array(Set(memberships(of: path).map(\.target))).sorted()
    }

    /// Every target that has `path` through a synchronized folder, and which folder, sorted.
    func memberships(of path: String) -> [Membership] {
        let path = Self.normalize(path)
        var result: Set<Membership> = []
        for folder in folders {
            guard let relative = Self.relative(path, to: folder.path) else { continue }
            func flipped(_ target: String) -> Bool {
                folder.exceptions[target]?.contains { relative == $0 || relative.hasPrefix($0 + "/") } ?? false
            }
            for owner in folder.owners where !flipped(owner) {
                result.insert(Membership(target: owner, folder: folder.path))
            }
            for target in folder.exceptions.keys where !folder.owners.contains(target) && flipped(target) {
                result.insert(Membership(target: target, folder: folder.path))
            }
        }
        return result.sorted()
    }

    /// `/`-separated, without `.`, empty components or a trailing `/`; `..` cancels the component before it
    /// and stays at the start (a folder beside the project's folder is `../Shared`). The project's folder is "".
    static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// `path` relative to the folder `base` (both normalized), or nil when it is not under it.
    static func relative(_ path: String, to base: String) -> String? {
        if base.isEmpty { return path == ".." || path.hasPrefix("../") ? nil : path }
        if path == base { return "" }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : nil
    }
}
