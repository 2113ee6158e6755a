import ScaffoldDiagnostics
import ScaffoldSpec
import SwiftParser
import SwiftSyntax

// The edits to a manifest: byte ranges that add or remove elements laid out like the lines around them, and applying them.

extension PackageManifest {
    /// Each wanted dependency the target lacks, added to its list (or in a `dependencies:` argument inserted after `name:`).
    func dependencyAdditions(_ sync: DependencySync, in targets: ArrayExprSyntax) throws(DiagnosticError) -> [Edit] {
        let declaration = try declaration(sync.target, in: targets)
        let existing = try dependencyList(of: declaration)
        var seen = Set((existing?.list.elements ?? []).compactMap { Match.targetDependency($0.expression)?.identity })
        let missing = sync.wanted.filter { seen.insert($0.identity).inserted }.map(\.swift)
        if missing.isEmpty { return [] }
        if let existing {
            return [insertion(of: missing, into: existing.list, argument: existing.argument, inline: true)]
        }
        let rendered = "dependencies: [\(missing.joined(separator: ", "))]"
        let name = declaration.nameArgument
        // On a call laid out one argument a line, a line of its own; otherwise after `name: "…"` on its line.
        if let comma = name.trailingComma, let lineEnd = lineBreakEnds(after: comma).first {
            let indent = indentation(ofLineAt: name.positionAfterSkippingLeadingTrivia.utf8Offset)
            return [Edit(range: lineEnd..<lineEnd, text: indent + rendered + "," + newline)]
        }
        let end = name.expression.endPositionBeforeTrailingTrivia.utf8Offset
        return [Edit(range: end..<end, text: ", " + rendered)]
    }

