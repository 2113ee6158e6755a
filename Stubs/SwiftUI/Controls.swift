// Text, labels, buttons and other controls. See View.swift for the conventions.

import Foundation

// developer.apple.com/documentation/swiftui/localizedstringkey — a string literal or interpolation in a view
// initializer is a LocalizedStringKey; its interpolation accepts only the kinds of values below (not any value).
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    // developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    public init(_ value: String) { fatalError() }
    // developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) { fatalError() }
    // developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    public init(stringInterpolation: StringInterpolation) { fatalError() }

    // developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        // developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:) (String)
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        // developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) { fatalError() }
        // developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:format:)
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            fatalError()
        }
        // developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:) (numbers)
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
        // developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { fatalError() }
        // developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:) (Text)
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        // developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:style:)
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { fatalError() }
    }
}

// The numbers a LocalizedStringKey interpolates with a format specifier (public, underscored in the SDK). Not in the
// docs corpus; as in the SDK interface, the integer and floating-point types conform.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}
extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%llu" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

// developer.apple.com/documentation/swiftui/text — `@frozen struct Text`, Equatable and Sendable, a View by extension.
@frozen
public struct Text: Equatable, Sendable {
    // developer.apple.com/documentation/swiftui/text/init(verbatim:)
    nonisolated public init(verbatim content: String) { fatalError() }
    // developer.apple.com/documentation/swiftui/text/init(_:) (StringProtocol, not localized)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S) { fatalError() }
    // developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
    // developer.apple.com/documentation/swiftui/text/init(_:format:)
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    // developer.apple.com/documentation/swiftui/text/init(_:style:)
    nonisolated public init(_ date: Date, style: Text.DateStyle) { fatalError() }

    // developer.apple.com/documentation/swiftui/text/datestyle
    public struct DateStyle: Equatable, Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
        private init() {}
    }

    public static func == (lhs: Text, rhs: Text) -> Bool { fatalError() }

    // developer.apple.com/documentation/swiftui/text/monospaceddigit() — iOS 15; `nonisolated func monospacedDigit() [read]
    // -> Text` (a Text stays a Text, so it still concatenates and goes where a Text is required, as in badge(_:))
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func monospacedDigit() -> Text { fatalError() }
}

extension Text: View {
    public var body: Never { fatalError() }
}

// developer.apple.com/documentation/swiftui/image
@frozen
public struct Image: Equatable, Sendable {
    // developer.apple.com/documentation/swiftui/image/init(systemname:)
    nonisolated public init(systemName: String) { fatalError() }
    // developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    nonisolated public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
}

extension Image: View {
    public var body: Never { fatalError() }
}

extension Image {
    // developer.apple.com/documentation/swiftui/image/resizingmode — `enum ResizingMode` [read]: Hashable, Sendable.
    public enum ResizingMode: Hashable, Sendable {
        // developer.apple.com/documentation/swiftui/image/resizingmode/stretch
        case stretch
        // developer.apple.com/documentation/swiftui/image/resizingmode/tile
        case tile
    }
    // developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:) — `func resizable(capInsets: [read]
    // EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image`: an Image method (not a View
    // modifier), so it applies to an Image only, before any modifier that returns `some View`.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }
}

