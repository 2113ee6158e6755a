import Foundation
import ScaffoldDiagnostics
import ScaffoldSpec
import Testing

@testable import ScaffoldCheck
@testable import ScaffoldProject

/// Input built to hurt: nesting deep enough to overflow the parser's stack, lines long enough to make
/// per-reference work quadratic, glob patterns that backtrack exponentially, and link cycles. Each gets
/// its documented outcome — a located error or a result — never a crash or a hang. (Not timed: the
/// release-build times are measured with the CLI and scaffold-check-bench.)
@Suite("Check: hostile input")
struct CheckHostileInputTests {
    static let config = """
        check:
          architecture: mvvm
          layers:
            View: ["**/View/**"]
            Model: ["**/Model/**"]
        """

    /// A Model type and a View type that uses it: a valid project, no violations.
    func project(_ name: String) throws -> CheckProject {
        let project = try CheckProject(name)
        try project.write("scaffold.yml", Self.config)
        try project.write("Model/Item.swift", "struct Item {}\n")
        try project.write("View/ItemView.swift", "struct ItemView { let item: Item }\n")
        return project
    }

    /// The one error of a check that refuses a too deeply nested file (or, by `message`, one too slow to parse).
    func refusal(
        _ project: CheckProject, message: String = "nests more than 256 levels deep", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Diagnostic {
        let errors = project.checkErrors()
        #expect(errors.count == 1, "\(errors)", sourceLocation: sourceLocation)
        let error = try #require(errors.first, sourceLocation: sourceLocation)
        #expect(error.message.contains(message), "\(error)", sourceLocation: sourceLocation)
        #expect(error.hint?.contains("exclude") == true, sourceLocation: sourceLocation)
        return error
    }

    /// The deepest nesting the scan finds in `text` (tried limit by limit: ordinary code is shallow).
    static func depth(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { buffer in
            var limit = 0
            while NestingScan.firstTooDeep(in: buffer, limit: limit) != nil { limit += 1 }
            return limit
        }
    }

    // MARK: Nesting

    @Test("generic arguments 8,000 deep are refused with an error at the 257th '<', never a crash")
    func deepGenerics() throws {
        let project = try project("deep-generics")
        defer { project.remove() }
        let depth = 8_000
        let variants = [
            // A type, an expression, spaced, split over lines and commented, never closed, within tuples.
            "let deep: " + String(repeating: "A<", count: depth) + "Int" + String(repeating: ">", count: depth),
            "let deep = " + String(repeating: "A<", count: depth) + "Int" + String(repeating: ">", count: depth) + "()",
            "let deep: " + String(repeating: "A < ", count: depth) + "Int" + String(repeating: " >", count: depth),
            "let deep: " + String(repeating: "A</* > */\n", count: depth) + "Int",
            "let deep: " + String(repeating: "A<(", count: depth / 2) + "Int",
        ]
        for (index, variant) in variants.enumerated() {
            try project.write("Model/Deep.swift", "struct A<T> {}\n" + variant + "\n")
            let error = try refusal(project)
            #expect(error.location.file.hasSuffix("Model/Deep.swift"))
            switch index {
            case 0, 1:
                // The 257th "A<" on line 2, after "let deep: " (10 columns) or "let deep = " (11).
                #expect(error.location.line == 2 && error.location.column == 10 + index + 2 * 257, "\(error)")
            case 3:
                #expect(error.location.line == 2 + 256 && error.location.column == 2, "\(error)")
            default:
                #expect(error.location.line == 2, "\(error)")
            }
            #expect(error.description.hasPrefix("\(error.location.file):\(error.location.line):\(error.location.column): error: "))
        }
        // Within the limit, deep generics are checked like any code: the reference at the end resolves.
        try project.write(
            "Model/Deep.swift",
            "struct A<T> {}\nlet deep: " + String(repeating: "A<", count: 200) + "ItemView" + String(repeating: ">", count: 200) + "\n")
        let report = try project.check()
        #expect(report.located == [CheckProject.Located(file: "Model/Deep.swift", line: 2, rule: "mvvm/model")], "\(report.render(.text))")
    }

    @Test("3,000 nested #if are refused with an error at the 257th, never a crash")
    func deepConditionalCompilation() throws {
        let project = try project("deep-if")
        defer { project.remove() }
        let depth = 3_000
        try project.write(
            "Model/Deep.swift",
            "struct B {}\n" + String(repeating: "#if DEBUG\n", count: depth) + "let b = B()\n" + String(repeating: "#endif\n", count: depth))
        let error = try refusal(project)
        #expect(error.location.line == 1 + 257 && error.location.column == 1, "\(error)")
    }

    @Test("chains SwiftParser recurses through are refused too: function types, try and await")
    func deepChains() throws {
        let project = try project("deep-chains")
        defer { project.remove() }
        let count = 20_000
        for chain in [
            "let f: " + String(repeating: "() -> ", count: count) + "Int",
            "let f: " + String(repeating: "(a: Int) throws -> ", count: count) + "Int",
            "let x = " + String(repeating: "try ", count: count) + "f()",
            "let x = " + String(repeating: "try? await ", count: count) + "f()",
        ] {
            try project.write("Model/Deep.swift", "func f() -> Int { 1 }\n" + chain + "\n")
            let error = try refusal(project)
            #expect(error.location.line == 2, "\(error)")
        }
    }

    /// The one error of a check that refuses a file whose `[`s SwiftParser would take too long on.
    func slowRefusal(_ project: CheckProject, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
        try refusal(project, message: "opens '[' inside '[' so deeply here", sourceLocation: sourceLocation)
    }

    @Test("'[' inside '[' 40 deep, on which SwiftParser takes exponential time, is refused before parsing, as are many chains of 12")
    func bracketsSwiftParserIsSlowOn() throws {
        let project = try project("deep-brackets")
        defer { project.remove() }
        // Thirty deep, each of these takes SwiftParser minutes in a release build (its lookahead for `[3 of Int]`).
        for chain in [
            "let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
            "let x: " + String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40) + " = []",
            "let x = " + String(repeating: "[(", count: 30),
            "let x = " + String(repeating: "[A<", count: 40),
            "let x = " + String(repeating: "[some ([", count: 20),
        ] {
            try project.write("Model/Deep.swift", "struct A<T> {}\n" + chain + "\n")
            let error = try slowRefusal(project)
            #expect(error.location.line == 2, "\(error)")
        }
        // Each `[` costs 2 to the power of those open: 2 + 4 + … + 2²² passes the budget of 2²² at the 22nd.
        try project.write("Model/Deep.swift", "let x = " + String(repeating: "[", count: 40) + "\n")
        #expect(try slowRefusal(project).location.column == 9 + 21)
        // The budget is the file's: 2,000 literals 12 deep, each quick alone (2 + 4 + … + 2¹² each), are refused in the 513th.
        let literal = String(repeating: "[", count: 12) + "0" + String(repeating: "]", count: 12)
        try project.write("Model/Deep.swift", (0..<2_000).map { "let x\($0) = \(literal)\n" }.joined())
        #expect(try slowRefusal(project).location.line == 513)
        // The nesting limit does not count the cost: a chain of 30 is 30 levels deep.
        #expect(Self.depth(String(repeating: "[", count: 30)) == 30)
        // Ten deep, as deep as any of swift-syntax's sources goes, is checked like any code.
        try project.write("Model/Deep.swift", "let deep: " + String(repeating: "[", count: 10) + "ItemView" + String(repeating: "]", count: 10) + " = []\n")
        let report = try project.check()
        #expect(report.located == [CheckProject.Located(file: "Model/Deep.swift", line: 1, rule: "mvvm/model")], "\(report.render(.text))")
    }

