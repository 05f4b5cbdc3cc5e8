import Foundation
import GoldenSupport
import XCTest

/// The plugin tests' golden files (`Tests/IntentgenPluginTests/Golden/`): what the example builds
/// print and generate, with the copies' location replaced by `${ROOT}/Examples`.
///
/// After an intended change (a new rule or message, different generated code, an edited example),
/// regenerate them and review the diff:
///
///     INTENTGEN_UPDATE_GOLDEN=1 swift test --filter IntentgenPluginTests
///
/// In that mode the files are rewritten instead of compared, and the tests end as skipped, so an
/// update run is never mistaken for a passing one.
enum GoldenFile {
  static let directory = ExamplePackage.repositoryRoot.appendingPathComponent("Tests/IntentgenPluginTests/Golden")

  static var isUpdating: Bool { ProcessInfo.processInfo.environment["INTENTGEN_UPDATE_GOLDEN"] == "1" }

  /// Compares `actual` with the golden file `name`, or rewrites the file when updating.
  static func check(_ actual: String, against name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let url = directory.appendingPathComponent(name)
    let expected = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    if isUpdating {
      if expected != actual {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url, options: .atomic)
      }
      return
    }
    guard let expected else {
      XCTFail(
        "missing golden file \(url.path); create it with INTENTGEN_UPDATE_GOLDEN=1 and review it",
        file: file,
        line: line
      )
      return
    }
    if expected != actual {
      XCTFail(
        "\(name) differs:\n\(GoldenText.firstDifference(expected, actual))\n"
          + "If the change is intended, rerun with INTENTGEN_UPDATE_GOLDEN=1 and review the diff.",
        file: file,
        line: line
      )
    }
  }

  /// Ends an update run as skipped; does nothing otherwise.
  static func skipIfUpdating() throws {
    if isUpdating { throw XCTSkip("INTENTGEN_UPDATE_GOLDEN=1: golden files rewritten, nothing compared") }
  }
}
