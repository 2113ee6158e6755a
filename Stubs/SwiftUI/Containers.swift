// Containers: List, ForEach, Section, stacks, navigation. See View.swift for the conventions.

import Foundation

// developer.apple.com/documentation/swiftui/list [read] — `@MainActor @preconcurrency struct List<SelectionValue,
// Content> where SelectionValue: Hashable, Content: View`; its initializers are `nonisolated`.
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
    // developer.apple.com/documentation/swiftui/list/init(selection:content:)-4sffx [read]
    nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { fatalError() }
    // developer.apple.com/documentation/swiftui/list/init(selection:content:)-1pisz [read]
    nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    // developer.apple.com/documentation/swiftui/list/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    // developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-3vn6i [read]
    nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:) [read]
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        fatalError()
    }
}

extension List {
    // developer.apple.com/documentation/swiftui/list/init(_:selection:rowcontent:) [read]
    nonisolated public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/list/init(_:id:selection:rowcontent:) [read]
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        fatalError()
    }
}

// developer.apple.com/documentation/swiftui/foreach — `struct ForEach<Data, ID, Content> where Data:
// RandomAccessCollection, ID: Hashable`; a View when Content is.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    // developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    // developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // developer.apple.com/documentation/swiftui/foreach/init(_:content:) (identifiable data)
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    // developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
    // developer.apple.com/documentation/swiftui/foreach/init(_:content:) (a binding to identifiable data)
    nonisolated public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable,
        ID == C.Element.ID
    {
        fatalError()
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    // developer.apple.com/documentation/swiftui/foreach/init(_:content:) (a constant range)
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

extension DynamicViewContent {
    // developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
}

// developer.apple.com/documentation/swiftui/section — `struct Section<Parent, Content, Footer>`
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
    // developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    // developer.apple.com/documentation/swiftui/section/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    // developer.apple.com/documentation/swiftui/section/init(content:header:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    // developer.apple.com/documentation/swiftui/section/init(content:footer:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    // developer.apple.com/documentation/swiftui/section/init(_:content:) (LocalizedStringKey title)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    // developer.apple.com/documentation/swiftui/section/init(_:content:) (StringProtocol title)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}

// developer.apple.com/documentation/swiftui/form [read] — the current docs show `nonisolated struct Form<Content> where
// Content: View`; the Xcode 16 SDK's `@MainActor @preconcurrency` view is kept, as for List.
@MainActor @preconcurrency
public struct Form<Content: View>: View {
    // developer.apple.com/documentation/swiftui/form/init(content:) [read]
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/vstack
@frozen
public struct VStack<Content: View>: View {
    // developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) — `nonisolated init(alignment: [read]
    // HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)`
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/hstack — `@frozen nonisolated struct HStack<Content> where Content : View` [read]
// in the current docs; the Xcode 16 SDK's view (main-actor through View) is kept, as for VStack.
@frozen
public struct HStack<Content: View>: View {
    // developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:) — as VStack's, with a
    // VerticalAlignment
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/spacer
@frozen
public struct Spacer: View {
    // developer.apple.com/documentation/swiftui/spacer/init(minlength:) — `init(minLength: CGFloat? = nil)` [read]; the
    // page shows no `nonisolated` (nor `nonisolated struct`): whether the SDK's initializer is main-actor isolated is
    // not confirmed, and a generated Spacer is built in a body, on the main actor, either way.
    nonisolated public init(minLength: CGFloat? = nil) { fatalError() }
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/group (the View form)
@frozen
public struct Group<Content> {}

extension Group: View where Content: View {
    // developer.apple.com/documentation/swiftui/group/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
    // developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() {}
    // developer.apple.com/documentation/swiftui/navigationpath/append(_:)
    public mutating func append<V: Hashable>(_ value: V) { fatalError() }
    // developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    public mutating func removeLast(_ k: Int = 1) { fatalError() }
    // developer.apple.com/documentation/swiftui/navigationpath/count
    public var count: Int { fatalError() }
    // developer.apple.com/documentation/swiftui/navigationpath/isempty
    public var isEmpty: Bool { fatalError() }
}

// developer.apple.com/documentation/swiftui/navigationstack — iOS 16
@available(iOS 16.0, macOS 13.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension NavigationStack where Data == NavigationPath {
    // developer.apple.com/documentation/swiftui/navigationstack/init(root:) — `nonisolated init(@ContentBuilder root: [read]
    // () -> Root) where Data == NavigationPath`
    nonisolated public init(@ViewBuilder root: () -> Root) { fatalError() }
    // developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h — `nonisolated init(path: [read]
    // Binding<NavigationPath>, @ContentBuilder root: () -> Root) where Data == NavigationPath` (a `$path` of an
    // `@State var path = NavigationPath()`)
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    // developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q — `nonisolated init(path: [read]
    // Binding<Data>, @ContentBuilder root: () -> Root) where Data : MutableCollection, Data : RandomAccessCollection,
    // Data : RangeReplaceableCollection, Data.Element : Hashable`
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { fatalError() }
}
