// expect-success
// Every stubbed API used as the SDK allows: this file must type-check with no error and no warning, so the stubs
// cannot drift into rejecting correct code. (The other files in this folder are each wrong in one way.)
import Accessibility
import SwiftUI
import UIKit

struct Article: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String
    var publishedAt: Date
    var url: URL?
    var isRead: Bool
}

enum Route: Hashable {
    case detail(Article)
}

struct ArticleLoadError: LocalizedError {
    var errorDescription: String? { "The articles could not be loaded." }
}

@MainActor
@Observable
final class ArticlesModel {
    var articles: [Article] = []
    var query = ""
    var showsUnreadOnly = false
    var route: Route?
    var error: ArticleLoadError?
    var isPresentingError = false
    private(set) var loadingCount = 0

    func load() async {}
    func delete(_ article: Article) {}
}

struct ArticleRow: View {
    @Bindable var model: ArticlesModel
    let article: Article

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            VStack(alignment: .leading) {
                Text(article.title)
                    .font(.headline)
                Text(article.publishedAt, format: .dateTime)
                    .foregroundStyle(.secondary)
                Text(article.publishedAt, style: .relative)
            }
            Spacer()
            if article.isRead {
                Image(systemName: "checkmark")
                    .accessibilityLabel("Read")
            }
        }
        .accessibilityLabel(Text(article.title))
        .accessibilityHint(article.isRead ? "" : String("Not read yet"))
        .accessibilityHidden(article.isRead && article.title.isEmpty)
    }
}

struct ArticlesView<Destination: View>: View {
    @State private var model = ArticlesModel()
    @State private var path = NavigationPath()
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    private let destination: (Article) -> Destination

    init(@ViewBuilder destination: @escaping (Article) -> Destination) {
        self.destination = destination
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Filters") {
                    TextField("Search", text: $model.query)
                    TextField("Search", text: $model.query, prompt: Text("Title"))
                    Toggle("Unread only", isOn: $model.showsUnreadOnly)
                    SecureField("Token", text: $model.query)
                }
                Section {
                    ForEach(model.articles) { article in
                        Button {
                            model.route = .detail(article)
                        } label: {
                            ArticleRow(model: model, article: article)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button("Delete", role: .destructive) {
                                model.delete(article)
                            }
                            Button(role: .destructive) {
                                model.delete(article)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .contextMenu {
                            Button("Open", systemImage: "arrow.right") {
                                model.route = .detail(article)
                            }
                        }
                        .accessibilityAction(named: "Delete") {
                            model.delete(article)
                        }
                    }
                    .onDelete { offsets in
                        _ = offsets
                    }
                    ForEach(model.articles, id: \.title) { article in
                        if let url = article.url {
                            Link(article.title, destination: url)
                        } else {
                            LabeledContent("Title", value: article.title)
                        }
                    }
                    ForEach(0..<3) { index in
                        LabeledContent("Index", value: index, format: .number)
                    }
                } header: {
                    Text("Articles")
                } footer: {
                    Text("\(model.articles.count) articles")
                }
                // Eleven children in one view builder: the SDK's parameter-pack buildBlock accepts them.
                Group {
                    Text("1")
                    Text("2")
                    Text("3")
                    Text("4")
                    Text("5")
                    Text("6")
                    Text("7")
                    Text("8")
                    Text("9")
                    Text("10")
                    Text("11")
                }
            }
            .navigationTitle("Articles")
            .navigationDestination(item: $model.route) { route in
                switch route {
                case .detail(let article):
                    destination(article)
                }
            }
            .navigationDestination(for: Article.self) { article in
                destination(article)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Reload", systemImage: "arrow.clockwise") {
                        Task { await model.load() }
                    }
                    .disabled(model.loadingCount > 0)
                }
                ToolbarItem(placement: .secondaryAction) {
                    Menu("More", systemImage: "ellipsis.circle") {
                        Button("Close") { dismiss() }
                        Button("Help") {
                            if let url = URL(string: "https://example.com") {
                                openURL(url)
                            }
                        }
                    }
                }
                if model.showsUnreadOnly {
                    ToolbarItem(placement: .topBarLeading) {
                        EmptyView()
                    }
                }
            }
            .overlay {
                if model.loadingCount > 0 {
                    ProgressView()
                } else if model.articles.isEmpty {
                    ContentUnavailableView("No Articles", systemImage: "newspaper", description: Text("Pull to refresh."))
                }
            }
            .task {
                await model.load()
            }
            .task(id: model.query) {
                await model.load()
            }
            .onAppear {
                model.query = ""
            }
            .onChange(of: model.query) {
                model.showsUnreadOnly = false
            }
            .alert("Error", isPresented: $model.isPresentingError) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(model.error?.localizedDescription ?? "")
            }
            .alert(isPresented: $model.isPresentingError, error: model.error) {
                Button("Retry") { Task { await model.load() } }
            }
        }
        .environment(model)
    }
}

