import ScaffoldDiagnostics
import ScaffoldSpec

/// `rows:` (docs/ui.md#rows): what a row of an identifiable entity shows, each slot a path of fields from the row's
/// element. A path that does not resolve, an image that is not a URL, or an entity that is never a row is a located
/// error.
extension LoweringPass {
    mutating func lowerRows(entities: [Entity]) -> [RowLayout] {
        var seen: Set<String> = []
        return spec.rows.compactMap { row in
            guard let entity = entities.first(where: { $0.name == row.entity.value }) else {
                diagnostics.error(
                    "rows of unknown entity '\(row.entity.value)'", at: row.entity.location,
                    hint: Suggestions.hint(for: row.entity.value, in: entities.map(\.name), listing: "entities"))
                return nil
            }
            guard case .structure(let fields) = entity.kind, entity.isIdentifiable else {
                diagnostics.error(
                    "'\(entity.name)' is never a row: only a list of an entity with an 'id' field is shown as rows", at: row.entity.location,
                    hint: "give '\(entity.name)' an 'id' field, or remove its entry from 'rows:'")
                return nil
            }
            guard seen.insert(entity.name).inserted else {
                diagnostics.error("rows of '\(entity.name)' appear twice", at: row.entity.location)
                return nil
            }
            func path(_ written: Located<String>?, slot: String) -> [Name]?? {
                guard let written else { return .some(nil) }
                guard let resolved = Self.resolve(written.value, from: fields, entities: entities) else {
                    diagnostics.error(
                        "'\(slot): \(written.value)' names no field of '\(entity.name)'", at: written.location,
                        hint: "use a field of '\(entity.name)' (" + fields.map(\.name.raw).joined(separator: ", ")
                            + "), or a path through an entity field ('author.name')")
                    return nil
                }
                if slot == "image", !Self.isURL(resolved.type) {
                    diagnostics.error(
                        "'image: \(written.value)' is \(resolved.type), not a URL", at: written.location,
                        hint: "a row's image is loaded from a URL or URL? field")
                    return nil
                }
                return .some(resolved.path)
            }
            guard let title = path(row.title, slot: "title"), let subtitle = path(row.subtitle, slot: "subtitle"),
                let trailing = path(row.trailing, slot: "trailing"), let image = path(row.image, slot: "image")
            else { return nil }
            return RowLayout(entity: entity.name, title: title, subtitle: subtitle, trailing: trailing, image: image)
        }
    }

    /// `author.handle` through `fields`: the names and the last field's type, optional where a step on the way is.
    static func resolve(_ text: String, from fields: [Field], entities: [Entity]) -> (path: [Name], type: TypeRef)? {
        var current = fields
        var path: [Name] = []
        var type: TypeRef?
        var throughOptional = false
        for part in text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let field = current.first(where: { $0.name.raw == part }) else { return nil }
            path.append(field.name)
            var next = field.type
            if case .optional(let wrapped) = next {
                throughOptional = true
                next = wrapped
            }
            type = next
            if case .named(let name, _, .entity) = next, case .structure(let nested)? = entities.first(where: { $0.name == name })?.kind {
                current = nested
            } else {
                current = []
            }
        }
        guard let type, !path.isEmpty else { return nil }
        return (path, throughOptional ? .optional(type) : type)
    }

    static func isURL(_ type: TypeRef) -> Bool {
        switch type {
        case .named("URL", _, .standard), .optional(.named("URL", _, .standard)): true
        default: false
        }
    }
}
