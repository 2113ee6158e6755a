import Foundation
import ScaffoldDiagnostics
import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec
import Testing

/// The expression language of `set:` (docs/ARCHITECTURE.md#expressions): what it accepts becomes typed IR that renders
/// as Swift; what it refuses is one error at the exact column of the part that is wrong. (That accepted expressions
/// compile and their generated tests pass is proven by Tests/EdgeSpecs/Expressions.yaml in the end-to-end build.)
@Suite("Expressions")
struct ExpressionTests {
    static let header = """
        module: Feed
        entities:
          Mood:
            cases: [calm, busy]
          Post:
            id: UUID
            title: String
            tags: [String]
        state:
          page: Int = 1
          title: String = ""
          cursor: String?
          mood: Mood = .calm
          posts: [Post]
          ready: Bool = false
          small: UInt8 = 0
        actions:
          go:
            params: { post: Post }

        """

    /// One `set:` entry of action `go`, on line 20; `value` is written as is (quote it in YAML where needed).
    static func lowerSet(_ entry: String) -> (ModuleIR?, [Diagnostic]) {
        let yaml = header + "    set: { \(entry) }\n"
        do {
            let spec = try SpecParser.parse(text: yaml, file: "Test.yaml")
            return (try Lowering.lower(spec, architectures: TestSupport.architectures, architectureOverride: nil), [])
        } catch {
            return (nil, error.diagnostics)
        }
    }

    struct Accepted: CustomStringConvertible, Sendable {
        var entry: String
        /// The assignment as the view model writes it.
        var swift: String
        var description: String { entry }
    }

    static let accepted: [Accepted] = [
        Accepted(entry: "page: 3", swift: "page = 3"),
        Accepted(entry: "page: -3", swift: "page = -3"),
        Accepted(entry: "page: 'page + 1 - page'", swift: "page = page + 1 - page"),
        Accepted(entry: "page: 'page - (page - 1)'", swift: "page = page - (page - 1)"),
        Accepted(entry: "page: posts.count", swift: "page = posts.count"),
        Accepted(entry: "cursor: null", swift: "cursor = nil"),
        Accepted(entry: "cursor: '\"next\"'", swift: "cursor = \"next\""),
        Accepted(entry: "cursor: 'posts.first?.title'", swift: "cursor = posts.first?.title"),
        Accepted(entry: "title: '\"say \\\"hi\\\"\"'", swift: "title = \"say \\\"hi\\\"\""),
        Accepted(entry: "title: post.title", swift: "title = post.title"),
        Accepted(entry: "mood: .busy", swift: "mood = .busy"),
        Accepted(entry: "posts: []", swift: "posts = []"),
        Accepted(entry: "ready: true", swift: "ready = true"),
        Accepted(entry: "ready: '!ready || page >= 2 && cursor != null'", swift: "ready = !ready || page >= 2 && cursor != nil"),
        Accepted(entry: "ready: '!(ready || title.isEmpty)'", swift: "ready = !(ready || title.isEmpty)"),
        Accepted(entry: "ready: 'post.tags.contains(title)'", swift: "ready = post.tags.contains(title)"),
        Accepted(entry: "ready: 'mood == .calm'", swift: "ready = mood == .calm"),
    ]

    @Test("accepted values are typed and render as Swift, parenthesized only where precedence needs it", arguments: accepted)
    func acceptedValues(_ item: Accepted) throws {
        let (module, diagnostics) = Self.lowerSet(item.entry)
        #expect(diagnostics.isEmpty, "\(DiagnosticError(diagnostics))")
        let assignment = try #require(module?.action(named: "go")?.assignments.first)
        #expect("\(assignment.state.swift) = " + assignment.value.swift { $0.name.swift } == item.swift)
    }

    struct Refused: CustomStringConvertible, Sendable {
        var entry: String
        var column: Int
        var message: String
        var hint: String? = nil
        var description: String { entry }
    }

