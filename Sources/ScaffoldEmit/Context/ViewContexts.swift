import ScaffoldIR
import ScaffoldScreen

// Template keys as data, never a Swift statement: see the note at the top of ScreenContexts.swift.

/// A call from a view or a test: `partials/invoke.mustache` runs an async one in a `Task`.
struct Invocation: Codable {
    var isAsync: Bool
    /// `viewModel.load()`: a call expression.
    var expression: String
    /// The action's name as a title, for buttons, and the member of `<Module>Strings` that says it (`Action.refresh`,
    /// `retry`): views write `{{strings.type}}.{{localized}}`.
    var title: String
    var localized: String
    /// It destroys data or ends the session: its button has the destructive role (`Screen.isDestructive`).
    var isDestructive: Bool
    /// The piece of state or derived value a toolbar button follows (`ScreenAction.enabledFlag`): as the SwiftUI view
    /// reads it false (`!viewModel.canSubmit`), and as the UIKit view controller reads it true; nil where the button
    /// is enabled whenever nothing loads.
    var flagOff: String? = nil
    var tableFlagOn: String? = nil

    init(_ action: Action, on receiver: String, arguments: String) {
        self.init(action, expression: "\(receiver).\(action.name.swift)(\(arguments))", isAsync: action.isAsync)
    }

    init(_ action: Action, expression: String, isAsync: Bool) {
        self.isAsync = isAsync
        self.expression = expression
        title = Display.title(action.name.raw)
        localized = StringsContext.member(Screen.text(action: action))
        isDestructive = Screen.isDestructive(action)
    }

    /// Retry (`retry()` of the owner): runs again what failed last.
    init(retrying expression: String, isAsync: Bool) {
        self.isAsync = isAsync
        self.expression = expression
        title = "Retry"
        localized = "retry"
        isDestructive = false
    }
}

/// The keys of the views that observe the screen's owner directly (`ObservedView`, `ObservedViewController` in
/// `Templates/shared`): MVVM's view model and the store.
struct ObservedViewKeys: Codable {
    /// The property and `init` label holding the owner (`viewModel`, `store`), and its type.
    var owner: String
    var ownerType: String
    /// What state, loading, the failure and the route are read through (`viewModel`, `store.state`), in words for the
    /// docs (`the view model's state`).
    var observed: String
    var rendered: String
    /// `NewsListViewModel.Route`, and the binding a SwiftUI destination presents with.
    var routeType: String
    var routeBinding: String
    /// What the view controller sends once it took the route, where it does not set `route` to nil itself.
    var routeDismissal: String?
    /// The presentations the routes use: the SwiftUI view attaches one modifier for each.
    var presents: RoutePresentations
    /// What the SwiftUI view awaits when it appears, and what the view controller starts.
    var appear: ViewCall?
    var appearNow: ViewCall?
    /// The store's views: edits sent as actions, bindings made from the state.
    var sendsEdits: Bool
    var declaresBinding: Bool
    /// The owner `#Preview` shows, on the preview services; nil when a required piece of state has no sample.
    var previewOwner: String?
    /// How the UIKit table view controller, shared with MVP and VIPER, reads the owner.
    var tableView: TableViewKeys
}

/// A case of the routes' enum (`partials/routeEnum`).
struct RouteCase: Codable {
    var name: String
    /// `article: Article`, empty without parameters.
    var parameters: String
    var hasParameters: Bool
    /// How the destination appears: `push`, `sheet`, `cover`, `root` or `back` (the case of `Presentation`).
    var presentation: String

    init(_ route: Route) {
        name = route.name.swift
        parameters = SwiftDecl.parameters(route.params)
        hasParameters = !route.params.isEmpty
        presentation = route.presentation.rawValue
    }
}

/// Which presentations a module's routes use (`present:`), each true where a route uses it.
struct RoutePresentations: Codable {
    var push: Bool
    var sheet: Bool
    var cover: Bool
    var root: Bool
    var back: Bool
    /// Some route is handed to `onRoute` (`root` or `back`): the view requires it beside `destination`.
    var handedOver: Bool
    /// Every route is: the view builds no destination, so it has no initializer that takes one.
    var allHandedOver: Bool

