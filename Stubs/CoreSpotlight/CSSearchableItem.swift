// Type-checking stub of Apple's CoreSpotlight framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// One item in a Spotlight index: an identifier, a domain and an attribute set (`CSSearchableItem`).
open class CSSearchableItem: NSObject, @unchecked Sendable {
  open var uniqueIdentifier: String
  open var domainIdentifier: String?
  open var expirationDate: Date!
  open var attributeSet: CSSearchableItemAttributeSet
  open var isUpdate: Bool = false

  public override init() {
    self.uniqueIdentifier = ""
    self.attributeSet = CSSearchableItemAttributeSet()
    super.init()
  }

  public init(
    uniqueIdentifier identifier: String?,
    domainIdentifier: String?,
    attributeSet: CSSearchableItemAttributeSet
  ) {
    self.uniqueIdentifier = identifier ?? ""
    self.domainIdentifier = domainIdentifier
    self.attributeSet = attributeSet
    super.init()
  }
}

/// A key for a custom Spotlight attribute (`CSCustomAttributeKey`).
open class CSCustomAttributeKey: NSObject {
  open var keyName: String
  open var isSearchable: Bool
  open var isSearchableByDefault: Bool
  open var isUnique: Bool
  open var isMultiValued: Bool

  public convenience init?(keyName: String) {
    self.init(keyName: keyName, searchable: true, searchableByDefault: false, unique: false, multiValued: false)
  }

  public init?(keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool, multiValued: Bool) {
    self.keyName = keyName
    self.isSearchable = searchable
    self.isSearchableByDefault = searchableByDefault
    self.isUnique = unique
    self.isMultiValued = multiValued
    super.init()
  }
}
