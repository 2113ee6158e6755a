import ScaffoldIR
import ScaffoldScreen
import ScaffoldSpec

// Template keys as data, never a Swift statement: see the note at the top of ScreenContexts.swift.

/// The module's user-facing texts (`Screen.texts`, docs/ui.md#localization): the `<Module>Strings` accessor the code
/// reads them through, and the String Catalog they are looked up in.
struct StringsContext: Codable {
    /// `NewsListStrings`: an internal enum, named for the module because several modules can share an app target.
    var type: String
    /// Where the catalog goes, relative to the sources (`Resources/NewsList.xcstrings`), and its entries, sorted by key:
    /// `StringCatalog.xcstrings.mustache` writes them as Xcode does.
    var catalogPath: String
    var entries: [CatalogEntry]
    var hasEntries: Bool
    /// The screen's own texts (`retry`, `title`), then one enum per kind of the rest (`Action`, `Field`, …).
    var screen: [Lookup]
    var groups: [Group]
    /// The display names of the enums, as an extension of each (`localizedName`).
    var options: [Options]

    struct Lookup: Codable {
        /// The accessor's name, and the English it says, for its documentation comment.
        var name: String
        var english: String
        /// `NSLocalizedString("action.refresh", tableName: "NewsList", bundle: .module, value: "Refresh", comment: "…")`
        var lookup: String
    }

    /// A text as the catalog holds it: its key, comment and English escaped for a JSON string, and `,` after every entry
    /// but the last.
    struct CatalogEntry: Codable {
        var key: String
        var comment: String
        var english: String
        var separator: String
    }

    struct Group: Codable {
        var name: String
        var texts: [Lookup]
    }

    struct Options: Codable {
        var type: String
        var cases: [Lookup]
    }

    init(_ screen: Screen, bundle: String) {
        let module = screen.module
        type = module.stringsType
        catalogPath = "Resources/\(module.name).xcstrings"
        // MVP's presenter formats the values for its passive view, with or without a screen.
        let texts = screen.texts(ownerFormatsValues: module.architecture == "mvp")
        entries = texts.enumerated().map { index, text in
            CatalogEntry(
                key: CatalogJSON.escaped(text.key), comment: CatalogJSON.escaped(text.comment), english: CatalogJSON.escaped(text.english),
                separator: index < texts.count - 1 ? "," : "")
        }
        hasEntries = !entries.isEmpty
        func lookup(_ text: ScreenText) -> Lookup {
            let arguments = [
                SwiftLiteral.string(text.key), "tableName: \(SwiftLiteral.string(module.name))", "bundle: \(bundle)",
                "value: \(SwiftLiteral.string(text.english))", "comment: \(SwiftLiteral.string(text.comment))",
            ]
            return Lookup(
                name: Self.memberName(text.name), english: SharedContexts.oneLine(text.english),
                lookup: "NSLocalizedString(\(arguments.joined(separator: ", ")))")
        }
        self.screen = texts.filter { $0.kind == .screen }.map(lookup)
        groups = ScreenText.Kind.allCases.compactMap { kind in
            guard let group = Self.groupName(kind) else { return nil }
            let members = texts.filter { $0.kind == kind }.map(lookup)
            return members.isEmpty ? nil : Group(name: group, texts: members)
        }
        let optionTexts = texts.filter { $0.kind == .option }
        // VIPER's presenter and views see an enum as its presentation type (`CategoryItem`), never the entity.
        let presentation = module.architecture == "viper" ? VIPERPresentation(module: module) : nil
        options = Set(optionTexts.compactMap(\.owner)).sorted().map { owner in
            Options(type: presentation?.itemName(owner) ?? owner, cases: optionTexts.filter { $0.owner == owner }.map(lookup))
        }
    }

    /// The enum within `<Module>Strings` holding texts of a kind; nil for the screen's own (members of the type itself)
    /// and the options (an extension of their enum).
    static func groupName(_ kind: ScreenText.Kind) -> String? {
        switch kind {
        case .screen, .option: nil
        case .action: "Action"
        case .field: "Field"
        case .empty: "Empty"
        case .question: "Question"
        case .validation: "Validation"
        }
    }

    /// A spec name as a member: keywords in backticks.
    static func memberName(_ name: String) -> String { Name(name).swift }

    /// The member of `<Module>Strings` that says a text: `Action.refresh`, `retry` (templates write
    /// `{{strings.type}}.{{localized}}`).
    static func member(_ text: ScreenText) -> String {
        (groupName(text.kind).map { "\($0)." } ?? "") + memberName(text.name)
    }
}
