import Foundation
import ScaffoldIR
import ScaffoldScreen
import Testing

@testable import ScaffoldEmit
@testable import ScaffoldWrite

/// A module's user-facing texts (docs/ui.md#localization): stable keys in a String Catalog per module, looked up through
/// `<Module>Strings` in the module's bundle; regen merges the catalog by key and keeps every translation.
@Suite("Localization")
struct LocalizationTests {
    static let spec = """
        module: Notes
        ui: swiftui
        title: My Notes
        entities:
          Tone:
            cases: [calm, loud]
          Note:
            id: UUID
            text: String
            tone: Tone = .calm
        rows:
          Note: { title: text, trailing: tone }
        services:
          NoteService:
            fetch:
              returns: [Note]
            remove:
              params: { noteID: UUID }
        state:
          notes: [Note]
          cursor: { type: String?, shown: false }
        actions:
          load:
            call: NoteService.fetch
            assign: notes
          remove:
            params: { note: Note }
            confirm: "Delete this note?"
            call: NoteService.remove
            with: { noteID: note.id }
        """

    @Test func textsAreKeyedByWhatTheyAreFor() throws {
        let screen = Screen(try #require(SpecErrorTests.lower(Self.spec)))
        let texts = Dictionary(uniqueKeysWithValues: screen.texts(ownerFormatsValues: false).map { ($0.key, $0.english) })
        #expect(texts["screen.title"] == "My Notes")
        // SwiftUI says a list is empty in the list; only a UIKit table without values says it over the screen.
        #expect(texts["screen.empty"] == nil)
        #expect(texts["field.notes"] == "Notes")
        #expect(texts["empty.notes"] == "No Notes")
        #expect(texts["action.remove"] == "Remove")
        #expect(texts["question.remove"] == "Delete this note?")
        #expect(texts["option.Tone.loud"] == "Loud")
        #expect(texts["screen.retry"] == "Retry")
        #expect(texts["screen.cancel"] == "Cancel")
        // Nothing shows a flag, and VoiceOver's hint of Retry is UIKit's.
        #expect(texts["screen.yes"] == nil)
        #expect(texts["screen.retryHint"] == nil)
        // State never shown has no text, nor does an action only the screen runs (the load).
        #expect(texts["field.cursor"] == nil)
        #expect(texts["action.load"] == nil)
        let keys = screen.texts(ownerFormatsValues: false).map(\.key)
        #expect(keys == keys.sorted())
    }

    @Test func theCatalogIsWrittenAsXcodeWritesIt() {
        let text = ScreenText(.action, "remove", english: "Remove \"it\"", comment: "A button")
        #expect(
            StringCatalog.json([text]).text == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "action.remove" : {
                      "comment" : "A button",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Remove \\"it\\""
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }

                """)
        #expect(CatalogJSON.parse(StringCatalog.json([text]).text) == StringCatalog.json([text]))
    }

    /// A catalog with the given source texts, and German where given.
    static func catalog(_ entries: [(key: String, english: String, german: String?)], extra: String = "") -> String {
        var strings: [String: CatalogJSON] = [:]
        for entry in entries {
            var localizations: [String: CatalogJSON] = [
                "en": .object(["stringUnit": .object(["state": .string("translated"), "value": .string(entry.english)])])
            ]
            if let german = entry.german {
                localizations["de"] = .object(["stringUnit": .object(["state": .string("translated"), "value": .string(german)])])
            }
            strings[entry.key] = .object([
                "comment": .string("c"), "extractionState": .string("manual"), "localizations": .object(localizations),
            ])
        }
        return CatalogJSON.object(["sourceLanguage": .string("en"), "strings": .object(strings), "version": .string("1.0")]).text
    }

    @Test func regenMergesByKeyAndKeepsTranslations() throws {
        let base = Self.catalog([("action.save", "Save", nil), ("action.share", "Share", nil), ("action.old", "Old", nil), ("action.gone", "Gone", nil)])
        let yours = Self.catalog([
            ("action.save", "Save", "Sichern"), ("action.share", "Share it", "Teilen"), ("action.old", "Old", "Alt"),
            ("action.gone", "Gone", nil), ("mine.hello", "Hello", "Hallo"),
        ])
        let scaffold = Self.catalog([("action.save", "Save Draft", nil), ("action.share", "Share", nil), ("action.new", "New", nil)])
        let merged = try #require(StringCatalogMerge.merge(base: base, yours: yours, scaffold: scaffold).flatMap(CatalogJSON.parse))
        let strings = try #require(merged["strings"])
        func unit(_ key: String, _ language: String) -> (value: String?, state: String?) {
            let unit = strings[key]?["localizations"]?[language]?["stringUnit"]
            return (unit?["value"]?.string, unit?["state"]?.string)
        }
        // The spec changed the English: it is replaced, and the translation is kept for review.
        #expect(unit("action.save", "en").value == "Save Draft")
        #expect(unit("action.save", "de") == ("Sichern", "needs_review"))
        // The spec kept its English: the catalog's own edit of it stays, as does its translation.
        #expect(unit("action.share", "en").value == "Share it")
        #expect(unit("action.share", "de") == ("Teilen", "translated"))
        // New keys arrive; a key the spec dropped goes, unless it was translated: then it stays, stale.
        #expect(unit("action.new", "en").value == "New")
        #expect(strings["action.gone"] == nil)
        #expect(strings["action.old"]?["extractionState"]?.string == "stale")
        #expect(unit("action.old", "de").value == "Alt")
        // A key scaffold never wrote is yours.
        #expect(unit("mine.hello", "de").value == "Hallo")
        #expect(StringCatalogMerge.merge(base: base, yours: "{ not json", scaffold: scaffold) == nil)
    }

    @Test("regen keeps a translation added in the catalog, and marks it for review when the spec changes its English")
    func regenKeepsTranslations() throws {
        let project = try RegenTests.Project(architecture: "mvvm", spec: Self.spec, package: true, name: "Notes")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let path = "Sources/Notes/Resources/Notes.xcstrings"
        var catalog = try #require(CatalogJSON.parse(try project.read(path)))
        var strings = try #require(catalog["strings"]?.members)
        var title = try #require(strings["screen.title"])
        var localizations = try #require(title["localizations"]?.members)
        localizations["de"] = .object(["stringUnit": .object(["state": .string("translated"), "value": .string("Meine Notizen")])])
        title["localizations"] = .object(localizations)
        strings["screen.title"] = title
        catalog["strings"] = .object(strings)
        try project.write(path, catalog.text)

        try project.editSpec { $0.replacingOccurrences(of: "title: My Notes", with: "title: Notebook") }
        let regen = try project.run(["regen"])
        #expect(regen.status == 0, "\(regen.output)")
        let merged = try #require(CatalogJSON.parse(try project.read(path)))
        let units = merged["strings"]?["screen.title"]?["localizations"]
        #expect(units?["en"]?["stringUnit"]?["value"]?.string == "Notebook")
        #expect(units?["de"]?["stringUnit"]?["value"]?.string == "Meine Notizen")
        #expect(units?["de"]?["stringUnit"]?["state"]?.string == "needs_review")
        #expect(try project.run(["regen", "--check"]).status == 0)

        // A catalog that is not JSON any more stops regen before it writes anything.
        try project.write(path, "{ \"strings\" : ")
        try project.editSpec { $0.replacingOccurrences(of: "title: Notebook", with: "title: Notes") }
        let refused = try project.run(["regen"])
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.output.contains("Notes.xcstrings") && refused.output.contains("is not a valid String Catalog"), "\(refused.output)")
    }

    static let completenessCases = TestSupport.specsAndArchitectures.flatMap { spec, architecture in
        [UIKind.swiftui, .uikit, .none].map { (spec, architecture, $0) }
    }

    /// Every example in every architecture and UI kind: the catalog holds exactly the texts of `<Module>Strings`, each of
    /// them is read somewhere, and no view says a user-facing word outside them.
    @Test("every user-facing string is in the catalog, and every catalog entry is used", arguments: completenessCases)
    func catalogIsComplete(spec: String, architecture: String, ui: UIKind) throws {
        var module = try TestSupport.lower(spec, architecture: architecture)
        module.ui = ui
        let files = try TestSupport.emit(module, package: true)
        let texts = Screen(module).texts(ownerFormatsValues: architecture == "mvp")
        guard let catalog = files.first(where: { $0.path.hasSuffix("\(module.name).xcstrings") }) else {
            #expect(texts.isEmpty, "\(spec) \(architecture) \(ui): texts but no catalog")
            #expect(!files.contains { $0.path.hasSuffix("Strings.swift") || $0.contents.contains("defaultLocalization") })
            return
        }
        let keys = Set(try #require(CatalogJSON.parse(catalog.contents)?["strings"]?.members).keys)
        #expect(keys == Set(texts.map(\.key)))
        // The template writes the catalog as regen's merge does.
        #expect(catalog.contents == StringCatalog.json(texts).text)
        let sources = files.filter { $0.path.hasPrefix("Sources/") && $0.path.hasSuffix(".swift") && !$0.path.hasSuffix("Strings.swift") }
        let code = sources.map(\.contents).joined(separator: "\n")
        for text in texts {
            let reference =
                text.kind == .option
                ? "localizedName"
                : "\(module.name)Strings.\(StringsContext.member(text))"
            #expect(code.contains(reference), "\(spec) \(architecture) \(ui): '\(text.key)' is in the catalog but nothing reads \(reference)")
        }
        let literal = try Regex(
            #"(\b(Text|Button|Label|Menu|Section|LabeledContent|ContentUnavailableView|TextField|SecureField|Toggle|Picker|DatePicker|navigationTitle|accessibilityLabel|accessibilityHint|NSLocalizedString)\(|accessibilityAction\(named: )""#
        )
        for file in sources {
            for line in file.contents.split(separator: "\n") where line.contains(literal) {
                Issue.record("\(spec) \(architecture) \(ui) \(file.path): a user-facing literal outside the catalog: \(line)")
            }
        }
    }
}
