import Foundation

/// The `schemas` folders a `.intentgen.yml` names, read by the plugins so that the schema-domain
/// YAML files in them are declared inputs of the build command: editing one reruns intentgen.
///
/// Plugins cannot link libyaml, so this reads only the forms of the key that the documentation
/// shows — `schemas: Folder`, `schemas: [A, "B"]` and a block list of `- A` lines, with plain,
/// single- or double-quoted scalars and `#` comments. A value in any other form declares nothing
/// here; intentgen itself reads the file with a full YAML parser and reports what is wrong with it.
enum SchemaFolders {
  /// The folders named by the top-level `schemas` key of `text`, as written.
  static func names(inConfiguration text: String) -> [String] {
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    guard let keyLine = lines.firstIndex(where: { $0.hasPrefix("schemas:") }) else { return [] }
    let value = withoutComment(String(lines[keyLine].dropFirst("schemas:".count)))
    if value.hasPrefix("[") {
      guard value.hasSuffix("]") else { return [] }
      return value.dropFirst().dropLast().split(separator: ",").compactMap { scalar(String($0)) }
    }
    if !value.isEmpty { return scalar(value).map { [$0] } ?? [] }
    var names: [String] = []
    for line in lines[(keyLine + 1)...] {
      let trimmed = withoutComment(line)
      if trimmed.isEmpty { continue }
      guard line.first == " " || line.first == "-", trimmed.hasPrefix("-") else { break }
      if let name = scalar(String(trimmed.dropFirst())) { names.append(name) }
    }
    return names
  }

  /// The schema-domain files (`*.yaml`, `*.yml`) directly in the folders named by the
  /// configuration at `configuration`, relative folders based on its directory; sorted.
  static func files(forConfiguration configuration: URL) -> [URL] {
    guard let data = FileManager.default.contents(atPath: configuration.path) else { return [] }
    let directory = configuration.deletingLastPathComponent()
    var files: [URL] = []
    for name in names(inConfiguration: String(decoding: data, as: UTF8.self)) {
      let folder =
        name.hasPrefix("/")
        ? URL(fileURLWithPath: name, isDirectory: true)
        : directory.appendingPathComponent(name, isDirectory: true)
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      files += entries.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.map {
        folder.appendingPathComponent($0).standardizedFileURL
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The text before a ` #` comment, trimmed.
  private static func withoutComment(_ text: String) -> String {
    var result = text
    if result.hasPrefix("#") { return "" }
    if let comment = result.range(of: " #") { result = String(result[..<comment.lowerBound]) }
    return result.trimmingCharacters(in: .whitespaces)
  }

  /// A plain or quoted scalar without its quotes; `nil` when empty or not a scalar.
  private static func scalar(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("["), !trimmed.hasPrefix("{") else { return nil }
    for quote in ["\"", "'"] where trimmed.hasPrefix(quote) {
      guard trimmed.count >= 2, trimmed.hasSuffix(quote) else { return nil }
      let inner = String(trimmed.dropFirst().dropLast())
      return inner.isEmpty ? nil : inner
    }
    return trimmed
  }
}