// Not generic: `refreshable`'s action is a nonisolated @Sendable closure, and capturing a generic view's `self`
// captures its non-Sendable metatype (a warning).
struct EmptyStateView: View {
    let message: String
    @State private var count = 0
    @State private var model = ArticlesModel()

    var body: some View {
        VStack {
            ContentUnavailableView {
                Label("Nothing here", systemImage: "tray")
            } description: {
                Text(message)
            } actions: {
                Button("Add") { count += 1 }
            }
            ProgressView("Loading")
            ProgressView(value: 0.5)
            AnyView(Text(verbatim: "any"))
            Color.red
        }
        .tint(.blue)
        .refreshable {
            await model.load()
        }
        .overlay {
            if let error = model.error {
                ContentUnavailableView {
                    Label("Couldn't Load", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(error.localizedDescription)
                } actions: {
                    Button("Retry") { Task { await model.load() } }
                }
                .background(.background)
            }
        }
        .background(Color.red, ignoresSafeAreaEdges: [.top, .horizontal])
    }
}

// `#Preview`'s body is a main-actor view builder: it may declare values, build a main-actor model, and list several
// views; an optional name comes first.
#Preview {
    EmptyStateView(message: "Nothing yet")
}

#Preview("Articles") {
    let model = ArticlesModel()
    ArticlesView { article in
        Text(article.title)
    }
    .environment(model)
    Text("\(model.articles.count) articles")
}

@MainActor
final class ArticlesViewController: UITableViewController {
    private let model = ArticlesModel()
    private let activityIndicator = UIActivityIndicatorView(style: .medium)
    private var dataSource: UITableViewDiffableDataSource<Int, Article.ID>?

