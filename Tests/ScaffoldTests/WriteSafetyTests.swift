import Foundation
import ScaffoldManifest
import Testing

@testable import ScaffoldWrite

/// What `new` and `regen` refuse to do (issue 11): write, rename or delete through a symbolic link, obey
/// a forged manifest, read a spec outside the project, fail half-way on a folder or a read-only file,
/// run twice at once, leave temporary files behind, or trap when standard error is gone.
@Suite("Write safety")
struct WriteSafetyTests {
    typealias Project = RegenTests.Project

    static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// Every regular file under `folder` (links not followed) with its text.
    static func snapshot(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey])
        while let url = enumerator?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            if values.isRegularFile == true && values.isSymbolicLink != true {
                result[String(url.path.dropFirst(folder.path.count))] = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            }
        }
        return result
    }

    // MARK: Links

    @Test("regen refuses a layer folder that links out of the module, and changes nothing on either side")
    func symlinkedLayerFolder() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let outside = project.folder.appendingPathComponent("outside")
        try FileManager.default.moveItem(at: project.module.appendingPathComponent("Model"), to: outside)
        try FileManager.default.createSymbolicLink(atPath: project.module.appendingPathComponent("Model").path, withDestinationPath: "../../outside")
        // Changes the linked Article.swift, drops Unused.swift (a delete through the link) and adds a file.
        try project.editSpec {
            $0.replacingOccurrences(of: "    summary: String\n", with: "    summary: String\n    pages: Int = 1\n")
                .replacingOccurrences(of: "  Unused:\n    value: Int\n", with: "  Added:\n    value: Int\n")
        }
        let outsideBefore = try Self.snapshot(outside), moduleBefore = try Self.snapshot(project.module)

        for arguments in [["regen"], ["regen", "--check"]] {
            let result = try project.run(arguments)
            #expect(result.status == 2, "\(result.output)")
            #expect(result.output.contains("Modules/Feed/Model:1:1: error: 'Modules/Feed/Model' is a symbolic link (to '../../outside')"), "\(result.output)")
            #expect(result.output.contains("1 error"), "one error per link, however many files lie below it:\n\(result.output)")
        }
        #expect(try Self.snapshot(outside) == outsideBefore)
        #expect(try Self.snapshot(project.module) == moduleBefore)
        #expect(!Self.exists(project.module.appendingPathComponent(".scaffold/lock")))
    }

    @Test("a generated file that is a link is refused, not replaced or followed")
    func symlinkedFile() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let target = project.folder.appendingPathComponent("target.swift")
        try "// someone else's\n".write(to: target, atomically: true, encoding: .utf8)
        let article = project.module.appendingPathComponent("Model/Article.swift")
        try FileManager.default.removeItem(at: article)
        try FileManager.default.createSymbolicLink(atPath: article.path, withDestinationPath: target.path)
        let result = try project.run(["regen"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("'Modules/Feed/Model/Article.swift' is a symbolic link"), "\(result.output)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "// someone else's\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: article.path) == target.path)
    }

    @Test("a .scaffold/tmp link (committed by someone else) is refused before anything is written")
    func symlinkedTemporaryFolder() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let outside = project.folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.module.appendingPathComponent(".scaffold/tmp").path, withDestinationPath: "../../../outside")
        try project.editSpec { $0.replacingOccurrences(of: "    summary: String\n", with: "    summary: String\n    pages: Int = 1\n") }
        let before = try Self.snapshot(project.module)
        let result = try project.run(["regen"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("'Modules/Feed/.scaffold/tmp' is a symbolic link (to '../../../outside')"), "\(result.output)")
        #expect(try Self.snapshot(project.module) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test("new refuses a Sources link inside the package, and a module folder that is a link")
    func newIntoLinks() throws {
        let folder = try TestSupport.temporaryFolder("write-new-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = TestSupport.specsFolder.appendingPathComponent("NewsList.yaml").path
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out/NewsList"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out/NewsList/Sources").path, withDestinationPath: "../../elsewhere")

        let result = try CLITests().scaffold(["new", spec, "--output", "out", "--package"], in: folder)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("out/NewsList/Sources:1:1: error: 'Sources' is a symbolic link (to '../../elsewhere')"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        #expect(!Self.exists(folder.appendingPathComponent("out/NewsList/.scaffold")))

        try FileManager.default.createDirectory(at: folder.appendingPathComponent("linked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("linked/NewsList").path, withDestinationPath: "../elsewhere")
        let linked = try CLITests().scaffold(["new", spec, "--output", "linked"], in: folder)
        #expect(linked.status == 2, "\(linked.output)")
        #expect(linked.output.contains("the module folder is a symbolic link (to '../elsewhere')"), "\(linked.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    // MARK: Forged manifests

    /// Adds entries to the module's manifest, each listing `path` with `contents` and their true hash.
    func forge(_ project: Project, _ entries: [(path: String, contents: String)], owner: String = "scaffold", spec: String? = nil) throws {
        let url = project.module.appendingPathComponent(".scaffold/manifest.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var files = try #require(manifest["files"] as? [[String: Any]])
        for entry in entries {
            files.append([
                "path": entry.path.hasPrefix("/") ? entry.path : project.prefix + entry.path, "layer": "Model", "owner": owner,
                "template": "mvvm/Model/Entity.swift.mustache",
                "hash": Hashing.fnv1a(entry.contents), "contents": entry.contents,
            ])
        }
        manifest["files"] = files
        if let spec { manifest["spec"] = spec }
        try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    }

    @Test("a manifest that lists .git/HEAD, a path out of the module, or an odd spelling of a path is refused, and nothing is written")
    func forgedPaths() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let git = project.module.appendingPathComponent(".git")
        try FileManager.default.createDirectory(at: git, withIntermediateDirectories: true)
        let head = "ref: refs/heads/main\n"
        try head.write(to: git.appendingPathComponent("HEAD"), atomically: true, encoding: .utf8)
        try project.write("Extras.swift", "// mine\n")
        let manifestURL = project.module.appendingPathComponent(".scaffold/manifest.json")
        let original = try Data(contentsOf: manifestURL)
        try project.editSpec { $0.replacingOccurrences(of: "    summary: String\n", with: "    summary: String\n    pages: Int = 1\n") }
        let before = try Self.snapshot(project.module)

        let cases: [(path: String, message: String)] = [
            (".git/HEAD", "lists 'Modules/Feed/.git/HEAD', which lies inside a '.git' folder"),
            ("Model/.GIT/HEAD", "lies inside a '.git' folder"),
            (".scaffold/lock", "lies inside a '.scaffold' folder"),
            ("./Extras.swift", "lists 'Modules/Feed/./Extras.swift', which is not a relative path inside the module folder"),
            ("Model/../Extras.swift", "is not a relative path inside the module folder"),
            ("Model//Extras.swift", "is not a relative path inside the module folder"),
            ("/etc/hostname", "is not a relative path inside the module folder"),
        ]
        for forged in cases {
            try original.write(to: manifestURL)
            try forge(project, [(forged.path, forged.path.hasSuffix("HEAD") ? head : "// mine\n")])
            let result = try project.run(["regen"])
            #expect(result.status == 2, "\(forged.path): \(result.output)")
            #expect(result.output.contains(forged.message), "\(forged.path): \(result.output)")
        }
        try original.write(to: manifestURL)
        #expect(try Self.snapshot(project.module) == before)
        #expect(try String(contentsOf: git.appendingPathComponent("HEAD"), encoding: .utf8) == head)
    }

    @Test("a hand-written file listed twice, or with another owner, is a forged manifest: exit 2, the file keeps its text")
    func forgedDuplicatesAndOwner() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let manifestURL = project.module.appendingPathComponent(".scaffold/manifest.json")
        let original = try Data(contentsOf: manifestURL)
        try project.write("Extras.swift", "// mine\n")
        // The duplicate of a generated file with other text would make a conflict in a user's file.
        try forge(project, [("Model/Article.swift", "// other\n"), ("Extras.swift", "// mine\n"), ("Extras.swift", "// mine\n")])
        let duplicate = try project.run(["regen"])
        #expect(duplicate.status == 2, "\(duplicate.output)")
        #expect(duplicate.output.contains("lists 'Modules/Feed/Model/Article.swift' more than once"), "\(duplicate.output)")
        #expect(duplicate.output.contains("lists 'Modules/Feed/Extras.swift' more than once"), "\(duplicate.output)")
        #expect(try project.read("Extras.swift") == "// mine\n")
        #expect(!(try project.read("Model/Article.swift")).contains("<<<<<<<"))

        try original.write(to: manifestURL)
        try forge(project, [("Extras.swift", "// mine\n")], owner: "user")
        let owner = try project.run(["regen"])
        #expect(owner.status == 2, "\(owner.output)")
        #expect(owner.output.contains("with owner 'user'"), "\(owner.output)")
        #expect(try project.read("Extras.swift") == "// mine\n")
    }

    @Test("a listed file whose bytes differ from the manifest's is kept as an orphan; one behind a link is refused")
    func forgedButDifferent() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        try project.write("Extras.swift", "// mine, edited\n")
        let outside = project.folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "// theirs\n".write(to: outside.appendingPathComponent("Secret.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: project.module.appendingPathComponent("Linked").path, withDestinationPath: "../../outside")

        try forge(project, [("Extras.swift", "// mine\n")])
        let orphan = try project.run(["regen"])
        #expect(orphan.status == 0, "\(orphan.output)")
        #expect(orphan.output.contains("orphan    Extras.swift"), "\(orphan.output)")
        #expect(try project.read("Extras.swift") == "// mine, edited\n")

        try forge(project, [("Linked/Secret.swift", "// theirs\n")])
        let linked = try project.run(["regen"])
        #expect(linked.status == 2, "\(linked.output)")
        #expect(linked.output.contains("'Modules/Feed/Linked' is a symbolic link"), "\(linked.output)")
        #expect(try String(contentsOf: outside.appendingPathComponent("Secret.swift"), encoding: .utf8) == "// theirs\n")
    }

    @Test("a hand-written file listed with its exact bytes is still kept: only files with scaffold's header are deleted")
    func forgedWithExactBytes() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        try project.write("Extras.swift", "// mine\nstruct Extras {}\n")
        try forge(project, [("Extras.swift", "// mine\nstruct Extras {}\n")])

        let result = try project.run(["regen"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("orphan    Extras.swift"), "\(result.output)")
        #expect(try project.read("Extras.swift") == "// mine\nstruct Extras {}\n")
    }

    @Test("a manifest whose spec is outside the project is refused without reading it")
    func hostileSpec() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let secret = try TestSupport.temporaryFolder("write-secret")
        defer { try? FileManager.default.removeItem(at: secret) }
        let secretFile = secret.appendingPathComponent("secret.yaml")
        try "module: Feed\npassword: hunter2-do-not-echo\n".write(to: secretFile, atomically: true, encoding: .utf8)
        let manifestURL = project.module.appendingPathComponent(".scaffold/manifest.json")
        let original = try Data(contentsOf: manifestURL)
        let upwards = String(repeating: "../", count: project.module.pathComponents.count) + secretFile.path.dropFirst()
        let inside = project.folder.appendingPathComponent("Specs/Linked.yaml")
        try FileManager.default.createSymbolicLink(atPath: inside.path, withDestinationPath: secretFile.path)

        for spec in [upwards, secretFile.path, "../../Specs/Linked.yaml", "/etc/passwd"] {
            try original.write(to: manifestURL)
            try forge(project, [], spec: spec)
            for arguments in [["regen"], ["regen", "--check"], ["regen", "--diff"]] {
                let result = try project.run(arguments)
                #expect(result.status == 2, "\(spec): \(result.output)")
                #expect(result.output.contains("the manifest's spec"), "\(spec): \(result.output)")
                #expect(!result.output.contains("hunter2") && !result.output.contains("root:"), "\(spec): \(result.output)")
            }
        }
    }

    // MARK: Planning finds every obstacle before the first write

    @Test("a folder where a file will be generated is found while planning: nothing is written")
    func folderInTheWay() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        try project.editSpec {
            $0.replacingOccurrences(of: "    summary: String\n", with: "    summary: String\n    pages: Int = 1\n")
                .replacingOccurrences(of: "  Unused:\n", with: "  Added:\n    value: Int\n  Unused:\n")
        }
        try FileManager.default.createDirectory(at: project.module.appendingPathComponent("Model/Added.swift"), withIntermediateDirectories: true)
        let before = try Self.snapshot(project.module)
        let result = try project.run(["regen"])
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("'Modules/Feed/Model/Added.swift' is a folder, but scaffold generates a file there"), "\(result.output)")
        #expect(try Self.snapshot(project.module) == before, "Model/Article.swift (sorted first) must not be written")
    }

    @Test("a read-only file is refused while planning; other files keep their mode when updated")
    func modes() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let article = project.module.appendingPathComponent("Model/Article.swift")
        let model = project.module.appendingPathComponent("ViewModel/FeedViewModel.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: article.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: model.path)
        try project.editSpec {
            $0.replacingOccurrences(of: "    summary: String\n", with: "    summary: String\n    pages: Int = 1\n")
                + "\n  refresh:\n    call: FeedService.fetch\n"
        }
        let before = try Self.snapshot(project.module)
        let refused = try project.run(["regen"])
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.output.contains("Modules/Feed/Model/Article.swift:1:1: error: 'Modules/Feed/Model/Article.swift' is read-only"), "\(refused.output)")
        #expect(try Self.snapshot(project.module) == before)

        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: article.path)
        let result = try project.run(["regen"])
        #expect(result.status == 0, "\(result.output)")
        #expect(try project.read("Model/Article.swift").contains("pages"))
        #expect(try project.read("ViewModel/FeedViewModel.swift").contains("refresh"))
        #expect(try FileManager.default.attributesOfItem(atPath: article.path)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.attributesOfItem(atPath: model.path)[.posixPermissions] as? Int == 0o600)
    }

    // MARK: The lock and temporary files

    @Test("20 regens at once over a stale lock: the change is applied exactly once")
    func concurrentRegens() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let logicPath = "ViewModel/FeedViewModel.swift"
        try project.write(
            logicPath, try project.read(logicPath).replacingOccurrences(of: "// TODO: implement toggle", with: "// by hand\n        // TODO: implement toggle"))
        try project.editSpec { $0 + "\n  refresh:\n    call: FeedService.fetch\n" }
        let lock = project.module.appendingPathComponent(".scaffold/lock")
        try "999999 0123456789abcdef\n".write(to: lock, atomically: true, encoding: .utf8)  // left by a run that died

        let processes = try (0..<20).map { _ -> (Process, Pipe) in
            let process = Process()
            process.executableURL = CLITests.executable
            process.arguments = ["regen"]
            process.currentDirectoryURL = project.folder
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            return (process, pipe)
        }
        var applied = 0, busy = 0, upToDate = 0
        for (process, pipe) in processes {
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationStatus == 0 && output.contains("merge") {
                applied += 1
            } else if process.terminationStatus == 0 && output.contains("up to date") {
                upToDate += 1
            } else if process.terminationStatus == 2 && output.contains("another scaffold run") {
                busy += 1
            } else {
                Issue.record("unexpected run (status \(process.terminationStatus)): \(output)")
            }
        }
        #expect(applied == 1, "applied \(applied), busy \(busy), up to date \(upToDate)")
        #expect(applied + busy + upToDate == 20)
        let merged = try project.read(logicPath)
        #expect(merged.contains("// by hand") && merged.contains("refresh") && !merged.contains("<<<<<<<"))
        #expect(merged.components(separatedBy: "// by hand").count == 2)
        #expect(!Self.exists(lock))
        #expect(!Self.exists(project.module.appendingPathComponent(".scaffold/tmp")))
        #expect(try project.run(["regen", "--check"]).status == 0)
    }

    @Test("a lock is held once: a second one in the same process waits for the first to go")
    func lockHeldOnce() throws {
        let folder = try TestSupport.temporaryFolder("write-lock")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try ModuleLock(moduleFolder: folder)
        do {
            let second = try ModuleLock(moduleFolder: folder)
            second.release()
            Issue.record("the lock was taken twice")
        } catch {
            #expect(error.description.contains("another scaffold run (pid \(getpid()))"), "\(error)")
        }
        let text = try String(contentsOf: folder.appendingPathComponent(".scaffold/lock"), encoding: .utf8)
        #expect(text.hasPrefix("\(getpid()) ") && text.hasSuffix("\n") && text.split(separator: " ").count == 2, "\(text)")
        first.release()
        #expect(!Self.exists(folder.appendingPathComponent(".scaffold/lock")))
        let second = try ModuleLock(moduleFolder: folder)
        second.release()
    }

    @Test("temporary files of a killed run are removed by the next run, and only those")
    func leftoverTemporaryFiles() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        let temporary = project.module.appendingPathComponent(".scaffold/tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let leftovers = [
            temporary.appendingPathComponent(".scaffold-tmp-4242-9f3a"),
            project.module.appendingPathComponent("Model/.dat.nosync1A2B.Xy7Qz0"),
        ]
        for leftover in leftovers { try "half written".write(to: leftover, atomically: false, encoding: .utf8) }
        try project.write("Model/notes.tmp", "mine\n")
        try project.editSpec { $0.replacingOccurrences(of: "    summary: String\n", with: "    summary: String\n    pages: Int = 1\n") }

        let result = try project.run(["regen"])
        #expect(result.status == 0, "\(result.output)")
        for leftover in leftovers { #expect(!Self.exists(leftover), "\(leftover.lastPathComponent) is left") }
        #expect(!Self.exists(temporary))
        #expect(try project.read("Model/notes.tmp") == "mine\n")
        #expect(try project.read("Model/Article.swift").contains("pages"))
    }

    // MARK: Discovery and standard error

    @Test("two links to '.' under the folder searched: discovery ends and finds the module once")
    func discoveryCycles() throws {
        let project = try Project(architecture: "mvvm")
        defer { try? FileManager.default.removeItem(at: project.folder) }
        for name in ["a", "b"] {
            try FileManager.default.createSymbolicLink(atPath: project.folder.appendingPathComponent(name).path, withDestinationPath: ".")
            try FileManager.default.createSymbolicLink(atPath: project.folder.appendingPathComponent("Modules/\(name)").path, withDestinationPath: ".")
        }
        let check = try project.run(["regen", "--check"])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.components(separatedBy: "Feed (").count == 2, "\(check.output)")
        #expect(check.output.contains("Feed (Modules/Feed)"), "\(check.output)")
    }

    @Test("an unwritable standard error ends with exit status 2, not a trap")
    func unwritableStandardError() throws {
        let folder = try TestSupport.temporaryFolder("write-stderr")
        defer { try? FileManager.default.removeItem(at: folder) }
        for redirect in ["2>&-", "2>/dev/full"] {
            let result = try TestSupport.run(["sh", "-c", "\"$0\" regen missing-folder \(redirect)", CLITests.executable.path], in: folder)
            #expect(result.status == 2, "\(redirect): \(result.output)")
        }
    }
}
