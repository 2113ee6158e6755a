import ScaffoldIR
import ScaffoldScreen
import Testing

/// `inputs:` (docs/ARCHITECTURE.md#inputs): state the user edits, the kind of control that fits its type, and the
/// action each edit runs. Every rule is a located error; the screen model plans the test of each edit.
@Suite("Inputs")
struct InputTests {
    /// A form whose `inputs:` entries start at line 14.
    static func spec(inputs: String, state: String = "") -> String {
        """
        module: Form
        ui: swiftui
        entities:
          Scope:
            cases: [all, mine]
        state:
          email: String = ""
          password: String = ""
          remember: Bool = true
          age: Int = 0
          scope: Scope = .all
          tags: [String]\(state)
        inputs:
        \(inputs)
        actions:
          search:
            when: '!email.isEmpty'
            set: { tags: [] }
          open:
            params: { tag: String }
          ask:
            confirm: Sure?
            set: { tags: [] }
        """
    }

    @Test func kindsAndOnChangeLower() throws {
        let module = try #require(
            SpecErrorTests.lower(
                Self.spec(
                    inputs: """
                          email: { kind: text, onChange: search }
                          password: secure
                          remember: toggle
                          age: number
                          scope: picker
                        """)))
        #expect(
            module.inputs == [
                Input(state: Name("email"), kind: .text, onChange: Name("search")), Input(state: Name("password"), kind: .secure),
                Input(state: Name("remember"), kind: .toggle), Input(state: Name("age"), kind: .number), Input(state: Name("scope"), kind: .picker),
            ])
        // An input is a control, not a labelled value; the action it runs after each edit is not in the toolbar.
        let screen = Screen(module)
        #expect(!screen.valueFields.contains { $0.state.name.raw == "email" })
        #expect(screen.toolbar.primary?.name.raw != "search" && !screen.toolbar.menu.contains { $0.name.raw == "search" })
    }

    /// The edit's test starts where the input holds its initial value, edits it to a value `onChange`'s `when:` allows,
    /// and expects the new value and what the action does.
    @Test func editTestRunsOnChangeOnTheEditedValue() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec(inputs: "  email: { kind: text, onChange: search }")))
        let input = try #require(Screen(module).inputs.first)
        let test = try #require(input.test)
        #expect(test.kind == .edited)
        // `search` sets `tags` to the `[]` it starts with: the test starts it elsewhere, so that the set shows.
        #expect(test.seeds.map(\.state.raw) == ["tags"])
        #expect(test.steps == [.edit(module.inputs[0], value: "\"email\"")])
        #expect(test.expectations.contains(.state(Name("email"), equals: .sample("\"email\""))))
        #expect(test.expectations.contains(.state(Name("tags"), equals: .sample("[]"))))
    }

    @Test func unknownStateIsRefused() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  emial: text")), line: 14, column: 3, message: "input 'emial' edits unknown state",
            hint: "email")
    }

    @Test func unknownKindIsRefused() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  email: textarea")), line: 14, column: 10, message: "unknown input kind 'textarea'",
            hint: "use one of text, search, secure, toggle, number, date, picker")
    }

    @Test func kindMustFitTheType() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  remember: text")), line: 14, column: 13,
            message: "a 'text' input needs String state; 'remember' is Bool", hint: "use 'toggle' for Bool")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  age: picker")), line: 14, column: 8,
            message: "a 'picker' input needs state of an enum entity; 'age' is Int", hint: "use 'number' for Int")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  scope: toggle")), line: 14, column: 10,
            message: "a 'toggle' input needs Bool state; 'scope' is Scope", hint: "use 'picker' for Scope")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  tags: text")), line: 14, column: 9,
            message: "a 'text' input needs String state; 'tags' is [String]", hint: "no input kind edits [String]")
    }

    @Test func secretTakesOnlySecure() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  password: text")), line: 14, column: 13,
            message: "'password' is secret: a 'text' input would show it", hint: "use 'secure', or mark the state 'secret: false'")
    }

    @Test func onChangeNamesAParameterlessActionThatDoesNotAsk() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  email: { kind: text, onChange: open }")), line: 14, column: 34,
            message: "'onChange' of 'email' runs 'open', which takes params", hint: "name an action without params")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  email: { kind: text, onChange: ask }")), line: 14, column: 34,
            message: "'onChange' of 'email' runs 'ask', which asks the user first ('confirm:')", hint: "name an action without 'confirm:'")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  email: { kind: text, onChange: serch }")), line: 14, column: 34,
            message: "'onChange' of 'email' names unknown action 'serch'", hint: "search")
    }

    @Test func generatedMembersMustBeFree() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  email: text", state: "\n  emailInput: Int = 0")), line: 15, column: 3,
            message: "input 'email' needs the member 'emailInput', which the spec already names", hint: "rename the state, action or derived value")
    }

    @Test func longFormNeedsAKnownKeyAndAKind() {
        SpecErrorTests.expectOnly(
            SpecErrorTests.parseErrors(Self.spec(inputs: "  email: { onChange: search }")), line: 14, column: 3,
            message: "input 'email' has no 'kind:'", hint: "add 'kind:'")
        let unknownKey = SpecErrorTests.parseErrors(Self.spec(inputs: "  email: { kind: text, onchange: search }"))
        #expect(unknownKey.count == 1)
        #expect(unknownKey.first?.message.contains("onchange") == true)
    }

    // MARK: Forms

    /// `role:` says what a text field holds; one that does not fit the control is refused where it is written.
    @Test func roleFitsTheControl() throws {
        let module = try #require(
            SpecErrorTests.lower(Self.spec(inputs: "  email: { kind: text, role: plain }\n  password: { kind: secure, role: newPassword }")))
        #expect(module.inputs.map(\.role) == [.plain, .newPassword])
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  email: { kind: text, role: mail }")), line: 14, column: 30,
            message: "unknown input role 'mail'", hint: "use one of email, username, oneTimeCode, url, phone, plain")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  email: { kind: text, role: password }")), line: 14, column: 30,
            message: "a 'text' input cannot have role 'password'", hint: "a password is typed into a 'secure' input: write 'kind: secure'")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  password: { kind: secure, role: email }")), line: 14, column: 35,
            message: "a 'secure' input cannot have role 'email'", hint: "a 'secure' input takes 'password', 'newPassword', 'oneTimeCode', 'plain'")
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(Self.spec(inputs: "  remember: { kind: toggle, role: plain }")), line: 14, column: 35,
            message: "a 'toggle' input cannot have role 'plain'", hint: "only 'text' and 'secure' inputs have a role: remove 'role:'")
    }

    /// Without `role:`, the state's name says what the field holds; only text and secure fields have a role.
    @Test(
        arguments: [
            ("email", Input.Kind.text, Input.Role.email), ("workEmailAddress", .text, .email), ("userName", .text, .username),
            ("login", .text, .username), ("websiteURL", .text, .url), ("mobilePhone", .text, .phone), ("verificationCode", .text, .oneTimeCode),
            ("displayName", .text, .plain), ("query", .text, .plain), ("password", .secure, .password), ("newPassword", .secure, .newPassword),
            ("confirmPassword", .secure, .newPassword), ("otpCode", .secure, .oneTimeCode), ("apiKey", .secure, .plain),
        ])
    func roleFromTheName(name: String, kind: Input.Kind, role: Input.Role) {
        #expect(ScreenInput.inferredRole(of: name, kind: kind) == role)
    }

    /// Return moves down the fields typed into, and in the last one runs the toolbar's primary action; a button whose
    /// `when:` names a Bool follows it.
    @Test func focusOrderAndSubmit() throws {
        let module = try #require(
            SpecErrorTests.lower(
                """
                module: Form
                state:
                  email: String = ""
                  password: String = ""
                  remember: Bool = true
                inputs:
                  email: text
                  remember: toggle
                  password: secure
                derived:
                  canSubmit: "Bool = !email.isEmpty"
                actions:
                  submit:
                    when: canSubmit
                    set: { remember: false }
                  reset:
                    when: '!email.isEmpty'
                    set: { email: '""' }
                """))
        let screen = Screen(module)
        let form = screen.form
        #expect(form.focusOrder.map(\.field.name.raw) == ["email", "password"])
        #expect(form.submit?.name.raw == "submit")
        #expect(form.focusOrder.map(form.returnKey) == [.next, .go])
        #expect(form.next(after: form.focusOrder[0])?.field.name.raw == "password")
        #expect(screen.actions.first { $0.name.raw == "submit" }?.enabledFlag(in: module)?.raw == "canSubmit")
        // A longer `when:` leaves the button enabled: name it as a derived value to have the button follow it.
        #expect(screen.actions.first { $0.name.raw == "reset" }?.enabledFlag(in: module) == nil)
    }
}
