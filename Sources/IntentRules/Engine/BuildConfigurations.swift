/// The App Shortcuts that one build of the app can contain together, for the rules that count them,
/// and whether two declarations can be in one build at all (`areExclusive`).
///
/// A shortcut holds under conditions: the `#if` branches around it and around its provider, and the
/// builder `if`s around it (`#available(iOS 18, *)`, `!(flag)` in an `else`). Shortcuts in the two
/// branches of an `#if`/`#else` or of an `if`/`else` never exist in the same build, and neither do
/// shortcuts under two different `os(…)`. Counting every shortcut of the source would report
/// limits that no build reaches; counting the `if` branches only would miss an `else` branch
/// that holds more. So the count is the largest over the ways the conditions can be true together.
enum BuildConfigurations {
  /// The most atoms of one group whose assignments are searched one by one (2^12 of them); past
  /// that, a shortcut is left out when it negates an atom another shortcut asserts.
  static let maximumAtoms = 12

  /// Whether two sets of conditions (`#if` branches, builder `if`s) can never hold together:
  /// one has `c` and the other `!(c)`, or they name two different `os(…)`.
  static func areExclusive(_ lhs: [String], _ rhs: [String]) -> Bool {
    let left = lhs.map(BuildConfigurations.literal)
    let right = rhs.map(BuildConfigurations.literal)
    for condition in left {
      // One asserts what the other denies (`os(iOS)` and `!os(iOS)` or an `#else`).
      if right.contains(where: { $0.atom == condition.atom && $0.holds != condition.holds }) { return true }
      // Two platforms asserted.
      if condition.holds && BuildConfigurations.isPlatform(condition.atom),
        right.contains(where: { $0.holds && BuildConfigurations.isPlatform($0.atom) && $0.atom != condition.atom })
      {
        return true
      }
    }
    return false
  }

  /// Which items hold in the build where the items' total weight is largest; `conditions[i]` are
  /// the conditions of item `i` (all must hold). Ties go to the first assignment found, so the
  /// answer does not depend on anything but the input's order.
  ///
  /// Atoms that never meet (not in one item's conditions, and not both platforms) can be chosen
  /// apart, so each group of atoms that do is searched on its own: the items of a group hold or not
  /// by its atoms alone, and the best build is the best choice in every group.
  static func heaviest(conditions: [[String]], weights: [Int]) -> [Bool] {
    let literals = conditions.map { $0.map(literal) }
    var atoms: [String] = []
    for item in literals {
      for (atom, _) in item where !atoms.contains(atom) { atoms.append(atom) }
    }
    var holding = conditions.map { _ in true }
    guard !atoms.isEmpty else { return holding }
    let positions = literals.map { item in item.map { (atom: atoms.firstIndex(of: $0.atom)!, holds: $0.holds) } }
    // Groups: atoms of one item meet, and so do all platforms (at most one `os(…)` holds).
    var group = Array(atoms.indices)
    func root(_ atom: Int) -> Int { group[atom] == atom ? atom : root(group[atom]) }
    func join(_ lhs: Int, _ rhs: Int) { group[root(lhs)] = root(rhs) }
    let platforms = atoms.indices.filter { isPlatform(atoms[$0]) }
    for (first, other) in zip(platforms, platforms.dropFirst()) { join(first, other) }
    for item in positions {
      for (first, other) in zip(item, item.dropFirst()) { join(first.atom, other.atom) }
    }
    for groupRoot in Set(atoms.indices.map(root)).sorted() {
      let members = atoms.indices.filter { root($0) == groupRoot }
      let items = positions.indices.filter { !positions[$0].isEmpty && root(positions[$0][0].atom) == groupRoot }
      guard members.count <= maximumAtoms else {
        let asserted = Set(items.flatMap { positions[$0].filter(\.holds).map(\.atom) })
        for item in items { holding[item] = !positions[item].contains { !$0.holds && asserted.contains($0.atom) } }
        continue
      }
      let bit = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
      let groupPlatforms = members.filter { isPlatform(atoms[$0]) }.map { bit[$0]! }
      var bestWeight = -1
      for assignment in 0..<(1 << members.count) {
        if groupPlatforms.filter({ assignment & (1 << $0) != 0 }).count > 1 { continue }
        let holds = items.map { item in
          positions[item].allSatisfy { (assignment & (1 << bit[$0.atom]!) != 0) == $0.holds }
        }
        let weight = zip(holds, items).reduce(0) { $0 + ($1.0 ? weights[$1.1] : 0) }
        guard weight > bestWeight else { continue }
        bestWeight = weight
        for (item, holds) in zip(items, holds) { holding[item] = holds }
      }
    }
    return holding
  }

  /// Whether an atom names one platform (`os(iOS)`): of those, one holds in a build. A compound
  /// condition (`os(iOS) || os(visionOS)`) is an atom of its own, which may hold with any.
  static func isPlatform(_ atom: String) -> Bool {
    guard atom.hasPrefix("os("), atom.hasSuffix(")") else { return false }
    return atom.dropFirst(3).dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// A condition as the atom it asserts or denies: `os(iOS)` holds in `os(iOS)`, is denied in
  /// `!(os(iOS))` (an `#else`) and in `!os(iOS)`; `!(!os(iOS))` asserts it again.
  static func literal(_ condition: String) -> (atom: String, holds: Bool) {
    var text = Substring(condition).trimmedOfSpaces()
    var holds = true
    while text.hasPrefix("!") {
      let operand = text.dropFirst().trimmedOfSpaces()
      if operand.hasPrefix("("), closingParenthesis(of: operand) == operand.index(before: operand.endIndex) {
        text = operand.dropFirst().dropLast().trimmedOfSpaces()
      } else if isSimple(operand) {
        text = operand
      } else {
        break
      }
      holds.toggle()
    }
    return (String(text), holds)
  }

  /// The index of the `)` that closes the `(` at the start of `text`, if any.
  static func closingParenthesis(of text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// A name, or a name and one parenthesized argument list that ends the text (`DEBUG`, `os(iOS)`,
  /// `canImport(UIKit)`): `!` before it applies to all of it.
  static func isSimple(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" || first == "#" else { return false }
    guard let open = text.firstIndex(of: "(") else {
      return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
    return text[..<open].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "#" }
      && closingParenthesis(of: text[open...]) == text.index(before: text.endIndex)
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate func trimmedOfSpaces() -> Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
    return self[start..<end]
  }
}