    init(_ routes: [Route]) {
        let used = Set(routes.map(\.presentation))
        push = used.contains(.push)
        sheet = used.contains(.sheet)
        cover = used.contains(.cover)
        root = used.contains(.root)
        back = used.contains(.back)
        handedOver = root || back
        allHandedOver = !routes.isEmpty && routes.allSatisfy(\.presentation.isHandedOver)
    }
}

extension Route {
    /// `.detail(article: article)`: the route's value, each parameter passed by its own name.
    var valueFromParameters: String {
        ".\(name.swift)" + (params.isEmpty ? "" : "(\(params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")))")
    }
}

extension Route.Presentation {
    /// How the app should show the destination, for the doc comment of a navigator's or router's method.
    var inWords: String {
        switch self {
        case .push: "pushed"
        case .sheet: "in a sheet"
        case .cover: "as a full-screen cover"
        case .root: "as the app's new root (not pushed)"
        case .back: "to whoever opened this screen, which closes it (the module's output)"
        }
    }
}

/// A call a view makes: `partials/invoke.mustache` starts an async one in a `Task`.
struct ViewCall: Codable {
    var expression: String
    var isAsync: Bool
}

/// How a view invokes an action with arguments (`article: article`): by default a method of `receiver`.
typealias Invoke = (_ action: Action, _ arguments: String) -> Invocation

func invoking(on receiver: String) -> Invoke {
    { action, arguments in Invocation(action, on: receiver, arguments: arguments) }
}

/// A piece of state as a view shows it, under its title: exactly one of the kinds is set (`ShownValue`).
struct ValueRow: Codable {
    /// Its place among the values, from 0: UIKit rows are keyed by it.
    var index: Int
    /// Its title, and the member of `<Module>Strings` that says it (`Field.summary`).
    var title: String
    var localized: String
    /// A `String` expression.
    var text: String?
    /// A `Bool` expression: a check mark.
    var flag: String?
    /// A `URL` expression: a link.
    var link: String?
    /// A `URL?` expression: a link or a placeholder.
    var optionalLink: String?

    init(index: Int, field: ScreenField, shown: ShownValue) {
        self.index = index
        title = field.title
        localized = StringsContext.member(Screen.text(field: field.state, role: .value))
        switch shown {
        case .text(let value): text = value
        case .flag(let value): flag = value
        case .link(let value): link = value
        case .optionalLink(let value): optionalLink = value
        }
    }
}

/// The toolbar of a view (`Screen.toolbar`): its one primary button and the menu of the rest.
struct ToolbarContext: Codable {
    var primaryAction: Invocation?
    var menuActions: [Invocation]
    var hasMenu: Bool
    var hasToolbar: Bool
    /// What pull to refresh (and Retry after a failure) runs: the load action, called directly.
    var refreshAction: Invocation?

    /// `refresh`: how pull to refresh invokes its action, which it waits for (by default as any other). `reads`: how
    /// the views read a button's flag; without, every button is enabled whenever nothing loads.
    init(_ screen: Screen, invoke: Invoke, refresh: Invoke? = nil, reads: ViewKeys.Reads? = nil) {
        let toolbar = screen.toolbar
        func button(_ action: ScreenAction) -> Invocation {
            var invocation = invoke(action.action, "")
            if let reads, let flag = action.enabledFlag(in: screen.module) {
                invocation.flagOff = reads.flagOff(flag.swift)
                invocation.tableFlagOn = reads.tableFlagOn(flag.swift)
            }
            return invocation
        }
        primaryAction = toolbar.primary.map(button)
        // A form submits only what it loaded: until the first load succeeded its fields hold defaults, which would
        // overwrite what the server has.
        if let reads, screen.loadCanFail, !screen.inputs.isEmpty, var primary = primaryAction {
            primary.flagOff = ([primary.flagOff, reads.notLoaded].compactMap { $0 }).joined(separator: " || ")
            primary.tableFlagOn = ([primary.tableFlagOn, reads.tableLoaded].compactMap { $0 }).joined(separator: " && ")
            primaryAction = primary
        }
        menuActions = toolbar.menu.map(button)
        hasMenu = !menuActions.isEmpty
        hasToolbar = primaryAction != nil || hasMenu
        refreshAction = screen.refreshAction.map { action in refresh.map { $0(action.action, "") } ?? invoke(action.action, "") }
    }

    init(_ screen: Screen, receiver: String) {
        self.init(screen, invoke: invoking(on: receiver))
    }
}

