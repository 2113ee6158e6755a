/// The generated files that own a screen's behaviour, which a mutation run mutates: each built-in architecture's owner
/// templates, named by role (the template's name without `.swift.mustache`).
public enum OwnerFiles {
    /// Architecture → the roles of its owner files.
    public static let roles: [String: [String]] = [
        "mvvm": ["ViewModel"],
        "mvp": ["Presenter", "Model", "State"],
        "viper": ["Interactor", "Presenter", "Router"],
        "store": ["Reducer", "Store", "EffectHandler", "State"],
    ]

    /// The role of the file `template` renders in `architecture`, or nil when it is not an owner file.
    public static func role(architecture: String, template: String) -> String? {
        let suffix = ".swift.mustache"
        guard template.hasSuffix(suffix) else { return nil }
        let name = String(template.dropLast(suffix.count))
        return roles[architecture]?.contains(name) == true ? name : nil
    }
}
