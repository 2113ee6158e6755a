/// Random `scaffold.yml` (its `check:` section included) and `template-set.yml` texts for fuzzing, reproducible
/// from a seed. Keys and values come from pools of valid and hostile ones (paths out of the project, broken globs,
/// unknown names, wrong shapes), so that most files exercise the readers' checks rather than their happy path.
public struct ConfigGenerator {
    private var random: SplitMix64

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    // MARK: Pools: valid values, then hostile ones (picked now and then, see `choose`)

    static let layouts = (["package", "target", "app"], ["workspace", "[package]", "''"])
    static let paths = (["Packages", "Sources/Features", ".", "Tests", "Straße/Ä"], ["../elsewhere", "/abs/path", "''", "[a]"])
    static let moduleNames = (["MyApp", "Models", "Core", "Feed", "Größe"], ["2App", "My-App", "''"])
    static let platforms = (["iOS: \"17.0\"", "macOS: \"14.0\"", "tvOS: 17", "visionOS: \"1.0\""], ["watchOS: seventeen", "iOS: \"1.0.0.0\"", "linux: \"1\""])
    static let versions = (["\"1.2.0\""], ["\"1.0\"", "1", "x.y.z", "\"\""])
    static let fixtures = (["\"Status.placeholder()\"", "\".ok\""], ["\"Status(\"", "7", "[x]"])
    static let globs = (
        ["\"**/View/**\"", "\"**/ViewModel/**\"", "\"Modules/*/Model/*.swift\"", "\"**/Package.swift\"", "\"ä/**\"", "\"*?*?*?*?\""],
        ["\"***\"", "\"**/**/**/**\"", "\"[\"", "\"{a,b}\"", "\"\"", "\"/abs/**\"", "\"../**\""]
    )
    /// Each preset's layers.
    static let architectures: [String: [String]] = [
        "mvvm": ["View", "ViewModel", "Model", "Service"], "mvp": ["View", "Presenter", "Model"],
        "viper": ["View", "Presenter", "Interactor", "Router", "Builder", "Entity", "Service"],
        "store": ["View", "Store", "Reducer", "EffectHandler", "State", "Service", "Model"],
    ]
    static let hostileLayers = ["Domain", "view", "''", "[x]"]
    static let templates = (
        ["Entity.swift.mustache", "ViewModel.swift.mustache", "Sub/View.swift.mustache"], ["../secret.txt", "/etc/hostname", "./A", "a//b", "''"]
    )
    static let filePaths = (
        ["\"{{sourcesPrefix}}Model/{{name}}.swift\"", "\"{{sourcesPrefix}}View/{{module}}View.swift\""],
        ["\"../{{name}}.swift\"", "\"/{{name}}\"", "\"{{nope}}.swift\"", "\"{{#x}}\"", "\"\""]
    )

    // MARK: scaffold.yml

