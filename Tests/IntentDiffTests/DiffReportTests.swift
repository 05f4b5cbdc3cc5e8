import Foundation
import IntentDiff
import IntentEmit
import IntentFileSystem
import XCTest

/// The output formats, and the pull-request comment for a realistic change to FieldNotes as a
/// golden file (`Golden/FieldNotes.diff.md`; rewrite with `INTENTGEN_UPDATE_GOLDEN=1`).
final class DiffReportTests: XCTestCase {
  private func fieldNotesChanges() throws -> [SurfaceChange] {
    let old = IntentSurface(model: try DiffFixture.exampleModel("FieldNotes"))
    let new = IntentSurface(model: try DiffFixture.exampleModel("FieldNotes") { DiffFixture.editFieldNotes(&$0) })
    return SurfaceDiff.changes(from: old, to: new)
  }

  func testFieldNotesMarkdownGolden() throws {
    let markdown = DiffReport.render(try fieldNotesChanges(), format: .markdown, module: "FieldNotes")
    let golden = DiffFixture.goldenFile("FieldNotes.diff.md")
    if ProcessInfo.processInfo.environment["INTENTGEN_UPDATE_GOLDEN"] == "1" {
      let written = try OutputFile.write(Array(markdown.utf8), to: golden.path)
      throw XCTSkip("INTENTGEN_UPDATE_GOLDEN=1: \(written ? "rewrote" : "kept") \(golden.path)")
    }
    let expected = try String(contentsOf: golden, encoding: .utf8)
    XCTAssertEqual(markdown, expected)
  }

  func testFieldNotesText() throws {
    let text = DiffReport.render(try fieldNotesChanges(), format: .text, module: "FieldNotes")
    XCTAssertEqual(
      text,
      """
      breaking parameter renamed CreateNoteIntent.title: Saved shortcuts that use CreateNoteIntent.noteTitle stop \
      working: possible rename of noteTitle to title (same type and title)
      breaking case removed Priority.high: Saved shortcuts that use Priority.high stop working: the case was removed
      compatible phrase added FieldNotesShortcuts.CreateNoteIntent "Jot down a note in ${applicationName}": New \
      phrase "Jot down a note in ${applicationName}" for CreateNoteIntent
      2 breaking and 1 compatible changes

      """
    )
  }

