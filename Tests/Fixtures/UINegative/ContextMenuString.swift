// expect: cannot convert value of type 'String'
// A context menu's items are views built in a closure (contextMenu(menuItems:)), not a title string.
import SwiftUI

struct ContextMenuStringRow: View {
    var body: some View {
        Text("Row")
            .contextMenu("Delete")
    }
}
