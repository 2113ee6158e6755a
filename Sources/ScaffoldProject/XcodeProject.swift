import Foundation
import ScaffoldDiagnostics

// Which targets of an Xcode project the files scaffold writes belong to. Xcode 16 "synchronized folders"
// (PBXFileSystemSynchronizedRootGroup) make every file under a folder a member of the targets listing the
// folder, so files written there need nothing more; anywhere else someone has to add them in Xcode, or, for
// a generated project, regenerate it. scaffold only reads project.pbxproj: its format is Xcode's to write.

// MARK: - The project

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

// MARK: - What to tell the user

/// What to tell the user after files were written beside an Xcode project: finding the project and its
/// generator in a folder, and the lines to print.
public enum XcodeMembership {
    /// The tool a project is generated by: edits made in Xcode would be lost at the next generation.
    public enum Generator: String, Sendable {
        case xcodegen, tuist

        var displayName: String { self == .xcodegen ? "XcodeGen" : "Tuist" }
        var spec: String { self == .xcodegen ? "project.yml" : "Project.swift" }
        var command: String { self == .xcodegen ? "xcodegen generate" : "tuist generate" }
    }

    /// The `.xcodeproj` folders directly in `folder`, sorted by name.
    public static func projects(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder.appendingPathComponent($0, isDirectory: true) }
            .filter { isDirectory($0) }
    }

    /// Whether the projects in `folder` are generated: XcodeGen's `project.yml`, or Tuist's `Project.swift`,
    /// `Tuist.swift` or `Tuist/` beside them.
    public static func generator(in folder: URL) -> Generator? {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.appendingPathComponent("project.yml").path) { return .xcodegen }
        if manager.fileExists(atPath: folder.appendingPathComponent("Project.swift").path)
            || manager.fileExists(atPath: folder.appendingPathComponent("Tuist.swift").path)
            || isDirectory(folder.appendingPathComponent("Tuist"))
        {
            return .tuist
        }
        return nil
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The lines to print about the sources files (which must join an app target: one that is not tests) and
    /// the tests files (which must join a test target), paths relative to the project's folder. For each, files
    /// in a synchronized folder of the target: "<folder> is in the synchronized folder '<f>' of target '<T>':
    /// new files join it by themselves"; the others: "add to target '<T>' in Xcode: <file>, …", or, for a
    /// generated project, to cover their folder in its spec and regenerate (files in synchronized folders need
    /// neither). `appTarget`/`testTarget` are the names from the config; when nil the one application /
    /// unit-test target is chosen, else every candidate is named. Pure and deterministic: the sources' lines,
    /// then the tests', each joined folders first (sorted), then the files left.
    public static func report(
        project: XcodeProject, projectName: String, sourceFiles: [String], testFiles: [String], appTarget: String?, testTarget: String?,
        generator: Generator?
    ) -> [String] {
        lines(.app, files: sourceFiles, configured: appTarget, project: project, projectName: projectName, generator: generator)
            + lines(.tests, files: testFiles, configured: testTarget, project: project, projectName: projectName, generator: generator)
    }

    enum Role {
        case app, tests

        var noun: String { self == .app ? "app target" : "test target" }
        /// The product type chosen when it is the only one.
        var productType: String { self == .app ? "com.apple.product-type.application" : "com.apple.product-type.bundle.unit-test" }
    }

    /// The targets files of `role` may join: the one of the role's product type when there is exactly one,
    /// else every target of that product type, else every target of the role (tests or not), sorted.
    static func candidates(_ role: Role, in project: XcodeProject) -> [String] {
        let ofRole = project.targets.filter { $0.isTests == (role == .tests) }
        let primary = ofRole.filter { $0.productType == role.productType }
        return (primary.isEmpty ? ofRole : primary).map(\.name)
    }

    static func lines(_ role: Role, files: [String], configured: String?, project: XcodeProject, projectName: String, generator: Generator?) -> [String] {
        let files = Array(Set(files.map(XcodeProject.normalize))).sorted()
        guard !files.isEmpty else { return [] }
        var lines: [String] = []
        let chosen: [String]
        if let configured {
            chosen = project.targets.contains { $0.name == configured } ? [configured] : []
            if chosen.isEmpty {
                let names = project.targets.map { "'\($0.name)'" }.joined(separator: ", ")
                lines.append("there is no target '\(configured)' in \(projectName) (its targets: \(names.isEmpty ? "none" : names))")
            }
        } else {
            chosen = candidates(role, in: project)
            if chosen.isEmpty { lines.append("there is no \(role.noun) in \(projectName)") }
        }

        // Files a chosen target already has through a synchronized folder, per target and folder; the rest.
        var joined: [XcodeProject.Membership: [String]] = [:]
        var left: [String] = []
        for file in files {
            let memberships = project.memberships(of: file).filter { chosen.contains($0.target) }
            if memberships.isEmpty { left.append(file) }
            for membership in memberships { joined[membership, default: []].append(file) }
        }
        for (membership, files) in joined.sorted(by: { $0.key < $1.key }) {
            for folder in folders(of: files) {
                lines.append(
                    "\(display(folder)) is in the synchronized folder '\(display(membership.folder))' of target '\(membership.target)': new files join it by themselves"
                )
            }
        }
        guard !left.isEmpty else { return lines }

        let target: String
        switch chosen.count {
        case 0: target = "the target that should build them"
        case 1: target = "target '\(chosen[0])'"
        default: target = "the \(role.noun) (one of \(chosen.map { "'\($0)'" }.joined(separator: ", ")))"
        }
        if let generator {
            // Added in Xcode, they would be gone at the next generation: the spec decides.
            let covered = folders(of: left).map(display).joined(separator: ", ")
            lines.append(
                "\(projectName) is generated by \(generator.displayName): make sure the sources of \(target) in \(generator.spec) cover \(covered) "
                    + "(a parent folder does), then run `\(generator.command)`")
        } else {
            lines.append("add to \(target) in Xcode: \(left.joined(separator: ", "))")
        }
        return lines
    }

    /// The folders to name for `files`: their deepest common folder, or, when they only share the project's
    /// folder, each topmost folder holding some of them. Sorted.
    static func folders(of files: [String]) -> [String] {
        let parents = Set(files.map { file -> [Substring] in Array(file.split(separator: "/").dropLast()) })
        guard var common = parents.first else { return [] }
        for parent in parents {
            let shared = zip(common, parent).prefix { $0 == $1 }.count
            common.removeLast(common.count - shared)
        }
        if !common.isEmpty || parents.count == 1 { return [common.joined(separator: "/")] }
        let sorted = parents.map { $0.joined(separator: "/") }.sorted()
        return sorted.filter { folder in !sorted.contains { $0 != folder && ($0.isEmpty || folder.hasPrefix($0 + "/")) } }
    }

    /// The project's folder is "" inside, "." to the user.
    static func display(_ folder: String) -> String { folder.isEmpty ? "." : folder }
}

