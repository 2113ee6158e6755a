import Testing
@testable import App

@Test func appHasAName() {
    #expect(AppInfo.name == "App")
}
