import IntentModel

/// An `@Parameter` of a type App Intents cannot take.
public struct UnsupportedParameterTypeRule: Rule {
  public static let description = RuleDescription(
    identifier: "unsupported_parameter_type",
    name: "Unsupported Parameter Type",
    description: """
      An `@Parameter` has a type App Intents can take: a supported value type (`String`, `Int`, `Double`, \
      `Bool`, `Date`, `URL`, `IntentFile`, `Measurement`…), an `AppEntity`, an `AppEnum` or a `@UnionValue` \
      enum of entities, optionally in an array.
      """,
    rationale: """
      Parameters are shown, asked for and passed between actions by the system, so only types it knows \
      how to display and store are allowed; anything else fails late, in a full compile, with a \
      generic-constraint error on the property wrapper, and the metadata step rejects unsupported \
      parameter types. The usual causes are an enum that lacks `AppEnum`, a model struct used where its \
      entity belongs, and numeric or byte types the system does not model (`Float`, `UInt`, `UUID`, \
      `Data`). Types declared outside the linted target are not checked, nor types that adopt a protocol \
      of another module (which may refine `AppEntity`).
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        enum Priority: String {
          case low, medium, high
        }

        struct CreateTaskIntent: AppIntent {
          static let title: LocalizedStringResource = "Create Task"

          @Parameter(title: "Priority")
          var ↓priority: Priority

          @Parameter(title: "Estimate")
          var ↓estimate: Float?

          @Parameter(title: "Attachments")
          var ↓attachments: [Data]

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct TagIntent: AppIntent {
          static let title: LocalizedStringResource = "Tag"

          @Parameter(title: "Tags")
          var ↓tags: [String: Int]

          @Parameter(title: "Note ID")
          var ↓noteID: UUID

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      // `DeviceEntity` is a protocol of another module, which may refine AppEntity.
      RuleExample(
        #"""
        import DeviceKit

        struct LampEntity: DeviceEntity {
          let id: String
        }

        struct DimLampIntent: AppIntent {
          static let title: LocalizedStringResource = "Dim Lamp"

          @Parameter(title: "Lamp") var lamp: LampEntity

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        enum Priority: String, AppEnum {
          case low, medium, high
          static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Priority")
          static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
            .low: "Low", .medium: "Medium", .high: "High",
          ]
        }

        struct CreateTaskIntent: AppIntent {
          static let title: LocalizedStringResource = "Create Task"

          @Parameter(title: "Title") var title: String
          @Parameter(title: "Priority", default: .medium) var priority: Priority
          @Parameter(title: "Due") var due: Date?
          @Parameter(title: "Estimate") var estimate: Measurement<UnitDuration>?
          @Parameter(title: "Files") var files: [IntentFile]
          @Parameter(title: "Link") var link: URL?
          @Parameter(title: "Playlist") var playlist: SharedKit.PlaylistEntity?
          @Parameter(title: "Tags") var tags: [Swift::String]

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      // A `@UnionValue` enum takes one of several entity types (WWDC24): schema slots such as
      // messages' `destination` require one.
      RuleExample(
        #"""
        @UnionValue
        enum DayPass {
          case carnival(CarnivalPassEntity)
          case fair(FairPassEntity)
        }

        struct PurchaseDayPassIntent: AppIntent {
          static let title: LocalizedStringResource = "Purchase Day Pass"

          @Parameter(title: "Pass") var pass: DayPass

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
    ]
  )

  /// Types of the standard library and Foundation that are not App Intents values, with what to use.
  static let unsupported: [String: String] = [
    "Float": "Double", "CGFloat": "Double", "Float16": "Double", "Float80": "Double",
    "Int8": "Int", "Int16": "Int", "Int32": "Int", "Int64": "Int",
    "UInt": "Int", "UInt8": "Int", "UInt16": "Int", "UInt32": "Int", "UInt64": "Int",
    "Character": "String", "Substring": "String", "NSString": "String",
    "UUID": "an AppEntity (or its id as a String)", "Data": "IntentFile", "NSData": "IntentFile",
    "NSNumber": "Int or Double", "Any": "a concrete supported type", "AnyObject": "a concrete supported type",
  ]

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    let lookup = context.lookup
    let model = context.model
    // Parameters are read field by field, in place: binding one to a variable would copy it.
    for intentIndex in model.intents.indices {
      let parameters = model.intents[intentIndex].parameters
      for index in parameters.indices {
        guard let written = parameters[index].type, !Self.supported.contains(written),
          let problem = problem(with: written, in: model.intents[intentIndex].name, context, lookup)
        else { continue }
        violations.append(violation(at: parameters[index].location, "parameter \(parameters[index].name) \(problem)"))
      }
    }
    return violations
  }

  /// Common parameter types that are always supported, checked first (most parameters are one).
  static let supported: Set<String> = {
    let values = [
      "String", "Int", "Double", "Bool", "Date", "DateComponents", "URL", "AttributedString", "IntentFile",
      "IntentPerson", "IntentCurrencyAmount", "IntentPaymentMethod", "CLPlacemark", "Duration",
    ]
    // Spelled with interpolation and typed: `$0 + "?"`, `"[" + $0 + "]"` in one array literal took
    // the type checker several seconds (every `+` overload against every literal type).
    let spellings: [String] = values.flatMap { (value: String) -> [String] in
      [value, "\(value)?", "[\(value)]", "[\(value)]?"]
    }
    return Set(spellings)
  }()

  /// What is wrong with a parameter type, or nil when it is supported or cannot be judged.
  /// Whether an inherited name cannot make a type an AppEntity: a protocol or class the target
  /// declares (the model would know the type as an entity if it did), or a common one of the
  /// standard library, Foundation, SwiftUI or Core Transferable.
  static func isKnownNotEntityRefinement(_ name: String, _ context: LintContext) -> Bool {
    var bare = AppIntentsProtocol.withoutModule(name)
    if bare.hasPrefix("@unchecked ") { bare.removeFirst("@unchecked ".count) }
    if bare.hasPrefix("Swift.") || bare.hasPrefix("Foundation.") {
      bare = String(bare.split(separator: ".").last ?? "")
    }
    return commonInheritedNames.contains(bare) || !context.declarations.declarations(of: bare).isEmpty
  }

  static let commonInheritedNames: Set<String> = [
    "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Decodable", "Encodable", "Sendable",
    "CaseIterable", "RawRepresentable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
    "LocalizedError", "NSObject", "ObservableObject", "Transferable", "View", "String", "Int", "UInt", "Int8",
    "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character", "Bool",
  ]

  func problem(
    with written: String,
    in intentName: String,
    _ context: LintContext,
    _ lookup: ModelLookup
  ) -> String? {
    let type = Self.valueType(written)
    if type.hasPrefix("(") {
      return "is a tuple or function type (\(written)), which App Intents cannot take; use separate parameters"
    }
    if type.hasPrefix("[") {
      return """
        is a dictionary or nested collection (\(written)), which App Intents cannot take; use an array of \
        an AppEntity or a supported value
        """
    }
    if let replacement = Self.unsupported[type] {
      return "is \(type), which App Intents cannot take; use \(replacement)"
    }
    guard !lookup.hasEntity(named: type), !lookup.hasEnum(named: type) else { return nil }
    let entries = MetadataSupport.parameterTypeDeclarations(of: type, in: intentName, context.declarations)
    guard let declared = entries.first(where: { $0.declaration.kind != .extension }) else { return nil }
    let conformances = entries.flatMap { $0.declaration.inheritance.map(\.text) }
    if conformances.contains(where: { $0.hasPrefix("_Intent") }) { return nil }
    // A protocol of another module may refine AppEntity (`struct LampEntity: DeviceEntity`).
    if conformances.contains(where: { !Self.isKnownNotEntityRefinement($0, context) }) { return nil }
    // A `@UnionValue` enum: one of several entity types, which the macro makes a parameter value.
    if entries.contains(where: { $0.declaration.attributes.contains(where: QueryEntityMismatchRule.isUnionValue) }) {
      return nil
    }
    let fix =
      declared.declaration.kind == .enum
      ? "conform it to AppEnum (with typeDisplayRepresentation and caseDisplayRepresentations)"
      : "conform it to AppEntity, or take the AppEntity that represents it"
    return "is \(type), which is neither an AppEntity nor an AppEnum; \(fix)"
  }

  /// The element type of a parameter type: without optionality and one level of array (`[Tag]?` → `Tag`).
  static func valueType(_ written: String) -> String {
    // ASCII (the usual case): one byte per character, so byte slices do what substrings do, at a
    // fraction of the cost.
    var bytes = written
    let ascii = bytes.withUTF8 { buffer -> String? in
      guard buffer.allSatisfy({ $0 < 0x80 }) else { return nil }
      if buffer.contains(UInt8(ascii: " ")) {
        return String(decoding: asciiValueType(buffer.filter { $0 != UInt8(ascii: " ") }[...]), as: UTF8.self)
      }
      let type = asciiValueType(buffer[...])
      // Most types are their own value type: no copy then.
      return type.count == buffer.count ? written : String(decoding: type, as: UTF8.self)
    }
    if let ascii { return ascii }
    // Filtering characters is slow: only when there is a space to remove.
    var type = written.utf8.contains(UInt8(ascii: " ")) ? Substring(written.filter { $0 != " " }) : written[...]
    while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
    if type.hasPrefix("Optional<") && type.hasSuffix(">") { type = type.dropFirst(9).dropLast() }
    if type.hasPrefix("Array<") && type.hasSuffix(">") {
      type = type.dropFirst(6).dropLast()
    } else if type.hasPrefix("[") && type.hasSuffix("]") && !Self.isDictionary(type) {
      type = type.dropFirst().dropLast()
    }
    while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
    return String(type)
  }

  /// `valueType(_:)` on the bytes of an ASCII type without spaces: the part of them that names
  /// the value type.
  static func asciiValueType<Bytes: BidirectionalCollection<UInt8>>(_ written: Bytes) -> Bytes
  where Bytes.SubSequence == Bytes {
    var type = written
    func dropOptionality() {
      while let last = type.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { type = type.dropLast() }
    }
    dropOptionality()
    if type.last == UInt8(ascii: ">") && type.starts(with: "Optional<".utf8) { type = type.dropFirst(9).dropLast() }
    if type.last == UInt8(ascii: ">") && type.starts(with: "Array<".utf8) {
      type = type.dropFirst(6).dropLast()
    } else if type.first == UInt8(ascii: "[") && type.last == UInt8(ascii: "]") && !isDictionary(ascii: type) {
      type = type.dropFirst().dropLast()
    }
    dropOptionality()
    return type
  }

  /// `isDictionary(_:)` on the bytes of an ASCII type.
  static func isDictionary(ascii type: some Sequence<UInt8>) -> Bool {
    var depth = 0
    for byte in type {
      switch byte {
      case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">"): depth -= 1
      case UInt8(ascii: ":") where depth == 1: return true
      default: continue
      }
    }
    return false
  }

  /// Whether `[K: V]` has a colon at its top level.
  static func isDictionary(_ type: Substring) -> Bool {
    var depth = 0
    for character in type {
      switch character {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 1: return true
      default: continue
      }
    }
    return false
  }
}
