import Dispatch
import Foundation
import Testing

@testable import ScaffoldCheck

/// The facts cache of `check` (`.scaffold/check-cache/`): a warm run reports exactly what a cold run and an
/// uncached run report, re-parses only changed files, and never trusts a damaged entry.
@Suite("Check: facts cache")
struct CheckCacheTests {
    static let config = """
        check:
          architecture: mvvm
          layers:
            View: ["View/**"]
            ViewModel: ["ViewModel/**"]
            Model: ["Model/**"]
            Service: ["Service/**"]
        """

    /// An MVVM project with violations, an inline suppression, an extension, imports and non-ASCII columns.
    func project(_ name: String) throws -> CheckProject {
        let project = try CheckProject("cache-\(name)")
        try project.write("scaffold.yml", Self.config)
        try project.write("Model/Item.swift", "struct Item {}\nextension Item { var owner: ItemViewModel? { nil } }\n")
        try project.write("Model/Tag.swift", "enum Tag { case a }\n")
        try project.write("Service/Store.swift", "import Foundation\nstruct Store { func items() -> [Item] { [] } }\n")
        try project.write("View/ItemView.swift", "import SwiftUI\nstruct ItemView { let model: ItemViewModel }\n")
        try project.write(
            "ViewModel/ItemViewModel.swift",
            """
            final class ItemViewModel {
                var items: [Item] = []
                /* é → ü */ weak var view: ItemView?
                let store = Store()
                weak var other: ItemView? // scaffold:ignore mvvm/viewmodel -- a weak back-reference, see #12
            }

            """)
        return project
    }

    func run(_ project: CheckProject, cache: Bool = true) throws -> CheckReport {
        try ArchitectureCheck.run(CheckRequest(paths: [], workingFolder: project.folder, includeGraph: true, useCache: cache))
    }

    /// Everything a run shows: every format, the summary, notes and the graph.
    func rendered(_ report: CheckReport) -> [String] {
        OutputFormat.allCases.map { report.render($0) } + [report.summary, report.notes.joined(separator: "\n")]
            + GraphFormat.allCases.map { report.renderGraph(level: .type, format: $0) }
    }

    var cacheFile: String { ".scaffold/check-cache/facts.bin" }

    @Test("a warm run reports byte for byte what a cold run and an uncached run report, and parses nothing")
    func warmEqualsCold() throws {
        let project = try project("warm")
        defer { project.remove() }
        let uncached = try run(project, cache: false)
        #expect(!FileManager.default.fileExists(atPath: project.url(".scaffold").path), "--no-cache writes nothing")
        let cold = try run(project)
        let warm = try run(project)
        #expect(uncached.violations.count == 2 && uncached.suppressed == 1)
        #expect(rendered(cold) == rendered(uncached))
        #expect(rendered(warm) == rendered(uncached))
        #expect(uncached.analysedFiles.count == 5 && cold.analysedFiles.count == 5)
        #expect(warm.analysedFiles == [])
        #expect(!uncached.analysisFromCache && !cold.analysisFromCache && warm.analysisFromCache)
        #expect(FileManager.default.fileExists(atPath: project.url(cacheFile).path))
        // An uncached run does not read the cache either.
        #expect(try run(project, cache: false).analysedFiles.count == 5)
    }

    @Test("changing one file re-parses that file only, even at the same size and modification time")
    func changedFile() throws {
        let project = try project("changed")
        defer { project.remove() }
        _ = try run(project)
        try project.append("Model/Tag.swift", "extension Tag { var view: ItemView? { nil } }")
        let changed = try run(project)
        #expect(changed.analysedFiles == ["Model/Tag.swift"] && !changed.analysisFromCache)
        #expect(rendered(changed) == rendered(try run(project, cache: false)))
        #expect(changed.violations.count == 3)

        // Same size, same modification time, other contents: the contents decide.
        let url = project.url("Model/Item.swift")
        let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
        let text = try project.read("Model/Item.swift")
        try project.write("Model/Item.swift", text.replacingOccurrences(of: "ItemViewModel?", with: "ItemViewModeX?"))
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        let same = try run(project)
        #expect(same.analysedFiles == ["Model/Item.swift"])
        #expect(rendered(same) == rendered(try run(project, cache: false)))
        #expect(same.violations.count == 2 && !same.analysisFromCache)
        let warm = try run(project)
        #expect(warm.analysedFiles == [] && warm.analysisFromCache)
        #expect(rendered(warm) == rendered(same))
    }

    @Test("a partial run takes every file's facts from a whole run's cache, and reports as an uncached partial run")
    func partialRun() throws {
        let project = try project("partial")
        defer { project.remove() }
        _ = try run(project)
        let request = CheckRequest(paths: ["Model"], workingFolder: project.folder, includeGraph: true, useCache: true)
        let partial = try ArchitectureCheck.run(request)
        #expect(partial.analysedFiles == [])
        #expect(partial.files == ["Model/Item.swift", "Model/Tag.swift"])
        var uncached = request
        uncached.useCache = false
        #expect(rendered(partial) == rendered(try ArchitectureCheck.run(uncached)))
    }

