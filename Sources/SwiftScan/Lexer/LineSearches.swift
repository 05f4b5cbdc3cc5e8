/// What the lexer learned searching ahead on a line for what closes a construct, kept so that a
/// line of many openers costs one search, not one per opener (which would be quadratic).
struct LineSearches {
  /// For a curly-quoted text `“…`: a search from before this offset ended here without finding
  /// a `”` or `"`, so no opener before it finds one.
  var noCurlyCloserBefore = 0
  /// For raw strings `#"""…`: the closing candidates of the rest of a line.
  var rawClosers = RawCloserIndex()
}

/// The `"` on the rest of a line, each with the longest run of `#` that follows a `"` from there
/// on: whether a raw string with `n` × `#` can close on the line after an offset is one binary
/// search, whatever the number of openers on the line and of `#` they use.
struct RawCloserIndex {
  /// The part of a line indexed: from `start` to `end`, its line break or the end of the file.
  private var start = 0
  private var end = -1
  /// The offsets of the `"` in it, ascending.
  private var quotes: [Int] = []
  /// For each quote, the longest run of `#` right after it or after any later quote of the part.
  private var longestRunFrom: [Int] = []

  /// Whether a `"` followed by at least `pounds` × `#` is on the line at or after `index`.
  mutating func closes(from index: Int, pounds: Int, in base: UnsafePointer<UInt8>, count: Int) -> Bool {
    if index < start || index > end { indexLine(from: index, in: base, count: count) }
    var low = 0
    var high = quotes.count
    while low < high {
      let middle = (low + high) / 2
      if quotes[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low < quotes.count && longestRunFrom[low] >= pounds
  }

  private mutating func indexLine(from index: Int, in base: UnsafePointer<UInt8>, count: Int) {
    start = index
    quotes.removeAll(keepingCapacity: true)
    var runs: [Int] = []
    var position = index
    while position < count && base[position] != UInt8(ascii: "\n") && base[position] != UInt8(ascii: "\r") {
      if base[position] == UInt8(ascii: "\"") {
        var run = 0
        while position + 1 + run < count && base[position + 1 + run] == UInt8(ascii: "#") { run += 1 }
        quotes.append(position)
        runs.append(run)
      }
      position += 1
    }
    end = position
    longestRunFrom = runs
    var longest = 0
    for i in stride(from: runs.count - 1, through: 0, by: -1) {
      longest = max(longest, runs[i])
      longestRunFrom[i] = longest
    }
  }
}
