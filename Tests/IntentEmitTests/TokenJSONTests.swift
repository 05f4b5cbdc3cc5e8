import IntentEmit
import SwiftScan
import XCTest

final class TokenJSONTests: XCTestCase {
  func testLineHasSortedKeys() {
    let token = Token(kind: .identifier, fullStart: 6, start: 7, end: 12, fullEnd: 13)
    var bytes: [UInt8] = []
    TokenJSON.writeLine(token, to: &bytes)
    XCTAssertEqual(
      String(decoding: bytes, as: UTF8.self),
      #"{"end":12,"fullEnd":13,"fullStart":6,"kind":"identifier","start":7}"# + "\n"
    )
  }

  func testLineMatchesTheEncodedObjectForEveryKind() {
    for kind in TokenKind.allCases {
      let token = Token(kind: kind, fullStart: 0, start: 1, end: 4_000_000_000, fullEnd: UInt32.max)
      var bytes: [UInt8] = []
      TokenJSON.writeLine(token, to: &bytes)
      XCTAssertEqual(String(decoding: bytes, as: UTF8.self), TokenJSON.encode(token).serialized(.compact) + "\n")
    }
  }
}
