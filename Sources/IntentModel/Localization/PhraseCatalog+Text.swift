extension PhraseCatalog {
  /// The text a catalog's locations count in, for turning their UTF-8 byte columns into other
  /// units (SARIF's UTF-16 columns): a `.strings` file decoded as its reader decodes it (UTF-8, or
  /// UTF-16 with a byte-order mark; without the mark), a string catalog's bytes as UTF-8 (its keys
  /// are located by byte offset in the file). Nil when the file is not text the reader accepts; its
  /// problems are then at line 1, column 1.
  public static func text(path: String, bytes: [UInt8]) -> String? {
    if path.hasSuffix(".xcstrings") { return String(decoding: bytes, as: UTF8.self) }
    guard !StringsFileReader.looksLikeUTF16WithoutByteOrderMark(bytes) else { return nil }
    return StringsFileReader.decode(bytes)?.text
  }
}
