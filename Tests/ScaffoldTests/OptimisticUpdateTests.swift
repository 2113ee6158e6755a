import ScaffoldIR
import ScaffoldScreen
import Testing

/// `optimistic: true` (docs/spec.md#optimistic-updates): every `set:` shows at once and a failure of the call restores
/// it; misuse is refused at the key.
@Suite("Optimistic updates")
struct OptimisticUpdateTests {
    /// A product page's favourite; the action `favorite`'s keys from line 18.
    static func spec(_ keys: String) -> String {
        """
        module: ProductPage
        services:
          ProductService:
            setFavorite:
              params: { isFavorite: Bool }
            ping:
              params: { isFavorite: Bool }
              throws: false
        state:
          isFavorite: Bool = false
          note: String = ""
        derived:
          noteIsEmpty: "Bool = note.isEmpty"
        actions:
          refresh:
            set: { note: '"x"' }
          favorite:
        \(keys.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    @Test func anOptimisticSetCommitsAtOnceAndIsRolledBack() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec("set: { isFavorite: '!isFavorite' }\ncall: ProductService.setFavorite\noptimistic: true")))
        let action = try #require(module.action(named: "favorite"))
        #expect(action.isOptimistic)
        // The call reads isFavorite: without `optimistic:` the set would wait for the call's success.
        #expect(RequestedState.states(of: action, in: module).isEmpty)
        #expect(RequestedState.rolledBack(action) == [Name("isFavorite")])
        let locals = RequestedState.rollbackLocals(Name("isFavorite"), in: action, module: module)
        #expect(locals == ("previousIsFavorite", "optimisticIsFavorite"))
    }

    @Test func withoutItASetTheCallReadsWaitsForItsSuccess() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec("set: { isFavorite: '!isFavorite' }\ncall: ProductService.setFavorite")))
        let action = try #require(module.action(named: "favorite"))
        #expect(RequestedState.states(of: action, in: module) == [Name("isFavorite")])
        #expect(RequestedState.rolledBack(action).isEmpty)
    }

    static let refused: [SpecRefusal] = [
        SpecRefusal(
            keys: "set: { isFavorite: '!isFavorite' }\noptimistic: true", line: 19, column: 17,
            message: "'optimistic:' without 'call:'", hint: "without a call, remove 'optimistic:'"),
        SpecRefusal(
            keys: "call: ProductService.setFavorite\noptimistic: true", line: 19, column: 17,
            message: "'optimistic:' has nothing to show first: 'favorite' has no 'set:' that changes state", hint: "set: { isFavorite:"),
        SpecRefusal(
            keys: "set: { isFavorite: isFavorite }\ncall: ProductService.setFavorite\noptimistic: true", line: 20, column: 17,
            message: "'optimistic:' has nothing to show first", hint: "!isFavorite"),
        SpecRefusal(
            keys: "set: { isFavorite: '!isFavorite' }\ncall: ProductService.ping\noptimistic: true", line: 20, column: 17,
            message: "'optimistic:' would never restore anything: 'ProductService.ping' cannot fail", hint: "'throws: true'"),
    ]

    @Test func notABoolIsRefusedWhereItIsWritten() {
        let yaml = Self.spec("set: { isFavorite: '!isFavorite' }\ncall: ProductService.setFavorite\noptimistic: yes")
        SpecErrorTests.expectOnly(SpecErrorTests.parseErrors(yaml), line: 20, column: 17, message: "'optimistic' must be true or false, not 'yes'")
    }

    @Test(arguments: refused)
    func refusedWithItsLocation(_ refused: SpecRefusal) {
        refused.expect(in: SpecErrorTests.lowerErrors(Self.spec(refused.keys)))
    }
}

extension OptimisticUpdateTests {
    /// What runs an optimistic action other than the user: refused at its `optimistic:`.
    @Test(arguments: [
        ("events: { appear: favorite }", "the screen's 'appear' event runs it"),
        ("inputs: { note: { kind: text, onChange: favorite } }", "each edit of 'note' ('onChange:') runs it"),
    ])
    func refusedWhereTheScreenRunsIt(_ runner: String, _ message: String) {
        let yaml = Self.spec("set: { isFavorite: '!isFavorite' }\ncall: ProductService.setFavorite\noptimistic: true") + "\n" + runner
        SpecErrorTests.expectDiagnostic(
            SpecErrorTests.lowerErrors(yaml), line: 20, column: 17, message: "'favorite' is optimistic, but \(message)",
            hint: "remove 'optimistic:'")
    }

    @Test func refusedWhereThenRunsIt() {
        let yaml = Self.spec("set: { isFavorite: '!isFavorite' }\ncall: ProductService.setFavorite\noptimistic: true")
            .replacingOccurrences(of: "    set: { note: '\"x\"' }", with: "    set: { note: '\"x\"' }\n    then: favorite")
        SpecErrorTests.expectDiagnostic(
            SpecErrorTests.lowerErrors(yaml), line: 21, column: 17, message: "'favorite' is optimistic, but 'refresh' ('then:') runs it")
    }
}
