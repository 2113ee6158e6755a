// View modifiers and the small value types they take. See View.swift for the conventions. Modifiers return
// `some View`, as in the SDK; a modifier that is not declared here does not exist for the type-check.

import Foundation
import Observation
// UIKit's types that SwiftUI's iOS modifiers take (UIKeyboardType, UITextContentType); the UIKit stub is built first.
import UIKit

// developer.apple.com/documentation/swiftui/horizontaledge
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing
}

// developer.apple.com/documentation/swiftui/edge — `@frozen enum Edge` [read]: Int8 raw values, CaseIterable,
// Hashable, Sendable.
@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    // developer.apple.com/documentation/swiftui/edge/top (and leading, bottom, trailing, in the SDK's order)
    case top, leading, bottom, trailing

    // developer.apple.com/documentation/swiftui/edge/set — `@frozen struct Set` [read]: an OptionSet of Int8 raw
    // value, Sendable.
    @frozen
    public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // developer.apple.com/documentation/swiftui/edge/set/top — `static let top: Edge.Set`
        public static let top = Edge.Set(.top)
        // developer.apple.com/documentation/swiftui/edge/set/leading
        public static let leading = Edge.Set(.leading)
        // developer.apple.com/documentation/swiftui/edge/set/bottom
        public static let bottom = Edge.Set(.bottom)
        // developer.apple.com/documentation/swiftui/edge/set/trailing
        public static let trailing = Edge.Set(.trailing)
        // developer.apple.com/documentation/swiftui/edge/set/all — `static let all: Edge.Set` [read]
        public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
        // developer.apple.com/documentation/swiftui/edge/set/horizontal
        public static let horizontal: Edge.Set = [.leading, .trailing]
        // developer.apple.com/documentation/swiftui/edge/set/vertical
        public static let vertical: Edge.Set = [.top, .bottom]
        // developer.apple.com/documentation/swiftui/edge/set/init(_:) — `init(_ e: Edge)` [read]
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    }
}

// developer.apple.com/documentation/swiftui/visibility — `@frozen enum Visibility` [read]; iOS 15. The SDK enum is
// Hashable, CaseIterable and Sendable.
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
    // developer.apple.com/documentation/swiftui/visibility/automatic [read]
    case automatic
    // developer.apple.com/documentation/swiftui/visibility/visible [read]
    case visible
    // developer.apple.com/documentation/swiftui/visibility/hidden [read]
    case hidden
}

// developer.apple.com/documentation/swiftui/horizontalalignment
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
    private init() {}
}

// developer.apple.com/documentation/swiftui/verticalalignment
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    private init() {}
}

// developer.apple.com/documentation/swiftui/alignment
@frozen
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let leading = Alignment()
    public static let trailing = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
    private init() {}
}

// developer.apple.com/documentation/swiftui/edgeinsets — `@frozen struct EdgeInsets` [read]: Equatable, Sendable.
@frozen
public struct EdgeInsets: Equatable, Sendable {
    // developer.apple.com/documentation/swiftui/edgeinsets/top
    public var top: CGFloat
    // developer.apple.com/documentation/swiftui/edgeinsets/leading — `var leading: CGFloat` [read]
    public var leading: CGFloat
    // developer.apple.com/documentation/swiftui/edgeinsets/bottom
    public var bottom: CGFloat
    // developer.apple.com/documentation/swiftui/edgeinsets/trailing — `var trailing: CGFloat` [read]
    public var trailing: CGFloat
    // developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:) — `init(top: CGFloat, [read]
    // leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    // developer.apple.com/documentation/swiftui/edgeinsets/init()
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// developer.apple.com/documentation/swiftui/accessibilitychildbehavior — `struct AccessibilityChildBehavior` [read];
// no public initializer: `.ignore`, `.contain` and `.combine` are the behaviors.
public struct AccessibilityChildBehavior: Sendable {
    // developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore — `static let ignore: [read]
    // AccessibilityChildBehavior`
    public static let ignore = AccessibilityChildBehavior()
    // developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain — `static let contain: [read]
    // AccessibilityChildBehavior`
    public static let contain = AccessibilityChildBehavior()
    // developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine — `static let combine: [read]
    // AccessibilityChildBehavior`
    public static let combine = AccessibilityChildBehavior()
    private init() {}
}

// developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// developer.apple.com/documentation/swiftui/color
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
    public var description: String { fatalError() }
    // developer.apple.com/documentation/swiftui/color/red (and the other standard colors)
    public static let red = Color()
    public static let green = Color()
    public static let blue = Color()
    public static let orange = Color()
    public static let yellow = Color()
    public static let gray = Color()
    // developer.apple.com/documentation/swiftui/color/primary
    public static let primary = Color()
    // developer.apple.com/documentation/swiftui/color/secondary
    public static let secondary = Color()
    private init() {}
}

