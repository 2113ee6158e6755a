import Foundation

/// Declarations of every checked file, and the lookup of a written name from a file and a context
/// (docs/ARCHITECTURE.md#check): what the file can see, innermost scope first.
struct DeclarationTable: Sendable {
    struct Entry: Sendable {
        var id: Int
        var name: String
        var kind: TypeKind
        var layer: String?
        var context: Int
        /// The Package.swift target of its file when `modules:` names the file's module otherwise: importing it sees the type.
        var target: String? = nil
    }

    /// Declared names visible from a set of files: every file (the project's types), or one (its
    /// `private` and `fileprivate` types). Lookups by substring, so resolving a reference builds no
    /// string unless it names a declared type.
    private struct Names: Sendable {
        var byName: [Key: [Entry]] = [:]
        /// Every declared name, and the member names declared inside each type.
        var declared: Set<Key> = []
        var members: [Key: Set<Key>] = [:]
        /// The last component of every declared name: most references (`String`, `Int`, `View`) fail here at once.
        var simpleNames: Set<Key> = []
        /// A type's generic parameters or associated types: inside it and its extensions, not project types.
        var parameters: [Key: Set<Key>] = [:]

        mutating func add(_ entry: Entry, parameters names: [String]) {
            let name = entry.name
            byName[Key(name), default: []].append(entry)
            declared.insert(Key(name))
            if let dot = name.utf8.lastIndex(of: DeclarationTable.dot) {
                let member = Key(name[name.utf8.index(after: dot)...])
                simpleNames.insert(member)
                members[Key(name[..<dot]), default: []].insert(member)
            } else {
                simpleNames.insert(Key(name))
            }
            if !names.isEmpty { parameters[Key(name), default: []].formUnion(names.map { Key($0) }) }
        }
    }

    /// A name as a lookup key: hashed by FNV-1a of its UTF-8 bytes, read in place, and compared by them. Resolving a
    /// reference looks up several names, and hashing each one's text with SipHash was most of what resolution cost.
    struct Key: Hashable, Sendable {
        let text: Substring
        private let digest: Int

        init(_ text: Substring) {
            self.text = text
            digest = Int(truncatingIfNeeded: text.utf8.withContiguousStorageIfAvailable(fnv1a) ?? Array(text.utf8).withUnsafeBufferPointer(fnv1a))
        }

        init(_ text: String) { self.init(Substring(text)) }

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.digest == rhs.digest else { return false }
            let equal = lhs.text.utf8.withContiguousStorageIfAvailable { left in
                rhs.text.utf8.withContiguousStorageIfAvailable { right in
                    left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
                }
            }
            return (equal ?? nil) ?? lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        /// What Set and Dictionary hash by: the digest, mixed (they take its low bits), instead of SipHash over it, which
        /// cost more than the rest of a lookup. Hash flooding is no threat to a check of one's own code.
        func _rawHashValue(seed: Int) -> Int { Self.mix(digest ^ seed) }

        static func mix(_ value: Int) -> Int {
            var bits = UInt64(bitPattern: Int64(value))
            bits = (bits ^ (bits >> 33)) &* 0xFF51_AFD7_ED55_8CCD
            bits = (bits ^ (bits >> 33)) &* 0xC4CE_B9FE_1A85_EC53
            return Int(Int64(bitPattern: bits ^ (bits >> 33)))
        }
    }

    private var shared = Names()
    /// By file index: the file's `private` and `fileprivate` types, seen from that file only (nil in most files, found
    /// by index: this is asked at every resolution).
    private var filePrivate: [Names?] = []
    /// The project's types per check context: the common case, a module's own types, in one lookup.
    private var inContext: [ContextName: Entry] = [:]
    private struct ContextName: Hashable {
        var context: Int
        var name: Key

        func _rawHashValue(seed: Int) -> Int { Key.mix(name._rawHashValue(seed: seed) ^ context) }
    }
    /// Module → qualified name → the project's type of that name in the module, for `Module.Type`.
    private var inModule: [Key: [Key: Entry]] = [:]
    /// By id: what a type alias stands for, aliases followed (see `followAliases`).
    private var aliasTargets: [Int: [Entry]] = [:]
    private var count = 0
    fileprivate static let dot = UInt8(ascii: ".")

