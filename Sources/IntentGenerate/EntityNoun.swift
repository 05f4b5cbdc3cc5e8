import IntentModel

/// How generated documentation names an entity's instances: its display name lowercased
/// (`Note` → `note`, `notes`), or its type name without an `Entity` suffix.
struct EntityNoun: Hashable, Sendable {
  var singular: String
  var plural: String

  init(_ entity: EntityDefinition) {
    var name = entity.typeDisplayName ?? QueryPlanner.bareName(entity.name)
    if entity.typeDisplayName == nil, name.hasSuffix("Entity"), name.count > 6 { name.removeLast(6) }
    let word = name.lowercased()
    singular = word
    if word.hasSuffix("y"), let beforeY = word.dropLast().last, !"aeiou".contains(beforeY) {
      plural = word.dropLast() + "ies"
    } else if word.hasSuffix("lf") {
      plural = word.dropLast() + "ves"
    } else if ["s", "x", "z", "ch", "sh"].contains(where: { word.hasSuffix($0) }) {
      plural = word + "es"
    } else {
      plural = word + "s"
    }
  }
}
