import SwiftScan

/// Reads an intent's metadata, parameters, summary and `perform()`.
enum IntentExtractor {
  static func extract(_ type: TypeMembers, conformances: [String]) -> IntentDefinition {
    var intent = IntentDefinition(name: type.name, location: type.location, conformances: conformances)
    intent.schema = type.schema(macros: ["AppIntent", "AssistantIntent"])
    intent.title = type.propertyValue("title", isStatic: true)?.asStringResource
    // A `description` of another type is a property of its own; the intent has the default, none.
    if let (annotation, value) = type.annotatedPropertyValue("description", isStatic: true) {
      let mistyped = DefaultedRequirement.intentDescription.mistypedType(annotation: annotation, value: value)
      intent.mistypedDescriptionType = mistyped
      intent.description = mistyped == nil ? value?.asStringResource : nil
    }
    intent.supportedModes = type.propertyValue("supportedModes")
    intent.openAppWhenRun = type.propertyValue("openAppWhenRun", isStatic: true)
    intent.isDiscoverable = type.propertyValue("isDiscoverable", isStatic: true)
    intent.authenticationPolicy = type.propertyValue("authenticationPolicy", isStatic: true)
    if conformances.contains("CustomIntentMigratedAppIntent") {
      intent.intentClassName = type.propertyValue("intentClassName", isStatic: true)
    }
    if let (member, binding) = type.property(named: "parameterSummary", isStatic: true) {
      intent.parameterSummary = SummaryExtractor.summary(of: binding, member: member, in: type)
      // One per platform (`#if os(iOS)` … `#else` …): each counts for the builds it is in.
      if type.propertyCount(named: "parameterSummary") > 1 {
        intent.otherParameterSummaries = type.properties(named: "parameterSummary", isStatic: true).dropFirst()
          .compactMap { member, binding in SummaryExtractor.summary(of: binding, member: member, in: type) }
      }
    }
    for member in type.members where member.kind == .var || member.kind == .let {
      // Attributes by index: an attribute taken out of the array would be copied.
      let attributes = member.attributes
      if attributes.contains(where: { PropertyWrapperSpelling.named($0.name) == .dependency }) {
        intent.dependencies += member.bindings.map(\.name)
      }
      guard !member.isStatic else { continue }
      // Bindings by index: a binding taken out of the array would be copied.
      let bindings = member.bindings
      if let attribute = attributes.firstIndex(where: { PropertyWrapperSpelling.named($0.name) == .parameter }) {
        for position in bindings.indices {
          appendParameter(of: bindings, at: position, member: member, in: type, to: &intent.parameters)
          complete(
            &intent.parameters[intent.parameters.count - 1],
            initializer: bindings[position].initializerRange,
            attributes: attributes,
            at: attribute,
            reader: member.reader
          )
        }
      } else if intent.schema != nil && attributes.isEmpty && member.kind == .var
        && !member.declaration.hasModifier("lazy")
      {
        // Schema intents declare their parameters as plain stored properties: the macro makes each
        // `var` a parameter (a property wrapper cannot wrap a `let` or a `lazy var`, which stay
        // the intent's own, such as a logger).
        for position in bindings.indices where !bindings[position].isComputed {
          appendParameter(of: bindings, at: position, member: member, in: type, to: &intent.parameters)
          intent.parameters[intent.parameters.count - 1].defaultValue = bindings[position].initializerRange.map {
            member.reader.text($0)
          }
        }
      }
    }
    if let perform = type.firstFunction(named: "perform", where: { $0.parameters.isEmpty }) {
      intent.hasPerform = true
      intent.resultTypes = resultTypes(perform.declaration.resultType)
    }
    return intent
  }

  /// Appends the parameter of `bindings[position]` — its name, location and type — to be
  /// completed in place: a definition made first and then appended is copied.
  @inline(__always)
  static func appendParameter(
    of bindings: [PatternBinding],
    at position: Int,
    member: TypeMembers.Member,
    in type: TypeMembers,
    to parameters: inout [ParameterDefinition]
  ) {
    parameters.append(
      ParameterDefinition(
        name: bindings[position].name,
        location: type.location(of: member, range: bindings[position].nameRange),
        type: bindings[position].type?.textWithoutModuleSelectors,
        isOptional: bindings[position].type?.isOptional ?? false
      )
    )
  }

  /// Fills in what the `@Parameter` attribute `attributes[position]` says of a parameter, and its
  /// default value: the attribute's `default:`, else the binding's `initializer` (its range).
  static func complete(
    _ parameter: inout ParameterDefinition,
    initializer: Range<Int>?,
    attributes: [Attribute],
    at position: Int,
    reader: SourceReader
  ) {
    // Arguments are read on each access: read them once.
    let arguments = reader.arguments(of: attributes, at: position) ?? []
    parameter.arguments = arguments.map { ModelArgument(label: $0.label, value: $0.value) }
    parameter.title = arguments.firstIndex(labelled: "title").map {
      arguments[$0].value.implicitlyTyped(as: "LocalizedStringResource").asStringResource
    }
    parameter.requestValueDialog = arguments.firstIndex(labelled: "requestValueDialog").map {
      arguments[$0].value.implicitlyTyped(as: "IntentDialog")
    }
    parameter.defaultValue = arguments.firstIndex(labelled: "default").map { reader.text(arguments[$0].range) }
    if parameter.defaultValue == nil, let value = arguments.firstIndex(labelled: "defaultValue") {
      parameter.defaultValue = measurementDefault(arguments, value: value, reader: reader)
    }
    if parameter.defaultValue == nil, let range = initializer {
      parameter.defaultValue = reader.text(range)
    }
  }

  /// The default of a `Measurement` parameter, which its initializers take as a number and a
  /// unit (`defaultValue: 10, defaultUnit: .seconds`, or `unit:` for a fixed unit), written as the
  /// measurement (`Measurement(value: 10, unit: .seconds)`); `nil` for `defaultValue: nil`.
  static func measurementDefault(_ arguments: [ArgumentValue], value: Int, reader: SourceReader) -> String? {
    let number = reader.text(arguments[value].range)
    guard number != "nil" else { return nil }
    guard let unit = arguments.firstIndex(labelled: "defaultUnit") ?? arguments.firstIndex(labelled: "unit") else {
      return number
    }
    return "Measurement(value: \(number), unit: \(reader.text(arguments[unit].range)))"
  }

  /// `some IntentResult & ReturnsValue<T> & ProvidesDialog` → each protocol of the composition.
  static func resultTypes(_ type: TypeSyntax?) -> [String] {
    guard var type else { return [] }
    if case .opaque(_, let constraint) = type.shape { type = constraint }
    guard case .composition(let members) = type.shape else { return [type.textWithoutModuleSelectors] }
    return members.map { member in
      if case .opaque(_, let constraint) = member.shape { return constraint.textWithoutModuleSelectors }
      return member.textWithoutModuleSelectors
    }
  }
}
