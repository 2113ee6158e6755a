import ScaffoldIR

/// What a row of an entity shows, decided once for every architecture and UI kind (docs/ui.md#rows): a title, and
/// where the spec or the entity gives them a subtitle, a trailing value and an image, each a path of fields from the
/// row's element. `rows:` in the spec says it outright; by default the title is a title-like field, never an id
/// (`Display.titleField`), and the image a URL field named like one (`imageURL`, `avatar`, `thumbnail`).
public struct RowDisplay: Sendable {
    public let title: [Field]
    public let subtitle: [Field]?
    public let trailing: [Field]?
    public let image: [Field]?
    private let module: ModuleIR

    init(entity: Entity, fields entityFields: [Field], module: ModuleIR) {
        self.module = module
        let layout = module.rows.first { $0.entity == entity.name }
        func fields(_ path: [Name]?) -> [Field]? {
            guard let path, !path.isEmpty else { return nil }
            var current = entityFields
            var resolved: [Field] = []
            for name in path {
                guard let field = current.first(where: { $0.name == name }) else { return nil }
                resolved.append(field)
                current = RowDisplay.nestedFields(of: field.type, in: module)
            }
            return resolved
        }
        title = fields(layout?.title) ?? Display.titleField(of: entityFields).map { [$0] } ?? []
        subtitle = fields(layout?.subtitle)
        trailing = fields(layout?.trailing)
        image = fields(layout?.image) ?? entityFields.first(where: Self.isImage).map { [$0] }
    }

    /// A URL field named like a picture.
    static func isImage(_ field: Field) -> Bool {
        let words = ["image", "avatar", "photo", "picture", "thumbnail", "icon", "logo", "cover"]
        let name = field.name.raw.lowercased()
        switch field.type {
        case .named("URL", _, .standard), .optional(.named("URL", _, .standard)): return words.contains { name.contains($0) }
        default: return false
        }
    }

    static func nestedFields(of type: TypeRef, in module: ModuleIR) -> [Field] {
        var type = type
        if case .optional(let wrapped) = type { type = wrapped }
        guard case .named(let name, _, .entity) = type, case .structure(let fields)? = module.entity(named: name)?.kind else { return [] }
        return fields
    }

    /// `item.author?.handle` and its type (optional where a step on the way is).
    func value(_ path: [Field], of item: String) -> (expression: String, type: TypeRef) {
        var expression = item
        var optional = false
        var type: TypeRef = .named("String", arguments: [], origin: .standard)
        for field in path {
            expression += (optional ? "?." : ".") + field.name.swift
            type = field.type
            if case .optional(let wrapped) = type {
                optional = true
                type = wrapped
            }
        }
        return (expression, optional ? .optional(type) : type)
    }

    func text(_ path: [Field], of item: String) -> String {
        guard !path.isEmpty else { return Display.text(item, of: .named("String", arguments: [], origin: .standard), in: module) }
        let (expression, type) = value(path, of: item)
        return Display.text(expression, of: type, in: module)
    }

    /// The types of the texts a row shows: its title, subtitle and trailing value.
    public var shownTypes: [TypeRef] {
        [title, subtitle, trailing].compactMap { $0 }.filter { !$0.isEmpty }.map { value($0, of: "row").type }
    }

    /// The title as text, an expression on `item` (`article.title`).
    public func title(of item: String) -> String { text(title, of: item) }
    public func subtitle(of item: String) -> String? { subtitle.map { text($0, of: item) } }
    public func trailing(of item: String) -> String? { trailing.map { text($0, of: item) } }
    /// The image's URL, a `URL` or `URL?` expression on `item`.
    public func image(of item: String) -> String? { image.map { value($0, of: item).expression } }

    /// What VoiceOver reads for the row: what it shows in words, joined (an image is not read).
    public func accessibilityLabel(title: String, subtitle: String?, trailing: String?) -> String {
        let parts = [title] + [subtitle, trailing].compactMap { $0 }
        return parts.count == 1 ? title : "[" + parts.joined(separator: ", ") + "].joined(separator: \", \")"
    }
}
