/// A test planned as lines of Swift, for the planners that do not read the screen model yet (MVP, VIPER).
struct PlannedTest {
    var name: String
    var title: String
    var isAsync: Bool
    var lines: [String]
}

/// Why an action gets no test.
struct PlanningFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
