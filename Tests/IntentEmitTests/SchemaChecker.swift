import Foundation

/// Checks a JSON document against the subset of JSON Schema (draft 2020-12) that
/// `Schemas/manifest.schema.json` uses: `type`, `const`, `enum`, `properties`, `required`,
/// `additionalProperties`, `items`, `minItems`, `minimum`, `oneOf`, `anyOf` and local `$ref`s to
/// `#/$defs/…`. It is not a general validator: any other keyword that constrains values is reported
/// as unsupported, so the schema cannot silently use something this checker ignores.
///
/// Documents are what `JSONSerialization` returns. Booleans and numbers are both `NSNumber`s
/// there; a boolean is told apart by its Objective-C type code `c`.
struct SchemaChecker {
  /// Keywords that only annotate and never constrain.
  static let annotations: Set<String> = ["$schema", "$id", "$comment", "$defs", "title", "description"]
  static let supported: Set<String> = [
    "type", "const", "enum", "properties", "required", "additionalProperties", "items", "minItems", "minimum",
    "oneOf", "anyOf", "$ref",
  ]

  let root: [String: Any]

  /// Every way `document` fails the schema, as `path: problem` lines; empty when it conforms.
  func problems(in document: Any) -> [String] {
    var problems: [String] = []
    check(document, against: root, at: "$", into: &problems)
    return problems
  }

  /// Keywords the schema uses that this checker does not understand, with where they are.
  func unsupportedKeywords() -> [String] {
    var found: [String] = []
    func visit(_ schema: Any, at path: String) {
      guard let schema = schema as? [String: Any] else { return }
      for (key, value) in schema {
        if !Self.supported.contains(key) && !Self.annotations.contains(key) { found.append("\(path)/\(key)") }
        switch key {
        case "properties", "$defs":
          for (name, child) in value as? [String: Any] ?? [:] { visit(child, at: "\(path)/\(key)/\(name)") }
        case "items", "additionalProperties":
          visit(value, at: "\(path)/\(key)")
        case "oneOf", "anyOf":
          for (index, child) in (value as? [Any] ?? []).enumerated() { visit(child, at: "\(path)/\(key)/\(index)") }
        default:
          break
        }
      }
    }
    visit(root, at: "#")
    return found.sorted()
  }

  private func check(_ value: Any, against schema: [String: Any], at path: String, into problems: inout [String]) {
    if let reference = schema["$ref"] as? String {
      guard let target = resolve(reference) else { return problems.append("\(path): unresolvable $ref \(reference)") }
      check(value, against: target, at: path, into: &problems)
    }
    if let types = schema["type"] {
      let allowed = (types as? [String]) ?? [(types as? String) ?? "?"]
      if !allowed.contains(where: { Self.matches(value, type: $0) }) {
        problems.append("\(path): expected \(allowed.joined(separator: " or ")), found \(Self.describe(value))")
        return
      }
    }
    if let constant = schema["const"], !Self.equal(value, constant) {
      problems.append("\(path): expected \(constant), found \(Self.describe(value))")
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal(value, $0) }) {
      problems.append("\(path): \(Self.describe(value)) is not one of \(options)")
    }
    if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, let number = value as? NSNumber,
      number.doubleValue < minimum
    {
      problems.append("\(path): \(number) is less than \(minimum)")
    }
    if let object = value as? [String: Any] {
      checkObject(object, against: schema, at: path, into: &problems)
    }
    if let array = value as? [Any] {
      if let minimum = (schema["minItems"] as? NSNumber)?.intValue, array.count < minimum {
        problems.append("\(path): \(array.count) items, at least \(minimum) expected")
      }
      if let items = schema["items"] as? [String: Any] {
        for (index, element) in array.enumerated() {
          check(element, against: items, at: "\(path)[\(index)]", into: &problems)
        }
      }
    }
    if let alternatives = schema["oneOf"] as? [[String: Any]] {
      let matching = alternatives.filter { conforms(value, to: $0, at: path) }.count
      if matching != 1 {
        problems.append("\(path): \(Self.describe(value)) matches \(matching) alternatives of oneOf, not exactly 1")
      }
    }
    if let alternatives = schema["anyOf"] as? [[String: Any]],
      !alternatives.contains(where: { conforms(value, to: $0, at: path) })
    {
      problems.append("\(path): \(Self.describe(value)) matches no alternative of anyOf")
    }
  }

  private func checkObject(
    _ object: [String: Any],
    against schema: [String: Any],
    at path: String,
    into problems: inout [String]
  ) {
    let properties = schema["properties"] as? [String: Any] ?? [:]
    for key in (schema["required"] as? [String] ?? []) where object[key] == nil {
      problems.append("\(path): missing required key '\(key)'")
    }
    for key in object.keys.sorted() {
      let child = object[key] ?? NSNull()
      if let propertySchema = properties[key] as? [String: Any] {
        check(child, against: propertySchema, at: "\(path).\(key)", into: &problems)
      } else if let additional = schema["additionalProperties"] as? [String: Any] {
        check(child, against: additional, at: "\(path).\(key)", into: &problems)
      } else if (schema["additionalProperties"] as? Bool) == false {
        problems.append("\(path): unexpected key '\(key)'")
      }
    }
  }

  private func conforms(_ value: Any, to schema: [String: Any], at path: String) -> Bool {
    var problems: [String] = []
    check(value, against: schema, at: path, into: &problems)
    return problems.isEmpty
  }

  private func resolve(_ reference: String) -> [String: Any]? {
    let prefix = "#/$defs/"
    guard reference.hasPrefix(prefix) else { return nil }
    return (root["$defs"] as? [String: Any])?[String(reference.dropFirst(prefix.count))] as? [String: Any]
  }

  // MARK: - JSON values as JSONSerialization returns them

  private static func isBoolean(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }

  private static func matches(_ value: Any, type: String) -> Bool {
    switch type {
    case "null": return value is NSNull
    case "boolean": return isBoolean(value)
    case "integer":
      guard let number = value as? NSNumber, !isBoolean(value) else { return false }
      return number.doubleValue.rounded() == number.doubleValue
    case "number": return value is NSNumber && !isBoolean(value)
    case "string": return value is String
    case "array": return value is [Any]
    case "object": return value is [String: Any]
    default: return false
    }
  }

  private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (lhs, rhs) {
    case (is NSNull, is NSNull): return true
    case (let lhs as String, let rhs as String): return lhs == rhs
    case (let lhs as NSNumber, let rhs as NSNumber):
      return isBoolean(lhs) == isBoolean(rhs) && lhs.doubleValue == rhs.doubleValue
    default: return false
    }
  }

  private static func describe(_ value: Any) -> String {
    switch value {
    case is NSNull: return "null"
    case let string as String: return "\"\(string)\""
    case let number as NSNumber: return isBoolean(number) ? (number.boolValue ? "true" : "false") : "\(number)"
    case is [Any]: return "an array"
    case let object as [String: Any]: return "an object with keys \(object.keys.sorted())"
    default: return "\(value)"
    }
  }
}
