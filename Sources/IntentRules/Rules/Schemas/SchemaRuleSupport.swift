import IntentModel

/// Helpers shared by the schema-domain rules: the catalog a lint uses, the target's schema
/// adoptions, and matching Swift types against catalog types.
enum SchemaRuleSupport {
  /// The bundled catalog, extended by the configuration's `schemas` folders. Relative folders are
  /// taken from the working directory. Problems in those files are reported by
  /// `SchemaCatalog.loading(folders:)` (for the CLI); here the valid part of them is used.
  static func catalog(for configuration: LintConfiguration) -> SchemaCatalog {
    configuration.schemaFolders.isEmpty ? .bundled : SchemaCatalog.loading(folders: configuration.schemaFolders).catalog
  }

  /// A type of the target that adopts a schema: `@AppIntent(schema: .notes.createNote) struct X`.
  struct Adoption {
    var typeName: String
    var location: ModelLocation
    /// As written, without the leading dot: `notes.createNote`.
    var reference: String
    var kind: SchemaMember.Kind
  }

  /// Every adoption in the model, intents first, each kind in model order.
  static func adoptions(in model: AppIntentsModel) -> [Adoption] {
    model.intents.compactMap { intent in
      intent.schema.map { Adoption(typeName: intent.name, location: intent.location, reference: $0, kind: .intent) }
    }
      + model.entities.compactMap { entity in
        entity.schema.map { Adoption(typeName: entity.name, location: entity.location, reference: $0, kind: .entity) }
      }
      + model.enums.compactMap { appEnum in
        appEnum.schema.map { Adoption(typeName: appEnum.name, location: appEnum.location, reference: $0, kind: .enum) }
      }
  }

  /// Whether the model adopts any schema: the rules skip loading the catalog otherwise.
  static func hasAdoptions(_ model: AppIntentsModel) -> Bool {
    model.intents.contains { $0.schema != nil } || model.entities.contains { $0.schema != nil }
      || model.enums.contains { $0.schema != nil }
  }

  /// The schema intents of the model with their catalog member, when it is known and its shape is
  /// not `unknown`.
  static func intents(_ model: AppIntentsModel, _ catalog: SchemaCatalog) -> [(IntentDefinition, SchemaMember)] {
    model.intents.compactMap { intent in
      guard let schema = intent.schema, let member = catalog.member(schema, kind: .intent), member.shape != .unknown
      else { return nil }
      return (intent, member)
    }
  }

  /// The schema entities of the model with their catalog member, as `intents(_:_:)`.
  static func entities(_ model: AppIntentsModel, _ catalog: SchemaCatalog) -> [(EntityDefinition, SchemaMember)] {
    model.entities.compactMap { entity in
      guard let schema = entity.schema, let member = catalog.member(schema, kind: .entity), member.shape != .unknown
      else { return nil }
      return (entity, member)
    }
  }

  // MARK: - Releases

  /// Whether a type adopting a schema can exist on a release older than `availability` (a schema
  /// member's, or the one since which a member has its current type), so that the member, or its
  /// new type, cannot be asked of it: a type available on iOS 18 cannot declare a property whose
  /// type only iOS 27 has.
  ///
  /// The type's own `@available` (and its enclosing types') decides; without one, the configured
  /// `deployment_target`; without either, the macro's spelling: code still written with
  /// `@AssistantIntent` / `@AssistantEntity` / `@AssistantEnum` (the 18 releases' spelling,
  /// deprecated in 27) was written against the 18 shapes.
  static func predates(
    _ availability: [String: String],
    typeName: String,
    location: ModelLocation,
    context: LintContext
  ) -> Bool {
    guard !availability.isEmpty else { return false }
    var introduced: [String: [Int]] = [:]
    for attribute in location.availability {
      for (platform, version) in AvailabilitySupport.versions(in: attribute) {
        if let known = introduced[platform], !AvailabilitySupport.isEarlier(known, than: version) { continue }
        introduced[platform] = version
      }
    }
    var decided = false
    for (platform, text) in availability {
      guard let needed = AvailabilitySupport.parse(text) else { continue }
      let floor =
        introduced[platform]
        ?? AvailabilitySupport.attributePlatforms(for: platform).lazy.compactMap { introduced[$0] }.first
        ?? context.configuration.deploymentTarget[platform].flatMap(AvailabilitySupport.parse)
      guard let floor else { continue }
      if AvailabilitySupport.isEarlier(floor, than: needed) { return true }
      decided = true
    }
    if decided { return false }
    var usesAssistantMacro = false
    MetadataSupport.forEachDeclaration(of: typeName, in: context.declarations) { declaration, _ in
      if declaration.attributes.contains(where: { $0.name.hasPrefix("Assistant") }) { usesAssistantMacro = true }
    }
    return usesAssistantMacro
  }

