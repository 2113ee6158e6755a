// expect: to parameter expecting synchronous function type
// A preview's body is synchronous: it cannot await a load; the view loads itself (`.task`) or takes sample data.
import SwiftUI

func loadTitles() async -> [String] {
    ["First", "Second"]
}

struct TitlesView: View {
    let titles: [String]

    var body: some View {
        Text("\(titles.count)")
    }
}

#Preview {
    let titles = await loadTitles()
    TitlesView(titles: titles)
}
