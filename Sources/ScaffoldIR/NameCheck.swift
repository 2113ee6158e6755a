import ScaffoldDiagnostics
import ScaffoldSpec

/// The naming pass: a spec's names must not collide with each other or with the names generated code
/// declares or uses, in any built-in architecture, so that one spec builds as MVVM, MVP, VIPER and store alike.
/// Every collision is a located error that names what the spec's name collides with and how to rename.
struct NameCheck {
    let spec: Spec
    let module: String

    /// Types every built-in architecture may declare for module `M`, at module scope.
    static func generatedTypes(module m: String) -> [String] {
        [
            "\(m)ViewModel", "\(m)View", "\(m)ViewController", "\(m)Error", "\(m)Presenter", "\(m)PresenterInterface", "\(m)ViewInterface",
            "\(m)ModelInterface", "\(m)Model", "\(m)Navigator", "\(m)State", "\(m)ViewState", "\(m)ViewAdapter", "\(m)Interactor",
            "\(m)InteractorInput", "\(m)InteractorOutput", "\(m)InteractorState", "\(m)Router", "\(m)RouterInput", "\(m)Builder",
            "\(m)Content", "\(m)ViewStore", "\(m)ViewInput", "\(m)ViewOutput", "\(m)Route", "\(m)RouteNavigator", "\(m)Confirmation", "\(m)Strings",
            // Test targets.
            "Mock\(m)Model", "Mock\(m)View", "Mock\(m)Navigator", "Mock\(m)Interactor", "Mock\(m)InteractorOutput", "Mock\(m)Router",
            "\(m)ViewModelTests", "\(m)PresenterTests", "\(m)ModelTests", "\(m)InteractorTests", "\(m)RouterTests", "\(m)BuilderTests",
            "\(m)TestFailure", "\(m)MockNotScripted", "\(m)Fixtures",
            // Store.
            "\(m)Action", "\(m)Effect", "\(m)Reducer", "\(m)EffectHandler", "\(m)ScreenStore", "\(m)CallFailure", "\(m)ScreenStoreTests",
            "\(m)ReducerTests", "\(m)EffectHandlerTests",
        ]
    }

    /// Types generated code declares inside its own types, where a spec type of the same name would be shadowed
    /// (`NewsListViewModel.Route`, `NewsListRouter.Destinations`, `NewsListViewState.Detail`).
    static let nestedTypes: Set<String> = ["Route", "Destinations", "Detail", "Call", "Mocks", "SUT", "Services", "FocusedInput"]

    /// Types and modules of Swift, Foundation, Observation and Swift Testing that generated code names, beyond the
    /// standard types `Lowering.checkTypeNames` already refuses.
    static let usedTypes: Set<String> = [
        "Result", "Hashable", "Equatable", "Codable", "Identifiable", "CaseIterable", "MainActor", "Task", "Observable", "Observation",
        "Foundation", "Testing", "Swift", "NSLock", "NSCoder", "Issue", "Comment", "AnyObject", "Void", "Duration", "SwiftUI", "UIKit",
        // The clock an owner that waits for a pause in typing sleeps on, and the tests' own.
        "Clock", "ContinuousClock", "TestClock",
    ]

    /// Types the SwiftUI and UIKit views name unqualified, refused only for the UI that uses them.
    /// FrameworkNameTests keeps these complete: it finds every stub type generated code names.
    static let swiftUITypes: Set<String> = [
        "State", "List", "Section", "Text", "Button", "ForEach", "ProgressView", "ToolbarItem", "EmptyView", "ViewBuilder",
        "NavigationStack", "Binding", "Bindable", "ContentUnavailableView", "Image", "Label", "LabeledContent", "Link", "Menu",
        "TextField", "SecureField", "Toggle", "DatePicker", "Picker", "FocusState", "HStack", "VStack", "Spacer", "AsyncImage",
        "RoundedRectangle",
    ]
    static let uiKitTypes: Set<String> = [
        "UITableViewController", "UITableView", "UITableViewCell", "UIBarButtonItem", "UIAction", "UIActivityIndicatorView", "IndexPath",
        "NSDiffableDataSourceSnapshot", "UIAccessibilityCustomAction", "UIContextualAction", "UIImage", "UIListContentConfiguration", "UIMenu",
        "UIRefreshControl", "UISwipeActionsConfiguration", "UITableViewDiffableDataSource", "UIAlertAction", "UIAlertController",
        "UITextField", "UISwitch", "UIDatePicker", "UISegmentedControl", "UIControl", "UIContentUnavailableConfiguration", "CGRect",
        "UIView", "UILabel", "UIStackView", "NSLayoutConstraint", "UIContextMenuConfiguration", "UISearchController", "UISearchResultsUpdating",
        "UIViewController", "UIColor", "UIAccessibility",
    ]