// MARK: - Old-style property lists

/// A value of an old-style (OpenStep) property list, with the byte offset it starts at, to locate errors
/// found after parsing.
struct PlistNode: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        case string(String)
        case array([PlistNode])
        case dictionary([String: PlistNode])
    }

    var value: Value
    var offset: Int

    var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }
    var array: [PlistNode]? {
        if case .array(let array) = value { return array }
        return nil
    }
    var dictionary: [String: PlistNode]? {
        if case .dictionary(let dictionary) = value { return dictionary }
        return nil
    }
}

/// A total parser of the old-style property lists project.pbxproj is written in (PropertyListSerialization
/// does not read them reliably on Linux). Over UTF-8 bytes; a line and column are computed only for an error.
/// Recursive, but nesting is refused past `maxDepth`, so no input can exhaust the stack.
struct PlistParser {
    static let maxDepth = 64
    static let maxBytes = 64 << 20

    let bytes: [UInt8]
    let file: String
    /// Where the text starts: after a byte order mark, if any.
    let start: Int
    var position: Int

    init(_ text: String, file: String) {
        bytes = Array(text.utf8)
        self.file = file
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        position = start
    }

    static func tooLarge(_ size: Int) -> String {
        "the project file is \(size) bytes, more than the \(maxBytes >> 20) MiB scaffold reads"
    }

