import ScaffoldIR

/// One test of an action, as data: the arguments it passes, the state it reads before acting, what the
/// mocks are scripted to return, and what must hold afterwards. Architectures spell each part.
public struct ActionTest: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Every call succeeds.
        case success
        /// The action's own call fails.
        case failure
        /// A row's action fails while no list holds its row: the failure shows at the top (`FailurePlace`).
        case failureOfRowNotShown
        /// The action's own call is cancelled: not a failure, nothing changes.
        case cancelled
        /// The task that ran the action is cancelled mid-call (the screen went away): the call's result is dropped,
        /// nothing after it runs.
        case screenWentAway
        /// The action runs twice, overlapping: the newer request wins, loading lasts until both end.
        case superseded
        /// The action's call is held open: loading shows while it is in flight, and not once it ended.
        case showsLoading
        /// The screen appears twice: the load action runs the first time only.
        case loadsOnce
        /// The load action, run by the screen appearing, is cancelled mid-call (the screen went away): the next
        /// appearance runs it again.
        case loadsAgain
        /// The action runs twice, overlapping; the first call fails after the second succeeded: a superseded request's
        /// failure is not shown.
        case supersededFailure
        /// The action runs twice, on two different results: `append:` keeps the first page's elements before the second's.
        case appends
        /// A load of the same list starts while the action's page is in flight: the load wins, the stale page is dropped.
        case pageDroppedByLoad
        /// The action runs for two elements at once: neither cancels the other.
        case elementsSideBySide
        /// The action runs for two elements at once and the first one's call fails: its failure is reported.
        case elementFailureReported
        /// The screen goes away while the call of the next action of the `then:` chain is in flight: its result is
        /// dropped and nothing after it runs.
        case chainWentAway
        /// The action writes state a request of another line would store, while that request is in flight: the request
        /// is cancelled, and its late result does not overwrite the write.
        case cancelsLine
        /// The action, a page, runs while a load of its list is in flight: it does nothing.
        case pageWaitsForLoad
        /// The action, a page, runs again while its own page is in flight: the second run does nothing.
        case pageWaitsForPage
        /// The user runs the action again while its request is in flight: the repeat does nothing, the first result
        /// lands (`Wait.Reason.repeated`).
        case ignoresRepeat
        /// The action runs while another action's request that stores what its `set:` reads is in flight: it does
        /// nothing (`Wait.Reason.reads`).
        case waitsForRequest
        /// The action's call fails, then the user retries (`retry()`): the action runs again, with the same arguments, and
        /// its success clears the error the failure showed.
        case retried
        /// The action's `when:` is false: nothing runs.
        case skipped
        /// The user declines the action's `confirm:` question: nothing runs.
        case declined
        /// The user edits an input (`inputs:`): the state changes, then its `onChange` action runs.
        case edited
        /// The user edits an input while its `onChange` request is in flight, to a value its `when:` stops: the request
        /// for the old value is dropped.
        case editSupersedes
        /// The user edits a debounced input twice within its pause: `onChange` runs once, for the second value.
        case editDebounced
        /// `onChange` runs by itself while an edit waits for its pause: it runs once, and the wait is dropped.
        case editPauseDropped
        /// The input's value breaks one of its `invalid:` rules (and none before it): the field's message is that rule's.
        case validation
    }

    public let kind: Kind
    /// `loadSucceeds`, `loadRecordsFailure`.
    public let name: String
    /// `load calls NewsService.fetchArticles into articles`, `load records the error when NewsService.fetchArticles fails`.
    public let title: String
    /// One per action parameter, in order.
    public let arguments: [TestArgument]
    /// Values the test names before acting (`let firstPage = …`), so its steps and expectations read them by name.
    public let values: [NamedValue]
    /// State the screen starts with instead of its initial value: what makes the action's `when:` true (or, in a
    /// `skipped` test, false), and another value for state its `set:` gives the literal it starts with. Empty for most
    /// tests.
    public let seeds: [Seed]
    /// State the expectations compare with its value before the action, sorted.
    public let captures: [Name]
    /// The action's own call, scripted; nil when it needs no script (no call, or an empty result).
    public let script: Script?
    /// The later calls of the `then:` chain, scripted to return a sample each, so that what they store is expected too.
    public let laterScripts: [Script]
    /// How the test runs, for tests that do more than act once (`superseded`); empty means: act, then expect.
    public let steps: [TestStep]
    public let expectations: [Expectation]

    /// The same test, also expecting `more`.
    func expecting(_ more: [Expectation]) -> ActionTest {
        ActionTest(
            kind: kind, name: name, title: title, arguments: arguments, values: values, seeds: seeds, captures: captures, script: script,
            laterScripts: laterScripts, steps: steps, expectations: expectations + more)
    }

    init(
        kind: Kind, name: String, title: String, arguments: [TestArgument], values: [NamedValue] = [], seeds: [Seed], captures: [Name],
        script: Script?, laterScripts: [Script] = [], steps: [TestStep] = [], expectations: [Expectation]
    ) {
        self.kind = kind
        self.name = name
        self.title = title
        self.arguments = arguments
        self.values = values
        self.seeds = seeds
        self.captures = captures
        self.script = script
        self.laterScripts = laterScripts
        self.steps = steps
        self.expectations = expectations
    }
}

