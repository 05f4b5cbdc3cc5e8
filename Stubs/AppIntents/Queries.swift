// Type-checking stub of Apple's AppIntents framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// What an options provider or a query returns: an array of values, or sections of items.
public protocol ResultsCollection {
  /// The type of one result.
  associatedtype Result: _IntentValue
}

extension Array: ResultsCollection where Element: _IntentValue {
  public typealias Result = Element
}

/// A value with its own title, subtitle and image in a list of options (`IntentItem`).
public struct IntentItem<Value>: Sendable where Value: _IntentValue, Value: Sendable {
  public var value: Value

  public init(_ value: Value) {
    self.value = value
  }

  public init(
    _ value: Value,
    title: LocalizedStringResource,
    subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil
  ) {
    self.value = value
  }
}

/// A titled group of items in a list of options (`IntentItemSection`).
public struct IntentItemSection<Value>: Sendable where Value: _IntentValue, Value: Sendable {
  public init(_ title: LocalizedStringResource, items: [IntentItem<Value>]) {}
  public init(_ title: LocalizedStringResource, items: [Value]) {}
}

/// Sections of options (`IntentItemCollection`).
public struct IntentItemCollection<Value>: ResultsCollection, Sendable where Value: _IntentValue, Value: Sendable {
  public typealias Result = Value

  public init(items: [IntentItem<Value>]) {}
  public init(items: [Value]) {}
  public init(sections: [IntentItemSection<Value>]) {}
}

/// Supplies the options of a parameter (`DynamicOptionsProvider`).
public protocol DynamicOptionsProvider: _SupportsAppDependencies {
  associatedtype Result: ResultsCollection
  associatedtype DefaultValue: _IntentValue = Result.Result

  func results() async throws -> Result
  func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
  public func defaultResult() async -> DefaultValue? { nil }

  public typealias Item<R> = IntentItem<R> where R == Result.Result
  public typealias ItemSection<R> = IntentItemSection<R> where R == Result.Result
  public typealias ItemCollection<R> = IntentItemCollection<R> where R == Result.Result
}

/// Finds entities by identifier, and suggests some (`EntityQuery`).
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, Sendable {
  /// The entity type the query resolves.
  associatedtype Entity: AppEntity
  associatedtype Result = [Entity]

  init()

  /// The entities with these identifiers; identifiers that no longer resolve are left out.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

  /// The entities to offer before the person types anything.
  func suggestedEntities() async throws -> Result
}

extension EntityQuery {
  public func results() async throws -> Result { try await suggestedEntities() }
}

extension EntityQuery where Result == [Entity] {
  public func suggestedEntities() async throws -> [Entity] { [] }
}

/// An entity query that also searches by text (`EntityStringQuery`).
public protocol EntityStringQuery: EntityQuery {
  func entities(matching string: String) async throws -> Result
}

/// An entity query that can list every entity (`EnumerableEntityQuery`).
public protocol EnumerableEntityQuery: EntityQuery {
  associatedtype AllEntitiesResult: ResultsCollection = [Entity]

  func allEntities() async throws -> AllEntitiesResult
}

/// An entity query for an entity that has one instance only (`UniqueAppEntityQuery`).
public protocol UniqueAppEntityQuery: EntityQuery {
  func entity() async throws -> Entity
}

/// Returns app values for an input the system provides, such as visual-intelligence content
/// (`IntentValueQuery`).
public protocol IntentValueQuery: Sendable {
  associatedtype Input
  associatedtype Result

  init()
  func values(for input: Input) async throws -> [Result]
}

// MARK: - Property queries

/// How several comparators of a property query combine (`ComparatorMode`).
public enum ComparatorMode: Sendable {
  case and
  case or
}

/// A requested sort order of a property query (`EntityQuerySort`).
public struct EntityQuerySort<Entity: AppEntity>: Sendable {
  public enum Order: Sendable {
    case ascending
    case descending
  }

  public var by: PartialKeyPath<Entity> { stubTrap("EntityQuerySort.by") }
  public var order: Order { stubTrap("EntityQuerySort.order") }
}

/// An entity query that filters and sorts by property values (`EntityPropertyQuery`).
///
/// Simplified in the stub: the SDK's property and comparator types carry five generic parameters
/// (`EntityQueryProperty<Entity, Subject, Property, PropertyType, ComparatorMappingType>`); the stub
/// keeps the ones needed to check a typical declaration (see Stubs/Samples/APICoverage.swift).
public protocol EntityPropertyQuery: EntityQuery {
  /// The type each comparator maps a person's input to, such as `NSPredicate`.
  associatedtype ComparatorMappingType

  static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
  static var sortingOptions: EntityQuerySortingOptions<Entity> { get }

