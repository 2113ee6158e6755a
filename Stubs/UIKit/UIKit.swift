// Signature stub of UIKit for type-checking generated view controllers on Linux (scripts/typecheck-ui).
// Bodies are fatalError(): nothing here runs. UIKit classes are `@MainActor`, as in the SDK. Each declaration names
// its developer.apple.com page; [read] marks the ones compared with the page in the docs corpus (see
// Stubs/SwiftUI/View.swift for the conventions).
//
// Limits of a stub on Linux: Objective-C `optional` protocol requirements are modelled as requirements with default
// implementations (a conforming type may leave them out; a misspelled one is not reported, where Xcode warns "nearly
// matches"); NSObject is Foundation's (swift-corelibs) class; selectors and target–action do not exist here, so the
// closure-based APIs (UIAction) are the ones declared.

@_exported import Foundation
// URLSession is Foundation's on Apple platforms and FoundationNetworking's on Linux: re-exported so that `import UIKit`
// gives it, as the SDK's does (see Stubs/SwiftUI/View.swift).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// MARK: - Responders and views

// developer.apple.com/documentation/uikit/uiresponder — `@MainActor class UIResponder: NSObject`
@MainActor
open class UIResponder: NSObject {
    // developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() — `func becomeFirstResponder() -> [read]
    // Bool`. `@discardableResult` as the Objective-C method imports into Swift (a call's result may be ignored).
    @discardableResult
    open func becomeFirstResponder() -> Bool { fatalError() }
    // developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder() — `func resignFirstResponder() -> [read]
    // Bool`; `@discardableResult` as above.
    @discardableResult
    open func resignFirstResponder() -> Bool { fatalError() }
}