extension Color: View {
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/shapestyle/red (`extension ShapeStyle where Self == Color`)
extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var gray: Color { .gray }
}

// developer.apple.com/documentation/swiftui/hierarchicalshapestyle
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    // developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
    public static let primary = HierarchicalShapeStyle()
    // developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
    public static let secondary = HierarchicalShapeStyle()
    // developer.apple.com/documentation/swiftui/hierarchicalshapestyle/tertiary
    public static let tertiary = HierarchicalShapeStyle()
    private init() {}
}

// developer.apple.com/documentation/swiftui/shapestyle/primary (`extension ShapeStyle where Self ==
// HierarchicalShapeStyle`)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

// developer.apple.com/documentation/swiftui/backgroundstyle — `@frozen struct BackgroundStyle` [read]; iOS 14 (the
// page's availability); a ShapeStyle, so Sendable.
@available(iOS 14.0, macOS 11.0, *)
@frozen
public struct BackgroundStyle: ShapeStyle {
    // developer.apple.com/documentation/swiftui/backgroundstyle/init()
    @inlinable public init() {}
}

// developer.apple.com/documentation/swiftui/shapestyle/background — `static var background: BackgroundStyle { get }`
// [read] (`extension ShapeStyle where Self == BackgroundStyle`); iOS 14.
@available(iOS 14.0, macOS 11.0, *)
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

// developer.apple.com/documentation/swiftui/font
@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    // developer.apple.com/documentation/swiftui/font/title2 — iOS 14
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2 = Font()
    // developer.apple.com/documentation/swiftui/font/title3 — iOS 14
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3 = Font()
    // developer.apple.com/documentation/swiftui/font/caption2 — iOS 14
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2 = Font()
    private init() {}
}

extension Font {
    // developer.apple.com/documentation/swiftui/font/textstyle — `enum TextStyle` [read]; CaseIterable, Codable,
    // Hashable, Sendable. The page's extraLargeTitle and extraLargeTitle2 are visionOS-only (unavailable on iOS), and
    // left out; title2, title3 and caption2 are iOS 14.
    public enum TextStyle: CaseIterable, Codable, Hashable, Sendable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2
    }
}

// developer.apple.com/documentation/swiftui/submitlabel — iOS 15; `struct SubmitLabel` [read], Sendable: the label of
// the return key. Each member is `static var …: SubmitLabel { get }` [read]; no public initializer.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitLabel: Sendable {
    // developer.apple.com/documentation/swiftui/submitlabel/done [read]
    public static var done: SubmitLabel { fatalError() }
    // developer.apple.com/documentation/swiftui/submitlabel/go
    public static var go: SubmitLabel { fatalError() }
    // developer.apple.com/documentation/swiftui/submitlabel/send [read]
    public static var send: SubmitLabel { fatalError() }
    // developer.apple.com/documentation/swiftui/submitlabel/join [read]
    public static var join: SubmitLabel { fatalError() }
    // developer.apple.com/documentation/swiftui/submitlabel/route [read]
    public static var route: SubmitLabel { fatalError() }
    // developer.apple.com/documentation/swiftui/submitlabel/search [read]
    public static var search: SubmitLabel { fatalError() }
    // developer.apple.com/documentation/swiftui/submitlabel/return — `static var `return`: SubmitLabel { get }` [read]
    public static var `return`: SubmitLabel { fatalError() }
    // developer.apple.com/documentation/swiftui/submitlabel/next [read]
    public static var next: SubmitLabel { fatalError() }
    // developer.apple.com/documentation/swiftui/submitlabel/continue — `static var `continue`: SubmitLabel { get }` [read]
    public static var `continue`: SubmitLabel { fatalError() }
    private init() {}
}

// developer.apple.com/documentation/swiftui/submittriggers — iOS 15; `struct SubmitTriggers` [read]: an OptionSet
// (Equatable, ExpressibleByArrayLiteral, RawRepresentable, SetAlgebra, Sendable) over Int.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    // developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:) — `init(rawValue: [read]
    // SubmitTriggers.RawValue)`
    public init(rawValue: Int) { self.rawValue = rawValue }
    // developer.apple.com/documentation/swiftui/submittriggers/text — `static let text: SubmitTriggers` [read]
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    // developer.apple.com/documentation/swiftui/submittriggers/search — `static let search: SubmitTriggers` [read]
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

