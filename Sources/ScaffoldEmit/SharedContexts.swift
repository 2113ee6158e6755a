import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec

// The template context every architecture shares: the module (`ModuleContext`), and for files listed
// with `each:` one entity (`EntityContext`) or one service with its mock (`ServiceContext`).
// Templates stay logic-less: everything they print is computed here, in order and sorted where order is free.
// The keys are documented in docs/template-context.md (a test keeps the two in step).

/// Keys every template can use.
struct ModuleContext: Codable {
    var module: String
    /// The Swift module the sources compile into: `module`, or the app's module (app layout).
    var swiftModule: String
    /// The spec's `summary:` on one line (a line break in the spec becomes a space).
    var summary: String
    var hasSummary: Bool
    /// The screen's title (`title:`, else the module name in words), escaped for a string literal.
    var screenTitle: String
    /// The spec's file name only: generated code must not depend on where the spec was on one machine.
    var specPath: String
    var architecture: String
    var uiSwiftUI: Bool
    var uiUIKit: Bool
    /// Either UI: the module has a screen, and with it previews.
    var hasUI: Bool
    var errorType: String
    var hasServices: Bool
    /// Some input waits for a pause in typing (`Screen.pauses`): the owner takes a clock, the tests a `TestClock`.
    var pauses: Bool
    /// Some input is a row of the screen's form: every input but the search field (`kind: search`).
    var hasInputRows: Bool
    /// `given:`, what the screen is opened with (`name`, its type as Swift writes it): the initializer, builder or store
    /// documents each as required and never changed.
    var given: [TypedName]
    var hasGiven: Bool
    /// A standalone SwiftPM package rather than layer folders for an existing target.
    var package: Bool
    var sourcesPrefix: String
    var testsPrefix: String
    /// Modules of the spec's `imports:`, sorted: test files import them to name their types.
    var testImports: [String]
    /// Test helpers the fixtures file declares once per module.
    var testFailure: String
    var mockNotScripted: String
    /// Package.swift: `.iOS(.v17), .macOS(.v14)`.
    var platforms: String
    /// Package.swift: `.package(path: "../Models")` for each package of an imported module.
    var packageDependencies: [String]
    var hasPackageDependencies: Bool
    /// Package.swift: `.product(name: "Models", package: "Models")`, comma-separated, for the targets.
    var targetDependencies: String
    var hasTargetDependencies: Bool
    /// `fixture()` for every entity that can have one, fields in spec order.
    var fixtureEntities: [FixtureEntity]
    /// `derived:`: computed properties beside the state (the view model's, MVP's `<Module>State`, VIPER's interactor
    /// state), each reading state and other derived values by their plain names.
    var derived: [DerivedProperty]
    var hasDerived: Bool
    /// The flag of each list that loads page by page (`isLoadingMoreStatuses`, `Screen.pageFlag(of:)`): true while the
    /// request in flight on its list's line (`line`, a request key) is a page, when a view shows a spinner under the list.
    var pageFlags: [PageFlag]
    var hasPageFlags: Bool

    struct PageFlag: Codable {
        var name: String
        var line: String
    }

    /// The cases of the owner's `FailurePlace` enum (`partials/failurePlaceEnum`), where failures show besides the top
    /// of the screen (`FailurePlace.places(in:)`); empty, and no enum, where they all show there.
    var failurePlaces: [FailurePlaceCase]
    var hasFailurePlaces: Bool

    struct FailurePlaceCase: Codable {
        /// `screen`, `statusesPage`, `statusRow`.
        var name: String
        /// A row's: the type of its element's id, as the view holds the row (`Status.ID`).
        var idType: String?
        /// What the case's comment says it is.
        var doc: String
        /// A row's: whether its element `id` is in a list that shows it, as the owner reads its lists
        /// (`statuses.contains(where: { $0.id == id })`; MVP's presenter `state.statuses`, VIPER's `state.content.statuses`).
        var rowShown: String?
    }
    /// The user-facing texts: the `<Module>Strings` accessor and the String Catalog (docs/ui.md#localization); a module
    /// without any (no screen, nothing to ask) has neither, nor a localization in its Package.swift.
    var strings: StringsContext
    var hasStrings: Bool

