import Foundation
import XCTest

// Reading the compiler's `.swiftconstvalues` output (shape: `Stubs/README.md`, "Output shape").

/// The types of a module's `.swiftconstvalues` files, by `typeName`, with accessors for the value
/// shapes the tests check (`RawLiteral`, `InitCall`, `InterpolatedStringLiteral`, `Builder`…).
///
/// A type declared in one file and extended in others is listed once per file, each time with the
/// full conformance list and the properties declared in that file; `add(_:)` merges them.
struct ConstValues {
  var types: [String: [String: Any]] = [:]
  /// The files with no conforming type (`[]`).
  var emptyFiles: [String] = []

  struct InitCall {
    var type: String
    var arguments: [[String: Any]]

    func argument(_ label: String) throws -> [String: Any] {
      try XCTUnwrap(arguments.first { $0["label"] as? String == label }, "no argument '\(label)' in \(type)")
    }
  }

  /// Adds one type record, merging it with an earlier record of the same type from another file.
  mutating func add(_ type: [String: Any]) {
    guard let name = type["typeName"] as? String else { return }
    guard var merged = types[name] else {
      types[name] = type
      return
    }
    for key in ["properties", "allConformances", "associatedTypeAliases"] {
      let more = type[key] as? [[String: Any]] ?? []
      merged[key] = (merged[key] as? [[String: Any]] ?? []) + more
    }
    let conformances = merged["conformances"] as? [String] ?? []
    merged["conformances"] =
      conformances
      + (type["conformances"] as? [String] ?? []).filter {
        !conformances.contains($0)
      }
    types[name] = merged
  }

  func type(_ name: String) throws -> [String: Any] {
    try XCTUnwrap(types[name], "no \(name) in the const values; found \(types.keys.sorted())")
  }

  func property(_ label: String, of type: [String: Any]) throws -> [String: Any] {
    let properties = try XCTUnwrap(type["properties"] as? [[String: Any]])
    return try XCTUnwrap(
      properties.first { $0["label"] as? String == label },
      "no property '\(label)' in \(type["typeName"] ?? "?")"
    )
  }

  func initCall(_ value: [String: Any]) throws -> InitCall {
    XCTAssertEqual(value["valueKind"] as? String, "InitCall")
    let call = try XCTUnwrap(value["value"] as? [String: Any])
    return InitCall(
      type: try XCTUnwrap(call["type"] as? String),
      arguments: try XCTUnwrap(call["arguments"] as? [[String: Any]])
    )
  }

  func enumCase(_ value: [String: Any]) throws -> String {
    XCTAssertEqual(value["valueKind"] as? String, "Enum")
    return try XCTUnwrap((value["value"] as? [String: Any])?["name"] as? String)
  }

  /// A string literal as the metadata writes it: interpolations become `${name}` (the enum case
  /// name for `\(.applicationName)` and `\(placeholder: .int)`, the parameter for `\(\.$note)`).
  func template(_ value: [String: Any]) throws -> String {
    guard let text = ConstValue(json: value).template else {
      XCTFail("not a string literal: \(value)")
      return ""
    }
    return text
  }

  /// The key paths a `Builder` value lists (`\.$body` gives `$body`).
  func builderKeyPaths(_ value: [String: Any]) throws -> [String] {
    let members = try XCTUnwrap((value["value"] as? [String: Any])?["members"] as? [[String: Any]])
    return try members.map { member in
      let element = try XCTUnwrap(member["element"] as? [String: Any])
      XCTAssertEqual(element["valueKind"] as? String, "KeyPath")
      return try XCTUnwrap((element["value"] as? [String: Any])?["path"] as? String)
    }
  }
}

// MARK: - Values as a tree

