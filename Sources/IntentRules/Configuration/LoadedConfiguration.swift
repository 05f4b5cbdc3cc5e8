/// A configuration file read by `ConfigurationLoader`: the configuration, the directory its
/// relative paths are based on, and the problems found (empty when the file is valid).
public struct LoadedConfiguration: Sendable {
  /// The configuration, with every valid key applied; invalid values are left out.
  public var configuration: LintConfiguration
  /// The configuration file's path, as given to the loader.
  public var path: String
  /// The directory of the configuration file: `included`, `excluded` and `schemas` are relative to it.
  public var directory: String
  /// Problems, sorted by location. The CLI treats any as a configuration error (exit status 2).
  public var errors: [ConfigurationError]

  public init(configuration: LintConfiguration, path: String, directory: String, errors: [ConfigurationError]) {
    self.configuration = configuration
    self.path = path
    self.directory = directory
    self.errors = errors
  }

  /// The `included` / `excluded` filter of this configuration, based on its directory.
  public var pathFilter: PathFilter {
    PathFilter(root: directory, included: configuration.included, excluded: configuration.excluded)
  }

  /// The `schemas` folders as paths: relative ones joined to the configuration's directory.
  public var schemaFolderPaths: [String] {
    configuration.schemaFolders.map { PathFilter.join(directory, $0) }
  }
}
