import SwiftUI

@main
struct ModularApp: App {
    private let dependencies = AppDependencies()

    var body: some Scene {
        WindowGroup { RootView(dependencies: dependencies) }
    }
}