    struct DerivedProperty: Codable {
        var name: String
        var type: String
        /// `!email.isEmpty && password.count >= 8`
        var expression: String
    }

    struct FixtureEntity: Codable {
        var qualifiedName: String
        var isEnum: Bool
        /// The enum's last case: most specs default to the first, so a fixture differs from the default state.
        var `case`: String?
        var isStruct: Bool
        var parameters: [Parameter]

        struct Parameter: Codable {
            var declaration: String
            var argument: String
            var comma: String
        }
    }

    init(_ screen: Screen, options: EmitOptions) {
        let module = screen.module
        self.module = module.name
        swiftModule = module.swiftModule
        summary = SharedContexts.oneLine(module.summary ?? "")
        hasSummary = module.summary != nil
        screenTitle = SwiftLiteral.content(module.title ?? Display.title(module.name))
        specPath = SharedContexts.oneLine(module.specPath.split(separator: "/").last.map(String.init) ?? module.specPath)
        architecture = module.architecture
        uiSwiftUI = module.ui == .swiftui
        uiUIKit = module.ui == .uikit
        hasUI = module.ui != UIKind.none
        errorType = "\(module.name)Error"
        hasServices = !module.services.isEmpty
        pauses = module.inputs.contains { $0.debounceMilliseconds != nil }
        hasInputRows = module.inputs.contains { !$0.isSearchField }
        given = module.state.filter(\.isGiven).map { TypedName(name: $0.name.swift, type: $0.type.swift) }
        hasGiven = !given.isEmpty
        package = options.package
        sourcesPrefix = options.sourcesPrefix ?? (options.package ? "Sources/\(module.name)/" : "")
        testsPrefix = options.testsPrefix ?? (options.package ? "Tests/\(module.name)Tests/" : "Tests/")
        testImports = Set(module.imports.map(\.module)).sorted()
        testFailure = SwiftDecl.testFailure(module)
        mockNotScripted = SwiftDecl.mockNotScripted(module)
        platforms = options.platforms.joined(separator: ", ")
        packageDependencies = options.packageDependencies
        hasPackageDependencies = !options.packageDependencies.isEmpty
        targetDependencies = options.targetDependencies.joined(separator: ", ")
        hasTargetDependencies = !options.targetDependencies.isEmpty
        derived = module.derived.map {
            DerivedProperty(name: $0.name.swift, type: $0.type.swift, expression: $0.expression.swift(strings: module.stringsType) { $0.name.swift })
        }
        hasDerived = !derived.isEmpty
        pageFlags = screen.pagedLists.map { PageFlag(name: Screen.pageFlag(of: $0), line: requestKey(.list($0))) }
        hasPageFlags = !pageFlags.isEmpty
        failurePlaces = screen.failurePlaces.map { place in
            let doc =
                switch place {
                case .screen: "At the top of the screen, and over it while the first load has not succeeded."
                case .page(let list): "Under `\(list.swift)`, where its next page's spinner was: the page failed."
                case .row(let entity, _): "Under the row of the \(entity) whose action failed, by its id."
                }
            // The id of what each architecture's view holds a row as (`Status.ID`; MVP's `StatusRow.ID`, VIPER's
            // `StatusItem.ID`): the same type, without an import or a type of another layer where the enum is declared.
            var (idType, rowShown): (String?, String?) = (nil, nil)
            if case .row(let entity, _) = place {
                let lists: String
                switch module.architecture {
                case "mvp": (idType, lists) = ("\(entity)Row.ID", "state.")
                case "viper": (idType, lists) = ("\(VIPERPresentation(module: module).itemName(entity)).ID", "state.content.")
                default: (idType, lists) = ("\(entity).ID", "")
                }
                rowShown = place.rowLists(in: module).map { "\(lists)\($0.swift).contains(where: { $0.id == id })" }.joined(separator: " || ")
            }
            return FailurePlaceCase(name: place.caseName, idType: idType, doc: doc, rowShown: rowShown)
        }
        hasFailurePlaces = !failurePlaces.isEmpty
        strings = StringsContext(screen, bundle: options.resourceBundle)
        hasStrings = strings.hasEntries
        fixtureEntities = module.entities.filter { SwiftValues.hasFixture($0, module: module) }.map { entity in
            let qualified = "\(module.swiftModule).\(entity.name)"
            switch entity.kind {
            case .enumeration(let cases):
                return FixtureEntity(qualifiedName: qualified, isEnum: true, case: cases.last?.swift ?? "", isStruct: false, parameters: [])
            case .structure(let fields):
                return FixtureEntity(
                    qualifiedName: qualified, isEnum: false, case: nil, isStruct: true,
                    parameters: fields.enumerated().map { index, field in
                        let value =
                            field.defaultValue ?? SwiftValues.sample(of: field.type, label: field.name.raw, module: module)
                            ?? SwiftValues.zero(of: field.type) ?? "nil"
                        return FixtureEntity.Parameter(
                            declaration: "\(field.name.swift): \(SwiftDecl.typeName(field.type, qualifiedIn: module)) = \(value)",
                            argument: "\(field.name.label): \(field.name.swift)",
                            comma: index < fields.count - 1 ? "," : "")
                    })
            }
        }
    }
}