    init() {
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: activityIndicator)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Reload", primaryAction: UIAction { [weak self] _ in self?.reload() }),
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add", attributes: [.destructive]) { _ in }),
        ]
        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        self.refreshControl = refreshControl
        let model = self.model
        dataSource = UITableViewDiffableDataSource<Int, Article.ID>(tableView: tableView) { tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = model.articles.first { $0.id == id }?.title
            content.secondaryText = "\(indexPath.section).\(indexPath.row)"
            content.image = UIImage(systemName: "newspaper")
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        reload()
    }

    private func reload() {
        activityIndicator.startAnimating()
        let model = self.model
        Task {
            await model.load()
            self.apply()
            self.activityIndicator.stopAnimating()
            self.refreshControl?.endRefreshing()
        }
    }

    private func apply() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Article.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(model.articles.dropFirst().map(\.id), toSection: 0)
        // The first article goes after the second: inserted after an item already there.
        if model.articles.count > 1 { snapshot.insertItems([model.articles[0].id], afterItem: model.articles[1].id) }
        dataSource?.apply(snapshot, animatingDifferences: true)
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        if model.articles.isEmpty {
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.text = "No Articles"
            configuration.secondaryText = "Pull to refresh."
            configuration.buttonProperties.primaryAction = UIAction(title: "Reload") { [weak self] _ in self?.reload() }
            contentUnavailableConfiguration = configuration
        } else {
            contentUnavailableConfiguration = nil
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let id = dataSource?.itemIdentifier(for: indexPath) else { return }
        let alert = UIAlertController(title: "Selected", message: id.uuidString, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

/// A plain data source (not a table view controller): the two required methods with their SDK signatures.
final class TitlesDataSource: NSObject, UITableViewDataSource {
    var titles: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

// MARK: A form: focus, the return key, text input traits, Dynamic Type.

@MainActor
@Observable
final class SignUpModel {
    var name = ""
    var email = ""
    var password = ""
    var code = ""
    var query = ""
    var errorMessage: String?

    func submit() {}
}

enum SignUpField: Hashable {
    case name, email, password, code
}

/// A field that moves focus on from a parent's focus state, passed as its `$` projection.
struct CodeField: View {
    @Bindable var model: SignUpModel
    @FocusState.Binding var focus: SignUpField?

    var body: some View {
        TextField("Code", text: $model.code)
            .textContentType(.oneTimeCode)
            .keyboardType(.numberPad)
            .focused($focus, equals: .code)
            .submitLabel(.done)
            .onSubmit { focus = nil }
    }
}

struct SignUpView: View {
    @State private var model = SignUpModel()
    @FocusState private var focus: SignUpField?
    @FocusState private var isSearching: Bool
    private let textStyles: [Font.TextStyle] = Font.TextStyle.allCases

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $model.name)
                    .textContentType(.name)
                    .textInputAutocapitalization(.words)
                    .focused($focus, equals: .name)
                    .submitLabel(.next)
                    .onSubmit { focus = .email }
                TextField("Email", text: $model.email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focus, equals: .email)
                    .submitLabel(.next)
                    .onSubmit { focus = .password }
                SecureField("Password", text: $model.password)
                    .textContentType(.newPassword)
                    .textContentType(nil)
                    .textInputAutocapitalization(nil)
                    .autocorrectionDisabled(true)
                    .focused($focus, equals: .password)
                    .submitLabel(.continue)
                    .onSubmit(of: .text) { focus = .code }
                CodeField(model: model, focus: $focus)
            } footer: {
                if let errorMessage = model.errorMessage {
                    Text(errorMessage)
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
            }
            TextField("Search", text: $model.query)
                .focused($isSearching)
                .submitLabel(.search)
                .onSubmit(of: [.text, .search]) { isSearching = false }
            Button("Sign Up") {
                if model.name.isEmpty {
                    focus = .name
                } else {
                    focus = nil
                    model.submit()
                }
            }
            .font(.body)
            Text("\(textStyles.count) text styles")
                .font(.title2)
                .font(.caption2)
        }
        .submitLabel(.send)
        .submitLabel(.go)
        .submitLabel(.join)
        .submitLabel(.route)
        .submitLabel(.return)
        .textInputAutocapitalization(.sentences)
        .textInputAutocapitalization(.characters)
        .onSubmit { model.submit() }
        .onAppear { focus = .name }
    }
}

/// A form cell that holds its text field with Auto Layout (not a fixed frame), at Dynamic Type sizes.
final class TextFieldCell: UITableViewCell {
    let label = UILabel()
    let textField = UITextField()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        textField.font = UIFont.preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        textField.borderStyle = .roundedRect
        textField.setContentCompressionResistancePriority(.required, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [label, textField])
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        let bottom = stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            bottom,
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            label.leadingAnchor.constraint(greaterThanOrEqualTo: stack.leadingAnchor),
            label.trailingAnchor.constraint(lessThanOrEqualTo: stack.trailingAnchor, constant: -8),
            textField.topAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor, constant: 2),
            textField.bottomAnchor.constraint(lessThanOrEqualTo: stack.bottomAnchor),
            textField.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 0),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}

