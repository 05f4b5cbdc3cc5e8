/// Command lines that intentgen suggests in its messages (`run: intentgen generate 'My App' -o
/// Generated`), written so that pasting them into a POSIX shell (sh, bash, zsh) runs exactly
/// the suggested command, whatever the paths hold.
public enum ShellQuoting {
  /// `argument` as one shell word: as it is when it holds only letters, digits and `_ - . / , : + @ %`
  /// (none of which a shell treats specially inside a word); else in single quotes, a `'` written
  /// as `'\''`; and, when it holds a control character (a line break in a file name), in ANSI-C
  /// quotes (`$'a\nb'`, bash and zsh), since a message cannot carry the raw character.
  public static func quote(_ argument: String) -> String {
    guard !argument.isEmpty else { return "''" }
    guard !argument.unicodeScalars.allSatisfy(isPlain) else { return argument }
    guard argument.unicodeScalars.contains(where: VisibleText.isControl) else {
      // By scalar: a `'` followed by a combining mark is one Character, but still a quote to a shell.
      var quoted = "'"
      for scalar in argument.unicodeScalars {
        if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
      }
      return quoted + "'"
    }
    var result = "$'"
    for scalar in argument.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "'": result += "\\'"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where VisibleText.isControl(scalar):
        for byte in String(scalar).utf8 { result += "\\x" + hex(byte) }
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "'"
  }

  /// The words, each quoted, separated by spaces.
  public static func commandLine(_ words: [String]) -> String {
    words.map(quote).joined(separator: " ")
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", ",", ":", "+", "@", "%": true
    default: false
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