    /// - Returns: the new entry's id.
    @discardableResult
    mutating func add(
        name: String, kind: TypeKind, layer: String?, context: Int, module: String?, file: Int, isFilePrivate: Bool = false,
        parameters: [String] = [], target: String? = nil
    ) -> Int {
        let entry = Entry(id: count, name: name, kind: kind, layer: layer, context: context, target: target)
        count += 1
        guard !isFilePrivate else {
            if filePrivate.count <= file { filePrivate += Array(repeating: nil, count: file + 1 - filePrivate.count) }
            if filePrivate[file] == nil { filePrivate[file] = Names() }
            filePrivate[file]?.add(entry, parameters: parameters)
            return entry.id
        }
        shared.add(entry, parameters: parameters)
        let key = Key(name)
        if inContext[ContextName(context: context, name: key)] == nil { inContext[ContextName(context: context, name: key)] = entry }
        if let module, inModule[Key(module)]?[key] == nil { inModule[Key(module), default: [:]][key] = entry }
        return entry.id
    }

    private func privateNames(of file: Int) -> Names? {
        file < filePrivate.count ? filePrivate[file] : nil
    }

    /// Associated types that `type` (as written in its declaration or an extension, in file `file`) sees through a
    /// conformance: inside it and its extensions they are the conformance's, never a project type, unless the type
    /// declares a member of that name (`typealias Item = Article`), which is then what the name means.
    mutating func addAssociatedTypes(_ names: Set<String>, to type: String, file: Int) {
        let scope = Key(type)
        let isOwn = privateNames(of: file)?.declared.contains(scope) == true
        let members = (isOwn ? filePrivate[file]?.members[scope] : shared.members[scope]) ?? []
        let added = names.map { Key($0) }.filter { !members.contains($0) }
        guard !added.isEmpty else { return }
        if isOwn {
            filePrivate[file]?.parameters[scope, default: []].formUnion(added)
        } else {
            shared.parameters[scope, default: []].formUnion(added)
        }
    }

    /// What the type alias `id` stands for: the project types its definition names, resolved where it is declared.
    mutating func setTargets(_ targets: [Entry], ofAlias id: Int) {
        if !targets.isEmpty { aliasTargets[id] = targets }
    }

    /// Replaces each alias's targets by what they stand for in turn (`typealias A = B`, `typealias B = Client`: A is
    /// Client); an alias in a cycle (which Swift rejects) keeps what it reaches before the cycle.
    mutating func followAliases() {
        var followed: [Int: [Entry]] = [:]
        func follow(_ id: Int, visiting: inout Set<Int>) -> [Entry] {
            if let known = followed[id] { return known }
            guard let targets = aliasTargets[id], visiting.insert(id).inserted else { return [] }
            var result: [Entry] = []
            for target in targets {
                let further = aliasTargets[target.id] == nil ? [target] : follow(target.id, visiting: &visiting)
                for entry in further where !result.contains(where: { $0.id == entry.id }) { result.append(entry) }
            }
            visiting.remove(id)
            followed[id] = result
            return result
        }
        for id in aliasTargets.keys.sorted() {
            var visiting: Set<Int> = []
            _ = follow(id, visiting: &visiting)
        }
        aliasTargets = followed.filter { !$0.value.isEmpty }
    }

    /// The types a reference to `entry` depends on: an alias's targets, or the entry itself (a type, or an alias of
    /// nothing in the project, such as `() -> Void`).
    /// Calls `body` with each, building no array (this runs for every reference).
    func forEachTarget(of entry: Entry, _ body: (Entry) -> Void) {
        if entry.kind == .typealias, let targets = aliasTargets[entry.id] {
            for target in targets { body(target) }
        } else {
            body(entry)
        }
    }

