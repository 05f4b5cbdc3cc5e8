import SwiftScan

/// Reads an `AppEnum`'s raw type, cases and their display representations.
enum EnumExtractor {
  static let rawTypes: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
    "Float", "Character",
  ]

  static func extract(_ type: TypeMembers, conformances: [String]) -> EnumDefinition {
    var definition = EnumDefinition(name: type.name, location: type.location, conformances: conformances)
    definition.schema = type.schema(macros: ["AppEnum", "AssistantEnum"])
    definition.rawType = type.sites.lazy.flatMap(\.declaration.inheritance).map(\.textWithoutModuleSelectors).first {
      rawTypes.contains($0)
    }
    definition.typeDisplayRepresentation =
      type.propertyValue("typeDisplayRepresentation", isStatic: true)?
      .asStringResource
    definition.caseDisplayRepresentations = type.propertyValue("caseDisplayRepresentations", isStatic: true)
    // Each case's display by its name: a list searched from the end (a later entry for the
    // same case wins, as in a dictionary literal read in order) — enums have a few cases, and
    // hashing every name cost more than comparing them — or, past a few, a dictionary.
    var displays: [(name: String, value: ModelValue)] = []
    if case .dictionary(let entries)? = definition.caseDisplayRepresentations {
      for entry in entries {
        if let name = definition.caseName(ofKey: entry.key) { displays.append((name, entry.value)) }
      }
    }
    var displayByName: [String: ModelValue]?
    if displays.count > 16 {
      displayByName = Dictionary(displays.lazy.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }
    var nextInteger = 0
    for member in type.members where member.kind == .case {
      for element in member.declaration.caseElements {
        var rawValue: String?
        // Parsed on each read: read once.
        let writtenRawValue = element.rawValue
        if let written = writtenRawValue {
          switch member.reader.value(written) {
          case .string(let text): rawValue = text
          case .integer(let text):
            rawValue = text
            nextInteger = (Int(text.filter { $0 != "_" }) ?? nextInteger) + 1
          default: rawValue = member.reader.text(written.range)
          }
        } else if definition.rawType == "String" {
          rawValue = element.name
        } else if let rawType = definition.rawType, rawType.hasPrefix("Int") || rawType.hasPrefix("UInt") {
          rawValue = String(nextInteger)
          nextInteger += 1
        }
        var definitionCase = EnumCaseDefinition(
          name: element.name,
          location: type.location(of: member, range: element.nameRange),
          rawValue: rawValue
        )
        definitionCase.hasExplicitRawValue = writtenRawValue != nil
        definitionCase.display =
          displayByName.map { $0[element.name] } ?? displays.last { $0.name == element.name }?.value
        definition.cases.append(definitionCase)
      }
    }
    return definition
  }
}
