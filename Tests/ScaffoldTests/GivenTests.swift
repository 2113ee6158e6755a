import ScaffoldIR
import Testing

/// `given:` (docs/spec.md#what-the-screen-is-opened-with): what the screen is opened with is required state that
/// nothing on the screen changes; every write to it is refused where it is written.
@Suite("Given values")
struct GivenTests {
    /// A product page opened with a product id; `given` entries from line 11, the action `edit`'s keys from line 21.
    static func spec(given: String = "productID: UUID", _ keys: String = "set: { note: '\"x\"' }") -> String {
        """
        module: ProductPage
        entities:
          Product:
            id: UUID
            name: String
        services:
          ProductService:
            fetch:
              returns: Product
        given:
          \(given)
        state:
          product: Product?
          note: String = ""
          related: [Product]
        inputs:
          note: text
        actions:
          edit:
            params: { item: Product }
        \(keys.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    @Test func aGivenValueIsRequiredStateFirst() throws {
        let module = try #require(SpecErrorTests.lower(Self.spec(given: "productID: UUID\n  tags: [String]")))
        #expect(module.state.prefix(2).map(\.name.raw) == ["productID", "tags"])
        #expect(module.state.prefix(2).allSatisfy { $0.isGiven && $0.initialValue == nil })
        // Even a list, which as state would start empty: the opener passes it.
        #expect(module.stateField(named: "related")?.isGiven == false)
        #expect(module.stateField(named: "related")?.initialValue == "[]")
    }

    static let refused: [SpecRefusal] = [
        SpecRefusal(
            setting: "productID: UUID", keys: "set: { productID: item.id }", line: 21, column: 12,
            message: "'set:' would change 'productID', a given value", hint: "keep what changes in state of its own"),
        SpecRefusal(
            setting: "product: Product", keys: "call: ProductService.fetch\nassign: product", line: 22, column: 13,
            message: "'assign:' would change 'product', a given value", hint: "store the result in state of its own"),
        SpecRefusal(
            setting: "products: [Product]", keys: "call: ProductService.fetch\nappend: products", line: 22, column: 13,
            message: "'append:' would change 'products', a given value", hint: "never changes"),
        SpecRefusal(
            setting: "code: String = \"x\"", keys: "set: { note: '\"x\"' }", line: 11, column: 18,
            message: "'code' is given: the screen is opened with it, so it has no default", hint: "remove '= \"x\"'"),
        SpecRefusal(
            setting: "products: [Product]", keys: "call: ProductService.fetch\nremove: { products: item }", line: 22, column: 15,
            message: "'remove:' would change 'products', a given value", hint: "never changes"),
    ]

    @Test(arguments: refused)
    func refusedWithItsLocation(_ refused: SpecRefusal) {
        refused.expect(in: SpecErrorTests.lowerErrors(Self.spec(given: refused.setting ?? "", refused.keys)))
    }

    @Test func anInputCannotEditAGivenValue() {
        let yaml = Self.spec(given: "note2: String").replacingOccurrences(of: "  note: text", with: "  note2: text")
        let diagnostics = SpecErrorTests.lowerErrors(yaml)
        SpecErrorTests.expectOnly(
            diagnostics, line: 17, column: 3, message: "input 'note2' would edit a given value", hint: "declare it under 'state:' to edit it")
    }
}
