// expect: cannot convert value of type 'String' to expected argument type 'URL'
// AsyncImage loads from a URL?, not a String: the address must be made a URL first (URL(string:)).
import SwiftUI

struct AsyncImageStringURLRow: View {
    var body: some View {
        AsyncImage(url: "https://example.com/icon.png")
    }
}
