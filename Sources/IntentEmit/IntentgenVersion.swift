/// The version of intentgen, printed by `intentgen --version` and written in the manifest's
/// `generator.version`. The only place it is written.
///
/// It lives in IntentEmit rather than in the command-line target so that the golden-manifest tests
/// produce exactly what `intentgen extract` writes.
public enum IntentgenVersion {
  /// The release's semantic version.
  public static let current = "0.1.0"
}
