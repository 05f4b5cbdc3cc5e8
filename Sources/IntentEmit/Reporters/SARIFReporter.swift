import IntentRules

/// SARIF 2.1.0, the format GitHub code scanning uploads: one run whose `tool.driver.rules[]`
/// documents every rule that ran (sorted by id; `ruleIndex` points into it), and one result per
/// violation with an `artifactLocation` (a repo-relative `uri` with `uriBaseId` `%SRCROOT%`, or an
/// absolute `file:` URI for a file outside the working directory), a `region` and a
/// `partialFingerprints.primaryLocationLineHash` (see `LineFingerprint`).
///
/// Columns are converted from UTF-8 bytes to UTF-16 code units (`columnKind: utf16CodeUnits`, what
/// GitHub assumes) when the line's text is known. Keys are sorted and nothing depends on time or
/// the machine (but for the absolute URI of a file outside the working directory), so the same
/// violations give the same bytes.
public enum SARIFReporter: LintReporter {
  public static let identifier = "sarif"
  public static let description = "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"

  /// The JSON schema URI written in `$schema`.
  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  /// GitHub's limit for `shortDescription` and `fullDescription` texts.
  static let descriptionLimit = 1024

  public static func render(_ violations: [Violation], rules: [any Rule.Type], context: ReportContext) -> String {
    document(violations, rules: rules, context: context).serialized(.pretty) + "\n"
  }

  /// The SARIF log as a JSON value.
  public static func document(_ violations: [Violation], rules: [any Rule.Type], context: ReportContext) -> JSONValue {
    let sorted = violations.sorted()
    let catalog = ReportedRules(rules: rules, violations: sorted)
    var occurrences: [String: Int] = [:]
    let results: [JSONValue] = sorted.map { violation in
      let location = violation.location
      let lineText = context.lineText(path: location.path, line: location.line)
      let hash = LineFingerprint.hash(rule: violation.ruleID, path: location.path, lineText: lineText ?? "")
      occurrences[hash, default: 0] += 1
      var result: [String: JSONValue] = [
        "ruleId": .string(violation.ruleID),
        "level": .string(violation.severity.rawValue),
        "message": ["text": .string(violation.message)],
        "locations": [
          [
            "physicalLocation": [
              "artifactLocation": artifactLocation(location.path),
              "region": [
                "startLine": .int(max(location.line, 1)),
                "startColumn": .int(utf16Column(location.column, lineText: lineText)),
              ],
            ]
          ]
        ],
        "partialFingerprints": ["primaryLocationLineHash": .string("\(hash):\(occurrences[hash] ?? 1)")],
      ]
      if let index = catalog.index(of: violation.ruleID) { result["ruleIndex"] = .int(index) }
      return .object(result)
    }
    let driver: JSONValue = [
      "name": "intentgen",
      "informationUri": .string(context.informationURI),
      "semanticVersion": .string(context.toolVersion),
      "rules": .array(catalog.descriptions.map(reportingDescriptor)),
    ]
    let run: JSONValue = [
      "tool": ["driver": driver],
      "columnKind": "utf16CodeUnits",
      "results": .array(results),
    ]
    return ["$schema": .string(schemaURI), "version": "2.1.0", "runs": [run]]
  }

  /// A rule's `reportingDescriptor`.
  static func reportingDescriptor(_ rule: RuleDescription) -> JSONValue {
    let short = nonEmpty(rule.description, else: rule.name)
    let full = nonEmpty(rule.rationale.isEmpty ? short : short + " " + rule.rationale, else: rule.name)
    let help =
      nonEmpty(rule.rationale, else: short) + "\n\nExamples and configuration: "
      + ShellQuoting.commandLine(["intentgen", "rules", rule.identifier])
    return [
      "id": .string(rule.identifier),
      "name": .string(upperCamelCase(rule.name)),
      "shortDescription": ["text": .string(truncated(short))],
      "fullDescription": ["text": .string(truncated(full))],
      "help": ["text": .string(help), "markdown": .string(help)],
      "defaultConfiguration": ["level": .string(rule.defaultSeverity.rawValue)],
    ]
  }

  /// The base that relative artifact URIs are resolved against: the repository root.
  public static let sourceRootBaseID = "%SRCROOT%"

  /// Where a result's file is (SARIF 2.1.0 §3.4, `artifactLocation`).
  ///
  /// A path relative to the working directory (the repository root, where the report is meant to
  /// be made) is a relative reference with `"uriBaseId": "%SRCROOT%"`: §3.4.4 resolves a relative
  /// `uri` against the base its `uriBaseId` names, a name that producer and consumer agree on
  /// (GitHub code scanning resolves paths against the repository's checkout). The base's absolute
  /// value (`run.originalUriBaseIds`, §3.14.14, optional) is left out, so that the report is the
  /// same bytes on every machine. A path outside the working directory is absolute: it is written
  /// as an absolute `file` URI (`file:///…`, RFC 8089) without `uriBaseId`, which §3.4.4 allows only
  /// with a relative reference. Both are percent-encoded, as a URI reference must be (§3.4.3,
  /// RFC 3986).
  static func artifactLocation(_ path: String) -> JSONValue {
    guard !path.hasPrefix("/") else { return ["uri": .string("file://" + uri(path))] }
    return ["uri": .string(uri(path)), "uriBaseId": .string(sourceRootBaseID)]
  }

  /// A path as a URI reference: `/`-separated, with characters outside RFC 3986's
  /// unreserved and path sets percent-encoded.
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      case _ where Array("-._~/!$&'()*+,;=@".utf8).contains(byte):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        result += "%"
        result.unicodeScalars.append(digits[Int(byte >> 4)])
        result.unicodeScalars.append(digits[Int(byte & 0x0F)])
      }
    }
    return result
  }

  /// The 1-based UTF-16 column of a 1-based UTF-8 byte column on `lineText` (unchanged when the
  /// text is unknown or shorter than the column).
  static func utf16Column(_ byteColumn: Int, lineText: String?) -> Int {
    guard let lineText, byteColumn > 1 else { return max(byteColumn, 1) }
    let bytes = Array(lineText.utf8)
    guard byteColumn - 1 <= bytes.count else { return byteColumn }
    return String(decoding: bytes[..<(byteColumn - 1)], as: UTF8.self).utf16.count + 1
  }

  private static func nonEmpty(_ text: String, else fallback: String) -> String {
    text.isEmpty ? fallback : text
  }

  private static func truncated(_ text: String) -> String {
    guard text.count > descriptionLimit else { return text }
    return String(text.prefix(descriptionLimit - 1)) + "…"
  }

  /// `Phrase Application Name` → `PhraseApplicationName`.
  private static func upperCamelCase(_ name: String) -> String {
    name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { word in
      word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }
}
