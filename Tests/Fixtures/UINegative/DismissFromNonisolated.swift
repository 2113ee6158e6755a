// expect-warning: call to main actor-isolated instance method 'callAsFunction()' in a synchronous nonisolated context
// DismissAction is @MainActor: a view cannot dismiss itself from a nonisolated function. The type is `@MainActor
// @preconcurrency` in the SDK, so Swift 6 reports the call as a warning there too; the test expects that warning.
import SwiftUI

struct SheetView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") {
            close()
        }
    }

    nonisolated func close() {
        dismiss()
    }
}
