// Templates for App Intents declarations: entities, queries, enums, intents and shortcuts.
//
// Templates are raw multi-line literals, so the generated Swift reads as written: `\(x)` is an
// interpolation *in the generated code*, `\#(x)` splices a generator value in.

extension FileBuilder {
  /// The imports at the top of an App Intents file.
  mutating func appIntentsImports() {
    emit("import AppIntents\n")
    emit("import Foundation\n")
    if chance(1, in: 3) { emit("import OSLog\n") }
    if chance(1, in: 4) { emit("@preconcurrency import CoreSpotlight\n") }
    if chance(1, in: 3) { emit("import SwiftUI\n") }
    blank()
  }

  // MARK: - Entities

  /// An `AppEntity` (sometimes also `IndexedEntity`) with its query, registered in the module.
  @discardableResult
  mutating func entityWithQuery() -> String {
    let topic = pick(Vocabulary.topics)
    let number = nextNumber()
    let name = "\(topic.noun)Entity\(number)"
    let query = "\(topic.noun)Entity\(number)Query"
    let library = "\(topic.noun)Library"
    let indexed = chance(1, in: 2)
    module.entities.append(ModuleState.Entity(name: name, topic: topic))

    emit(
      #"""
      /// \#(topic.withArticle.capitalizedFirst) that Shortcuts, Siri and Spotlight can refer to.
      ///
      /// Identifiers are stable across launches, so donated \#(topic.plural.lowercased()) stay valid.

      """#
    )
    if chance(1, in: 3) { emit("@available(iOS 17.0, macOS 14.0, *)\n") }
    emit("struct \(name): AppEntity\(indexed ? ", IndexedEntity" : ""), Identifiable, Sendable {\n")
    switch rng.below(3) {
    case 0:
      emit(
        #"""
          static var typeDisplayRepresentation: TypeDisplayRepresentation {
            TypeDisplayRepresentation(
              name: "\#(topic.noun)",
              numericFormat: "\(placeholder: .int) \#(topic.plural.lowercased())"
            )
          }

        """#
      )
    case 1:
      emit("  static var typeDisplayRepresentation: TypeDisplayRepresentation = \"\(topic.noun)\"\n\n")
    default:
      emit(
        #"""
          static let typeDisplayRepresentation = TypeDisplayRepresentation(
            name: LocalizedStringResource("\#(topic.noun)", table: "Entities"),
            numericFormat: "\(placeholder: .int) items"
          )

        """#
      )
    }
    emit("  static var defaultQuery = \(query)()\n\n")
    emit("  let id: UUID\n\n")
    if indexed {
      emit("  @Property(title: \"Name\", indexingKey: \\.title)\n  var name: String\n")
    } else {
      emit("  @Property(title: \"Name\")\n  var name: String\n")
    }

    let fieldIndices = distinctIndices(int(2...6), below: Vocabulary.fields.count)
    var hasFolder = false
    for index in fieldIndices {
      let field = Vocabulary.fields[index]
      if field.name == "folder" { hasFolder = true }
      blank()
      if indexed, let key = field.indexingKey, chance(2, in: 3) {
        emit("  @Property(title: \"\(field.title)\", indexingKey: \\.\(key))\n")
      } else {
        emit("  @Property(title: \"\(field.title)\")\n")
      }
      emit("  var \(field.name): \(field.type)\n")
    }

    if chance(2, in: 3) {
      emit(
        #"""

          @ComputedProperty
          var initials: String {
            name.split(separator: " ").compactMap { $0.first }.prefix(2).map(String.init).joined()
          }

        """#
      )
    } else {
      emit(
        #"""

          @ComputedProperty(indexingKey: \.displayName)
          var displayName: String { name.isEmpty ? "Untitled \#(topic.noun)" : name }

        """#
      )
    }

    let subtitle: String
    switch rng.below(3) {
    case 0: subtitle = hasFolder ? "\\(folder)" : "\(topic.noun) \\(id.uuidString.prefix(4))"
    case 1: subtitle = pick(Vocabulary.phrases)
    default: subtitle = "\\(name.count) characters"
    }
    let symbol = chance(3, in: 4) ? topic.symbol : pick(Vocabulary.symbols)
    if chance(1, in: 2) {
      emit(
        #"""

          var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(
              title: "\(name)",
              subtitle: "\#(subtitle)",
              image: .init(systemName: "\#(symbol)")
            )
          }

        """#
      )
    } else {
      emit(
        #"""

          var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(title: "\(name)", subtitle: "\#(subtitle)", image: .init(systemName: "\#(symbol)"))
          }

