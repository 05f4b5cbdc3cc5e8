/// The output formats of `intentgen diff`, each a pure function of the sorted changes.
public enum DiffReport {
  /// A format's name on the command line.
  public enum Format: String, CaseIterable, Sendable {
    case text, json, markdown, github
  }

  /// The changes written in `format`; `module` names the target in the markdown verdict, and
  /// `locations` (of the new version) place the GitHub annotations.
  public static func render(
    _ changes: [SurfaceChange],
    format: Format,
    module: String,
    locations: SurfaceLocations = SurfaceLocations()
  ) -> String {
    let sorted = changes.sorted()
    switch format {
    case .text: return TextDiffFormatter.format(sorted)
    case .json: return JSONDiffFormatter.format(sorted)
    case .markdown: return MarkdownDiffFormatter.format(sorted, module: module)
    case .github: return GitHubAnnotationFormatter.format(sorted, locations: locations)
    }
  }

  /// `2 breaking, 1 risky and 3 compatible changes` / `no changes`.
  static func tally(_ changes: [SurfaceChange]) -> String {
    guard !changes.isEmpty else { return "no changes" }
    let parts = SurfaceChange.Severity.allCases.compactMap { severity -> String? in
      let count = changes.filter { $0.severity == severity }.count
      return count == 0 ? nil : "\(count) \(severity.rawValue)"
    }
    let list =
      parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "") : (parts.first ?? "")
    return list + (changes.count == 1 ? " change" : " changes")
  }
}
