/// "Did you mean" suggestions: the known name closest to a misspelled one.
enum NameSuggestion {
  /// The candidate nearest to `name` by edit distance (case-insensitive), if one is near enough to
  /// be a likely typo, or one that `name` abbreviates (`warn` for `warning`); ties go to the
  /// alphabetically first, so the answer is deterministic.
  static func closest(to name: String, among candidates: some Collection<String>) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    guard !target.isEmpty else { return nil }
    let limit = max(1, min(3, target.count / 3))
    var best: (distance: Int, name: String)?
    for candidate in candidates {
      let scalars = Array(candidate.lowercased().unicodeScalars)
      let distance: Int
      if target.count >= 3 && scalars.count > target.count && scalars.starts(with: target) {
        distance = limit
      } else {
        guard abs(scalars.count - target.count) <= limit else { continue }
        distance = editDistance(target, scalars)
        guard distance <= limit else { continue }
      }
      if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
      best = (distance, candidate)
    }
    return best?.name
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
