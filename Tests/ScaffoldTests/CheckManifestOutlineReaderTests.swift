import Foundation
import ScaffoldManifest
import Testing

@testable import ScaffoldCheck

/// `ManifestOutlineReader` reads the manifests scaffold writes as JSONDecoder does, and leaves every other document
/// (which JSONDecoder reads or describes) to JSONDecoder.
@Suite("Check: manifest outline reader")
struct CheckManifestOutlineReaderTests {
    func decoded(_ text: String) -> Manifest.Outline? {
        try? JSONDecoder().decode(Manifest.Outline.self, from: Data(text.utf8))
    }

    @Test func readsAWrittenManifestAsJSONDecoderDoes() throws {
        let manifest = Manifest(
            module: "NewsList", architecture: "mvvm", spec: "../Specs/NewsList.yaml", specHash: "00", templateSet: "default",
            layout: "target", root: "../..", imports: ["Core"],
            files: [
                Manifest.File(
                    path: "Sources/NewsList/View/NewsListView.swift", layer: "View", owner: "scaffold", template: "view", hash: "01",
                    contents: "import SwiftUI\n// “quoted” \\ \"text\"\tand\u{1} a control character, and more than eight bytes\n"),
                Manifest.File(path: "Package.swift", layer: "Package", owner: "scaffold", template: "package", hash: "02", contents: ""),
            ])
        let data = manifest.encoded()
        let outline = try #require(ManifestOutlineReader.outline(of: data))
        #expect(outline == manifest.outline)
        #expect(outline == (try JSONDecoder().decode(Manifest.Outline.self, from: data)))
    }

    @Test func readsOptionalKeysAndNullsAsJSONDecoderDoes() throws {
        for text in [
            #"{"module": "A", "architecture": "mvvm", "files": [], "version": 2, "x": [1.5e3, -0, true, false, null, {"y": []}]}"#,
            #"{"module": "A", "architecture": "mvvm", "spec": null, "root": null, "layout": null, "files": []}"#,
            #" {"files": [{"layer": "View", "path": "é/V.swift", "owner": "me"}], "layout": "app", "architecture": "mvp", "module": "B", "root": ".."} "#,
        ] {
            let outline = try #require(ManifestOutlineReader.outline(of: Data(text.utf8)), "\(text)")
            #expect(outline == decoded(text), "\(text)")
        }
    }

    @Test func leavesEverythingElseToJSONDecoder() {
        for text in [
            "", "[]", #"{"module": "A", "architecture": "mvvm"}"#, #"{"module": "A", "architecture": "mvvm", "files": []"#,
            #"{"module": "A", "architecture": "mvvm", "files": []} x"#, #"{"module": 1, "architecture": "mvvm", "files": []}"#,
            #"{"module": "A", "module": "B", "architecture": "mvvm", "files": []}"#,
            #"{"module": "A\u0042", "architecture": "mvvm", "files": []}"#, #"{"module": "A\/", "architecture": "mvvm", "files": []}"#,
            #"{"module": "A", "architecture": "mvvm", "files": [{"path": "a"}]}"#,
            #"{"module": "A", "architecture": "mvvm", "files": [], "version": 02}"#,
            #"{"module": "A", "architecture": "mvvm", "files": [], "x": "\q"}"#,
            "{\"module\": \"A\", \"architecture\": \"mvvm\", \"files\": [], \"x\": \"a\nb\"}",
        ] {
            #expect(ManifestOutlineReader.outline(of: Data(text.utf8)) == nil, "\(text)")
        }
        // Text that is not UTF-8 where the outline keeps it.
        var bytes = Array(#"{"module": "A", "architecture": "mvvm", "files": []}"#.utf8)
        bytes[12] = 0xFF
        #expect(ManifestOutlineReader.outline(of: Data(bytes)) == nil)
    }

    /// Strings are skipped sixteen bytes at a time: at every offset from a string's start and from the document's end, a
    /// valid string is read, and what is not is left to JSONDecoder (which is laxer: it takes a raw control character
    /// or an unknown escape).
    @Test func skipsStringsAsJSONDecoderReadsThem() {
        let valid = [#"\n"#, #"\""#, #"\\"#, #"\/"#, #"\u00e9"#, "é", ""]
        let invalid = [#"\u00"#, #"\q"#, "\u{1}", "\"", #"\"#]
        for length in 0..<40 {
            for offset in 0...length {
                for special in valid + invalid {
                    let text = String(repeating: "y", count: offset) + special + String(repeating: "z", count: length - offset)
                    let document = #"{"module": "A", "architecture": "mvvm", "files": [], "x": ""# + text + #""}"#
                    let read = ManifestOutlineReader.outline(of: Data(document.utf8))
                    if valid.contains(special) {
                        #expect(read != nil && read == decoded(document), "\(document)")
                    } else {
                        #expect(read == nil, "\(document)")
                    }
                }
            }
        }
    }
}
