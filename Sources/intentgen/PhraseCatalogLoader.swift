import IntentModel

/// Finds and reads the `AppShortcuts.strings` and `AppShortcuts.xcstrings` files under the paths
/// given to `lint`, for the localized-phrase rules.
enum PhraseCatalogLoader {
  /// The catalogs under `paths` that `includes` accepts, sorted by path, and the unreadable ones.
  static func load(
    _ paths: [String],
    collector: SourceCollector,
    includes: (String) -> Bool
  ) -> (catalogs: [PhraseCatalog], problems: [ScannedSources.Problem]) {
    var catalogs: [PhraseCatalog] = []
    var problems: [ScannedSources.Problem] = []
    for input in collector.collect(paths, otherNames: PhraseCatalog.fileNames).inputs {
      let name = input.path.split(separator: "/").last.map(String.init) ?? input.path
      guard PhraseCatalog.fileNames.contains(name), includes(input.path) else { continue }
      switch FileReader.read(input.openPath) {
      case .success(let bytes): catalogs.append(PhraseCatalog.read(path: input.path, bytes: bytes))
      case .failure(let failure): problems.append(ScannedSources.Problem(path: input.path, message: failure.message))
      }
    }
    return (catalogs, problems)
  }
}
