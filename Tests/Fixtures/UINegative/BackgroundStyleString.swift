// expect: requires that 'String' conform to 'ShapeStyle'
// background(_:ignoresSafeAreaEdges:) takes a ShapeStyle (.background, Color.red), not the name of a color as a String.
import SwiftUI

struct FailureBanner: View {
    let message: String
    let colorName: String

    var body: some View {
        Text(message)
            .background(colorName)
    }
}
