import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Whether rendered Swift parses: `TemplateSet.render` checks every `.swift` file before returning it, so a broken
/// template is a located error instead of a file that does not compile.
enum SwiftSyntaxCheck {
    struct Problem {
        /// The output's line.
        var line: Int
        var message: String
    }

    /// The first parse diagnostic in `source`, or nil when it parses cleanly. A text that parsed cleanly before is not
    /// parsed again: the same entity, service and mock files come out of every architecture and UI kind, and a test
    /// run renders them many times over (in a debug build, parsing is most of the cost of rendering).
    static func firstProblem(in source: String) -> Problem? {
        if CleanTexts.shared.contains(source) { return nil }
        let tree = Parser.parse(source: source)
        guard let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first else {
            CleanTexts.shared.insert(source)
            return nil
        }
        let position = first.location(converter: SourceLocationConverter(fileName: "", tree: tree))
        return Problem(line: position.line, message: first.message)
    }
}

/// The texts that parsed cleanly in this process. `@unchecked Sendable` is sound: the set is only touched under `lock`.
private final class CleanTexts: @unchecked Sendable {
    static let shared = CleanTexts()
    private let lock = NSLock()
    private var texts: Set<String> = []

    func contains(_ text: String) -> Bool { lock.withLock { texts.contains(text) } }
    func insert(_ text: String) { _ = lock.withLock { texts.insert(text) } }
}
