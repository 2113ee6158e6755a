import Foundation
import ScaffoldMutation

extension MutationRun {
    /// The tables (per architecture, then per spec and architecture), each survivor, the equivalent mutants met, stale
    /// entries and problems.
    func report(equivalentFile: String, elapsed: Double, sampled: String) -> String {
        var lines: [String] = []
        let header = ["", "mutants", "killed", "survived", "not compiling", "equivalent", "score"]
        func row(_ title: String, _ tally: Tally) -> [String] {
            let total = tally.killed + tally.survived + tally.notCompiling + tally.equivalent
            let killed = tally.timedOut > 0 ? "\(tally.killed) (\(tally.timedOut) by timeout)" : "\(tally.killed)"
            let score = tally.score.map { String(format: "%.1f%%", $0 * 100) } ?? "-"
            return [title, "\(total)", killed, "\(tally.survived)", "\(tally.notCompiling)", "\(tally.equivalent)", score]
        }
        let architectures = options.architectures
        let specs = options.specs.map(MutationRun.specName)
        lines.append("Statement-deletion mutants of the owner files, \(sampled); score = killed ÷ compiling, equivalent mutants left out.")
        lines.append("")
        lines += table(
            [header] + architectures.map { architecture in row(architecture, tally { $0.file.architecture == architecture }) } + [
                row("all", tally { _ in true })
            ])
        lines.append("")
        lines += table(
            [["spec"] + header.dropFirst()]
                + specs.flatMap { spec in
                    architectures.map { architecture in row("\(spec) \(architecture)", tally { $0.file.spec == spec && $0.file.architecture == architecture }) }
                })
        let survivors = architectures.flatMap { architecture in results.filter { $0.file.architecture == architecture && $0.outcome == .survived } }
        lines.append("")
        lines.append(survivors.isEmpty ? "No survivors." : "Survivors (\(survivors.count)), paths relative to \(options.work.path):")
        for result in survivors {
            lines.append("\(result.file.architecture) \(result.file.spec)/\(result.file.path):\(result.mutant.line): \(result.mutant.text)")
        }
        let equivalent = results.filter { $0.outcome == .equivalent }
        if !equivalent.isEmpty {
            lines.append("")
            lines.append("Equivalent (\(equivalent.count), listed in \(equivalentFile), not counted in the score):")
            for result in equivalent {
                lines.append(
                    "\(result.file.architecture) \(result.file.spec)/\(result.file.path):\(result.mutant.line): \(result.mutant.text)  # \(result.entry!.reason)"
                )
            }
        }
        let unmatched = options.equivalent.filter { architectures.contains($0.architecture) && !matchedEntries.contains($0.key) }
        // An entry whose fact no spec run had says nothing about its statement: counted, not called stale.
        let stale = unmatched.filter { $0.fact == nil || factsMet.contains($0.key) }
        let waiting = unmatched.count - stale.count
        if waiting > 0 {
            lines.append("")
            lines.append("\(waiting) entr\(waiting == 1 ? "y" : "ies") of \(equivalentFile) hold only when a spec has a fact that none of the specs run has.")
        }
        if !stale.isEmpty {
            lines.append("")
            lines.append("Stale entries of \(equivalentFile) (no statement of the specs run matches them; remove them if they match none in any spec):")
            lines += stale.map { "\($0.location): \($0.line)" }
        }
        if !problems.isEmpty {
            lines.append("")
            lines.append("Problems:")
            lines += problems
        }
        lines.append("")
        lines.append("elapsed: \(duration(elapsed))")
        return lines.joined(separator: "\n")
    }

    /// The counts of the mutants run that `include` picks.
    func tally(_ include: (MutantResult) -> Bool) -> Tally {
        results.filter(include).reduce(into: Tally()) { $0.add($1.outcome) }
    }

    /// Columns padded to their widest cell: the first left-aligned, the others right-aligned.
    func table(_ rows: [[String]]) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
    }
}
