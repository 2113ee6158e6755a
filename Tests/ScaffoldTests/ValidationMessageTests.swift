import ScaffoldDiagnostics
import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec
import Testing

/// `invalid:` of an input (docs/spec.md#inputs): what a form field says while its value will not do. Lowering makes
/// it a derived value (`titleMessage`), the catalog holds each message, the screen model plans a test per rule, and
/// every misuse is a located error.
@Suite("Validation messages")
struct ValidationMessageTests {
    /// A form whose `inputs:` entries start at line 15.
    static func spec(inputs: String, derived: String = "") -> String {
        """
        module: Editor
        ui: swiftui
        services:
          NoteService:
            save:
              params: { title: String, body: String }
        state:
          title: String = ""
          body: String = ""
          query: String = ""
          pinned: Bool = false
        derived:
          canSave: "Bool = !title.isEmpty"\(derived)
        inputs:
        \(inputs)
        actions:
          save:
            when: canSave
            call: NoteService.save
        """
    }

    static let twoRules = """
          title:
            kind: text
            invalid:
              - when: "!title.isEmpty && title.count < 3"
                message: Use at least 3 characters.
              - when: "title.count > 40"
                message: Use at most 40 characters.
        """

    @Test func rulesBecomeTheFieldsMessage() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec(inputs: Self.twoRules)))
        let input = try #require(module.inputs.first)
        #expect(input.validations.map(\.message) == ["Use at least 3 characters.", "Use at most 40 characters."])
        #expect(input.validations.map(\.textName) == ["title", "title2"])
        let message = try #require(module.derivedValue(named: "titleMessage"))
        #expect(message.type == .optional(.named("String", arguments: [], origin: .standard)))
        #expect(
            message.expression.swift(strings: module.stringsType) { $0.name.raw }
                == "!title.isEmpty && title.count < 3 ? EditorStrings.Validation.title : title.count > 40 ? EditorStrings.Validation.title2 : nil")
        let texts = Screen(module).texts(ownerFormatsValues: false).filter { $0.kind == .validation }
        #expect(texts.map(\.key) == ["validation.title", "validation.title2"])
        #expect(texts.map(\.english) == ["Use at least 3 characters.", "Use at most 40 characters."])
    }

    /// Each rule's test breaks it and no rule before it; the user types the value, so the view is told too.
    @Test func eachRuleHasItsTest() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec(inputs: Self.twoRules)))
        let input = try #require(Screen(module).inputs.first)
        #expect(input.untested == nil)
        #expect(input.validationTests.map(\.name) == ["titleShowsMessage", "titleShowsMessage2", "titleShowsNoMessageForAValueThatWillDo"])
        // A value every rule accepts, other than the untouched field's: no message.
        let valid = try #require(input.validationTests.last)
        #expect(valid.expectations.first == .state(Name("titleMessage"), equals: .sample("nil")))
        guard case .edit(_, let typed)? = valid.steps.first else {
            Issue.record("expected an edit, got \(valid.steps)")
            return
        }
        #expect((3...40).contains(typed.count - 2), "\(typed)")
        for (test, text) in zip(input.validationTests.prefix(2), ["EditorStrings.Validation.title", "EditorStrings.Validation.title2"]) {
            #expect(test.kind == .validation)
            #expect(test.expectations.first == .state(Name("titleMessage"), equals: .sample(text)))
            #expect(test.expectations.contains(.stateShown))
            guard case .edit(_, let typed)? = test.steps.first else {
                Issue.record("expected an edit, got \(test.steps)")
                continue
            }
            let length = typed.count - 2
            #expect(test.name.hasSuffix("2") ? length > 40 : (1..<3).contains(length), "\(typed)")
        }
        // The edit test's value will do, and expects no message.
        let edit = try #require(input.test)
        #expect(edit.expectations.contains(.state(Name("titleMessage"), equals: .sample("nil"))))
    }

    /// A rule that no value scaffold tries can break is said in the test file, not left silently untested.
    @Test func aRuleWithoutStateIsNoted() throws {
        let inputs = """
              title:
                kind: text
                invalid:
                  - when: "title.count > 5 && title.count < 5"
                    message: Never.
            """
        let module = try #require(SpecErrorTests.lower(Self.spec(inputs: inputs)))
        let input = try #require(Screen(module).inputs.first)
        #expect(input.validationTests.map(\.name) == ["titleShowsNoMessageForAValueThatWillDo"])
        #expect(input.untested?.contains("no test of the message of title while 'title.count > 5 && title.count < 5'") == true)
    }

    /// A rule shows a message and stops nothing: an action that can send the value while a rule holds is warned, at its
    /// `when:`; one whose `when:` excludes every rule is not.
    @Test func anActionSendingAValueItsFieldObjectsToIsWarned() throws {
        let inputs = "  title:\n    kind: text\n    invalid:\n      - when: \"title.count > 40\"\n        message: Use at most 40 characters."
        let yaml = Self.spec(inputs: inputs)
        let module = try #require(SpecErrorTests.lower(yaml))
        let found = Screen(module).unguardedValidations(in: try SpecParser.parse(text: yaml, file: SpecErrorTests.file))
        #expect(found.map(\.message) == ["'save' can send 'title' while the field says \"Use at most 40 characters.\""])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.location.line == 22)
        #expect(found.first?.hint?.contains("!(title.count > 40)") == true)
        let guarded = yaml.replacingOccurrences(of: "canSave: \"Bool = !title.isEmpty\"", with: "canSave: \"Bool = !title.isEmpty && title.count <= 40\"")
        let safe = try #require(SpecErrorTests.lower(guarded))
        #expect(Screen(safe).unguardedValidations(in: try SpecParser.parse(text: guarded, file: SpecErrorTests.file)).isEmpty)
    }

    @Test func misusesAreLocated() {
        func errors(_ inputs: String, derived: String = "") -> [Diagnostic] {
            SpecErrorTests.lowerErrors(Self.spec(inputs: inputs, derived: derived))
        }
        func parseErrors(_ inputs: String) -> [Diagnostic] { SpecErrorTests.parseErrors(Self.spec(inputs: inputs)) }
        SpecErrorTests.expectOnly(
            parseErrors("  title: { kind: text, invalid: { when: title.isEmpty, message: Enter a title. } }"), line: 15, column: 33,
            message: "'invalid:' of input 'title' must be a list", hint: "one '- when: …' entry per message")
        SpecErrorTests.expectDiagnostic(
            parseErrors("  title: { kind: text, invalid: [{ when: title.isEmpty, text: Enter a title. }] }"), line: 15, column: 57,
            message: "unknown key 'text' in an 'invalid:' entry of 'title'", hint: "message")
        SpecErrorTests.expectOnly(
            parseErrors("  title: { kind: text, invalid: [{ when: title.isEmpty }] }"), line: 15, column: 34,
            message: "an 'invalid:' entry of 'title' has no 'message:'")
        SpecErrorTests.expectOnly(
            parseErrors("  title: { kind: text, invalid: [{ message: Enter a title. }] }"), line: 15, column: 34,
            message: "an 'invalid:' entry of 'title' has no 'when:'")
        SpecErrorTests.expectOnly(
            errors("  title: { kind: text, invalid: [{ when: title.count, message: Too short. }] }"), line: 15, column: 47,
            message: "'when: title.count' of an 'invalid:' rule needs a Bool")
        SpecErrorTests.expectOnly(
            errors("  title: { kind: text, invalid: [{ when: titel.isEmpty, message: Enter a title. }] }"), line: 15, column: 42,
            message: "'when: titel.isEmpty' of an 'invalid:' rule needs a Bool", hint: "title")
        SpecErrorTests.expectOnly(
            errors("  title: { kind: text, invalid: [{ when: 'true', message: Always. }] }"), line: 15, column: 42,
            message: "'when: true' is a constant: the message would show always")
        SpecErrorTests.expectOnly(
            errors("  title: { kind: text, invalid: [{ when: title.isEmpty, message: '  ' }] }"), line: 15, column: 66,
            message: "the message of an 'invalid:' rule of 'title' must be one line of text")
        SpecErrorTests.expectOnly(
            errors("  query: { kind: search, invalid: [{ when: query.isEmpty, message: Type something. }] }"), line: 15, column: 36,
            message: "a search field shows no message", hint: "make 'query' a 'text' input")
        SpecErrorTests.expectOnly(
            errors("  title: { kind: text, invalid: [{ when: title.isEmpty, message: Enter a title. }] }", derived: "\n  titleMessage: \"Bool = true\""),
            line: 16, column: 3, message: "input 'title' needs the member 'titleMessage', which the spec already names")
        // Without `invalid:`, the name stays free.
        #expect(errors("  title: text", derived: "\n  titleMessage: \"Bool = true\"").isEmpty)
    }
}