// developer.apple.com/documentation/swiftui/asyncimage — iOS 15 [read]. The current docs show `nonisolated struct
// AsyncImage<Content> where Content : View`; the Xcode 16 SDK's view (main-actor through View) is kept, as for List,
// with nonisolated initializers. It loads with URLSession.shared; image-specific modifiers (resizable) apply to the
// Image its content closure is given, not to the AsyncImage.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@MainActor @preconcurrency
public struct AsyncImage<Content: View>: View {
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AsyncImage where Content == Image {
    // developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:) — `nonisolated init(url: URL?, scale: [read]
    // CGFloat = 1) where Content == Image`
    nonisolated public init(url: URL?, scale: CGFloat = 1) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AsyncImage {
    // developer.apple.com/documentation/swiftui/asyncimage/init(url:scale:content:placeholder:) — iOS 15; the Xcode 16
    // SDK form, `Content == _ConditionalContent<I, P>` (the page itself is not in the docs corpus; its iOS 27 sibling
    // init(request:scale:content:placeholder:), read, has the same parameters with `_AsyncImageConditionalContent<I, P>`).
    // Both closures are @escaping view builders, not @Sendable.
    nonisolated public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> { fatalError() }
}

// developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: View {
    // developer.apple.com/documentation/swiftui/label/init(title:icon:)
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    // developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (LocalizedStringKey)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    // developer.apple.com/documentation/swiftui/label/init(_:systemimage:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
}

// developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
    // developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static let destructive = ButtonRole()
    // developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static let cancel = ButtonRole()
    private init() {}
}

// developer.apple.com/documentation/swiftui/button — actions are `@MainActor () -> Void`.
@MainActor @preconcurrency
public struct Button<Label: View>: View {
    // developer.apple.com/documentation/swiftui/button/init(action:label:) [read]
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    // developer.apple.com/documentation/swiftui/button/init(role:action:label:) [read]
    @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    // developer.apple.com/documentation/swiftui/button/init(_:action:) (LocalizedStringKey)
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
    // developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7 (StringProtocol) [read]
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { fatalError() }
    // developer.apple.com/documentation/swiftui/button/init(_:role:action:) — iOS 15 [read]
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
    // developer.apple.com/documentation/swiftui/button/init(_:role:action:) (StringProtocol title)
    @_disfavoredOverload
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    // developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:) — iOS 17
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError() }
    // developer.apple.com/documentation/swiftui/button/init(_:systemimage:role:action:) — iOS 15 [read]
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        fatalError()
    }
}

// developer.apple.com/documentation/swiftui/toggle
@MainActor @preconcurrency
public struct Toggle<Label: View>: View {
    // developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    // developer.apple.com/documentation/swiftui/toggle/init(_:ison:) (LocalizedStringKey)
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    // developer.apple.com/documentation/swiftui/toggle/init(_:ison:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}

// developer.apple.com/documentation/swiftui/picker [read] — the current docs show `nonisolated struct Picker<Label,
// SelectionValue, Content> where Label: View, SelectionValue: Hashable, Content: View`; the Xcode 16 SDK's
// `@MainActor @preconcurrency` view is kept, as for the other controls. The options are tagged views (`tag(_:)`).
@MainActor @preconcurrency
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    // developer.apple.com/documentation/swiftui/picker/init(selection:content:label:) [read]
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    // developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-6lwfn (LocalizedStringKey) [read]
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
    // developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq (StringProtocol) [read]
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
}

// developer.apple.com/documentation/swiftui/datepickercomponents — `struct DatePickerComponents`, an option set (the
// SDK interface: `OptionSet` with a UInt raw value); the date and time parts a DatePicker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
    // developer.apple.com/documentation/swiftui/datepickercomponents/date — `static let date: DatePickerComponents` [read]
    public static let date = DatePickerComponents(rawValue: 1 << 3)
}

// developer.apple.com/documentation/swiftui/datepicker [read] — the current docs show `nonisolated struct
// DatePicker<Label> where Label: View`; the Xcode 16 SDK's `@MainActor @preconcurrency` view is kept. Not on tvOS.
@MainActor @preconcurrency
public struct DatePicker<Label: View>: View {
    // developer.apple.com/documentation/swiftui/datepicker/components — `typealias Components = DatePickerComponents` [read]
    public typealias Components = DatePickerComponents
    // developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:) [read]
    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) { fatalError() }
    public var body: Never { fatalError() }
}

extension DatePicker where Label == Text {
    // developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:) (LocalizedStringKey)
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) { fatalError() }
    // developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) { fatalError() }
}