// developer.apple.com/documentation/swiftui/textinputautocapitalization — iOS 15; `struct [read]
// TextInputAutocapitalization`, Sendable; not on macOS. Members `static var …: TextInputAutocapitalization { get }`.
// (Its `init?(_ type: UITextAutocapitalizationType)` is left out: generated code uses the members.)
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
    // developer.apple.com/documentation/swiftui/textinputautocapitalization/never [read]
    public static var never: TextInputAutocapitalization { fatalError() }
    // developer.apple.com/documentation/swiftui/textinputautocapitalization/words [read]
    public static var words: TextInputAutocapitalization { fatalError() }
    // developer.apple.com/documentation/swiftui/textinputautocapitalization/sentences [read]
    public static var sentences: TextInputAutocapitalization { fatalError() }
    // developer.apple.com/documentation/swiftui/textinputautocapitalization/characters
    public static var characters: TextInputAutocapitalization { fatalError() }
    private init() {}
}

// developer.apple.com/documentation/swiftui/searchfieldplacement — iOS 15; `struct SearchFieldPlacement` [read]: where
// a searchable view's search field goes. No public initializer; the members are static. Sendable here as in the SDK
// (its members are `static let`, which Swift 6 allows only for a Sendable type). Only `automatic` is declared.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
    // developer.apple.com/documentation/swiftui/searchfieldplacement/automatic — `static let automatic: [read]
    // SearchFieldPlacement`
    public static let automatic = SearchFieldPlacement()
    private init() {}
}

