// Type-checking stub of Apple's CoreSpotlight framework (intentgen, Linux).
// It mirrors public SDK signatures so that code using them compiles; it is NOT an implementation:
// bodies trap or return placeholders. See Stubs/README.md.

import Foundation

/// The metadata Spotlight indexes for an item (`CSSearchableItemAttributeSet`).
///
/// Only the commonly used attributes are declared: the ones App Intents code names in
/// `@Property(indexingKey:)` key paths and sets in `IndexedEntity.attributeSet`. The real class has
/// many more (media, messaging, events, documents…); add them here when an example needs them.
/// `init(contentType: UTType)` is left out: UniformTypeIdentifiers is not available on Linux.
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
  public override init() {
    super.init()
  }

  /// Creates an attribute set for a content type given by its identifier (`"public.text"`).
  public init(itemContentType: String) {
    self.contentType = itemContentType
    super.init()
  }

  // MARK: General

  open var displayName: String?
  open var alternateNames: [String]?
  open var path: String?
  open var contentURL: URL?
  open var thumbnailURL: URL?
  open var thumbnailData: Data?
  open var darkThumbnailURL: URL?
  open var relatedUniqueIdentifier: String?
  open var weakRelatedUniqueIdentifier: String?
  open var metadataModificationDate: Date?
  open var contentType: String?
  open var contentTypeTree: [String]?
  open var keywords: [String]?
  open var title: String?
  open var version: String?
  open var userCreated: NSNumber?
  open var userOwned: NSNumber?
  open var userCurated: NSNumber?
  open var rankingHint: NSNumber?
  open var domainIdentifier: String?
  open var identifier: String?

  // MARK: Documents and content

  open var subject: String?
  open var theme: String?
  open var contentDescription: String?
  open var textContent: String?
  open var htmlContentData: Data?
  open var audiences: [String]?
  open var fileSize: NSNumber?
  open var pageCount: NSNumber?
  open var kind: String?
  open var url: URL?
  open var information: String?
  open var comment: String?
  open var creator: String?
  open var languages: [String]?
  open var rights: String?
  open var copyright: String?

  // MARK: Dates

  open var contentCreationDate: Date?
  open var contentModificationDate: Date?
  open var addedDate: Date?
  open var lastUsedDate: Date?
  open var downloadedDate: Date?
  open var startDate: Date?
  open var endDate: Date?
  open var dueDate: Date?
  open var completionDate: Date?
  open var importantDates: [Date]?
  open var allDay: NSNumber?

  // MARK: People and messaging

  open var authorNames: [String]?
  open var authorEmailAddresses: [String]?
  open var recipientNames: [String]?
  open var recipientEmailAddresses: [String]?
  open var emailAddresses: [String]?
  open var phoneNumbers: [String]?
  open var instantMessageAddresses: [String]?
  open var organizations: [String]?
  open var editors: [String]?
  open var participants: [String]?
  open var projects: [String]?
  open var accountIdentifier: String?
  open var accountHandles: [String]?
  open var supportsPhoneCall: NSNumber?
  open var supportsNavigation: NSNumber?

  // MARK: Places

  open var namedLocation: String?
  open var city: String?
  open var stateOrProvince: String?
  open var country: String?
  open var postalCode: String?
  open var thoroughfare: String?
  open var subThoroughfare: String?
  open var fullyFormattedAddress: String?
  open var latitude: NSNumber?
  open var longitude: NSNumber?
  open var altitude: NSNumber?

  // MARK: Ratings and media

  open var rating: NSNumber?
  open var ratingDescription: String?
  open var playCount: NSNumber?
  open var duration: NSNumber?
  open var genre: String?
  open var artist: String?
  open var album: String?
  open var composer: String?
  open var musicalGenre: String?

  // MARK: Custom attributes

  open func setValue(_ value: (any NSSecureCoding)?, forCustomKey key: CSCustomAttributeKey) {}

  open func value(forCustomKey key: CSCustomAttributeKey) -> (any NSSecureCoding)? {
    nil
  }
}
