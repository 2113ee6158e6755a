// expect: has no member 'resizable'
// resizable() is an Image method: it applies to the Image an AsyncImage's content closure is given, not to the
// AsyncImage itself.
import SwiftUI

struct ThumbnailRow: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url)
            .resizable()
            .frame(width: 44, height: 44)
    }
}
