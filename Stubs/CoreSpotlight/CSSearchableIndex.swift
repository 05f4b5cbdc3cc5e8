// Type-checking stub of Apple's CoreSpotlight framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// An on-device index of searchable items (`CSSearchableIndex`).
///
/// The App Intents entry points (`indexAppEntities(_:priority:)`, `deleteAppEntities(…)`) are declared
/// by the AppIntents stub, in an extension: Apple declares them in the AppIntents module too.
open class CSSearchableIndex: NSObject {
  /// The index name given at creation; `nil` for the default index.
  public let name: String?

  public override init() {
    self.name = nil
    super.init()
  }

  /// Creates or opens the named index.
  public init(name: String) {
    self.name = name
    super.init()
  }

  /// Creates or opens the named index with a data-protection class (`FileProtectionType` raw value).
  public init(name: String, protectionClass: FileProtectionType?) {
    self.name = name
    super.init()
  }

  /// The app's default index. Apple recommends a named index outside prototypes.
  open class func `default`() -> Self {
    stubTrap("CSSearchableIndex.default()")
  }

  /// Whether indexing is available on this device.
  open class func isIndexingAvailable() -> Bool {
    false
  }

  /// An object whose methods the index calls to reindex items.
  open weak var indexDelegate: (any CSSearchableIndexDelegate)?

  open func indexSearchableItems(
    _ items: [CSSearchableItem],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    stubTrap("CSSearchableIndex.indexSearchableItems(_:completionHandler:)")
  }

  open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
    stubTrap("CSSearchableIndex.indexSearchableItems(_:)")
  }

  open func deleteSearchableItems(
    withIdentifiers identifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    stubTrap("CSSearchableIndex.deleteSearchableItems(withIdentifiers:completionHandler:)")
  }

  open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
    stubTrap("CSSearchableIndex.deleteSearchableItems(withIdentifiers:)")
  }

  open func deleteSearchableItems(
    withDomainIdentifiers domainIdentifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    stubTrap("CSSearchableIndex.deleteSearchableItems(withDomainIdentifiers:completionHandler:)")
  }

  open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
    stubTrap("CSSearchableIndex.deleteSearchableItems(withDomainIdentifiers:)")
  }

  open func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    stubTrap("CSSearchableIndex.deleteAllSearchableItems(completionHandler:)")
  }

  open func deleteAllSearchableItems() async throws {
    stubTrap("CSSearchableIndex.deleteAllSearchableItems()")
  }

  /// Starts a batch of index updates, ended by `endBatch(withClientState:completionHandler:)`.
  open func beginBatch() {}

  open func endBatch(
    withClientState clientState: Data,
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    stubTrap("CSSearchableIndex.endBatch(withClientState:completionHandler:)")
  }

  open func fetchLastClientState(completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) {
    stubTrap("CSSearchableIndex.fetchLastClientState(completionHandler:)")
  }
}

/// Describes the index Spotlight asks an app to re-supply (`CSSearchableIndexDescription`, iOS 27):
/// what `IndexedEntityQuery`'s reindex methods receive. Its members are not stubbed (no example or
/// generated code reads them).
open class CSSearchableIndexDescription: NSObject {}

/// The methods an index calls when it needs the app to reindex items.
public protocol CSSearchableIndexDelegate: NSObjectProtocol {
  func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping @Sendable () -> Void
  )

  func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexSearchableItemsWithIdentifiers identifiers: [String],
    acknowledgementHandler: @escaping @Sendable () -> Void
  )
}

/// Traps with a message naming the stubbed API: these stubs exist to type-check code, never to run it.
func stubTrap(_ api: String) -> Never {
  fatalError("\(api) is a type-checking stub of Apple's CoreSpotlight; it cannot run on this platform")
}