  func testTextKeepsOneLinePerChange() {
    // A title with a line break must not forge a second change line.
    let change = SurfaceChange(
      kind: .title,
      change: .changed,
      severity: .compatible,
      subject: "PipeIntent\r\nbreaking intent removed X: y",
      message: "The intent title changed to \"Pipe\nbreaking intent removed FakeIntent: injected\u{1B}[2J\u{2028}\""
    )
    XCTAssertEqual(
      DiffReport.render([change], format: .text, module: ""),
      #"""
      compatible title changed PipeIntent breaking intent removed X: y: The intent title changed to "Pipe breaking \#
      intent removed FakeIntent: injected\u{1B}[2J\u{2028}"
      1 compatible change

      """#
    )
  }

  func testJSONIsAnArrayOfSortedObjects() throws {
    let json = DiffReport.render(try fieldNotesChanges(), format: .json, module: "FieldNotes")
    let parsed = try JSONDocument.parse(Array(json.utf8))
    let first = try XCTUnwrap(parsed.arrayValue?.first)
    XCTAssertEqual(
      first.objectValue.map { Array($0.keys).sorted() },
      ["change", "id", "kind", "message", "previousSubject", "severity", "subject"]
    )
    XCTAssertEqual(first["subject"], "CreateNoteIntent.title")
    XCTAssertEqual(DiffReport.render([], format: .json, module: ""), "[]\n")
  }

  func testGitHubAnnotationsAreEscaped() {
    let change = SurfaceChange(
      kind: .phrase,
      change: .removed,
      severity: .risky,
      subject: "P.I \"a, b: 100%\"",
      message: "line one\nline two\r 50%"
    )
    XCTAssertEqual(
      DiffReport.render([change], format: .github, module: ""),
      "::warning title=App Intents phrase removed%3A P.I \"a%2C b%3A 100%25\"::line one%0Aline two%0D 50%25\n"
    )
  }

  func testGitHubAnnotationsWriteControlCharactersVisibly() {
    let change = SurfaceChange(
      kind: .intent,
      change: .added,
      severity: .compatible,
      subject: "A\u{1B}[2J",
      message: "New \u{1B}[31mred\0\u{2028}"
    )
    XCTAssertEqual(
      DiffReport.render([change], format: .github, module: ""),
      #"::notice title=App Intents intent added%3A A\u{1B}[2J::New \u{1B}[31mred\u{0}\u{2028}"# + "\n"
    )
  }

  func testGitHubAnnotationsAreAtTheChangedCode() throws {
    let edited = try DiffFixture.exampleModel("FieldNotes") { DiffFixture.editFieldNotes(&$0) }
    let changes = SurfaceDiff.changes(
      from: IntentSurface(model: try DiffFixture.exampleModel("FieldNotes")),
      to: IntentSurface(model: edited)
    )
    let github = DiffReport.render(changes, format: .github, module: "", locations: SurfaceLocations(model: edited))
    let lines = github.split(separator: "\n").map(String.init)
    let renamed = try XCTUnwrap(
      edited.intents.first { $0.name == "CreateNoteIntent" }?.parameters.first { $0.name == "title" }
    )
    let priority = try XCTUnwrap(edited.enums.first { $0.name == "Priority" })
    XCTAssertEqual(lines.count, 3, github)
    XCTAssert(
      lines.contains {
        $0.hasPrefix(
          "::error file=\(renamed.location.path),line=\(renamed.location.line),col=\(renamed.location.column),"
        )
          && $0.contains("CreateNoteIntent.title")
      },
      github
    )
    // A removed case is shown at its enum; a new phrase at its App Shortcut.
    XCTAssert(
      lines.contains {
        $0.contains("file=\(priority.location.path),line=\(priority.location.line),") && $0.contains("Priority.high")
      },
      github
    )
    XCTAssert(
      lines.contains { $0.hasPrefix("::notice file=Sources/FieldNotes/FieldNotesShortcuts.swift,line=") },
      github
    )
    // A manifest records the same locations.
    let manifest = SurfaceLocations(manifest: Manifest.encode(edited, generatorVersion: "test"))
    XCTAssertEqual(DiffReport.render(changes, format: .github, module: "", locations: manifest), github)
  }

  func testMarkdownShowsTitlesModulesAndSubjectsAsWritten() {
    let change = SurfaceChange(
      kind: .title,
      change: .changed,
      severity: .compatible,
      subject: "Pipe`Intent",
      message: "title \"<img src=x> @octocat [l](https://example.com)\""
    )
    XCTAssertEqual(
      DiffReport.render([change], format: .markdown, module: "App_*x*"),
      """
      **No breaking changes** to the App Intents surface of App\\_\\*x\\* (1 compatible change).

      ### Titles

      | Severity | Change | Subject | Why |
      | --- | --- | --- | --- |
      | compatible | changed | ``Pipe`Intent`` | title "&lt;img src=x&gt; @\u{2060}octocat \\[l\\](https\\://example.com)" |

      """
    )
  }

  func testMarkdownStaysUnderGitHubsCommentLimit() {
    let changes = (1...2000).flatMap { index in
      [
        SurfaceChange(
          kind: .intent,
          change: .removed,
          severity: .breaking,
          subject: "Intent\(index)",
          message: "Saved shortcuts that use Intent\(index) stop working: the intent was removed"
        ),
        SurfaceChange(
          kind: .title,
          change: .changed,
          severity: .compatible,
          subject: "T\(index)",
          message: "New title"
        ),
      ]
    }
    let markdown = DiffReport.render(changes, format: .markdown, module: "App")
    XCTAssertLessThanOrEqual(markdown.utf8.count, MarkdownLimit.byteLimit)
    XCTAssertGreaterThan(markdown.utf8.count, MarkdownLimit.byteLimit - 200)
    XCTAssert(
      markdown.hasPrefix(
        "**2000 breaking changes** to the App Intents surface of App: saved shortcuts and automations will stop "
          + "working (2000 breaking and 2000 compatible changes).\n\n### Intents\n"
      ),
      String(markdown.prefix(300))
    )
    // The breaking intents come first and fill the comment; the titles' table is not started.
    XCTAssertFalse(markdown.contains("### Titles"))
    let shown = markdown.split(separator: "\n").filter { $0.hasPrefix("| **breaking** |") }.count
    XCTAssert(
      markdown.hasSuffix(
        " |\n\n_\(4000 - shown) more changes are not shown, to keep this comment under GitHub's size limit; "
          + "`intentgen diff --format text` (or `json`) lists them all._\n"
      ),
      String(markdown.suffix(300))
    )
    XCTAssertEqual(markdown, DiffReport.render(changes.reversed(), format: .markdown, module: "App"))
  }

  func testMarkdownWithoutChangesOrBreakingChanges() {
    XCTAssertEqual(
      DiffReport.render([], format: .markdown, module: "App"),
      "**No changes** to the App Intents surface of App.\n"
    )
    let added = SurfaceChange(kind: .intent, change: .added, severity: .compatible, subject: "A|B", message: "New | x")
    XCTAssertEqual(
      DiffReport.render([added], format: .markdown, module: "App"),
      """
      **No breaking changes** to the App Intents surface of App (1 compatible change).

      ### Intents

      | Severity | Change | Subject | Why |
      | --- | --- | --- | --- |
      | compatible | added | `A\\|B` | New \\| x |

      """
    )
  }
}
