/// "Did you mean …?": the closest of some known words to a mistyped one, by edit distance.
enum Suggestion {
    /// The word of `candidates` closest to `typed`, when it is close enough to be a typo (at most
    /// two edits, or a third of the word for long ones), or nil.
    static func closest(to typed: String, among candidates: [String]) -> String? {
        let typed = typed.lowercased()
        let limit = max(2, typed.count / 3)
        let ranked = candidates.map { ($0, distance(typed, $0.lowercased())) }.filter { $0.1 <= limit }
        return ranked.min { $0.1 < $1.1 }?.0
    }

    /// ` Did you mean 'x'?`, or the empty string.
    static func sentence(for typed: String, among candidates: [String]) -> String {
        closest(to: typed, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// The Levenshtein distance between `a` and `b`, with a swap of neighbours counting as one edit.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