    @Test("nesting hidden where a careless scan sees a string or comment but the parser sees code is refused too")
    func nestingIsNotHidden() throws {
        let project = try project("hidden-nesting")
        defer { project.remove() }
        let deep = String(repeating: "A<", count: 4_000) + "Int" + String(repeating: ">", count: 4_000)
        let parens = String(repeating: "(", count: 2_000) + "1" + String(repeating: ")", count: 2_000)
        for prefix in [
            "let s = \"\\(\(parens))\"; let t: ",  // an interpolation is code
            "let r = #\"\\\"#; let t: ",  // a raw string ends at \"#, its backslash escapes nothing
            "let q = '\"'; let t: ",  // SwiftParser lexes '…' as a string
            "/* /* */ \" */ let t: ",  // block comments nest
            "let `a\"b` = 1; let t: ",  // a raw identifier
            "let r = /\"/; let t: ",  // a regex literal
            "let r = #/\"/#; let t: ",  // an extended regex literal
            "let m = \"\"\"\n  \\(\(parens))\n  \"\"\"; let t: ",  // a multi-line string's interpolation
        ] {
            try project.write("Model/Deep.swift", "struct A<T> {}\n" + prefix + deep + "\n")
            _ = try refusal(project)
        }
    }

    @Test("ordinary code never comes near the limit: comparisons, shifts, arrows, generics, brackets in text and regexes")
    func ordinaryCodeIsNotRefused() throws {
        // Repeated 1,000 times in one body: nothing may accumulate.
        let statement = ##"""
                if a < b { x = y << 2 }
                let c = a<b, d = a <= b || a<<1 > 2
                z <<= 1
                let f: (Int) -> Dictionary<String, [Int]> = { _ in [:] }
                let g = Set<Array<Optional<Int>>>()
                for i in 0..<n where i < m { print(i < n ? "(" : "[{<", 'x') }
                let s = #"\(" "# + "\\" + "\\(" + "\(1 < 2)" + #"\#(a < b)"#
                let r = /a(b)[(]/, e = #/\/(/#, h = a / b / c
                guard a < b else { return }
                let l = [a < b, c < d, e < f]
                #if DEBUG
                let k: Result<Int, any Error>
                #endif

            """##
        let body = "func f() {\n" + String(repeating: statement, count: 1_000) + "}\n"
        let checked = "func f() {\n" + String(repeating: statement, count: 50) + "}\n"
        // The function's braces, the array and its three comparisons.
        #expect(Self.depth(body) == 5, "\(Self.depth(body))")
        #expect(Self.depth("let d: Dictionary<String, [Int]> = [:]") == 2)
        #expect(Self.depth("let a = b < c") == 1)
        #expect(Self.depth("func f() -> Int { 1 }") == 1)
        #expect(Self.depth("let x = y >> 2 << 3") == 2)
        // Requirements without bodies: one arrow does not carry into the next declaration.
        let requirements = (0..<1_000).map { "    func f\($0)(a: Int) -> Int\n    var v\($0): (Int) -> Void { get }\n    typealias T\($0) = () -> Void\n" }
        #expect(Self.depth("protocol P {\n" + requirements.joined() + "}\n") == 2)

        let project = try project("ordinary")
        defer { project.remove() }
        try project.write("Model/Ordinary.swift", checked)
        #expect(project.checkErrors().isEmpty)
    }

    // MARK: Long lines

    @Test("10,000 attributes or casts on one line: every reference located, in scalars after non-ASCII text")
    func longLines() throws {
        let project = try project("long-lines")
        defer { project.remove() }
        // Enough to be quadratic if each location counted from the line start (debug builds parse slowly;
        // 100,000 are measured in a release build).
        let count = 10_000
        // 11 scalars in 12 bytes before the attributes, then "@Item " (6 scalars) each.
        let attributes = "/* héllo */" + String(repeating: "@Item ", count: count) + "struct Deep { var view: ItemView? }\n"
        try project.write("Model/Deep.swift", attributes)
        let report = try project.check()
        #expect(report.violations.count == 1, "\(report.render(.text))")
        #expect(report.violations.first?.line == 1)
        #expect(report.violations.first?.column == 11 + 6 * count + 25)

        let casts = "let x = Item() " + String(repeating: "as Item ", count: count) + "; let v: ItemView? = nil\n"
        try project.write("Model/Deep.swift", casts)
        let castReport = try project.check()
        #expect(castReport.violations.count == 1, "\(castReport.render(.text))")
        #expect(castReport.violations.first?.column == 15 + 8 * count + 10)
    }

    @Test("the line table gives every offset's line and column in scalars")
    func lineTable() {
        var generator = SplitMix(seed: 7)
        // A vertical tab (0x0B) right after a newline is what the eight-bytes-at-a-time newline test may mistake for one.
        let pieces = ["a", " ", "\n", "é", "€", "𝄞", "<", "(", "\r\n", "\u{0B}", "\n\u{0B}", "\n\n"]
        for _ in 0..<40 {
            let text = (0..<generator.next(below: 400)).map { _ in pieces[generator.next(below: pieces.count)] }.joined()
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let table = LineTable(buffer)
                var line = 1, column = 1
                for offset in 0...bytes.count {
                    if offset > 0 {
                        let byte = bytes[offset - 1]
                        if byte == UInt8(ascii: "\n") {
                            line += 1
                            column = 1
                        } else if byte & 0xC0 != 0x80 {
                            column += 1
                        }
                    }
                    // Offsets inside a scalar are never asked for; the count then is of the scalars started before it.
                    let expected = (line, column)
                    let found = table.location(of: offset)
                    #expect(found == expected, "offset \(offset) of \(bytes.count)")
                }
            }
        }
    }

    // MARK: Globs

    @Test("glob patterns match in polynomial time: many stars against a long name, many ** against a deep path")
    func globsDoNotBacktrack() throws {
        let stars = String(repeating: "*a", count: 20) + "*b"
        let long = String(repeating: "a", count: 200)
        #expect(!Glob(stars).matches(name: long))
        #expect(Glob(stars).matches(name: long + "b"))
        #expect(!Glob(stars).matches(path: long + ".swift"))
        let deep = Array(repeating: "a", count: 200).joined(separator: "/")
        let globstars = String(repeating: "**/a/", count: 20) + "**/b"
        #expect(!Glob(globstars).matches(path: deep))
        #expect(Glob(globstars).matches(path: deep + "/b"))
        #expect(!Glob(String(repeating: "**/", count: 30) + "*a*a*a*a*a*a*b").matches(path: deep + "/" + long))

        // The same patterns from scaffold.yml: excluded or not, the check finishes.
        let project = try project("hostile-globs")
        defer { project.remove() }
        try project.write("scaffold.yml", Self.config + "\n  exclude: [\"\(stars).swift\", \"\(globstars)\"]\n")
        try project.write("Model/\(long).swift", "struct Long {}\n")
        #expect(try project.check().files.contains("Model/\(long).swift"))
        try project.write("Model/\(long)b.swift", "struct LongB {}\n")
        #expect(try !project.check().files.contains("Model/\(long)b.swift"))
    }

    @Test("globs keep their meaning: the linear matcher agrees with the recursive definition")
    func globsKeepTheirMeaning() {
        var generator = SplitMix(seed: 11)
        // ASCII texts are matched byte by byte, others by character: "é" takes each pattern and text to the other way.
        let patternPieces = ["a", "b", "*", "?", "/", "**", "**/", "/**", "é"]
        let textPieces = ["a", "b", "/", "ab", "//", "é"]
        for _ in 0..<6_000 {
            let pattern = (0..<generator.next(below: 7)).map { _ in patternPieces[generator.next(below: patternPieces.count)] }.joined()
            let text = (0..<generator.next(below: 8)).map { _ in textPieces[generator.next(below: textPieces.count)] }.joined()
            let glob = Glob(pattern)
            #expect(glob.matches(path: text) == ReferenceGlob.matches(pattern: pattern, path: text), "'\(pattern)' against path '\(text)'")
            #expect(glob.matches(name: text) == ReferenceGlob.matches(pattern: pattern, name: text), "'\(pattern)' against name '\(text)'")
        }
        // The examples of docs/check.md.
        #expect(Glob("**/View/**").matches(path: "Modules/Feed/View/FeedView.swift"))
        #expect(Glob("Modules/Feed/**").matches(path: "Modules/Feed/Model/Item.swift"))
        #expect(!Glob("Modules/Feed/**").matches(path: "Other/Modules/Feed/Item.swift"))
        #expect(Glob("*ViewModel").matches(name: "FeedViewModel") && !Glob("*ViewModel").matches(name: "FeedView"))
        #expect(Glob("Tests").matches(path: "A/B/Tests") && !Glob("Tests").matches(path: "A/Tests/B.swift"))
    }

    // MARK: Links

    @Test("folder links are not followed, so link cycles end; a link to a Swift file is checked; each folder is walked once")
    func linkCycles() throws {
        let project = try project("links")
        defer { project.remove() }
        let outside = try CheckProject("links-outside")
        defer { outside.remove() }
        try outside.write("Uses.swift", "struct Uses { var view: ItemView? }\n")
        let manager = FileManager.default
        func link(_ path: String, to destination: String) throws {
            try manager.createSymbolicLink(atPath: project.url(path).path, withDestinationPath: destination)
        }
        try link("a", to: ".")
        try link("b", to: ".")
        try link("Model/c", to: "..")
        try link("Model/Outside", to: outside.folder.path)
        try link("Model/Uses.swift", to: outside.url("Uses.swift").path)
        let files = ["Model/Item.swift", "Model/Uses.swift", "View/ItemView.swift"]
        let report = try project.check()
        #expect(report.files.sorted() == files)
        // The linked file is checked as a file of its own path, in its own layer.
        #expect(report.located == [CheckProject.Located(file: "Model/Uses.swift", line: 1, rule: "mvvm/model")], "\(report.render(.text))")

        // A link given as a path is followed; a folder reached by several paths is walked once.
        #expect(try project.check(["a"]).files.count == 3)
        #expect(try project.check([".", "a", "b", "Model", "a/Model/c"]).files.sorted() == files)
    }

    // MARK: Pipes and paths

    @Test("a pipe named like a Swift file is refused by the reader and skipped by check, never waited on")
    func pipeInPlaceOfAFile() throws {
        let project = try project("pipe")
        defer { project.remove() }
        let pipe = project.url("Model/Pipe.swift").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(BaseFolder(project.folder.path).contents(of: pipe) == nil)
        #expect(BaseFolder.absolute.contents(of: pipe) == nil)
        let report = try project.check()
        #expect(!report.files.contains("Model/Pipe.swift"), "\(report.files)")
        #expect(report.located.isEmpty, "\(report.render(.text))")
    }

    @Test("paths not strictly below the folder held open are looked up as given: outside it, the folder itself, `//`")
    func pathsAroundTheBaseFolder() throws {
        let project = try project("base-folder")
        defer { project.remove() }
        let outside = try CheckProject("base-folder-outside")
        defer { outside.remove() }
        try outside.write("Other.swift", "struct Other {}\n")
        let root = project.folder.path
        let base = BaseFolder(root)
        let item = Data("struct Item {}\n".utf8)
        #expect(base.contents(of: root + "/Model/Item.swift") == item)
        #expect(base.contents(of: root + "//Model/Item.swift") == item)
        #expect(base.contents(of: outside.url("Other.swift").path) == Data("struct Other {}\n".utf8))
        // A folder whose name starts with the held one's is not below it.
        let sibling = URL(fileURLWithPath: root + "-sibling")
        try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sibling) }
        try Data("struct Sibling {}\n".utf8).write(to: sibling.appendingPathComponent("Sibling.swift"))
        #expect(base.contents(of: sibling.path + "/Sibling.swift") == Data("struct Sibling {}\n".utf8))
        #expect(base.contents(of: root) == nil)
        #expect(base.status(of: root).map { $0.st_mode & S_IFMT } == S_IFDIR)
        #expect(base.status(of: root + "/").map { $0.st_mode & S_IFMT } == S_IFDIR)
        #expect(base.status(of: root + "/Model/Missing.swift") == nil)
        if let folder = base.openFolder(root + "/Model") {
            close(folder)
        } else {
            Issue.record("the folder Model below the held one did not open")
        }
    }
}

/// The matcher globs had before (exponential in the worst case), kept as the definition of what they mean.
private enum ReferenceGlob {
    static func matches(pattern: String, path: String) -> Bool {
        var parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        if !pattern.contains("/") { parts.insert(Array("**"), at: 0) }
        return match(parts[...], path.split(separator: "/").map { Array($0) }[...])
    }

    static func matches(pattern: String, name: String) -> Bool {
        matchComponent(Array(pattern)[...], Array(name)[...])
    }

    private static func match(_ pattern: ArraySlice<[Character]>, _ path: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == ["*", "*"] {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            var rest = text
            while true {
                if matchComponent(pattern.dropFirst(), rest) { return true }
                if rest.isEmpty { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}

/// A small deterministic generator, so that the randomized cases are the same on every run.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