    /// Members the types that declare the actions as methods (view model, presenter, interactor) declare themselves.
    /// (State names the generated code declares are `Lowering.reservedStateNames`.)
    static let generatedMembers: Set<String> = [
        "isLoading", "errorMessage", "route", "state", "viewState", "view", "model", "navigator", "interactor", "router", "output",
        "currentContent", "activeCalls", "renderedState", "attach", "viewDidLoad", "renderView", "interactorDidChange", "interactorDidFail",
        "requestsInFlight", "latest", "isCancellation", "firstLoadDone", "confirmation", "confirm", "cancelConfirmation", "isAskingConfirmation",
        // Store: the action a dismissed destination sends, and what names an effect's action.
        "dismissRoute", "actionName",
        // The failure shown and what Retry runs again (VIPER: the action whose use case runs in this task).
        "failure", "retry", "runningAction", "hasLoaded",
        // The clock a debounced edit waits on.
        "clock",
    ]

    /// Members a body assigns without `self.`, so that a parameter of the same name would capture the assignment.
    static let bareMembers: Set<String> = ["isLoading", "errorMessage", "activeCalls", "confirmation", "failure", "hasLoaded"]

    /// Names that cannot be a member even with backticks in every place generated code puts them.
    static let impossibleMembers: Set<String> = ["init", "deinit", "subscript", "self", "Self", "super", "Type", "Protocol"]

    /// Why Swift accepts a case of this name, even with backticks, in only some of the places generated code writes it.
    static func impossibleCase(_ name: String, of entity: String) -> String? {
        switch name {
        case "Type", "Protocol": "'\(entity).\(name)' is a metatype in Swift"
        case "allCases", "AllCases": "enum entities are CaseIterable, which declares '\(name)'"
        case "RawValue": "enum entities are String-backed, and 'RawValue' is their raw type"
        case "localizedName": "'localizedName' is each enum's display name, from the module's String Catalog"
        default: nil
        }
    }

    func run(ui: UIKind, diagnostics: inout DiagnosticCollector) {
        checkTypes(ui: ui, diagnostics: &diagnostics)
        checkMembers(diagnostics: &diagnostics)
    }

    // MARK: Types

    private func checkTypes(ui: UIKind, diagnostics: inout DiagnosticCollector) {
        var generated: [String: String] = [:]
        for name in Self.generatedTypes(module: module) { generated[name] = "the generated type '\(name)'" }
        // Each service's live stub and test mock, and in a SwiftUI module its preview implementation (debug builds).
        for service in spec.services {
            for prefix in ["Live", "Mock"] + (ui == .swiftui ? ["Preview"] : []) {
                generated[prefix + service.name.value] = "the generated type '\(prefix)\(service.name.value)' (of service '\(service.name.value)')"
            }
        }
        let uiTypes = ui.frameworkTypes
        for name in spec.entities.map(\.name) + spec.services.map(\.name) {
            if let what = generated[name.value] {
                diagnostics.error(
                    "'\(name.value)' collides with \(what)", at: name.location,
                    hint: "generated code declares it; rename '\(name.value)', e.g. '\(name.value)Info'")
            } else if Self.nestedTypes.contains(name.value) {
                diagnostics.error(
                    "'\(name.value)' collides with a type generated code declares inside its own types", at: name.location,
                    hint: "inside them '\(name.value)' would mean the generated one; rename it, e.g. '\(module)\(name.value)'")
            } else if (Self.usedTypes.contains(name.value) || uiTypes.contains(name.value)) {
                diagnostics.error(
                    "'\(name.value)' would shadow the type of that name generated code uses", at: name.location,
                    hint: "generated code names Swift's, Foundation's and the UI framework's '\(name.value)'; rename it, e.g. '\(module)\(name.value)'")
            }
        }
    }

    // MARK: Members

