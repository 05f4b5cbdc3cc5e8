extension String {
  /// How many times `needle` occurs, without overlaps (UTF-8 comparison, no Foundation).
  func occurrences(of needle: String) -> Int {
    let haystack = Array(utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, haystack.count >= pattern.count else { return 0 }
    var count = 0
    var index = 0
    while index + pattern.count <= haystack.count {
      if haystack[index..<(index + pattern.count)].elementsEqual(pattern) {
        count += 1
        index += pattern.count
      } else {
        index += 1
      }
    }
    return count
  }
}