    /// The bytes to delete for the first dependency of `sync.target` that scaffold added before and no longer wants.
    func firstRemoval(_ sync: DependencySync, in targets: ArrayExprSyntax) throws(DiagnosticError) -> Range<Int>? {
        let unwanted = sync.unwanted
        guard !unwanted.isEmpty, let list = try dependencyList(of: declaration(sync.target, in: targets))?.list else { return nil }
        let elements = Array(list.elements)
        guard let index = elements.firstIndex(where: { Match.targetDependency($0.expression).map { unwanted.contains($0.identity) } == true })
        else { return nil }
        let element = elements[index]
        let start = element.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = element.endPositionBeforeTrailingTrivia.utf8Offset
        let next = index + 1 < elements.count ? elements[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset : nil
        let lineBreaks = element.lastToken(viewMode: .sourceAccurate).map(lineBreakEnds(after:)) ?? []
        // Alone on its line(s): the whole lines go.
        let lineStart = lineStart(of: start)
        if bytes[lineStart..<start].allSatisfy(Self.isBlank), let lineEnd = lineBreaks.first { return lineStart..<lineEnd }
        // Followed on its line: the element and its comma (`["B", "A"]` → `["A"]`).
        if let next, lineBreaks.isEmpty { return start..<next }
        // Last on its line after another: from that one's comma, or from that one when it is last (`["A", "B"]` → `["A"]`).
        if index > 0 {
            let previous = elements[index - 1]
            let from = element.trailingComma == nil ? previous.expression.endPositionBeforeTrailingTrivia : previous.endPositionBeforeTrailingTrivia
            return from.utf8Offset..<end
        }
        return start..<(next ?? end)
    }

    /// The package dependencies not declared yet, added to a literal `dependencies:` array or in a `dependencies:` argument
    /// inserted before `targets:`.
    func packageDependencyEdits(_ dependencies: [PackageDependency], before targets: LabeledExprSyntax) throws(DiagnosticError) -> [Edit] {
        let argument = argument("dependencies")
        let array = argument?.expression.as(ArrayExprSyntax.self)
        var seen = Set((array?.elements ?? []).compactMap { Match.packageDependency($0.expression) })
        let missing = dependencies.filter { seen.insert($0.identity).inserted }.map(\.swift)
        if missing.isEmpty { return [] }
        if let argument {
            guard let array else {
                throw error(
                    "`dependencies:` is not an array literal, so scaffold cannot add \(missing.joined(separator: ", "))", at: argument.expression,
                    hint: "write the package dependencies as a literal array `dependencies: [...]`, or add them by hand")
            }
            return [insertion(of: missing, into: array, argument: argument, inline: false)]
        }
        let start = targets.positionAfterSkippingLeadingTrivia.utf8Offset
        let indent = indentation(ofLineAt: start)
        let lines = missing.map { indent + "    " + $0 + "," + newline }.joined()
        let lineStart = lineStart(of: start)
        if bytes[lineStart..<start].allSatisfy(Self.isBlank) {
            return [Edit(range: lineStart..<lineStart, text: indent + "dependencies: [" + newline + lines + indent + "]," + newline)]
        }
        return [Edit(range: start..<start, text: "dependencies: [" + newline + lines + indent + "], ")]
    }

    /// How `elements` join `array`, the value of `argument`.
    ///
    /// Multi-line arrays get each element on a new line indented like the array's last element. After a last element with a
    /// trailing comma they go at the end; when the last element has none they go before the first element instead, each with a
    /// comma, so that no existing line changes. An empty or one-line array becomes multi-line, indented 4 spaces deeper than the
    /// line of `argument` — unless `inline`, for a target's dependencies, where a one-line list stays on one line.
    func insertion(of elements: [String], into array: ArrayExprSyntax, argument: LabeledExprSyntax, inline: Bool) -> Edit {
        let open = array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset
        let close = array.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
        let last = array.elements.last
        let oneLine =
            converter.location(for: array.leftSquare.positionAfterSkippingLeadingTrivia).line
            == converter.location(for: array.rightSquare.positionAfterSkippingLeadingTrivia).line
        if oneLine && inline {
            guard let last else {
                let blank = bytes[open..<close].allSatisfy(Self.isBlank)
                return Edit(range: (blank ? open : close)..<close, text: elements.joined(separator: ", "))
            }
            if let comma = last.trailingComma {
                let end = comma.endPositionBeforeTrailingTrivia.utf8Offset
                return Edit(range: end..<end, text: elements.map { " " + $0 + "," }.joined())
            }
            let end = last.expression.endPositionBeforeTrailingTrivia.utf8Offset
            return Edit(range: end..<end, text: elements.map { ", " + $0 }.joined())
        }
        let outer = indentation(ofLineAt: argument.positionAfterSkippingLeadingTrivia.utf8Offset)
        if oneLine {
            let indent = outer + "    "
            let existing = String(decoding: bytes[open..<close], as: UTF8.self).trimmingBlanks
            let added = elements.map { $0 + "," }
            let lines = existing.isEmpty ? added : last != nil && last?.trailingComma == nil ? added + [existing] : [existing] + added
            return Edit(range: open..<close, text: newline + lines.map { indent + $0 + newline }.joined() + outer)
        }
        let indent = last.map { indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset) } ?? outer + "    "
        if let first = array.elements.first, last?.trailingComma == nil {
            if let lineEnd = lineBreakEnds(after: array.leftSquare).first {
                return Edit(range: lineEnd..<lineEnd, text: elements.map { indent + $0 + "," + newline }.joined())
            }
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            return Edit(range: start..<start, text: elements.map { $0 + "," + newline + indent }.joined())
        }
        let anchor = last?.trailingComma ?? array.leftSquare
        if let lineEnd = lineBreakEnds(after: anchor).last {
            return Edit(range: lineEnd..<lineEnd, text: elements.map { indent + $0 + "," + newline }.joined())
        }
        let end = anchor.endPositionBeforeTrailingTrivia.utf8Offset
        return Edit(range: end..<end, text: elements.map { newline + indent + $0 + "," }.joined())
    }

    /// The text with `edits` (non-overlapping) applied; refuses a result that would not parse rather than return it.
    func applying(_ edits: [Edit]) throws(DiagnosticError) -> String {
        if edits.isEmpty { return text }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        let text = String(decoding: result, as: UTF8.self)
        if Parser.parse(source: text).hasError {
            throw error(
                "scaffold could not edit this manifest safely: the result would not parse", at: call,
                hint: "add the targets by hand, and please report this manifest as a scaffold bug")
        }
        return text
    }

