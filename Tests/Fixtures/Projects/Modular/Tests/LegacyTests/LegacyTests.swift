import Core
import Legacy
import Testing

@Test func describesAStatus() {
    #expect(Legacy.describe(Status(name: "done")) == "status: done")
}
