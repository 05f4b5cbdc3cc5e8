import IntentModel
import SwiftScan

/// App Intents APIs newer than the deployment target are used only under `@available` /
/// `#available`.
public struct APIAvailabilityRule: Rule {
  static let target26: LintConfiguration = {
    var configuration = LintConfiguration()
    configuration.deploymentTarget = ["iOS": "26.0", "macOS": "26.0"]
    return configuration
  }()

  static let target18_4: LintConfiguration = {
    var configuration = LintConfiguration()
    configuration.deploymentTarget = ["iOS": "18.4"]
    return configuration
  }()

  public static let description = RuleDescription(
    identifier: "api_availability",
    name: "API Availability",
    description: """
      Protocols (`IndexedEntityQuery`, `SyncableEntity`, `LongRunningIntent`, `CancellableIntent`, \
      `UndoableIntent`, `IndexedEntity`), intent properties (`supportedModes`), entity property mappings \
      (`@Property(indexingKey:)`, iOS 18.4) and macros (`@ComputedProperty`, `@DeferredProperty`, iOS 26) and calls (`performBackgroundTask`, `indexAppEntities`) newer than the \
      configuration's `deployment_target` are adopted or used only under an `@available` on the type, \
      extension or function, or inside `if #available` / after `guard #available`. Without a \
      `deployment_target` the rule does nothing.
      """,
    rationale: """
      Apple ships these APIs in specific releases (the 27 releases add `IndexedEntityQuery`, \
      `SyncableEntity` and `LongRunningIntent`; `CancellableIntent` arrived in 26.4). Used without a gate in an \
      app that still supports an older release, they do not compile; this finds it on any OS before a Mac \
      build does, and tells the fix: gate the extension (`@available(iOS 27, *) extension NoteEntityQuery: \
      IndexedEntityQuery`) or raise the deployment target.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        files: [
          (
            "NoteEntityQuery.swift",
            #"""
            struct NoteEntityQuery: EntityQuery {
              func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
            }

            extension NoteEntityQuery: ↓IndexedEntityQuery {
              func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {}
            }
            """#
          ),
          (
            "ReindexNotesIntent.swift",
            #"""
            struct ReindexNotesIntent: ↓LongRunningIntent, ↓CancellableIntent {
              static let title: LocalizedStringResource = "Rebuild Search Index"

              func perform() async throws -> some IntentResult {
                try await ↓performBackgroundTask {
                  try await NoteIndex.rebuild()
                }
                return .result()
              }
            }
            """#
          ),
        ],
        configuration: target26
      ),
      RuleExample(
        #"""
        @available(iOS 27, *)
        extension NoteEntity: ↓SyncableEntity {}
        """#,
        configuration: target26
      ),
      RuleExample(
        #"""
        struct BookEntity: IndexedEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
          static let defaultQuery = BookQuery()
          let id: String
          var book: Book

          @Property(title: "Title", indexingKey: \.title)
          var title: String

          @ComputedProperty(indexingKey: \.displayName)
          var ↓name: String { book.name }

          var displayRepresentation: DisplayRepresentation { "\(title)" }
        }
        """#,
        configuration: target18_4
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct NoteEntityQuery: EntityQuery {
          func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
        }

        @available(iOS 27, macOS 27, visionOS 27, *)
        extension NoteEntityQuery: IndexedEntityQuery {
          func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {}
        }

        @available(iOS 27, macOS 27, watchOS 27, visionOS 27, *)
        extension NoteEntity: SyncableEntity {}

        @available(iOS 27, macOS 27, *)
        struct ReindexNotesIntent: LongRunningIntent, CancellableIntent {
          static let title: LocalizedStringResource = "Rebuild Search Index"

          func perform() async throws -> some IntentResult {
            try await performBackgroundTask { try await NoteIndex.rebuild() }
            return .result()
          }
        }

        struct TogglePinIntent: AppIntent, UndoableIntent {
          static let title: LocalizedStringResource = "Toggle Pin"
          static let supportedModes: IntentModes = .background

          func perform() async throws -> some IntentResult {
            if #available(iOS 27, macOS 27, *) {
              try await NoteIndex.index.indexAppEntities([])
            }
            return .result()
          }
        }
        """#,
        configuration: target26
      ),
      RuleExample(
        #"""
        struct CompactNotesIntent: AppIntent {
          static let title: LocalizedStringResource = "Compact Notes"

          func perform() async throws -> some IntentResult {
            guard #available(iOS 27, macOS 27, *) else { return .result() }
            try await performBackgroundTask { try await NoteStore.shared.compact() }
            return .result()
          }
        }
        """#,
        configuration: target26
      ),
      RuleExample(
        #"""
        // Without a deployment_target in the configuration the rule does nothing.
        extension NoteEntityQuery: IndexedEntityQuery {}
        """#
      ),
    ]
  )

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    let target = context.configuration.deploymentTarget
    guard !target.isEmpty else { return [] }
    let files = context.filesByPath
    var violations: [Violation] = []

    // Protocols, at each inheritance clause that names them.
    typealias ConformingType = (
      name: String, location: ModelLocation, conformances: [String], conditional: [ConditionalConformance]
    )
    var types: [ConformingType] = []
    for entity in context.model.entities {
      types.append((entity.name, entity.location, entity.conformances, entity.conditionalConformances))
    }
    for intent in context.model.intents {
      types.append((intent.name, intent.location, intent.conformances, intent.conditionalConformances))
    }
    for query in context.model.queries {
      types.append((query.name, query.location, query.conformances, query.conditionalConformances))
    }
    for type in types {
      for protocolName in type.conformances {
        guard let required = AvailabilityTable.protocols[protocolName] else { continue }
        var sites: [(location: ModelLocation, guards: [String], conditions: [String])] = []
        for entry in context.declarations.declarations(of: type.name) {
          guard let inherited = entry.declaration.inheritance.first(where: { Self.names($0.text, protocolName) }) else {
            continue
          }
          let position = entry.file.source.location(of: inherited.range.lowerBound)
          let around = AvailabilitySupport.declarationsAround(inherited.range.lowerBound, in: entry.file)
          sites.append(
            (
              ModelLocation(path: entry.file.source.path, line: position.line, column: position.column),
              type.location.availability + around.availability,
              type.location.conditions + around.conditions
            )
          )
        }
        if sites.isEmpty {
          // Declared by generated code (which is not read): the gates the model records for the
          // conformance. Else implied by another protocol: the type's own gates.
          let recorded = type.conditional.filter { $0.protocolName == protocolName }.flatMap(\.conditions)
          for conditions in recorded {
            let guards = conditions.filter { $0.hasPrefix("@available") }
            let other = conditions.filter { !$0.hasPrefix("@available") }
            sites.append(
              (type.location, type.location.availability + guards, type.location.conditions + other)
            )
          }
          if recorded.isEmpty { sites.append((type.location, type.location.availability, type.location.conditions)) }
        }
        for site in sites {
          let missing = AvailabilitySupport.shortfall(
            of: required,
            deploymentTarget: target,
            guards: site.guards,
            conditions: site.conditions
          )
          guard !missing.isEmpty else { continue }
          let attributeGate = AvailabilitySupport.suggestion(
            required,
            deploymentTarget: target,
            conditions: site.conditions,
            pound: false
          )
          violations.append(
            violation(
              at: site.location,
              """
              \(protocolName) is available from \(AvailabilitySupport.list(missing, target: false)) but the \
              deployment target is \(AvailabilitySupport.list(missing, target: true)); mark this conformance of \
              \(type.name) with \(attributeGate) or raise the deployment \
              target
              """
            )
          )
        }
      }
    }

    // Intent properties.
    for intent in context.model.intents {
      for (property, value, required) in AvailabilityTable.intentProperties {
        guard value(intent) != nil,
          let location = MetadataSupport.propertyLocation(property, of: intent.name, in: context.declarations),
          let file = files[location.path], let index = SpotlightSupport.tokenIndex(at: location, in: file)
        else { continue }
        let around = AvailabilitySupport.declarationsAround(Int(file.tokens[index].start), in: file)
        let missing = AvailabilitySupport.shortfall(
          of: required,
          deploymentTarget: target,
          guards: intent.location.availability + around.availability,
          conditions: intent.location.conditions + around.conditions
        )
        guard !missing.isEmpty else { continue }
        let attributeGate = AvailabilitySupport.suggestion(
          required,
          deploymentTarget: target,
          conditions: intent.location.conditions + around.conditions,
          pound: false
        )
        violations.append(
          violation(
            at: location,
            """
            \(property) is available from \(AvailabilitySupport.list(missing, target: false)) but the deployment \
            target is \(AvailabilitySupport.list(missing, target: true)); use openAppWhenRun on older releases or \
            mark \(intent.name) with \(attributeGate)
            """
          )
        )
      }
    }

    // Entity property mappings.
    for entity in context.model.entities {
      for property in entity.properties {
        // A property macro (`@ComputedProperty`) is newer than any `@Property` argument.
        let subject: String
        let required: AvailabilityTable.Versions
        if let wrapper = property.wrapper, let versions = AvailabilityTable.propertyMacros[wrapper] {
          (subject, required) = ("@\(wrapper)", versions)
        } else if let argument = property.indexingKey != nil
          ? "indexingKey" : property.customIndexingKey != nil ? "customIndexingKey" : nil,
          let versions = AvailabilityTable.propertyArguments[argument]
        {
          (subject, required) = ("@Property(\(argument):)", versions)
        } else {
          continue
        }
        let missing = AvailabilitySupport.shortfall(
          of: required,
          deploymentTarget: target,
          guards: entity.location.availability + property.location.availability,
          conditions: property.location.conditions
        )
        guard !missing.isEmpty else { continue }
        let attributeGate = AvailabilitySupport.suggestion(
          required,
          deploymentTarget: target,
          conditions: property.location.conditions,
          pound: false
        )
        violations.append(
          violation(
            at: property.location,
            """
            \(subject) is available from \(AvailabilitySupport.list(missing, target: false)) but the \
            deployment target is \(AvailabilitySupport.list(missing, target: true)); mark \(entity.name) with \
            \(attributeGate) or raise the deployment target
            """
          )
        )
      }
    }

    // Calls.
    let lengths = Set(AvailabilityTable.calls.keys.map(\.utf8.count))
    for file in context.files {
      let tokens = file.tokens
      for index in tokens.indices where tokens[index].kind == .identifier {
        let token = tokens[index]
        guard lengths.contains(Int(token.end - token.start)), index + 1 < tokens.count,
          tokens[index + 1].kind == .leftParen || tokens[index + 1].kind == .leftBrace
        else { continue }
        let name = file.source.text(token.range)
        guard let required = AvailabilityTable.calls[name] else { continue }
        if index > 0, tokens[index - 1].kind == .keyword, file.source.text(tokens[index - 1].range) == "func" {
          continue
        }
        let around = AvailabilitySupport.declarationsAround(Int(token.start), in: file)
        let guards =
          around.availability + AvailabilitySupport.primaryAvailability(of: around.scopes, in: context.declarations)
          + AvailabilitySupport.poundAvailableGuards(around: index, in: file)
        let missing = AvailabilitySupport.shortfall(
          of: required,
          deploymentTarget: target,
          guards: guards,
          conditions: around.conditions
        )
        guard !missing.isEmpty else { continue }
        let poundGate = AvailabilitySupport.suggestion(
          required,
          deploymentTarget: target,
          conditions: around.conditions,
          pound: true
        )
        let attributeGate = AvailabilitySupport.suggestion(
          required,
          deploymentTarget: target,
          conditions: around.conditions,
          pound: false
        )
        let position = file.source.location(of: Int(token.start))
        violations.append(
          violation(
            at: ModelLocation(path: file.source.path, line: position.line, column: position.column),
            """
            \(name) is available from \(AvailabilitySupport.list(missing, target: false)) but the deployment \
            target is \(AvailabilitySupport.list(missing, target: true)); call it inside \
            if \(poundGate) or mark the enclosing declaration with \
            \(attributeGate)
            """
          )
        )
      }
    }
    return violations
  }

  /// Whether an inherited type as written (`AppIntents.IndexedEntityQuery`) is the protocol.
  static func names(_ written: String, _ protocolName: String) -> Bool {
    var text = written
    if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
    return ModelLookup.bareName(text) == protocolName
  }
}
