// expect: error:
// ToolbarContentBuilder takes at most ten items in one closure; an eleventh does not compile.
import SwiftUI

struct ElevenToolbarItemsView: View {
    var body: some View {
        List {
            Text("Row")
        }
        .toolbar {
            ToolbarItem { Button("1") {} }
            ToolbarItem { Button("2") {} }
            ToolbarItem { Button("3") {} }
            ToolbarItem { Button("4") {} }
            ToolbarItem { Button("5") {} }
            ToolbarItem { Button("6") {} }
            ToolbarItem { Button("7") {} }
            ToolbarItem { Button("8") {} }
            ToolbarItem { Button("9") {} }
            ToolbarItem { Button("10") {} }
            ToolbarItem { Button("11") {} }
        }
    }
}