// developer.apple.com/documentation/swiftui/textfield — the text is a Binding<String>.
@MainActor @preconcurrency
public struct TextField<Label: View>: View {
    // developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    // developer.apple.com/documentation/swiftui/textfield/init(_:text:) (LocalizedStringKey) [read]
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    // developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:) (LocalizedStringKey, prompt)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
    // developer.apple.com/documentation/swiftui/textfield/init(_:text:) (StringProtocol) [read]
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
    // developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3fh51 (LocalizedStringKey) — iOS 15 [read]
    // (F is a Foundation ParseableFormatStyle, on Linux too: `format: .number` for an Int or a Double.)
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String { fatalError() }
    // developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:) (StringProtocol title) — iOS 15
    @_disfavoredOverload
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String { fatalError() }
}

// developer.apple.com/documentation/swiftui/securefield
@MainActor @preconcurrency
public struct SecureField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    // developer.apple.com/documentation/swiftui/securefield/init(_:text:) [read]
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    // developer.apple.com/documentation/swiftui/securefield/init(_:text:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
}

// developer.apple.com/documentation/swiftui/link
@MainActor @preconcurrency
public struct Link<Label: View>: View {
    // developer.apple.com/documentation/swiftui/link/init(destination:label:)
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    // developer.apple.com/documentation/swiftui/link/init(_:destination:) (LocalizedStringKey)
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) { fatalError() }
    // developer.apple.com/documentation/swiftui/link/init(_:destination:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) { fatalError() }
}

// developer.apple.com/documentation/swiftui/menu
@MainActor @preconcurrency
public struct Menu<Label: View, Content: View>: View {
    // developer.apple.com/documentation/swiftui/menu/init(content:label:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

extension Menu where Label == Text {
    // developer.apple.com/documentation/swiftui/menu/init(_:content:) (LocalizedStringKey)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    // developer.apple.com/documentation/swiftui/menu/init(_:content:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    // developer.apple.com/documentation/swiftui/menu/init(_:systemimage:content:) — iOS 17
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { fatalError() }
}

// developer.apple.com/documentation/swiftui/progressview
@MainActor @preconcurrency
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    // developer.apple.com/documentation/swiftui/progressview/init()
    nonisolated public init() { fatalError() }
    // developer.apple.com/documentation/swiftui/progressview/init(value:total:)
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    // developer.apple.com/documentation/swiftui/progressview/init(label:)
    nonisolated public init(@ViewBuilder label: () -> Label) { fatalError() }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    // developer.apple.com/documentation/swiftui/progressview/init(_:) (LocalizedStringKey)
    nonisolated public init(_ titleKey: LocalizedStringKey) { fatalError() }
    // developer.apple.com/documentation/swiftui/progressview/init(_:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) { fatalError() }
}

// developer.apple.com/documentation/swiftui/contentunavailableview — iOS 17 [read]
@available(iOS 17.0, macOS 14.0, *)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    // developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:) [read]
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 17.0, macOS 14.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    // developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:) (LocalizedStringKey)
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) { fatalError() }
    // developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) { fatalError() }
}

// developer.apple.com/documentation/swiftui/labeledcontent — iOS 16
@available(iOS 16.0, macOS 13.0, *)
public struct LabeledContent<Label, Content> {}

@available(iOS 16.0, macOS 13.0, *)
extension LabeledContent: View where Label: View, Content: View {
    // developer.apple.com/documentation/swiftui/labeledcontent/init(content:label:)
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension LabeledContent where Label == Text, Content: View {
    // developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:) (LocalizedStringKey)
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    // developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:) (StringProtocol)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, *)
extension LabeledContent where Label == Text, Content == Text {
    // developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:) (LocalizedStringKey title)
    nonisolated public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) { fatalError() }
    // developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:) (StringProtocol title)
    @_disfavoredOverload
    nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) { fatalError() }
    // developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:)
    nonisolated public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    // developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:) (StringProtocol title)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
}