/// The keys of a file listed with `each: entity`.
struct EntityContext: Codable {
    var name: String
    var isEnum: Bool
    var isStruct: Bool
    /// `tech, business`: an enum's cases.
    var cases: String
    var conformances: String
    var fields: [Field]
    /// Sorted module names to import, and whether there are any (so templates can place blank lines).
    var imports: [String]
    var hasImports: Bool

    struct Field: Codable {
        var name: String
        var type: String
        var initParameter: String
        var comma: String
    }

    init(_ entity: Entity, module: ModuleIR) {
        name = entity.name
        switch entity.kind {
        case .enumeration(let cases):
            isEnum = true
            isStruct = false
            self.cases = cases.map(\.swift).joined(separator: ", ")
            conformances = "String, CaseIterable, Hashable, Sendable, Codable"
            fields = []
            imports = []
        case .structure(let fields):
            isEnum = false
            isStruct = true
            cases = ""
            conformances = ((entity.isIdentifiable ? ["Identifiable"] : []) + ["Hashable", "Sendable", "Codable"]).joined(separator: ", ")
            self.fields = fields.enumerated().map { index, field in
                let initialValue =
                    field.defaultValue
                    ?? SwiftValues.zero(of: field.type).flatMap { field.type.isOptional || SharedContexts.isCollection(field.type) ? $0 : nil }
                return Field(
                    name: field.name.swift, type: field.type.swift,
                    initParameter: "\(field.name.swift): \(field.type.swift)" + (initialValue.map { " = \($0)" } ?? ""),
                    comma: index < fields.count - 1 ? "," : "")
            }
            imports = SharedContexts.imports(for: fields.map(\.type))
        }
        hasImports = !imports.isEmpty
    }
}

/// The keys of a file listed with `each: service`: its protocol and live stub (`operations`), its
/// mock (`mockName`, `qualifiedName`, `mockOperations`), and its in-memory implementation for previews
/// (`previewName`, `previewOperations`).
struct ServiceContext: Codable {
    /// `PreviewNewsService`: what the previews of every view build their screen with.
    static func previewName(of service: String) -> String { "Preview\(service)" }

