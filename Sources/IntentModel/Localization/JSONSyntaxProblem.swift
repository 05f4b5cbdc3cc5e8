import Foundation

/// What Foundation's JSON parser found wrong with a document, in words and, when it says, where:
/// its `Invalid value around character 16.` becomes `invalid value` at line 2, column 8.
public struct JSONSyntaxProblem: Equatable, Sendable {
  /// Lowercase, without a final period: `unexpected end of file during JSON parse`.
  public var reason: String
  /// 1-based; the column counts UTF-8 bytes, as Xcode does.
  public var line: Int?
  public var column: Int?

  /// The problem `error`, thrown by `JSONSerialization` for `bytes`, describes.
  public init(_ error: Error, in bytes: [UInt8]) {
    let userInfo = (error as NSError).userInfo
    var text = userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    if text.hasSuffix(".") { text.removeLast() }
    // Darwin's Foundation gives the byte offset apart (and `… around line 2, column 7` in the text,
    // the column counted from 0); swift-foundation on Linux, `… around character 16`.
    var offset = userInfo["NSJSONSerializationErrorIndex"] as? Int
    if let range = text.range(of: " around line ") {
      let numbers = text[range.upperBound...].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      text = String(text[..<range.lowerBound])
      if offset == nil && numbers.count == 2 { (self.line, self.column) = (numbers[0], numbers[1] + 1) }
    } else if let range = text.range(of: " around character ") {
      offset = offset ?? Int(text[range.upperBound...])
      text = String(text[..<range.lowerBound])
    } else if offset == nil && text.lowercased().contains("end of file") {
      offset = bytes.count
    }
    reason = text.isEmpty ? "not valid JSON" : text.prefix(1).lowercased() + text.dropFirst()
    guard let offset, offset >= 0, offset <= bytes.count else { return }
    var lineNumber = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      lineNumber += 1
      lineStart = index + 1
    }
    line = lineNumber
    column = offset - lineStart + 1
  }
}
