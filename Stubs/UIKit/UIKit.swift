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

// MARK: - Responders and views

// developer.apple.com/documentation/uikit/uiresponder — `@MainActor class UIResponder: NSObject`
@MainActor
open class UIResponder: NSObject {}

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
    // developer.apple.com/documentation/uikit/uiview/accessibilitylabel (UIAccessibility informal protocol)
    open var accessibilityLabel: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions (UIAccessibility
    // informal protocol) — `var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get set }`
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
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

// developer.apple.com/documentation/uikit/uiimage
@MainActor
open class UIImage: NSObject, @unchecked Sendable {
    // developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public convenience init?(systemName name: String) { fatalError() }
    // developer.apple.com/documentation/uikit/uiimage/init(named:)
    public convenience init?(named name: String) { fatalError() }
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
open class UITextField: UIControl {
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
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    // developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
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
