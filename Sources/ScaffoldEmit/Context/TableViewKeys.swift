/// How the UIKit table view controller that every architecture shares (`partials/tableRows.mustache`,
/// `tableProperties`, `tableSetup`, `tableContent`) reaches what it shows and whom it tells: the only parts in which
/// the architectures' view controllers differ. Each value is an expression or a name, never a statement.
struct TableViewKeys: Codable {
    /// The property the user's events go to (`presenter`, `output`).
    var receiver: String
    /// Whether `receiver` is optional, so each use binds it first (`guard let output = self.output`).
    var receiverIsOptional: Bool
    /// The optional the value rows read the displayed state from (`viewState`, `state`), bound first; nil where
    /// the values read the owner (MVVM, the store).
    var state: String?
    /// Where the lists are read, up to the list's name (`viewState?.`, `state?.content.`, `viewModel.`), and whether
    /// that is optional (none shown before the first state).
    var listsPath: String
    var listsAreOptional: Bool
    /// The failure shown, an optional String (`errorMessage`, `state?.errorMessage`).
    var errorMessage: String
    /// Whether a request is running, and its negation, as Bool expressions.
    var isLoading: String
    var isNotLoading: String

    /// MVP: the view controller holds its presenter, and is told the formatted state, loading and the failure apart.
    static let mvp = TableViewKeys(
        receiver: "presenter", receiverIsOptional: false, state: "viewState", listsPath: "viewState?.", listsAreOptional: true,
        errorMessage: "errorMessage",
        isLoading: "isLoading", isNotLoading: "!isLoading")

    /// VIPER: the view controller owns its presenter as an optional output, and is told one view state.
    static let viper = TableViewKeys(
        receiver: "output", receiverIsOptional: true, state: "state", listsPath: "state?.content.", listsAreOptional: true,
        errorMessage: "state?.errorMessage",
        isLoading: "state?.isLoading == true", isNotLoading: "state?.isLoading != true")

    /// MVVM and the store: the view controller holds the owner it observes, which always holds the state
    /// (`reads`: `viewModel`, `store.state`).
    static func observed(owner: String, reads: String) -> TableViewKeys {
        TableViewKeys(
            receiver: owner, receiverIsOptional: false, state: nil, listsPath: reads + ".", listsAreOptional: false,
            errorMessage: reads + ".errorMessage", isLoading: reads + ".isLoading", isNotLoading: "!\(reads).isLoading")
    }
}
