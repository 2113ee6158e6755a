/// What a spec makes no test able to observe, for the equivalent-mutants entries that hold only `when` it does
/// (docs/mutation.md#equivalent-mutants). `scaffold-mutate` computes them from the screen model, once per spec and
/// architecture; the names are Swift names as the code spells them.
public struct SpecFacts: Sendable, Equatable {
    /// Actions that do nothing a test could see: TODO stubs, and actions that only run them (`action-without-effect`).
    public var actionsWithoutEffect: Set<String>
    /// `confirm:` actions whose effects, once the user confirms, do nothing a test could see: they only run TODO stubs
    /// (`confirmed-without-effect`).
    public var confirmedWithoutEffect: Set<String>
    /// Actions whose `when:` stops nothing a test could see: where it is false, running the action would change nothing
    /// (`guard-without-effect`).
    public var guardsWithoutEffect: Set<String>
    /// No write can leave what the view shows as it was: no input, no action whose second run writes what its first
    /// wrote, no call, no `set:` of secret state, no `then:` chain writing a state twice; so a render is never skipped
    /// as a repeat (`nothing-renders-twice`).
    public var nothingRendersTwice: Bool
    /// Nothing ever changes the state: no input, and every action without effect and without a question
    /// (`nothing-changes-state`).
    public var nothingChangesState: Bool

    public init(
        actionsWithoutEffect: Set<String>, confirmedWithoutEffect: Set<String> = [], guardsWithoutEffect: Set<String>, nothingRendersTwice: Bool,
        nothingChangesState: Bool
    ) {
        self.actionsWithoutEffect = actionsWithoutEffect
        self.confirmedWithoutEffect = confirmedWithoutEffect
        self.guardsWithoutEffect = guardsWithoutEffect
        self.nothingRendersTwice = nothingRendersTwice
        self.nothingChangesState = nothingChangesState
    }

    /// A spec that makes nothing unobservable: only unconditional entries apply.
    public static let none = SpecFacts(actionsWithoutEffect: [], guardsWithoutEffect: [], nothingRendersTwice: false, nothingChangesState: false)

    /// The facts an entry may name after `when`.
    public enum Fact: String, CaseIterable, Sendable {
        case actionWithoutEffect = "action-without-effect"
        case confirmedWithoutEffect = "confirmed-without-effect"
        case guardWithoutEffect = "guard-without-effect"
        case nothingRendersTwice = "nothing-renders-twice"
        case nothingChangesState = "nothing-changes-state"
    }

    /// The actions `{action}` stands for under `fact`; `[""]` for a fact that holds without naming any, none where it does
    /// not hold.
    public func bindings(of fact: Fact) -> [String] {
        switch fact {
        case .actionWithoutEffect: actionsWithoutEffect.sorted()
        case .confirmedWithoutEffect: confirmedWithoutEffect.sorted()
        case .guardWithoutEffect: guardsWithoutEffect.sorted()
        case .nothingRendersTwice: nothingRendersTwice ? [""] : []
        case .nothingChangesState: nothingChangesState ? [""] : []
        }
    }
}