    /// `name` as written in file `file` inside `context` (`A.B`): a generic parameter or associated type of
    /// `A.B` or `A` is no type of the project; otherwise tried as `A.B.name`, `A.name`, `name` (the file's
    /// private types before the project's); then extended over member names while they are types
    /// (`Article.preview` is `Article`, `VM.Route.detail` is `VM.Route`). From a file of a known module, only
    /// the types of its own module, of the modules it imports (`imports`) and of files in no known module are
    /// visible: a name no visible module declares (`Duration`, `List`) is the SDK's. A name whose head is no
    /// visible type but a module (`Network.APIClient`) is looked up in that module.
    func resolve(
        _ name: String, in context: String?, file: Int, from checkContext: Int, contexts: [CheckContext], imports: Set<String> = []
    ) -> Entry? {
        // UTF-8 views throughout: Character-based searches cost more than the lookups they feed.
        let firstDot = Self.firstDot(in: name)
        let head = Key(firstDot.map { name[..<$0] } ?? Substring(name))
        let own = privateNames(of: file)
        guard shared.simpleNames.contains(head) || own?.simpleNames.contains(head) == true else {
            return resolve(name, qualifiedAt: firstDot)
        }
        var found: String?
        if let context {
            var scope = Substring(context)
            while found == nil {
                let key = Key(scope)
                if shared.parameters[key]?.contains(head) == true || own?.parameters[key]?.contains(head) == true { return nil }
                if own?.members[key]?.contains(head) == true || shared.members[key]?.contains(head) == true { found = "\(scope).\(head.text)" }
                guard let dot = scope.utf8.lastIndex(of: Self.dot) else { break }
                scope = scope[..<dot]
            }
        }
        let isDeclared = found == nil && (own?.declared.contains(head) == true || shared.declared.contains(head))
        // Most names are one component, declared as written: one reading, whose key is the head's (no string is built).
        if firstDot == nil, isDeclared { return visible(head, file: file, from: checkContext, contexts: contexts, imports: imports) }
        if isDeclared { found = String(head.text) }
        guard var found else { return resolve(name, qualifiedAt: firstDot) }
        guard let firstDot else { return visible(Key(found), file: file, from: checkContext, contexts: contexts, imports: imports) }
        // The name and its longer readings over member names, shortest first: the longest one visible wins.
        var readings = [found]
        for part in name[name.utf8.index(after: firstDot)...].utf8.split(separator: Self.dot).map({ Key(Substring($0)) }) {
            let scope = Key(found)
            guard own?.members[scope]?.contains(part) == true || shared.members[scope]?.contains(part) == true else { break }
            found = "\(found).\(part.text)"
            readings.append(found)
        }
        for reading in readings.reversed() {
            if let entry = visible(Key(reading), file: file, from: checkContext, contexts: contexts, imports: imports) { return entry }
        }
        return resolve(name, qualifiedAt: firstDot)
    }

    /// The type named `key` (qualified) that a file of `checkContext` sees: its own private one, its module's, an
    /// imported module's, or one in no known module. From a file in no known module, every module's.
    private func visible(_ key: Key, file: Int, from checkContext: Int, contexts: [CheckContext], imports: Set<String>) -> Entry? {
        if let mine = privateNames(of: file)?.byName[key]?.first { return mine }
        if let local = inContext[ContextName(context: checkContext, name: key)] { return local }
        guard var candidates = shared.byName[key] else { return nil }
        let module = contexts[checkContext].module
        func isVisible(_ candidate: Entry) -> Bool {
            module == nil || contexts[candidate.context].module.map { $0 == module || imports.contains($0) } ?? true
                || candidate.target.map(imports.contains) == true
        }
        // Most names are declared once: no array is filtered for them.
        if candidates.count == 1 { return isVisible(candidates[0]) ? candidates[0] : nil }
        candidates = candidates.filter(isVisible)
        if candidates.count <= 1 { return candidates.first }
        // One name in several modules: prefer the referring module, then the imported ones, then its dependencies.
        let dependencies = contexts[checkContext].dependencies ?? []
        return candidates.first { $0.context == checkContext }
            ?? candidates.first { module != nil && contexts[$0.context].module == module }
            ?? candidates.first { contexts[$0.context].module.map(imports.contains) ?? false }
            ?? candidates.first { contexts[$0.context].module.map(dependencies.contains) ?? false }
            ?? candidates.first
    }

    /// `Module.Type…` where `Module` is a module of the project: the longest prefix of `Type…` it declares.
    private func resolve(_ name: String, qualifiedAt firstDot: String.Index?) -> Entry? {
        guard let firstDot, let types = inModule[Key(name[..<firstDot])] else { return nil }
        var found: String?
        for part in name[name.utf8.index(after: firstDot)...].utf8.split(separator: Self.dot) {
            let candidate = found.map { "\($0).\(Substring(part))" } ?? String(Substring(part))
            guard types[Key(candidate)] != nil else { break }
            found = candidate
        }
        return found.flatMap { types[Key($0)] }
    }

    /// Where the first `.` of `name` is, found in its bytes in place (searching the UTF-8 view cost as much as a lookup).
    private static func firstDot(in name: String) -> String.Index? {
        let offset =
            name.utf8.withContiguousStorageIfAvailable { bytes in bytes.firstIndex(of: dot) }
            ?? name.utf8.firstIndex(of: dot).map {
                name.utf8.distance(from: name.utf8.startIndex, to: $0)
            }
        return offset.map { name.utf8.index(name.utf8.startIndex, offsetBy: $0) }
    }
}
