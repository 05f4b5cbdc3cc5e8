import SwiftScan

/// One token as a compact JSON object, the line format of `intentgen scan --tokens`:
///
///     {"end":12,"fullEnd":13,"fullStart":6,"kind":"identifier","start":6}
///
/// Offsets are UTF-8 byte offsets into the file; keys are sorted. Consecutive tokens tile the file:
/// the first `fullStart` is 0, each `fullEnd` is the next token's `fullStart`, and the last token,
/// `endOfFile`, ends at the file's size.
public enum TokenJSON {
  /// The token as a JSON object.
  public static func encode(_ token: Token) -> JSONValue {
    [
      "kind": .string(token.kind.name),
      "fullStart": .int(Int(token.fullStart)),
      "start": .int(Int(token.start)),
      "end": .int(Int(token.end)),
      "fullEnd": .int(Int(token.fullEnd)),
    ]
  }

  /// Appends the token as one line of compact JSON, newline included, to `bytes`.
  ///
  /// Writes the same text as `encode(token).serialized(.compact)` without building the object,
  /// since a file has many tokens. Kind names are plain ASCII identifiers and need no escaping.
  public static func writeLine(_ token: Token, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: #"{"end":"#.utf8)
    bytes.append(contentsOf: String(token.end).utf8)
    bytes.append(contentsOf: #","fullEnd":"#.utf8)
    bytes.append(contentsOf: String(token.fullEnd).utf8)
    bytes.append(contentsOf: #","fullStart":"#.utf8)
    bytes.append(contentsOf: String(token.fullStart).utf8)
    bytes.append(contentsOf: #","kind":""#.utf8)
    bytes.append(contentsOf: token.kind.name.utf8)
    bytes.append(contentsOf: #"","start":"#.utf8)
    bytes.append(contentsOf: String(token.start).utf8)
    bytes.append(contentsOf: "}\n".utf8)
  }
}
