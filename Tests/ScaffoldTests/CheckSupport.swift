import Foundation
import ScaffoldCheck
import ScaffoldDiagnostics
import ScaffoldEmit
import ScaffoldManifest
import ScaffoldSpec
import ScaffoldWrite
import Testing

/// Helpers for the `check` tests: temporary projects written from strings, generated modules,
/// and the violations a fixture expects, read from `// expect: rule-id` markers on its lines.
struct CheckProject {
    let folder: URL

    init(_ name: String) throws {
        folder = try TestSupport.temporaryFolder("check-\(name)")
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    func write(_ path: String, _ text: String) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// Appends one line to a file; returns its 1-based line number.
    @discardableResult
    func append(_ path: String, _ line: String) throws -> Int {
        var text = try read(path)
        if !text.hasSuffix("\n") { text += "\n" }
        text += line + "\n"
        try write(path, text)
        return text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }

    func check(_ paths: [String] = [], config: String? = nil, baseline: String? = nil) throws(DiagnosticError) -> CheckReport {
        try ArchitectureCheck.run(CheckRequest(paths: paths, workingFolder: folder, configFile: config, baselineFile: baseline, includeGraph: true))
    }

    /// The diagnostics of a check expected to fail with bad input.
    func checkErrors(_ paths: [String] = [], config: String? = nil, baseline: String? = nil) -> [Diagnostic] {
        do {
            _ = try check(paths, config: config, baseline: baseline)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Writes a module generated from an example spec, with its manifest, into `<folder>/<output>/<Module>`.
    /// The spec is copied beside it so that the manifest's relative spec path (and its dependencies) resolve.
    /// `layout` overrides the manifest's (`app`: folders of the app target, no Swift module of their own).
    @discardableResult
    func generate(
        _ specName: String, output: String = "Modules", package: Bool = false, architecture: String? = nil, layout: String? = nil
    ) throws -> String {
        let module = try TestSupport.lower(specName, architecture: architecture)
        let files = try TestSupport.emit(module, package: package)
        try write("Specs/\(specName)", String(contentsOf: TestSupport.specsFolder.appendingPathComponent(specName), encoding: .utf8))
        let relativeFolder = "\(output)/\(module.name)"
        let depth = relativeFolder.split(separator: "/").count
        let manifest = Manifest(
            module: module.name, architecture: module.architecture,
            spec: String(repeating: "../", count: depth) + "Specs/\(specName)", specHash: "test",
            templateSet: "\(module.architecture)@1", layout: layout ?? (package ? "package" : "target"), files: files)
        _ = try ModuleWriter.create(files, manifest: manifest, in: url(relativeFolder), dryRun: false)
        return relativeFolder
    }

    /// `(file, line, rule)` for every `// expect: rule-id` marker in the project's Swift files.
    func expectedViolations() throws -> Set<Located> {
        var result: Set<Located> = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            for (index, line) in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "// expect: ") else { continue }
                for rule in line[marker.upperBound...].split(separator: " ") {
                    result.insert(Located(file: path, line: index + 1, rule: String(rule)))
                }
            }
        }
        return result
    }

    struct Located: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var rule: String
        var description: String { "\(file):\(line) [\(rule)]" }
    }
}

extension CheckReport {
    var located: Set<CheckProject.Located> {
        Set(violations.map { CheckProject.Located(file: $0.file, line: $0.line, rule: $0.rule) })
    }
}

enum JSON {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}

extension CheckReport {
    /// `(file, line, rule)` of every violation as each output format states it.
    func locatedByFormat() throws -> [OutputFormat: Set<CheckProject.Located>] {
        var result: [OutputFormat: Set<CheckProject.Located>] = [:]
        // text: `path:line:col: error: [rule] …` or `… warning: [rule] …`
        result[.text] = Set(
            render(.text).split(separator: "\n").compactMap { line -> CheckProject.Located? in
                guard let marker = line.range(of: ": error: [") ?? line.range(of: ": warning: ["), let close = line[marker.upperBound...].firstIndex(of: "]")
                else { return nil }
                let position = line[..<marker.lowerBound].split(separator: ":")
                guard position.count >= 3, let number = Int(position[position.count - 2]) else { return nil }
                return CheckProject.Located(file: position.dropLast(2).joined(separator: ":"), line: number, rule: String(line[marker.upperBound..<close]))
            })
        let json = try JSON.object(render(.json))
        result[.json] = Set(
            try #require(json["violations"] as? [[String: Any]]).map { violation in
                let from = try #require(violation["from"] as? [String: Any])
                return CheckProject.Located(
                    file: try #require(from["file"] as? String), line: try #require(from["line"] as? Int),
                    rule: try #require(violation["rule"] as? String))
            })
        let sarif = try JSON.object(render(.sarif))
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        result[.sarif] = Set(
            try results.filter { $0["suppressions"] == nil }.map { item in
                let location = try #require((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                return CheckProject.Located(
                    file: try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String),
                    line: try #require((location["region"] as? [String: Any])?["startLine"] as? Int),
                    rule: try #require(item["ruleId"] as? String))
            })
        // github: `::error file=…,line=…,col=…,title=rule::message` or `::warning …`
        result[.github] = Set(
            render(.github).split(separator: "\n").compactMap { line -> CheckProject.Located? in
                let prefix = ["::error ", "::warning "].first { line.hasPrefix($0) }
                guard let prefix, let end = line.dropFirst(prefix.count).range(of: "::") else { return nil }
                var properties: [String: String] = [:]
                for pair in line[line.index(line.startIndex, offsetBy: prefix.count)..<end.lowerBound].split(separator: ",") {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 { properties[String(parts[0])] = String(parts[1]) }
                }
                guard let file = properties["file"], let number = properties["line"].flatMap({ Int($0) }), let rule = properties["title"] else { return nil }
                return CheckProject.Located(file: file, line: number, rule: rule)
            })
        return result
    }
}

/// The report lists exactly the violations a fixture marks, in every output format.
func expectExactly(_ expected: Set<CheckProject.Located>, in report: CheckReport, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    #expect(report.located == expected, "\(report.render(.text))", sourceLocation: sourceLocation)
    for (format, found) in try report.locatedByFormat() {
        #expect(found == expected, "in \(format.rawValue)", sourceLocation: sourceLocation)
    }
}

/// The messages `run` fails with, none when it succeeds: how the cache tests hold a warm failure to an uncached one.
func failureMessages(_ run: () throws -> Void) -> [String] {
    do {
        try run()
        return []
    } catch let error as DiagnosticError {
        return error.diagnostics.map(\.description)
    } catch {
        return ["\(error)"]
    }
}