    private func checkMembers(diagnostics: inout DiagnosticCollector) {
        // Service properties (`newsService`) live beside state and actions in view models and interactors.
        // (State and actions of the same name are reported by the action lowering.)
        var owners: [String: (what: String, location: SourceLocation)] = [:]
        func claim(_ name: String, _ what: String, at location: SourceLocation, register: Bool = true) {
            if let first = owners[name] {
                diagnostics.error(
                    "\(what) collides with \(first.what) (at \(first.location.line):\(first.location.column)): both are '\(name)' in generated code",
                    at: location, hint: "rename one of them")
            } else if register {
                owners[name] = (what, location)
            }
        }
        for service in spec.services {
            claim(SwiftNames.lowerFirst(service.name.value), "the property of service '\(service.name.value)'", at: service.name.location)
            var properties: [String: Located<String>] = [:]
            for operation in service.operations {
                // Mocks name their members after the operation with its first letter upper-cased.
                let stem = SwiftNames.upperFirst(operation.name.value)
                if let other = properties[stem], other.value != operation.name.value {
                    diagnostics.error(
                        "operation '\(operation.name.value)' differs from '\(other.value)' only in the case of its first letter",
                        at: operation.name.location, hint: "mocks name both '\(stem)Call'; rename one of them")
                }
                properties[stem] = properties[stem] ?? operation.name
                checkMember(operation.name, what: "operation", diagnostics: &diagnostics)
            }
        }
        for field in spec.state {
            claim(field.name.value, "state '\(field.name.value)'", at: field.name.location, register: false)
            checkMember(field.name, what: "state", diagnostics: &diagnostics)
            if SwiftNames.keywords.contains(field.name.value) {
                diagnostics.error(
                    "state cannot be named '\(field.name.value)', a Swift keyword", at: field.name.location,
                    hint: "the @Observable view model cannot store a property named with a keyword; rename it, e.g. '\(field.name.value)Value'")
            }
        }
        let actionNames = Set(spec.actions.map(\.name.value))
        for action in spec.actions {
            claim(action.name.value, "action '\(action.name.value)'", at: action.name.location, register: false)
            checkMember(action.name, what: "action", diagnostics: &diagnostics)
            // The store reports how an action's call ended as the action `<name>Response`.
            if action.name.value.hasSuffix("Response"), actionNames.contains(String(action.name.value.dropLast("Response".count))) {
                diagnostics.error(
                    "action '\(action.name.value)' collides with the action the store architecture reports the result of '\(action.name.value.dropLast("Response".count))' as",
                    at: action.name.location, hint: "rename the action, e.g. '\(action.name.value.dropLast("Response".count))Done'")
            }
            for param in action.params where Self.bareMembers.contains(param.name.value) {
                diagnostics.error(
                    "parameter '\(param.name.value)' of action '\(action.name.value)' has the name of a member generated code sets",
                    at: param.name.location, hint: "rename the parameter, e.g. 'new\(SwiftNames.upperFirst(param.name.value))'")
            }
        }
        for entity in spec.entities {
            guard case .cases(let cases) = entity.kind else { continue }
            for item in cases {
                guard let reason = Self.impossibleCase(item.value, of: entity.name.value) else { continue }
                diagnostics.error(
                    "case '\(item.value)' of enum '\(entity.name.value)' cannot be a Swift enum case", at: item.location,
                    hint: "\(reason); rename it, e.g. '\(SwiftNames.lowerFirst(entity.name.value))\(SwiftNames.upperFirst(item.value))'")
            }
        }
        for name in spec.entities.flatMap(Self.fieldNames) + spec.routes.map(\.name) + spec.routes.flatMap({ $0.params.map(\.name) })
            + spec.actions.flatMap({ $0.params.map(\.name) }) + spec.services.flatMap({ $0.operations.flatMap { $0.params.map(\.name) } })
        where Self.impossibleMembers.contains(name.value) {
            diagnostics.error("'\(name.value)' cannot be a name here", at: name.location, hint: "Swift reserves it; rename it")
        }
    }

    /// State, actions and operations become members of generated types, beside the members those types declare.
    private func checkMember(_ name: Located<String>, what: String, diagnostics: inout DiagnosticCollector) {
        if Self.impossibleMembers.contains(name.value) {
            diagnostics.error("\(what) cannot be named '\(name.value)'", at: name.location, hint: "Swift reserves it; rename it")
        } else if what == "action", name.value == "list" {
            // Request keys: `list:<state>` is a list's line, `<action>:<id>` an element's.
            diagnostics.error(
                "action cannot be named 'list'", at: name.location,
                hint: "the request lines of lists are keyed 'list:…', which an action on an element named 'list' would share; rename the action")
        } else if what == "action", Self.generatedMembers.contains(name.value) {
            diagnostics.error(
                "\(what) '\(name.value)' collides with a member generated code declares", at: name.location,
                hint: "view models, presenters and interactors declare \(Self.generatedMembers.sorted().joined(separator: ", ")); rename the action")
        }
    }

    private static func fieldNames(_ entity: EntitySpec) -> [Located<String>] {
        if case .fields(let fields) = entity.kind { return fields.map(\.name) }
        return []
    }
}

extension UIKind {
    /// The framework types generated views of this kind name unqualified: a type of the module with the same name
    /// would shadow them, so spec names are refused (`NameCheck`) and generated names avoid them.
    public var frameworkTypes: Set<String> {
        switch self {
        case .swiftui: NameCheck.swiftUITypes
        case .uikit: NameCheck.uiKitTypes
        case .none: []
        }
    }
}