/// `let name = expression`: a value a test names.
public struct NamedValue: Sendable, Equatable {
    public let name: String
    public let expression: String
}

/// One step of a test that runs its action more than once, with calls held open by the mock.
public enum TestStep: Sendable, Equatable {
    /// The service's mock holds every async call open until the test releases it.
    case holdCalls(service: String)
    /// The operation's next calls return these values, in order (samples).
    case queue(service: String, operation: Name, isThrowing: Bool, values: [String])
    /// Runs the action with the test's arguments, and waits for it to end.
    case act
    /// Starts the action in a task kept in `local`, with the test's arguments.
    case start(local: String)
    /// Starts the action in a task kept in `local`, with these arguments instead (another element).
    case startWith(local: String, arguments: [TestArgument])
    /// Starts another action in a task kept in `local` (`chain`: the actions it runs), with `arguments` for its
    /// parameters (the test declares their locals beside its own).
    case startAction(local: String, action: Action, chain: [Action], arguments: [TestArgument] = [])
    /// The service's mock stops holding new calls (those held stay held until released).
    case stopHolding(service: String)
    /// The (throwing) operation's next calls end as these outcomes, in order.
    case queueOutcomes(service: String, operation: Name, outcomes: [Script.Outcome])
    /// Waits until the service's mock holds `count` calls.
    case waitUntilHeld(service: String, count: Int)
    /// Lets one held call of the service's mock go on: the newest or the oldest.
    case release(service: String, newest: Bool)
    /// Waits for the task in `local` to end.
    case finish(local: String)
    /// The screen appears (`viewDidLoad`), in a task kept in `local`.
    case startAppearing(local: String)
    /// The screen appears (`viewDidLoad`), and the test waits for what that runs.
    case appear
    /// The user taps Retry on the failure shown (`retry()`), and the test waits for what that runs.
    case retry
    /// Cancels the task in `local`: the screen that started it went away.
    case cancel(local: String)
    /// The user edits an input to `value` (a Swift expression), and the test waits for its `onChange` action.
    case edit(Input, value: String)
    /// The user edits an input to `value`, and its `onChange` action runs in a task kept in `local`.
    case startEdit(local: String, Input, value: String)
    /// The test's clock holds every sleep until the test advances it (by default, sleeps end at once).
    case holdSleeps
    /// Waits until `count` sleeps have started on the test's clock, since the test began.
    case waitForSleeps(count: Int)
    /// Moves the test's clock on, ending the sleeps whose time has come.
    case advanceClock(milliseconds: Int)
    /// Expects this many sleeps still waiting on the test's clock.
    case expectSleeping(count: Int)
    /// The user answers the question the action asked (`confirm:`): confirms it (its effects run) or declines it.
    /// `awaits` when confirming runs an async action.
    case answer(confirmed: Bool, awaits: Bool)
    /// The user confirms the question the action asked, in a task kept in `local` (what the answer runs is held).
    case startAnswer(local: String)
    case expect(Expectation)
}

