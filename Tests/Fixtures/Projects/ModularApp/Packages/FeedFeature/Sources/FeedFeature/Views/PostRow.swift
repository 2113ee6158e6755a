import Models
import SwiftUI

struct PostRow: View {
    let post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(post.author.name).font(.headline)
            Text(post.text)
        }
    }
}
