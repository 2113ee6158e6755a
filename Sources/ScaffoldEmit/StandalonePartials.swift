/// Mustache indents every line of a partial included on a line of its own like its tag (the spec's standalone
/// indentation), so one partial serves views that nest it at different depths. swift-mustache indents only the
/// first line a section renders, so before a template is parsed each such indented include of a partial of several
/// lines is replaced by the partial's text, indented (an include at the line's start renders as swift-mustache always
/// rendered it). What the template means is unchanged: a partial sees the context where
/// it is included either way.
enum StandalonePartials {
    /// `text` with its standalone includes of multi-line `partials` (their files' texts, by name) written out.
    static func expand(_ text: String, partials: [String: String], depth: Int = 0) -> String {
        guard depth < 16, text.contains("{{>") else { return text }
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            guard let name = includedName(line.dropFirst(indentation.count)), let partial = partials[name], partial.hasSuffix("\n"),
                partial.dropLast().contains("\n")
            else {
                lines.append(String(line))
                continue
            }
            let expanded = expand(String(partial.dropLast()), partials: partials, depth: depth + 1)
            lines += expanded.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : String(indentation + $0) }
        }
        return lines.joined(separator: "\n")
    }

    /// `inputControls` for a line that is `{{> inputControls}}` and nothing else.
    private static func includedName(_ line: Substring) -> String? {
        guard line.hasPrefix("{{>"), line.hasSuffix("}}") else { return nil }
        let name = line.dropFirst(3).dropLast(2).trimmingPrefix(" ")
        let trimmed = name.prefix { $0 != " " }
        guard !trimmed.isEmpty, name.dropFirst(trimmed.count).allSatisfy({ $0 == " " }), !trimmed.contains("{"), !trimmed.contains("}") else {
            return nil
        }
        return String(trimmed)
    }
}
