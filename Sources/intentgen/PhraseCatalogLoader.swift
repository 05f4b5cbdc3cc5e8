import IntentEmit
import IntentFileSystem
import IntentModel

/// Reads the `AppShortcuts.strings` and `AppShortcuts.xcstrings` files that `lint` collected next to
/// the Swift files, for the localized-phrase rules.
enum PhraseCatalogLoader {
  /// What was read.
  struct Loaded {
    /// The catalogs among the inputs, in their order.
    var catalogs: [PhraseCatalog] = []
    /// The catalogs that could not be read.
    var problems: [ScannedSources.Problem] = []
    /// Each catalog's text, by path, as its columns count (`PhraseCatalog.text`), for the reporters.
    var texts: [String: String] = [:]
  }

  static func load(_ inputs: [SourceCollector.Input]) -> Loaded {
    var loaded = Loaded()
    for input in inputs {
      switch FileReader.read(input.openPath) {
      case .success(let bytes):
        loaded.catalogs.append(PhraseCatalog.read(path: input.path, bytes: bytes))
        loaded.texts[input.path] = PhraseCatalog.text(path: input.path, bytes: bytes)
      case .failure(let failure):
        loaded.problems.append(ScannedSources.Problem(path: input.path, message: failure.message))
      }
    }
    return loaded
  }
}
