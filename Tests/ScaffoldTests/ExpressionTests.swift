import Foundation
import ScaffoldDiagnostics
import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec
import Testing

/// The expression language of `set:` (docs/ARCHITECTURE.md#expressions): what it accepts becomes typed IR that renders
/// as Swift; what it refuses is one error at the exact column of the part that is wrong. (That accepted expressions
/// compile and their generated tests pass is proven by Tests/EdgeSpecs/Expressions.yaml and Arithmetic.yaml in the
/// end-to-end build.)
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
            price: Decimal
        state:
          page: Int = 1
          title: String = ""
          cursor: String?
          mood: Mood = .calm
          posts: [Post]
          ready: Bool = false
          small: UInt8 = 0
          ratio: Double = 0.5
          price: Decimal = 0
          limit: Int?
        actions:
          go:
            params: { post: Post }

        """

    /// One `set:` entry of action `go`, on line 24; `value` is written as is (quote it in YAML where needed).
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
        // `* / %` bind tighter than `+ -`, `??` looser than both and tighter than comparisons, to the right.
        Accepted(entry: "page: 'page * 2 + 1'", swift: "page = page * 2 + 1"),
        Accepted(entry: "page: '(page + 1) * 2'", swift: "page = (page + 1) * 2"),
        Accepted(entry: "page: 'page - (page - 1) * 3'", swift: "page = page - (page - 1) * 3"),
        Accepted(entry: "page: 'page / 2 % 3'", swift: "page = page / 2 % 3"),
        Accepted(entry: "ratio: 'ratio / (ratio * 2)'", swift: "ratio = ratio / (ratio * 2)"),
        Accepted(entry: "page: 'page * -1'", swift: "page = page * -1"),
        Accepted(entry: "page: '2 * page'", swift: "page = 2 * page"),
        Accepted(entry: "page: 'limit ?? 10'", swift: "page = limit ?? 10"),
        Accepted(entry: "page: '(limit ?? 0) * 2'", swift: "page = (limit ?? 0) * 2"),
        Accepted(entry: "page: 'limit ?? page + 1'", swift: "page = limit ?? page + 1"),
        Accepted(entry: "ready: 'limit ?? 0 > page'", swift: "ready = limit ?? 0 > page"),
        Accepted(entry: "cursor: 'cursor ?? posts.first?.title'", swift: "cursor = cursor ?? posts.first?.title"),
        Accepted(entry: #"title: 'cursor ?? posts.first?.title ?? "none"'"#, swift: #"title = cursor ?? posts.first?.title ?? "none""#),
        Accepted(entry: #"ready: '(cursor ?? "a") == title'"#, swift: #"ready = cursor ?? "a" == title"#),
        Accepted(entry: "price: 'posts.first?.price ?? 0'", swift: "price = posts.first?.price ?? 0"),
        Accepted(entry: "price: 'post.price * Decimal(page) / 4'", swift: "price = post.price * Decimal(page) / 4"),
        Accepted(entry: "price: 'price / price'", swift: "price = price / price"),
        Accepted(entry: "ratio: 'Double(page) / 4'", swift: "ratio = Double(page) / 4"),
        Accepted(entry: "ratio: 'ratio / ratio * 0.5'", swift: "ratio = ratio / ratio * 0.5"),
        Accepted(entry: "ratio: 'Double(small)'", swift: "ratio = Double(small)"),
        Accepted(entry: "ratio: 'ratio.rounded()'", swift: "ratio = ratio.rounded()"),
        Accepted(entry: "page: 'Int(exactly: ratio.rounded()) ?? 0'", swift: "page = Int(exactly: ratio.rounded()) ?? 0"),
        Accepted(entry: "page: 'Int(exactly: (ratio * 2).rounded()) ?? page'", swift: "page = Int(exactly: (ratio * 2).rounded()) ?? page"),
        Accepted(entry: "limit: 'Int(exactly: ratio)'", swift: "limit = Int(exactly: ratio)"),
        Accepted(entry: #"title: '"\(page) of \(posts.count)"'"#, swift: #"title = "\(page) of \(posts.count)""#),
        Accepted(entry: #"title: '"\(cursor ?? "none") said \"\(ready)\" \\ \(mood)"'"#, swift: #"title = "\(cursor ?? "none") said \"\(ready)\" \\ \(mood)""#),
        Accepted(entry: #"title: '"\(price)\(ratio * 2)"'"#, swift: #"title = "\(price)\(ratio * 2)""#),
        Accepted(entry: #"cursor: '"No. \(page / 2)"'"#, swift: #"cursor = "No. \(page / 2)""#),
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
            hint: "to write text, quote it: '\"hello\"'; names in scope: post, page, title, cursor, mood, posts, ready, small, ratio, price, limit"),
        Refused(entry: "mood: .sleepy", column: 18, message: "cannot set 'mood' to '.sleepy': Mood has no case 'sleepy'"),
        Refused(
            entry: "title: post.name", column: 23, message: "cannot set 'title' to 'post.name': Post has no member 'name'",
            hint: "known members: id, price, tags, title"),
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

    /// The second round's constructs misused: each refused at the operator or the part that is wrong, saying what to
    /// write instead — above all, nothing that could trap in generated code or its tests.
    static let refusedArithmetic: [Refused] = [
        Refused(
            entry: "page: 'page * page'", column: 24, message: "cannot set 'page' to 'page * page': '*' of two Int values traps when the product overflows",
            hint: "multiply by a literal (page * 2), or convert to Double or Decimal, which never trap: Decimal(page) * price"),
        Refused(
            entry: "small: 'small * 2'", column: 26, message: "'*' on UInt8 traps as soon as the product passes UInt8.max", hint: "declare the state as Int"),
        Refused(
            entry: "page: 'page / posts.count'", column: 24,
            message: "cannot set 'page' to 'page / posts.count': '/' of Int by 'posts.count' traps when it is 0",
            hint: "divide by a positive literal (page / 2), or convert to Double or Decimal, whose division never traps: Double(page) / Double(posts.count)"),
        Refused(entry: "page: '10 % page'", column: 22, message: "'%' of Int by 'page' traps when it is 0"),
        Refused(entry: "page: 'page % 0'", column: 26, message: "'%' by zero traps", hint: "divide by a positive literal"),
        Refused(entry: "page: 'page / -2'", column: 26, message: "'/' by a negative number traps on Int.min"),
        Refused(
            entry: "ratio: 'ratio % 2'", column: 26, message: "'%' is a remainder of integers, not of Double",
            hint: "compute it on Int state, or convert first: Int(exactly: ratio.rounded()) ?? 0"),
        Refused(entry: "ready: 'ready * ready'", column: 26, message: "'*' works on numbers, not Bool"),
        Refused(
            entry: "page: 'page ?? 0'", column: 24, message: "cannot set 'page' to 'page ?? 0': 'page' is Int, never null: '??' needs an optional on its left",
            hint: "write 'page' alone"),
        Refused(entry: #"page: 'limit ?? "none"'"#, column: 28, message: "text, not Int"),
        Refused(entry: "page: 'limit ?? cursor'", column: 25, message: "'??' gives Int where 'limit' is null, and 'cursor' is String?"),
        Refused(
            entry: "page: 'Int(ratio)'", column: 19,
            message: "cannot set 'page' to 'Int(ratio)': Int(…) of a Double traps when it is not a number or out of range",
            hint: "round it and give a default: Int(exactly: ratio.rounded()) ?? 0"),
        Refused(entry: "price: 'Decimal(ratio)'", column: 20, message: "Decimal(…) of a Double traps when it is infinite"),
        Refused(entry: "ratio: 'Double(price)'", column: 20, message: "Double(…) of a Decimal would round it, which nothing here spells"),
        Refused(entry: "page: 'Int(exactly: page)'", column: 32, message: "Int(exactly: …) converts a Double, and 'page' is Int"),
        Refused(entry: "ratio: 'Double(ratio)'", column: 20, message: "'ratio' is already Double", hint: "write 'ratio' alone"),
        Refused(entry: "page: 'Double(page)'", column: 19, message: "'Double(…)' is Double, not Int"),
        Refused(
            entry: "ratio: 'sqrt(ratio)'", column: 20, message: "no function 'sqrt(…)'",
            hint: "the conversions are Double(count) and Decimal(count) of an integer, and Int(exactly: ratio) of a Double"),
        Refused(entry: "ratio: 'Double(rounding: page)'", column: 20, message: "'Double(rounding:…)' is no conversion"),
        Refused(entry: "limit: 'Int(exactly: cursor)'", column: 33, message: "Int(…) converts a number, and 'cursor' is String?"),
        Refused(entry: "ready: 'page.rounded() > 1'", column: 24, message: "Int has no method 'rounded()'"),
        Refused(entry: "ratio: 'ratio.floor()'", column: 25, message: "Double has no method 'floor()'"),
        Refused(
            entry: #"title: '"\(cursor) left"'"#, column: 23, message: "'cursor' is optional (String?): the text would read 'Optional(…)'",
            hint: #"give it a default: \(cursor ?? "")"#),
        Refused(
            entry: #"title: '"\(posts)"'"#, column: 23, message: "'posts' is [Post], which text does not show plainly",
            hint: #"interpolate a number, text, a Bool or an enum case, such as \(posts.count)"#),
        Refused(
            entry: #"title: '"\(post)"'"#, column: 23, message: "'post' is Post, which text does not show plainly",
            hint: #"such as \(post.title)"#),
        Refused(entry: #"title: '"a \() b"'"#, column: 25, message: #"expected a value to interpolate in '\(…)'"#),
        Refused(entry: #"title: '"\(page"'"#, column: 27, message: #"expected ')' to close '\('"#),
        Refused(entry: #"title: '"\n"'"#, column: 21, message: #"expected '\"', '\\' or '\(': the only escapes in text"#),
        Refused(entry: "page: 'page ?? ?? 1'", column: 27, message: "expected a value, not '?? 1'"),
    ]

    @Test("a misused operator, conversion or interpolation is one located error that says what to write instead", arguments: refusedArithmetic)
    func refusedArithmeticValues(_ item: Refused) {
        let (_, diagnostics) = Self.lowerSet(item.entry)
        SpecErrorTests.expectOnly(diagnostics, line: 24, column: item.column, message: item.message, hint: item.hint)
    }

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
                with: { after: 'posts.last?.id', limit: 'page / posts.count', tag: null }
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
        // An integer division by a name could trap: one error, at the operator.
        SpecErrorTests.expectOnly(
            SpecErrorTests.lowerErrors(yaml), line: 17, column: 51,
            message: "cannot bind 'limit' of 'PostService.fetch' to 'page / posts.count': '/' of Int by 'posts.count' traps when it is 0")
        let fixed = yaml.replacingOccurrences(of: "'page / posts.count'", with: "'page * 2 + 2'")
        let spec = try SpecParser.parse(text: fixed, file: "Test.yaml")
        let module = try Lowering.lower(spec, architectures: TestSupport.architectures, architectureOverride: nil)
        let call = try #require(module.action(named: "more")?.call)
        #expect(
            call.arguments.map { "\($0.parameter.raw): \($0.value.swift { $0.name.swift })" } == ["after: posts.last?.id", "limit: page * 2 + 2", "tag: nil"])
        let navigation = try #require(module.action(named: "open")?.navigate)
        #expect(navigation.arguments.map { $0.value.swift { $0.name.swift } } == ["post.id", "post.tags.count + page"])
    }

    @Test("a refused value is one located error that says what is wrong", arguments: refused)
    func refusedValues(_ item: Refused) {
        let (_, diagnostics) = Self.lowerSet(item.entry)
        SpecErrorTests.expectOnly(diagnostics, line: 24, column: item.column, message: item.message, hint: item.hint)
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
        // A derived value has no `when:` to guard a division: it divides by a positive literal, or converts.
        Refused(
            derived: "  a: \"Int = page / page\"", line: 7, column: 18, message: "derived value 'a' = 'page / page': '/' of Int by 'page' traps when it is 0"),
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

    @Test("scaffold computes * / % ??, conversions and interpolated text as Swift would, and leaves out what it cannot know exactly")
    func computedArithmetic() throws {
        let yaml = #"""
            module: Cart
            entities:
              Size:
                cases: [small, large]
              Product:
                id: UUID
                price: Decimal
            state:
              quantity: Int = 7
              ratio: Double = 2.5
              price: Decimal = 3
              product: Product?
              name: String?
              size: Size = .large
            derived:
              half: "Int = quantity / 2"
              odd: "Bool = quantity % 2 == 1"
              doubled: "Int = quantity * 2"
              negativeHalf: "Int = (0 - quantity) / 2"
              share: "Double = Double(quantity) / 2"
              scaled: "Double = ratio * 2"
              rounded: "Int = Int(exactly: ratio.rounded()) ?? 0"
              fraction: "Int? = Int(exactly: ratio)"
              total: "Decimal = price * Decimal(quantity)"
              perItem: "Decimal = price / 2"
              unitPrice: "Decimal = product?.price ?? 0"
              label: 'String = "\(quantity) × \(name ?? "item") at \(ratio), \(size), \(odd), \(total)"'
              big: "Int = quantity * 100"
              halfRatio: "Double = ratio / 0"

            """#
        let module = try Lowering.lower(
            try SpecParser.parse(text: yaml, file: "Test.yaml"), architectures: TestSupport.architectures, architectureOverride: nil)
        let values = DerivedExpectations.initial(module).map { "\($0.name.raw) == \($0.value)" }
        // Integer division truncates towards zero; 2.5 rounds away from it; a Decimal with a fraction (1.5), an Int out
        // of -128...127 and an infinite Double are left out.
        #expect(
            values == [
                "half == 3", "odd == true", "doubled == 14", "negativeHalf == -3", "share == 3.5", "scaled == 5.0", "rounded == 3", "fraction == nil",
                "total == 21", "unitPrice == 0", #"label == "7 × item at 2.5, large, true, 21""#,
            ])
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
