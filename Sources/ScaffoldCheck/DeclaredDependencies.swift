import Foundation

/// What a Package.swift target declares against what its code uses: a dependency on a project module that no file of
/// the target imports or references (`module/unused-dependency`, a warning), and an `import` of a project module the
/// target does not declare but reaches through another dependency (`module/undeclared-import`, an error; SwiftPM
/// builds it today, until that dependency changes). An import of a module it does not reach at all is
/// `module/dependency`'s. Only modules whose dependencies come from Package.swift are judged (not `modules:` of
/// scaffold.yml, not generated modules), and only dependencies on the project's own modules (an outside package's
/// product may be imported under other module names). Judged after the analysis, from its uses of other modules.
enum DeclaredDependencies {
    static let unused = "module/unused-dependency"
    static let undeclared = "module/undeclared-import"

    static let explanations = [
        unused: "a target declares the modules it uses; a dependency nothing uses costs build time and hides the real graph",
        undeclared:
            "a target declares every project module it imports; one reached only through another dependency breaks when that dependency changes",
    ]
}

extension Analysis {
    mutating func checkDeclaredDependencies(contexts: [CheckContext], facts: (Int) -> FileFacts) {
        var declared: [String: (context: CheckContext, dependencies: [PackageModules.Declared])] = [:]
        for context in contexts {
            if let module = context.module, let dependencies = context.declared, declared[module] == nil {
                declared[module] = (context, dependencies)
            }
        }
        guard !declared.isEmpty else { return }
        let knownModules = Set(contexts.compactMap(\.module))
        // Module → the modules its files use (any file, checked or not), and whether any of its files is checked.
        var used: [String: Set<String>] = [:]
        var checkedModules: Set<String> = []
        // Uses come file by file, most of a file's to one module or a few: a run of one pair is counted once.
        var previous: (file: Int, from: String, to: String)?
        for (file, use) in crossModule {
            guard let from = use.from.module, let to = use.to.module else { continue }
            if let previous, previous.file == file, previous.to == to, previous.from == from { continue }
            previous = (file, from, to)
            used[from, default: []].insert(to)
            if isChecked[file] { checkedModules.insert(from) }
        }
        for (file, use) in crossModule where use.from.layer == "module" {
            // An import: `from` and `to` are modules.
            guard let module = use.from.module, let target = use.to.module, let entry = declared[module] else { continue }
            guard !entry.dependencies.contains(where: { $0.modules.contains(target) }),
                entry.context.dependencies?.contains(target) == true
            else { continue }
            var violation = use
            violation.rule = DeclaredDependencies.undeclared
            let manifest = entry.context.dependenciesDeclaredIn ?? "Package.swift"
            violation.explanation =
                "\(module) imports \(target), which it reaches only through another of its dependencies in \(manifest); "
                + DeclaredDependencies.explanations[DeclaredDependencies.undeclared, default: ""]
            if let ignore = SuppressionRules.ignore(violation.rule, line: use.line, in: facts(file)) {
                if isChecked[file] { suppressions.append(SuppressedViolation(violation: violation, reason: ignore.reason)) }
                continue
            }
            if isChecked[file] { violations.append(violation) } else { outside.append(violation) }
        }
        for (module, entry) in declared.sorted(by: { $0.key < $1.key }) {
            let uses = used[module] ?? []
            var manifestText: String?
            for dependency in entry.dependencies {
                let projectModules = dependency.modules.filter { knownModules.contains($0) && $0 != module }
                guard !projectModules.isEmpty, uses.isDisjoint(with: projectModules) else { continue }
                let manifest = entry.context.dependenciesDeclaredIn ?? "Package.swift"
                if manifestText == nil, let path = entry.context.declaredManifest {
                    manifestText = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                }
                let (line, column) = Self.position(of: dependency.name, inTarget: module, in: manifestText ?? "")
                let violation = Violation(
                    rule: DeclaredDependencies.unused, from: Self.moduleEndpoint(module), to: Self.moduleEndpoint(dependency.name),
                    file: manifest, line: line, column: column,
                    explanation: "no file of \(module) imports or uses \(dependency.name), which its target declares in \(manifest); "
                        + DeclaredDependencies.explanations[DeclaredDependencies.unused, default: ""])
                if checkedModules.contains(module) { violations.append(violation) } else { outside.append(violation) }
            }
        }
        violations.sort(by: Self.order)
        suppressions.sort { Self.order($0.violation, $1.violation) }
    }

    /// Where `"dependency"` is written in the declaration of target `target` (`.target(name: "target", …`, up to the
    /// next target) in a manifest's text; line 1, column 1 if it is not found so.
    static func position(of dependency: String, inTarget target: String, in text: String) -> (line: Int, column: Int) {
        var declaration: Range<String.Index>?
        var searched = text.startIndex..<text.endIndex
        while let name = text.range(of: "\"\(target)\"", range: searched) {
            searched = name.upperBound..<text.endIndex
            let start = text.index(name.lowerBound, offsetBy: -80, limitedBy: text.startIndex) ?? text.startIndex
            guard let opening = text.range(of: "arget(", options: .backwards, range: start..<name.lowerBound),
                !text[opening.upperBound..<name.lowerBound].contains("(")
            else { continue }
            let end = text.range(of: "arget(", range: name.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
            declaration = name.upperBound..<end
            break
        }
        guard let declaration, let found = text.range(of: "\"\(dependency)\"", range: declaration) else { return (1, 1) }
        // Lines counted by their bytes: faster than by characters, and "\r\n" is one character, not a "\n".
        let before = text.utf8[..<found.lowerBound]
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { text.utf8.index(after: $0) } ?? text.startIndex
        return (line, text.unicodeScalars[lineStart..<found.lowerBound].count + 1)
    }
}