  func entities(
    matching comparators: [ComparatorMappingType],
    mode: ComparatorMode,
    sortedBy: [EntityQuerySort<Entity>],
    limit: Int?
  ) async throws -> Result
}

extension EntityPropertyQuery {
  public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
  public typealias SortingOptions = EntityQuerySortingOptions<Entity>
  public typealias Sort = EntityQuerySort
  public typealias Property<Wrapped, PropertyType> = EntityQueryProperty<
    Entity, Wrapped, PropertyType, ComparatorMappingType
  >
  where Wrapped: EntityProperty<PropertyType>
  public typealias SortableBy = EntityQuerySortableByProperty<Entity>

  public typealias EqualToComparator<Value> = EntityQueryComparator<Value, ComparatorMappingType>
  public typealias NotEqualToComparator<Value> = EntityQueryComparator<Value, ComparatorMappingType>
  public typealias LessThanComparator<Value> = EntityQueryComparator<Value, ComparatorMappingType>
  public typealias LessThanOrEqualToComparator<Value> = EntityQueryComparator<Value, ComparatorMappingType>
  public typealias GreaterThanComparator<Value> = EntityQueryComparator<Value, ComparatorMappingType>
  public typealias GreaterThanOrEqualToComparator<Value> = EntityQueryComparator<Value, ComparatorMappingType>
  public typealias ContainsComparator<Value> = EntityQueryComparator<Value, ComparatorMappingType>
  public typealias HasPrefixComparator<Value> = EntityQueryComparator<Value, ComparatorMappingType>
  public typealias HasSuffixComparator<Value> = EntityQueryComparator<Value, ComparatorMappingType>
}

/// The properties a property query accepts (`EntityQueryProperties`).
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType> {
  public init(
    @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () -> [EntityQueryPropertyDeclaration<
      Entity, ComparatorMappingType
    >]
  ) {}
}

/// One queryable property and its comparators, type-erased (`EntityQueryPropertyDeclaration`).
public class EntityQueryPropertyDeclaration<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
  init() {}
}

/// One queryable property of an entity and the comparators it supports (`EntityQueryProperty`).
public final class EntityQueryProperty<Entity: AppEntity, Wrapped, PropertyType, ComparatorMappingType>:
  EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>, @unchecked Sendable
where Wrapped: EntityProperty<PropertyType>, PropertyType: _IntentValue & Sendable {
  public init(
    _ keyPath: KeyPath<Entity, Wrapped>,
    @EntityQueryComparatorsBuilder<PropertyType, ComparatorMappingType> comparators: () -> [EntityQueryComparator<
      PropertyType, ComparatorMappingType
    >]
  ) {}
}

/// A comparator that maps a person's input for a property to a `ComparatorMappingType`.
public struct EntityQueryComparator<Value, ComparatorMappingType>: @unchecked Sendable {
  public init(mappingBlock: @escaping (Value) -> ComparatorMappingType) {}
}

@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
  public static func buildExpression(
    _ expression: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>
  ) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
    expression
  }

  public static func buildBlock(
    _ components: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>...
  ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] {
    components
  }
}

@resultBuilder
public enum EntityQueryComparatorsBuilder<PropertyType, ComparatorMappingType> {
  /// Gives each comparator the property's value type, so `EqualToComparator { … }` closures know it.
  public static func buildExpression(
    _ comparator: EntityQueryComparator<PropertyType, ComparatorMappingType>
  ) -> EntityQueryComparator<PropertyType, ComparatorMappingType> {
    comparator
  }

  public static func buildBlock(
    _ components: EntityQueryComparator<PropertyType, ComparatorMappingType>...
  ) -> [EntityQueryComparator<PropertyType, ComparatorMappingType>] {
    components
  }
}

/// The sort orders a property query accepts (`EntityQuerySortingOptions`).
public struct EntityQuerySortingOptions<Entity: AppEntity> {
  public init(@EntityQuerySortingOptionsBuilder<Entity> sortingOptions: () -> [EntityQuerySortableByProperty<Entity>]) {
  }
}

/// A property a query can sort by (`EntityQuerySortableByProperty`).
public struct EntityQuerySortableByProperty<Entity: AppEntity>: Sendable {
  public init<Wrapped, PropertyType>(_ keyPath: KeyPath<Entity, Wrapped>) where Wrapped: EntityProperty<PropertyType> {}
}

@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
  public static func buildExpression(
    _ option: EntityQuerySortableByProperty<Entity>
  ) -> EntityQuerySortableByProperty<Entity> {
    option
  }

  public static func buildBlock(
    _ components: EntityQuerySortableByProperty<Entity>...
  ) -> [EntityQuerySortableByProperty<Entity>] {
    components
  }
}