/// One value of a `.swiftconstvalues` file (a property's value, an argument, an element), decoded
/// from its `valueKind` and `value`.
indirect enum ConstValue {
  /// `RawLiteral`: a string, number or Boolean literal's text; `type` when the JSON gives one
  /// (arguments and properties carry it, array elements and string segments do not).
  case raw(String, type: String?)
  /// `InterpolatedStringLiteral`: literal segments alternating with interpolations.
  case interpolated([ConstValue])
  /// `Enum`: `.name`, or `.name(arguments)`.
  case enumCase(String, arguments: [ConstArgument])
  /// `KeyPath`: `\Root.path` (`path` is `$priority` for a parameter's projection).
  case keyPath(path: String, rootType: String)
  /// `InitCall`: every parameter of the chosen initializer, defaulted ones included.
  case initCall(type: String, arguments: [ConstArgument])
  /// `MemberReference`: a static member of a type (`IntentModes.background`).
  case memberReference(baseType: String, member: String)
  /// `StaticFunctionCall`: `IntentModes.foreground(.dynamic)`.
  case staticFunctionCall(type: String, member: String, arguments: [ConstArgument])
  /// `FunctionCall`: a call of a function (`intentTitle("Log Hike")`), not a value.
  case functionCall(name: String)
  case array([ConstValue])
  case tuple([ConstValue])
  case dictionary([(key: ConstValue, value: ConstValue)])
  /// `Builder`: a result-builder body (`type` is empty for builders nested in an initializer call).
  case builder(type: String, members: [ConstBuilderMember])
  case nilLiteral
  /// `Runtime`: not statically known (also a defaulted argument such as `inputConnectionBehavior`).
  case runtime
  /// A value kind this reader does not decode, or a missing value.
  case other(String)

  init(json: [String: Any]) {
    let value = json["value"]
    let payload = value as? [String: Any] ?? [:]
    switch json["valueKind"] as? String {
    case "RawLiteral":
      self = .raw(value as? String ?? "\(value ?? "")", type: json["type"] as? String)
    case "InterpolatedStringLiteral":
      self = .interpolated((payload["segments"] as? [[String: Any]] ?? []).map(ConstValue.init(json:)))
    case "Enum":
      self = .enumCase(
        payload["name"] as? String ?? "?",
        arguments: (payload["arguments"] as? [[String: Any]] ?? []).map(ConstArgument.init(json:))
      )
    case "KeyPath":
      self = .keyPath(path: payload["path"] as? String ?? "?", rootType: payload["rootType"] as? String ?? "?")
    case "InitCall":
      self = .initCall(
        type: payload["type"] as? String ?? "?",
        arguments: (payload["arguments"] as? [[String: Any]] ?? []).map(ConstArgument.init(json:))
      )
    case "MemberReference":
      self = .memberReference(
        baseType: payload["baseType"] as? String ?? "?",
        member: payload["memberLabel"] as? String ?? "?"
      )
    case "StaticFunctionCall":
      self = .staticFunctionCall(
        type: payload["type"] as? String ?? "?",
        member: payload["memberLabel"] as? String ?? "?",
        arguments: (payload["arguments"] as? [[String: Any]] ?? []).map(ConstArgument.init(json:))
      )
    case "FunctionCall":
      self = .functionCall(name: payload["name"] as? String ?? "?")
    case "Array":
      self = .array((value as? [[String: Any]] ?? []).map(ConstValue.init(json:)))
    case "Tuple":
      self = .tuple((value as? [[String: Any]] ?? []).map(ConstValue.init(json:)))
    case "Dictionary":
      self = .dictionary(
        (value as? [[String: Any]] ?? []).map { entry in
          (
            key: ConstValue(json: entry["key"] as? [String: Any] ?? [:]),
            value: ConstValue(json: entry["value"] as? [String: Any] ?? [:])
          )
        }
      )
    case "Builder":
      self = .builder(
        type: payload["type"] as? String ?? "",
        members: (payload["members"] as? [[String: Any]] ?? []).map(ConstBuilderMember.init(json:))
      )
    case "NilLiteral":
      self = .nilLiteral
    case "Runtime":
      self = .runtime
    case let kind?:
      self = .other(kind)
    case nil:
      self = .other("")
    }
  }

  /// The text of a string value as the metadata writes it: a `RawLiteral`, or an interpolated
  /// literal with `${name}` for each interpolation (`\(.applicationName)` → `${applicationName}`,
  /// `\(placeholder: .int)` → `${int}`, `\(\.$note)` → `${note}`; `${?}` for a runtime value).
  var template: String? {
    switch self {
    case .raw(let text, _):
      return text
    case .interpolated(let segments):
      return segments.map { segment in
        switch segment {
        case .raw(let text, _): return text
        case .enumCase(let name, _): return "${\(name)}"
        case .keyPath(let path, _): return "${\(path.hasPrefix("$") ? String(path.dropFirst()) : path)}"
        default: return "${?}"
        }
      }.joined()
    default:
      return nil
    }
  }

  /// The arguments of an `InitCall`, `Enum` or `StaticFunctionCall`.
  var arguments: [ConstArgument] {
    switch self {
    case .initCall(_, let arguments), .enumCase(_, let arguments), .staticFunctionCall(_, _, let arguments):
      return arguments
    default:
      return []
    }
  }

  /// The argument labelled `label` (`""` for an unlabelled one).
  func argument(_ label: String) -> ConstValue? {
    arguments.first { $0.label == label }?.value
  }
}

/// A labelled argument; an unlabelled one has the label `""`.
struct ConstArgument {
  var label: String
  var type: String?
  var value: ConstValue

  init(json: [String: Any]) {
    label = json["label"] as? String ?? ""
    type = json["type"] as? String
    value = ConstValue(json: json)
  }
}

/// One member of a `Builder` value: `buildExpression` with its element, or a branch construct
/// (`buildLimitedAvailability` for `if #available`, `buildOptional`, `buildEither`) with the
/// elements of each branch and, for availability, the platforms and versions.
struct ConstBuilderMember {
  var kind: String
  var element: ConstValue?
  var availability: [(platform: String, version: String)]
  var ifElements: [ConstValue]
  var elseElements: [ConstValue]

  init(json: [String: Any]) {
    kind = json["kind"] as? String ?? "?"
    element = (json["element"] as? [String: Any]).map(ConstValue.init(json:))
    availability = (json["availabilityAttributes"] as? [[String: Any]] ?? []).map {
      (platform: $0["platform"] as? String ?? "?", version: $0["minVersion"] as? String ?? "?")
    }
    // Branch elements come wrapped (`{"element": {…}}`); the compiler also lists empty `{}` ones.
    func elements(_ key: String) -> [ConstValue] {
      (json[key] as? [[String: Any]] ?? []).compactMap { wrapper in
        guard let element = wrapper["element"] as? [String: Any], !element.isEmpty else { return nil }
        return ConstValue(json: element)
      }
    }
    ifElements = elements("ifElements")
    elseElements = elements("elseElements")
  }
}
