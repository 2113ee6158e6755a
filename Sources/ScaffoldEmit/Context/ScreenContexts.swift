// Template keys that spell the screen model — action bodies, invocations and tests — as data. No value
// here is a Swift statement: templates and their partials (`partials/expect.mustache`, …) write the
// statements, so a template set decides how every body and every test reads.

/// How one architecture spells the screen model: who owns state, services, navigation, loading and errors,
/// and how its tests reach them. Each architecture decides only spelling, never what happens.
typealias ScreenSpelling = BodySpelling & TestSpelling

/// `var name: Type = initialValue`: a stored property.
struct StateProperty: Codable {
    var name: String
    var type: String
    var initialValue: String?
}

/// `name: Type`: a field of a generated type.
struct TypedName: Codable {
    var name: String
    var type: String
}

/// An injected dependency (`newsService: any NewsService`), or a test's mock of one.
struct Dependency: Codable {
    var property: String
    var type: String

    /// The clock an owner waits on for a pause in typing (`Screen.pauses`), the `init` parameter that gives it (a real
    /// clock unless a test passes its own), and the tests' clock, which moves only when a test advances it.
    static let clock = Dependency(property: "clock", type: "any Clock<Duration>")
    static let clockParameter = "clock: any Clock<Duration> = ContinuousClock()"
    static let testClock = Dependency(property: "clock", type: "TestClock")
}

/// `label: value,` — one argument of a multi-line call; `comma` is empty after the last.
struct LabeledArgument: Codable {
    var label: String
    var value: String
    var comma: String
}

/// A case of a mock's `Call` enum and the method that records it: `case showDetail(article: Article)`.
struct CallCase: Codable {
    var method: String
    /// `article: NewsList.Article`
    var parameters: String
    var hasParameters: Bool
    /// `article: article`
    var arguments: String
}

/// `let local: type = value`: a test's argument.
struct Local: Codable {
    var local: String
    var type: String
    var value: String
}

/// `let local = value`: state a test reads before acting.
struct Capture: Codable {
    var local: String
    var value: String
}

/// `target = value`, spelled in Swift for a template (not the IR's `Assignment`, a spec's `set:`).
struct AssignmentLine: Codable {
    var target: String
    var value: String
}
