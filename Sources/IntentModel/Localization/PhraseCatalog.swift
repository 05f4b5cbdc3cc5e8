/// A localized App Shortcuts phrase file — `AppShortcuts.strings` in a `.lproj` folder or
/// `AppShortcuts.xcstrings` — read into its keys (the phrases as written in code, with
/// `${applicationName}` and `${parameter}` tokens) and their translations.
public struct PhraseCatalog: Hashable, Sendable {
  /// One key, or one translation of a key.
  public struct Entry: Hashable, Sendable {
    /// The phrase as the code writes it (`Start a hike in ${applicationName}`).
    public var key: String
    /// The language of `value` (`fr`, from `fr.lproj` or the string catalog), when known.
    public var locale: String?
    /// The translated phrase; nil for a string catalog key without a translation in any language.
    public var value: String?
    /// Where the key is written.
    public var location: ModelLocation

    public init(key: String, locale: String?, value: String?, location: ModelLocation) {
      self.key = key
      self.locale = locale
      self.value = value
      self.location = location
    }
  }

  /// Something in the file that could not be read, and where.
  public struct Problem: Hashable, Sendable {
    public var location: ModelLocation
    public var message: String
  }

  /// The file names App Intents reads localized phrases from.
  public static let fileNames: Set<String> = ["AppShortcuts.strings", "AppShortcuts.xcstrings"]

  /// Whether the file at `path` is a phrase catalog, by its name.
  public static func isCatalog(path: String) -> Bool {
    let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
    return fileNames.contains(String(name))
  }

  public var path: String
  public var entries: [Entry]
  public var problems: [Problem]

  public init(path: String, entries: [Entry], problems: [Problem] = []) {
    self.path = path
    self.entries = entries
    self.problems = problems
  }

  /// Reads a catalog from its bytes; the format follows the file name's extension.
  public static func read(path: String, bytes: [UInt8]) -> PhraseCatalog {
    if path.hasSuffix(".xcstrings") { return StringCatalogReader.read(path: path, bytes: bytes) }
    return StringsFileReader.read(path: path, bytes: bytes)
  }

  /// `fr` for `…/fr.lproj/AppShortcuts.strings`; nil outside a `.lproj` folder.
  static func locale(ofStringsFile path: String) -> String? {
    let components = path.split(separator: "/")
    guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
    return String(components[components.count - 2].dropLast(6))
  }
}

extension PhraseCatalog.Problem: Error {}
