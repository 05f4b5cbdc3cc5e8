import YAMLSupport

/// Applies the keys of a parsed `.intentgen.yml` to a `LintConfiguration`, collecting every
/// problem with its location rather than stopping at the first.
struct ConfigurationReader {
  /// The platforms `deployment_target` accepts, in Apple's spelling.
  static let platforms = ["iOS", "iPadOS", "macCatalyst", "macOS", "tvOS", "visionOS", "watchOS"]

  let path: String
  let knownRules: Set<String>
  var configuration = LintConfiguration()
  var errors: [ConfigurationError] = []

  init(path: String, knownRules: Set<String>) {
    self.path = path
    self.knownRules = knownRules
  }

  mutating func read(_ root: YAMLNode) {
    guard let pairs = root.mapping else {
      error(
        at: root,
        "expected a mapping of configuration keys such as 'disabled_rules: [rule_id]', found a \(root.kindName)"
      )
      return
    }
    var seen: [String: YAMLNode] = [:]
    var onlyRulesKey: YAMLNode?
    var otherRuleListKeys: [String] = []
    for pair in pairs {
      guard let name = pair.key.scalar else {
        error(at: pair.key, "expected a key name, found a \(pair.key.kindName)")
        continue
      }
      guard let key = ConfigurationKey(rawValue: name) else {
        var message = "unknown key '\(name)'"
        if let suggestion = NameSuggestion.closest(to: name, among: ConfigurationLoader.keys) {
          message += "; did you mean '\(suggestion)'?"
        } else {
          message += "; valid keys are \(ConfigurationLoader.keys.joined(separator: ", "))"
        }
        error(at: pair.key, message)
        continue
      }
      if let first = seen[name] {
        error(at: pair.key, "duplicate key '\(name)' (first at \(first.location)); keep one")
        continue
      }
      seen[name] = pair.key
      read(key, pair.value)
      switch key {
      case .onlyRules: onlyRulesKey = pair.key
      case .disabledRules, .optInRules: otherRuleListKeys.append(name)
      default: break
      }
    }
    if let onlyRulesKey, !otherRuleListKeys.isEmpty {
      error(
        at: onlyRulesKey,
        "only_rules cannot be combined with \(otherRuleListKeys.joined(separator: " or ")); "
          + "list every rule to run in only_rules, or remove it"
      )
    }
  }

  private mutating func read(_ key: ConfigurationKey, _ value: YAMLNode) {
    switch key {
    case .disabledRules:
      configuration.disabledRules = Set(ruleList(value, key: key.rawValue, allowsAll: false))
    case .optInRules:
      configuration.optInRules = Set(ruleList(value, key: key.rawValue, allowsAll: true))
    case .onlyRules:
      configuration.onlyRules = Set(ruleList(value, key: key.rawValue, allowsAll: false))
    case .severity:
      readSeverities(value)
    case .included:
      configuration.included = stringList(value, key: key.rawValue, example: "Sources")
    case .excluded:
      configuration.excluded = stringList(value, key: key.rawValue, example: "**/Generated")
    case .schemas:
      configuration.schemaFolders = stringList(value, key: key.rawValue, example: "Schemas")
    case .deploymentTarget:
      readDeploymentTarget(value)
    case .appName:
      if value.isNull { return }
      guard let name = value.scalar else {
        error(at: value, "expected the app's name as a string for app_name, found a \(value.kindName)")
        return
      }
      guard !name.allSatisfy(\.isWhitespace) else {
        error(at: value, "app_name is empty; write the app's name, or remove the key")
        return
      }
      configuration.appName = name
    }
  }

  // MARK: - Values

  /// The scalars of a sequence; `null` is an empty list.
  private mutating func strings(_ value: YAMLNode, key: String, example: String) -> [(String, YAMLNode)]? {
    if value.isNull { return [] }
    guard let elements = value.sequence else {
      error(at: value, "expected a list for \(key), such as [\(example)], found a \(value.kindName)")
      return nil
    }
    var result: [(String, YAMLNode)] = []
    for element in elements {
      guard let text = element.scalar else {
        error(at: element, "expected a string in \(key), found a \(element.kindName)")
        continue
      }
      result.append((text, element))
    }
    return result
  }

  private mutating func ruleList(_ value: YAMLNode, key: String, allowsAll: Bool) -> [String] {
    guard let entries = strings(value, key: key, example: "rule_id") else { return [] }
    var rules: [String] = []
    for (id, node) in entries {
      if allowsAll && id == "all" {
        rules.append(id)
      } else if knownRules.contains(id) {
        rules.append(id)
      } else {
        error(at: node, unknownRuleMessage(id, in: key))
      }
    }
    return rules
  }

