import SwiftScan

/// Reads an entity's id, display representations, default query and properties.
enum EntityExtractor {
  /// Whether an attribute is an entity property wrapper (`@Property`, `@AppEntity.Property`,
  /// `@ComputedProperty`, `@DeferredProperty`…).
  static func isPropertyWrapper(_ name: String) -> Bool {
    PropertyWrapperSpelling.named(name)?.isEntityProperty ?? false
  }

  static func extract(_ type: TypeMembers, conformances: [String]) -> EntityDefinition {
    var entity = EntityDefinition(name: type.name, location: type.location, conformances: conformances)
    entity.schema = type.schema(macros: ["AppEntity", "AssistantEntity"])
    entity.typeDisplayRepresentation = type.propertyValue("typeDisplayRepresentation", isStatic: true)?.asStringResource
    entity.displayRepresentation = type.propertyValue("displayRepresentation", isStatic: false)
    entity.defaultQuery = type.propertyValue("defaultQuery", isStatic: true)
    entity.overridesAttributeSet = type.hasProperty(named: "attributeSet", isStatic: false)
    if entity.overridesAttributeSet, let (_, binding) = type.property(named: "attributeSet", isStatic: false),
      let getter = binding.getter
    {
      entity.attributeSetAssignments = AttributeSetReader.assignments(in: getter)
    }
    entity.documentation = type.sites.lazy.compactMap { $0.declaration.documentation }.first
    entity.isPublic = type.sites.contains { site in
      site.declaration.kind != .extension
        && (site.declaration.hasModifier("public") || site.declaration.hasModifier("open"))
    }
    if let (member, binding) = type.property(named: "id", isStatic: false) {
      entity.identifier = identifier(binding, member: member, in: type)
    }
    for member in type.members where (member.kind == .var || member.kind == .let) && !member.isStatic {
      let attributes = member.attributes
      // By index: an attribute taken out of the array would be copied.
      let wrapper = attributes.firstIndex { isPropertyWrapper($0.name) }
      // Another property wrapper (`@Dependency`…) makes no entity property.
      if wrapper == nil && attributes.contains(where: { Self.startsWithUppercase($0.name) }) { continue }
      // By index: a binding taken out of the array would be copied, and most are skipped.
      let bindings = member.bindings
      for position in bindings.indices {
        if wrapper == nil && (bindings[position].isComputed || isEntityRequirement(bindings[position].name)) {
          continue
        }
        // Appended with its first fields, then completed in place: `append` copies what it is
        // given, and a complete property would be copied with every string in it.
        entity.properties.append(
          PropertyDefinition(
            name: bindings[position].name,
            location: type.location(of: member, range: bindings[position].nameRange),
            type: bindings[position].type?.textWithoutModuleSelectors,
            isOptional: bindings[position].type?.isOptional ?? false,
            wrapper: nil
          )
        )
        let last = entity.properties.count - 1
        entity.properties[last].documentation = member.unretained.documentation
        guard let wrapper else { continue }
        // The wrapper's short name (`@AppIntents::Property` and `@AppEntity.Property` are
        // `Property`): query generation and the rules compare the bare word.
        entity.properties[last].wrapper = PropertyWrapperSpelling.named(attributes[wrapper].name)?.rawValue
        // Arguments are read on each access: read them once.
        let arguments = member.reader.arguments(of: attributes, at: wrapper) ?? []
        entity.properties[last].title = arguments.firstIndex(labelled: "title").map {
          arguments[$0].value.implicitlyTyped(as: "LocalizedStringResource")
        }
        entity.properties[last].indexingKey = arguments.firstIndex(labelled: "indexingKey").flatMap {
          arguments[$0].keyPathComponents.map { components in
            // Usually one component (`\.title`): no joining.
            components.count == 1 ? components[0] : components.joined(separator: ".")
          }
        }
        entity.properties[last].customIndexingKey = arguments.firstIndex(labelled: "customIndexingKey").map {
          member.reader.text(arguments[$0].range)
        }
      }
    }
    return entity
  }

  /// Whether a name starts with an uppercase letter (`Dependency`), by its first byte when ASCII.
  static func startsWithUppercase(_ name: String) -> Bool {
    guard let byte = name.utf8.first else { return false }
    if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    return name.first?.isUppercase == true
  }

  /// `id`, `displayRepresentation` and `attributeSet`, which are not entity properties.
  static func isEntityRequirement(_ name: String) -> Bool {
    name.isSpelled("id") || name.isSpelled("displayRepresentation") || name.isSpelled("attributeSet")
  }

  static func identifier(
    _ binding: PatternBinding,
    member: TypeMembers.Member,
    in type: TypeMembers
  )
    -> IdentifierDefinition
  {
    let declaration: IdentifierDefinition.Declaration
    if binding.isComputed, let accessor = binding.accessors.first(where: { $0.kind == "get" }) {
      let body = accessor.statements
      if let first = body.first, let last = body.last {
        declaration = .computed(member.reader.text(first.range.lowerBound..<last.range.upperBound))
      } else {
        declaration = .computed("")
      }
    } else if let range = binding.initializerRange {
      declaration = .storedWithDefault(member.reader.text(range))
    } else {
      declaration = .stored
    }
    // `var id = UUID()`: the type is the initializer's.
    var idType = binding.type?.textWithoutModuleSelectors
    if idType == nil, let initializer = binding.initializer,
      case .initializer(let called, _) = member.reader.value(initializer), called != ".init"
    {
      idType = TypeSyntax.removingModuleSelectors(from: called)
    }
    return IdentifierDefinition(
      type: idType,
      declaration: declaration,
      location: type.location(of: member, range: binding.nameRange)
    )
  }
}
