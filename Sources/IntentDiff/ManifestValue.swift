import IntentEmit
import IntentModel

/// Decodes a value as `Manifest` encodes a `ModelValue`, so that titles read from a manifest are
/// interpreted exactly like titles in a model. Numbers come back as `.integer` (the manifest does not
/// say whether they were floats, and no surface text depends on it).
enum ManifestValue {
  static func decode(_ json: JSONValue?) -> ModelValue? {
    guard let json else { return nil }
    switch json {
    case .null: return nil
    case .string(let text): return .string(text)
    case .bool(let flag): return .boolean(flag)
    case .int(let int): return .integer(String(int))
    case .double(let double): return .float(double.description)
    case .array(let elements): return .array(elements.map { decode($0) ?? .nil })
    case .object(let members):
      if let number = members["number"]?.stringValue { return .integer(number) }
      if members["nil"] != nil { return .nil }
      if let name = members["member"]?.stringValue { return .member(name) }
      if let source = members["nonLiteral"]?.stringValue { return .nonLiteral(source) }
      if let type = members["type"]?.stringValue {
        let arguments = (members["arguments"]?.arrayValue ?? []).map { argument in
          ModelArgument(label: argument["label"]?.stringValue, value: decode(argument["value"]) ?? .nil)
        }
        return .initializer(type: type, arguments: arguments)
      }
      if let entries = members["entries"]?.arrayValue {
        return .dictionary(
          entries.map { ModelDictionaryEntry(key: decode($0["key"]) ?? .nil, value: decode($0["value"]) ?? .nil) }
        )
      }
      return nil
    }
  }
}
