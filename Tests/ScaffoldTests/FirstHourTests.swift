import Foundation
import Testing

/// docs/first-hour.md, run as written: each line of its `sh` blocks in order (`swift` lines aside: building is the
/// end-to-end tests' job) with the built `scaffold` first on the PATH, and each `diff` block applied to its file.
@Suite("First hour (docs/first-hour.md)")
struct FirstHourTests {
    enum Block {
        case shell([String])
        /// The file the diff names, and its lines after the `---`/`+++` header.
        case diff(file: String, lines: [String])
    }

    static func blocks(_ text: String) -> [Block] {
        var blocks: [Block] = []
        var fence: String?
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let kind = fence {
                guard line == "```" else {
                    lines.append(line)
                    continue
                }
                if kind == "sh" { blocks.append(.shell(lines.filter { !$0.isEmpty })) }
                if kind == "diff", let header = lines.first, header.hasPrefix("--- ") {
                    blocks.append(.diff(file: String(header.dropFirst(4)), lines: Array(lines.dropFirst(2))))
                }
                fence = nil
            } else if line.hasPrefix("```") {
                fence = String(line.dropFirst(3))
                lines = []
            }
        }
        return blocks
    }

    /// Applies a diff's one hunk: its context and removed lines, found together in the file, become its context and added lines.
    static func apply(_ diff: [String], to text: String) throws -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let old = diff.filter { !$0.hasPrefix("+") }.map { String($0.dropFirst()) }
        let new = diff.filter { !$0.hasPrefix("-") }.map { String($0.dropFirst()) }
        let start = try #require(lines.indices.first { lines[$0...].starts(with: old) }, "the diff's context is not in the file")
        lines.replaceSubrange(start..<(start + old.count), with: new)
        return lines.joined(separator: "\n")
    }

    /// Runs one line of a walkthrough in `folder` with `sh`; returns its status, output, and the folder it ended in.
    static func run(_ line: String, in folder: URL) throws -> (status: Int32, output: String, folder: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "set -e\ncd \"$1\"\n\(line)\necho\npwd", "sh", folder.path]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CLITests.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["SCAFFOLD"] = TestSupport.packageRoot.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let last = output.split(separator: "\n").last.map(String.init) ?? folder.path
        return (process.terminationStatus, output, process.terminationStatus == 0 ? URL(fileURLWithPath: last) : folder)
    }

    @Test("every command of the walkthrough succeeds in order, and the regen from the module folder takes the spec's edit")
    func walkthrough() throws {
        try #require(FileManager.default.isExecutableFile(atPath: CLITests.executable.path), "build the executable first (swift build)")
        let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/first-hour.md"), encoding: .utf8)
        let blocks = Self.blocks(text)
        #expect(blocks.count >= 5)
        let root = try TestSupport.temporaryFolder("first-hour")
        defer { try? FileManager.default.removeItem(at: root) }
        var folder = root
        var ran: [String] = []
        for block in blocks {
            switch block {
            case .shell(let lines):
                for line in lines where !line.hasPrefix("swift ") {
                    let result = try Self.run(line, in: folder)
                    #expect(result.status == 0, "\(line):\n\(result.output)")
                    folder = result.folder
                    ran.append(line)
                }
            case .diff(let file, let lines):
                // The file as the walkthrough names it: from the current folder or one above it.
                var base = folder
                while !FileManager.default.fileExists(atPath: base.appendingPathComponent(file).path) && base.path.hasPrefix(root.path + "/") {
                    base.deleteLastPathComponent()
                }
                let url = base.appendingPathComponent(file)
                try Self.apply(lines, to: try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
            }
        }
        #expect(ran.contains("scaffold regen") && ran.contains("scaffold check"), "\(ran)")
        let viewModel = root.appendingPathComponent("NewsApp/Packages/NewsList/Sources/NewsList/ViewModel/NewsListViewModel.swift")
        #expect(try String(contentsOf: viewModel, encoding: .utf8).contains("func refresh("))
    }
}
