import Foundation
import XCTest

@testable import IntentGenerate

/// `SwiftCodeWriter.documentation` reflows paragraphs to the documentation width.
final class SwiftCodeWriterTests: XCTestCase {
  func testParagraphsWrapAtTheWidth() {
    var writer = SwiftCodeWriter()
    writer.documentation("Generated for NoteEntity.", "", "```swift", "let x = 1", "```")
    writer.documentation(Array(repeating: "word", count: 40).joined(separator: " "))
    let lines = writer.text.split(separator: "\n")
    XCTAssertEqual(
      Array(lines.prefix(5)),
      ["/// Generated for NoteEntity.", "///", "/// ```swift", "/// let x = 1", "/// ```"]
    )
    XCTAssertEqual(lines.count, 5 + 3)
    XCTAssertTrue(lines.allSatisfy { $0.count <= SwiftCodeWriter.documentationWidth })
  }

  /// An entity with thousands of properties documents them in one paragraph: wrapping it takes
  /// time linear in its length. It once counted the rest of the paragraph for every line, which
  /// took about a minute here; linear, it takes a fraction of a second.
  func testALongParagraphWrapsInLinearTime() {
    let words = (0..<100_000).map { "property\($0)," }
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      var writer = SwiftCodeWriter()
      writer.documentation(words.joined(separator: " "))
      let lines = writer.text.split(separator: "\n")
      XCTAssertGreaterThan(lines.count, 10_000)
      XCTAssertTrue(lines.allSatisfy { $0.count <= SwiftCodeWriter.documentationWidth })
      XCTAssertEqual(lines.map { $0.dropFirst(4) }.joined(separator: " "), words.joined(separator: " "))
      done.signal()
    }
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "wrapping a long paragraph did not finish in 30 s")
  }
}
