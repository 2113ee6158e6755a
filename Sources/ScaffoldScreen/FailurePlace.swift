import ScaffoldIR

/// Where a view shows an action's failure, decided once for every architecture (docs/ui.md#failures-and-retry): the owner
/// publishes it with the failure (`failurePlace`), and the Retry shown there runs that action again. A module whose
/// failures all show at the top of the screen has no places (`places(in:)` is empty): its owner publishes none.
public enum FailurePlace: Sendable, Equatable {
    /// At the top of the screen, and over it while the first load has not succeeded.
    case screen
    /// Under a shown list, where its next page's spinner was: a page of it failed.
    case page(list: Name)
    /// Under the row the action was run from: an action on one element of a shown list (its one parameter is the row's
    /// entity, `RowEvent`), keyed by the element's id. `param` is that parameter.
    case row(entity: String, param: Name)

    /// Where the failure of `action`'s own call shows.
    public init(_ action: Action, requestLine: RequestLine, module: ModuleIR) {
        let shownLists = module.state.filter(\.isShown).compactMap { RowList(field: $0, module: module) }
        switch requestLine {
        case .list(let list):
            let isPage = action.call?.stores.contains { $0.state == list && $0.appends } ?? false
            self = isPage && shownLists.contains { $0.field.name == list } ? .page(list: list) : .screen
        case .item(_, let param, isID: false):
            guard action.params.count == 1, let row = shownLists.first(where: { $0.element == action.params[0].type }) else {
                self = .screen
                return
            }
            self = .row(entity: row.entity.name, param: param)
        default:
            self = .screen
        }
    }

    /// The shown lists a row's failure shows in (those of its entity), in spec order: once its element is in none of
    /// them (a load took it away), the failure shows at the top. Empty for the screen and a page.
    public func rowLists(in module: ModuleIR) -> [Name] {
        guard case .row(let entity, _) = self else { return [] }
        return module.state.filter(\.isShown).compactMap { RowList(field: $0, module: module) }.filter { $0.entity.name == entity }.map(\.field.name)
    }

    /// The case of the owner's `FailurePlace` enum: `screen`, `statusesPage`, `statusRow`. The suffixes keep a list's
    /// page and an entity's row apart, and off Swift's keywords.
    public var caseName: String {
        switch self {
        case .screen: "screen"
        case .page(let list): list.raw + "Page"
        case .row(let entity, _): SwiftNames.lowerFirst(entity) + "Row"
        }
    }

    /// Every place a failure of `module` can show, each once: the screen first, then pages and rows in spec order.
    /// Empty when every failure shows at the top of the screen.
    public static func places(in module: ModuleIR) -> [FailurePlace] {
        var places: [FailurePlace] = [.screen]
        for action in module.actions where action.call?.isThrowing == true {
            let place = FailurePlace(action, requestLine: RequestLine(action, in: module), module: module)
            if !places.contains(where: { $0.caseName == place.caseName }) { places.append(place) }
        }
        return places.count > 1 ? places : []
    }
}
