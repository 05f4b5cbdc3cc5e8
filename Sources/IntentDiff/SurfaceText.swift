import Foundation
import IntentModel

/// How a title value is compared across versions: its text when it is a literal or a
/// `LocalizedStringResource("…")`, else the source text of the member or expression, so a
/// non-literal title changes only when its source does.
enum SurfaceText {
  static func of(_ value: ModelValue?) -> String? {
    guard let value else { return nil }
    if let text = value.text { return text }
    switch value {
    case .member(let name): return name
    case .nonLiteral(let source): return source
    default: return nil
    }
  }
}

extension SurfaceText {
  /// A parameter's type without the optional marker: `String?` and `String` are the same type to
  /// a saved shortcut; optionality is compared on its own (`isRequired`).
  static func parameterType(_ type: String?) -> String? {
    guard var type else { return nil }
    type = type.trimmingCharacters(in: .whitespaces)
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
    return type
  }
}

extension SurfaceText {
  /// Whether two spellings of a type name the same type, as far as the source tells: sugar is
  /// sugar (`Array<T>` is `[T]`, `Dictionary<K, V>` is `[K: V]`, `Optional<T>` is `T?`), the
  /// standard modules' qualifiers are dropped (`Foundation.Date`), and a type named from outside
  /// its enclosing type is the type named from inside (`Store.Kind` and `Kind`).
  static func sameType(_ old: String?, _ new: String?) -> Bool {
    guard let old, let new else { return old == new }
    let (lhs, rhs) = (nameRuns(canonicalType(old)), nameRuns(canonicalType(new)))
    guard lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { lhs, rhs in
      lhs == rhs || lhs.hasSuffix("." + rhs) || rhs.hasSuffix("." + lhs)
    }
  }

  /// A type's spelling as runs of name characters (`App.Note`) and runs of the rest (`[`, `:`).
  static func nameRuns(_ text: String) -> [Substring] {
    var runs: [Substring] = []
    var start = text.startIndex
    var inName: Bool?
    for index in text.indices {
      let character = text[index]
      let isName = character.isLetter || character.isNumber || character == "_" || character == "."
      if let inName, inName != isName {
        runs.append(text[start..<index])
        start = index
      }
      inName = isName
    }
    if start < text.endIndex { runs.append(text[start...]) }
    return runs
  }

  /// The spelling `sameType` compares: without spaces, sugar or standard-module qualifiers.
  static func canonicalType(_ type: String) -> String {
    var text = type.filter { $0 != " " && $0 != "\n" && $0 != "\t" }
    for module in ["Swift.", "Foundation.", "AppIntents."] {
      text = removingQualifier(module, from: text)
    }
    for (generic, open) in [("Array<", "["), ("Dictionary<", "["), ("Optional<", "")] {
      guard text.hasPrefix(generic), text.hasSuffix(">"), let arguments = genericArguments(of: text, prefix: generic)
      else { continue }
      switch generic {
      case "Array<" where arguments.count == 1: return open + canonicalType(arguments[0]) + "]"
      case "Dictionary<" where arguments.count == 2:
        return open + canonicalType(arguments[0]) + ":" + canonicalType(arguments[1]) + "]"
      case "Optional<" where arguments.count == 1: return canonicalType(arguments[0]) + "?"
      default: continue
      }
    }
    // Sugar inside sugar: `[Array<Int>]?` is `[[Int]]?`.
    if let last = text.last, last == "?" || last == "!" {
      return canonicalType(String(text.dropLast())) + String(last)
    }
    if text.hasPrefix("["), text.hasSuffix("]"),
      let parts = genericArguments(of: text, prefix: "[", separator: ":"), parts.count <= 2
    {
      return "[" + parts.map(canonicalType).joined(separator: ":") + "]"
    }
    return text
  }

  /// The top-level arguments of `Name<A, B>` (or the parts of `[K: V]` split at `separator`) when
  /// the first bracket closes at the end.
  static func genericArguments(of text: String, prefix: String, separator: Character = ",") -> [String]? {
    let inner = text.dropFirst(prefix.count).dropLast()
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in inner {
      switch character {
      case "<", "[", "(": depth += 1
      case ">", "]", ")":
        depth -= 1
        if depth < 0 { return nil }
      case separator where depth == 0:
        arguments.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    guard depth == 0 else { return nil }
    return arguments + [current]
  }

  /// `text` without `qualifier` (`Foundation.`) where it starts a name.
  static func removingQualifier(_ qualifier: String, from text: String) -> String {
    guard text.contains(qualifier) else { return text }
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: qualifier) {
      let before = rest[..<range.lowerBound]
      let startsName =
        (before.last ?? result.last).map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
      result += before
      if !startsName { result += qualifier }
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

extension SurfaceText {
  /// Whether a raw type is one of the standard integer types, whose raw values are numbers.
  static func isIntegerType(_ type: String?) -> Bool {
    guard let type else { return false }
    return ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(
      type.hasPrefix("Swift.") ? String(type.dropFirst(6)) : type
    )
  }

  /// Whether two integer raw values are the same value: the same text, or integer literals of the
  /// same number (`16`, `0x10`, `1_6`).
  static func sameRawValue(_ old: String?, _ new: String?) -> Bool {
    if old == new { return true }
    guard let old, let new, let lhs = integerValue(old), let rhs = integerValue(new) else { return false }
    return lhs == rhs
  }

  /// The value of a Swift integer literal (`-0b101`, `0o17`, `0xFF`, `1_000`), or `nil`.
  static func integerValue(_ literal: String) -> Int? {
    var text = Substring(literal.filter { $0 != "_" })
    let negative = text.hasPrefix("-")
    if negative { text = text.dropFirst() }
    var radix = 10
    for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
      radix = base
      text = text.dropFirst(2)
    }
    guard let magnitude = Int(text, radix: radix) else { return nil }
    return negative ? -magnitude : magnitude
  }
}
