import ScaffoldEmit

/// Regen of a String Catalog (docs/ui.md#localization): merged by key, never by lines, so the JSON stays valid and
/// every translation stays. Of the keys scaffold writes, the spec's changes to the English and the comment arrive
/// (an edit made in the catalog stays where the spec did not change); the rest of each entry, and every key scaffold
/// did not write, is yours.
enum StringCatalogMerge {
    /// `base`: the catalog scaffold wrote last; `yours`: the one on disk; `scaffold`: the new render. Nil when `yours`
    /// is not a JSON object (the caller reports it); a base or render that does not parse counts as empty.
    static func merge(base: String, yours: String, scaffold: String) -> String? {
        guard var result = CatalogJSON.parse(yours), result.members != nil else { return nil }
        let source = StringCatalog.sourceLanguage
        let old = CatalogJSON.parse(base)?["strings"]?.members ?? [:]
        let new = CatalogJSON.parse(scaffold)?["strings"]?.members ?? [:]
        var strings = result["strings"]?.members ?? [:]
        for (key, entry) in new {
            guard var mine = strings[key], mine.members != nil else {
                strings[key] = entry
                continue
            }
            // A comment edited in the catalog stays while the spec's stays the same; Xcode may have taken the entry over
            // (its extraction state), and a stale entry the spec says again is scaffold's again.
            if mine["comment"] == old[key]?["comment"] { mine["comment"] = entry["comment"] }
            if mine["extractionState"]?.string == "stale" { mine["extractionState"] = entry["extractionState"] }
            let english = Self.value(of: entry, in: source)
            // A copy edit in the spec replaces the source text and asks for the translations to be reviewed; where the
            // spec kept its text, an edit made in the catalog stays.
            if let english, english != old[key].flatMap({ Self.value(of: $0, in: source) }) {
                var localizations = mine["localizations"]?.members ?? [:]
                for (language, localization) in localizations where language != source {
                    localizations[language] = Self.needingReview(localization)
                }
                localizations[source] = entry["localizations"]?[source]
                mine["localizations"] = .object(localizations)
            }
            strings[key] = mine
        }
        // What the spec no longer says: gone unless it was translated, then kept and marked stale for you to remove.
        for key in old.keys where new[key] == nil {
            guard var mine = strings[key] else { continue }
            let translated = (mine["localizations"]?.members ?? [:]).keys.contains { $0 != source }
            if translated {
                mine["extractionState"] = .string("stale")
                strings[key] = mine
            } else {
                strings[key] = nil
            }
        }
        result["strings"] = .object(strings)
        return result.text
    }

    static func value(of entry: CatalogJSON, in language: String) -> String? {
        entry["localizations"]?[language]?["stringUnit"]?["value"]?.string
    }

    /// A translation whose source changed: its state becomes `needs_review`, as Xcode marks it.
    static func needingReview(_ localization: CatalogJSON) -> CatalogJSON {
        guard var unit = localization["stringUnit"], unit["state"]?.string == "translated" else { return localization }
        unit["state"] = .string("needs_review")
        var result = localization
        result["stringUnit"] = unit
        return result
    }
}
