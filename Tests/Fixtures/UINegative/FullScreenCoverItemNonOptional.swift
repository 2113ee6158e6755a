// expect: cannot convert value of type 'Binding<Article>' to expected argument type 'Binding<Item?>'
// fullScreenCover(item:) takes a Binding to an optional item: nil means no cover (and dismissing sets it to nil).
import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
}

@MainActor
@Observable
final class Router {
    var cover = Article(id: 1, title: "First")
}

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        Text("Root")
            .fullScreenCover(item: $router.cover) { article in
                Text(article.title)
            }
    }
}
