import Foundation
import ScaffoldDiagnostics

// Reading project.pbxproj: the file, its text, and the object graph it describes as targets and synchronized folders.

extension XcodeProject {
    /// Parses `project.pbxproj` text; `file` is for error locations.
    public init(pbxproj text: String, file: String) throws(DiagnosticError) {
        // Measured before the parser copies the bytes.
        guard text.utf8.count <= PlistParser.maxBytes else {
            throw DiagnosticError([Diagnostic(PlistParser.tooLarge(text.utf8.count), at: SourceLocation(file: file, line: 1, column: 1))])
        }
        var parser = PlistParser(text, file: file)
        let root = try parser.parseDocument()
        try self.init(root: root, parser: parser)
    }

    /// Reads `<xcodeproj>/project.pbxproj`.
    public static func load(_ xcodeproj: URL) throws(DiagnosticError) -> XcodeProject {
        let url = xcodeproj.appendingPathComponent("project.pbxproj")
        let start = SourceLocation(file: url.path, line: 1, column: 1)
        // The size first, so an enormous file is refused before it is read.
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > PlistParser.maxBytes {
            throw DiagnosticError([Diagnostic(PlistParser.tooLarge(size), at: start)])
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DiagnosticError([
                Diagnostic("cannot read the Xcode project file", at: start, hint: "is \(xcodeproj.lastPathComponent) a project Xcode saved?")
            ])
        }
        // Not UTF-8 (projects have been since Xcode 3): invalid bytes become U+FFFD rather than refusing the file.
        return try XcodeProject(pbxproj: String(decoding: data, as: UTF8.self), file: url.path)
    }

    // MARK: Reading the object graph

    private init(root: PlistNode, parser: PlistParser) throws(DiagnosticError) {
        guard let top = root.dictionary else {
            throw parser.failure("an Xcode project file holds one dictionary '{ … }'", at: root.offset)
        }
        guard let objects = top["objects"]?.dictionary else {
            throw parser.failure("no 'objects' dictionary: this is not an Xcode project file", at: top["objects"]?.offset ?? root.offset)
        }
        func object(_ id: String?) -> [String: PlistNode]? { id.flatMap { objects[$0]?.dictionary } }
        func isa(_ object: [String: PlistNode]) -> String { object["isa"]?.string ?? "" }
        func ids(_ node: PlistNode?) -> [String] { node?.array?.compactMap(\.string) ?? [] }

        let rootID = top["rootObject"]?.string
        guard let project = object(rootID), isa(project) == "PBXProject" else {
            throw parser.failure("'rootObject' does not name a PBXProject object", at: top["rootObject"]?.offset ?? root.offset)
        }

        // The project's folder is the one holding the .xcodeproj, moved by `projectDirPath` when it is set;
        // an absolute `projectDirPath` cannot be related to it (nil: nothing resolves).
        let projectDirPath = project["projectDirPath"]?.string ?? ""
        let projectRoot: String? = projectDirPath.hasPrefix("/") ? nil : Self.normalize(projectDirPath)

        // Folders of the synchronized groups, walking the group tree from the main group: `<group>` paths are
        // relative to the parent group's folder, `SOURCE_ROOT` ones to the project's folder. Iterative, and
        // each group visited once, so neither deep nor cyclic trees are a problem.
        var groupFolders: [String: String] = [:]
        var stack: [(id: String, parent: String?)] = []
        if let mainGroup = project["mainGroup"]?.string { stack.append((mainGroup, projectRoot)) }
        var visited: Set<String> = []
        while let (id, parent) = stack.popLast() {
            guard visited.insert(id).inserted, let group = object(id) else { continue }
            let folder = Self.folder(of: group, parent: parent, projectRoot: projectRoot)
            switch isa(group) {
            case "PBXFileSystemSynchronizedRootGroup":
                if let folder { groupFolders[id] = folder }
            case "PBXGroup":
                for child in ids(group["children"]).reversed() { stack.append((child, folder)) }
            default:
                break
            }
        }
        // A synchronized group outside the tree still resolves when it is relative to the project's folder.
        for (id, node) in objects where groupFolders[id] == nil && !visited.contains(id) {
            if let group = node.dictionary, isa(group) == "PBXFileSystemSynchronizedRootGroup",
                let folder = Self.folder(of: group, parent: nil, projectRoot: projectRoot)
            {
                groupFolders[id] = folder
            }
        }

        // Native targets only: aggregate and legacy targets build no files.
        var targetNames: [String: String] = [:]
        var targets: [Target] = []
        var owners: [String: Set<String>] = [:]
        for id in ids(project["targets"]) {
            guard let target = object(id), isa(target) == "PBXNativeTarget" else { continue }
            let name = target["name"]?.string ?? target["productName"]?.string ?? id
            let productType = target["productType"]?.string ?? ""
            let groups = ids(target["fileSystemSynchronizedGroups"])
            targetNames[id] = name
            for group in groups where groupFolders[group] != nil { owners[group, default: []].insert(name) }
            targets.append(
                Target(
                    name: name, productType: productType, isTests: Self.isTests(productType),
                    synchronizedFolders: Array(Set(groups.compactMap { groupFolders[$0] })).sorted()))
        }

        // By path, then ID, so that two groups of one folder keep one order.
        var folders: [SynchronizedFolder] = []
        for (id, path) in groupFolders.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            guard let group = object(id) else { continue }
            var exceptions: [String: [String]] = [:]
            for exception in ids(group["exceptions"]).compactMap(object)
            where isa(exception) == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
                guard let name = exception["target"]?.string.flatMap({ targetNames[$0] }) else { continue }
                let paths = ids(exception["membershipExceptions"]).map(Self.normalize).filter { !$0.isEmpty }
                exceptions[name, default: []].append(contentsOf: paths)
            }
            let folderOwners = (owners[id] ?? []).sorted()
            guard !folderOwners.isEmpty || !exceptions.isEmpty else { continue }
            folders.append(SynchronizedFolder(path: path, owners: folderOwners, exceptions: exceptions.mapValues { Array(Set($0)).sorted() }))
        }

        self.targets = targets.sorted { ($0.name, $0.productType) < ($1.name, $1.productType) }
        self.folders = folders
    }

    static func isTests(_ productType: String) -> Bool {
        productType.hasPrefix("com.apple.product-type.bundle.unit-test") || productType.hasPrefix("com.apple.product-type.bundle.ui-testing")
    }

    /// A group's folder relative to the project's folder, or nil when it is not under it as far as the
    /// project file tells (`<absolute>`, `BUILT_PRODUCTS_DIR`, `SDKROOT`…, or a parent that is not).
    static func folder(of group: [String: PlistNode], parent: String?, projectRoot: String?) -> String? {
        let base: String?
        switch group["sourceTree"]?.string ?? "<group>" {
        case "<group>": base = parent
        case "SOURCE_ROOT": base = projectRoot
        default: return nil
        }
        guard let base else { return nil }
        guard let path = group["path"]?.string, !path.isEmpty else { return base }
        if path.hasPrefix("/") { return nil }
        return normalize(base.isEmpty ? path : base + "/" + path)
    }
}