    // `    set: { ` is 11 characters: a plain value of the entry starts at column 12 + the key's length + 2.
    static let refused: [Refused] = [
        Refused(entry: "page: '\"x\"'", column: 19, message: "cannot set 'page' to '\"x\"': text, not Int"),
        Refused(entry: "page: 1.5", column: 18, message: "cannot set 'page' to '1.5': Int takes no decimal point: 1.5"),
        Refused(entry: "small: 256", column: 19, message: "cannot set 'small' to '256': 256 is out of the range of UInt8 (0 to 255)"),
        Refused(entry: "title: null", column: 19, message: "cannot set 'title' to 'null': null fits only an optional, and this is String"),
        Refused(entry: "title: []", column: 19, message: "cannot set 'title' to '[]': [] is an empty list, not String"),
        Refused(
            entry: "title: hello", column: 19, message: "cannot set 'title' to 'hello': no param, state or derived value named 'hello'",
            hint: "to write text, quote it: '\"hello\"'; names in scope: post, page, title, cursor, mood, posts, ready, small"),
        Refused(entry: "mood: .sleepy", column: 18, message: "cannot set 'mood' to '.sleepy': Mood has no case 'sleepy'"),
        Refused(
            entry: "title: post.name", column: 23, message: "cannot set 'title' to 'post.name': Post has no member 'name'",
            hint: "known members: id, tags, title"),
        Refused(
            entry: "title: 'posts.first.title'", column: 31,
            message: "cannot set 'title' to 'posts.first.title': 'posts.first' is optional (Post?)", hint: "write '?.title'"),
        Refused(
            entry: "small: 'small - 1'", column: 26, message: "cannot set 'small' to 'small - 1': '-' on UInt8 traps below zero",
            hint: "declare the state as Int"),
        Refused(entry: "ready: 'title + title'", column: 26, message: "cannot set 'ready' to 'title + title': '+' works on numbers, not String"),
        Refused(entry: "ready: '1 < page < 3'", column: 29, message: "cannot set 'ready' to '1 < page < 3': comparisons do not chain; combine them with '&&'"),
        Refused(entry: "ready: 'page == null'", column: 25, message: "cannot set 'ready' to 'page == null': 'page' is Int, never null"),
        Refused(entry: "title: '\"open'", column: 20, message: "cannot set 'title' to '\"open': expected '\"' to close the text"),
        Refused(entry: "ready: 'ready &&'", column: 28, message: "cannot set 'ready' to 'ready &&': expected a value at the end"),
        Refused(entry: "posts: [post]", column: 19, message: "'posts' in set must be a single value"),
        Refused(
            entry: "ready: '" + String(repeating: "(", count: 40) + "ready" + String(repeating: ")", count: 40) + "'", column: 52,
            message: "cannot set 'ready' to '" + String(repeating: "(", count: 40) + "ready" + String(repeating: ")", count: 40)
                + "': an expression nests at most 32 levels"),
        Refused(
            entry: "ready: '" + String(repeating: "!", count: 40) + "ready'", column: 52,
            message: "cannot set 'ready' to '" + String(repeating: "!", count: 40) + "ready': an expression nests at most 32 levels"),
        Refused(
            entry: "page: '" + Array(repeating: "page", count: 120).joined(separator: " + ") + "'", column: 19,
            message: "cannot set 'page' to '" + Array(repeating: "page", count: 120).joined(separator: " + ")
                + "': an expression is at most 500 characters; compute parts of it as derived values"),
    ]

    @Test("with: binds call and route parameters to expressions, checked against each parameter's type")
    func withExpressions() throws {
        let yaml = """
            module: Feed
            entities:
              Post:
                id: UUID
                tags: [String]
            services:
              PostService:
                fetch:
                  params: { after: "UUID?", limit: Int, tag: "String?" }
                  returns: [Post]
            state:
              posts: [Post]
              page: Int = 1
            actions:
              more:
                call: PostService.fetch
                with: { after: 'posts.last?.id', limit: 'page * 2', tag: null }
              open:
                params: { post: Post }
                navigate: detail
                with: { postID: post.id, count: 'post.tags.count + page' }
            routes:
              detail:
                params: { postID: UUID, count: Int }
                to: PostDetail
            dependencies: [PostDetail]

            """
        // `*` is no operator of the language: one error, at it.
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(yaml), line: 17, column: 51,
            message: "cannot bind 'limit' of 'PostService.fetch' to 'page * 2': unexpected '* 2' after a whole expression")
        let fixed = yaml.replacingOccurrences(of: "'page * 2'", with: "'page + 2'")
        let spec = try SpecParser.parse(text: fixed, file: "Test.yaml")
        let module = try Lowering.lower(spec, architectures: TestSupport.architectures, architectureOverride: nil)
        let call = try #require(module.action(named: "more")?.call)
        #expect(call.arguments.map { "\($0.parameter.raw): \($0.value.swift { $0.name.swift })" } == ["after: posts.last?.id", "limit: page + 2", "tag: nil"])
        let navigation = try #require(module.action(named: "open")?.navigate)
        #expect(navigation.arguments.map { $0.value.swift { $0.name.swift } } == ["post.id", "post.tags.count + page"])
    }

    @Test("a refused value is one located error that says what is wrong", arguments: refused)
    func refusedValues(_ item: Refused) {
        let (_, diagnostics) = Self.lowerSet(item.entry)
        SpecErrorTests.expectOnly(diagnostics, line: 20, column: item.column, message: item.message, hint: item.hint)
    }
}

