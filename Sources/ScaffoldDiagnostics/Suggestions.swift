/// "Did you mean …?" for unknown keys, types and names.
public enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        // Edit distance is quadratic; nothing this long is a typo of a name.
        guard word.unicodeScalars.count <= 100 else { return nil }
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(3, word.count / 3))
        return best.distance <= allowed ? best.name : nil
    }

    /// "did you mean 'x'?" or, with no close candidate, the list of valid values.
    public static func hint(for word: String, in candidates: [String], listing noun: String) -> String {
        if let match = closest(to: word, in: candidates) {
            return "did you mean '\(match)'?"
        }
        if candidates.isEmpty { return "no \(noun) are declared" }
        return "known \(noun): \(candidates.sorted().joined(separator: ", "))"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
