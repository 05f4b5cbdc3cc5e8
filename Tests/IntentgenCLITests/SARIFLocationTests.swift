import Foundation
import XCTest

/// Where SARIF results point: UTF-16 columns in every file, phrase catalogs included, and artifact
/// URIs that resolve against the repository root or are absolute `file:` URIs. (Found by an audit.)
final class SARIFLocationTests: XCTestCase {
  static let shortcuts = """
    import AppIntents
    struct OpenIntent: AppIntent {
      static let title: LocalizedStringResource = "Open"
      func perform() async throws -> some IntentResult { .result() }
    }
    struct Shorts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenIntent(), phrases: ["Open \\(.applicationName)"], shortTitle: "O", systemImageName: "o")
      }
    }

    """

  /// `(file, line, column)` of every result, in report order.
  static func sarifRegions(_ output: Data) throws -> [String] {
    let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: output) as? [String: Any])
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
    return try XCTUnwrap(run["results"] as? [[String: Any]]).map { result in
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
      let region = location?["region"] as? [String: Any]
      return "\(uri):\(region?["startLine"] as? Int ?? 0):\(region?["startColumn"] as? Int ?? 0)"
    }
  }

  static func jsonLocations(_ output: Data) throws -> [String] {
    let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
    return array.map { "\($0["file"] ?? "?"):\($0["line"] ?? 0):\($0["column"] ?? 0)" }
  }

  func testPhraseCatalogColumnsAreUTF16CodeUnits() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/A.swift", Self.shortcuts)
    // The missing ';' is reported after the value: byte column 67, UTF-16 column 62.
    try directory.write(
      "App/fr.lproj/AppShortcuts.strings",
      "\"Open ${applicationName}\" = \"Öuvrir éé 🎉 ${applicationName}\"\n"
    )
    // An unused key after "é🎉" on its line: three UTF-16 code units fewer than bytes before it.
    try directory.write(
      "App/AppShortcuts.xcstrings",
      #"{"sourceLanguage":"é🎉","strings":{"Gone ${applicationName}":{}},"version":"1.0"}"# + "\n"
    )
    let json = try IntentgenProcess.run(["lint", "App", "--reporter", "json"], in: directory.url)
    XCTAssertEqual(
      try Self.jsonLocations(json.stdout),
      ["App/AppShortcuts.xcstrings:1:39", "App/fr.lproj/AppShortcuts.strings:1:67"],
      json.output
    )
    let sarif = try IntentgenProcess.run(["lint", "App", "--reporter", "sarif"], in: directory.url)
    XCTAssertEqual(
      try Self.sarifRegions(sarif.stdout),
      ["App/AppShortcuts.xcstrings:1:36", "App/fr.lproj/AppShortcuts.strings:1:62"],
      sarif.errorOutput
    )
  }

  func testUTF16ByteOrderMarkedStringsFileColumns() throws {
    let directory = try TemporaryDirectory()
    try directory.write("App/A.swift", Self.shortcuts)
    let text = "\"Open ${applicationName}\" = \"Öuvrir 🎉 ${applicationName}\"\n"
    try directory.write(
      "App/fr.lproj/AppShortcuts.strings",
      bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    )
    let json = try IntentgenProcess.run(["lint", "App", "--reporter", "json"], in: directory.url)
    XCTAssertEqual(try Self.jsonLocations(json.stdout), ["App/fr.lproj/AppShortcuts.strings:1:62"], json.output)
    let sarif = try IntentgenProcess.run(["lint", "App", "--reporter", "sarif"], in: directory.url)
    XCTAssertEqual(try Self.sarifRegions(sarif.stdout), ["App/fr.lproj/AppShortcuts.strings:1:59"], sarif.errorOutput)
  }

  func testFilesOutsideTheWorkingDirectoryHaveAbsoluteFileURIs() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "repo/App Src/A.swift",
      Self.shortcuts.replacingOccurrences(of: "Open \\(.applicationName)", with: "Open")
    )
    try directory.write("repo/ci/.keep", "")
    let root = directory.url.appendingPathComponent("repo").standardizedFileURL.path
    let outside = try IntentgenProcess.run(
      ["lint", "../App Src", "--reporter", "sarif"],
      in: directory.url.appendingPathComponent("repo/ci")
    )
    let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: outside.stdout) as? [String: Any])
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    XCTAssertNil(run["originalUriBaseIds"])
    let artifacts = try XCTUnwrap(run["results"] as? [[String: Any]]).map { result in
      ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
        as? [String: String]
    }
    XCTAssertFalse(artifacts.isEmpty)
    let encodedRoot = root.replacingOccurrences(of: " ", with: "%20")
    XCTAssertEqual(Set(artifacts), [["uri": "file://\(encodedRoot)/App%20Src/A.swift"]], outside.errorOutput)

    let inside = try IntentgenProcess.run(
      ["lint", "App Src", "--reporter", "sarif"],
      in: directory.url.appendingPathComponent("repo")
    )
    XCTAssertEqual(try Self.sarifRegions(inside.stdout).map { $0.prefix { $0 != ":" } }, ["App%20Src/A.swift"])
    XCTAssert(
      inside.output.contains(#""uriBaseId" : "%SRCROOT%""#) || inside.output.contains(#""uriBaseId": "%SRCROOT%""#)
    )
  }
}
