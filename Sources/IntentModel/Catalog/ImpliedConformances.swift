/// The App Intents protocols a type conforms to, refined ones included, with their names sorted and
/// the roles they give it: what extraction needs of a type's conformances.
///
/// One value is made for each recognized protocol and each of the target's protocols that refines
/// some, when the catalog or the type index is built. Most types are declared once with one App
/// Intents conformance: they share that value, and no name is hashed or sorted for them.
public struct ImpliedConformances: Sendable {
  /// Every protocol conformed to.
  public private(set) var names: Set<String>
  /// `names` in order.
  public private(set) var sortedNames: [String]
  /// What conforming to `names` makes a type.
  public private(set) var roles: AppIntentsProtocol.RoleSet

  /// No conformance.
  public init() {
    names = []
    sortedNames = []
    roles = AppIntentsProtocol.RoleSet()
  }

  /// The conformances `names` amount to; names that are not recognized protocols give no role.
  public init(_ names: Set<String>) {
    self.names = names
    sortedNames = names.sorted()
    roles = AppIntentsProtocol.RoleSet()
    for name in names {
      if let role = AppIntentsProtocol.all[name]?.role { roles.insert(role) }
    }
  }

  public var isEmpty: Bool { names.isEmpty }

  /// Adds the conformances of `other`, sharing its storage when there were none.
  public mutating func formUnion(_ other: ImpliedConformances) {
    if names.isEmpty {
      self = other
    } else if !other.names.isSubset(of: names) {
      names.formUnion(other.names)
      sortedNames = names.sorted()
      roles.formUnion(other.roles)
    }
  }
}