        """#
      )
    }
    if indexed && chance(1, in: 2) {
      emit(
        #"""

          var attributeSet: CSSearchableItemAttributeSet {
            let attributes = CSSearchableItemAttributeSet(contentType: .text)
            attributes.displayName = name
            attributes.keywords = ["\#(topic.lowercased)", "\#(topic.category.lowercased())"]
            return attributes
          }

        """#
      )
    }

    emit("\n  init(id: UUID = UUID(), name: String) {\n    self.id = id\n    self.name = name\n")
    for index in fieldIndices {
      let field = Vocabulary.fields[index]
      emit("    self.\(field.name) = \(field.sample)\n")
    }
    emit("  }\n}\n\n")

    // The query.
    let limit = int(5...25)
    if chance(2, in: 3) {
      emit(
        #"""
        /// Finds \#(topic.plural.lowercased()) by identifier, by name, and suggests recent ones.
        struct \#(query): EntityStringQuery {
          func entities(for identifiers: [\#(name).ID]) async throws -> [\#(name)] {
            let all = try await \#(library).shared.allEntities()
            return all.filter { identifiers.contains($0.id) }
          }

          func entities(matching string: String) async throws -> [\#(name)] {
            let needle = string.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            guard !needle.isEmpty else { return [] }
            return try await suggestedEntities().filter { entity in
              entity.name.lowercased().contains(needle)
            }
          }

          func suggestedEntities() async throws -> [\#(name)] {
            try await \#(library).shared.allEntities()
              .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
              .prefix(\#(limit))
              .map { $0 }
          }
        }


        """#
      )
    } else {
      emit(
        #"""
        /// Resolves \#(topic.plural.lowercased()) for Shortcuts.
        struct \#(query): EntityQuery {
          @Dependency
          private var library: \#(library)

          func entities(for identifiers: [UUID]) async throws -> [\#(name)] {
            var found: [\#(name)] = []
            for identifier in identifiers {
              if let entity = try await library.entity(withID: identifier) {
                found.append(entity)
              }
            }
            return found
          }

          func suggestedEntities() async throws -> [\#(name)] {
            let recent = try await library.allEntities().filter { !$0.name.isEmpty }
            return Array(recent.suffix(\#(limit)))
          }

          func defaultResult() async -> \#(name)? {
            try? await suggestedEntities().first
          }
        }


        """#
      )
    }
    return name
  }

  // MARK: - Enums

  /// An `AppEnum` with its `caseDisplayRepresentations`, registered in the module.
  @discardableResult
  mutating func appEnum() -> String {
    let topic = pick(Vocabulary.topics)
    let groupIndex = rng.below(Vocabulary.enumGroups.count)
    let group = Vocabulary.enumGroups[groupIndex]
    let name = "\(topic.noun)\(group.name)\(nextNumber())"
    module.enums.append(ModuleState.AppEnum(name: name, group: groupIndex))

    emit("/// The \(group.title.lowercased()) of \(topic.withArticle), as offered in Shortcuts.\n")
    emit("enum \(name): String, AppEnum, CaseIterable, Codable, Sendable {\n")
    if chance(1, in: 2) {
      for item in group.cases {
        emit("  case \(caseDeclarationName(item.name))\n")
      }
    } else {
      emit("  case ")
      for (position, item) in group.cases.enumerated() {
        if position > 0 { emit(", ") }
        emit("\(caseDeclarationName(item.name))")
      }
      emit("\n")
    }
    emit("\n  static var typeDisplayRepresentation: TypeDisplayRepresentation = \"\(group.title)\"\n\n")
    emit("  static var caseDisplayRepresentations: [\(name): DisplayRepresentation] = [\n")
    for item in group.cases {
      if chance(1, in: 2) {
        emit("    .\(item.name): \"\(item.title)\",\n")
      } else {
        emit(
          "    .\(item.name): DisplayRepresentation(title: \"\(item.title)\", image: .init(systemName: \"\(item.symbol)\")),\n"
        )
      }
    }
    emit("  ]\n")
    if chance(1, in: 2) {
      emit(
        #"""

          /// The next \#(group.title.lowercased()), wrapping around.
          var next: Self {
            let all = Self.allCases
            let index = all.firstIndex(of: self)!
            return all[(index + 1) % all.count]
          }

        """#
      )
    }
    emit("}\n\n")
    return name
  }

  private func caseDeclarationName(_ name: String) -> String {
    switch name {
    case "private", "public", "default", "repeat": return "`\(name)`"
    default: return name
    }
  }

  // MARK: - Intents

  /// The error type an intents file throws.
  mutating func intentError(topic: Vocabulary.Topic) -> String {
    let name = "\(topic.noun)IntentError\(nextNumber())"
    emit(
      #"""
      /// Errors the \#(topic.lowercased) intents report to the user.
      enum \#(name): Error, CustomLocalizedStringResourceConvertible {
        case nothingFound
        case notFound(String)
        case limitExceeded(Int)

        var localizedStringResource: LocalizedStringResource {
          switch self {
          case .nothingFound: "No \#(topic.plural.lowercased()) found."
          case .notFound(let name): "Couldn’t find “\(name)”."
          case let .limitExceeded(limit): "You can only pick \(limit) \#(topic.plural.lowercased()) at a time."
          }
        }
      }


      """#
    )
    return name
  }

  /// One `@Parameter` of a generated intent.
  private struct IntentParameter {
    enum Kind { case entity, enumeration, text, integer, flag, date, decimal }
    var name: String
    var kind: Kind
    var enumGroup: Int = 0
  }

  /// An `AppIntent` with parameters, a parameter summary and a realistic `perform()`.
  @discardableResult
  mutating func intent(topic: Vocabulary.Topic, errorType: String) -> String {
    let (verb, past) = pick(Vocabulary.verbs)
    let number = nextNumber()
    let name = "\(verb)\(topic.noun)\(number)Intent"
    let symbol = chance(1, in: 2) ? topic.symbol : pick(Vocabulary.symbols)
    module.intents.append(ModuleState.Intent(name: name, verb: verb, topic: topic, symbol: symbol))
    let lowerPlural = topic.plural.lowercased()

    emit("/// \(verb)s \(topic.plural.lowercased()) from Shortcuts, Siri or Spotlight.\n")
    if chance(1, in: 4) {
      emit("///\n/// - Important: Runs without opening the app unless `openAppWhenRun` says otherwise.\n")
    }
    if chance(1, in: 5) { emit("@available(iOS 17.0, *)\n") }
    emit("struct \(name): AppIntent {\n")
    emit("  static var title: LocalizedStringResource = \"\(verb) \(topic.noun)\"\n")
    switch rng.below(3) {
    case 0:
      emit("  static var description = IntentDescription(\"\(verb)s the selected \(topic.lowercased).\")\n")
    case 1:
      emit(
        #"""
          static var description = IntentDescription(
            "\#(verb)s \#(lowerPlural) that match your filters.",
            categoryName: "\#(topic.category)",
            searchKeywords: ["\#(topic.lowercased)", "\#(verb.lowercased())"]
          )

        """#
      )
    default:
      emit(
        "  static let description: IntentDescription = \"\(verb)s \(topic.withArticle) in \(pick(Vocabulary.phrases)).\"\n"
      )
    }
    if chance(1, in: 3) { emit("  static var openAppWhenRun: Bool = \(chance(1, in: 2) ? "true" : "false")\n") }
    if chance(1, in: 6) { emit("  static let isDiscoverable = false\n") }
    blank()

    // Parameters.
    var parameters: [IntentParameter] = []
    let sameTopic = module.entities.filter { $0.topic.noun == topic.noun }
    let candidates = sameTopic.isEmpty ? module.entities : sameTopic
    if let entity = candidates.isEmpty ? nil : pick(candidates), chance(3, in: 4) {
      let paramName = entity.topic.lowercased
      parameters.append(IntentParameter(name: paramName, kind: .entity))
      if chance(1, in: 2) {
        emit(
          "  @Parameter(title: \"\(entity.topic.noun)\", requestValueDialog: \"Which \(entity.topic.lowercased)?\")\n"
        )
      } else {
        emit("  @Parameter(title: \"\(entity.topic.noun)\")\n")
      }
      emit("  var \(paramName): \(entity.name)\n\n")
    }
    let extraKinds: [IntentParameter.Kind] = [.text, .integer, .flag, .date, .decimal, .enumeration]
    for kindIndex in distinctIndices(int(1...3), below: extraKinds.count) {
      switch extraKinds[kindIndex] {
      case .text:
        parameters.append(IntentParameter(name: "text", kind: .text))
        emit(
          "  @Parameter(title: \"Text\", default: \"\(pick(Vocabulary.phrases))\", inputOptions: String.IntentInputOptions(multiline: true))\n  var text: String\n\n"
        )
      case .integer:
        parameters.append(IntentParameter(name: "limit", kind: .integer))
        emit(
          "  @Parameter(title: \"Limit\", default: \(int(1...10)), inclusiveRange: (1, \(int(20...100))))\n  var limit: Int\n\n"
        )
      case .flag:
        parameters.append(IntentParameter(name: "includeArchived", kind: .flag))
        emit("  @Parameter(title: \"Include Archived\", default: false)\n  var includeArchived: Bool\n\n")
      case .date:
        parameters.append(IntentParameter(name: "date", kind: .date))
        emit("  @Parameter(title: \"Date\", kind: .date)\n  var date: Date?\n\n")
      case .decimal:
        parameters.append(IntentParameter(name: "amount", kind: .decimal))
        emit(
          "  @Parameter(title: \"Amount\", default: \(floatLiteral()), controlStyle: .field)\n  var amount: Double\n\n"
        )
      case .enumeration:
        guard !module.enums.isEmpty else { continue }
        let appEnum = pick(module.enums)
        let group = Vocabulary.enumGroups[appEnum.group]
        let caseName = pick(group.cases).name
        let paramName = "\(group.name.prefix(1).lowercased())\(group.name.dropFirst())"
        parameters.append(IntentParameter(name: paramName, kind: .enumeration, enumGroup: appEnum.group))
        emit("  @Parameter(title: \"\(group.title)\", default: .\(caseName))\n  var \(paramName): \(appEnum.name)\n\n")
      case .entity:
        break
      }
    }

    // The parameter summary.
    if !parameters.isEmpty {
      let flag = parameters.first { $0.kind == .flag }
      let others = parameters.filter { $0.kind != .flag }
      emit("  static var parameterSummary: some ParameterSummary {\n")
      if let flag, let lead = others.first {
        emit(
          #"""
              When(\.$\#(flag.name), .equalTo, true) {
                Summary("\#(verb) \(\.$\#(lead.name)) including archived")
          """#
        )
        if others.count > 1 {
          emit(" {\n")
          for other in others.dropFirst() { emit("        \\.$\(other.name)\n") }
          emit("      }\n")
        } else {
          emit("\n")
        }
        emit(
          #"""
              } otherwise: {
                Summary("\#(verb) \(\.$\#(lead.name))")
              }

          """#
        )
      } else if others.count >= 2 {
        emit("    Summary(\"\(verb) \\(\\.$\(others[0].name)) with \\(\\.$\(others[1].name))\")")
        if others.count > 2 || flag != nil {
          emit(" {\n")
          for other in others.dropFirst(2) { emit("      \\.$\(other.name)\n") }
          if let flag { emit("      \\.$\(flag.name)\n") }
          emit("    }\n")
        } else {
          emit("\n")
        }
      } else if let only = others.first ?? flag {
        emit("    Summary(\"\(verb) \\(\\.$\(only.name))\")\n")
      }
      emit("  }\n\n")
    }

    if chance(1, in: 4) { emit("  init() {}\n\n") }

    // perform()
    let returnsValue = chance(1, in: 3)
    if chance(1, in: 2) { emit("  @MainActor\n") }
    if returnsValue {
      emit("  func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {\n")
    } else {
      emit("  func perform() async throws -> some IntentResult & ProvidesDialog {\n")
    }
    emit("    let library = \(topic.noun)Library.shared\n")
    emit("    let items = try await library.allEntities()\n")
    let entityParameter = parameters.first { $0.kind == .entity }
    let enumParameter = parameters.first { $0.kind == .enumeration }
    let flagParameter = parameters.first { $0.kind == .flag }
    for (position, block) in distinctIndices(int(2...5), below: 10).enumerated() {
      let n = position
      switch block {
      case 0:
        emit(
          #"""
              guard !items.isEmpty else {
                throw \#(errorType).nothingFound
              }

          """#
        )
      case 1:
        if let entityParameter {
          emit(
            #"""
                guard let match\#(n) = items.first(where: { $0.id == \#(entityParameter.name).id }) else {
                  throw \#(errorType).notFound(\#(entityParameter.name).name)
                }
                _ = match\#(n)

