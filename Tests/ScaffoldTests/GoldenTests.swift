import Foundation
import ScaffoldEmit
import ScaffoldIR
import ScaffoldWrite
import Testing

/// The complete output of every example spec in every architecture and every `ui`, compared byte for byte with
/// `Tests/Golden/<Spec>/<architecture>/`, one golden file per generated file:
/// - `common/<path>`: a file generated with the same contents for every `ui`, stored once;
/// - `swiftui/<path>`, `uikit/<path>`, `none/<path>`: a file whose contents depend on the `ui` (or that only some
///   `ui`s generate);
/// - `layers.txt`: each generated path with its layer.
///
/// A change to the generated code shows up as a diff of exactly the files it changes;
/// `SCAFFOLD_RECORD=1 swift test --filter Golden` writes the new output.
@Suite("Golden output")
struct GoldenTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/Golden")
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" }
    static let commonFolder = "common"
    static let layersFile = "layers.txt"

    /// The golden tree of one spec in one architecture: path under `<Spec>/<architecture>/` → contents.
    static func expectedTree(spec: String, architecture: String) throws -> [String: String] {
        var outputs: [UIKind: [String: String]] = [:]
        var layers: [String: String] = [:]
        for ui in UIKind.allCases {
            var module = try TestSupport.lower(spec, architecture: architecture)
            module.ui = ui
            for file in try TestSupport.emit(module) {
                outputs[ui, default: [:]][file.path] = file.contents
                if let other = layers[file.path], other != file.layer {
                    Issue.record("\(file.path) is in layer \(other) for one ui and \(file.layer) for another")
                }
                layers[file.path] = file.layer
            }
        }
        var tree: [String: String] = [:]
        for path in layers.keys {
            let contents = UIKind.allCases.map { outputs[$0]?[path] }
            if let first = contents[0], contents.allSatisfy({ $0 == first }) {
                tree["\(commonFolder)/\(path)"] = first
            } else {
                for (ui, text) in zip(UIKind.allCases, contents) {
                    if let text { tree["\(ui.rawValue)/\(path)"] = text }
                }
            }
        }
        tree[layersFile] = layers.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)\n" }.joined()
        return tree
    }

    /// Every file under `folder`, by its path relative to it.
    static func filesOnDisk(under folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
        let prefix = folder.standardizedFileURL.path + "/"
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    static func caseFolder(spec: String, architecture: String) -> URL {
        folder.appendingPathComponent(spec.replacingOccurrences(of: ".yaml", with: "")).appendingPathComponent(architecture)
    }

    @Test("generated output matches the golden files", arguments: TestSupport.specsAndArchitectures)
    func matchesGolden(spec: String, architecture: String) throws {
        let expected = try Self.expectedTree(spec: spec, architecture: architecture)
        let folder = Self.caseFolder(spec: spec, architecture: architecture)
        if Self.isRecording {
            try? FileManager.default.removeItem(at: folder)
            for (path, contents) in expected {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        let present = try Self.filesOnDisk(under: folder)
        let shown = "Tests/Golden/\(folder.deletingLastPathComponent().lastPathComponent)/\(architecture)"
        #expect(!present.isEmpty, "no golden files in \(shown): run SCAFFOLD_RECORD=1 swift test --filter Golden")
        for path in Set(expected.keys).union(present.keys).sorted() {
            if present[path] == expected[path] { continue }
            let what = present[path] == nil ? "is missing" : expected[path] == nil ? "is no longer generated" : "differs from the generated output"
            let diff = UnifiedDiff.diff(old: present[path] ?? "", new: expected[path] ?? "", oldName: "golden/\(path)", newName: "generated/\(path)")
            Issue.record("\(shown)/\(path) \(what) (SCAFFOLD_RECORD=1 re-records):\n\(diff)")
        }
    }

    @Test("every golden folder belongs to a spec and architecture that exist")
    func noStaleGoldenFolders() throws {
        let expected = Set(TestSupport.specsAndArchitectures.map { "\($0.0.replacingOccurrences(of: ".yaml", with: ""))/\($0.1)" })
        var present: Set<String> = []
        for spec in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path) where !spec.hasPrefix(".") {
            guard let architectures = try? FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent(spec).path) else {
                present.insert(spec)  // a file where only spec folders belong
                continue
            }
            for architecture in architectures { present.insert("\(spec)/\(architecture)") }
        }
        #expect(present.subtracting(expected).isEmpty, "stale golden folders: \(present.subtracting(expected).sorted())")
        #expect(!present.isEmpty)
    }
}