// developer.apple.com/documentation/uikit/uiview — `@MainActor class UIView: UIResponder`
@MainActor
open class UIView: UIResponder {
    // developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/removefromsuperview() — `func removeFromSuperview()` [read]
    open func removeFromSuperview() { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/subviews — `var subviews: [UIView] { get }`
    open var subviews: [UIView] { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/window — `var window: UIWindow? { get }` [read]: nil until the
    // view is added to a window.
    open var window: UIWindow? { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints — [read]
    // `var translatesAutoresizingMaskIntoConstraints: Bool { get set }`
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiview/layoutmarginsguide — `var layoutMarginsGuide: UILayoutGuide [read]
    // { get }`
    open var layoutMarginsGuide: UILayoutGuide { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/leadinganchor — `var leadingAnchor: NSLayoutXAxisAnchor { get }` [read]
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:) — [read]
    // `func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)`
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:) — [read]
    // `func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)`
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { fatalError() }
    // developer.apple.com/documentation/uikit/uiview/accessibilitylabel (UIAccessibility informal protocol)
    open var accessibilityLabel: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue (UIAccessibility informal
    // protocol) — `var accessibilityValue: String? { get set }`
    open var accessibilityValue: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint (UIAccessibility informal
    // protocol) — `var accessibilityHint: String? { get set }`
    open var accessibilityHint: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement (UIAccessibility informal
    // protocol, on every view) — `var isAccessibilityElement: Bool { get set }` [read]; false by default, true for a control
    open var isAccessibilityElement: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions (UIAccessibility
    // informal protocol) — `var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get set }`
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits (UIAccessibility informal
    // protocol, on every view) — `var accessibilityTraits: UIAccessibilityTraits { get set }` [read, as declared on
    // developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitytraits]: an option set, not a Bool.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError() }
        set { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uiaccessibilitycustomaction — `@MainActor class UIAccessibilityCustomAction`
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    // developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler — iOS 13
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool
    // developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:) — iOS 13:
    // `init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler)`
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) { fatalError() }
}

// developer.apple.com/documentation/uikit/uiimage — `class UIImage` [read]: not main-actor isolated (the page has no
// @MainActor, where UIView's has), immutable and Sendable, so an image may be made from downloaded data off the main
// actor, as UIFont is made.
open class UIImage: NSObject, @unchecked Sendable {
    // developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public convenience init?(systemName name: String) { fatalError() }
    // developer.apple.com/documentation/uikit/uiimage/init(named:)
    public convenience init?(named name: String) { fatalError() }
    // developer.apple.com/documentation/uikit/uiimage/init(data:) — `init?(data: Data)` [read]: nil when the data is
    // not an image in a supported format. (Convenience here, as the other two, so that the stub class keeps NSObject's
    // init(), which the SDK's UIImage has.)
    public convenience init?(data: Data) { fatalError() }
}

// developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor
open class UIActivityIndicatorView: UIView {
    // developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }
    // developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    public init(style: UIActivityIndicatorView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    open func startAnimating() { fatalError() }
    // developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
    open func stopAnimating() { fatalError() }
    // developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
    open var isAnimating: Bool { fatalError() }
    // developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
    open var hidesWhenStopped: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Controls and actions

// developer.apple.com/documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement: NSObject {
    // developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }
    // developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}

// developer.apple.com/documentation/uikit/uiactionhandler — `typealias UIActionHandler = (UIAction) -> Void` [read]
public typealias UIActionHandler = (UIAction) -> Void

// developer.apple.com/documentation/uikit/uiaction — `@MainActor class UIAction` [read]
@MainActor
open class UIAction: UIMenuElement {
    // developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    // developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:) [read]
    @preconcurrency
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) { fatalError() }
    // developer.apple.com/documentation/uikit/uiaction/title
    open var title: String { fatalError() }
}

// developer.apple.com/documentation/uikit/uimenu
@MainActor
open class UIMenu: UIMenuElement {
    // developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:preferredelementsize:children:)
    // (the parameters generated code uses; the others have defaults)
    public convenience init(title: String = "", image: UIImage? = nil, children: [UIMenuElement] = []) { fatalError() }
}

// developer.apple.com/documentation/uikit/uicontextmenuactionprovider — `typealias UIContextMenuActionProvider = [read]
// ([UIMenuElement]) -> UIMenu?`: given the suggested actions, the menu to show (nil for none). Neither @MainActor nor
// @Sendable in the current docs, so a closure written in a main-actor method stays on the main actor.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

// developer.apple.com/documentation/uikit/uicontextmenucontentpreviewprovider — `typealias [read]
// UIContextMenuContentPreviewProvider = () -> UIViewController?` (nil for the default preview)
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

// developer.apple.com/documentation/uikit/uicontextmenuconfiguration — `@MainActor class UIContextMenuConfiguration` [read]
// (an NSObject); iOS 13.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    // developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:) [read]
    // — `@MainActor @preconcurrency convenience init(identifier: (any NSCopying)? = nil, previewProvider:
    // UIContextMenuContentPreviewProvider? = nil, actionProvider: UIContextMenuActionProvider? = nil)`
    @preconcurrency
    public convenience init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) { fatalError() }
}

// developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
    // developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        public static let valueChanged = Event(rawValue: 1 << 12)
        // developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        // developer.apple.com/documentation/uikit/uicontrol/event/editingchanged — `static var editingChanged: [read]
        // UIControl.Event { get }`: a text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        // developer.apple.com/documentation/uikit/uicontrol/event/editingdidendonexit — `static var
        // editingDidEndOnExit: UIControl.Event { get }`: the return key ended editing (UIControlEventEditingDidEndOnExit,
        // 1 << 19).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }
    // developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
    // developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uirefreshcontrol
@MainActor
open class UIRefreshControl: UIControl {
    // developer.apple.com/documentation/uikit/uirefreshcontrol/init()
    public init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
    open var isRefreshing: Bool { fatalError() }
    // developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
    open func beginRefreshing() { fatalError() }
    // developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
    open func endRefreshing() { fatalError() }
}

// The controls below declare `init()` besides their pages' `init(frame:)` and `init(coder:)`: in the SDK every
// UIView subclass inherits NSObject's `init()` (Objective-C initializers are inherited), which the stub's UIView,
// built on Foundation's NSObject, does not pass on.

// developer.apple.com/documentation/uikit/uitextfield — `@MainActor class UITextField` [read] (a UIControl, and
// UITextInput); editing reports `.editingChanged` to the actions added for it.
@MainActor
open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    public convenience init() { fatalError() }
    // developer.apple.com/documentation/uikit/uitextfield/init(frame:)
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uitextfield/text — `var text: String? { get set }` [read]
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextfield/placeholder — `var placeholder: String? { get set }` [read]
    open var placeholder: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry — UITextInputTraits (an optional [read]
    // requirement, which UITextField implements): `var isSecureTextEntry: Bool { get set }`
    open var isSecureTextEntry: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype — UITextInputTraits (an optional
    // requirement, which UITextField implements): `var keyboardType: UIKeyboardType { get set }`
    open var keyboardType: UIKeyboardType {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextinputtraits/textcontenttype — UITextInputTraits (optional, [read]
    // implemented by UITextField): `var textContentType: UITextContentType! { get set }`
    open var textContentType: UITextContentType! {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype — UITextInputTraits: [read]
    // `var autocapitalizationType: UITextAutocapitalizationType { get set }`
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextinputtraits/autocorrectiontype — UITextInputTraits:
    // `var autocorrectionType: UITextAutocorrectionType { get set }`
    open var autocorrectionType: UITextAutocorrectionType {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextinputtraits/spellcheckingtype — UITextInputTraits:
    // `var spellCheckingType: UITextSpellCheckingType { get set }`
    open var spellCheckingType: UITextSpellCheckingType {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextinputtraits/returnkeytype — UITextInputTraits:
    // `var returnKeyType: UIReturnKeyType { get set }`
    open var returnKeyType: UIReturnKeyType {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextfield/font — `var font: UIFont? { get set }` [read]
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory — [read]
    // `var adjustsFontForContentSizeCategory: Bool { get set }` (UITextField adopts UIContentSizeCategoryAdjusting)
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum — `enum BorderStyle` [read]
    // (UITextBorderStyle, NSInteger: none = 0, line, bezel, roundedRect)
    public enum BorderStyle: Int, @unchecked Sendable {
        case none
        case line
        case bezel
        case roundedRect
    }
    // developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property — `var borderStyle: [read]
    // UITextField.BorderStyle { get set }`
    open var borderStyle: UITextField.BorderStyle {
        get { fatalError() }
        set { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uitextcontenttype — `struct UITextContentType` [read]: Equatable, Hashable,
// RawRepresentable (String), Sendable; the NS_TYPED_ENUM of the SDK header, so `init(rawValue:)` only. The members
// a form's fields use (the page lists more: addresses, credit cards, birthdates, …).
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    // developer.apple.com/documentation/uikit/uitextcontenttype/init(rawvalue:) — `init(rawValue: String)` [read]
    public init(rawValue: String) { self.rawValue = rawValue }
    // developer.apple.com/documentation/uikit/uitextcontenttype/url — `static let URL: UITextContentType` [read]
    public static let URL = UITextContentType(rawValue: "url")
    // developer.apple.com/documentation/uikit/uitextcontenttype/name [read]
    public static let name = UITextContentType(rawValue: "name")
    // developer.apple.com/documentation/uikit/uitextcontenttype/givenname [read]
    public static let givenName = UITextContentType(rawValue: "given-name")
    // developer.apple.com/documentation/uikit/uitextcontenttype/familyname [read]
    public static let familyName = UITextContentType(rawValue: "family-name")
    // developer.apple.com/documentation/uikit/uitextcontenttype/username [read]
    public static let username = UITextContentType(rawValue: "username")
    // developer.apple.com/documentation/uikit/uitextcontenttype/password [read]
    public static let password = UITextContentType(rawValue: "password")
    // developer.apple.com/documentation/uikit/uitextcontenttype/newpassword — iOS 12 [read]
    public static let newPassword = UITextContentType(rawValue: "new-password")
    // developer.apple.com/documentation/uikit/uitextcontenttype/onetimecode — iOS 12 [read]
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    // developer.apple.com/documentation/uikit/uitextcontenttype/emailaddress [read]
    public static let emailAddress = UITextContentType(rawValue: "email")
    // developer.apple.com/documentation/uikit/uitextcontenttype/telephonenumber [read]
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
}

// developer.apple.com/documentation/uikit/uitextautocapitalizationtype — `enum UITextAutocapitalizationType` [read]
// (NSInteger, in the SDK header's order from 0: none, words, sentences, allCharacters).
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    case none
    case words
    case sentences
    case allCharacters
}

// developer.apple.com/documentation/uikit/uitextautocorrectiontype — `enum UITextAutocorrectionType` [read]
// (NSInteger: default = 0, no, yes).
public enum UITextAutocorrectionType: Int, @unchecked Sendable {
    case `default`
    case no
    case yes
}

// developer.apple.com/documentation/uikit/uitextspellcheckingtype — `enum UITextSpellCheckingType` [read]
// (NSInteger: default = 0, no, yes).
public enum UITextSpellCheckingType: Int, @unchecked Sendable {
    case `default`
    case no
    case yes
}

// developer.apple.com/documentation/uikit/uireturnkeytype — `enum UIReturnKeyType` [read] (NSInteger, in the SDK
// header's order from 0; `continue` is iOS 9).
public enum UIReturnKeyType: Int, @unchecked Sendable {
    case `default`
    case go
    case google
    case join
    case next
    case route
    case search
    case send
    case yahoo
    case done
    case emergencyCall
    case `continue`
}

// MARK: - Fonts, colors and labels

// developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting — `@MainActor protocol [read]
// UIContentSizeCategoryAdjusting : NSObjectProtocol`
@MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory [read]
    var adjustsFontForContentSizeCategory: Bool { get set }
}

// developer.apple.com/documentation/uikit/uifont — `class UIFont` [read]: immutable and Sendable, not main-actor
// isolated ("safe to use from multiple threads").
open class UIFont: NSObject, @unchecked Sendable {
    // developer.apple.com/documentation/uikit/uifont/textstyle — `struct TextStyle` [read]: Equatable, Hashable,
    // RawRepresentable (String), Sendable.
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        // developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        // developer.apple.com/documentation/uikit/uifont/textstyle/largetitle — iOS 11
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        // developer.apple.com/documentation/uikit/uifont/textstyle/title1
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        // developer.apple.com/documentation/uikit/uifont/textstyle/title2
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        // developer.apple.com/documentation/uikit/uifont/textstyle/title3
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        // developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        // developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        // developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        // developer.apple.com/documentation/uikit/uifont/textstyle/callout
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        // developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        // developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        // developer.apple.com/documentation/uikit/uifont/textstyle/caption2
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
    // developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:) — `class func [read]
    // preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont`
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
}

// developer.apple.com/documentation/uikit/uicolor — `class UIColor` [read]: an NSObject, not main-actor isolated (the
// page has no @MainActor, where UIView's has), immutable, and Sendable as the SDK declares it (the page's declaration
// line does not list conformances), as UIImage and UIFont are. Only the class properties generated code uses;
// NSObject's init() is inherited, as the SDK's UIColor has it.
open class UIColor: NSObject, @unchecked Sendable {
    // developer.apple.com/documentation/uikit/uicolor/systemred — `class var systemRed: UIColor { get }` (as its
    // siblings systemGreen and systemBlue [read]): a class property, read-only, adapting to the trait environment.
    open class var systemRed: UIColor { fatalError() }
    // developer.apple.com/documentation/uikit/uicolor/secondarylabel — `class var secondaryLabel: UIColor { get }` (as
    // tertiaryLabel [read], listed beside it in UI element colors): the color of a label's secondary text.
    open class var secondaryLabel: UIColor { fatalError() }
}

// developer.apple.com/documentation/uikit/uilabel — `@MainActor class UILabel` (a UIView, and
// UIContentSizeCategoryAdjusting).
@MainActor
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    public convenience init() { fatalError() }
    // developer.apple.com/documentation/uikit/uilabel/init(frame:)
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uilabel/text — `var text: String? { get set }`
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uilabel/font — `var font: UIFont! { get set }` [read] (null_resettable:
    // nil restores the default)
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uilabel/textcolor — `var textColor: UIColor! { get set }` [read]
    // (null_resettable: nil restores the default, the system's label color)
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uilabel/numberoflines — `var numberOfLines: Int { get set }` [read]
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory [read]
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Auto Layout

// developer.apple.com/documentation/uikit/nslayoutanchor — `@MainActor class NSLayoutAnchor<AnchorType> where [read]
// AnchorType : AnyObject`. The generic parameter is what makes a constraint between an x-axis and a y-axis anchor a
// type error: NSLayoutXAxisAnchor is an NSLayoutAnchor<NSLayoutXAxisAnchor>, NSLayoutYAxisAnchor an
// NSLayoutAnchor<NSLayoutYAxisAnchor>.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    // developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:) — `func constraint(equalTo [read]
    // anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    // developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:) — [read]
    // `func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    // developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:) [read]
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    // developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:) [read]
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
    // developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:) [read]
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    // developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:) [read]
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

// developer.apple.com/documentation/uikit/nslayoutxaxisanchor — `@MainActor class NSLayoutXAxisAnchor` [read],
// inheriting from NSLayoutAnchor (as NSLayoutAnchor<NSLayoutXAxisAnchor> in the SDK interface).
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// developer.apple.com/documentation/uikit/nslayoutyaxisanchor — `@MainActor class NSLayoutYAxisAnchor`, as
// NSLayoutAnchor<NSLayoutYAxisAnchor>.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// developer.apple.com/documentation/uikit/nslayoutconstraint — `@MainActor class NSLayoutConstraint` [read]
@MainActor
open class NSLayoutConstraint: NSObject {
    // developer.apple.com/documentation/uikit/nslayoutconstraint/axis — `enum Axis` [read] (NSInteger: horizontal =
    // 0, vertical)
    public enum Axis: Int, @unchecked Sendable {
        case horizontal
        case vertical
    }
    // developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:) — `class func activate(_ constraints: [read]
    // [NSLayoutConstraint])`
    open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
    // developer.apple.com/documentation/uikit/nslayoutconstraint/priority — `var priority: UILayoutPriority { get set }` [read]
    open var priority: UILayoutPriority {
        get { fatalError() }
        set { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uilayoutpriority — `struct UILayoutPriority` [read]: Comparable, Hashable,
// RawRepresentable (Float), Sendable; not a literal type (a priority is `UILayoutPriority(999)`, not `999`). The
// Mac Catalyst scene priorities are left out.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
    public var rawValue: Float
    // developer.apple.com/documentation/uikit/uilayoutpriority/init(_:) — `init(_ rawValue: Float)` [read]
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    // developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:) — `init(rawValue: Float)` [read]
    public init(rawValue: Float) { self.rawValue = rawValue }
    // developer.apple.com/documentation/uikit/uilayoutpriority/required [read]
    public static let required = UILayoutPriority(1000)
    // developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh [read]
    public static let defaultHigh = UILayoutPriority(750)
    // developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow [read]
    public static let defaultLow = UILayoutPriority(250)
    // developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel [read]
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

// developer.apple.com/documentation/uikit/uilayoutguide — `@MainActor class UILayoutGuide` [read] (an NSObject, not a
// view); its anchors are the view's.
@MainActor
open class UILayoutGuide: NSObject {
    // developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor — `var leadingAnchor: NSLayoutXAxisAnchor [read]
    // { get }`
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    // developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor [read]
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    // developer.apple.com/documentation/uikit/uilayoutguide/topanchor [read]
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    // developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor [read]
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    // developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor [read]
    open var centerYAnchor: NSLayoutYAxisAnchor { fatalError() }
}

// developer.apple.com/documentation/uikit/uistackview — `@MainActor class UIStackView` [read] (a UIView)
@MainActor
open class UIStackView: UIView {
    // developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum — `enum Alignment` [read] (NSInteger:
    // fill = 0, leading, firstBaseline, center, trailing, lastBaseline; `top` is leading and `bottom` trailing)
    public enum Alignment: Int, @unchecked Sendable {
        case fill
        case leading
        case firstBaseline
        case center
        case trailing
        case lastBaseline
        // developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/top
        public static var top: UIStackView.Alignment { .leading }
        // developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/bottom
        public static var bottom: UIStackView.Alignment { .trailing }
    }
    public convenience init() { fatalError() }
    // developer.apple.com/documentation/uikit/uistackview/init(frame:) [read]
    public override init(frame: CGRect) { fatalError() }
    // developer.apple.com/documentation/uikit/uistackview/init(coder:) — `init(coder: NSCoder)` [read] (not failable)
    public required init(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:) — `convenience init(arrangedSubviews: [read]
    // [UIView])`
    public convenience init(arrangedSubviews views: [UIView]) { fatalError() }
    // developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:) — `func addArrangedSubview(_ view: [read]
    // UIView)`
    open func addArrangedSubview(_ view: UIView) { fatalError() }
    // developer.apple.com/documentation/uikit/uistackview/axis — `var axis: NSLayoutConstraint.Axis { get set }` [read]
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uistackview/alignment-swift.property — `var alignment: [read]
    // UIStackView.Alignment { get set }`
    open var alignment: UIStackView.Alignment {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uistackview/spacing — `var spacing: CGFloat { get set }` [read]
    open var spacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Accessibility

// developer.apple.com/documentation/uikit/uiaccessibility — `struct UIAccessibility` [read]: a namespace.
public struct UIAccessibility {
    // developer.apple.com/documentation/uikit/uiaccessibility/notification — `struct Notification`: Hashable,
    // RawRepresentable (UInt32), Sendable.
    public struct Notification: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement — `nonisolated static [read]
        // let announcement: UIAccessibility.Notification`; its argument is the announced String.
        public static let announcement = Notification(rawValue: 1008)
        // developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged — `nonisolated static
        // let layoutChanged: UIAccessibility.Notification`; its argument is the element to move focus to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
    }
    // developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:) — `@MainActor static func [read]
    // post(notification: UIAccessibility.Notification, argument: Any?)`
    @MainActor
    public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
}

// developer.apple.com/documentation/uikit/uiaccessibilitytraits — `struct UIAccessibilityTraits` [read]: the
// NS_TYPED_ENUM of UIAccessibilityConstants.h (a UInt64), imported as an OptionSet, Sendable. Each member is
// `nonisolated static let …: UIAccessibilityTraits` [read for button, header, notEnabled; the others as listed on the
// struct's page]. The raw values are the SDK's bit positions; nothing here reads them.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
    public static let none = UIAccessibilityTraits([])
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/button [read]
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/link
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/image
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/keyboardkey
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/summaryelement
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled [read]
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/updatesfrequently
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/searchfield
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable — iOS 4
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    // developer.apple.com/documentation/uikit/uiaccessibilitytraits/header — iOS 6 [read]
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

// developer.apple.com/documentation/uikit/uikeyboardtype — `enum UIKeyboardType: Int, @unchecked Sendable`, the
// NS_ENUM of the SDK header, in its order (raw values from 0).
public enum UIKeyboardType: Int, @unchecked Sendable {
    // developer.apple.com/documentation/uikit/uikeyboardtype/default
    case `default`
    // developer.apple.com/documentation/uikit/uikeyboardtype/asciicapable
    case asciiCapable
    // developer.apple.com/documentation/uikit/uikeyboardtype/numbersandpunctuation — `case numbersAndPunctuation` [read]
    case numbersAndPunctuation
    // developer.apple.com/documentation/uikit/uikeyboardtype/url
    case URL
    // developer.apple.com/documentation/uikit/uikeyboardtype/numberpad
    case numberPad
    // developer.apple.com/documentation/uikit/uikeyboardtype/phonepad
    case phonePad
    // developer.apple.com/documentation/uikit/uikeyboardtype/namephonepad
    case namePhonePad
    // developer.apple.com/documentation/uikit/uikeyboardtype/emailaddress
    case emailAddress
    // developer.apple.com/documentation/uikit/uikeyboardtype/decimalpad
    case decimalPad
    // developer.apple.com/documentation/uikit/uikeyboardtype/twitter
    case twitter
    // developer.apple.com/documentation/uikit/uikeyboardtype/websearch
    case webSearch
    // developer.apple.com/documentation/uikit/uikeyboardtype/asciicapablenumberpad
    case asciiCapableNumberPad
}

// developer.apple.com/documentation/uikit/uiswitch — `@MainActor class UISwitch` [read]; flipping it sends
// `.valueChanged`.
@MainActor
open class UISwitch: UIControl {
    public convenience init() { fatalError() }
    // developer.apple.com/documentation/uikit/uiswitch/init(frame:)
    public override init(frame: CGRect) { fatalError() }
    // developer.apple.com/documentation/uikit/uiswitch/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uiswitch/ison — `var isOn: Bool { get set }` [read]
    open var isOn: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:) — `func setOn(_ on: Bool, animated: Bool)` [read]
    open func setOn(_ on: Bool, animated: Bool) { fatalError() }
}

// developer.apple.com/documentation/uikit/uidatepicker — `@MainActor class UIDatePicker` [read]; a new date sends
// `.valueChanged`.
@MainActor
open class UIDatePicker: UIControl {
    // developer.apple.com/documentation/uikit/uidatepicker/mode — `enum Mode` [read] (NSInteger: time = 0, date,
    // dateAndTime, countDownTimer)
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
    }
    public convenience init() { fatalError() }
    // developer.apple.com/documentation/uikit/uidatepicker/init(frame:)
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uidatepicker/date — `var date: Date { get set }` [read]
    open var date: Date {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uidatepicker/datepickermode — `var datePickerMode: UIDatePicker.Mode [read]
    // { get set }`
    open var datePickerMode: UIDatePicker.Mode {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:) — `func setDate(_ date: Date, [read]
    // animated: Bool)`
    open func setDate(_ date: Date, animated: Bool) { fatalError() }
}

// developer.apple.com/documentation/uikit/uisegmentedcontrol — `@MainActor class UISegmentedControl` [read]; a
// touched segment sends `.valueChanged`.
@MainActor
open class UISegmentedControl: UIControl {
    public convenience init() { fatalError() }
    // developer.apple.com/documentation/uikit/uisegmentedcontrol/init(frame:)
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:) — `init(items: [Any]?)` [read]: titles
    // (String) or images (UIImage)
    public init(items: [Any]?) { fatalError() }
    // developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment — `class var noSegment: Int { get }` [read]
    open class var noSegment: Int { fatalError() }
    // developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex — `var selectedSegmentIndex: [read]
    // Int { get set }`
    open var selectedSegmentIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments — `var numberOfSegments: Int { get }` [read]
    open var numberOfSegments: Int { fatalError() }
    // developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:) — [read]
    // `func insertSegment(withTitle title: String?, at segment: Int, animated: Bool)`
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { fatalError() }
}

// developer.apple.com/documentation/uikit/uibutton — `@MainActor class UIButton` [read] (a UIControl); a tap sends
// `.primaryActionTriggered`. Only what generated code uses: its configuration-based API (iOS 15).
@MainActor
open class UIButton: UIControl {
    public convenience init() { fatalError() }
    // developer.apple.com/documentation/uikit/uibutton/init(frame:)
    public override init(frame: CGRect) { fatalError() }
    // developer.apple.com/documentation/uikit/uibutton/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:) — iOS 15 [read];
    // `@MainActor @preconcurrency convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil)`
    @available(iOS 15.0, *)
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) { fatalError() }
    // developer.apple.com/documentation/uikit/uibutton/configuration-5rlyb — iOS 15 [read];
    // `@MainActor @preconcurrency var configuration: UIButton.Configuration? { get set }`
    @available(iOS 15.0, *)
    open var configuration: UIButton.Configuration? {
        get { fatalError() }
        set { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct — iOS 15 [read]; `struct
// Configuration`, declared in an extension of UIButton (the Swift overlay of UIButtonConfiguration), Hashable. The page's
// declaration carries no @MainActor (where UIButton's and its members' do), and a nested type does not take its
// enclosing class's isolation, so the struct and its members are nonisolated here; it is not declared Sendable. Its
// image, colours, background, insets and transformers are left out.
@available(iOS 15.0, *)
extension UIButton {
    public struct Configuration: Hashable {
        // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain() — `static func plain() ->
        // UIButton.Configuration` (listed on the struct's page, read): a transparent background
        public static func plain() -> UIButton.Configuration { fatalError() }
        // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/gray() — (listed on the struct's
        // page, read): a gray background
        public static func gray() -> UIButton.Configuration { fatalError() }
        // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/tinted() — [read]
        // `static func tinted() -> UIButton.Configuration`
        public static func tinted() -> UIButton.Configuration { fatalError() }
        // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled() — [read]
        // `static func filled() -> UIButton.Configuration`
        public static func filled() -> UIButton.Configuration { fatalError() }
        // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/borderless() — another name for
        // plain() (Objective-C borderlessButtonConfiguration's page, read)
        public static func borderless() -> UIButton.Configuration { fatalError() }
        // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/bordered() — another name for
        // gray() (Objective-C borderedButtonConfiguration's page, read)
        public static func bordered() -> UIButton.Configuration { fatalError() }
        // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/borderedtinted() — [read]
        // `static func borderedTinted() -> UIButton.Configuration`, another name for tinted()
        public static func borderedTinted() -> UIButton.Configuration { fatalError() }
        // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/borderedprominent() — [read]
        // `static func borderedProminent() -> UIButton.Configuration`, another name for filled()
        public static func borderedProminent() -> UIButton.Configuration { fatalError() }
        // developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title — [read]
        // `var title: String? { get set }`
        public var title: String? {
            get { fatalError() }
            set { fatalError() }
        }
        public static func == (lhs: UIButton.Configuration, rhs: UIButton.Configuration) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor
open class UIBarButtonItem: NSObject {
    // developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:) — iOS 14 [read]
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { fatalError() }
    // developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:) — iOS 14 [read]
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { fatalError() }
    // developer.apple.com/documentation/uikit/uibarbuttonitem/init(customview:)
    public convenience init(customView: UIView) { fatalError() }
    // developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, refresh, action, trash, close
    }
    // developer.apple.com/documentation/uikit/uibaritem/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uibarbuttonitem/menu
    open var menu: UIMenu? {
        get { fatalError() }
        set { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
    // developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
    open var leftBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
    open var rightBarButtonItem: UIBarButtonItem? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller — iOS 11 [read];
    // `var searchController: UISearchController? { get set }`
    @available(iOS 11.0, *)
    open var searchController: UISearchController? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uinavigationitem/hidessearchbarwhenscrolling — iOS 11 [read];
    // `var hidesSearchBarWhenScrolling: Bool { get set }`
    @available(iOS 11.0, *)
    open var hidesSearchBarWhenScrolling: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - View controllers

// developer.apple.com/documentation/uikit/uiviewcontroller — `@MainActor class UIViewController: UIResponder`
@MainActor
open class UIViewController: UIResponder {
    // developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded — iOS 9; `var viewIfLoaded: UIView? [read]
    // { get }`: the view, or nil if it isn't loaded yet (reading it does not load the view, as `view` does).
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:) — iOS 13; [read]
    // `func viewIsAppearing(_ animated: Bool)`: after viewWillAppear(_:), once the view is in the hierarchy and laid
    // out (its traits and geometry are up to date).
    @available(iOS 13.0, *)
    open func viewIsAppearing(_ animated: Bool) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) — iOS 5; `func [read]
    // present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:) — iOS 5; `func [read]
    // dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle — iOS 3.2; [read]
    // `var modalPresentationStyle: UIModalPresentationStyle { get set }`
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller — iOS 5; [read]
    // `var presentingViewController: UIViewController? { get }`: the controller that presented this one (or an
    // ancestor), nil when not presented.
    open var presentingViewController: UIViewController? { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller — iOS 5; [read]
    // `var presentedViewController: UIViewController? { get }`: the controller this one (or an ancestor) presented,
    // nil when it presents none.
    open var presentedViewController: UIViewController? { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller — [read]
    // `var navigationController: UINavigationController? { get }`: the nearest navigation controller above this one.
    open var navigationController: UINavigationController? { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext — [read]
    // `var definesPresentationContext: Bool { get set }`
    open var definesPresentationContext: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiviewcontroller/contentunavailableconfiguration-4b95e — iOS 17 [read]
    @available(iOS 17.0, *)
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdatecontentunavailableconfiguration() — iOS 17
    @available(iOS 17.0, *)
    open func setNeedsUpdateContentUnavailableConfiguration() { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/updatecontentunavailableconfiguration(using:) — iOS 17
    @available(iOS 17.0, *)
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) { fatalError() }
}

// developer.apple.com/documentation/uikit/uimodalpresentationstyle — `enum UIModalPresentationStyle` [read]: the
// NS_ENUM (NSInteger) of the SDK header, with its raw values. The page's `blurOverFullScreen` is tvOS only (its page
// lists tvOS 11 alone) and is left out, so that an iOS module cannot use it.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen — `case fullScreen` [read]
    case fullScreen = 0
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    case formSheet = 2
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext
    case currentContext = 3
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom
    case custom = 4
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen — iOS 8 [read]
    @available(iOS 8.0, *)
    case overFullScreen = 5
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext — iOS 8
    @available(iOS 8.0, *)
    case overCurrentContext = 6
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover — iOS 8
    @available(iOS 8.0, *)
    case popover = 7
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/none — iOS 7 [read]: not a style to present
    // with (an adaptive delegate returns it to keep a style unadapted).
    @available(iOS 7.0, *)
    case none = -1
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic — iOS 13 [read]: the default (a form
    // sheet from iOS 18, a page sheet before)
    @available(iOS 13.0, *)
    case automatic = -2
}

// developer.apple.com/documentation/uikit/uinavigationcontroller — `@MainActor class UINavigationController` [read]
// (a UIViewController): a stack of view controllers under a navigation bar. Its navigation bar, toolbar, delegate and
// init(navigationBarClass:toolbarClass:) are left out.
@MainActor
open class UINavigationController: UIViewController {
    // developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:) — [read]
    // `init(rootViewController: UIViewController)` (a designated initializer in the SDK header, so a subclass may
    // call it with `super.init(rootViewController:)`)
    public init(rootViewController: UIViewController) { fatalError() }
    // developer.apple.com/documentation/uikit/uinavigationcontroller (listed there: `init(nibName:bundle:)`,
    // `init?(coder:)`)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers — [read]
    // `var viewControllers: [UIViewController] { get set }` (the root first, the top last)
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:) — [read]
    // `func pushViewController(_ viewController: UIViewController, animated: Bool)`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    // developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:) — [read]
    // `func popViewController(animated: Bool) -> UIViewController?` (nil at the root). `@discardableResult` as the
    // Objective-C method imports into Swift.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    // developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:) — iOS 3; [read]
    // `func setViewControllers(_ viewControllers: [UIViewController], animated: Bool)`
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }
}

// developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
    // developer.apple.com/documentation/uikit/uialertaction/style
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }
    // developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { fatalError() }
}

// developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
    // developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }
    // developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { fatalError() }
    // developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) { fatalError() }
}

// MARK: - Search

// developer.apple.com/documentation/uikit/uisearchresultsupdating — `@MainActor protocol UISearchResultsUpdating : [read]
// NSObjectProtocol`. Its optional updateSearchResults(for:selecting:) (iOS 16, search suggestions) is left out.
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:) — required: [read]
    // `func updateSearchResults(for searchController: UISearchController)`
    func updateSearchResults(for searchController: UISearchController)
}

// developer.apple.com/documentation/uikit/uisearchcontroller — `@MainActor class UISearchController` [read] (a
// UIViewController); iOS 8.
@MainActor
open class UISearchController: UIViewController {
    // developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:) — [read]
    // `init(searchResultsController: UIViewController?)`: nil shows the results in the searched view controller.
    public init(searchResultsController: UIViewController?) { fatalError() }
    // developer.apple.com/documentation/uikit/uisearchcontroller (listed there: `init(nibName:bundle:)`,
    // `init?(coder:)`) [read]
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uisearchcontroller/searchbar — `var searchBar: UISearchBar { get }` [read]
    open var searchBar: UISearchBar { fatalError() }
    // developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater — [read]
    // `weak var searchResultsUpdater: (any UISearchResultsUpdating)? { get set }`
    // (Stored, so that `weak` applies as in the SDK: a new object assigned here is released at once.)
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    // developer.apple.com/documentation/uikit/uisearchcontroller/obscuresbackgroundduringpresentation — iOS 9.1 [read];
    // `var obscuresBackgroundDuringPresentation: Bool { get set }`
    @available(iOS 9.1, *)
    open var obscuresBackgroundDuringPresentation: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uisearchbar — `@MainActor class UISearchBar` [read] (a UIView). Its delegate,
// placeholder, scope bar and text field are left out.
@MainActor
open class UISearchBar: UIView {
    public convenience init() { fatalError() }
    // developer.apple.com/documentation/uikit/uisearchbar/init(frame:)
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uisearchbar/text — `var text: String? { get set }` [read]; nil by default
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: - Scenes and windows

// developer.apple.com/documentation/uikit/uiscene — `@MainActor class UIScene` [read] (a UIResponder); iOS 13. "You
// don't create scene objects directly": UIKit makes them and hands them to the scene delegate. No public initializer
// is declared: the SDK's init(session:connectionOptions:) [read] ("Subclasses call this method") takes a
// UISceneSession and UIScene.ConnectionOptions, which are not stubbed; the scene's session, delegate and state are
// left out too.
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
    // Not public (stands for init(session:connectionOptions:)), and it keeps the stub class from inheriting
    // NSObject's init(), which the stub cannot confirm an app may call.
    init(_madeByUIKit: Void) { fatalError() }
}

// developer.apple.com/documentation/uikit/uiwindowscene — `@MainActor class UIWindowScene: UIScene`; iOS 13: the scene
// a window is shown in. Made by UIKit, as UIScene; its members are left out.
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {}

// developer.apple.com/documentation/uikit/uiwindow — `@MainActor class UIWindow` [read] (a UIView): the window an
// app's view controllers are shown in. Only what an app's scene delegate uses to show its root view controller.
// UIWindow's init(frame:) and init() (the page of init() lists iOS 2 to 26) are not declared: a window is made for
// its scene.
@MainActor
open class UIWindow: UIView {
    // developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) — iOS 13; `init(windowScene: [read]
    // UIWindowScene)`
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller — iOS 4; [read]
    // `var rootViewController: UIViewController? { get set }` (nil by default)
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() — `func makeKeyAndVisible()` [read]
    open func makeKeyAndVisible() { fatalError() }
}
