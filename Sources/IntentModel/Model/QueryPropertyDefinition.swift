/// A property an `EntityPropertyQuery` lets people find entities by, from its `properties`
/// (`Property(\NoteEntity.$title) { EqualToComparator { … } ContainsComparator { … } }`): what
/// Shortcuts offers as "Find Notes where Title contains …".
public struct QueryPropertyDefinition: Hashable, Sendable {
  /// The entity property, without the key path's `$` (`title`).
  public var name: String
  /// The comparators, as their types are written (`EqualToComparator`, `ContainsComparator`).
  public var comparators: [String]
  public var location: ModelLocation

  public init(name: String, comparators: [String], location: ModelLocation) {
    self.name = name
    self.comparators = comparators
    self.location = location
  }
}