    var name: String
    var liveName: String
    var imports: [String]
    var hasImports: Bool
    var operations: [Operation]
    var mockName: String
    var qualifiedName: String
    var mockOperations: [MockOperation]
    /// Some operation is async: the mock can hold calls open until a test releases them.
    var mockHoldsCalls: Bool
    var previewName: String
    /// What the preview implementation's file imports: the modules of its signatures and of every value it spells.
    var previewImports: [String]
    var hasPreviewImports: Bool
    var previewOperations: [PreviewOperation]

    /// A requirement and the live stub's body: it throws "not implemented", or returns an empty value
    /// with a TODO, or traps where no value can be made up.
    struct Operation: Codable {
        var signature: String
        /// `NewsService.fetchArticles`, for messages.
        var displayName: String
        var throwsNotImplemented: Bool
        var todo: Bool
        /// The empty value a non-throwing stub returns.
        var zeroValue: String?
        var fatal: Bool
    }

    /// An operation of the preview implementation: it returns a sample at once (`SwiftValues.sourceSample`, the
    /// values tests' fixtures hold), else the type's empty value; with neither (a type from `imports:` without
    /// `fixtures:`) it throws the module error where it can throw, and traps where it cannot.
    struct PreviewOperation: Codable {
        var signature: String
        /// `NewsService.fetchArticles`, for messages.
        var displayName: String
        /// What it returns; absent for an operation without a result, and where no value can be made up.
        var value: String?
        /// No result: nothing to do, the preview keeps no state.
        var doesNothing: Bool
        /// No value, throwing: `throw <Module>Error.notImplemented(displayName)`.
        var throwsNoSample: Bool
        /// No value, not throwing: `fatalError`.
        var fatal: Bool
    }

    /// A mock per operation: records every call, returns scripted results, safe under strict concurrency.
    struct MockOperation: Codable {
        var name: String
        var property: String
        var signature: String
        var hasParams: Bool
        var callType: String
        var callFields: [CallField]
        /// `FetchArticlesCall(category: category)`
        var callInit: String
        var qualifiedName: String
        /// An async operation: a test can hold its calls open (`holdsCalls`).
        var isAsync: Bool
        /// A non-throwing async operation with a value: the value is taken before the call is held, returned after.
        var keepsValue: Bool
        /// Throwing operations: a scripted `Result`.
        var result: ScriptedResult?
        /// Non-throwing operations with a value and an initial value for it.
        var returnValue: ScriptedValue?
        /// Non-throwing operations with a value no sample can be made up for: tests must script it.
        var unscriptedReturnValue: ScriptedValue?

        struct CallField: Codable {
            var name: String
            var type: String
        }

        struct ScriptedResult: Codable {
            var type: String
            var initial: String
            var returnsValue: Bool
        }

        struct ScriptedValue: Codable {
            var type: String
            var initial: String?
        }
    }

    init(_ service: Service, module: ModuleIR) {
        name = service.name
        liveName = "Live\(service.name)"
        imports = SharedContexts.imports(for: service.operations.flatMap { $0.params.map(\.type) + ($0.returns.map { [$0] } ?? []) })
        hasImports = !imports.isEmpty
        operations = service.operations.map { operation in
            let zero = operation.returns.flatMap(SwiftValues.zero(of:))
            return Operation(
                signature: SwiftDecl.signature(operation), displayName: "\(service.name).\(operation.name.raw)",
                throwsNotImplemented: operation.isThrowing,
                todo: !operation.isThrowing && (operation.returns == nil || zero != nil),
                zeroValue: operation.isThrowing ? nil : zero,
                fatal: !operation.isThrowing && operation.returns != nil && zero == nil)
        }
        mockName = "Mock\(service.name)"
        qualifiedName = "\(module.swiftModule).\(service.name)"
        mockOperations = service.operations.map { Self.mockOperation($0, service: service, module: module) }
        mockHoldsCalls = service.operations.contains { $0.isAsync }
        previewName = Self.previewName(of: service.name)
        previewOperations = service.operations.map { operation in
            let value = operation.returns.flatMap { SwiftValues.sourceSample(of: $0, label: operation.name.raw, module: module) ?? SwiftValues.zero(of: $0) }
            let missing = operation.returns != nil && value == nil
            return PreviewOperation(
                signature: SwiftDecl.signature(operation), displayName: "\(service.name).\(operation.name.raw)", value: value,
                doesNothing: operation.returns == nil, throwsNoSample: missing && operation.isThrowing, fatal: missing && !operation.isThrowing)
        }
        let signatureTypes = service.operations.flatMap { $0.params.map(\.type) + ($0.returns.map { [$0] } ?? []) }
        previewImports = SharedContexts.imports(for: SharedContexts.withEntityFields(signatureTypes, module: module))
        hasPreviewImports = !previewImports.isEmpty
    }