    @Test("a file too deep or too slow to check fails a warm run with the same error, from the cache")
    func tooDeep() throws {
        let project = try project("deep")
        defer { project.remove() }
        func errors(cache: Bool) -> [String] { failureMessages { _ = try run(project, cache: cache) } }
        try project.write("Model/Deep.swift", "let slow = " + String(repeating: "[", count: 40) + "\n")
        let slow = errors(cache: false)
        #expect(slow.count == 1 && slow[0].contains("opens '[' inside '[' so deeply here"), "\(slow)")
        #expect(errors(cache: true) == slow)
        #expect(errors(cache: true) == slow)
        try project.write("Model/Deep.swift", "let deep: " + String(repeating: "A<", count: 300) + "Int" + String(repeating: ">", count: 300) + "\n")
        let expected = errors(cache: false)
        #expect(expected.count == 1 && expected[0].contains("nests more than 256 levels deep"))
        #expect(errors(cache: true) == expected)
        #expect(FileManager.default.fileExists(atPath: project.url(cacheFile).path), "saved although the run failed")
        #expect(errors(cache: true) == expected)
        try FileManager.default.removeItem(at: project.url("Model/Deep.swift"))
        #expect(try run(project).analysedFiles == [])
    }

    @Test("a damaged entry is dropped alone and a damaged or foreign file entirely; neither is trusted")
    func corruptCache() throws {
        let project = try project("corrupt")
        defer { project.remove() }
        let expected = rendered(try run(project, cache: false))
        _ = try run(project)
        let url = project.url(cacheFile)

        // One byte of one entry (Tag.swift's string table holds "Tag"; no other file declares it) flipped.
        var bytes = [UInt8](try Data(contentsOf: url))
        let needle = Array("Model/Tag.swift".utf8)
        let start = try #require((0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) })
        bytes[start + needle.count + 12] ^= 0x20
        try Data(bytes).write(to: url)
        let damaged = try run(project)
        #expect(damaged.analysedFiles == ["Model/Tag.swift"])
        #expect(rendered(damaged) == expected)

        // Cut in the middle: the entries before the cut are used, the rest parsed again.
        let whole = try Data(contentsOf: url)
        try whole.prefix(whole.count / 2).write(to: url)
        let truncated = try run(project)
        #expect(!truncated.analysedFiles.isEmpty && truncated.analysedFiles.count < 5)
        #expect(rendered(truncated) == expected)

        // Garbage, an empty file, another schema version: all ignored, the cache rewritten.
        for junk in [Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }), Data(), whole.prefix(4) + Data([99, 0, 0, 0]) + whole.dropFirst(8)] {
            try junk.write(to: url)
            let report = try run(project)
            #expect(report.analysedFiles.count == 5)
            #expect(rendered(report) == expected)
            #expect(try run(project).analysedFiles == [])
        }
    }

    @Test("files and folders left alone are vouched for by their signature: a warm run reads and lists nothing, and reports the same")
    func signatures() throws {
        let project = try project("signatures")
        defer { project.remove() }
        // Files written before the run count as left alone; by default only those older than `settleMargin` do.
        func settledRun() throws -> CheckReport {
            var request = CheckRequest(paths: [], workingFolder: project.folder, includeGraph: true, useCache: true)
            request.settleMargin = .zero
            return try ArchitectureCheck.run(request)
        }
        let uncached = try run(project, cache: false)
        let cold = try settledRun()
        #expect(cold.readFiles.count == 5 && cold.listedFolders == 5)
        // The first warm run lists the project folder again: the cold run created `.scaffold` in it.
        #expect(try settledRun().readFiles == [])
        let warm = try settledRun()
        #expect(warm.readFiles == [] && warm.listedFolders == 0 && warm.analysedFiles == [] && warm.analysisFromCache)
        #expect(rendered(warm) == rendered(uncached))

        // Same size, same modification time, other contents: the change time (which no program sets back) differs.
        let url = project.url("Model/Item.swift")
        let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
        let text = try project.read("Model/Item.swift")
        try project.write("Model/Item.swift", text.replacingOccurrences(of: "ItemViewModel?", with: "ItemViewModeX?"))
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        let same = try settledRun()
        #expect(same.readFiles == ["Model/Item.swift"] && same.analysedFiles == ["Model/Item.swift"])
        #expect(rendered(same) == rendered(try run(project, cache: false)))
        #expect(same.violations.count == 1)

        // A new file: its folder alone is listed again, the file alone is read, and its violation is reported.
        try project.write("Model/New.swift", "struct New { var view: ItemView? }\n")
        let added = try settledRun()
        #expect(added.listedFolders == 1 && added.readFiles == ["Model/New.swift"])
        #expect(added.violations.map(\.file) == ["Model/New.swift"] + same.violations.map(\.file))
        #expect(rendered(added) == rendered(try run(project, cache: false)))
        // A removed file: its folder is listed again, and the file is gone.
        try FileManager.default.removeItem(at: project.url("Model/New.swift"))
        let removed = try settledRun()
        #expect(removed.listedFolders == 1 && removed.readFiles == [] && !removed.files.contains("Model/New.swift"))
        #expect(rendered(removed) == rendered(same))

        // Just written, with the default margin: nothing is vouched for, every file is read every run.
        let recent = try self.project("signatures-recent")
        defer { recent.remove() }
        _ = try run(recent)
        let again = try run(recent)
        #expect(again.readFiles.count == 5 && again.listedFolders > 0 && again.analysedFiles == [])
    }

    @Test("the entry of a deleted file is pruned; entries of files outside the run are kept while they exist")
    func pruning() throws {
        let project = try project("prune")
        defer { project.remove() }
        try project.write("Model/Old.swift", "struct Old {}\n")
        _ = try run(project)
        func cached() throws -> String { String(decoding: try Data(contentsOf: project.url(cacheFile)), as: UTF8.self) }
        #expect(try cached().contains("Model/Old.swift"))
        try FileManager.default.removeItem(at: project.url("Model/Old.swift"))
        let report = try run(project)
        #expect(report.analysedFiles == [])
        #expect(try !cached().contains("Model/Old.swift"))
        #expect(try cached().contains("Model/Tag.swift"))
    }

    @Test("concurrent runs, cold and warm, in processes and threads, all succeed with the same output")
    func concurrentRuns() throws {
        let executable = CLITests.executable.path
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build the executable first (swift build)")
        let project = try project("concurrent")
        defer { project.remove() }
        let expected = try TestSupport.run([executable, "check", "--format", "json", "--no-cache"], in: project.folder, mergingErrors: false)
        #expect(expected.status == 1 && !expected.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: project.url(".scaffold").path))
        for round in 0..<3 {
            let results = Slots<TestSupport.ProcessResult>(count: 4)
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                results[index] = try? TestSupport.run([executable, "check", "--format", "json"], in: project.folder, mergingErrors: false)
            }
            for result in results.values {
                #expect(result?.status == 1, "round \(round)")
                #expect(result?.output == expected.output, "round \(round)")
            }
            // The second round starts cold again; the third is warm.
            if round == 0 { try FileManager.default.removeItem(at: project.url(".scaffold")) }
        }
        let reports = Slots<String>(count: 4)
        try FileManager.default.removeItem(at: project.url(".scaffold"))
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            reports[index] = (try? run(project)).map { rendered($0).joined(separator: "\n") }
        }
        let uncached = rendered(try run(project, cache: false)).joined(separator: "\n")
        #expect(reports.values == Array(repeating: uncached, count: 4))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.url(".scaffold/check-cache").path)
        #expect(leftovers.sorted() == ["analysis.bin", "facts.bin"], "no temporary file is left behind")
    }

    @Test("the cache folder is never reached through a symbolic link")
    func symbolicLinks() throws {
        let project = try project("links")
        defer { project.remove() }
        let elsewhere = try CheckProject("cache-links-target")
        defer { elsewhere.remove() }
        let expected = rendered(try run(project, cache: false))
        try FileManager.default.createDirectory(at: project.url(".scaffold"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: project.url(".scaffold/check-cache"), withDestinationURL: elsewhere.folder)
        #expect(rendered(try run(project)) == expected)
        #expect(try run(project).analysedFiles.count == 5)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.folder.path) == [])

        // The cache file itself a link: replaced by a file, the target untouched.
        try FileManager.default.removeItem(at: project.url(".scaffold/check-cache"))
        try FileManager.default.createDirectory(at: project.url(".scaffold/check-cache"), withIntermediateDirectories: true)
        try elsewhere.write("target", "unchanged")
        try FileManager.default.createSymbolicLink(at: project.url(cacheFile), withDestinationURL: elsewhere.url("target"))
        #expect(rendered(try run(project)) == expected)
        #expect(try elsewhere.read("target") == "unchanged")
        #expect(try run(project).analysedFiles == [])
    }

    @Test("the content hash is XXH64")
    func contentHash() {
        func hash(_ text: String) -> UInt64 { Array(text.utf8).withUnsafeBytes { XXH64.hash($0) } }
        #expect(hash("") == 0xEF46_DB37_51D8_E999)
        #expect(hash("a") == 0xD24E_C4F1_A98C_6E5B)
        #expect(hash("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(hash("Nobody inspects the spammish repetition") == 0xFBCE_A83C_8A37_8BF1)
    }
}