  /// Whether `slot` may be left out of a type: optional by the catalog, or newer than the type.
  static func mayOmit(_ slot: SchemaSlot, typeName: String, location: ModelLocation, context: LintContext) -> Bool {
    !slot.isRequired || predates(slot.availability, typeName: typeName, location: location, context: context)
  }

  /// Whether `type` matches the type `slot` had before its current one, on a type that can exist on
  /// those releases (`location: CLPlacemark?` on an iOS 18 entity of `.photos.asset`).
  static func matchesEarlierType(
    _ type: String,
    of slot: SchemaSlot,
    domain: String,
    typeName: String,
    location: ModelLocation,
    context: LintContext
  ) -> Bool {
    guard let earlier = slot.earlierType,
      predates(slot.typeAvailability, typeName: typeName, location: location, context: context)
    else { return false }
    return match(type, earlier, domain: domain, lookup: context.lookup) != .mismatch
  }

  // MARK: - Types

  /// The shape of a Swift type as written, enough to compare it with a catalog type.
  indirect enum SwiftShape: Equatable {
    /// A nominal type, by its last dotted component (`GeoToolbox.PlaceDescriptor` → `PlaceDescriptor`).
    case named(String, written: String)
    case array(SwiftShape)
    case set(SwiftShape)
    case optional(SwiftShape)
    /// Dictionaries, functions, tuples, `some`/`any` types, other generics.
    case other
  }

  static func shape(of written: String) -> SwiftShape { shape(Substring(written), depth: 0) }

  /// Whether a declared type is optional: `T?`, `T!` or `Optional<T>`.
  static func isOptional(_ written: String?, declared: Bool) -> Bool {
    guard !declared, let written else { return declared }
    if case .optional = shape(of: written) { return true }
    return false
  }

