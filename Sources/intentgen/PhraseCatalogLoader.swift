import IntentEmit
import IntentFileSystem
import IntentModel

/// Reads the `AppShortcuts.strings` and `AppShortcuts.xcstrings` files that `lint` collected next to
/// the Swift files, for the localized-phrase rules.
enum PhraseCatalogLoader {
  /// The catalogs among `inputs`, in their order, and the unreadable ones.
  static func load(_ inputs: [SourceCollector.Input]) -> (catalogs: [PhraseCatalog], problems: [ScannedSources.Problem])
  {
    var catalogs: [PhraseCatalog] = []
    var problems: [ScannedSources.Problem] = []
    for input in inputs {
      switch FileReader.read(input.openPath) {
      case .success(let bytes): catalogs.append(PhraseCatalog.read(path: input.path, bytes: bytes))
      case .failure(let failure): problems.append(ScannedSources.Problem(path: input.path, message: failure.message))
      }
    }
    return (catalogs, problems)
  }
}
