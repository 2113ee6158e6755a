// expect: cannot convert value of type 'String' to specified type 'Int'
// onChange(of:initial:_:)'s two-parameter action gets the old and the new value, both of the observed value's type.
import SwiftUI

@MainActor
@Observable
final class SearchModel {
    var query = ""
    var lastLength = 0
}

struct SearchView: View {
    @State private var model = SearchModel()

    var body: some View {
        TextField("Search", text: $model.query)
            .onChange(of: model.query) { oldValue, newValue in
                let length: Int = newValue
                model.lastLength = length
            }
    }
}