/// The first load: `viewDidLoad` runs the load action the first time the screen appears.
struct FirstLoad: Codable {
    var rawName: String
    var callee: String
    var isAsync: Bool

    init(_ load: ScreenAction) {
        rawName = load.name.raw
        callee = load.name.swift
        isAsync = load.isAsync
    }
}

/// A list of identifiable entities as a view shows it: one row per element, keyed by its id.
struct ListRows: Codable {
    /// The state property (`articles`); also the list's row-case name in UIKit views.
    var name: String
    /// Its section in a UIKit table: after the failure (0) and the values (1).
    var section: Int
    var title: String
    /// `No Articles`: what the empty list shows.
    var emptyTitle: String
    /// The members of `<Module>Strings` that say the title and the empty title (`Field.articles`, `Empty.articles`).
    var localized: String
    var localizedEmpty: String
    /// The list as the view reads it (`viewModel.articles`).
    var source: String
    /// The local an element is bound to (`article`), and its title as text (an expression on it).
    var item: String
    var rowTitle: String
    /// What the row shows besides its title: text under it, a value at its end, an image (a `URL?` expression) before
    /// it; what VoiceOver reads for it (its texts, joined); `hasDetail` where any of the first three is there.
    var rowSubtitle: String?
    var rowTrailing: String?
    var rowImage: String?
    var rowAccessibilityLabel: String
    var hasDetail: Bool
    /// How a UIKit cell lays it out: `subtitleCell` (text under the title) or `valueCell` (a value at its end), else
    /// the default; its secondary text (the subtitle, and the trailing value after it).
    var tableCell: String?
    var tableSecondaryText: String?
    /// The element's Swift type (`Article`), and its id's: rows are keyed by it.
    var elementType: String
    var idType: String
    /// What tapping a row runs: the first row action that navigates.
    var primary: Invocation?
    /// The row's secondary actions, each an accessibility action: its swipe actions and its context menu's
    /// (`Screen.swipeEvents`, `Screen.contextMenuEvents`).
    var rowActions: [Invocation]
    var hasRowActions: Bool
    var swipeActions: [Invocation]
    var hasSwipeActions: Bool
    var contextActions: [Invocation]
    var hasContextActions: Bool
    /// What the last row's appearing runs (`events: reachEnd:`), on the screen's first list only.
    var reachEnd: Invocation?
    /// Where the list loads page by page: whether a page is loading (its flag, `isLoadingMoreStatuses`), as the SwiftUI
    /// view and the UIKit view controller read it; a spinner row under the rows says so meanwhile.
    var pageLoading: String?
    var tablePageLoading: String?
    /// Where a page's failure shows under the list (`FailurePlace.page`), whether it does now, as the SwiftUI view and
    /// the UIKit view controller read it (the view controller's only while no page loads).
    var failedPage: String?
    var tableFailedPage: String?
    /// Where a row's action's failure shows under the row (`FailurePlace.row`): whether it does for `item`, as the
    /// SwiftUI view reads it, and the place's case, which the UIKit view controller matches.
    var failedRow: String?
    var rowFailureCase: String?
}

/// How one architecture's view reads a row list: the list, the local a row is bound to, the row's title and
/// type, and what a row action is passed.
struct RowSpelling {
    var source: String
    var item: String
    var rowTitle: String
    /// What the row shows besides its title (`RowDisplay`), as text, and its image's URL.
    var rowSubtitle: String? = nil
    var rowTrailing: String? = nil
    var rowImage: String? = nil
    var elementType: String
    /// `article: article`, `articleID: row.id`.
    var argument: (RowEvent) -> String

    /// A view that reads the elements themselves (MVVM, the store; VIPER's presentation items, which keep the
    /// entities' field names): each part of the row is formatted from `item`.
    static func reading(
        _ list: RowList, item: String, source: String, elementType: String, argument: @escaping (RowEvent) -> String
    ) -> RowSpelling {
        RowSpelling(
            source: source, item: item, rowTitle: list.display.title(of: item), rowSubtitle: list.display.subtitle(of: item),
            rowTrailing: list.display.trailing(of: item), rowImage: list.display.image(of: item), elementType: elementType, argument: argument)
    }
}

