/// The App Intents property wrappers extraction reads, under every name the SDK gives each:
/// `@Parameter` is `AppIntent.Parameter`, a typealias of `IntentParameter`; `@Property` is
/// `AppEntity.Property`, of `EntityProperty`; `@Dependency` is `AppIntent.Dependency`, of
/// `AppDependency`. Each may also be qualified by its module (`AppIntents.Parameter`,
/// `AppIntents::Parameter`).
enum PropertyWrapperSpelling: String {
  case parameter = "Parameter"
  case property = "Property"
  case computedProperty = "ComputedProperty"
  case deferredProperty = "DeferredProperty"
  case dependency = "Dependency"

  /// The wrapper an attribute name spells, or `nil`. The short names, which nearly every
  /// attribute that is one of them uses, are compared first and by length.
  static func named(_ written: String) -> PropertyWrapperSpelling? {
    switch written.utf8.count {
    case 8 where written == "Property": return .property
    case 9 where written == "Parameter": return .parameter
    case 10 where written == "Dependency": return .dependency
    case 16 where written == "ComputedProperty": return .computedProperty
    case 16 where written == "DeferredProperty": return .deferredProperty
    default: break
    }
    // The rarer spellings, qualified or full names, all end in `r` or `y`; `@available`,
    // `@MainActor` and other attributes mostly do not.
    guard let last = written.utf8.last, last == UInt8(ascii: "r") || last == UInt8(ascii: "y") else { return nil }
    let name = AppIntentsProtocol.withoutModule(written)
    switch name {
    case "Parameter", "AppIntent.Parameter", "IntentParameter": return .parameter
    case "Property", "AppEntity.Property", "EntityProperty": return .property
    case "ComputedProperty": return .computedProperty
    case "DeferredProperty": return .deferredProperty
    case "Dependency", "AppIntent.Dependency", "AppDependency": return .dependency
    default: return nil
    }
  }

  /// Whether this wrapper makes an entity property (`@Property`, `@ComputedProperty`, `@DeferredProperty`).
  var isEntityProperty: Bool {
    switch self {
    case .property, .computedProperty, .deferredProperty: true
    case .parameter, .dependency: false
    }
  }
}
