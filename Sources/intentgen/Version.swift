/// The version of intentgen, printed by `intentgen --version`. The only place it is written.
enum IntentgenVersion {
  static let current = "0.1.0"
}