    /// Each resource (`Resources/Feed.xcstrings`, relative to the target's path) the target does not name yet, processed:
    /// added to its literal `resources:` list, or in a `resources:` argument where SwiftPM's order puts it (before
    /// `publicHeadersPath:`, the settings and `plugins:`). A `resources:` that is not a literal list is left alone.
    func resourceAdditions(_ target: String, resources: [String], in targets: ArrayExprSyntax) throws(DiagnosticError) -> [Edit] {
        guard !resources.isEmpty else { return [] }
        let declaration = try declaration(target, in: targets)
        if let argument = Match.argument("resources", in: declaration.call) {
            guard let list = argument.expression.as(ArrayExprSyntax.self) else { return [] }
            let named = list.elements.map(\.expression.trimmedDescription)
            let missing = resources.filter { resource in !named.contains { $0.contains(SwiftLiteral.string(resource)) } }
            return missing.isEmpty ? [] : [insertion(of: missing.map(Self.processed), into: list, argument: argument, inline: true)]
        }
        let rendered = "resources: [\(resources.map(Self.processed).joined(separator: ", "))]"
        let later: Set<String> = ["publicHeadersPath", "packageAccess", "cSettings", "cxxSettings", "swiftSettings", "linkerSettings", "plugins"]
        if let next = declaration.call.arguments.first(where: { $0.label.map { later.contains($0.text) } ?? false }) {
            let start = next.positionAfterSkippingLeadingTrivia.utf8Offset
            let onItsOwnLine = lineStart(of: start) == start - indentation(ofLineAt: start).utf8.count
            let text = onItsOwnLine ? rendered + "," + newline + indentation(ofLineAt: start) : rendered + ", "
            return [Edit(range: start..<start, text: text)]
        }
        guard let last = declaration.call.arguments.last else { return [] }
        let end = (last.trailingComma ?? last.expression.lastToken(viewMode: .sourceAccurate)!).endPositionBeforeTrailingTrivia.utf8Offset
        return [Edit(range: end..<end, text: (last.trailingComma == nil ? ", " : " ") + rendered)]
    }

    static func processed(_ resource: String) -> String { ".process(\(SwiftLiteral.string(resource)))" }

    /// `defaultLocalization: "en"` after `name:`, where the package declares none: SwiftPM needs it for the String
    /// Catalog of a target scaffold adds. On the name's line where the next argument is on it too, else on a line of its own.
    func defaultLocalizationEdit() -> Edit? {
        guard argument("defaultLocalization") == nil, let name = argument("name"), let comma = name.trailingComma else { return nil }
        let offset = comma.endPositionBeforeTrailingTrivia.utf8Offset
        let argument = "defaultLocalization: \"en\","
        if lineBreakEnds(after: comma).isEmpty { return Edit(range: offset..<offset, text: " " + argument) }
        return Edit(range: offset..<offset, text: "\n" + indentation(ofLineAt: name.positionAfterSkippingLeadingTrivia.utf8Offset) + argument)
    }

    // MARK: Bytes and trivia

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") && bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        return start
    }

    /// The spaces and tabs that begin the line holding `offset`.
    private func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count && Self.isBlank(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offsets just after each line break between `token` and the next token (line breaks inside comments are not counted).
    private func lineBreakEnds(after token: TokenSyntax) -> [Int] {
        var offset = token.endPositionBeforeTrailingTrivia.utf8Offset
        var ends: [Int] = []
        for piece in token.trailingTrivia + (token.nextToken(viewMode: .sourceAccurate)?.leadingTrivia ?? []) {
            let width =
                switch piece {
                case .newlines, .carriageReturns: 1
                case .carriageReturnLineFeeds: 2
                default: 0
                }
            if width > 0 {
                let length = piece.sourceLength.utf8Length
                ends += stride(from: offset + width, through: offset + length, by: width)
            }
            offset += piece.sourceLength.utf8Length
        }
        return ends
    }
}

extension String {
    /// Without the spaces, tabs and line breaks around it.
    fileprivate var trimmingBlanks: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