/// `derived:` values: computed properties of state, checked like every expression, never in a cycle.
@Suite("Derived values")
struct DerivedValueTests {
    static func lower(_ derived: String) -> (ModuleIR?, [Diagnostic]) {
        let yaml = """
            module: Feed
            state:
              email: String = ""
              password: String = ""
              page: Int = 1
            derived:
            \(derived)
            actions:
              submit: {}
            services:
              FeedService:
                load: {}

            """
        do {
            let spec = try SpecParser.parse(text: yaml, file: "Test.yaml")
            return (try Lowering.lower(spec, architectures: TestSupport.architectures, architectureOverride: nil), [])
        } catch {
            return (nil, error.diagnostics)
        }
    }

    @Test("a derived value may read state and other derived values, declared before or after it")
    func accepted() throws {
        let (module, diagnostics) = Self.lower(
            """
              canSubmit: "Bool = hasEmail && password.count >= 8"
              hasEmail: "Bool = !email.isEmpty"
            """)
        #expect(diagnostics.isEmpty, "\(DiagnosticError(diagnostics))")
        let derived = try #require(module?.derived)
        #expect(derived.map(\.name.raw) == ["canSubmit", "hasEmail"])
        #expect(derived[0].expression.swift { $0.name.swift } == "hasEmail && password.count >= 8")
        #expect(derived[0].expression.references == [.derived(Name("hasEmail")), .state(Name("password"))])
    }

    struct Refused: CustomStringConvertible, Sendable {
        var derived: String
        var line: Int
        var column: Int
        var message: String
        var description: String { message }
    }

    static let refused: [Refused] = [
        Refused(
            derived: "  a: \"Bool = b\"\n  b: \"Bool = !a\"", line: 7, column: 3, message: "derived value 'a' depends on itself: a → b → a"),
        Refused(derived: "  a: \"Int = a + 1\"", line: 7, column: 3, message: "derived value 'a' depends on itself: a → a"),
        Refused(derived: "  a: Bool", line: 7, column: 3, message: "derived value 'a' has no expression"),
        Refused(derived: "  a: \"Bool = page\"", line: 7, column: 14, message: "derived value 'a' = 'page': 'page' is Int, not Bool"),
        Refused(
            derived: "  a: \"Bool = !emial.isEmpty\"", line: 7, column: 15,
            message: "derived value 'a' = '!emial.isEmpty': no state or derived value named 'emial'"),
        Refused(derived: "  email: \"Bool = true\"", line: 7, column: 3, message: "derived value 'email' has the name of state 'email'"),
        Refused(derived: "  submit: \"Bool = true\"", line: 7, column: 3, message: "derived value 'submit' has the name of an action"),
        Refused(
            derived: "  feedService: \"Bool = true\"", line: 7, column: 3,
            message: "derived value 'feedService' has the name of the property of service 'FeedService'"),
        Refused(derived: "  isLoading: \"Bool = true\"", line: 7, column: 3, message: "derived value 'isLoading' has a name generated code already uses"),
    ]

    @Test("scaffold computes derived values as Swift would: an Int literal beside a Double is a Double, && decides early")
    func computedValues() throws {
        let yaml = """
            module: Feed
            state:
              ratio: Double = 1.0
              count: Int = 2
              name: String?
            derived:
              isWhole: "Bool = ratio == 1"
              next: "Double = ratio + 1"
              short: "Bool = count > 3 && name != null"
              named: "Bool = name != null && count > 0"

            """
        let module = try Lowering.lower(
            try SpecParser.parse(text: yaml, file: "Test.yaml"), architectures: TestSupport.architectures, architectureOverride: nil)
        let values = DerivedExpectations.initial(module).map { "\($0.name.raw) == \($0.value)" }
        #expect(values == ["isWhole == true", "next == 2.0", "short == false", "named == false"])
    }

    @Test("derived values read each other at most 16 deep")
    func depth() {
        let chain = (0...16).map { index in index == 0 ? "  d0: \"Bool = true\"" : "  d\(index): \"Bool = d\(index - 1)\"" }
        let (_, diagnostics) = Self.lower(chain.joined(separator: "\n"))
        SpecErrorTests.expectOnly(diagnostics, line: 23, column: 3, message: "derived value 'd16' reads derived values 17 levels deep, more than 16")
        let (module, accepted) = Self.lower(chain.dropLast().joined(separator: "\n"))
        #expect(accepted.isEmpty && module?.derived.count == 16)
    }

    @Test("a derived value that cannot be computed is one located error", arguments: refused)
    func refusedValues(_ item: Refused) {
        let (_, diagnostics) = Self.lower(item.derived)
        SpecErrorTests.expectOnly(diagnostics, line: item.line, column: item.column, message: item.message)
    }
}
