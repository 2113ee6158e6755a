// Toolbars: ToolbarContent, ToolbarItem and the toolbar result builder. See View.swift for the conventions.

import Foundation

// developer.apple.com/documentation/swiftui/toolbarcontent — `@MainActor @preconcurrency protocol ToolbarContent`
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    // developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
    @ToolbarContentBuilder var body: Self.Body { get }
}

// developer.apple.com/documentation/swiftui/customizabletoolbarcontent
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

// developer.apple.com/documentation/swiftui/toolbaritemplacement
public struct ToolbarItemPlacement: Sendable {
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
    public static let automatic = ToolbarItemPlacement()
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction
    public static let primaryAction = ToolbarItemPlacement()
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/secondaryaction
    public static let secondaryAction = ToolbarItemPlacement()
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
    public static let confirmationAction = ToolbarItemPlacement()
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
    public static let cancellationAction = ToolbarItemPlacement()
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/destructiveaction
    public static let destructiveAction = ToolbarItemPlacement()
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/principal
    public static let principal = ToolbarItemPlacement()
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading — iOS 17
    @available(iOS 17.0, *) @available(macOS, unavailable)
    public static let topBarLeading = ToolbarItemPlacement()
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing — iOS 17
    @available(iOS 17.0, *) @available(macOS, unavailable)
    public static let topBarTrailing = ToolbarItemPlacement()
    // developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar
    @available(macOS, unavailable)
    public static let bottomBar = ToolbarItemPlacement()
    private init() {}
}

// developer.apple.com/documentation/swiftui/toolbaritem — `@MainActor @preconcurrency struct ToolbarItem<ID, Content>
// where Content: View`
@MainActor @preconcurrency
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    // developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    // developer.apple.com/documentation/swiftui/toolbaritem/init(id:placement:content:)
    nonisolated public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

// developer.apple.com/documentation/swiftui/toolbaritemgroup
@MainActor @preconcurrency
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    // developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:)
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// The type ToolbarContentBuilder.buildBlock returns for two or more items (`TupleToolbarContent<T>`, public in the
// SDK interface; not in the docs corpus).
public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/toolbarcontentbuilder [read] — fixed arities, one to ten items: an eleventh
// item in one toolbar closure does not compile. Pages buildblock(_:) … buildblock(_:_:_:_:_:_:_:_:_:_:) (the
// CustomizableToolbarContent overloads, which return `some CustomizableToolbarContent`, are left out: generated
// toolbars use items without ids).
@resultBuilder
public struct ToolbarContentBuilder {
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:) [read]
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:) [read]
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1) -> TupleToolbarContent<(C0, C1)> { fatalError() }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:) [read]
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    )
        -> TupleToolbarContent<(C0, C1, C2)>
    { fatalError() }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:_:) [read]
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    )
        -> TupleToolbarContent<(C0, C1, C2, C3)>
    { fatalError() }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:_:_:) [read]
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleToolbarContent<(C0, C1, C2, C3, C4)> { fatalError() }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:_:_:_:) [read]
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5)> { fatalError() }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:_:_:_:_:) [read]
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)> { fatalError() }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:_:_:_:_:_:) [read]
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent,
        C7: ToolbarContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:_:_:_:_:_:_:) [read]
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent,
        C7: ToolbarContent, C8: ToolbarContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:_:_:_:_:_:_:_:_:) [read]
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent,
        C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    )
        -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    { fatalError() }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(first:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    // developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(second:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

// developer.apple.com/documentation/swift/optional (SwiftUI extension: optional toolbar content, for `if` in a
// toolbar)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError() }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
