/// Why an action gets no test of some kind.
struct PlanningFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
