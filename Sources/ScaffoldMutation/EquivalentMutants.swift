import Foundation
import ScaffoldDiagnostics

/// A reviewed statement-deletion mutant that no test can kill: deleting the statement leaves behaviour a test can
/// observe unchanged. Keyed by architecture, owner-file role and the statement's text, not by line or spec, so that an
/// entry outlives edits elsewhere in the template and covers the statement in every spec that generates it. An entry
/// with a `fact` holds only in specs that have it (`SpecFacts`); its statement and `function` may then name the
/// actions the fact is about (`{action}`, `{Action}` with its first letter upper-cased), and its statement may leave a
/// part open (`{*}`, any text).
public struct EquivalentMutant: Sendable, Hashable {
    public var architecture: String
    public var role: String
    /// Whitespace-normalized, as `StatementMutant.text`.
    public var statement: String
    public var reason: String
    /// The spec fact the entry needs (`when guard-without-effect`), and the declaration the statement must be in
    /// (`in {action}`, `in state.didSet`), if any.
    public var fact: SpecFacts.Fact?
    public var function: String?
    /// Where the entry is, for "stale" reports.
    public var location: SourceLocation

    public init(
        architecture: String, role: String, statement: String, reason: String, fact: SpecFacts.Fact? = nil, function: String? = nil,
        location: SourceLocation
    ) {
        self.architecture = architecture
        self.role = role
        self.statement = StatementMutants.normalized(statement)
        self.reason = reason
        self.fact = fact
        self.function = function
        self.location = location
    }

    /// Whether the entry covers a statement of the role's file, in `function`, of a spec with `facts`.
    public func matches(architecture: String, role: String, statement: String, function: String = "", facts: SpecFacts = .none) -> Bool {
        guard architecture == self.architecture, role == self.role else { return false }
        let text = StatementMutants.normalized(statement)
        let bindings = fact.map { facts.bindings(of: $0) } ?? [""]
        return bindings.contains { name in
            func bound(_ pattern: String) -> String {
                pattern.replacingOccurrences(of: "{action}", with: name)
                    .replacingOccurrences(of: "{Action}", with: name.prefix(1).uppercased() + name.dropFirst())
            }
            if let expected = self.function, bound(expected) != function { return false }
            return Self.text(text, matches: bound(self.statement))
        }
    }

    /// Whether `text` is `pattern`, each `{*}` in it standing for any text.
    static func text(_ text: String, matches pattern: String) -> Bool {
        let parts = pattern.components(separatedBy: "{*}")
        guard parts.count > 1 else { return text == pattern }
        let (first, last) = (parts.first!, parts.last!)
        guard text.count >= first.count + last.count, text.hasPrefix(first), text.hasSuffix(last) else { return false }
        var rest = text.dropFirst(first.count).dropLast(last.count)
        for middle in parts.dropFirst().dropLast() {
            guard let found = rest.range(of: middle) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// What the entry matches: `<architecture> <Role>[ when <fact>][ in <function>]: <statement>`.
    public var key: String {
        "\(architecture) \(role)\(fact.map { " when \($0.rawValue)" } ?? "")\(function.map { " in \($0)" } ?? ""): \(statement)"
    }

    /// The entry as a line of the file.
    public var line: String { "\(key) # \(reason)" }
}

/// The equivalent-mutants file (`Tests/Mutation/equivalent.txt`): one entry a line,
/// `<architecture> <Role>: <statement> # <reason>`; blank lines and lines starting with `#` are comments. The reason
/// follows the line's last ` # `, so a statement may hold one.
public enum EquivalentMutants {
    public static func parse(_ text: String, file: String) throws(DiagnosticError) -> [EquivalentMutant] {
        var entries: [EquivalentMutant] = []
        var diagnostics = DiagnosticCollector()
        var seen: [String: Int] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            let location = SourceLocation(file: file, line: index + 1, column: 1)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let format = "write '<architecture> <Role>: <statement> # <reason>'"
            guard let space = line.firstIndex(of: " "), let colon = line[space...].firstIndex(of: ":") else {
                diagnostics.error("an entry needs an architecture and an owner-file role", at: location, hint: format)
                continue
            }
            let architecture = String(line[..<space])
            // `<Role>`, then optionally `when <fact>` and `in <function>`.
            var header = line[line.index(after: space)..<colon].split(separator: " ").map(String.init)
            let role = header.isEmpty ? "" : header.removeFirst()
            var fact: SpecFacts.Fact?
            var function: String?
            var headerProblem: String?
            while header.count >= 2 {
                let (word, value) = (header.removeFirst(), header.removeFirst())
                switch word {
                case "when" where fact == nil:
                    guard let known = SpecFacts.Fact(rawValue: value) else {
                        headerProblem = "unknown fact '\(value)': one of \(SpecFacts.Fact.allCases.map(\.rawValue).joined(separator: ", "))"
                        break
                    }
                    fact = known
                case "in" where function == nil: function = value
                default: headerProblem = "'\(word) \(value)' is neither 'when <fact>' nor 'in <function>'"
                }
            }
            if !header.isEmpty { headerProblem = "'\(header.joined(separator: " "))' is neither 'when <fact>' nor 'in <function>'" }
            if let headerProblem {
                diagnostics.error(headerProblem, at: location, hint: "write '<architecture> <Role>[ when <fact>][ in <function>]: <statement> # <reason>'")
                continue
            }
            let rest = line[line.index(after: colon)...]
            guard let hash = rest.range(of: " # ", options: .backwards) else {
                diagnostics.error("an entry needs a reason after ' # ': why no test can kill this mutant", at: location, hint: format)
                continue
            }
            let statement = StatementMutants.normalized(String(rest[..<hash.lowerBound]))
            let reason = rest[hash.upperBound...].trimmingCharacters(in: .whitespaces)
            guard let roles = OwnerFiles.roles[architecture] else {
                diagnostics.error(
                    "unknown architecture '\(architecture)'", at: location,
                    hint: Suggestions.hint(for: architecture, in: OwnerFiles.roles.keys.sorted(), listing: "architectures"))
                continue
            }
            guard roles.contains(role) else {
                diagnostics.error("'\(role)' is not an owner file of \(architecture)", at: location, hint: "one of: \(roles.joined(separator: ", "))")
                continue
            }
            guard !statement.isEmpty, !reason.isEmpty else {
                diagnostics.error("an entry needs a statement and a reason", at: location, hint: format)
                continue
            }
            let entry = EquivalentMutant(
                architecture: architecture, role: role, statement: statement, reason: reason, fact: fact, function: function, location: location)
            if let first = seen[entry.key] {
                diagnostics.error("the same mutant is listed on line \(first)", at: location)
                continue
            }
            seen[entry.key] = index + 1
            entries.append(entry)
        }
        if !diagnostics.diagnostics.isEmpty { throw DiagnosticError(diagnostics.diagnostics) }
        return entries
    }
}
