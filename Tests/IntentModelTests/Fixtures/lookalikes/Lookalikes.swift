//
//  Lookalikes.swift
//  Fixture: lookalikes
//
//  Declarations that resemble App Intents types by name or shape but are not.
//

import Foundation

/// An app protocol whose name starts with `AppEntity`; conforming to it makes nothing an entity.
protocol AppEntityLike {
  var id: String { get }
  static var typeName: String { get }
}

struct Waypoint: AppEntityLike {
  let id: String
  var name: String

  static var typeName: String { "Waypoint" }
}

/// A settings screen's copy. `title` is a plain `String`, and the type conforms to nothing.
enum TrailSettingsScreen {
  static var title: String { "Trail Settings" }
  static let description = "Units, maps and check-in reminders."
}

/// Named like an intent, with a `perform()` method, but it conforms to nothing.
struct HikeIntent {
  var trailName: String

  func perform() async throws -> String {
    "Hiked \(trailName)"
  }
}

/// A nested `Summary` type and a nested `Query` type, both unrelated to App Intents.
enum HikeStats {
  struct Summary: Hashable, Sendable {
    var kilometers: Double
    var minutes: Int
  }

  struct Query: Hashable, Sendable {
    var region: String
    var since: Date
  }

  static func summarize(_ hikes: [(kilometers: Double, minutes: Int)]) -> Summary {
    Summary(
      kilometers: hikes.reduce(0) { $0 + $1.kilometers },
      minutes: hikes.reduce(0) { $0 + $1.minutes }
    )
  }
}

// struct CommentedOutIntent: AppIntent {
//   static let title: LocalizedStringResource = "Not Real"
// }

/* A block comment that mentions `struct DraftEntity: AppEntity` and
   `extension HikeIntent: AppIntent {}` does not declare them either. */

enum CodeTemplates {
  static let intentTemplate = "struct <#Name#>Intent: AppIntent { static let title: LocalizedStringResource = \"\" }"

  static let entityTemplate = """
    struct <#Name#>Entity: AppEntity {
      static let defaultQuery = <#Name#>Query()
    }
    """

  static func shortcutLine(for name: String) -> String {
    "AppShortcut(intent: \(name)Intent(), phrases: [\"Run \\(.applicationName)\"])"
  }
}