@MainActor
final class SignUpViewController: UIViewController {
    private let nameField = UITextField()
    private let emailField = UITextField()
    private let codeField = UITextField()
    private let errorLabel = UILabel()
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.textContentType = .name
        nameField.autocapitalizationType = .words
        nameField.returnKeyType = .next
        emailField.textContentType = .emailAddress
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.spellCheckingType = .no
        emailField.returnKeyType = .continue
        codeField.textContentType = .oneTimeCode
        codeField.returnKeyType = .done
        codeField.isSecureTextEntry = false
        let others: [UITextContentType] = [.username, .password, .givenName, .familyName, .telephoneNumber, .URL]
        _ = others.contains(UITextContentType(rawValue: "url"))
        nameField.addAction(UIAction { [weak self] _ in self?.emailField.becomeFirstResponder() }, for: .editingDidEndOnExit)
        emailField.addAction(UIAction { [weak self] _ in _ = self?.codeField.becomeFirstResponder() }, for: .primaryActionTriggered)
        codeField.addAction(UIAction { [weak self] _ in self?.submit() }, for: .editingDidEndOnExit)
        errorLabel.font = .preferredFont(forTextStyle: .footnote)
        errorLabel.textColor = failureTextColor()
        errorLabel.text = nil
        for field in [nameField, emailField, codeField] {
            stack.addArrangedSubview(field)
        }
        stack.addArrangedSubview(errorLabel)
        stack.axis = .vertical
        stack.alignment = .leading
        view.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 16),
        ])
    }

    private func submit() {
        codeField.resignFirstResponder()
        let accepted = emailField.resignFirstResponder()
        if !accepted || emailField.text?.isEmpty ?? true {
            errorLabel.text = "Enter your email address."
            UIAccessibility.post(notification: .announcement, argument: errorLabel.text)
            UIAccessibility.post(notification: .layoutChanged, argument: emailField)
            emailField.becomeFirstResponder()
        }
    }
}

// MARK: List rows: an image loaded from a URL, a title and subtitle, a trailing value, a context menu.

/// A row as a list shows it: an AsyncImage clipped to a rounded rectangle, a title over a subtitle, a trailing count,
/// read by VoiceOver as one element.
struct ArticleImageRow: View {
    let article: Article
    let imageURL: URL?
    let commentCount: Int

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            AsyncImage(url: imageURL, scale: 2) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                Color.gray
            }
            .frame(width: 44, height: 44)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                Text(article.title)
                    .font(.headline)
                Text(article.publishedAt, style: .relative)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            Text("\(commentCount)")
                .font(.caption)
                .monospacedDigit()
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

struct ArticleImageList: View {
    @State private var model = ArticlesModel()

    var body: some View {
        List(model.articles) { article in
            ArticleImageRow(article: article, imageURL: article.url, commentCount: 3)
                .badge(3)
                .badge(article.isRead ? nil : Text("New").monospacedDigit())
                .contextMenu {
                    Button("Delete", role: .destructive) {
                        model.delete(article)
                    }
                    if let url = article.url {
                        Link("Open", destination: url)
                    }
                }
        }
        .overlay(alignment: .top) {
            HStack {
                AsyncImage(url: URL(string: "https://example.com/avatar.png"))
                    .scaledToFit()
                    .frame(height: 32)
                    .clipShape(Circle())
                    .clipShape(Circle(), style: FillStyle(eoFill: false, antialiased: true))
                Image(systemName: "star")
                    .resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), resizingMode: .tile)
                    .frame(width: 16, height: 16, alignment: .leading)
                    .clipShape(RoundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .circular))
                Text("footnote")
                    .font(.footnote)
                    .accessibilityElement()
            }
            .accessibilityElement(children: .contain)
            .monospacedDigit()
        }
        .accessibilityElement(children: .ignore)
    }
}

/// Loads a thumbnail off the main actor: URLSession is Foundation's (re-exported by `import UIKit`) and UIImage is
/// not main-actor isolated, so neither needs an `await` on the main actor.
nonisolated func loadThumbnail(from url: URL) async throws -> UIImage? {
    let (data, _) = try await URLSession.shared.data(from: url)
    return UIImage(data: data)
}

/// A color chosen off the main actor: UIColor, like UIImage and UIFont, is not main-actor isolated.
nonisolated func failureTextColor() -> UIColor {
    UIColor.systemRed
}

