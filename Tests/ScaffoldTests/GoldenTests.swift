import Foundation
import ScaffoldEmit
import ScaffoldIR
import Testing

/// The complete output of every example spec in every architecture and every `ui`, compared byte for
/// byte with `Tests/Golden/<Spec>.<architecture>.<ui>.txt`. A change to the generated code shows up
/// here as a reviewable diff; `SCAFFOLD_RECORD=1 swift test --filter Golden` writes the new output.
@Suite("Golden output")
struct GoldenTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/Golden")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" }

    static var cases: [(String, String, UIKind)] {
        TestSupport.specsAndArchitectures.flatMap { spec, architecture in UIKind.allCases.map { (spec, architecture, $0) } }
    }

    /// Every file of the module as a standalone package, each under a header line with its path and layer.
    static func transcript(spec: String, architecture: String, ui: UIKind) throws -> String {
        var module = try TestSupport.lower(spec, architecture: architecture)
        module.ui = ui
        return try TestSupport.emit(module).map { file in
            "=== \(file.path) [\(file.layer)] ===\n" + file.contents + (file.contents.hasSuffix("\n") ? "" : "\n")
        }.joined()
    }

    static func goldenName(spec: String, architecture: String, ui: UIKind) -> String {
        "\(spec.replacingOccurrences(of: ".yaml", with: "")).\(architecture).\(ui.rawValue).txt"
    }

    @Test("generated output matches the golden file", arguments: cases)
    func matchesGolden(spec: String, architecture: String, ui: UIKind) throws {
        let actual = try Self.transcript(spec: spec, architecture: architecture, ui: ui)
        let url = Self.folder.appendingPathComponent(Self.goldenName(spec: spec, architecture: architecture, ui: ui))
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "no golden file \(url.lastPathComponent): run SCAFFOLD_RECORD=1 swift test --filter Golden")
        guard actual != expected else { return }
        let difference = Self.firstDifference(expected, actual)
        Issue.record("\(url.lastPathComponent) differs from the generated output (SCAFFOLD_RECORD=1 re-records):\n\(difference)")
    }

    @Test("every golden file belongs to a spec, architecture and ui that exist")
    func noStaleGoldenFiles() throws {
        let expected = Set(Self.cases.map { Self.goldenName(spec: $0.0, architecture: $0.1, ui: $0.2) })
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") })
        #expect(present.subtracting(expected).isEmpty, "stale golden files: \(present.subtracting(expected).sorted())")
        #expect(!present.isEmpty)
    }

    /// The first differing line, with a little context, for the failure message.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        let header = old[..<min(index, old.count)].last { $0.hasPrefix("=== ") }.map { "in \($0)\n" } ?? ""
        return header + "line \(index + 1):\n- " + (index < old.count ? String(old[index]) : "<end>")
            + "\n+ " + (index < new.count ? String(new[index]) : "<end>")
    }
}