extension View {
    // developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (LocalizedStringKey)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (Text)
    nonisolated public func navigationTitle(_ title: Text) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:) — iOS 16 [read]
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:) — iOS 16
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:) — iOS 17 [read]
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        fatalError()
    }

    // developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) — `nonisolated func [read]
    // sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping
    // (Item) -> Content) -> some View where Item : Identifiable, Content : View`; iOS 13. The item is a Binding to an
    // optional Identifiable value (SwiftUI sets it to nil when the sheet is dismissed).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) — `nonisolated func [read]
    // sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder content: @escaping ()
    // -> Content) -> some View where Content : View`; iOS 13.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:) — `nonisolated func [read]
    // fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ContentBuilder content:
    // @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`; iOS 14, tvOS 14, watchOS 7,
    // not macOS (the page lists no macOS; the SDK says `@available(macOS, unavailable)`).
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:) — `nonisolated [read]
    // func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ContentBuilder
    // content: @escaping () -> Content) -> some View where Content : View`; iOS 14, tvOS 14, watchOS 7, not macOS.
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/toolbar(content:) (toolbar items)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/toolbar(content:) (views, placed automatically)
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/task(priority:_:) — the Xcode 16 SDK form: the action is
    // `@Sendable` and inherits the view's actor context (the current docs show task(name:priority:file:line:_:) with
    // a `sending @isolated(any)` action; the @Sendable form is the stricter).
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/view/task(id:priority:_:) — as above
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (no parameters) — iOS 17 [read]
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (old and new value) — iOS 17; [read]
    // `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some
    // View where V : Equatable` (the action gets the old value, then the new one).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        fatalError()
    }

    // developer.apple.com/documentation/swiftui/view/refreshable(action:) — iOS 15 [read]
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:) (Text?) — iOS 15: `nonisolated
    // func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some
    // View`. The text is a Binding (the field edits it). That overload's page is not in the docs corpus; its shape is
    // that of the LocalizedStringKey overload (searchable(text:placement:prompt:)-1bjj3, read), with the prompt a
    // `Text?` defaulting to nil. The LocalizedStringKey, StringProtocol and LocalizedStringResource overloads are not
    // declared: a string prompt is written `prompt: Text("…")` here.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        fatalError()
    }

    // developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:) — iOS 15 [read]
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        fatalError()
    }

    // developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:) — `nonisolated func [read]
    // contextMenu<MenuItems>(@ContentBuilder menuItems: () -> MenuItems) -> some View where MenuItems : View`; iOS 13,
    // tvOS 14. The older contextMenu(_:) taking a ContextMenu (deprecated in the current docs) is not declared.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:) (LocalizedStringKey) — iOS 15 [read]
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:) (StringProtocol) — iOS 15 [read]
    @_disfavoredOverload
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        fatalError()
    }
    // developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (LocalizedStringKey) — iOS 15
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (StringProtocol) — iOS 15
    @_disfavoredOverload
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) — iOS 15 [read]
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:) — iOS 15 [read]
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:) — iOS 15
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        fatalError()
    }

    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:) (LocalizedStringKey) — iOS 15
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb (StringProtocol) — iOS 15 [read]
    @_disfavoredOverload
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pz (LocalizedStringKey) — [read]
    // iOS 15
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:) (StringProtocol) — iOS 15
    @_disfavoredOverload
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:) (LocalizedStringKey)
    // — iOS 15; the page read is -51pyu, the Text-title overload: `presenting data: T?, @ContentBuilder actions: (T) -> A`
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:) (StringProtocol) — iOS 15
    @_disfavoredOverload
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-8y541 [read]
    // (LocalizedStringKey) — iOS 15
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:) (StringProtocol)
    // — iOS 15
    @_disfavoredOverload
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/tag(_:) — the Xcode 16 SDK form, kept (the stricter); the current
    // docs show tag(_:includeOptional:) with `includeOptional: Bool = true` (page read), which takes the same calls.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) — iOS 15
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:) — iOS 15; `nonisolated func [read]
    // background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle`. The
    // view-taking forms (background(alignment:content:) and the deprecated background(_:alignment:)) are not declared.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) — `nonisolated func frame(width: [read]
    // CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View`
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/scaledtofill() — `nonisolated func scaledToFill() -> some View` [read]
    nonisolated public func scaledToFill() -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/scaledtofit()
    nonisolated public func scaledToFit() -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/clipshape(_:style:) — `nonisolated func clipShape<S>(_ shape: S, [read]
    // style: FillStyle = FillStyle()) -> some View where S : Shape`
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/monospaceddigit() — iOS 15; `nonisolated func monospacedDigit() [read]
    // -> some View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func monospacedDigit() -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/badge(_:)-8adyq (Int) — iOS 15, not tvOS or watchOS; [read]
    // `nonisolated func badge(_ count: Int) -> some View` (zero hides the badge)
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badge(_ count: Int) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/badge(_:)-6k2u9 (Text) — iOS 15, not tvOS or watchOS; [read]
    // `nonisolated func badge(_ label: Text?) -> some View` (nil hides the badge). The LocalizedStringKey? and
    // StringProtocol overloads are not declared.
    @available(iOS 15.0, macOS 12.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func badge(_ label: Text?) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/keyboardtype(_:) — `nonisolated func keyboardType(_ type:
    // UIKeyboardType) -> some View` [read]; iOS, Mac Catalyst, tvOS and visionOS 13+, not macOS or watchOS.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/focused(_:equals:) — iOS 15; `nonisolated func [read]
    // focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/focused(_:) — iOS 15; `nonisolated func focused(_ condition: [read]
    // FocusState<Bool>.Binding) -> some View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/submitlabel(_:) — iOS 15; `nonisolated func [read]
    // submitLabel(_ submitLabel: SubmitLabel) -> some View`
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/onsubmit(of:_:) — iOS 15; `nonisolated func onSubmit(of [read]
    // triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View`: the action is synchronous and
    // not @Sendable (it runs on the view's actor, as an onAppear action does).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/textcontenttype(_:)-ufdv — `nonisolated func [read]
    // textContentType(_ textContentType: UITextContentType?) -> some View`; iOS, Mac Catalyst, tvOS 13 and visionOS,
    // not macOS (which has the NSTextContentType overload) or watchOS (WKTextContentType).
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:) — iOS 15; `nonisolated func [read]
    // textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View`; not macOS.
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    @available(macOS, unavailable)
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:) — `nonisolated func [read]
    // autocorrectionDisabled(_ disable: Bool = true) -> some View` (the page's `@export(implementation)` is the
    // iOS 26 spelling of the SDK's inlinability, nothing a caller sees).
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/foregroundstyle(_:) — iOS 15
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/tint(_:) (Color) — iOS 15
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func tint(_ tint: Color?) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/accessibilityelement(children:) — `nonisolated func [read]
    // accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View`
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:) — iOS 14 [read]: `nonisolated func
    // accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (here `some View`)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) (Text) — iOS 14
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) (LocalizedStringKey) — iOS 14
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) (StringProtocol) — iOS 14
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/accessibilityhint(_:) (Text) — iOS 14: `nonisolated func
    // accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (here `some View`)
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/accessibilityhint(_:) (LocalizedStringKey) — iOS 14
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/accessibilityhint(_:) (StringProtocol) — iOS 14
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:) (LocalizedStringKey) — iOS 14
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:) (StringProtocol) — iOS 14
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { fatalError() }

    // developer.apple.com/documentation/swiftui/view/environment(_:) (an Observable object) — iOS 17
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { fatalError() }
    // developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
}