    /// A `scaffold.yml` as YAML text.
    public mutating func scaffoldConfig() -> String {
        var lines: [String] = []
        let layout = choose(Self.layouts)
        if chance(0.7) { lines.append("layout: \(layout)") }
        if chance(0.5) { lines.append("output: \(choose(Self.paths))") }
        if chance(0.3) { lines.append("tests: \(choose(Self.paths))") }
        if layout == "app" ? chance(0.95) : chance(0.05) { lines.append("module: \(choose(Self.moduleNames))") }
        if chance(0.2) { lines.append("manifest: \(choose((["Package.swift", "App/Package.swift"], ["../Package.swift"])))") }
        if chance(0.4) { lines.append("platforms: { \(Array(Set((0..<int(1...3)).map { _ in choose(Self.platforms) })).sorted().joined(separator: ", ")) }") }
        if chance(0.2) { lines.append("templates: \(choose(Self.paths))") }
        if chance(0.5) {
            lines.append("dependencies:")
            var names: Set<String> = []
            for _ in 0..<int(1...3) {
                let name = choose(Self.moduleNames)
                guard names.insert(name).inserted else { continue }
                var keys: [String] = []
                switch int(0...2) {
                case 0: keys.append("path: \(choose(Self.paths))")
                case 1: keys += ["url: https://github.com/org/\(name).git", "from: \(choose(Self.versions))"]
                default: if chance(0.1) { keys.append("from: \(choose(Self.versions))") }
                }
                if chance(0.3) { keys.append("product: \(name)Kit") }
                if chance(0.4) { keys.append("fixtures: { Status: \(choose(Self.fixtures)) }") }
                lines.append("  \(name): { \(keys.joined(separator: ", ")) }")
            }
        }
        if chance(0.7) { lines += checkSection() }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func checkSection() -> [String] {
        var lines = ["check:"]
        let architecture = pick(Self.architectures.keys.sorted())
        let layerNames = (Self.architectures[architecture]!, Self.hostileLayers)
        lines.append("  architecture: \(choose(([architecture], ["mvc", "''"])))")
        lines.append("  layers:")
        var names: Set<String> = []
        for _ in 0..<int(1...4) {
            let name = choose(layerNames)
            guard names.insert(name).inserted else { continue }
            let globs = (0..<int(1...2)).map { _ in choose(Self.globs) }.joined(separator: ", ")
            lines.append(chance(0.7) ? "    \(name): [\(globs)]" : "    \(name): { paths: [\(globs)], types: [\"*\(name)\"] }")
        }
        if chance(0.4) {
            lines.append("  allow:")
            let allowed = (0..<int(0...2)).map { _ in choose(layerNames) }.joined(separator: ", ")
            lines.append(chance(0.6) ? "    \(choose(layerNames)): [\(allowed)]" : "    \(choose(layerNames)): { only: [\(allowed)] }")
        }
        if chance(0.4) { lines.append("  exclude: [\((0..<int(1...2)).map { _ in choose(Self.globs) }.joined(separator: ", "))]") }
        if chance(0.3) {
            lines.append("  modules:")
            lines.append("    \(choose(Self.moduleNames)): { paths: [\(choose(Self.globs))], dependencies: [\(choose(Self.moduleNames))] }")
        }
        if chance(0.3) {
            lines.append("  frameworks:")
            lines.append("    \(choose(layerNames)): [\(choose((["UIKit", "SwiftUI"], ["''", "[x]"])))]")
        }
        return lines
    }

    // MARK: template-set.yml

    /// A `template-set.yml` as YAML text.
    public mutating func templateSet() -> String {
        var lines: [String] = []
        lines.append("name: \(choose((["mine", "mvvm"], ["''", "[x]"])))")
        if chance(0.5) { lines.append("version: \(choose((["1", "2"], ["0", "-1", "x", "1.5"])))") }
        if chance(0.5) { lines.append("context: \(choose((Self.architectures.keys.sorted(), ["nope"])))") }
        if chance(0.5) { lines.append("contextVersion: \(choose((["1", "2"], ["0", "3", "x"])))") }
        let layers = Array(Set((0..<int(1...3)).map { _ in choose((["Model", "View", "Service"], Self.hostileLayers)) })).sorted()
        lines.append("layers: [\(layers.joined(separator: ", "))]")
        lines.append("files:")
        for _ in 0..<int(1...4) {
            lines.append("  - template: \(choose(Self.templates))")
            lines.append("    path: \(choose(Self.filePaths))")
            lines.append("    layer: \(choose((layers + ["Test", "Package"], ["Nope"])))")
            if chance(0.3) { lines.append("    each: \(choose((["entity", "service"], ["entities", "''"])))") }
            if chance(0.2) { lines.append("    when: \(choose((["uiSwiftUI", "uiUIKit"], ["''"])))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A valid value, or now and then a hostile one: most files should be valid, so that what readers accept is exercised too.
    private mutating func choose(_ pool: (valid: [String], hostile: [String])) -> String {
        chance(0.06) ? pick(pool.hostile) : pick(pool.valid)
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
}
