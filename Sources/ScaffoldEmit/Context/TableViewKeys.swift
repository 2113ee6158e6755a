/// How the UIKit table view controller that MVP and VIPER share (`partials/tableRows.mustache`,
/// `tableProperties`, `tableSetup`, `tableContent`) reaches what it shows and whom it tells: the only parts in which
/// the two architectures' view controllers differ. Each value is an expression or a name, never a statement.
struct TableViewKeys: Codable {
    /// The property the user's events go to (`presenter`, `output`).
    var receiver: String
    /// Whether `receiver` is optional, so each use binds it first (`guard let output = self.output`).
    var receiverIsOptional: Bool
    /// The local the value rows read the displayed state from (`viewState`, `state`).
    var state: String
    /// Where the lists are read, up to the list's name (`viewState?.`, `state?.content.`).
    var listsPath: String
    /// The failure shown, an optional String (`errorMessage`, `state?.errorMessage`).
    var errorMessage: String
    /// Whether a request is running, and its negation, as Bool expressions.
    var isLoading: String
    var isNotLoading: String

    /// MVP: the view controller holds its presenter, and is told the formatted state, loading and the failure apart.
    static let mvp = TableViewKeys(
        receiver: "presenter", receiverIsOptional: false, state: "viewState", listsPath: "viewState?.", errorMessage: "errorMessage",
        isLoading: "isLoading", isNotLoading: "!isLoading")

    /// VIPER: the view controller owns its presenter as an optional output, and is told one view state.
    static let viper = TableViewKeys(
        receiver: "output", receiverIsOptional: true, state: "state", listsPath: "state?.content.", errorMessage: "state?.errorMessage",
        isLoading: "state?.isLoading == true", isNotLoading: "state?.isLoading != true")
}
