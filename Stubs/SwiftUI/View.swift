// Signature stub of SwiftUI for type-checking generated views on Linux (scripts/typecheck-ui). Bodies are
// fatalError(): nothing here runs. Built-in views declare `Body = Never` where the SDK has an opaque `some View` body;
// no generated code reads a built-in view's body.
//
// Each declaration names its developer.apple.com page. A comment ending in [read] was compared with that page's
// declaration in the docs corpus (the current, iOS 26 documentation); the others were written from the SDK's
// declared shapes without reading the page, and are kept as strict as the real one where unsure. An overloaded page
// is named without its disambiguating suffix, with the overload in parentheses. `@ViewBuilder` stands for the current
// documentation's `@ContentBuilder` (the iOS 26 rename; the Xcode 16 SDK, which generated code targets, says
// @ViewBuilder). Where the current documentation and the Xcode 16 SDK differ, the comment says which form is kept.
// `@available(iOS …)` attributes are documentation here: compiling for Linux ignores them.

// `import SwiftUI` makes Foundation and Observation available (Apple's samples declare `@Observable` classes with
// `import SwiftUI` alone), so the stub re-exports both.
@_exported import Foundation
@_exported import Observation
// On Apple platforms URLSession (URLSession.shared.data(from:)) is part of Foundation; on Linux it is in
// FoundationNetworking, and without it `URLSession` is only a placeholder name with no members. Re-exported so that
// `import SwiftUI` gives URLSession as the SDK's does.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// developer.apple.com/documentation/swiftui/view — `@MainActor @preconcurrency protocol View` [read]
@MainActor @preconcurrency
public protocol View {
    // developer.apple.com/documentation/swiftui/view/body-swift.associatedtype [read]
    associatedtype Body: View
    // developer.apple.com/documentation/swiftui/view/body-8kl5o [read]
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// developer.apple.com/documentation/swift/never (SwiftUI extension: Never is a View, the body of primitive views)
extension Never: View {
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/emptyview
@frozen
public struct EmptyView: View, Sendable {
    @inlinable nonisolated public init() {}
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/anyview
@frozen
public struct AnyView: View {
    // developer.apple.com/documentation/swiftui/anyview/init(_:)
    nonisolated public init<V: View>(_ view: V) { fatalError() }
    // developer.apple.com/documentation/swiftui/anyview/init(erasing:)
    nonisolated public init<V: View>(erasing view: V) { fatalError() }
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/tupleview
@frozen
public struct TupleView<T>: View {
    // developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T { fatalError() }
    // developer.apple.com/documentation/swiftui/tupleview/init(_:)
    nonisolated public init(_ value: T) { fatalError() }
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swift/optional (SwiftUI extension: `extension Optional: View where Wrapped: View`)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

// The type ViewBuilder.buildEither returns (public, underscored in the SDK). Not in the docs corpus; signature as in
// the SDK interface.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    public var body: Never { fatalError() }
}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {}

// developer.apple.com/documentation/swiftui/viewbuilder
// buildBlock takes a parameter pack, so a view builder has no ten-child limit (page buildblock(_:)-2bj1g, [read]);
// no buildArray: `for` loops are not allowed in a view builder (ForEach is).
@resultBuilder
public struct ViewBuilder {
    // developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    // developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }
    // developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g [read]
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    // developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    // developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
    // developer.apple.com/documentation/swiftui/dynamicproperty/update()
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// developer.apple.com/documentation/swiftui/dynamicviewcontent — what ForEach is, so that onDelete applies to it.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}
