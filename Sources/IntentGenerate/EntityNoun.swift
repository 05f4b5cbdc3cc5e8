import IntentModel

/// How generated documentation names an entity's instances: its display name lowercased
/// (`Note` → `note`, `notes`), or its type name without an `Entity` suffix. A display name that
/// is already plural (`Items`, `Categories`) gives its singular (`item`, `category`).
struct EntityNoun: Hashable, Sendable {
  var singular: String
  var plural: String

  /// Words spelled the same in the singular and the plural.
  static let invariant: Set<String> = ["series", "species", "news", "data", "media", "information"]

  init(_ entity: EntityDefinition) {
    var name = entity.typeDisplayName ?? QueryPlanner.bareName(entity.name)
    if entity.typeDisplayName == nil, name.hasSuffix("Entity"), name.count > 6 { name.removeLast(6) }
    let word = name.lowercased()
    if Self.invariant.contains(word) {
      (singular, plural) = (word, word)
    } else if word.hasSuffix("ies"), word.count > 4 {
      (singular, plural) = (word.dropLast(3) + "y", word)
    } else if word.hasSuffix("s"), word.count > 3, !["ss", "us", "is"].contains(where: { word.hasSuffix($0) }) {
      (singular, plural) = (String(word.dropLast()), word)
    } else {
      singular = word
      plural = Self.plural(of: word)
    }
  }

  /// The plural of a singular English noun, by the regular rules.
  static func plural(of word: String) -> String {
    if word.hasSuffix("y"), let beforeY = word.dropLast().last, !"aeiou".contains(beforeY) {
      return word.dropLast() + "ies"
    }
    if word.hasSuffix("lf") { return word.dropLast() + "ves" }
    if ["s", "x", "z", "ch", "sh"].contains(where: { word.hasSuffix($0) }) { return word + "es" }
    return word + "s"
  }
}