    private static func mockOperation(_ operation: ScaffoldIR.Operation, service: Service, module: ModuleIR) -> MockOperation {
        let upper = SwiftNames.upperFirst(operation.name.raw)
        let returns = operation.returns.map { SwiftDecl.typeName($0, qualifiedIn: module) }
        let defaultValue = operation.returns.flatMap { SwiftValues.zero(of: $0) ?? SwiftValues.sample(of: $0, label: operation.name.raw, module: module) }
        var mock = MockOperation(
            name: operation.name.swift,
            property: SwiftNames.lowerFirst(upper),
            signature: SwiftDecl.signature(operation, qualifiedIn: module),
            hasParams: !operation.params.isEmpty,
            callType: "\(upper)Call",
            callFields: operation.params.map { .init(name: $0.name.swift, type: SwiftDecl.typeName($0.type, qualifiedIn: module)) },
            callInit: "\(upper)Call(\(operation.params.map { "\($0.name.label): \($0.name.swift)" }.joined(separator: ", ")))",
            qualifiedName: "\(service.name).\(operation.name.raw)",
            isAsync: operation.isAsync, keepsValue: operation.isAsync && !operation.isThrowing && operation.returns != nil)
        if operation.isThrowing {
            mock.result = .init(
                type: "Result<\(returns ?? "Void"), any Error>",
                initial: operation.returns == nil
                    ? ".success(())"
                    : defaultValue.map { ".success(\($0))" }
                        ?? ".failure(\(SwiftDecl.mockNotScripted(module))(operation: \"\(service.name).\(operation.name.raw)\"))",
                returnsValue: operation.returns != nil)
        } else if let returns {
            if let defaultValue {
                mock.returnValue = .init(type: returns, initial: defaultValue)
            } else {
                mock.unscriptedReturnValue = .init(type: returns, initial: nil)
            }
        }
        return mock
    }
}

enum SharedContexts {
    /// Sorted module names a file needs for `types`: Foundation and the modules of `imports:` types.
    static func imports(for types: [TypeRef]) -> [String] {
        Set((SwiftDecl.needsFoundation(types) ? ["Foundation"] : []) + SwiftDecl.importedModules(types)).sorted()
    }

    /// `types` and the types of the fields of every entity they reach, transitively: what a sample of them may spell.
    static func withEntityFields(_ types: [TypeRef], module: ModuleIR) -> [TypeRef] {
        var result = types
        var seen: Set<String> = []
        var pending = types
        while let type = pending.popLast() {
            for named in type.namedTypes where named.origin == .entity && seen.insert(named.name).inserted {
                guard let entity = module.entity(named: named.name), case .structure(let fields) = entity.kind else { continue }
                result += fields.map(\.type)
                pending += fields.map(\.type)
            }
        }
        return result
    }

    static func isCollection(_ type: TypeRef) -> Bool {
        switch type {
        case .array, .dictionary: true
        case .named("Set", _, _): true
        default: false
        }
    }

    /// Text for a single line of generated code: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
