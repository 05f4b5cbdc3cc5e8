/// What reporters need besides the violations: where relative paths are anchored, the tool's
/// identity, whether warnings fail the run, and the text of the lines that violations point at.
public struct ReportContext: Sendable {
  /// The absolute directory violation paths are relative to (the Xcode reporter prints absolute
  /// paths).
  public var workingDirectory: String
  /// Written in SARIF's `driver.semanticVersion`.
  public var toolVersion: String
  /// Written in SARIF's `driver.informationUri`.
  public var informationURI: String
  /// Whether warnings fail the run (`--strict`), for the Markdown verdict.
  public var isStrict: Bool
  /// The lines of the files that have violations, by violation path, for SARIF fingerprints and
  /// UTF-16 columns. A missing file only makes those less precise.
  public var sourceLines: [String: [String]]

  /// The project's home page, until the package has a published one.
  public static let defaultInformationURI = "https://github.com/intentgen/intentgen"

  public init(
    workingDirectory: String,
    toolVersion: String = IntentgenVersion.current,
    informationURI: String = ReportContext.defaultInformationURI,
    isStrict: Bool = false,
    sourceLines: [String: [String]] = [:]
  ) {
    self.workingDirectory = workingDirectory
    self.toolVersion = toolVersion
    self.informationURI = informationURI
    self.isStrict = isStrict
    self.sourceLines = sourceLines
  }

  /// The text of 1-based `line` in the file at `path`, without its line break, if known.
  public func lineText(path: String, line: Int) -> String? {
    guard let lines = sourceLines[path], line >= 1, line <= lines.count else { return nil }
    return lines[line - 1]
  }

  /// `text` split into lines at LF, CR LF or CR, the line breaks removed.
  public static func lines(of text: String) -> [String] {
    var text = text
    return text.withUTF8 { lines(ofUTF8: $0) }
  }

  /// The lines of a file's bytes (invalid UTF-8 repaired), as `lines(of:)` splits text.
  public static func lines(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    // Each line is one slice of the bytes, not appended byte by byte: every file with a violation
    // is split, and byte-wise appends are a generic call each in the build plugin's debug build.
    var lines: [String] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        if byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") {
          index += 1
        }
        start = index + 1
      }
      index += 1
    }
    lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
    return lines
  }

  /// `path` made absolute against `workingDirectory` (an absolute path is kept).
  public func absolutePath(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    if workingDirectory.hasSuffix("/") { return workingDirectory + path }
    return workingDirectory + "/" + path
  }
}
