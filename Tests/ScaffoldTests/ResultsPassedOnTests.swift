import ScaffoldIR
import Testing

/// Results passed on (docs/spec.md#results-passed-on): a route's arguments, bound after the action's call succeeded,
/// can read what it returned; nothing before the call can.
@Suite("Results passed on")
struct ResultsPassedOnTests {
    /// A checkout; the action `go`'s keys from line 28 (a line later with two lines of state).
    static func spec(state: String = "note: String = \"\"", _ keys: String) -> String {
        """
        module: Checkout
        entities:
          Receipt:
            id: UUID
            number: String
        services:
          OrderService:
            place:
              params: { note: String }
              returns: Receipt
            cancel:
              params: { note: String }
        state:
          \(state)
        routes:
          receipt:
            params: { receipt: Receipt }
            to: Receipts
          order:
            params: { number: String }
            to: Receipts
          code:
            params: { code: String }
            to: Receipts
        dependencies: [Receipts]
        actions:
          go:
        \(keys.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    static func arguments(_ keys: String) throws -> [BoundArgument] {
        let module = try #require(SpecErrorTests.lower(Self.spec(keys)))
        return try #require(module.action(named: "go")?.navigate).arguments
    }

    @Test func aParameterOfTheResultsTypeTakesTheResult() throws {
        let arguments = try Self.arguments("call: OrderService.place\nnavigate: receipt")
        #expect(arguments.map(\.value) == [.reference(.result)])
    }

    @Test func aParameterNamedAsAFieldOfTheResultTakesTheField() throws {
        let arguments = try Self.arguments("call: OrderService.place\nnavigate: order")
        #expect(arguments.map(\.value) == [.member(.reference(.result), Name("number"), optional: false)])
    }

    @Test func withCanNameTheResultAndItsFields() throws {
        let arguments = try Self.arguments("call: OrderService.place\nnavigate: code\nwith: { code: '\"#\\(result.number)\"' }")
        #expect(arguments.map(\.value).first?.references == [.result])
    }

    @Test func anActionsParamComesBeforeTheResult() throws {
        let arguments = try Self.arguments("params: { receipt: Receipt }\ncall: OrderService.place\nnavigate: receipt")
        #expect(arguments.map(\.value) == [.reference(.param(Name("receipt")))])
    }

    @Test func thenPassesTheResultToTheActionItRuns() throws {
        var yaml = Self.spec("call: OrderService.place\nthen: keep")
        yaml += "\n  keep:\n    params: { receipt: Receipt, number: String }\n    set: { note: number }"
        let module = try #require(SpecErrorTests.lower(yaml))
        let action = try #require(module.action(named: "go"))
        #expect(action.thenArguments.map(\.value) == [.reference(.result), .member(.reference(.result), Name("number"), optional: false)])
        #expect(action.readsResultAfterCall)
    }

    @Test func theNavigationSaysItReadsTheResult() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec("call: OrderService.place\nnavigate: receipt")))
        #expect(module.action(named: "go")?.navigate?.readsResult == true)
    }

    static let refused: [SpecRefusal] = [
        // No call: nothing has returned.
        SpecRefusal(
            keys: "navigate: receipt\nwith: { receipt: result }", line: 29, column: 22, message: "'result' is not known here",
            hint: "what a call returned can be passed to the route"),
        // A call's own arguments are sent before it returns.
        SpecRefusal(
            keys: "call: OrderService.place\nwith: { note: result.number }\nnavigate: receipt", line: 29, column: 19,
            message: "'result' is not known here", hint: "after the call"),
        SpecRefusal(
            keys: "set: { note: result.number }\ncall: OrderService.place", line: 28, column: 18,
            message: "'result' is not known here", hint: "'navigate:' with 'with: { param: result }'"),
        SpecRefusal(
            keys: "when: '!result.number.isEmpty'\ncall: OrderService.place\nnavigate: receipt", line: 28, column: 13,
            message: "'result' is not known here", hint: "'result.field'"),
        // An operation without `returns:` gives nothing to pass on.
        SpecRefusal(
            keys: "call: OrderService.cancel\nnavigate: receipt", line: 29, column: 15,
            message: "nothing binds parameter 'receipt: Receipt' of route 'receipt'", hint: "add a param or state named 'receipt'"),
        SpecRefusal(
            keys: "call: OrderService.cancel\nnavigate: code\nwith: { code: result.number }", line: 30, column: 19,
            message: "'result' is not known here", hint: "after the call"),
        // A field the result does not have.
        SpecRefusal(
            keys: "call: OrderService.place\nnavigate: code\nwith: { code: result.total }", line: 30, column: 25,
            message: "Receipt has no member 'total'", hint: "number"),
        // State of that name would make `result` mean two things.
        SpecRefusal(
            setting: "note: String = \"\"\n  result: String = \"\"", keys: "call: OrderService.place\nnavigate: code\nwith: { code: result }", line: 31,
            column: 19,
            message: "'result' names both what the call returned and a param, state or derived value", hint: "rename"),
        // The route's parameter of another type: the hint lists what could bind it, the result's fields included.
        SpecRefusal(
            keys: "call: OrderService.place\nnavigate: code", line: 29, column: 15,
            message: "nothing binds parameter 'code: String' of route 'code'", hint: "result.number"),
    ]

    @Test(arguments: refused)
    func refusedWithItsLocation(_ refused: SpecRefusal) {
        let yaml = refused.setting.map { Self.spec(state: $0, refused.keys) } ?? Self.spec(refused.keys)
        refused.expect(in: SpecErrorTests.lowerErrors(yaml))
    }
}
