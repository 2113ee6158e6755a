import ScaffoldIR
import ScaffoldScreen
import Testing

/// Collection edits (docs/spec.md#collection-edits): `append:` and `prepend:` of one element or a list, `replace:` by
/// id, `remove:` of the element a parameter names: how they lower, what their tests expect, and every misuse refused
/// where it is written.
@Suite("Collection edits")
struct CollectionEditTests {
    /// A chat; the action `edit` is on line 28, its keys from line 30 on (after its params).
    static func spec(_ keys: String) -> String {
        """
        module: Chat
        entities:
          Message:
            id: UUID
            text: String
          Page:
            items: [Message]
            older: String?
          Tag:
            id: UUID
        services:
          ChatService:
            send:
              returns: Message
            older:
              returns: Page
            delete:
              params: { id: UUID }
            tags:
              returns: Tag
        state:
          messages: [Message]
          tags: [Tag]
          words: [String]
          draft: String = ""
          cursor: String?
        actions:
          edit:
            params: { message: Message, messageID: UUID, text: String }
        \(keys.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    static func stores(_ keys: String) throws -> [ResultStore] {
        try #require(SpecErrorTests.lower(spec(keys))?.action(named: "edit")?.call?.stores)
    }

    @Test func eachEditLowers() throws {
        #expect(try Self.stores("call: ChatService.send\nappend: messages") == [ResultStore(state: Name("messages"), edit: .append(one: true))])
        #expect(try Self.stores("call: ChatService.send\nprepend: messages") == [ResultStore(state: Name("messages"), edit: .prepend(one: true))])
        #expect(
            try Self.stores("call: ChatService.older\nprepend: { messages: items }")
                == [ResultStore(state: Name("messages"), field: Name("items"), edit: .prepend(one: false))])
        #expect(try Self.stores("call: ChatService.send\nreplace: messages") == [ResultStore(state: Name("messages"), edit: .replace)])
        #expect(
            try Self.stores("call: ChatService.delete\nwith: { id: message.id }\nremove: { messages: message }")
                == [ResultStore(state: Name("messages"), edit: .remove(param: Name("message"), isID: false))])
        #expect(
            try Self.stores("call: ChatService.delete\nwith: { id: messageID }\nremove: { messages: messageID }")
                == [ResultStore(state: Name("messages"), edit: .remove(param: Name("messageID"), isID: true))])
        // A page appended is still a page of its list; an edit of one element is not the list's work.
        let page = ResultStore(state: Name("messages"), field: Name("items"), edit: .append(one: false))
        #expect(page.appends && !page.editsElements)
        #expect(ResultStore(state: Name("messages"), edit: .replace).editsElements)
        #expect(!ResultStore(state: Name("messages"), edit: .remove(param: Name("message"), isID: false)).readsResult)
    }

    @Test func anEditOfOneElementIsNotTheListsLine() throws {
        let module = try #require(
            SpecErrorTests.lower(Self.spec("call: ChatService.delete\nwith: { id: message.id }\nremove: { messages: message }")))
        let edit = try #require(module.action(named: "edit"))
        #expect(RequestLine(edit, in: module) == .item(action: Name("edit"), param: Name("message"), isID: false))
    }

    /// The success test's expectation of `messages`, as its Swift value.
    static func expectedMessages(_ keys: String) throws -> (start: String?, expected: String?) {
        let screen = Screen(try #require(SpecErrorTests.lower(spec(keys))))
        let test = try #require(screen.actions.first { $0.name.raw == "edit" }?.successTest)
        let start = test.seeds.first { $0.state.raw == "messages" }?.value
        let expected = test.expectations.lazy.compactMap { expectation -> String? in
            guard case .state(let name, .sample(let value)) = expectation, name.raw == "messages" else { return nil }
            return value
        }.first
        return (start, expected)
    }

    static let other = "Chat.Message.fixture(id: UUID(uuidString: \"00000000-0000-0000-0000-000000000008\")!, text: \"text 2\")"

    @Test func testsStartTheListWithElementsOfTheirOwnAndExpectItWhole() throws {
        let appended = try Self.expectedMessages("call: ChatService.send\nappend: messages")
        #expect(appended.start == "[\(Self.other)]")
        #expect(appended.expected == "[\(Self.other), Chat.Message.fixture()]")
        let prepended = try Self.expectedMessages("call: ChatService.older\nprepend: { messages: items }")
        #expect(prepended.expected == "Chat.Page.fixture().items + [\(Self.other)]")
        // The old element has the result's id and another text; the new one takes its place, first.
        let replaced = try Self.expectedMessages("call: ChatService.send\nreplace: messages")
        #expect(replaced.start == "[Chat.Message.fixture(id: Chat.Message.fixture().id, text: \"text 2\"), \(Self.other)]")
        #expect(replaced.expected == "[Chat.Message.fixture(), \(Self.other)]")
        // The removed element between two others, which keep their order.
        let third = "Chat.Message.fixture(id: UUID(uuidString: \"00000000-0000-0000-0000-000000000009\")!)"
        let removed = try Self.expectedMessages("call: ChatService.delete\nwith: { id: message.id }\nremove: { messages: message }")
        #expect(removed.start == "[\(Self.other), Chat.Message.fixture(), \(third)]")
        #expect(removed.expected == "[\(Self.other), \(third)]")
        let removedByID = try Self.expectedMessages("call: ChatService.delete\nwith: { id: messageID }\nremove: { messages: messageID }")
        #expect(
            removedByID.start
                == "[\(Self.other), Chat.Message.fixture(id: UUID(uuidString: \"00000000-0000-0000-0000-000000000007\")!), \(third)]")
    }

    static let refused: [SpecRefusal] = [
        SpecRefusal(
            keys: "call: ChatService.send\nappend: draft", line: 31, column: 13,
            message: "cannot append to 'draft' (String)", hint: "'append:' adds to array state"),
        SpecRefusal(
            keys: "call: ChatService.send\nprepend: { cursor: text }", line: 31, column: 16,
            message: "cannot prepend to 'cursor' (String?)", hint: "use 'assign:' to replace it"),
        SpecRefusal(
            keys: "call: ChatService.older\nappend: { words: older }", line: 31, column: 22,
            message: "cannot append 'ChatService.older' field 'older' (String?) to 'words' ([String])", hint: "append needs one String or a list of them"),
        SpecRefusal(
            keys: "call: ChatService.older\nprepend: messages", line: 31, column: 14,
            message: "cannot prepend the result of 'ChatService.older' (Page) to 'messages' ([Message])",
            hint: "or a field of the result that is one"),
        SpecRefusal(
            keys: "call: ChatService.send\nreplace: words", line: 31, column: 14,
            message: "cannot replace an element of 'words' ([String])", hint: "an entity with an 'id' field"),
        SpecRefusal(
            keys: "call: ChatService.older\nreplace: { messages: items }", line: 31, column: 26,
            message: "cannot replace an element of 'messages' with 'ChatService.older' field 'items' ([Message])",
            hint: "'replace:' takes one Message, the updated element; use 'assign:' to replace the whole list"),
        SpecRefusal(
            keys: "call: ChatService.tags\nreplace: tags", line: 31, column: 14,
            message: "'replace:' would change nothing: Tag has no field but its id", hint: "add the fields that change"),
        SpecRefusal(
            keys: "replace: messages", line: 30, column: 14, message: "'replace:' without 'call:'", hint: "replace stores the result"),
        SpecRefusal(
            keys: "prepend: messages", line: 30, column: 14, message: "'prepend:' without 'call:'", hint: "prepend stores the result"),
        SpecRefusal(
            keys: "remove: { messages: message }", line: 30, column: 15, message: "'remove:' without 'call:'",
            hint: "once 'call: Service.operation' (the server's delete) succeeds"),
        SpecRefusal(
            keys: "call: ChatService.delete\nwith: { id: messageID }\nremove: { messages: msg }", line: 32, column: 25,
            message: "'remove: { messages: msg }' names no parameter of the action", hint: "the action's params: message, messageID, text"),
        SpecRefusal(
            keys: "call: ChatService.delete\nwith: { id: messageID }\nremove: { messages: text }", line: 32, column: 25,
            message: "cannot remove 'text' (String) from 'messages' ([Message])", hint: "takes the element (Message) or its id (UUID)"),
        SpecRefusal(
            keys: "call: ChatService.delete\nwith: { id: messageID }\nremove: { words: text }", line: 32, column: 22,
            message: "cannot remove an element of 'words' ([String])", hint: "finds the element by its id"),
        SpecRefusal(
            keys: "call: ChatService.delete\nwith: { id: messageID }\nremove: { mesages: message }", line: 32, column: 15,
            message: "'remove:' names unknown state 'mesages'", hint: "did you mean 'messages'?"),
        SpecRefusal(
            keys: "call: ChatService.send\nappend: messages\nreplace: messages", line: 32, column: 14,
            message: "'messages' is stored twice (31:13)", hint: "by 'assign:', 'append:', 'prepend:', 'replace:' or 'remove:'"),
        SpecRefusal(
            keys: "call: ChatService.delete\nwith: { id: messageID }\nprepend: messages", line: 32, column: 14,
            message: "'ChatService.delete' returns nothing to prepend", hint: "add 'returns: Type'"),
    ]

    @Test func aRemovalNamesItsParameter() {
        let diagnostics = SpecErrorTests.parseErrors(Self.spec("call: ChatService.delete\nwith: { id: messageID }\nremove: messages"))
        SpecErrorTests.expectOnly(
            diagnostics, line: 32, column: 13, message: "'remove:' must map each list to the parameter that is the element to remove",
            hint: "e.g. 'remove: { items: item }'")
    }

    @Test(arguments: refused)
    func refusedWithItsLocation(_ refused: SpecRefusal) {
        refused.expect(in: SpecErrorTests.lowerErrors(Self.spec(refused.keys)), only: true)
    }
}