  private mutating func stringList(_ value: YAMLNode, key: String, example: String) -> [String] {
    guard let entries = strings(value, key: key, example: example) else { return [] }
    var result: [String] = []
    for (text, node) in entries {
      if text.isEmpty {
        error(at: node, "empty path in \(key); write a path or glob such as \(example), or remove the entry")
      } else {
        result.append(text)
      }
    }
    return result
  }

  private mutating func readSeverities(_ value: YAMLNode) {
    if value.isNull { return }
    guard let pairs = value.mapping else {
      error(
        at: value,
        "expected a mapping of rule ids to severities for severity, such as 'rule_id: warning', "
          + "found a \(value.kindName)"
      )
      return
    }
    var seen: [String: YAMLNode] = [:]
    for pair in pairs {
      guard let id = pair.key.scalar else {
        error(at: pair.key, "expected a rule id in severity, found a \(pair.key.kindName)")
        continue
      }
      if let first = seen[id] {
        error(at: pair.key, "duplicate rule '\(id)' in severity (first at \(first.location)); keep one")
        continue
      }
      seen[id] = pair.key
      guard knownRules.contains(id) else {
        error(at: pair.key, unknownRuleMessage(id, in: "severity"))
        continue
      }
      guard let text = pair.value.scalar else {
        error(
          at: pair.value,
          "expected error, warning or note as the severity of \(id), found a \(pair.value.kindName)"
        )
        continue
      }
      guard let severity = Severity(rawValue: text) else {
        var message = "unknown severity '\(text)' for \(id); use error, warning or note"
        if let suggestion = NameSuggestion.closest(to: text, among: Severity.allCases.map(\.rawValue)) {
          message = "unknown severity '\(text)' for \(id); did you mean '\(suggestion)'? use error, warning or note"
        }
        error(at: pair.value, message)
        continue
      }
      configuration.severities[id] = severity
    }
  }

  private mutating func readDeploymentTarget(_ value: YAMLNode) {
    if value.isNull { return }
    guard let pairs = value.mapping else {
      error(
        at: value,
        "expected a mapping of platforms to versions for deployment_target, such as 'iOS: \"26.0\"', "
          + "found a \(value.kindName)"
      )
      return
    }
    var seen: [String: YAMLNode] = [:]
    for pair in pairs {
      guard let platform = pair.key.scalar else {
        error(at: pair.key, "expected a platform name in deployment_target, found a \(pair.key.kindName)")
        continue
      }
      if let first = seen[platform] {
        error(
          at: pair.key,
          "duplicate platform '\(platform)' in deployment_target (first at \(first.location)); keep one"
        )
        continue
      }
      seen[platform] = pair.key
      guard Self.platforms.contains(platform) else {
        var message = "unknown platform '\(platform)' in deployment_target"
        if let suggestion = NameSuggestion.closest(to: platform, among: Self.platforms) {
          message += "; did you mean '\(suggestion)'?"
        } else {
          message += "; use one of \(Self.platforms.joined(separator: ", "))"
        }
        error(at: pair.key, message)
        continue
      }
      guard let version = pair.value.scalar, Self.isVersion(version) else {
        let found = pair.value.scalar.map { "'\($0)'" } ?? "a \(pair.value.kindName)"
        error(at: pair.value, "expected a version such as \"26.0\" for \(platform), found \(found)")
        continue
      }
      configuration.deploymentTarget[platform] = version
    }
  }

  /// One to three dot-separated runs of one to four digits: `26`, `26.0`, `17.4.1`. (A longer
  /// number is no OS version, and would overflow where versions are compared.)
  static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return (1...3).contains(parts.count)
      && parts.allSatisfy { (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  // MARK: - Errors

  private func unknownRuleMessage(_ id: String, in key: String) -> String {
    if let suggestion = NameSuggestion.closest(to: id, among: knownRules) {
      return "unknown rule '\(id)' in \(key); did you mean '\(suggestion)'? run 'intentgen rules' for the list"
    }
    return "unknown rule '\(id)' in \(key); run 'intentgen rules' for the list"
  }

  private mutating func error(at node: YAMLNode, _ message: String) {
    errors.append(
      ConfigurationError(path: path, line: node.location.line, column: node.location.column, message: message)
    )
  }
}