@MainActor
final class ArticleRowsViewController: UITableViewController {
    private let model = ArticlesModel()
    private var isUpdatingRows = false

    /// Row heights animated as one batch; the completion is told whether the animations finished.
    func refreshRowHeights() {
        tableView.performBatchUpdates({ self.isUpdatingRows = true }) { [weak self] finished in
            self?.isUpdatingRows = !finished
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.articles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let article = model.articles[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = article.title
        content.secondaryText = article.publishedAt.formatted(date: .abbreviated, time: .omitted)
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        content.image = UIImage(systemName: "photo")
        content.imageProperties.maximumSize = CGSize(width: 44, height: 44)
        content.imageProperties.reservedLayoutSize = CGSize(width: 44, height: 44)
        content.imageProperties.cornerRadius = 8
        cell.contentConfiguration = content
        if indexPath.row == 0 {
            var value = UIListContentConfiguration.valueCell()
            value.secondaryText = "\(model.articles.count)"
            cell.contentConfiguration = value
        }
        if let url = article.url {
            Task { [content] in
                var updated = content
                updated.image = try? await loadThumbnail(from: url)
                cell.contentConfiguration = updated
            }
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        let article = model.articles[indexPath.row]
        return UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { [weak self] suggested in
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.model.delete(article)
            }
            return UIMenu(title: "", children: suggested + [delete])
        }
    }
}

/// A configuration with every default, and one with a preview: the providers are plain closures that run on the
/// main actor.
@MainActor
func makeContextMenus() -> [UIContextMenuConfiguration] {
    let preview: UIContextMenuContentPreviewProvider = { UIViewController(nibName: nil, bundle: nil) }
    let actions: UIContextMenuActionProvider = { _ in nil }
    let model = ArticlesModel()
    return [
        UIContextMenuConfiguration(),
        UIContextMenuConfiguration(identifier: "row" as NSString, previewProvider: preview, actionProvider: actions),
        UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [
                UIAction(title: NSLocalizedString("Reload", comment: "Row action")) { _ in
                    Task { await model.load() }
                },
                UIAction(title: NSLocalizedString("Delete", comment: "Row action"), attributes: .destructive) { _ in
                    model.articles.removeAll()
                },
            ])
        }),
    ]
}

// MARK: A failed first load: a content-unavailable configuration with a styled retry button.

@MainActor
final class RetryingViewModel {
    private(set) var errorMessage: String?

    func retry() async {}
}

/// The button's look is a UIButton.Configuration (`button`, iOS 17), its action a UIAction (`buttonProperties`); the
/// action's Task inherits the main actor, so it may await the main-actor view model.
@MainActor
final class RetryingViewController: UITableViewController {
    private let viewModel = RetryingViewModel()

    func showFailure() {
        let viewModel = self.viewModel
        let message = viewModel.errorMessage
        var failure = UIContentUnavailableConfiguration.empty()
        failure.image = UIImage(systemName: "exclamationmark.triangle")
        failure.text = NSLocalizedString("Couldn't Load", comment: "The screen's first load failed")
        failure.secondaryText = message
        failure.button = .borderedProminent()
        failure.button.title = NSLocalizedString("Retry", comment: "Runs again what failed")
        failure.buttonProperties.primaryAction = UIAction { _ in
            Task { await viewModel.retry() }
        }
        contentUnavailableConfiguration = failure
    }

    /// The other styles, and a button built from a configuration.
    func makeButtons() -> [UIButton] {
        var plain = UIButton.Configuration.plain()
        plain.title = nil
        let styles: [UIButton.Configuration] = [plain, .gray(), .tinted(), .filled(), .borderless(), .bordered(), .borderedTinted()]
        return styles.map { UIButton(configuration: $0, primaryAction: nil) }
    }
}

/// A failure announced to VoiceOver when it appears, wherever the view shows it.
struct FailureAnnouncingView: View {
    var message: String?

    var body: some View {
        Text(message ?? "")
            .onChange(of: message) { _, message in
                if let message {
                    AccessibilityNotification.Announcement(message).post()
                }
            }
    }
}