/// A local holding a sample argument: `let category: NewsList.Category = NewsList.Category.fixture()`.
public struct TestArgument: Sendable, Equatable {
    public let param: Field
    /// The local's name: the parameter's, unless a test's own names would be shadowed.
    public let local: String
    /// The parameter's type, entity types qualified with the module name.
    public let type: String
    public let sample: String
}

/// What the mock of the action's own call returns in a test.
public struct Script: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// The call returns this sample value.
        case value(String)
        /// The call throws `TestFailure()`.
        case failure
        /// The call throws `CancellationError()`.
        case cancelled
    }

    public let call: Call
    public let outcome: Outcome

    public init(call: Call, outcome: Outcome) {
        self.call = call
        self.outcome = outcome
    }
}

/// A value an expectation compares with.
public indirect enum TestValue: Sendable, Equatable {
    /// The local holding the test's argument.
    case argument(String)
    /// The state's value before the action ran (see `ActionTest.captures`).
    case before(Name)
    /// A Swift expression: a sample or a literal.
    case sample(String)
    /// An expression of the spec over other values (`page + 1` → `pageBefore + 1`): each name it reads is the test
    /// value in `values`.
    case expression(Expression, values: [ValueSource: TestValue])
    /// `append:`: a value with arrays added after it (`statusesBefore + page.items`), each a Swift expression.
    case appending(TestValue, [String])

    /// Every value this one is made of, itself first.
    var parts: [TestValue] {
        switch self {
        case .expression(_, let values): [self] + values.keys.sorted { $0.name.raw < $1.name.raw }.flatMap { values[$0]!.parts }
        case .appending(let base, _): [self] + base.parts
        default: [self]
        }
    }
}

public struct LabeledValue: Sendable, Equatable {
    public let label: String
    public let value: TestValue
}

/// What must hold after an action (or on a fresh screen). Each architecture spells each kind; one with
/// nothing to show for a kind (MVVM has no view to tell) leaves it out.
public enum Expectation: Sendable, Equatable {
    /// A piece of state has a value.
    case state(Name, equals: TestValue)
    /// The call's operation ran with these arguments; `onlyCall` when it ran exactly once, else the first call is meant.
    case calls(service: String, operation: Name, arguments: [LabeledValue], onlyCall: Bool)
    /// The operation ran this many times.
    case callCount(service: String, operation: Name, count: Int)
    /// The operation ran exactly `times` times, each with these arguments (a retry sends what the failed call sent).
    case callsRepeated(service: String, operation: Name, arguments: [LabeledValue], times: Int)
    /// The operation's latest call had these arguments.
    case lastCall(service: String, operation: Name, arguments: [LabeledValue])
    case noError
    /// A failure was recorded (and shown).
    case error
    /// The failure shows at this place (`FailurePlace`); a row's is that of `element`, the test's argument.
    case failedAt(FailurePlace, element: TestValue?)
    /// The screen navigated to the route with these arguments; `onlyNavigation` when it was the only one.
    case route(Name, arguments: [LabeledValue], onlyNavigation: Bool)
    /// The screen navigated this many times (to routes the `then:` chain picks).
    case navigations(Int)
    case noNavigation
    /// Nothing is loading any more.
    case notLoading
    /// A call is running now.
    case loading
    /// A page of the list is loading (`Screen.pageFlag(of:)`), or not.
    case loadingMore(Name, Bool)
    /// This many requests are in flight: 0 once the owner forgot each finished request (`requestsInFlight` is empty),
    /// 1 while a newer request keeps its line after a superseded one ended.
    case requestsInFlight(Int)
    /// Loading was shown and hidden again (`true`), or never shown (`false`).
    case loadingShown(Bool)
    /// The view was told the new state.
    case stateShown
    /// The view was told nothing yet.
    case nothingShown
    /// The action asks the user to confirm it, with these arguments (`confirm:`).
    case confirmationAsked(Name, arguments: [LabeledValue])
    /// No question is waiting for the user.
    case noConfirmation
    /// The screen's first load succeeded (`true`: a form may be saved, a failure no longer fills the screen), or not yet.
    case loaded(Bool)
}
