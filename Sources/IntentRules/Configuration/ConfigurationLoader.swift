import YAMLSupport

/// Reads `.intentgen.yml` into a `LintConfiguration`, and finds that file.
///
/// ```yaml
/// disabled_rules: [duplicate_phrase]
/// opt_in_rules: [all]           # or only_rules: [...], which excludes both others
/// severity:
///   phrase_application_name: warning
/// included: [Sources]
/// excluded: ["**/Generated"]
/// schemas: [Schemas]
/// deployment_target:
///   iOS: "26.0"
/// app_name: Notes
/// ```
///
/// Every problem (invalid YAML, unknown keys, unknown rule ids, values of the wrong type, bad
/// severities or versions) is a `ConfigurationError` with the file's path, line and column. The
/// loader takes bytes, so this library never reads files; the CLI does.
public enum ConfigurationLoader {
  /// The configuration file's name.
  public static let fileName = ".intentgen.yml"

  /// The top-level keys, sorted.
  public static let keys: [String] = ConfigurationKey.allCases.map(\.rawValue).sorted()

  /// Reads a configuration file's contents. `path` is shown in errors and gives the directory
  /// that relative paths in the file are based on. `knownRules` are the rule ids the file may name.
  public static func load(
    bytes: [UInt8],
    path: String,
    knownRules: Set<String> = Set(RuleRegistry.identifiers)
  ) -> LoadedConfiguration {
    var reader = ConfigurationReader(path: path, knownRules: knownRules)
    do throws(YAMLError) {
      if let root = try YAMLNode.parse(bytes: bytes, path: path) {
        reader.read(root)
      }
    } catch {
      reader.errors.append(
        ConfigurationError(
          path: path,
          line: error.line,
          column: error.column,
          message: error.context.map { "\(error.message) (\($0))" } ?? error.message
        )
      )
    }
    return LoadedConfiguration(
      configuration: reader.configuration,
      path: path,
      directory: LexicalPath.parent(path),
      errors: reader.errors.sorted()
    )
  }
}
