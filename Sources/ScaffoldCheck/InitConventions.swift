/// The folder, type-name and module-name conventions by which `check-init` places existing code in each architecture's
/// layers (docs/check.md#starting-on-an-existing-app). A convention that places no file of the project is left out of
/// the scaffold.yml it writes, so every pattern written there matches something.
struct LayerConvention: Sendable {
    var layer: String
    /// Type-name patterns: a type whose outermost name matches is in the layer, wherever its file is.
    var types: [String] = []
    /// Folder names: files under a folder of this name, at any depth (`**/Views/**`).
    var folders: [String] = []
    /// Module-name patterns: the files of a Package.swift target whose name matches (its folder).
    var modules: [String] = []

    func renamed(_ layer: String) -> LayerConvention {
        var copy = self
        copy.layer = layer
        return copy
    }

    func adding(_ other: LayerConvention) -> LayerConvention {
        LayerConvention(layer: layer, types: types + other.types, folders: folders + other.folders, modules: modules + other.modules)
    }
}

enum InitConventions {
    static let view = LayerConvention(
        layer: "View", types: ["*View", "*ViewController", "*Cell"], folders: ["View", "Views", "Screens", "UI"])
    static let model = LayerConvention(
        layer: "Model", folders: ["Model", "Models", "Entity", "Entities", "Domain"], modules: ["Models", "*Models", "Entities", "Domain", "*Domain"])
    static let service = LayerConvention(
        layer: "Service", types: ["*Service", "*Client", "*Repository"],
        folders: ["Service", "Services", "Networking", "Network", "API", "Repositories", "Persistence"],
        modules: ["Networking", "*Networking", "Network", "API", "*API", "*Client", "*Service", "*Services", "Persistence", "*Persistence"])

    /// In the order of `Architecture.presets`' layers (the order scaffold.yml lists them in: a file matching the path
    /// globs of several layers takes the first), and the order in which ties between architectures go.
    static let byArchitecture: [(architecture: String, layers: [LayerConvention])] = [
        (
            "mvvm",
            [
                view,
                LayerConvention(layer: "ViewModel", types: ["*ViewModel"], folders: ["ViewModel", "ViewModels"]),
                service,
                model,
            ]
        ),
        (
            "viper",
            [
                view,
                LayerConvention(layer: "Presenter", types: ["*Presenter"], folders: ["Presenter", "Presenters"]),
                LayerConvention(layer: "Interactor", types: ["*Interactor"], folders: ["Interactor", "Interactors"]),
                LayerConvention(layer: "Router", types: ["*Router", "*Wireframe"], folders: ["Router", "Routers"]),
                LayerConvention(layer: "Builder", types: ["*Builder", "*Assembly"], folders: ["Builder", "Builders"]),
                model.renamed("Entity"),
                service,
            ]
        ),
        (
            "mvp",
            [
                view,
                LayerConvention(layer: "Presenter", types: ["*Presenter"], folders: ["Presenter", "Presenters"]),
                // In MVP the Model is data and business logic both: services belong to it.
                model.adding(service),
            ]
        ),
        (
            "store",
            [
                view,
                LayerConvention(layer: "Store", types: ["*Store"], folders: ["Store", "Stores"]),
                LayerConvention(layer: "Reducer", types: ["*Reducer"], folders: ["Reducer", "Reducers"]),
                LayerConvention(layer: "EffectHandler", types: ["*EffectHandler"], folders: ["EffectHandler", "EffectHandlers", "Effects"]),
                LayerConvention(layer: "State", types: ["*State", "*Action", "*Effect"], folders: ["State"]),
                service,
                model,
            ]
        ),
    ]

    /// Folders whose code is not the app's own: left out under `exclude:` when the project has them.
    static let excludedFolders: [(glob: String, why: String)] = [
        ("**/Tests/**", "tests"), ("**/*Tests/**", "tests"), ("**/Pods/**", "CocoaPods"), ("**/Carthage/**", "Carthage"),
        ("**/DerivedData/**", "build products"),
    ]

    /// Packages whose modules matching this pattern become `peers:`, when there are at least two of them.
    static let featurePattern = "*Feature"
}