/// The keys every view template reads, under `view` (docs/template-context.md#views), laid out once from the screen;
/// each architecture says only how its view reaches actions, values, rows, the failure and loading.
struct ViewKeys: Codable {
    var toolbar: ToolbarContext
    /// What the Retry of a failure runs: the owner's `retry()`, which runs the action that failed again. Nil where no
    /// call can fail.
    var retry: Invocation?
    /// Where the first load can fail: when its failure covers the view (with Retry), and the message it shows.
    var loadFailure: LoadFailure?
    /// The fields typed into, as a form (`Screen.form`).
    var form: FormKeys
    /// The state shown as labelled values, and as rows.
    var values: [ValueRow]
    var hasValues: Bool
    /// Lists and no values: a screen that is empty when its lists are (the UIKit view controller's empty state).
    var hasEmptyScreen: Bool
    var lists: [ListRows]
    var hasLists: Bool
    /// Some list's rows have swipe actions, a context menu, an image (a UIKit view controller then loads them).
    var hasSwipeMenus: Bool
    var hasRowImages: Bool
    var hasContextMenus: Bool
    /// Values or lists: the view has sections beside the failure and the inputs.
    var hasSections: Bool
    /// What a screen of lists only shows when they are all empty.
    var screenEmptyTitle: String
    /// How the SwiftUI view reads the failure shown (a `String?`) and whether a request is running, and that negated
    /// where its sections read it (`adapter.errorMessage`, `adapter.isLoading`, `!adapter.isLoading`).
    var errorMessage: String
    var isLoading: String
    var isNotLoading: String
    /// When the SwiftUI view shows its loading indicator over the screen: while a request runs and nothing is shown yet
    /// (every list empty). Over rows it would hide them, and stack on pull to refresh's own spinner.
    var showsLoadingOverlay: String
    /// Where failures show besides the top of the screen (`Screen.failurePlaces`): whether the failure shows at the top
    /// now, as the SwiftUI view and the UIKit view controller read it; nil where every failure does.
    var failureAtTop: String?
    var tableFailureAtTop: String?
    /// Where the failure shows (`FailurePlace`, optional), as the UIKit view controller reads it.
    var tableFailurePlace: String
    /// The failure shown (a `String?`), read anywhere in the SwiftUI view.
    var failureMessage: String
    /// Some list shows a failure of a page or of a row's action under it (the UIKit table's `failed` rows).
    var hasActionFailures: Bool

    /// How a SwiftUI view reads the failure and loading (`ViewKeys.errorMessage`, …), how the views read a Bool piece of
    /// state or derived value by its name (false in the SwiftUI view, true in the UIKit view controller), and whether a
    /// list is empty.
    struct Reads {
        var errorMessage: String
        var isLoading: String
        var isNotLoading: String
        var flagOff: (String) -> String
        var tableFlagOn: (String) -> String
        /// Whether a list, by its state's name, is empty, read where the SwiftUI view's sections are not in scope.
        var listEmpty: (String) -> String
        /// Whether the first load has not succeeded yet, read anywhere in the SwiftUI view (`!viewModel.hasLoaded`), and
        /// whether it has, read by the UIKit view controller.
        var notLoaded: String
        var tableLoaded: String
        var tableNotLoaded: String
        /// The failure shown (a `String?`), read anywhere in the SwiftUI view.
        var failure: String
        /// Whether a page of a list loads, by its flag (`Screen.pageFlag(of:)`): read in the SwiftUI view, and by the
        /// UIKit view controller.
        var pageLoading: (String) -> String
        var tablePageLoading: (String) -> String
        /// Where the failure shows (`FailurePlace?`), read anywhere in the SwiftUI view, and by the UIKit view controller.
        var failurePlace: String
        var tableFailurePlace: String

        /// Read from an owner that always holds them (`viewModel`, `store.state`), in both views.
        static func owner(_ owner: String) -> Reads {
            Reads(
                errorMessage: "\(owner).errorMessage", isLoading: "\(owner).isLoading", isNotLoading: "!\(owner).isLoading",
                flagOff: { "!\(owner).\($0)" }, tableFlagOn: { "\(owner).\($0)" }, listEmpty: { "\(owner).\($0).isEmpty" },
                notLoaded: "!\(owner).hasLoaded", tableLoaded: "\(owner).hasLoaded", tableNotLoaded: "!\(owner).hasLoaded",
                failure: "\(owner).errorMessage", pageLoading: { "\(owner).\($0)" }, tablePageLoading: { "\(owner).\($0)" },
                failurePlace: "\(owner).failurePlace", tableFailurePlace: "\(owner).failurePlace")
        }
    }

