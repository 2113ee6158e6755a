import ScaffoldDiagnostics
import ScaffoldSpec

/// The template context's version, and which keys each version changed. A template set says which version its
/// templates were written for (`contextVersion:` in template-set.yml, 1 when it does not say); a set written for an
/// older version whose keys changed since is refused before anything renders, with the migration note to follow
/// (docs/template-context.md#versions). Raise `current` and add an entry whenever a key is removed, renamed or
/// changes its shape.
enum ContextVersion {
    static let current = 12

    /// The context providers whose keys each version changed (`""`: the keys every template has).
    static let changes: [Int: Set<String>] = [
        // The mock interactor's keys went; VIPER's presenter tests build the real module (`contentSample` optional).
        2: ["viper"],
        // A `set:` the call reads is requested (`request`, `commits`): the call's arguments read its local.
        3: ["mvvm", "mvp", "viper", "store"],
        // The view keys nested under `view`; inputs store through `partials/inputStore`; test acts may assign.
        4: ["mvvm", "mvp", "viper", "store"],
        // VIPER's use cases report success for every async call (a cancelled one must stop the presenter too).
        5: ["viper"],
        // A failure keeps the action Retry runs again; the tests call `retry()`, the store's state holds `failure`.
        6: ["mvvm", "mvp", "viper", "store"],
        // Texts come from the module's String Catalog: formatted values read `<Module>Strings` and `localizedName`.
        7: ["mvvm", "mvp", "viper", "store"],
        // Routes are values with a presentation; MVP's preview navigator went (`hasPreviewNavigator`).
        8: ["mvp"],
        // A store is one of several collection edits (`assigns`, `appendsOne`, `prepends`, `replaces`, `removes`, …).
        9: ["mvvm", "mvp", "viper", "store"],
        // A route can read the call's result (`resultDeclaration`, VIPER's `passesOn`) or go back (`present: back`).
        10: ["mvvm", "mvp", "viper", "store"],
        // An action waits for requests in flight: its own repeat, a request whose result its `set:` reads (`waits`).
        11: ["mvvm", "mvp", "viper", "store"],
        // A `set:` cancels every element's request of an action keyed by element (`cancels.prefixes`, the store's
        // `elementCancellations`).
        12: ["mvvm", "mvp", "viper", "store"],
    ]

    /// The located error for a set written for another version of the context; nil when its templates still fit.
    static func problem(in manifest: TemplateSetManifest) -> Diagnostic? {
        let version = manifest.contextVersion?.value ?? 1
        let location = manifest.contextVersion?.location ?? manifest.context?.location ?? manifest.name.location
        if version > current {
            return Diagnostic(
                "template set '\(manifest.name.value)' is written for template context version \(version); this scaffold provides version \(current)",
                at: location, hint: "update scaffold, or use templates written for version \(current) (docs/template-context.md#versions)")
        }
        let provider = manifest.context?.value ?? ""
        guard let changed = changes.keys.sorted().first(where: { $0 > version && $0 <= current && changes[$0]!.contains(provider) }) else { return nil }
        return Diagnostic(
            "template set '\(manifest.name.value)' is written for template context version \(version), whose '\(provider)' keys changed in version \(changed)",
            at: location,
            hint: "follow docs/template-context.md#version-\(changed) to update the templates, then write 'contextVersion: \(current)' in template-set.yml")
    }
}
