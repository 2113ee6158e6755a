import ScaffoldDiagnostics
import ScaffoldScreen
import ScaffoldSpec
import Testing

/// A navigating or item action no view can offer is a located warning (docs/ui.md#actions-and-what-is-shown): the
/// owner declares it, but nothing on screen runs it unless the spec gives it a row or says the app runs it.
@Suite("Unreachable actions")
struct UnreachableActionTests {
    /// A feed of posts whose actions start at line 25.
    static func spec(actions: String, ui: String = "swiftui") -> String {
        """
        module: Feed
        ui: \(ui)
        entities:
          Account:
            id: UUID
            name: String
          Post:
            id: UUID
            title: String
            author: Account
        services:
          PostService:
            fetch:
              returns: [Post]
        state:
          posts: [Post]
          hidden: { type: "[Account]", shown: false }
        routes:
          account:
            params: { account: Account }
          compose:
            present: sheet
        dependencies: []
        actions:
        \(actions)
        """
    }

    static func warnings(_ actions: String, ui: String = "swiftui") throws -> [Diagnostic] {
        let yaml = spec(actions: actions, ui: ui)
        let parsed = try SpecParser.parse(text: yaml, file: SpecErrorTests.file)
        let module = try #require(SpecErrorTests.lower(yaml))
        return Screen(module).unreachableActions(in: parsed)
    }

    @Test func anActionNoRowCanRunIsWarned() throws {
        // The author is an Account, and no shown list holds accounts.
        let found = try Self.warnings("  openAccount:\n    params: { account: Account }\n    navigate: account")
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.location.line == 25 && found.first?.location.column == 3)
        #expect(found.first?.message == "no view offers 'openAccount': nothing on screen can pass 'account: Account'")
        #expect(found.first?.hint?.contains("placement: none") == true)
        // An item action: it takes an identifiable entity, though it does not navigate.
        #expect(try Self.warnings("  follow:\n    params: { account: Account }").count == 1)
        // Navigating through its `then:` chain.
        #expect(try Self.warnings("  share:\n    params: { text: String }\n    then: compose\n  compose:\n    navigate: compose").count == 1)
    }

    @Test func reachableOrDeclaredActionsAreNot() throws {
        // A row of posts passes a post.
        #expect(try Self.warnings("  open:\n    params: { post: Post }\n    navigate: account\n    with: { account: post.author }").isEmpty)
        // The spec says the app runs it.
        #expect(try Self.warnings("  openAccount:\n    params: { account: Account }\n    navigate: account\n    placement: none").isEmpty)
        // Another action's `then:` passes its params.
        let chained = "  pick:\n    params: { account: Account }\n    then: openAccount\n    placement: none\n"
        #expect(try Self.warnings(chained + "  openAccount:\n    params: { account: Account }\n    navigate: account").isEmpty)
        // Neither navigating nor taking an item: a value the app supplies, as an image picker's data.
        #expect(try Self.warnings("  rename:\n    params: { name: String }").isEmpty)
        // Without a screen, every action is the app's to run.
        #expect(try Self.warnings("  openAccount:\n    params: { account: Account }\n    navigate: account", ui: "none").isEmpty)
    }
}
