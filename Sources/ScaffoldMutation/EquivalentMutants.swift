import Foundation
import ScaffoldDiagnostics

/// A reviewed statement-deletion mutant that no test can kill: deleting the statement leaves behaviour a test can
/// observe unchanged. Keyed by architecture, owner-file role and the statement's text, not by line or spec, so that an
/// entry outlives edits elsewhere in the template and covers the statement in every spec that generates it.
public struct EquivalentMutant: Sendable, Hashable {
    public var architecture: String
    public var role: String
    /// Whitespace-normalized, as `StatementMutant.text`.
    public var statement: String
    public var reason: String
    /// Where the entry is, for "stale" reports.
    public var location: SourceLocation

    public init(architecture: String, role: String, statement: String, reason: String, location: SourceLocation) {
        self.architecture = architecture
        self.role = role
        self.statement = StatementMutants.normalized(statement)
        self.reason = reason
        self.location = location
    }

    public func matches(architecture: String, role: String, statement: String) -> Bool {
        key == Self.key(architecture: architecture, role: role, statement: statement)
    }

    /// What the entry matches: `<architecture> <Role>: <statement>`.
    public var key: String { Self.key(architecture: architecture, role: role, statement: statement) }

    public static func key(architecture: String, role: String, statement: String) -> String {
        "\(architecture) \(role): \(StatementMutants.normalized(statement))"
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
            let role = line[line.index(after: space)..<colon].trimmingCharacters(in: .whitespaces)
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
            let entry = EquivalentMutant(architecture: architecture, role: role, statement: statement, reason: reason, location: location)
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
