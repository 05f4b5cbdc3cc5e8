import IntentModel
import SwiftScan

/// Versions, `@available` / `#available` parsing and the comparison with the deployment target,
/// shared by the availability rules.
enum AvailabilitySupport {
  /// A dotted version as numbers (`26.4` → [26, 4]); `nil` if it is not one.
  static func parse(_ version: String) -> [Int]? {
    let parts = version.split(separator: ".", omittingEmptySubsequences: false)
    var numbers: [Int] = []
    for part in parts {
      guard let number = Int(part) else { return nil }
      numbers.append(number)
    }
    return numbers.isEmpty ? nil : numbers
  }

  /// Whether `lhs` is an earlier version than `rhs` (`26` < `26.4`, `27` == `27.0`).
  static func isEarlier(_ lhs: [Int], than rhs: [Int]) -> Bool {
    for index in 0..<max(lhs.count, rhs.count) {
      let left = index < lhs.count ? lhs[index] : 0
      let right = index < rhs.count ? rhs[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// `26.0` → `26`, `26.4` → `26.4`, for `@available` suggestions.
  static func short(_ version: String) -> String {
    var text = Substring(version)
    while text.hasSuffix(".0") { text = text.dropLast(2) }
    return String(text)
  }

  /// The platform name `@available` uses for a deployment-target platform, and the ones it falls
  /// back to (iPadOS is `iOS`; Mac Catalyst falls back to `iOS`).
  static func attributePlatforms(for platform: String) -> [String] {
    switch platform {
    case "iPadOS": ["iOS"]
    case "macCatalyst": ["macCatalyst", "iOS"]
    default: [platform]
    }
  }

  /// The `os(…)` name of a deployment-target platform.
  static func osName(for platform: String) -> String {
    switch platform {
    case "iPadOS", "macCatalyst": "iOS"
    default: platform
    }
  }

  /// The versions an `@available(…)` attribute or a `#available(…)` condition requires, by platform
  /// (`@available(iOS 27, macOS 27, *)`, `@available(iOS, introduced: 27)`); a platform marked
  /// `unavailable` maps to a version no API exceeds.
  static func versions(in availability: String) -> [String: [Int]] {
    guard let open = availability.firstIndex(of: "("), let close = availability.lastIndex(of: ")"), open < close else {
      return [:]
    }
    let arguments = availability[availability.index(after: open)..<close].split(separator: ",").map {
      $0.split(separator: " ", omittingEmptySubsequences: true)
    }
    var result: [String: [Int]] = [:]
    guard let first = arguments.first, let platformWord = first.first else { return [:] }
    if first.count >= 2 {
      // Shorthand: `iOS 27, macOS 27.1, *`.
      for words in arguments where words.count >= 2 {
        if let version = parse(String(words[1])) { result[normalize(String(words[0]))] = version }
      }
    } else {
      // Long form: `iOS, introduced: 27` or `iOS, unavailable`.
      let platform = normalize(String(platformWord))
      for words in arguments.dropFirst() {
        if words.first == "unavailable" { result[platform] = [Int.max] }
        if words.first == "introduced:", words.count >= 2, let version = parse(String(words[1])) {
          result[platform] = version
        }
      }
    }
    return result
  }

  private static func normalize(_ platform: String) -> String {
    var name = platform
    if name.hasSuffix("ApplicationExtension") { name = String(name.dropLast("ApplicationExtension".count)) }
    return name == "OSX" ? "macOS" : name
  }

  /// Whether code under these `#if` conditions is compiled for the platform: `!os(watchOS)` and a
  /// lone `os(iOS)` are understood, anything else is assumed to include it.
  static func isCompiled(for platform: String, under conditions: [String]) -> Bool {
    let os = osName(for: platform)
    for condition in conditions {
      let text = condition.filter { $0 != " " }
      if text.occurrences(of: "!os(\(os))") > 0 || text.occurrences(of: "!(os(\(os)))") > 0 { return false }
      if text.hasPrefix("os("), text.hasSuffix(")"), text.occurrences(of: "&&") == 0 {
        let names = text.split(separator: "|").map { String($0.filter { $0 != "(" && $0 != ")" }.dropFirst(2)) }
        if !names.contains(os) { return false }
      }
    }
    return true
  }

  /// What an API needs beyond the deployment target at one use: the platforms (of the
  /// configuration) whose deployment target is below the API's release and that no `@available` /
  /// `#available` text in `guards` raises far enough, with the version needed.
  static func shortfall(
    of required: [String: String],
    deploymentTarget: [String: String],
    guards: [String],
    conditions: [String]
  ) -> [(platform: String, needed: String, target: String)] {
    let guarded = guards.map(versions(in:))
    var result: [(platform: String, needed: String, target: String)] = []
    for (platform, target) in deploymentTarget.sorted(by: { $0.key < $1.key }) {
      guard let targetVersion = parse(target), isCompiled(for: platform, under: conditions) else { continue }
      let names = attributePlatforms(for: platform)
      guard let neededText = names.lazy.compactMap({ required[$0] }).first, let needed = parse(neededText) else {
        continue
      }
      var effective = targetVersion
      for versions in guarded {
        // The most specific platform name the guard mentions.
        if let version = names.lazy.compactMap({ versions[$0] }).first, isEarlier(effective, than: version) {
          effective = version
        }
      }
      if isEarlier(effective, than: needed) { result.append((platform, neededText, target)) }
    }
    return result
  }

  /// `iOS 27.0, macOS 27.0 and watchOS 27.0` (the versions needed, or the deployment targets).
  static func list(_ shortfall: [(platform: String, needed: String, target: String)], target: Bool) -> String {
    let items = shortfall.map { "\($0.platform) \(target ? $0.target : $0.needed)" }
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `@available(iOS 27, macOS 27, *)`: the gate the API needs on every configured platform whose
  /// deployment target is below its release (not only those still short of it).
  static func suggestion(
    _ required: [String: String],
    deploymentTarget: [String: String],
    conditions: [String],
    pound: Bool
  ) -> String {
    var platforms: [String] = []
    for (platform, target) in deploymentTarget.sorted(by: { $0.key < $1.key }) {
      guard let targetVersion = parse(target), isCompiled(for: platform, under: conditions),
        let neededText = attributePlatforms(for: platform).lazy.compactMap({ required[$0] }).first,
        let needed = parse(neededText), isEarlier(targetVersion, than: needed)
      else { continue }
      let entry = "\(osName(for: platform)) \(short(neededText))"
      if !platforms.contains(entry) { platforms.append(entry) }
    }
    return (pound ? "#available(" : "@available(") + (platforms + ["*"]).joined(separator: ", ") + ")"
  }

  // MARK: - Source

  /// The `@available` attributes and `#if` conditions of the declarations around a byte offset (the
  /// type, extension, function or property that contains it), outermost first, with the qualified
  /// names of the enclosing types.
  static func declarationsAround(
    _ offset: Int,
    in file: ParsedFile
  ) -> (availability: [String], conditions: [String], scopes: [String]) {
    var availability: [String] = []
    var conditions: [IfConfigCondition] = []
    var scopes: [String] = []
    var declarations = file.declarations
    var scope = ""
    while let declaration = declarations.first(where: { $0.range.contains(offset) }) {
      availability += declaration.attributes.filter { $0.name == "available" }.map { file.source.text($0.range) }
      conditions = declaration.conditions
      if declaration.kind.isTypeLike {
        scope = declaration.kind == .extension || scope.isEmpty ? declaration.name : scope + "." + declaration.name
        scopes.append(scope)
      }
      declarations = declaration.members
    }
    return (availability, render(conditions), scopes)
  }

  /// `#if` branches as conditions that hold inside them (as the model renders them).
  static func render(_ conditions: [IfConfigCondition]) -> [String] {
    conditions.flatMap { condition -> [String] in
      let negated = condition.precedingConditions.map { "!(\($0))" }
      return condition.directive == .else ? negated : negated + [condition.condition]
    }
  }

  /// The `@available` attributes of the primary declarations (not extensions) of these types.
  static func primaryAvailability(of scopes: [String], in index: DeclarationIndex) -> [String] {
    scopes.flatMap { scope in
      index.declarations(of: scope).filter { $0.declaration.kind != .extension }.flatMap { entry in
        entry.declaration.attributes.filter { $0.name == "available" }.map { entry.file.source.text($0.range) }
      }
    }
  }

  /// The `#available(…)` conditions that guard the token at `index`: of the `if`/`while` blocks
  /// around it (not their `else` branches) and of the `guard` statements before it in those blocks.
  static func poundAvailableGuards(around index: Int, in file: ParsedFile) -> [String] {
    let tokens = file.tokens
    var result: [String] = []
    var depth = 0
    var probe = index - 1
    while probe >= 0 {
      let token = tokens[probe]
      switch token.kind {
      case .rightBrace:
        depth += 1
      case .leftBrace:
        if depth > 0 {
          depth -= 1
        } else {
          // The opener of a block around the token: `if #available(…) {`.
          result += conditionAvailability(before: probe, in: file)
        }
      case .poundAvailable where depth == 0:
        if statementStartsWithGuard(probe, in: file), let text = poundText(at: probe, in: file) {
          result.append(text)
        }
      default:
        break
      }
      probe -= 1
    }
    return result
  }

  /// The `#available` conditions between the `{` at `brace` and the start of its statement.
  private static func conditionAvailability(before brace: Int, in file: ParsedFile) -> [String] {
    let tokens = file.tokens
    var result: [String] = []
    var parens = 0
    var probe = brace - 1
    while probe >= 0 {
      switch tokens[probe].kind {
      case .rightParen: parens += 1
      case .leftParen: parens -= 1
      case .leftBrace, .rightBrace:
        if parens == 0 { return result }
      case .poundAvailable:
        if let text = poundText(at: probe, in: file) { result.append(text) }
      default: break
      }
      if tokens[probe].kind == .keyword, parens == 0 {
        let word = file.source.text(tokens[probe].range)
        if word == "else" { return [] }
        if word == "if" || word == "while" || word == "guard" { return word == "guard" ? [] : result }
      }
      probe -= 1
    }
    return result
  }

  private static func statementStartsWithGuard(_ index: Int, in file: ParsedFile) -> Bool {
    let tokens = file.tokens
    var probe = index - 1
    while probe >= 0 {
      let kind = tokens[probe].kind
      if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { return false }
      if kind == .keyword {
        let word = file.source.text(tokens[probe].range)
        if word == "guard" { return true }
        if word == "if" || word == "while" { return false }
      }
      probe -= 1
    }
    return false
  }

  /// `#available(iOS 27, *)` as written, from its `#available` token.
  private static func poundText(at index: Int, in file: ParsedFile) -> String? {
    let tokens = file.tokens
    guard index + 1 < tokens.count, tokens[index + 1].kind == .leftParen else { return nil }
    var probe = index + 1
    var depth = 0
    while probe < tokens.count {
      if tokens[probe].kind == .leftParen { depth += 1 }
      if tokens[probe].kind == .rightParen {
        depth -= 1
        if depth == 0 {
          return file.source.text(Int(tokens[index].start)..<Int(tokens[probe].end))
        }
      }
      probe += 1
    }
    return nil
  }
}