  private static func shape(_ written: Substring, depth: Int) -> SwiftShape {
    guard depth < 32 else { return .other }
    var text = written
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    if text.last == "?" || text.last == "!" { return .optional(shape(text.dropLast(), depth: depth + 1)) }
    if let inner = generic(text, "Optional") { return .optional(shape(inner, depth: depth + 1)) }
    if let inner = generic(text, "Array") { return .array(shape(inner, depth: depth + 1)) }
    if let inner = generic(text, "Set") { return .set(shape(inner, depth: depth + 1)) }
    if text.first == "[" && text.last == "]" {
      let inner = text.dropFirst().dropLast()
      var level = 0
      for character in inner {
        if "[<(".contains(character) { level += 1 }
        if "]>)".contains(character) { level -= 1 }
        if character == ":" && level == 0 { return .other }  // A dictionary.
      }
      return .array(shape(inner, depth: depth + 1))
    }
    guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
      return .other
    }
    let last = text.split(separator: ".").last.map(String.init) ?? String(text)
    return .named(last, written: String(text))
  }

  /// `Name<inner>` → `inner`, also module-qualified (`Swift.Set<…>`).
  private static func generic(_ text: Substring, _ name: String) -> Substring? {
    guard text.last == ">", let open = text.firstIndex(of: "<") else { return nil }
    let base = text[..<open]
    guard base == name || base.hasSuffix("." + name) else { return nil }
    return text[text.index(after: open)..<text.index(before: text.endIndex)]
  }

  enum Match { case match, mismatch, unknown }

  /// Whether a Swift type fits a catalog type, ignoring the outer optionality (the rules check it
  /// on their own). `unknown` when the Swift type names something the target does not declare
  /// (a type alias, another module's type): the rules stay silent then.
  static func match(_ written: String, _ expected: SchemaType, domain: String, lookup: ModelLookup) -> Match {
    var swift = shape(of: written)
    if case .optional(let inner) = swift { swift = inner }
    return match(swift, expected.wrapped, domain: domain, lookup: lookup)
  }

  private static func match(_ swift: SwiftShape, _ expected: SchemaType, domain: String, lookup: ModelLookup) -> Match {
    switch expected {
    case .any, .union:
      return .match
    case .optional(let inner):
      guard case .optional(let swiftInner) = swift else { return .mismatch }
      return match(swiftInner, inner, domain: domain, lookup: lookup)
    case .array(let element):
      switch swift {
      case .array(let swiftElement): return match(swiftElement, element, domain: domain, lookup: lookup)
      case .set, .named, .optional: return .mismatch
      case .other: return .unknown
      }
    case .set(let element):
      switch swift {
      case .set(let swiftElement): return match(swiftElement, element, domain: domain, lookup: lookup)
      case .array, .named, .optional: return .mismatch
      case .other: return .unknown
      }
    case .system, .member, .anyEntity, .anyEnum:
      switch swift {
      case .array, .set, .optional: return .mismatch
      case .other: return .unknown
      case .named(let name, let written):
        return matchNamed(name, written: written, expected, domain: domain, lookup: lookup)
      }
    }
  }

  private static func matchNamed(
    _ name: String,
    written: String,
    _ expected: SchemaType,
    domain: String,
    lookup: ModelLookup
  ) -> Match {
    let entity = lookup.entity(named: written)
    let appEnum = entity == nil ? lookup.appEnum(named: written) : nil
    let isSystem = SchemaType.systemSpellings.contains(name) && entity == nil && appEnum == nil
    switch expected {
    case .system(let catalogName):
      if SchemaType.systemTypes[catalogName]?.contains(name) == true && entity == nil && appEnum == nil {
        return .match
      }
      return isSystem || entity != nil || appEnum != nil ? .mismatch : .unknown
    case .member(let member):
      let reference = domain + "." + member
      if let entity { return entity.schema == reference ? .match : .mismatch }
      if let appEnum { return appEnum.schema == reference ? .match : .mismatch }
      return isSystem ? .mismatch : .unknown
    case .anyEntity:
      if entity != nil { return .match }
      return isSystem || appEnum != nil ? .mismatch : .unknown
    case .anyEnum:
      if appEnum != nil { return .match }
      return isSystem || entity != nil ? .mismatch : .unknown
    default:
      return .match
    }
  }

  /// How to write a catalog type in Swift for a fix: the target's type for a schema member when it
  /// has one (`SiriNotebookEntity?`), else the metadata processor's placeholder name.
  static func swiftSpelling(
    _ type: SchemaType,
    domain: String,
    model: AppIntentsModel,
    catalog: SchemaCatalog
  ) -> String {
    switch type {
    case .system("PlaceDescriptor"): return "PlaceDescriptor"
    case .system("RecurrenceRule"): return "Calendar.RecurrenceRule"
    case .system("LinkMetadata"): return "LPLinkMetadata"
    case .system(let name): return name
    case .member(let name):
      let reference = domain + "." + name
      if let entity = model.entities.first(where: { $0.schema == reference }) { return entity.name }
      if let appEnum = model.enums.first(where: { $0.schema == reference }) { return appEnum.name }
      return processorName(type, domain: domain, catalog: catalog)
    case .anyEntity: return "<#AppEntity#>"
    case .anyEnum: return "<#AppEnum#>"
    case .union(let label): return "<#\(label)#>"
    case .any: return "<#Type#>"
    case .array(let element): return "[\(swiftSpelling(element, domain: domain, model: model, catalog: catalog))]"
    case .set(let element): return "Set<\(swiftSpelling(element, domain: domain, model: model, catalog: catalog))>"
    case .optional(let wrapped): return swiftSpelling(wrapped, domain: domain, model: model, catalog: catalog) + "?"
    }
  }

  /// The metadata processor's name for a catalog type (`WordProcessorDocumentEntity`).
  static func processorName(_ type: SchemaType, domain: String, catalog: SchemaCatalog) -> String {
    type.processorName(domain: domain) { catalog.domains[domain]?.enums[$0] != nil }
  }

  /// The names of the stored and computed instance properties of `typeName` in its declaration and
  /// extensions (schema properties may be computed, which the model does not list).
  static func instancePropertyNames(of typeName: String, in index: DeclarationIndex) -> Set<String> {
    var names: Set<String> = []
    MetadataSupport.forEachDeclaration(of: typeName, in: index) { declaration, _ in
      for member in declaration.members where member.kind == .var || member.kind == .let {
        guard !member.isStatic else { continue }
        for binding in member.bindings { names.insert(binding.name) }
      }
    }
    return names
  }
}