    init(
        _ screen: Screen, receiver: String, reads: Reads, value: (ScreenField) -> ShownValue, rows: (ScreenField, RowList) -> RowSpelling
    ) {
        self.init(
            screen, invoke: invoking(on: receiver), retry: Invocation(retrying: "\(receiver).retry()", isAsync: true), reads: reads, value: value,
            rows: rows)
    }

    init(
        _ screen: Screen, invoke: Invoke, refresh: Invoke? = nil, retry: Invocation, reads: Reads, value: (ScreenField) -> ShownValue,
        rows: (ScreenField, RowList) -> RowSpelling
    ) {
        toolbar = ToolbarContext(screen, invoke: invoke, refresh: refresh, reads: reads)
        self.retry = screen.canFail ? retry : nil
        form = FormKeys(screen.form, button: toolbar.primaryAction)
        values = screen.valueFields.enumerated().map { index, field in ValueRow(index: index, field: field, shown: value(field)) }
        lists = screen.listFields.enumerated().compactMap { index, field in
            guard let list = field.rows else { return nil }
            let spelling = rows(field, list)
            func invokeRow(_ event: RowEvent) -> Invocation { invoke(event.action, spelling.argument(event)) }
            let primary = screen.primaryEvent(of: list)
            let swipeActions = screen.swipeEvents(of: list).map(invokeRow)
            let contextActions = screen.contextMenuEvents(of: list).map(invokeRow)
            let rowActions = swipeActions + contextActions
            let pages = screen.pagedLists.contains(field.state.name)
            let failurePlaces = screen.failurePlaces
            let pageFails = failurePlaces.contains(.page(list: field.state.name))
            let rowPlace = failurePlaces.first { place in
                if case .row(let entity, _) = place { return entity == list.entity.name }
                return false
            }
            let pageFlag = Screen.pageFlag(of: field.state.name)
            let pagePlace = "." + FailurePlace.page(list: field.state.name).caseName
            // Sections 0 and 1 of a UIKit table are the failure and the values.
            return ListRows(
                name: field.state.name.swift, section: index + 2, title: field.title, emptyTitle: Screen.emptyTitle(of: field),
                localized: StringsContext.member(Screen.text(field: field.state, role: .list)), localizedEmpty: StringsContext.member(Screen.emptyText(field)),
                source: spelling.source, item: spelling.item, rowTitle: spelling.rowTitle, rowSubtitle: spelling.rowSubtitle,
                rowTrailing: spelling.rowTrailing, rowImage: spelling.rowImage,
                rowAccessibilityLabel: list.display.accessibilityLabel(
                    title: spelling.rowTitle, subtitle: spelling.rowSubtitle, trailing: spelling.rowTrailing),
                hasDetail: spelling.rowSubtitle != nil || spelling.rowTrailing != nil || spelling.rowImage != nil,
                tableCell: spelling.rowSubtitle != nil ? "subtitleCell" : spelling.rowTrailing != nil ? "valueCell" : nil,
                tableSecondaryText: Self.secondaryText(subtitle: spelling.rowSubtitle, trailing: spelling.rowTrailing),
                elementType: spelling.elementType,
                idType: list.idType.swift, primary: primary.map(invokeRow), rowActions: rowActions, hasRowActions: !rowActions.isEmpty,
                swipeActions: swipeActions, hasSwipeActions: !swipeActions.isEmpty, contextActions: contextActions,
                hasContextActions: !contextActions.isEmpty,
                reachEnd: index == 0 ? screen.reachEndAction.map { invoke($0.action, "") } : nil,
                pageLoading: pages ? reads.pageLoading(Screen.pageFlag(of: field.state.name)) : nil,
                tablePageLoading: pages ? reads.tablePageLoading(Screen.pageFlag(of: field.state.name)) : nil,
                failedPage: pageFails ? "\(reads.failurePlace) == \(pagePlace)" : nil,
                tableFailedPage: pageFails ? "\(reads.tableFailurePlace) == \(pagePlace) && !(\(reads.tablePageLoading(pageFlag)))" : nil,
                failedRow: rowPlace.map { "\(reads.failurePlace) == .\($0.caseName)(\(spelling.item).id)" }, rowFailureCase: rowPlace?.caseName)
        }
        screenEmptyTitle = screen.emptyTitle
        hasValues = !values.isEmpty
        hasLists = !lists.isEmpty
        hasSwipeMenus = lists.contains { $0.hasSwipeActions }
        hasRowImages = lists.contains { $0.rowImage != nil }
        hasContextMenus = lists.contains { $0.hasContextActions }
        hasSections = hasValues || hasLists
        hasEmptyScreen = hasLists && !hasValues
        (errorMessage, isLoading, isNotLoading) = (reads.errorMessage, reads.isLoading, reads.isNotLoading)
        let listsEmpty = screen.listFields.map { field in
            let empty = reads.listEmpty(field.state.name.swift)
            return empty.contains(" ") ? "(\(empty))" : empty
        }
        showsLoadingOverlay = ([reads.isLoading] + listsEmpty).joined(separator: " && ")
        loadFailure = screen.loadCanFail ? LoadFailure(reads, listsEmpty: listsEmpty) : nil
        let placed = !screen.failurePlaces.isEmpty
        failureAtTop = placed ? "\(reads.failurePlace) == .screen" : nil
        tableFailureAtTop = placed ? "\(reads.tableFailurePlace) == .screen" : nil
        tableFailurePlace = reads.tableFailurePlace
        failureMessage = reads.failure
        hasActionFailures = lists.contains { $0.failedPage != nil || $0.failedRow != nil }
    }
}

