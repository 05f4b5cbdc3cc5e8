import AppIntents
import CoreSpotlight
import Foundation

/// A product of a catalog library that apps import: a public entity, so its generated query,
/// provider, filters and index owner are public too.
///
/// intentgen:query enumerable properties
public struct ProductEntity: IndexedEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Product")

  public static let defaultQuery = ProductQuery()

  public let id: String

  @Property(title: "Name", indexingKey: \.title)
  public var name: String

  /// unit: euros
  @Property(title: "Price")
  public var price: Double

  @Property(title: "In Stock")
  public var isInStock: Bool

  /// A nested enum: the generated query, outside the entity, names it `ProductEntity.Grade`.
  @Property(title: "Grade")
  public var grade: Grade

  public enum Grade: String, AppEnum, Sendable {
    case new
    case used

    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Grade")
    public static let caseDisplayRepresentations: [Grade: DisplayRepresentation] = [.new: "New", .used: "Used"]
  }

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  public init(id: String, name: String, price: Double, isInStock: Bool, grade: Grade) {
    self.id = id
    self.name = name
    self.price = price
    self.isInStock = isInStock
    self.grade = grade
  }
}