            """#
          )
        } else {
          emit(
            #"""
                guard let first\#(n) = items.first, !first\#(n).name.isEmpty else {
                  throw \#(errorType).notFound("first")
                }
                let title\#(n) = first\#(n).name

            """#
          )
        }
      case 2:
        emit(
          #"""
              var total\#(n) = 0
              for (index, item) in items.enumerated() where item.name.count > \#(int(0...8)) {
                total\#(n) += index.isMultiple(of: 2) ? item.name.count : 1
                if total\#(n) > \#(integerLiteral()) { break }
              }

          """#
        )
      case 3:
        if let enumParameter {
          let cases = Vocabulary.enumGroups[enumParameter.enumGroup].cases
          emit("    let weight\(n): Int\n    switch \(enumParameter.name) {\n")
          emit("    case .\(cases[0].name):\n      weight\(n) = \(int(0...3))\n")
          if cases.count > 2 {
            emit("    case .\(cases[1].name), .\(cases[2].name):\n      weight\(n) = \(int(4...9))\n")
          }
          emit("    default:\n      weight\(n) = items.count\n    }\n")
        } else {
          emit(
            #"""
                switch items.count {
                case 0:
                  throw \#(errorType).nothingFound
                case 1...\#(int(3...9)):
                  break
                case let count where count > \#(int(50...200)):
                  throw \#(errorType).limitExceeded(count)
                default:
                  break
                }

            """#
          )
        }
      case 4:
        emit(
          #"""
              do {
                try await library.save(items)
              } catch let error as CancellationError {
                throw error
              } catch {
                Logger(subsystem: "com.example.\#(topic.lowercased)", category: "intents")
                  .error("Saving failed: \(error.localizedDescription, privacy: .public)")
              }

          """#
        )
      case 5:
        emit(
          #"""
              let names\#(n) = items.map { $0.name }
              let longest\#(n) = names\#(n).max { $0.count < $1.count } ?? ""
              let bytes\#(n) = items.reduce(0) { partial, item in partial + item.name.utf8.count }

          """#
        )
      case 6:
        if let flagParameter {
          emit(
            #"""
                var visible\#(n) = items
                if \#(flagParameter.name) {
                  visible\#(n) = items
                } else if items.count > \#(int(5...20)) {
                  visible\#(n) = Array(items.prefix(\#(int(5...20))))
                } else {
                  visible\#(n) = items.filter { !$0.name.hasPrefix("~") }
                }

            """#
          )
        } else {
          emit(
            #"""
                if items.count == 1, let only = items.first {
                  print("Only \(only.name)")
                } else {
                  print("Found \(items.count) \#(lowerPlural)")
                }

            """#
          )
        }
      case 7:
        emit(
          #"""
              try await withThrowingTaskGroup(of: Void.self) { group in
                for item in items.prefix(\#(int(2...8))) {
                  group.addTask {
                    try await library.refresh(item.id)
                  }
                }
                try await group.waitForAll()
              }

          """#
        )
      case 8:
        emit(
          #"""
              let summary\#(n) = "\(items.map { "\($0.name)" }.joined(separator: ", "))"
              print("\#(verb): \(summary\#(n).isEmpty ? "nothing" : summary\#(n))")

          """#
        )
      default:
        emit(
          #"""
              #if os(iOS)
                await UIApplication.shared.open(URL(string: "example://\#(topic.lowercased)")!)
              #elseif os(macOS)
                NSWorkspace.shared.open(URL(string: "example://\#(topic.lowercased)")!)
              #endif

          """#
        )
      }
    }
    if returnsValue {
      emit(
        #"""
            let value = items.map(\.name).joined(separator: "\n")
            return .result(value: value, dialog: "\#(past) \(items.count) \#(lowerPlural).")
          }
        }


        """#
      )
    } else if chance(1, in: 2) {
      emit(
        #"""
            return .result(dialog: "\#(past) \(items.count) \#(lowerPlural).")
          }
        }


        """#
      )
    } else {
      emit(
        #"""
            let dialog = IntentDialog(
              full: "\#(past) \(items.count) \#(lowerPlural) in \(items.first?.name ?? "your library").",
              supporting: "\#(past) \(items.count)."
            )
            return .result(dialog: dialog)
          }
        }


        """#
      )
    }
    return name
  }

  // MARK: - App Shortcuts

  /// The module's `AppShortcutsProvider`, listing up to ten of its intents.
  mutating func shortcutsProvider() {
    let intents = module.intents.prefix(10)
    emit(
      #"""
      /// The App Shortcuts of module \#(module.index): available as soon as the app is installed.
      struct Module\#(module.index)Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {

      """#
    )
    for intent in intents {
      let noun = intent.topic.lowercased
      emit(
        #"""
            AppShortcut(
              intent: \#(intent.name)(),
              phrases: [
                "\#(intent.verb) \#(intent.topic.withArticle) in \(.applicationName)",
                "\(.applicationName) \#(intent.verb.lowercased()) \#(noun)",

        """#
      )
      if chance(1, in: 2) {
        emit("        \"\(intent.verb) my \(intent.topic.plural.lowercased()) with \\(.applicationName)\",\n")
      }
      emit(
        #"""
              ],
              shortTitle: "\#(intent.verb) \#(intent.topic.noun)",
              systemImageName: "\#(intent.symbol)"
            )

        """#
      )
    }
    if intents.isEmpty {
      emit(
        #"""
            AppShortcut(
              intent: OpenAppIntent(),
              phrases: ["Open \(.applicationName)"],
              shortTitle: "Open",
              systemImageName: "app"
            )

        """#
      )
    }
    emit(
      #"""
        }

        static let shortcutTileColor: ShortcutTileColor = .\#(pick(Vocabulary.tileColors))
      }

      """#
    )
  }
}