    /// The one value of the file, with only comments and white space around it.
    mutating func parseDocument() throws(DiagnosticError) -> PlistNode {
        try skipTrivia()
        guard position < bytes.count else { throw failure("the project file is empty: expected a dictionary '{ … }'", at: position) }
        let root = try value(depth: 1)
        try skipTrivia()
        guard position == bytes.count else { throw failure("unexpected \(describe(position)) after the end of the property list", at: position) }
        return root
    }

    func location(_ offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes[start..<max(start, min(offset, bytes.count))] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // Columns count Unicode scalars: skip UTF-8 continuation bytes.
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    func failure(_ message: String, at offset: Int, hint: String? = nil) -> DiagnosticError {
        DiagnosticError([Diagnostic(message, at: location(offset), hint: hint)])
    }

    /// The byte at `offset` for a message.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return byte < 0x80 ? "character 0x\(String(byte, radix: 16, uppercase: true))" : "non-ASCII character"
    }

    private func peek(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"): true
        default: false
        }
    }

    /// Skips white space, `// line` and `/* block */` comments.
    mutating func skipTrivia() throws(DiagnosticError) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "/"):
                while position < bytes.count && bytes[position] != 0x0A { position += 1 }
            case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "*"):
                let open = position
                position += 2
                while position < bytes.count && !(bytes[position] == UInt8(ascii: "*") && peek(position + 1) == UInt8(ascii: "/")) {
                    position += 1
                }
                guard position < bytes.count else { throw failure("unterminated comment: this '/*' has no '*/'", at: open) }
                position += 2
            default:
                return
            }
        }
    }

    mutating func value(depth: Int) throws(DiagnosticError) -> PlistNode {
        let open = position
        guard let first = peek(open) else { throw failure("unexpected end of file: expected a value", at: open) }
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth <= Self.maxDepth else {
                throw failure("the property list nests more than \(Self.maxDepth) levels deep", at: open, hint: "Xcode writes project files a few levels deep")
            }
            return first == UInt8(ascii: "{") ? try dictionary(depth: depth) : try array(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try quoted()
        case UInt8(ascii: "<"):
            return try data()
        case let first where Self.isWordByte(first):
            while let next = peek(position), Self.isWordByte(next) { position += 1 }
            return PlistNode(value: .string(String(decoding: bytes[open..<position], as: UTF8.self)), offset: open)
        default:
            throw failure("unexpected \(describe(open)): expected a value", at: open)
        }
    }

    /// After `{`: `key = value;` entries up to `}`. A repeated key keeps its last value.
    private mutating func dictionary(depth: Int) throws(DiagnosticError) -> PlistNode {
        let open = position
        position += 1
        var entries: [String: PlistNode] = [:]
        while true {
            try skipTrivia(closing: open)
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return PlistNode(value: .dictionary(entries), offset: open)
            }
            let keyOffset = position
            guard let first = peek(keyOffset), Self.isWordByte(first) || first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"),
                let key = try value(depth: depth + 1).string
            else { throw failure("expected a key (a string) or '}', found \(describe(keyOffset))", at: keyOffset) }
            try skipTrivia(closing: open)
            guard bytes[position] == UInt8(ascii: "=") else { throw failure("expected '=' after the key '\(key)', found \(describe(position))", at: position) }
            position += 1
            try skipTrivia(closing: open)
            entries[key] = try value(depth: depth + 1)
            try skipTrivia(closing: open)
            guard bytes[position] == UInt8(ascii: ";") else {
                throw failure("expected ';' after the value of '\(key)', found \(describe(position))", at: position)
            }
            position += 1
        }
    }

    /// After `(`: values separated by `,`, a trailing one allowed, up to `)`.
    private mutating func array(depth: Int) throws(DiagnosticError) -> PlistNode {
        let open = position
        position += 1
        var items: [PlistNode] = []
        while true {
            try skipTrivia(closing: open)
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return PlistNode(value: .array(items), offset: open)
            }
            items.append(try value(depth: depth + 1))
            try skipTrivia(closing: open)
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: ")"): continue
            default: throw failure("expected ',' or ')' after an array element, found \(describe(position))", at: position)
            }
        }
    }

    /// Skips trivia inside the `{` or `(` at `open`, which the end of the file leaves unclosed.
    private mutating func skipTrivia(closing open: Int) throws(DiagnosticError) {
        try skipTrivia()
        guard position < bytes.count else {
            throw failure("this '\(Character(Unicode.Scalar(bytes[open])))' is never closed", at: open, hint: "the file ends first: is it cut short?")
        }
    }

    /// A `"…"` or `'…'` string: raw newlines allowed; escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
    /// `\U` with 1 to 4 hex digits (UTF-16 code units, surrogate pairs joined), `\` with 1 to 3 octal digits;
    /// any other escaped character stands for itself.
    private mutating func quoted() throws(DiagnosticError) -> PlistNode {
        let open = position
        let quote = bytes[open]
        position += 1
        var text: [UInt8] = []
        var run = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                text.append(contentsOf: bytes[run..<position])
                position += 1
                return PlistNode(value: .string(String(decoding: text, as: UTF8.self)), offset: open)
            }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            text.append(contentsOf: bytes[run..<position])
            let backslash = position
            position += 1
            guard let escaped = peek(position) else { break }
            position += 1
            switch escaped {
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "U"):
                guard let unit = hexUnit() else { throw failure("'\\U' needs 1 to 4 hex digits", at: backslash) }
                var scalar = Unicode.Scalar(unit)
                if (0xD800...0xDBFF).contains(unit), peek(position) == UInt8(ascii: "\\"), peek(position + 1) == UInt8(ascii: "U") {
                    let resume = position
                    position += 2
                    if let low = hexUnit(), (0xDC00...0xDFFF).contains(low) {
                        scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    } else {
                        position = resume
                    }
                }
                UTF8.encode(scalar ?? "\u{FFFD}") { text.append($0) }
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = peek(position), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    code = code * 8 + UInt32(digit - UInt8(ascii: "0"))
                    position += 1
                }
                UTF8.encode(Unicode.Scalar(code) ?? "\u{FFFD}") { text.append($0) }
            default:
                text.append(escaped)  // A multi-byte character's other bytes follow in the next run.
            }
            run = position
        }
        throw failure("unterminated string: this quote is never closed", at: open)
    }

    /// Up to 4 hex digits after `\U`, or nil when there are none.
    private mutating func hexUnit() -> UInt32? {
        var unit: UInt32 = 0
        var digits = 0
        while digits < 4, let byte = peek(position), let digit = Character(Unicode.Scalar(byte)).hexDigitValue {
            unit = unit * 16 + UInt32(digit)
            digits += 1
            position += 1
        }
        return digits == 0 ? nil : unit
    }

    /// `<hex bytes>`: never in project files, kept as its text so that a file holding one still parses.
    private mutating func data() throws(DiagnosticError) -> PlistNode {
        let open = position
        position += 1
        while let byte = peek(position), byte != UInt8(ascii: ">") {
            guard Character(Unicode.Scalar(byte)).isHexDigit || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
                throw failure("unexpected \(describe(position)) in data '<…>': expected hex digits", at: position)
            }
            position += 1
        }
        guard position < bytes.count else { throw failure("this '<' is never closed", at: open) }
        position += 1
        return PlistNode(value: .string(String(decoding: bytes[open..<position], as: UTF8.self)), offset: open)
    }
}
