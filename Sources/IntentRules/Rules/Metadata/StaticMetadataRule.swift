import IntentModel

/// Metadata Apple's extractor reads at build time is written as literals or direct initializer calls.
public struct StaticMetadataRule: Rule {
  public static let description = RuleDescription(
    identifier: "static_metadata",
    name: "Static Metadata",
    description: """
      `title`, `description`, `@Parameter(title:)`, `typeDisplayRepresentation`, \
      `caseDisplayRepresentations`, `openAppWhenRun`, `isDiscoverable` and `authenticationPolicy` are \
      string literals, literals or direct initializer calls — not functions, computed expressions, \
      constants defined elsewhere or generated string-catalog symbols.
      """,
    rationale: """
      The metadata processor reads these values from the compiler's constant extraction and halts on \
      anything else: "'LocalizedStringResource' must be initialized with a call to its initializer or a \
      string literal", "The property 'typeDisplayRepresentation' must have a compile-time static value \
      and cannot be computed or dynamic", "Value of 'caseDisplayRepresentations' must be a dictionary". \
      After a halting error no Metadata.appintents is written: every intent of the target disappears. \
      A display representation's `image:` is not checked: samples build with images made at run time.
      """,
    defaultSeverity: .error,
    triggeringExamples: [
      RuleExample(
        #"""
        struct LogWorkoutIntent: AppIntent {
          static let ↓title: LocalizedStringResource = .logWorkoutTitle
          static var ↓description = IntentDescription(String(localized: "Logs a workout"))

          @Parameter(title: Strings.duration) var ↓duration: Measurement<UnitDuration>

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct OpenTrailIntent: AppIntent {
          static let title: LocalizedStringResource = "Open Trail"
          static var ↓openAppWhenRun: Bool { FeatureFlags.opensApp }

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        struct TrailEntity: AppEntity {
          static var ↓typeDisplayRepresentation: TypeDisplayRepresentation {
            TypeDisplayRepresentation(name: makeName())
          }
          static let defaultQuery = TrailQuery()

          let id: UUID
          var name: String
          var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        }
        """#
      ),
      RuleExample(
        #"""
        enum Difficulty: String, AppEnum {
          case easy, hard

          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
          static let ↓caseDisplayRepresentations = Dictionary(
            uniqueKeysWithValues: allCases.map { ($0, DisplayRepresentation(title: "\($0.rawValue)")) })
        }
        """#
      ),
      RuleExample(
        #"""
        enum Difficulty: String, AppEnum {
          case easy, ↓hard

          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
          static let caseDisplayRepresentations: [Difficulty: DisplayRepresentation] = [
            .easy: "Easy",
            .hard: .hardTitle,
          ]
        }
        """#
      ),
    ],
    nonTriggeringExamples: [
      RuleExample(
        #"""
        struct LogWorkoutIntent: AppIntent {
          static let title: LocalizedStringResource = "Log Workout"
          static let description = IntentDescription("Logs a workout.", categoryName: "Health")
          static let openAppWhenRun = false
          static let isDiscoverable = true
          static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

          @Parameter(title: LocalizedStringResource("duration", table: "Intents")) var duration: Measurement<UnitDuration>

          func perform() async throws -> some IntentResult { .result() }
        }
        """#
      ),
      RuleExample(
        #"""
        enum Difficulty: String, AppEnum {
          case easy, hard

          static var typeDisplayRepresentation: TypeDisplayRepresentation { "Difficulty" }
          static let caseDisplayRepresentations: [Difficulty: DisplayRepresentation] = [
            .easy: DisplayRepresentation(title: "Easy", image: .init(systemName: "leaf")),
            Difficulty.hard: "Hard",
          ]
        }
        """#
      ),
      // An image may be made at run time; the title and subtitle may not.
      RuleExample(
        #"""
        enum ActivityStyle: String, AppEnum {
          case biking, hiking

          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"
          static let caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [
            .biking: DisplayRepresentation(title: "Biking", subtitle: "Includes mountain biking", image: images[.biking]),
            .hiking: DisplayRepresentation(title: "Hiking", image: images[.hiking]),
          ]

          private static let images: [ActivityStyle: DisplayRepresentation.Image] = [
            .biking: DisplayRepresentation.Image(systemName: "figure.outdoor.cycle"),
            .hiking: DisplayRepresentation.Image(systemName: "figure.hiking"),
          ]
        }
        """#
      ),
    ]
  )

  static let stringResourceMessage = "must be initialized with a call to its initializer or a string literal"

  public init() {}

  public func validate(_ context: LintContext) -> [Violation] {
    var violations: [Violation] = []
    // Captured alone: a closure that captured the whole context would copy it.
    let declarations = context.declarations
    func place(_ property: String, of type: String, _ fallback: ModelLocation) -> ModelLocation {
      MetadataSupport.propertyLocation(property, of: type, in: declarations) ?? fallback
    }
    func check(
      _ value: ModelValue?,
      resource: Bool = true,
      at location: @autoclosure () -> ModelLocation,
      _ message: (String) -> String
    ) {
      guard let value, !Self.isStatic(value, stringResource: resource),
        let source = Self.source(of: value, stringResource: resource)
      else { return }
      // The location is looked up only for a violation: finding a property walks the declarations.
      violations.append(violation(at: location(), message(source)))
    }
    // Definitions are read field by field, in place: binding one to a variable copies it, which
    // retains each of its values (scattered in memory; on a large target, cache misses dominate).
    let intents = context.model.intents
    for index in intents.indices {
      // Read only for a violation's message or place.
      var name: String { intents[index].name }
      check(intents[index].title, at: place("title", of: name, intents[index].location)) {
        """
        'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: \
        \(name).title is `\($0)`; write a string literal or LocalizedStringResource("…")
        """
      }
      check(intents[index].description, at: place("description", of: name, intents[index].location)) {
        """
        \(name).description is `\($0)`, which Apple's extractor cannot read; write a string literal or \
        IntentDescription("…") with literal arguments
        """
      }
      func checkLiteral(_ label: String, _ value: ModelValue?) {
        check(value, resource: false, at: place(label, of: name, intents[index].location)) {
          """
          '\(label)' must have a compile-time static value and cannot be computed or dynamic: \
          \(name).\(label) is `\($0)`; assign a literal
          """
        }
      }
      checkLiteral("openAppWhenRun", intents[index].openAppWhenRun)
      checkLiteral("isDiscoverable", intents[index].isDiscoverable)
      checkLiteral("authenticationPolicy", intents[index].authenticationPolicy)
      let parameters = intents[index].parameters
      for parameterIndex in parameters.indices {
        check(parameters[parameterIndex].title, at: parameters[parameterIndex].location) {
          """
          'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: \
          the title of parameter '\(parameters[parameterIndex].name)' is `\($0)`; write a string literal or \
          LocalizedStringResource("…")
          """
        }
      }
    }
    let entities = context.model.entities
    for index in entities.indices {
      check(
        entities[index].typeDisplayRepresentation,
        at: place("typeDisplayRepresentation", of: entities[index].name, entities[index].location)
      ) {
        typeDisplayMessage(entities[index].name, $0)
      }
    }
    for definition in context.model.enums {
      check(
        definition.typeDisplayRepresentation,
        at: place("typeDisplayRepresentation", of: definition.name, definition.location)
      ) {
        typeDisplayMessage(definition.name, $0)
      }
      violations += caseDisplayViolations(
        definition,
        at: place("caseDisplayRepresentations", of: definition.name, definition.location)
      )
    }
    return violations
  }

  func typeDisplayMessage(_ type: String, _ source: String) -> String {
    """
    the property 'typeDisplayRepresentation' must have a compile-time static value and cannot be computed \
    or dynamic: \(type)'s is `\(source)`; write a string literal or TypeDisplayRepresentation(name: "…")
    """
  }

  func caseDisplayViolations(
    _ definition: EnumDefinition,
    at findDictionaryLocation: @autoclosure () -> ModelLocation
  ) -> [Violation] {
    guard let value = definition.caseDisplayRepresentations else { return [] }
    // Found only when there is a violation to place: finding a property walks the declarations.
    var found: ModelLocation?
    func dictionaryLocation() -> ModelLocation {
      if let found { return found }
      let location = findDictionaryLocation()
      found = location
      return location
    }
    guard case .dictionary(let entries) = value else {
      let source = Self.source(of: value) ?? "a value"
      return [
        violation(
          at: dictionaryLocation(),
          """
          value of 'caseDisplayRepresentations' must be a dictionary: \(definition.name)'s is `\(source)`, \
          which cannot be computed or dynamic; write a dictionary literal with one entry per case
          """
        )
      ]
    }
    var violations: [Violation] = []
    // Each entry's case by its name: a search of a few cases, or of many, a dictionary.
    let caseLocations =
      definition.cases.count > 16
      ? Dictionary(definition.cases.lazy.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
      : nil
    for entry in entries {
      let caseName = definition.caseName(ofKey: entry.key)
      let location = caseName.flatMap { name in
        caseLocations.map { $0[name] } ?? definition.cases.first { $0.name == name }?.location
      }
      if caseName == nil, let source = Self.source(of: entry.key) {
        violations.append(
          violation(
            at: dictionaryLocation(),
            """
            the property 'caseDisplayRepresentations' must have a compile-time static value: key `\(source)` of \
            \(definition.name) is not a case; write the case as .name
            """
          )
        )
      }
      if !Self.isStatic(entry.value), let source = Self.source(of: entry.value) {
        let subject = caseName.map { "the entry of case '\($0)'" } ?? "an entry"
        violations.append(
          violation(
            at: location ?? dictionaryLocation(),
            """
            the property 'caseDisplayRepresentations' must have a compile-time static value and cannot be \
            computed or dynamic: \(subject) of \(definition.name) is `\(source)`; write a string literal or \
            DisplayRepresentation(title: "…")
            """
          )
        )
      }
    }
    return violations
  }

  /// Whether an initializer argument with this label is a string resource (`nil`: unlabelled).
  /// A switch: comparing a few short strings costs less than hashing one.
  static func isResourceLabel(_ label: String?) -> Bool {
    switch label ?? "" {
    case "", "title", "subtitle", "name", "numericFormat", "synonyms": true
    default: false
    }
  }

  /// Whether an initializer argument with this label is an image, which may be made at run time:
  /// samples write `image: imageRepresentation[.toyRobot]` in `caseDisplayRepresentations`
  /// (AppIntentExampleForVisionOS, after Apple's App Intents sample app), and an image is optional
  /// in the metadata.
  static func isRuntimeImageLabel(_ label: String?) -> Bool {
    label == "image"
  }

  /// Whether a call that looks like an initializer produces a string at run time.
  static func isRuntimeString(_ type: String) -> Bool {
    switch type {
    case "String", "NSLocalizedString", "NSString", "Swift.String": true
    default: false
    }
  }

  /// Whether the extractor can read the value. Implicit members where a string resource is expected
  /// (`.logWorkoutTitle`, Xcode 26 string-catalog symbols) are not static; `title:` and `subtitle:`
  /// of an initializer are string resources.
  static func isStatic(_ value: ModelValue, stringResource: Bool = true) -> Bool {
    switch value {
    case .nonLiteral: return false
    case .member: return !stringResource
    case .array(let elements): return elements.allSatisfy { isStatic($0, stringResource: false) }
    case .dictionary(let entries):
      return entries.allSatisfy { isStatic($0.key, stringResource: false) && isStatic($0.value) }
    case .initializer(let type, let arguments):
      // `String(localized:)` and `NSLocalizedString(…)` are evaluated at run time.
      if stringResource && isRuntimeString(type) { return false }
      return arguments.allSatisfy { argument in
        if isRuntimeImageLabel(argument.label) { return true }
        let isResource = isResourceLabel(argument.label)
        return isStatic(argument.value, stringResource: isResource)
      }
    default: return true
    }
  }

  /// The first offending source text of a value, for messages. Each part is looked at once, in
  /// a loop (a lazy `compactMap(…).first` calls its closure twice for the element it returns,
  /// which doubles the work at every level of nesting).
  static func source(of value: ModelValue, stringResource: Bool = true) -> String? {
    switch value {
    case .nonLiteral(let text): return text
    case .member(let name): return stringResource ? name : nil
    case .array(let elements):
      for element in elements where !isStatic(element, stringResource: false) {
        if let found = source(of: element, stringResource: false) { return found }
      }
      return nil
    case .dictionary(let entries):
      for entry in entries where !isStatic(entry.value) {
        if let found = source(of: entry.value) { return found }
      }
      return nil
    case .initializer(let type, let arguments):
      if stringResource && isRuntimeString(type) { return "\(type)(…)" }
      for argument in arguments where !isRuntimeImageLabel(argument.label) {
        let isResource = isResourceLabel(argument.label)
        if isStatic(argument.value, stringResource: isResource) { continue }
        if let found = source(of: argument.value, stringResource: isResource) { return found }
      }
      return nil
    default: return nil
    }
  }
}