extension ViewKeys {
    /// A UIKit row's secondary text: the subtitle, the trailing value, or both joined.
    static func secondaryText(subtitle: String?, trailing: String?) -> String? {
        switch (subtitle, trailing) {
        case (let subtitle?, let trailing?): "[\(subtitle), \(trailing)].joined(separator: \" · \")"
        case (let subtitle?, nil): subtitle
        case (nil, let trailing?): trailing
        case (nil, nil): nil
        }
    }
}

/// The first load failed and nothing loaded since (`Screen.loadCanFail`), and no list has rows (a screen opened with
/// data keeps showing it): the SwiftUI view shows the failure over the whole screen, with Retry (a spinner while it
/// runs), instead of a form of defaults or an empty list. Both are expressions read anywhere in the view: `failed` a
/// Bool, `message` a String.
struct LoadFailure: Codable {
    var failed: String
    var message: String
    /// Whether the first load has not succeeded yet, as the UIKit view controller reads it: the failure then covers the
    /// table (`contentUnavailableConfiguration`), with Retry.
    var tableNotLoaded: String

    init(_ reads: ViewKeys.Reads, listsEmpty: [String]) {
        tableNotLoaded = reads.tableNotLoaded
        failed = ([reads.notLoaded, "\(reads.failure) != nil"] + listsEmpty).joined(separator: " && ")
        message = "\(reads.failure) ?? \"\""
    }
}

/// What `#Preview` builds a screen with: the in-memory `Preview<Service>` of each service, and the sources' sample of
/// each piece of state the screen needs to start. Nil when one of those has no sample (a type from `imports:`): the
/// view then has no preview, as its owner has no tests.
struct PreviewArguments {
    /// `newsService: PreviewNewsService()`
    let services: [String]
    /// `userID: UUID(uuidString: "…")!`
    let state: [String]

    init?(_ screen: Screen) {
        var state: [String] = []
        for required in screen.requiredState {
            guard let sample = required.sourceSample else { return nil }
            state.append("\(required.field.name.label): \(sample)")
        }
        self.state = state
        services = screen.module.services.map { "\(SwiftNames.lowerFirst($0.name)): \(ServiceContext.previewName(of: $0.name))()" }
    }

    /// The services, then the state: the order of the view model's and the interactor's parameters.
    var all: String { (services + state).joined(separator: ", ") }
}

/// The inputs as a form (`Form`): the SwiftUI view's `FocusedInput` cases, in focus order, and what Return in the last
/// field runs. Each input says its own place in it (`InputContext.focus`).
struct FormKeys: Codable {
    var focusCases: [String]
    var hasFocus: Bool
    var submit: Invocation?

    /// `button`: the toolbar's primary button, which the form's submit is (with the flag it follows).
    init(_ form: Form, button: Invocation?) {
        focusCases = form.focusOrder.map(\.field.name.swift)
        hasFocus = !focusCases.isEmpty
        submit = form.submit == nil ? nil : button
    }
}
