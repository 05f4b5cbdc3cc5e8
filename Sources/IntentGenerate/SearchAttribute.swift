import IntentModel
import IntentRules

/// One Spotlight attribute an indexed entity donates, as the on-device model sees it: the
/// `SearchableItemAttribute` to fetch, its name in the instructions, and what it means.
struct SearchAttribute: Hashable, Sendable {
  /// The `SearchableItemAttribute` expression (`.title`, `SearchableItemAttribute(rawValue: …)`).
  var expression: String
  /// The attribute's name inside the instructions' string literal (may interpolate a key name).
  var nameInInstructions: String
  /// The meaning, from the property's title, with its unit.
  var meaning: String

  /// The attributes `entity` donates: the display title, then every mapped `@Property` in order
  /// (one declared in several `#if` branches once, as its first declaration says).
  static func attributes(of entity: EntityDefinition) -> [SearchAttribute] {
    let noun = EntityNoun(entity)
    var attributes: [SearchAttribute] = []
    var described: Set<String> = []
    for property in entity.properties where described.insert(property.name).inserted {
      var meaning = SwiftStringLiteral.escaped(property.title?.text ?? property.name)
      if let unit = PropertyUnit.parse(property.documentation) {
        meaning += ", in " + SwiftStringLiteral.escaped(unit)
      }
      if let key = property.indexingKey {
        attributes.append(SearchAttribute(expression: "." + key, nameInInstructions: key, meaning: meaning))
      } else if let custom = property.customIndexingKey {
        let key = customKeyExpression(custom, entity: entity.name)
        attributes.append(
          SearchAttribute(
            expression: "SearchableItemAttribute(rawValue: \(key).keyName)",
            nameInInstructions: "\\(\(key).keyName)",
            meaning: meaning + " (a custom attribute)"
          )
        )
      }
    }
    // What the entity's own `attributeSet` sets (`attributes.contentDescription = body`): an
    // attribute of the catalog, which `SearchableItemAttribute` names too, described by the
    // property it comes from.
    for assignment in entity.attributeSetAssignments
    where SpotlightAttributeCatalog.bundled.type(of: assignment.attribute) != nil
      && !attributes.contains(where: { $0.expression == "." + assignment.attribute })
    {
      let source = assignment.property.flatMap { name in entity.properties.first { $0.name == name } }
      var meaning = SwiftStringLiteral.escaped(source.map { $0.title?.text ?? $0.name } ?? assignment.attribute)
      if let unit = PropertyUnit.parse(source?.documentation) { meaning += ", in " + SwiftStringLiteral.escaped(unit) }
      attributes.append(
        SearchAttribute(
          expression: "." + assignment.attribute,
          nameInInstructions: assignment.attribute,
          meaning: meaning
        )
      )
    }
    if !attributes.contains(where: { $0.expression == ".title" }) {
      let title = SearchAttribute(
        expression: ".title",
        nameInInstructions: "title",
        meaning: "the \(SwiftStringLiteral.escaped(noun.singular))'s name, as search results show it"
      )
      attributes.insert(title, at: 0)
    }
    return attributes
  }

  /// A `customIndexingKey:` expression as the generated code can write it outside the entity:
  /// `.continent` is `CSCustomAttributeKey.continent` (the argument's type), `Self.key` is
  /// `<Entity>.key`, and anything but a plain name is parenthesized before `.keyName`.
  static func customKeyExpression(_ written: String, entity: String) -> String {
    var expression = written
    if expression.hasPrefix(".") {
      expression = "CSCustomAttributeKey" + expression
    } else if expression.hasPrefix("Self.") {
      expression = entity + expression.dropFirst("Self".count)
    }
    return isPlainReference(expression) ? expression : "(\(expression))"
  }

  /// Whether `expression` is a plain (dotted) name, which needs no parentheses before `.keyName`.
  static func isPlainReference(_ expression: String) -> Bool {
    !expression.isEmpty && expression.allSatisfy { $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber }
  }
}
