// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import CoreSpotlight
import Foundation

/// A noun of the app that Siri, Shortcuts and Spotlight can refer to (`AppEntity`).
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable
where ValueType == Self, ID: EntityIdentifierConvertible, ID: Sendable {
  /// The query the system uses to find entities of this type by identifier.
  associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

  static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
  /// `@Property` inside an entity is `EntityProperty`.
  public typealias Property = EntityProperty
}

/// An entity the system creates and fills in itself, never queries (`TransientAppEntity`).
public protocol TransientAppEntity: AppEntity {
  init()
}

extension TransientAppEntity {
  public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
}

/// The query of a transient entity: it resolves nothing.
public struct _TransientAppEntityQuery<Entity: AppEntity>: EntityQuery {
  public init() {}
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

/// A property of an app entity that the system can read, show and query (`@Property`).
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable where Value: _IntentValue, Value: Sendable {
  public final var wrappedValue: Value {
    get { stubTrap("EntityProperty.wrappedValue") }
    set {}
  }

  public final var projectedValue: EntityProperty<Value> { self }

  /// The title the system shows for the property.
  public final var title: LocalizedStringResource { stubTrap("EntityProperty.title") }

  public init(title: LocalizedStringResource) {}

  public convenience init(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
    self.init(title: title)
  }

  public convenience init(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) {
    self.init(title: title)
  }

  public convenience init(
    identifier: String,
    title: LocalizedStringResource,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
  ) {
    self.init(title: title)
  }

  public convenience init(identifier: String, title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) {
    self.init(title: title)
  }

  public convenience init(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
    self.init(title: "")
  }

  public convenience init(customIndexingKey: CSCustomAttributeKey) {
    self.init(title: "")
  }
}
