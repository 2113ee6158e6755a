import Foundation
import SwiftParser
import SwiftSyntax

/// The names a Swift expression in a context reads at its roots — `mocks` in `mocks.newsService.fetchArticlesCalls`,
/// `before` and `viewModel` in `viewModel.count == before + 1` — found by parsing it, so a test knows which of its
/// locals it uses (`_` for the mocks it never reads, no capture it never compares with) without searching text.
/// Members, argument labels, enum cases (`.detail`) and closure parameters are not free names.
enum FreeNames {
    static func of(_ expression: String) -> Set<String> {
        if let known = Cache.shared.names(of: expression) { return known }
        let collector = RootNames(viewMode: .sourceAccurate)
        collector.walk(Parser.parse(source: expression))
        Cache.shared.store(collector.names, of: expression)
        return collector.names
    }

    /// Every identifier that is referred to by name, not reached as a member of something else.
    private final class RootNames: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            if !isMember, case .identifier(let name) = node.baseName.tokenKind { names.insert(name) }
            return .visitChildren
        }
    }

    /// Expressions parsed in this process. `@unchecked Sendable` is sound: the dictionary is only touched under `lock`.
    private final class Cache: @unchecked Sendable {
        static let shared = Cache()
        private let lock = NSLock()
        private var names: [String: Set<String>] = [:]

        func names(of expression: String) -> Set<String>? { lock.withLock { names[expression] } }
        func store(_ found: Set<String>, of expression: String) { lock.withLock { names[expression] = found } }
    }
}
