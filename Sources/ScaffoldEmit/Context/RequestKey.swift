import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec

/// The key of an action's request line (`RequestLine`) as the owner's method spells it, a String expression:
/// `"load"`, `"list:statuses"`, or for an action on an element `"favorite:\(status.id)"`.
/// `local` spells the element's parameter where it is bound under another name (the store's reducer, a test's local).
func requestKey(_ line: RequestLine, local: (Name) -> String = \.swift) -> String {
    switch line {
    case .action(let name): SwiftLiteral.string(name.raw)
    case .list(let state): SwiftLiteral.string("list:" + state.raw)
    case .item(let action, let param, let isID): "\"\(action.raw):\\(\(local(param))\(isID ? "" : ".id"))\""
    }
}

/// The start of the keys of every element's line of an action keyed by element (`"removeLine:"`), a String literal;
/// nil for a line of a list or an action, which has one key.
func requestKeyPrefix(_ line: RequestLine) -> String? {
    guard case .item(let action, _, _) = line else { return nil }
    return SwiftLiteral.string(action.raw + ":")
}

/// Where the owner records the action's failure (`FailurePlace`), as its method spells it: `.screen`,
/// `.statusesPage`, `.statusRow(status.id)`; nil where the module's failures all show at the top of the screen, so its
/// owner has no places. `local` as for `requestKey`.
func failurePlace(_ action: ScreenAction, in screen: Screen, local: (Name) -> String = \.swift) -> String? {
    guard !screen.failurePlaces.isEmpty else { return nil }
    let place = action.failurePlace
    guard case .row(_, let param) = place else { return "." + place.caseName }
    return ".\(place.caseName)(\(local(param)).id)"
}
