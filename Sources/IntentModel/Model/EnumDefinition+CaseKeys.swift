extension EnumDefinition {
  /// The case a key of `caseDisplayRepresentations` names: `.easy`, `easy` (the enum's static
  /// scope sees its cases), `Self.easy`, `TrailDifficulty.easy`, `Outer.TrailDifficulty.easy`;
  /// `nil` for anything else. Apple's extractor reads each of these as the case.
  public func caseName(ofKey key: ModelValue) -> String? {
    let text: String
    switch key {
    case .member(let name): text = name
    case .nonLiteral(let source): text = source
    default: return nil
    }
    // ASCII (the usual case): one byte per character, classified without Unicode tables, in one
    // pass over the bytes; nothing is copied until the name is known to be a case.
    var bytes = text
    let ascii = bytes.withUTF8 { bytes -> (nameStart: Int, isCase: Bool, hasBacktick: Bool)? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let nameStart = bytes.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
      let last = bytes[nameStart...]
      return (nameStart, !last.isEmpty && last.allSatisfy(Self.isCaseNameByte), last.contains(UInt8(ascii: "`")))
    }
    if let ascii {
      guard ascii.isCase else { return nil }
      let nameStart = text.utf8.index(text.utf8.startIndex, offsetBy: ascii.nameStart)
      if ascii.nameStart > 0 {
        guard namesThisEnum(text[..<text.utf8.index(before: nameStart)]) else { return nil }
      }
      let last = text[nameStart...]
      return String(ascii.hasBacktick ? last.filter { $0 != "`" } : last)
    }
    let components = text.split(separator: ".", omittingEmptySubsequences: false)
    guard let last = components.last, !last.isEmpty,
      last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" })
    else { return nil }
    guard namesThisEnum(Substring(components.dropLast().joined(separator: "."))) else { return nil }
    return last.filter { $0 != "`" }
  }

  /// Whether what is written before a case's name in a key names this enum: nothing, `Self`, its
  /// name, or its name without the types it is nested in (`Level` for `Outer.Level`).
  func namesThisEnum(_ base: Substring) -> Bool {
    if base.isEmpty || base == "Self" || base == name { return true }
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
    return base == name[name.utf8.index(after: dot)...]
  }

  /// An ASCII letter, digit, `_` or backtick.
  static func isCaseNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "`"):
      true
    default: false
    }
  }
}
