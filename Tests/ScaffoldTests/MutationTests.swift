import ScaffoldDiagnostics
import ScaffoldMutation
import Testing

/// `make mutate`'s pieces that need no build: which statements become mutants, what deleting one leaves, and the
/// equivalent-mutants file (docs/mutation.md).
@Suite("Mutation")
struct MutationTests {
    static let source = """
        final class Counter {
            private(set) var count = 0
            var isEmpty: Bool { count == 0 }

            init(count: Int) {
                self.count = count
            }

            func add(_ value: Int) {
                let doubled = value * 2
                if value > 0 {
                    count += doubled  // grows
                }
                Task { await log("added") }
            }

            func kind() -> String {
                switch count {
                case 0: return "none"
                default:
                    print(count)
                    return "some"
                }
            }
        }

        func log(_ text: String) async {}
        """

    @Test("every statement of a body is a mutant, nested ones too, in source order; members and local declarations are not")
    func enumeration() {
        let mutants = StatementMutants.mutants(of: Self.source)
        #expect(
            mutants.map { "\($0.line): \($0.text)" } == [
                "3: count == 0",
                "6: self.count = count",
                "11: if value > 0 { count += doubled }",
                "12: count += doubled",
                "14: Task { await log(\"added\") }",
                "14: await log(\"added\")",
                "18: switch count { case 0: return \"none\" default: print(count) return \"some\" }",
                "19: return \"none\"",
                "21: print(count)",
                "22: return \"some\"",
            ])
    }

    @Test("a deletion removes the statement and keeps the file's lines; a case's only statement becomes break")
    func deletion() throws {
        let mutants = StatementMutants.mutants(of: Self.source)
        let increment = try #require(mutants.first { $0.text == "count += doubled" })
        let mutated = increment.apply(to: Self.source)
        #expect(
            mutated.split(separator: "\n", omittingEmptySubsequences: false).count == Self.source.split(separator: "\n", omittingEmptySubsequences: false).count
        )
        #expect(mutated.contains("if value > 0 {\n              // grows\n        }"))
        #expect(!mutated.contains("count += doubled"))

        let onlyInCase = try #require(mutants.first { $0.text == "return \"none\"" })
        #expect(onlyInCase.replacement == "break")
        #expect(onlyInCase.apply(to: Self.source).contains("case 0: break\n"))
        // Each mutant deletes its statement only: applying it to the source it came from changes nothing else.
        for mutant in mutants {
            let result = mutant.apply(to: Self.source)
            #expect(result.utf8.count == Self.source.utf8.count - mutant.range.count + mutant.replacement.utf8.count)
        }
    }

    @Test("the text of a statement drops comments and reads runs of whitespace as one space")
    func normalizedText() {
        let source = "func f() {\n    call(a,\n         b)   // note\n    x = [1,  2]\n}\n"
        #expect(StatementMutants.mutants(of: source).map(\.text) == ["call(a, b)", "x = [1, 2]"])
        #expect(StatementMutants.normalized("  a \n\t b  ") == "a b")
    }

    @Test("the owner files of each architecture, by the template that renders them")
    func owners() {
        #expect(OwnerFiles.role(architecture: "mvvm", template: "ViewModel.swift.mustache") == "ViewModel")
        #expect(OwnerFiles.role(architecture: "mvvm", template: "ViewModelTests.swift.mustache") == nil)
        #expect(OwnerFiles.role(architecture: "mvp", template: "PresenterInterface.swift.mustache") == nil)
        #expect(OwnerFiles.role(architecture: "store", template: "EffectHandler.swift.mustache") == "EffectHandler")
        #expect(OwnerFiles.role(architecture: "viper", template: "Router.swift.mustache") == "Router")
    }

    @Test("the equivalent-mutants file: entries keyed by architecture, role and normalized statement, with a reason")
    func equivalentFile() throws {
        let text = """
            # a comment

            mvvm ViewModel:   guard !Task.isCancelled  else { return } # nothing observes the stale response
            store Reducer: state.note = "a # b" # the reason follows the last hash
            """
        let entries = try EquivalentMutants.parse(text, file: "equivalent.txt")
        #expect(entries.map(\.key) == ["mvvm ViewModel: guard !Task.isCancelled else { return }", "store Reducer: state.note = \"a # b\""])
        #expect(entries.map(\.reason) == ["nothing observes the stale response", "the reason follows the last hash"])
        #expect(entries.map(\.location.line) == [3, 4])
        #expect(entries[0].matches(architecture: "mvvm", role: "ViewModel", statement: "guard !Task.isCancelled else {\n return }"))
        #expect(!entries[0].matches(architecture: "mvp", role: "Presenter", statement: "guard !Task.isCancelled else { return }"))
    }

    @Test("an entry with a fact holds only in specs that have it, naming the actions the fact is about and where the statement is")
    func conditionalEntries() throws {
        let text = """
            mvvm ViewModel when action-without-effect: {action}() # a stub does nothing
            mvp Presenter when confirmed-without-effect in confirm: switch pending { case .{action}: perform{Action}() } # only stubs run
            store Reducer when guard-without-effect in {action}: guard {*} else { return nil } # the guard stops nothing
            mvp Presenter when nothing-renders-twice in renderView: renderedState = viewState # every render is new
            """
        let entries = try EquivalentMutants.parse(text, file: "equivalent.txt")
        let facts = SpecFacts(
            actionsWithoutEffect: ["share"], confirmedWithoutEffect: ["load"], guardsWithoutEffect: ["select"], nothingRendersTwice: true,
            nothingChangesState: false)
        #expect(entries[0].matches(architecture: "mvvm", role: "ViewModel", statement: "share()", facts: facts))
        #expect(!entries[0].matches(architecture: "mvvm", role: "ViewModel", statement: "load()", facts: facts))
        #expect(!entries[0].matches(architecture: "mvvm", role: "ViewModel", statement: "share()"), "no fact, no match")
        #expect(
            entries[1].matches(
                architecture: "mvp", role: "Presenter", statement: "switch pending { case .load: performLoad() }", function: "confirm", facts: facts))
        #expect(
            entries[2].matches(architecture: "store", role: "Reducer", statement: "guard state.count > 2 else { return nil }", function: "select", facts: facts)
        )
        #expect(
            !entries[2].matches(architecture: "store", role: "Reducer", statement: "guard state.count > 2 else { return nil }", function: "load", facts: facts))
        #expect(entries[3].matches(architecture: "mvp", role: "Presenter", statement: "renderedState = viewState", function: "renderView", facts: facts))
        #expect(throws: DiagnosticError.self) { try EquivalentMutants.parse("mvvm ViewModel when sometimes: x() # r", file: "equivalent.txt") }
    }

    @Test("a statement knows the declaration it is in: a function, an initializer, a property's accessor")
    func enclosingDeclaration() {
        let source = """
            final class A {
                var state = 0 {
                    didSet { render() }
                }
                init() { state = 1 }
                func load() { items.forEach { print($0) } }
            }
            """
        #expect(StatementMutants.mutants(of: source).map(\.function) == ["state.didSet", "init", "load", "load"])
    }

    @Test("a malformed entry is refused at its line: no reason, unknown architecture or role, listed twice")
    func equivalentFileErrors() {
        let text = """
            mvvm ViewModel: x = 1
            mvc ViewModel: x = 1 # r
            mvvm Presenter: x = 1 # r
            mvvm ViewModel: x  =  1 # r
            mvvm ViewModel: x = 1 # again
            """
        #expect {
            try EquivalentMutants.parse(text, file: "equivalent.txt")
        } throws: { error in
            let diagnostics = (error as? DiagnosticError)?.diagnostics ?? []
            return diagnostics.map(\.location.line) == [1, 2, 3, 5] && diagnostics[1].hint == "did you mean 'mvp'?"
        }
    }
}
