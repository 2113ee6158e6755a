/// A position in an input file: 1-based line and column (columns count Unicode scalars, as libyaml does).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One problem found in user input, printed as `file:line:col: error: message` plus an optional hint.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public var location: SourceLocation
    public var message: String
    public var hint: String?
    /// Errors stop a run; warnings are printed and the run goes on.
    public var severity: Severity

    public init(_ message: String, at location: SourceLocation, hint: String? = nil, severity: Severity = .error) {
        self.location = location
        self.message = message
        self.hint = hint
        self.severity = severity
    }

    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        if let hint { text += "\n  hint: \(hint)" }
        return text
    }
}

/// Every problem of one run, sorted by location. Thrown by each stage instead of stopping at the first error.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Collects diagnostics while a stage keeps going, so one run reports all of a file's errors.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(Diagnostic(message, at: location, hint: hint))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public var isEmpty: Bool { diagnostics.isEmpty }

    /// Throws everything collected so far, if anything.
    public func throwIfAny() throws(DiagnosticError) {
        if !diagnostics.isEmpty { throw DiagnosticError(diagnostics) }
    }
}
