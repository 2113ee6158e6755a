// expect: requires that 'Color' conform to 'Shape'
// clipShape(_:style:) takes a Shape (Circle(), RoundedRectangle(cornerRadius:)); a Color is a view, not a shape.
import SwiftUI

struct ClippedRow: View {
    var body: some View {
        Image(systemName: "person")
            .clipShape(Color.red)
    }
}
