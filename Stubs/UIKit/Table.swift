// Table views, cells, content configurations and diffable data sources. See UIKit.swift for the conventions.

import Foundation

// developer.apple.com/documentation/foundation/indexpath (UIKit additions: row, section, init(row:section:))
extension IndexPath {
    // developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    public init(row: Int, section: Int) { fatalError() }
}

// developer.apple.com/documentation/uikit/uiconfigurationstate
@MainActor @preconcurrency
public protocol UIConfigurationState {}

// developer.apple.com/documentation/uikit/uicontentview
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uicontentview/configuration
    var configuration: any UIContentConfiguration { get set }
}

// developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor @preconcurrency
public protocol UIContentConfiguration {
    // developer.apple.com/documentation/uikit/uicontentconfiguration/makecontentview()
    func makeContentView() -> any UIView & UIContentView
    // developer.apple.com/documentation/uikit/uicontentconfiguration/updated(for:)
    func updated(for state: any UIConfigurationState) -> Self
}

// developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
    public static func cell() -> UIListContentConfiguration { fatalError() }
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
    public static func subtitleCell() -> UIListContentConfiguration { fatalError() }
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
    public static func valueCell() -> UIListContentConfiguration { fatalError() }
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
    public var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
    public var secondaryText: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image
    public var image: UIImage? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property —
    // `var textProperties: UIListContentConfiguration.TextProperties { get set }`
    public var textProperties: UIListContentConfiguration.TextProperties {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytextproperties —
    // `var secondaryTextProperties: UIListContentConfiguration.TextProperties { get set }` (the form of
    // UIContentUnavailableConfiguration's, read; this page itself is not in the docs corpus)
    public var secondaryTextProperties: UIListContentConfiguration.TextProperties {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.property —
    // `var imageProperties: UIListContentConfiguration.ImageProperties { get set }` (as above, not in the corpus)
    public var imageProperties: UIListContentConfiguration.ImageProperties {
        get { fatalError() }
        set { fatalError() }
    }
    public func makeContentView() -> any UIView & UIContentView { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { fatalError() }
    nonisolated public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool { fatalError() }
    nonisolated public func hash(into hasher: inout Hasher) { fatalError() }

    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct —
    // `struct TextProperties`, Hashable. Its `color` (a UIColor) is left out.
    public struct TextProperties: Hashable {
        // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/font [read]
        // — `var font: UIFont { get set }`
        public var font: UIFont {
            get { fatalError() }
            set { fatalError() }
        }
        public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
    }

    // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct — [read]
    // `struct ImageProperties`, Hashable. Its tintColor (a UIColor) is left out.
    public struct ImageProperties: Hashable {
        // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/maximumsize [read]
        // — `var maximumSize: CGSize { get set }` (zero: unconstrained)
        public var maximumSize: CGSize {
            get { fatalError() }
            set { fatalError() }
        }
        // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/cornerradius
        // — `var cornerRadius: CGFloat { get set }` (the form of UIContentUnavailableConfiguration.ImageProperties', read)
        public var cornerRadius: CGFloat {
            get { fatalError() }
            set { fatalError() }
        }
        // developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/reservedlayoutsize [read]
        // — `var reservedLayoutSize: CGSize { get set }`
        public var reservedLayoutSize: CGSize {
            get { fatalError() }
            set { fatalError() }
        }
        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uicontentunavailableconfigurationstate — iOS 17
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {}

// developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct — iOS 17 [read]
@available(iOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/empty() [read]
    public static func empty() -> UIContentUnavailableConfiguration { fatalError() }
    // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/loading() [read]
    public static func loading() -> UIContentUnavailableConfiguration { fatalError() }
    // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/search()
    public static func search() -> UIContentUnavailableConfiguration { fatalError() }
    // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/image
    public var image: UIImage? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/text
    public var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/secondarytext [read]
    public var secondaryText: String? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/button — [read]
    // `var button: UIButton.Configuration { get set }`: the primary button's appearance (its title among it); its action
    // is in buttonProperties
    public var button: UIButton.Configuration {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.property
    public var buttonProperties: ButtonProperties {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct
    public struct ButtonProperties: Hashable {
        // developer.apple.com/documentation/uikit/uicontentunavailableconfiguration-swift.struct/buttonproperties-swift.struct/primaryaction
        public var primaryAction: UIAction? {
            get { fatalError() }
            set { fatalError() }
        }
        public static func == (lhs: ButtonProperties, rhs: ButtonProperties) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
    }
    public func makeContentView() -> any UIView & UIContentView { fatalError() }
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { fatalError() }
    nonisolated public static func == (lhs: UIContentUnavailableConfiguration, rhs: UIContentUnavailableConfiguration) -> Bool { fatalError() }
    nonisolated public func hash(into hasher: inout Hasher) { fatalError() }
}

// developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {}

// developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
    // developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }
    // developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    // developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uitableviewcell/contentview — `var contentView: UIView { get }` [read]:
    // the superview for a custom cell's views.
    open var contentView: UIView { fatalError() }
    // developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
    // developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
    open var accessoryType: UITableViewCell.AccessoryType {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitableviewcell/accessoryview — `var accessoryView: UIView? { get set }` [read];
    // when set, accessoryType is ignored
    open var accessoryView: UIView? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum — `enum SelectionStyle` [read]
    // (NSInteger: none = 0, blue, gray, default)
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }
    // developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property — [read]
    // `var selectionStyle: UITableViewCell.SelectionStyle { get set }`
    open var selectionStyle: UITableViewCell.SelectionStyle {
        get { fatalError() }
        set { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {
    // developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }
    // developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uitableview/datasource
    weak open var dataSource: (any UITableViewDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitableview/delegate
    weak open var delegate: (any UITableViewDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:) (a class)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
    // developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
    // developer.apple.com/documentation/uikit/uitableview/reloaddata()
    open func reloadData() { fatalError() }
    // developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }
    // developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:) — iOS 11: [read]
    // `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)`; the completion is
    // given whether the animations finished (false when interrupted).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    // developer.apple.com/documentation/uikit/uitableview/refreshcontrol (UIScrollView)
    open var refreshControl: UIRefreshControl? {
        get { fatalError() }
        set { fatalError() }
    }
}

// developer.apple.com/documentation/uikit/uitableviewdatasource [read] — `@MainActor protocol UITableViewDataSource:
// NSObjectProtocol`; the first two methods are required, the rest optional (see UIKit.swift on optional requirements).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:) [read]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    // developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:) [read]
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    // developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:) (optional)
    func numberOfSections(in tableView: UITableView) -> Int
    // developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:) (optional)
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
}

// developer.apple.com/documentation/uikit/uicontextualaction
@MainActor
open class UIContextualAction: NSObject {
    // developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
    public enum Style: Int, Sendable {
        case normal, destructive
    }
    // developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    // developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:) [read]
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) { fatalError() }
}

// developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    // developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
    public convenience init(actions: [UIContextualAction]) { fatalError() }
}

// developer.apple.com/documentation/uikit/uitableviewdelegate — `@MainActor`, like the data source; every method
// optional.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:) [read]
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    // developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:) — [read]
    // iOS 13; `optional func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    // point: CGPoint) -> UIContextMenuConfiguration?` (nil: no menu for that row)
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        fatalError()
    }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { fatalError() }
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        fatalError()
    }
}

// developer.apple.com/documentation/uikit/uitableviewcontroller — `@MainActor class UITableViewController:
// UIViewController, UITableViewDelegate, UITableViewDataSource`; subclasses override the data source and delegate
// methods.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    // developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    // developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView! {
        get { fatalError() }
        set { fatalError() }
    }
    // developer.apple.com/documentation/uikit/uitableviewcontroller/refreshcontrol
    open var refreshControl: UIRefreshControl? {
        get { fatalError() }
        set { fatalError() }
    }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        fatalError()
    }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { fatalError() }
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        fatalError()
    }
}

// developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct — identifiers are Hashable
// and Sendable.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
    public init() {}
    // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:) [read]
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
    // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:) [read]
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) { fatalError() }
    // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/insertitems(_:afteritem:)
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) { fatalError() }
    // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { fatalError() }
    // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers
    public var itemIdentifiers: [ItemIdentifierType] { fatalError() }
    // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofitems
    public var numberOfItems: Int { fatalError() }
    // developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofitems(insection:) [read]
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { fatalError() }
}

// developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir — `@MainActor @preconcurrency class [read]
// UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> where SectionIdentifierType: Hashable,
// SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable`
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject,
    UITableViewDataSource
{
    // developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/cellprovider
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    // developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/init(tableview:cellprovider:) [read]
    public init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        fatalError()
    }
    // developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) { fatalError() }
    // developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/snapshot()
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { fatalError() }
    // developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/itemidentifier(for:)
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { fatalError() }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
}
