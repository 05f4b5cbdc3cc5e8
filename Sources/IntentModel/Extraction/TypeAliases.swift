import SwiftScan

/// The target's non-generic `typealias`es by qualified name (`Store.ChatID` → `String`), so that
/// a parameter or identifier declared through an alias has the type the compiler records for it:
/// `var minutes: Minutes` and `var minutes: Int` are the same parameter to Apple's metadata and to
/// saved shortcuts.
struct TypeAliases: Sendable {
  /// Aliased types by qualified name; top-level aliases by their name.
  private var targets: [String: String] = [:]

  init(files: [ParsedFile]) {
    for file in files { collect(file.declarations, scope: "") }
  }

  private mutating func collect(_ declarations: [Declaration], scope: String) {
    for declaration in declarations {
      if declaration.kind == .typealias, declaration.genericParameters == nil,
        let target = declaration.resultType?.textWithoutModuleSelectors
      {
        let name = scope.isEmpty ? declaration.name : scope + "." + declaration.name
        targets[name] = target
      } else if declaration.kind.isTypeLike {
        let name = declaration.kind == .extension || scope.isEmpty ? declaration.name : scope + "." + declaration.name
        collect(declaration.members, scope: name)
      }
    }
  }

  var isEmpty: Bool { targets.isEmpty }

  /// The type `written` stands for, written in `scope` (the type that declares the parameter):
  /// through the aliases of that scope and the enclosing ones, then by its qualified name (top-level
  /// aliases by their name); aliases of aliases are followed. `nil` when `written` (a plain name
  /// or an array of one, optionally `?`) is no alias.
  func resolve(_ written: String, in scope: String, index: TypeIndex) -> String? {
    var optional = ""
    var name = Substring(written)
    while let last = name.last, last == "?" || last == "!" {
      optional = String(last) + optional
      name = name.dropLast()
    }
    // `[Minutes]`: an array of an alias.
    if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
      return resolve(String(name.dropFirst().dropLast()), in: scope, index: index).map { "[" + $0 + "]" + optional }
    }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
    // `Self.ID` is `ID` of the type itself, not of the scopes around it.
    let ownOnly = name.hasPrefix("Self.")
    if ownOnly { name = name.dropFirst(5) }
    var current = String(name)
    var currentScope = scope
    var resolved = false
    // Aliases of aliases, a few levels deep (a cycle does not compile, and stops here too).
    for _ in 0..<8 {
      guard let (target, aliasScope) = lookUp(current, in: currentScope, ownOnly: ownOnly && !resolved, index: index)
      else { break }
      current = target
      currentScope = aliasScope
      resolved = true
    }
    guard resolved else { return nil }
    // The aliased type named as the model names it (`Outer.Level` for `Level` in `Outer`).
    if current.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
      current = index.resolve(current, from: currentScope)
    }
    return current + optional
  }

  /// The target of the alias `name` seen from `scope`, and the scope the alias is declared in; `nil`
  /// when no alias is found first, or when a type the target declares is (a nested `enum Mode`
  /// hides a top-level `typealias Mode`).
  private func lookUp(_ name: String, in scope: String, ownOnly: Bool, index: TypeIndex) -> (String, String)? {
    var prefix = Substring(scope)
    while !prefix.isEmpty {
      let candidate = prefix + "." + name
      if index.declaresType(candidate) { return nil }
      if let target = targets[candidate] { return (target, String(prefix)) }
      if ownOnly { return nil }
      guard let dot = prefix.lastIndex(of: ".") else { break }
      prefix = prefix[..<dot]
    }
    guard !ownOnly, !index.declaresType(name), let target = targets[name] else { return nil }
    return (target, name.split(separator: ".").dropLast().joined(separator: "."))
  }
}
