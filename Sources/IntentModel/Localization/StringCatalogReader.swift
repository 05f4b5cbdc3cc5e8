import Foundation

/// Reads an Xcode string catalog (`.xcstrings`, JSON): every key, and every language's
/// `stringUnit` value, plural and device variations included, and each value of a `stringSet`
/// (how `AppShortcuts.xcstrings` lists a language's phrases for one key). Keys are located by finding their
/// JSON spelling in the text; a key that cannot be found is placed at line 1.
enum StringCatalogReader {
  static func read(path: String, bytes: [UInt8]) -> PhraseCatalog {
    let start = ModelLocation(path: path, line: 1, column: 1)
    let document: Any
    do {
      document = try JSONSerialization.jsonObject(with: Data(bytes))
    } catch {
      let problem = JSONSyntaxProblem(error, in: bytes)
      let location = ModelLocation(path: path, line: problem.line ?? 1, column: problem.column ?? 1)
      return PhraseCatalog(
        path: path,
        entries: [],
        problems: [.init(location: location, message: "not a valid string catalog (JSON): \(problem.reason)")]
      )
    }
    guard let root = document as? [String: Any], let strings = root["strings"] as? [String: Any] else {
      return PhraseCatalog(
        path: path,
        entries: [],
        problems: [.init(location: start, message: "not a string catalog: no top-level \"strings\" object")]
      )
    }
    let locator = KeyLocator(path: path, bytes: bytes)
    var entries: [PhraseCatalog.Entry] = []
    for key in strings.keys.sorted() {
      let location = locator.location(of: key)
      let localizations = (strings[key] as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
      var translated = false
      for locale in localizations.keys.sorted() {
        for value in values(in: localizations[locale]) {
          translated = true
          entries.append(.init(key: key, locale: locale, value: value, location: location))
        }
      }
      if !translated {
        entries.append(.init(key: key, locale: root["sourceLanguage"] as? String, value: nil, location: location))
      }
    }
    return PhraseCatalog(path: path, entries: entries, problems: [])
  }

  /// The `stringUnit.value`s and `stringSet.values` of a localization, its variations' included, in
  /// a stable order.
  static func values(in localization: Any?) -> [String] {
    guard let object = localization as? [String: Any] else { return [] }
    var values: [String] = []
    if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
      values.append(value)
    }
    // `AppShortcuts.xcstrings` keeps a language's phrases for one key as a set, each a phrase.
    if let set = object["stringSet"] as? [String: Any], let members = set["values"] as? [Any] {
      values += members.compactMap { $0 as? String }
    }
    if let variations = object["variations"] as? [String: Any] {
      for kind in variations.keys.sorted() {
        guard let cases = variations[kind] as? [String: Any] else { continue }
        for name in cases.keys.sorted() { values += Self.values(in: cases[name]) }
      }
    }
    return values
  }

  /// Finds where a key is written: its JSON string followed by a colon.
  struct KeyLocator {
    let path: String
    /// The offset of each line's first byte.
    let lineStarts: [Int]
    /// The first offset of each key of the top-level `strings` object, by its spelling with the
    /// quotes. Found in one pass, so locating every key is
    /// linear; keyed by `String`, whose hashing is fast even in the debug builds the build plugin
    /// runs (hashing byte slices goes through generic code there, once per byte).
    let keyOffsets: [String: Int]

    init(path: String, bytes: [UInt8]) {
      self.path = path
      var starts = [0]
      var offsets: [String: Int] = [:]
      bytes.withUnsafeBufferPointer { bytes in
        var depth = 0
        // Whether the last key at the top level was `"strings"`, and whether the scan is in its value.
        var stringsIsNext = false
        var inStrings = false
        var index = 0
        while index < bytes.count {
          switch bytes[index] {
          case UInt8(ascii: "\n"):
            starts.append(index + 1)
            index += 1
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            if depth == 2 { inStrings = stringsIsNext }
            index += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth < 2 { inStrings = false }
            index += 1
          case UInt8(ascii: "\""):
            let start = index
            index += 1
            while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
              if bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
              index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else { break }
            index += 1
            guard depth == 1 || (depth == 2 && inStrings) else { continue }
            var after = index
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") {
              after += 1
            }
            guard after < bytes.count, bytes[after] == UInt8(ascii: ":") else { continue }
            let literal = UnsafeBufferPointer(rebasing: bytes[start..<index])
            if depth == 1 {
              stringsIsNext = literal.elementsEqual(#""strings""#.utf8)
            } else {
              let key = String(decoding: literal, as: UTF8.self)
              if offsets[key] == nil { offsets[key] = start }
            }
          default:
            index += 1
          }
        }
      }
      lineStarts = starts
      keyOffsets = offsets
    }

    func location(of key: String) -> ModelLocation {
      guard let found = keyOffsets[Self.jsonString(key)] else {
        return ModelLocation(path: path, line: 1, column: 1)
      }
      var line = 0
      var high = lineStarts.count
      while line + 1 < high {
        let middle = (line + high) / 2
        if lineStarts[middle] <= found { line = middle } else { high = middle }
      }
      return ModelLocation(path: path, line: line + 1, column: found - lineStarts[line] + 1)
    }

    /// The key as Xcode writes it: quoted, with `"`, `\` and control characters escaped.
    static func jsonString(_ key: String) -> String {
      var result = "\""
      for scalar in key.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default:
          if scalar.value < 0x20 {
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          } else {
            result.unicodeScalars.append(scalar)
          }
        }
      }
      return result + "\""
    }
  }
}
