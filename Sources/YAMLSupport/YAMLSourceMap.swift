/// Converts libyaml's positions into `YAMLLocation`s.
///
/// libyaml counts lines by YAML's line breaks (`\n`, `\r\n`, `\r`, and U+0085, U+2028, U+2029) and
/// columns in characters, after a byte order mark. `YAMLLocation` counts columns in UTF-8 bytes, so
/// the column is recounted over the line's bytes. Input libyaml read as UTF-16 keeps its character
/// column. Positions past the end are clamped to it.
struct YAMLSourceMap {
  private let bytes: [UInt8]
  /// The byte offset at which each line starts.
  private let lineStarts: [Int]
  private let isUTF16: Bool
  private let byteOrderMarkLength: Int

  init(bytes: [UInt8]) {
    self.bytes = bytes
    isUTF16 = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
    byteOrderMarkLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      var breakLength = 0
      switch byte {
      case UInt8(ascii: "\n"): breakLength = 1
      case UInt8(ascii: "\r"): breakLength = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
      case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: breakLength = 2
      case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8:
        breakLength = 3
      default: break
      }
      if breakLength > 0 {
        index += breakLength
        starts.append(index)
      } else {
        index += 1
      }
    }
    lineStarts = starts
  }

  /// The location of libyaml's 0-based `line` and character `column`.
  func location(line: Int, characterColumn: Int) -> YAMLLocation {
    let lineIndex = max(0, min(line, lineStarts.count - 1))
    let lineStart = lineStarts[lineIndex]
    guard !isUTF16 else {
      return YAMLLocation(line: lineIndex + 1, column: max(0, characterColumn) + 1, offset: lineStart)
    }
    let lineEnd = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
    var offset = lineStart + (lineIndex == 0 ? byteOrderMarkLength : 0)
    var remaining = max(0, characterColumn)
    while remaining > 0 && offset < lineEnd {
      offset += 1
      while offset < lineEnd && (bytes[offset] & 0xC0) == 0x80 { offset += 1 }
      remaining -= 1
    }
    offset = min(offset, lineEnd)
    return YAMLLocation(line: lineIndex + 1, column: offset - lineStart + 1, offset: offset)
  }

  /// The location of a byte offset.
  func location(offset: Int) -> YAMLLocation {
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    return YAMLLocation(line: low + 1, column: clamped - lineStarts[low] + 1, offset: clamped)
  }
}
