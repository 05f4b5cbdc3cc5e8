import IntentModel

/// Writes the `EntityPropertyQuery` conformance of a generated query: a `Filter` enum with one
/// case per comparator, the `QueryProperties` and `SortingOptions` Apple's Find action reads, and
/// an in-memory evaluation the provider uses by default.
struct PropertyQueryWriter {
  var plan: QueryPlan

  func write(into writer: inout SwiftCodeWriter) {
    QueryFileGenerator.writeAvailability(plan, into: &writer)
    writer.block("extension \(plan.typeName): EntityPropertyQuery") { writer in
      writeFilter(into: &writer)
      writer.line()
      writer.line("\(plan.access)typealias ComparatorMappingType = Filter")
      writer.line()
      writer.line("// Stored `let`s built with the builder syntax, so that Apple's metadata extractor can read them.")
      writer.line("// The builder types are not `Sendable`, but nothing mutates them after initialization.")
      writer.block("\(plan.access)nonisolated(unsafe) static let properties = QueryProperties") { writer in
        for property in plan.filterProperties {
          writer.block("Property(\\\(plan.entityType).$\(property.name))") { writer in
            for comparator in property.kind.comparators {
              writer.line("\(comparator.typeName) { Filter.\(caseName(property, comparator))($0) }")
            }
          }
        }
      }
      writer.line()
      writer.block("\(plan.access)nonisolated(unsafe) static let sortingOptions = SortingOptions") { writer in
        for property in plan.sortableProperties {
          writer.line("SortableBy(\\\(plan.entityType).$\(property.name))")
        }
      }
      writer.line()
      let entities = Self.signature(
        "\(plan.access)func entities",
        leading: ["matching comparators: [Filter]"],
        sort: "EntityQuerySort<\(plan.entityType)>",
        result: "async throws -> [\(plan.entityType)]"
      )
      writer.lines(entities.lines)
      writer.block(entities.last) { writer in
        writer.line("try await provider.entities(matching: comparators, mode: mode, sortedBy: sortedBy, limit: limit)")
      }
      writer.line()
      writeEvaluate(into: &writer)
      if !plan.sortableProperties.isEmpty {
        writer.line()
        writePrecedes(into: &writer)
      }
    }
  }

  private func writeFilter(into writer: inout SwiftCodeWriter) {
    let noun = EntityNoun(plan.entity)
    writer.documentation(
      "One condition of the Find \(noun.plural.prefix(1).uppercased() + noun.plural.dropFirst()) action, in a "
        + "`Sendable` form a store can evaluate or translate."
    )
    writer.block("\(plan.access)enum Filter: Sendable") { writer in
      for property in plan.filterProperties {
        for comparator in property.kind.comparators {
          writer.line("case \(caseName(property, comparator))(\(property.type))")
        }
      }
      writer.line()
      writer.documentation("Whether the \(noun.singular) meets the condition.")
      writer.block("\(plan.access)nonisolated func matches(_ entity: \(plan.entityType)) -> Bool") { writer in
        writer.switchBlock("self") { writer in
          for property in plan.filterProperties {
            for comparator in property.kind.comparators {
              let test = comparator.test(
                "entity.\(SwiftMemberName.afterDot(property.name))",
                "value",
                kind: property.kind
              )
              writer.line("case .\(caseName(property, comparator))(let value): \(test)")
            }
          }
        }
      }
    }
  }

  private func writeEvaluate(into writer: inout SwiftCodeWriter) {
    writer.documentation(
      "A property query applied to `entities` in memory: the filters combined by `mode`, then the",
      "sort orders (the first is the primary key; ties keep their order), then the limit."
    )
    let evaluate = Self.signature(
      "\(plan.access)static func evaluate",
      leading: ["_ entities: [\(plan.entityType)]", "filters: [Filter]"],
      sort: "EntityQuerySort<\(plan.entityType)>",
      result: "-> [\(plan.entityType)]"
    )
    writer.lines(evaluate.lines)
    writer.block(evaluate.last) { writer in
      writer.lines([
        "\(plan.sortableProperties.isEmpty ? "let" : "var") matches = entities.filter { entity in",
        "  switch mode {",
        "  case .and: filters.allSatisfy { $0.matches(entity) }",
        "  case .or: filters.isEmpty || filters.contains { $0.matches(entity) }",
        "  }",
        "}",
      ])
      if !plan.sortableProperties.isEmpty {
        writer.lines([
          "for sort in sortedBy.reversed() {",
          "  let ascending = sort.order == .ascending",
          "  matches = matches.enumerated()",
          "    .sorted { lhs, rhs in",
          "      if precedes(lhs.element, rhs.element, by: sort.by) { return ascending }",
          "      if precedes(rhs.element, lhs.element, by: sort.by) { return !ascending }",
          "      return lhs.offset < rhs.offset",
          "    }",
          "    .map(\\.element)",
          "}",
        ])
      }
      writer.line("guard let limit else { return matches }")
      writer.line("return Array(matches.prefix(max(limit, 0)))")
    }
  }

  private func writePrecedes(into writer: inout SwiftCodeWriter) {
    let entity = plan.entityType
    writer.documentation(
      "Whether `lhs` comes before `rhs` in ascending order of the property `keyPath` names."
    )
    writer.line("private static func precedes(")
    writer.line("  _ lhs: \(entity),")
    writer.line("  _ rhs: \(entity),")
    writer.line("  by keyPath: PartialKeyPath<\(entity)>")
    writer.block(") -> Bool") { writer in
      writer.switchBlock("keyPath") { writer in
        for property in plan.sortableProperties {
          let member = SwiftMemberName.afterDot(property.name)
          let test =
            property.kind == .text
            ? "lhs.\(member).localizedStandardCompare(rhs.\(member)) == .orderedAscending"
            : "lhs.\(member) < rhs.\(member)"
          writer.line("case \\\(entity).$\(property.name): \(test)")
        }
        writer.line("default: false")
      }
    }
  }

  /// A property query method's signature: `head(`, its parameters one per line (the `leading` ones,
  /// then `mode`, `sortedBy` and `limit`), and the closing `) result` line, written apart so that
  /// it can open a body or end a protocol requirement.
  static func signature(
    _ head: String,
    leading: [String],
    sort: String,
    result: String
  ) -> (lines: [String], last: String) {
    let parameters = leading + ["mode: ComparatorMode", "sortedBy: [\(sort)]", "limit: Int?"]
    let lines = parameters.indices.map { "  " + parameters[$0] + ($0 < parameters.count - 1 ? "," : "") }
    return (["\(head)("] + lines, ") " + result)
  }

  private func caseName(_ property: QueryPlan.FilterProperty, _ comparator: QueryComparator) -> String {
    property.name + comparator.caseSuffix
  }
}
