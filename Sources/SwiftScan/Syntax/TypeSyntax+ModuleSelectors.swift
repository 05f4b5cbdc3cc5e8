/// Module selectors in a type's text (`Swift::Int`, SE-0491): the compiler names a type without
/// them, and so does the model.
extension TypeSyntax {
  /// The text without module selectors: `[String: Int]` for `[Swift::String: Swift::Int]`, as the
  /// compiler names the type (and Apple's metadata, which keys types by bare names).
  public var textWithoutModuleSelectors: String { Self.removingModuleSelectors(from: text) }

  /// `text` without its module selectors (`Module::`, spaces around `::` included).
  public static func removingModuleSelectors(from text: String) -> String {
    guard hasColon(text) else { return text }
    let bytes = Array(text.utf8)
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: ":") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ":")
      else {
        kept.append(bytes[index])
        index += 1
        continue
      }
      // Drop the module name (with the spaces and block comments after it) already kept, the
      // `::`, and the spaces and block comments after it.
      dropTrailingSpacesAndBlockComments(&kept)
      while let last = kept.last, isModuleNameByte(last) { kept.removeLast() }
      index += 2
      index = afterSpacesAndBlockComments(bytes, from: index)
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// Whether `text` has a `:`, read from its contiguous bytes: the model asks it of every type it
  /// records, and the generic `utf8.contains` was a tenth of what module selectors cost it.
  @inline(__always)
  static func hasColon(_ text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: ":") { return true }
        index &+= 1
      }
      return false
    }
    return found ?? text.utf8.contains(UInt8(ascii: ":"))
  }

  /// Removes the spaces and `/* … */` comments at the end of `bytes`.
  private static func dropTrailingSpacesAndBlockComments(_ bytes: inout [UInt8]) {
    while true {
      while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
      guard bytes.count >= 4, bytes[bytes.count - 1] == UInt8(ascii: "/"), bytes[bytes.count - 2] == UInt8(ascii: "*")
      else { return }
      var open = bytes.count - 3
      while open > 0 && !(bytes[open - 1] == UInt8(ascii: "/") && bytes[open] == UInt8(ascii: "*")) { open -= 1 }
      guard open > 0 else { return }
      bytes.removeSubrange((open - 1)...)
    }
  }

  /// The index after the spaces and `/* … */` comments that start at `index`.
  private static func afterSpacesAndBlockComments(_ bytes: [UInt8], from index: Int) -> Int {
    var index = index
    while true {
      while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") else {
        return index
      }
      var close = index + 2
      while close + 1 < bytes.count && !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/")) {
        close += 1
      }
      guard close + 1 < bytes.count else { return index }
      index = close + 2
    }
  }

  /// Whether a byte can be part of a module name: ASCII letters, digits, `_`, backticks, and every
  /// byte of a non-ASCII character.
  private static func isModuleNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
