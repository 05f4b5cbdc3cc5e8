import Foundation
import StubToolchain
import SwiftScan
import XCTest

@testable import IntentModel

/// The differential test of the extraction against the Swift compiler (issue 3): for sources that
/// type-check against the App Intents stubs (`Stubs/`), the compiler's const-value extraction — what
/// Xcode's metadata processor reads — and `AppIntentsModel.extract` run on the same files, and both
/// results are reduced to the same flat list of facts (`"CreateNoteIntent parameter(pin).default"
/// = "false"`), then compared fact by fact.
///
/// The facts: every type the compiler reports (every conformer of a gathered protocol) with its
/// App Intents conformances and location; intents' title, description, modes and flags, each
/// `@Parameter`'s name, title, type, optionality, default, dialog, written arguments and line,
/// `@Dependency` names, result protocols, the `parameterSummary` tree (format strings, referenced
/// and listed parameters, `When`/`Switch`/`Case` conditions); entities' type display representation,
/// default query, id type and `@Property`s; enums' cases, raw values and display representations;
/// queries' entity; App Shortcuts (intent, phrases, short title, image, `#available` conditions),
/// tile colour and negative phrases.
///
/// Where the two legitimately differ, the reduction says so in a comment at that spot ("Exception"),
/// or, for a single fact, `documentedDifferences` does. Where our extraction is wrong, the
/// disagreement is listed in `knownExtractionBugs`. Both lists are exact: those facts must still
/// disagree with the recorded values, so a fix fails the test until its entry is removed.
///
/// Not compared, because intentgen does not model them (the compiler reports them): the wrapper
/// `InitCall`s with every defaulted argument of the chosen overload (the written arguments are
/// compared instead), `displayRepresentation` (instance state: `Runtime` interpolations), an
/// `EntityPropertyQuery`'s `properties`/`sortingOptions` and `findIntentDescription`, an App
/// Shortcut's `parameterPresentation` and its intent's initializer arguments, `allCases`, and the
/// associated types other than `Entity`/`DefaultValue` and `PerformResult`.
///
/// The stub modules are built once per process (`StubBuild.shared`); each subject is one `swiftc`
/// call. Skipped, with the reason, where `swiftc` is unavailable. Set `INTENTGEN_DUMP_CONST_FACTS=1`
/// to print every fact the compiler states.
final class ConstValuesDifferentialTests: XCTestCase {
  func testFieldNotes() throws {
    try compare(.fieldNotes)
  }

  func testTrails() throws {
    try compare(.trails)
  }

  func testAPICoverageSample() throws {
    try compare(.apiCoverage)
  }

  /// The extraction fixtures that type-check against the stubs (the others import SwiftUI,
  /// VisualIntelligence or UniformTypeIdentifiers, use schema macros, or use API the stubs leave out).
  func testFixtures() throws {
    _ = try StubBuild.get()
    for subject in Subject.fixtures {
      XCTAssertNoThrow(try compare(subject), subject.name)
    }
  }

  /// Every recorded disagreement names a subject and a fact, once, with two different values.
  func testKnownDisagreementsAreWellFormed() {
    var seen: Set<String> = []
    for disagreement in Self.knownExtractionBugs + Self.documentedDifferences {
      XCTAssertFalse(disagreement.facts.isEmpty, disagreement.summary)
      for fact in disagreement.facts {
        XCTAssertTrue(Subject.all.contains { $0.name == fact.subject }, "unknown subject \(fact.subject)")
        XCTAssertTrue(seen.insert("\(fact.subject) \(fact.key)").inserted, "listed twice: \(fact.key)")
        XCTAssertNotEqual(fact.compiler, fact.model, fact.key)
      }
    }
  }

  // MARK: - Subjects

  struct Subject {
    static let fieldNotes = Subject(
      name: "FieldNotes",
      module: "FieldNotes",
      directory: "Examples/FieldNotes/Sources/FieldNotes"
    )
    /// Type-checks thanks to `Stubs/AppIntents/LinuxFoundationGaps.swift` (Foundation API that Linux
    /// lacks: `URL.applicationSupportDirectory`, `Measurement.FormatStyle`) and the stubbed iOS 27
    /// `IndexedEntityQuery`. No file needs a macro the stubs cannot provide, so none is left out.
    static let trails = Subject(name: "Trails", module: "Trails", directory: "Examples/Trails/Sources/Trails")
    static let apiCoverage = Subject(name: "APICoverage", module: "StubSamples", directory: "Stubs/Samples")
    static let fixtures = [
      "conformance-in-extension-other-file", "conformance-inside-if", "conformance-through-refinement", "entity-ids",
      "enums", "imperative-shortcuts", "implicit-initializers", "nested-types-same-name", "non-literal-values",
    ].map { Subject(name: "Fixtures/\($0)", module: "Fixture", directory: "Tests/IntentModelTests/Fixtures/\($0)") }
    static let all = [fieldNotes, trails, apiCoverage] + fixtures

    var name: String
    var module: String
    /// Repository-relative; every `.swift` file directly in it is compiled and extracted.
    var directory: String
  }

  private func compare(_ subject: Subject) throws {
    let build = try StubBuild.get()
    let files = try StubBuild.typeCheckableSwiftFiles(in: subject.directory)
    XCTAssertFalse(files.isEmpty, "no Swift files in \(subject.directory)")
    for path in try StubBuild.swiftFiles(in: subject.directory) {
      if let reason = StubBuild.filesNeedingMacros[StubBuild.relativePath(path)] {
        print("ConstValuesDifferentialTests: \(subject.name): left out \(StubBuild.relativePath(path)): \(reason)")
      }
    }
    let values = try build.constValues(files: files, module: subject.module)

    let parsed = try files.map { path in
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      return SourceScanner.scan(SourceFile(path: StubBuild.relativePath(path), bytes: bytes))
    }
    let model = AppIntentsModel.extract(from: parsed, module: subject.module)

    let compilerFacts = CompilerFacts(values: values, module: subject.module).facts
    let modelFacts = ModelFacts(model: model).facts
    XCTAssertGreaterThan(values.types.count, 0, "the compiler found no App Intents type in \(subject.name)")

    let known = (Self.knownExtractionBugs + Self.documentedDifferences).flatMap { disagreement in
      disagreement.facts.filter { $0.subject == subject.name }.map { (disagreement: disagreement, fact: $0) }
    }
    var unexpected: [String] = []
    var reproduced: Set<String> = []
    for key in Set(compilerFacts.keys).union(modelFacts.keys).sorted() {
      let expected = compilerFacts[key] ?? "(none)"
      let actual = modelFacts[key] ?? "(none)"
      guard expected != actual, !Self.isQualifiedSpelling(key: key, compiler: expected, model: actual) else {
        continue
      }
      if let entry = known.first(where: { $0.fact.key == key }),
        entry.fact.compiler == expected && entry.fact.model == actual
      {
        reproduced.insert(key)
        continue
      }
      unexpected.append("  \(key)\n    compiler:   \(expected)\n    intentgen:  \(actual)")
    }
    if ProcessInfo.processInfo.environment["INTENTGEN_DUMP_CONST_FACTS"] != nil {
      for (key, value) in compilerFacts.sorted(by: { $0.key < $1.key }) { print("\(subject.name) | \(key) = \(value)") }
    }
    let compared = Set(compilerFacts.keys).union(modelFacts.keys).count
    let bugs = Set(Self.knownExtractionBugs.flatMap(\.facts).filter { $0.subject == subject.name }.map(\.key))
    print(
      "ConstValuesDifferentialTests: \(subject.name): \(compared) facts compared over \(values.types.count) types; "
        + "\(reproduced.intersection(bugs).count) known extraction bugs and "
        + "\(reproduced.subtracting(bugs).count) documented differences reproduced; "
        + "\(unexpected.count) unexpected mismatches"
    )
    if !unexpected.isEmpty {
      XCTFail(
        "\(subject.name): intentgen's model disagrees with the compiler's const values on \(unexpected.count) "
          + "facts (compiler = oracle):\n" + unexpected.joined(separator: "\n")
      )
    }
    for (disagreement, fact) in known where !reproduced.contains(fact.key) {
      XCTFail(
        "\(subject.name): '\(disagreement.summary)' no longer shows as recorded at \(fact.key) (compiler "
          + "\(compilerFacts[fact.key] ?? "(none)"), intentgen \(modelFacts[fact.key] ?? "(none)")). If it was "
          + "fixed, remove the entry from knownExtractionBugs or documentedDifferences."
      )
    }
  }

  /// Exception: intentgen writes type names as the source does (`Surface` inside `RouteEntity`);
  /// the compiler qualifies nested types (`RouteEntity.Surface`). For type facts, a compiler name
  /// that ends with `.` and intentgen's name is the same type.
  static func isQualifiedSpelling(key: String, compiler: String, model: String) -> Bool {
    guard key.hasSuffix(".type") || key.hasSuffix(" resultValue") || key.hasSuffix(" entity") else { return false }
    return compiler.hasSuffix("." + model)
  }
}

// MARK: - Known disagreements

/// Facts on which the compiler and `IntentModel` disagree, recorded exactly: each fact must still
/// disagree with these very values, so that a fix (or a new, different disagreement) is noticed.
struct KnownDisagreement {
  struct Fact {
    var subject: String
    var key: String
    /// What the compiler reports: the expected value.
    var compiler: String
    /// What `IntentModel` extracts today.
    var model: String
  }

  var summary: String
  var facts: [Fact]
}

extension ConstValuesDifferentialTests {
  /// Where the compiler (and Apple's metadata) is right and `IntentModel` is wrong. Reported to the
  /// lead; remove an entry when its fix lands (the test then fails until it is removed).
  static let knownExtractionBugs: [KnownDisagreement] = []

  /// Where both are right: the same fact, represented differently, in a case too specific for a
  /// general rule in `Canonical`.
  static let documentedDifferences: [KnownDisagreement] = [
    KnownDisagreement(
      summary: "identifier types are written as in source (`Peak.ID`); the compiler resolves the alias (`Int`)",
      facts: [.init(subject: "Fixtures/entity-ids", key: "SummitEntity id.type", compiler: "Int", model: "Peak.ID")]
    )
  ]
}

// MARK: - Facts from the compiler

/// The facts the compiler's const values state, keyed `"<Type> <field>"`, values rendered by
/// `Canonical` the same way as `ModelFacts` renders the model's.
private struct CompilerFacts {
  var facts: [String: String] = [:]
  let module: String

  init(values: ConstValues, module: String) {
    self.module = module
    for (typeName, json) in values.types.sorted(by: { $0.key < $1.key }) {
      add(type: typeName, json: json)
    }
  }

  private func name(_ typeName: String) -> String {
    Canonical.typeName(typeName, module: module)
  }

  private mutating func add(type typeName: String, json: [String: Any]) {
    let type = name(typeName)
    // Exception: the compiler lists every protocol the type conforms to, most of them not App
    // Intents roles (`AppValue`, `PersistentlyIdentifiable`, `_SupportsAppDependencies`,
    // `*DisplayRepresentable`, `CustomLocalizedStringResourceConvertible`, `Sendable`…). The manifest's
    // `conformances` are the App Intents protocols intentgen's catalog knows; both sides are
    // filtered to the catalog.
    let conformances = Canonical.catalogProtocols(
      (json["conformances"] as? [String] ?? []).compactMap {
        $0.hasPrefix("AppIntents.") ? String($0.dropFirst("AppIntents.".count)) : nil
      }
    )
    facts["\(type) conformances"] = conformances.joined(separator: ", ")
    if let file = json["file"] as? String, let line = json["line"] as? Int {
      facts["\(type) location"] = "\(URL(fileURLWithPath: file).lastPathComponent):\(line)"
    }
    let roles = Set(conformances.compactMap { AppIntentsProtocol.all[$0]?.role })
    let properties = (json["properties"] as? [[String: Any]] ?? []).map(ConstProperty.init(json:))
    let aliases = json["associatedTypeAliases"] as? [[String: Any]] ?? []
    if roles.contains(.intent) { addIntent(type, properties: properties, aliases: aliases) }
    if roles.contains(.entity) { addEntity(type, properties: properties) }
    if roles.contains(.appEnum) {
      addEnum(type, properties: properties, cases: json["cases"] as? [[String: Any]] ?? [])
    }
    if roles.contains(.query) { addQuery(type, aliases: aliases) }
    if roles.contains(.shortcutsProvider) { addProvider(type, properties: properties) }
  }

  // MARK: Intents

  private mutating func addIntent(_ type: String, properties: [ConstProperty], aliases: [[String: Any]]) {
    let statics = Dictionary(properties.filter(\.isStatic).map { ($0.label, $0) }) { first, _ in first }
    if let title = statics["title"] { facts["\(type) title"] = Canonical.text(title.value) }
    if let description = statics["description"] {
      facts["\(type) description"] = Canonical.text(description.value)
      if case .initCall = description.value {
        // Defaulted arguments are listed as `NilLiteral`/`Runtime`: only written ones are facts.
        for label in ["categoryName", "searchKeywords", "resultValueName"] {
          if let value = description.value.argument(label), Canonical.isWritten(value) {
            facts["\(type) description.\(label)"] = Canonical.render(value)
          }
        }
      }
    }
    for label in ["supportedModes", "openAppWhenRun", "isDiscoverable", "authenticationPolicy"] {
      if let property = properties.first(where: { $0.label == label }) {
        facts["\(type) \(label)"] = Canonical.render(property.value, type: property.type)
      }
    }

    // `@Parameter var x` gives `_x` (the wrapper), `x` (computed, with the written attribute
    // arguments under `propertyWrappers`) and `$x`; `x` is the parameter.
    let parameters = properties.filter { $0.wrapper == "AppIntents.IntentParameter" }
    facts["\(type) parameters"] = parameters.map(\.label).joined(separator: ", ")
    for parameter in parameters {
      let key = "\(type) parameter(\(parameter.label))"
      let written = parameter.wrapperArguments
      if let title = written.first(where: { $0.label == "title" }) {
        facts["\(key).title"] = Canonical.text(title.value)
      }
      facts["\(key).type"] = Canonical.typeName(parameter.type, module: module)
      facts["\(key).isOptional"] = "\(parameter.type.hasPrefix("Swift.Optional<"))"
      facts["\(key).default"] =
        written.first { $0.label == "default" }.map { Canonical.render($0.value, type: $0.type) } ?? "(none)"
      if let dialog = written.first(where: { $0.label == "requestValueDialog" }) {
        facts["\(key).requestValueDialog"] = Canonical.text(dialog.value)
      }
      facts["\(key).arguments"] = written.map { $0.label.isEmpty ? "_" : $0.label }.joined(separator: ", ")
      if let line = parameter.line { facts["\(key).line"] = "\(line)" }
    }
    let dependencies = properties.filter { $0.wrapper == "AppIntents.AppDependency" }.map(\.label)
    facts["\(type) dependencies"] = dependencies.joined(separator: ", ")

    if let perform = aliases.first(where: { $0["typeAliasName"] as? String == "PerformResult" }) {
      // `some IntentResult & ProvidesDialog` lists `ProvidesDialog` only: `IntentResult` is implied
      // by every result protocol, so both sides leave it out (and keep it only when it is alone).
      let protocols = (perform["opaqueTypeProtocolRequirements"] as? [String] ?? []).map {
        Canonical.typeName($0, module: module)
      }
      facts["\(type) resultTypes"] = Canonical.resultProtocols(protocols)
      let sameType = perform["opaqueTypeSameTypeRequirements"] as? [[String: Any]] ?? []
      if let value = sameType.first(where: { $0["typeAliasName"] as? String == "AppIntents.IntentResult.Value" }),
        let valueType = value["substitutedTypeName"] as? String
      {
        facts["\(type) resultValue"] = Canonical.typeName(valueType, module: module)
      }
    }

    if let summary = statics["parameterSummary"] {
      addSummary(summary.value, path: "\(type) parameterSummary")
    }
  }

  /// One `parameterSummary` node and its branches, as `Summary`, `When(…)`, `Switch(…)`, `Case(…)`,
  /// `DefaultCase`, keyed by their path (`parameterSummary.then[0]`, `.otherwise[0]`, `.case[1]`).
  private mutating func addSummary(_ value: ConstValue, path: String) {
    guard case .initCall(let callType, let arguments) = value else {
      facts[path] = Canonical.render(value)
      return
    }
    let builders = arguments.filter { if case .builder = $0.value { return true } else { return false } }
    let plain = arguments.filter { if case .builder = $0.value { return false } else { return true } }
    func children(_ argument: ConstArgument?) -> [ConstValue] {
      guard case .builder(_, let members)? = argument?.value else { return [] }
      return members.flatMap { member in member.element.map { [$0] } ?? member.ifElements + member.elseElements }
    }
    switch Canonical.baseName(callType) {
    case "IntentParameterSummary":
      facts[path] = "Summary"
      if let format = plain.first(where: { $0.label.isEmpty }) {
        facts["\(path).formatString"] = Canonical.text(format.value)
        if case .interpolated(let segments) = format.value {
          facts["\(path).parameters"] = segments.compactMap { segment -> String? in
            guard case .keyPath(let keyPath, _) = segment else { return nil }
            return Canonical.parameterName(keyPath)
          }.joined(separator: ", ")
        } else {
          facts["\(path).parameters"] = ""
        }
      }
      facts["\(path).otherParameters"] = children(builders.first).compactMap { element -> String? in
        guard case .keyPath(let keyPath, _) = element else { return nil }
        return Canonical.parameterName(keyPath)
      }.joined(separator: ", ")
    case "ParameterSummaryWhenCondition":
      facts[path] = "When(\(plain.map { Canonical.render($0.value, type: $0.type) }.joined(separator: ", ")))"
      for (index, child) in children(builders.first { $0.label.isEmpty }).enumerated() {
        addSummary(child, path: "\(path).then[\(index)]")
      }
      for (index, child) in children(builders.first { $0.label == "otherwise" }).enumerated() {
        addSummary(child, path: "\(path).otherwise[\(index)]")
      }
    case "ParameterSummarySwitchCondition":
      facts[path] = "Switch(\(plain.map { Canonical.render($0.value, type: $0.type) }.joined(separator: ", ")))"
      for (index, child) in children(builders.first).enumerated() {
        addSummary(child, path: "\(path).case[\(index)]")
      }
    case "ParameterSummaryCaseCondition":
      facts[path] = "Case(\(plain.map { Canonical.render($0.value, type: $0.type) }.joined(separator: ", ")))"
      for (index, child) in children(builders.first).enumerated() {
        addSummary(child, path: "\(path).then[\(index)]")
      }
    case "ParameterSummaryDefaultCaseCondition":
      facts[path] = "DefaultCase"
      for (index, child) in children(builders.first).enumerated() {
        addSummary(child, path: "\(path).then[\(index)]")
      }
    default:
      facts[path] = Canonical.render(value)
    }
  }

  // MARK: Entities, enums, queries

  private mutating func addEntity(_ type: String, properties: [ConstProperty]) {
    let statics = Dictionary(properties.filter(\.isStatic).map { ($0.label, $0) }) { first, _ in first }
    if let display = statics["typeDisplayRepresentation"] { addTypeDisplay(type, display.value) }
    if let query = statics["defaultQuery"], case .initCall(let queryType, _) = query.value {
      facts["\(type) defaultQuery"] = Canonical.typeName(queryType, module: module)
    }
    if let id = properties.first(where: { $0.label == "id" && !$0.isStatic }) {
      facts["\(type) id.type"] = Canonical.typeName(id.type, module: module)
    }
    let entityProperties = properties.filter { $0.wrapper == "AppIntents.EntityProperty" }
    facts["\(type) properties"] = entityProperties.map(\.label).joined(separator: ", ")
    for property in entityProperties {
      let key = "\(type) property(\(property.label))"
      let written = property.wrapperArguments
      if let title = written.first(where: { $0.label == "title" }) {
        facts["\(key).title"] = Canonical.text(title.value)
      }
      facts["\(key).type"] = Canonical.typeName(property.type, module: module)
      facts["\(key).isOptional"] = "\(property.type.hasPrefix("Swift.Optional<"))"
      if case .keyPath(let path, _)? = written.first(where: { $0.label == "indexingKey" })?.value {
        facts["\(key).indexingKey"] = path
      }
      // Exception: `customIndexingKey:` is compared for presence only. The compiler resolves the
      // expression (`CSCustomAttributeKey(keyName: "k")!` is an `InitCall` of `Optional<…>` without
      // the `!`; a constant is a `MemberReference` with its module), intentgen keeps its source text.
      if written.contains(where: { $0.label == "customIndexingKey" }) { facts["\(key).customIndexingKey"] = "present" }
      if let line = property.line { facts["\(key).line"] = "\(line)" }
    }
  }

  private mutating func addTypeDisplay(_ type: String, _ value: ConstValue) {
    switch value {
    case .initCall:
      if let name = value.argument("name") { facts["\(type) typeDisplayRepresentation.name"] = Canonical.text(name) }
      for label in ["numericFormat", "synonyms"] {
        if let argument = value.argument(label), Canonical.isWritten(argument) {
          facts["\(type) typeDisplayRepresentation.\(label)"] = Canonical.render(argument)
        }
      }
    default:
      facts["\(type) typeDisplayRepresentation.name"] = Canonical.text(value)
    }
  }

  private mutating func addEnum(_ type: String, properties: [ConstProperty], cases: [[String: Any]]) {
    let statics = Dictionary(properties.filter(\.isStatic).map { ($0.label, $0) }) { first, _ in first }
    if let display = statics["typeDisplayRepresentation"] { addTypeDisplay(type, display.value) }
    let names = cases.compactMap { $0["name"] as? String }
    facts["\(type) cases"] = names.joined(separator: ", ")
    for entry in cases {
      guard let name = entry["name"] as? String else { continue }
      facts["\(type) case(\(name)).rawValue"] = entry["rawValue"] as? String ?? "(none)"
    }
    guard case .dictionary(let entries)? = statics["caseDisplayRepresentations"]?.value else { return }
    for entry in entries {
      guard case .enumCase(let name, _) = entry.key else { continue }
      addCaseDisplay("\(type) case(\(name))", entry.value)
    }
  }

  private mutating func addCaseDisplay(_ key: String, _ value: ConstValue) {
    guard case .initCall = value else {
      facts["\(key).title"] = Canonical.text(value)
      return
    }
    if let title = value.argument("title") { facts["\(key).title"] = Canonical.text(title) }
    if let subtitle = value.argument("subtitle"), Canonical.isWritten(subtitle) {
      facts["\(key).subtitle"] = Canonical.text(subtitle)
    }
    if let image = value.argument("image"), Canonical.isWritten(image), let symbol = image.argument("systemName") {
      facts["\(key).image"] = Canonical.text(symbol)
    }
  }

  private mutating func addQuery(_ type: String, aliases: [[String: Any]]) {
    // Exception: an options provider that is not an entity query has no `Entity`; intentgen's
    // `entity` is then the value type it provides, the compiler's `DefaultValue` (`Result.Result`).
    let alias = ["Entity", "DefaultValue"].lazy.compactMap { name in
      aliases.first { $0["typeAliasName"] as? String == name }?["substitutedTypeName"] as? String
    }.first
    if let alias { facts["\(type) entity"] = Canonical.typeName(alias, module: module) }
  }

  // MARK: App Shortcuts

  private mutating func addProvider(_ type: String, properties: [ConstProperty]) {
    let statics = Dictionary(properties.filter(\.isStatic).map { ($0.label, $0) }) { first, _ in first }
    if let color = statics["shortcutTileColor"] { facts["\(type) shortcutTileColor"] = Canonical.render(color.value) }
    if let negative = statics["negativePhrases"] {
      var phrases: [String] = []
      if case .builder(_, let members)? = negative.value.argument("") {
        phrases = members.compactMap { $0.element.map(Canonical.text) }
      }
      facts["\(type) negativePhrases"] = "[" + phrases.joined(separator: ", ") + "]"
    }
    guard case .builder(_, let members)? = statics["appShortcuts"]?.value else { return }
    var shortcuts: [(ConstValue, [String])] = []
    for member in members {
      // An array is the initializer of a local variable in an `appShortcuts` built in code.
      if case .array(let elements)? = member.element {
        shortcuts += elements.map { ($0, []) }
      } else if let element = member.element {
        shortcuts.append((element, []))
      } else {
        let condition =
          "#available(" + (member.availability.map { "\($0.platform) \($0.version)" } + ["*"]).joined(separator: ", ")
          + ")"
        shortcuts += member.ifElements.map { ($0, member.availability.isEmpty ? [] : [condition]) }
        shortcuts += member.elseElements.map { ($0, member.availability.isEmpty ? [] : ["!(\(condition))"]) }
      }
    }
    facts["\(type) shortcuts"] = "\(shortcuts.count)"
    for (index, (shortcut, conditions)) in shortcuts.enumerated() {
      let key = "\(type) shortcut[\(index)]"
      if case .initCall(let intentType, _)? = shortcut.argument("intent") {
        facts["\(key).intent"] = Canonical.typeName(intentType, module: module)
      }
      if case .array(let phrases)? = shortcut.argument("phrases") {
        facts["\(key).phrases"] = "[" + phrases.map(Canonical.text).joined(separator: ", ") + "]"
      } else if let phrases = shortcut.argument("phrases") {
        // Phrases not written inline (`phrases: logHikePhrases`): intentgen keeps them as one
        // non-literal element.
        facts["\(key).phrases"] = "[" + Canonical.text(phrases) + "]"
      }
      if let title = shortcut.argument("shortTitle") { facts["\(key).shortTitle"] = Canonical.text(title) }
      if let image = shortcut.argument("systemImageName") { facts["\(key).systemImageName"] = Canonical.text(image) }
      facts["\(key).conditions"] = conditions.joined(separator: ", ")
    }
  }
}

/// A property of a `.swiftconstvalues` type.
private struct ConstProperty {
  var label: String
  var type: String
  var isStatic: Bool
  var line: Int?
  var value: ConstValue
  /// The property wrapper's type (`AppIntents.IntentParameter`), if any.
  var wrapper: String?
  /// The wrapper attribute's arguments as written.
  var wrapperArguments: [ConstArgument]

  init(json: [String: Any]) {
    label = json["label"] as? String ?? "?"
    type = json["type"] as? String ?? "?"
    isStatic = json["isStatic"] as? String == "true"
    line = json["line"] as? Int
    value = ConstValue(json: json)
    let wrapper = (json["propertyWrappers"] as? [[String: Any]])?.first
    self.wrapper = wrapper?["type"] as? String
    wrapperArguments = (wrapper?["arguments"] as? [[String: Any]] ?? []).map(ConstArgument.init(json:))
  }
}

// MARK: - Facts from the model

/// The same facts as `CompilerFacts`, read from intentgen's model.
private struct ModelFacts {
  var facts: [String: String] = [:]

  // Exception: the compiler sees only the `#if` branches active in this build (Linux, no `-D`
  // flags: `os(iOS)`, `os(macOS)`, `DEBUG` are false), intentgen records every branch with its
  // conditions. Types declared under `#if` and conformances that hold only under `#if` are left out
  // of the model's facts; a type the compiler does report then shows up as a mismatch.
  init(model: AppIntentsModel) {
    for intent in model.intents where intent.location.conditions.isEmpty {
      add(intent, conditional: intent.conditionalConformances)
    }
    for entity in model.entities where entity.location.conditions.isEmpty {
      add(entity, conditional: entity.conditionalConformances)
    }
    for definition in model.enums where definition.location.conditions.isEmpty {
      add(definition, conditional: definition.conditionalConformances)
    }
    for query in model.queries where query.location.conditions.isEmpty {
      add(query, conditional: query.conditionalConformances)
    }
    for provider in model.shortcutProviders where provider.location.conditions.isEmpty { add(provider) }
  }

  /// Whether an `#if` condition made of `&&`-joined `canImport(…)` / `os(…)` tests, each maybe
  /// negated, holds when the stubs are compiled on Linux; anything else is taken not to hold.
  static func holdsHere(_ condition: String) -> Bool {
    let importable: Set<String> = ["AppIntents", "CoreSpotlight", "FoundationModels", "Foundation"]
    return condition.components(separatedBy: "&&").allSatisfy { part in
      var test = part.trimmingCharacters(in: .whitespaces)
      let negated = test.hasPrefix("!")
      if negated { test.removeFirst() }
      let holds: Bool
      if test.hasPrefix("canImport("), test.hasSuffix(")") {
        holds = importable.contains(String(test.dropFirst("canImport(".count).dropLast()))
      } else if test.hasPrefix("os("), test.hasSuffix(")") {
        holds = test == "os(Linux)"
      } else {
        return false
      }
      return holds != negated
    }
  }

  private mutating func addType(
    _ name: String,
    conformances: [String],
    conditional: [ConditionalConformance] = [],
    location: ModelLocation
  ) {
    // A conformance declared only under `#if` is left out unless its conditions hold in this
    // compilation (`canImport(CoreSpotlight) && !os(watchOS)`: the stubs are importable, this is
    // Linux); one declared on an `@available(…)` extension is compiled, and listed by the
    // compiler, whatever the deployment target.
    let excluded = conditional.filter { conformance in
      !conformance.conditions.contains { $0.allSatisfy { $0.hasPrefix("@available") || Self.holdsHere($0) } }
    }
    let unconditional = conformances.filter { name in !excluded.contains { $0.protocolName == name } }
    facts["\(name) conformances"] = Canonical.catalogProtocols(unconditional).joined(separator: ", ")
    facts["\(name) location"] = "\(URL(fileURLWithPath: location.path).lastPathComponent):\(location.line)"
  }

  private mutating func add(_ intent: IntentDefinition, conditional: [ConditionalConformance]) {
    let type = intent.name
    addType(type, conformances: intent.conformances, conditional: conditional, location: intent.location)
    if let title = intent.title { facts["\(type) title"] = Canonical.text(title) }
    if let description = intent.description {
      facts["\(type) description"] = Canonical.text(description)
      for label in ["categoryName", "searchKeywords", "resultValueName"] {
        if let value = description.argument(label) { facts["\(type) description.\(label)"] = Canonical.render(value) }
      }
    }
    let flags = [
      ("supportedModes", intent.supportedModes), ("openAppWhenRun", intent.openAppWhenRun),
      ("isDiscoverable", intent.isDiscoverable), ("authenticationPolicy", intent.authenticationPolicy),
    ]
    for (label, value) in flags {
      if let value { facts["\(type) \(label)"] = Canonical.render(value) }
    }

    facts["\(type) parameters"] = intent.parameters.map(\.name).joined(separator: ", ")
    for parameter in intent.parameters {
      let key = "\(type) parameter(\(parameter.name))"
      if let title = parameter.title { facts["\(key).title"] = Canonical.text(title) }
      if let written = parameter.type { facts["\(key).type"] = written }
      facts["\(key).isOptional"] = "\(parameter.isOptional)"
      // The default's source text, normalized: a string literal as its value (escapes resolved),
      // anything else (`.normal`, `30`, `false`) as written, which is how the compiler prints it.
      switch parameter.arguments.first(where: { $0.label == "default" })?.value {
      case .string(let text)?:
        facts["\(key).default"] = Canonical.quoted(text)
      case .nonLiteral?:
        facts["\(key).default"] = Canonical.notALiteral
      default:
        facts["\(key).default"] = parameter.defaultValue ?? "(none)"
      }
      if let dialog = parameter.requestValueDialog { facts["\(key).requestValueDialog"] = Canonical.text(dialog) }
      facts["\(key).arguments"] = parameter.arguments.map { $0.label ?? "_" }.joined(separator: ", ")
      facts["\(key).line"] = "\(parameter.location.line)"
    }
    facts["\(type) dependencies"] = intent.dependencies.joined(separator: ", ")
    if intent.hasPerform {
      facts["\(type) resultTypes"] = Canonical.resultProtocols(intent.resultTypes.map(Canonical.baseName))
      if let returns = intent.resultTypes.first(where: { Canonical.baseName($0) == "ReturnsValue" }),
        let open = returns.firstIndex(of: "<"), returns.hasSuffix(">")
      {
        facts["\(type) resultValue"] = String(
          returns[returns.index(after: open)..<returns.index(before: returns.endIndex)]
        )
      }
    }
    if let summary = intent.parameterSummary { addSummary(summary, path: "\(type) parameterSummary") }
  }

  private mutating func addSummary(_ node: SummaryDefinition, path: String) {
    let condition = node.condition ?? ""
    switch node.kind {
    case .summary:
      facts[path] = "Summary"
      if let format = node.formatString {
        facts["\(path).formatString"] = Canonical.text(format)
        facts["\(path).parameters"] = node.parameters.joined(separator: ", ")
      }
      facts["\(path).otherParameters"] = node.otherParameters.joined(separator: ", ")
    case .when:
      facts[path] = "When(\(condition))"
      let thenBranches = node.branches.filter { $0.kind != .otherwise }
      for (index, child) in thenBranches.enumerated() { addSummary(child, path: "\(path).then[\(index)]") }
      let otherwise = node.branches.filter { $0.kind == .otherwise }.flatMap(\.branches)
      for (index, child) in otherwise.enumerated() { addSummary(child, path: "\(path).otherwise[\(index)]") }
    case .switch:
      facts[path] = "Switch(\(condition))"
      for (index, child) in node.branches.enumerated() { addSummary(child, path: "\(path).case[\(index)]") }
    case .case, .defaultCase:
      facts[path] = node.kind == .case ? "Case(\(condition))" : "DefaultCase"
      for (index, child) in node.branches.enumerated() { addSummary(child, path: "\(path).then[\(index)]") }
    case .otherwise, .unknown:
      facts[path] = "\(node.kind.rawValue)(\(condition))"
    }
  }

  private mutating func add(_ entity: EntityDefinition, conditional: [ConditionalConformance]) {
    let type = entity.name
    addType(type, conformances: entity.conformances, conditional: conditional, location: entity.location)
    if let display = entity.typeDisplayRepresentation { addTypeDisplay(type, display) }
    if let query = entity.defaultQueryTypeName ?? entity.defaultQueryType { facts["\(type) defaultQuery"] = query }
    if let id = entity.identifier, let idType = id.type { facts["\(type) id.type"] = idType }
    // Plain stored properties are entity properties of schema entities only; the compiler lists
    // `@Property` ones as `EntityProperty` wrappers.
    let properties = entity.properties.filter { $0.wrapper != nil }
    facts["\(type) properties"] = properties.map(\.name).joined(separator: ", ")
    for property in properties {
      let key = "\(type) property(\(property.name))"
      if let title = property.title { facts["\(key).title"] = Canonical.text(title) }
      if let written = property.type { facts["\(key).type"] = written }
      facts["\(key).isOptional"] = "\(property.isOptional)"
      if let indexingKey = property.indexingKey { facts["\(key).indexingKey"] = indexingKey }
      if property.customIndexingKey != nil { facts["\(key).customIndexingKey"] = "present" }
      facts["\(key).line"] = "\(property.location.line)"
    }
  }

  private mutating func addTypeDisplay(_ type: String, _ value: ModelValue) {
    if case .initializer = value {
      if let name = value.argument("name") { facts["\(type) typeDisplayRepresentation.name"] = Canonical.text(name) }
      for label in ["numericFormat", "synonyms"] {
        if let argument = value.argument(label) {
          facts["\(type) typeDisplayRepresentation.\(label)"] = Canonical.render(argument)
        }
      }
    } else {
      facts["\(type) typeDisplayRepresentation.name"] = Canonical.text(value)
    }
  }

  private mutating func add(_ definition: EnumDefinition, conditional: [ConditionalConformance]) {
    let type = definition.name
    addType(type, conformances: definition.conformances, conditional: conditional, location: definition.location)
    if let display = definition.typeDisplayRepresentation { addTypeDisplay(type, display) }
    facts["\(type) cases"] = definition.cases.map(\.name).joined(separator: ", ")
    for enumCase in definition.cases {
      let key = "\(type) case(\(enumCase.name))"
      facts["\(key).rawValue"] = enumCase.rawValue ?? "(none)"
      guard let display = enumCase.display else { continue }
      guard case .initializer = display else {
        facts["\(key).title"] = Canonical.text(display)
        continue
      }
      if let title = display.argument("title") { facts["\(key).title"] = Canonical.text(title) }
      if let subtitle = display.argument("subtitle") { facts["\(key).subtitle"] = Canonical.text(subtitle) }
      if let symbol = display.argument("image")?.argument("systemName") {
        facts["\(key).image"] = Canonical.text(symbol)
      }
    }
  }

  private mutating func add(_ query: QueryDefinition, conditional: [ConditionalConformance]) {
    addType(query.name, conformances: query.conformances, conditional: conditional, location: query.location)
    if let entity = query.entity { facts["\(query.name) entity"] = entity }
  }

  private mutating func add(_ provider: ShortcutProviderDefinition) {
    let type = provider.name
    addType(type, conformances: ["AppShortcutsProvider"], location: provider.location)
    if let color = provider.shortcutTileColor { facts["\(type) shortcutTileColor"] = Canonical.render(color) }
    if let negative = provider.negativePhrases {
      var phrases: [ModelValue]?
      if case .array(let elements) = negative { phrases = elements }
      if case .initializer(_, let arguments) = negative, arguments.count == 1, arguments[0].label == nil,
        case .array(let elements) = arguments[0].value
      {
        phrases = elements
      }
      facts["\(type) negativePhrases"] =
        phrases.map { "[" + $0.map(Canonical.text).joined(separator: ", ") + "]" } ?? Canonical.render(negative)
    }
    guard provider.hasReadableShortcuts else { return }
    facts["\(type) shortcuts"] = "\(provider.shortcuts.count)"
    for (index, shortcut) in provider.shortcuts.enumerated() {
      let key = "\(type) shortcut[\(index)]"
      if let intent = shortcut.intent { facts["\(key).intent"] = intent }
      facts["\(key).phrases"] = "[" + shortcut.phrases.map(Canonical.text).joined(separator: ", ") + "]"
      if let title = shortcut.shortTitle { facts["\(key).shortTitle"] = Canonical.text(title) }
      if let image = shortcut.systemImageName { facts["\(key).systemImageName"] = Canonical.text(image) }
      facts["\(key).conditions"] = shortcut.builderConditions.joined(separator: ", ")
    }
  }
}

// MARK: - One rendering for both sides

/// Renders compiler values and model values to the same text, so that equal facts compare equal.
private enum Canonical {
  /// Protocols both sides report, restricted to intentgen's catalog, deduplicated and sorted.
  static func catalogProtocols(_ names: [String]) -> [String] {
    Set(names.filter { AppIntentsProtocol.all[$0] != nil }).sorted()
  }

  /// Result protocols without `IntentResult` (implied by the others), sorted.
  static func resultProtocols(_ names: [String]) -> String {
    let protocols = Set(names.map(baseName))
    let explicit = protocols.subtracting(["IntentResult"])
    return (explicit.isEmpty ? protocols : explicit).sorted().joined(separator: ", ")
  }

  /// `AppIntents.IntentParameterSummary<X>` → `IntentParameterSummary`.
  static func baseName(_ typeName: String) -> String {
    var name = typeName
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  /// `$priority` → `priority`.
  static func parameterName(_ keyPath: String) -> String {
    keyPath.hasPrefix("$") ? String(keyPath.dropFirst()) : keyPath
  }

  /// A compiler type name as source writes it: the module of the target and the SDK's modules
  /// dropped, `Optional`/`Array`/`Dictionary` sugared (`Swift.Optional<FoundationEssentials.Date>`
  /// → `Date?`, `Trails.TrailEntity.Query` → `TrailEntity.Query`).
  static func typeName(_ name: String, module: String) -> String {
    var parser = TypeNameParser(text: Array(name), module: module)
    let parsed = parser.parseType()
    return parser.index == parser.text.count ? parsed : name
  }

  /// Whether a compiler argument was written, rather than a defaulted parameter the compiler lists
  /// as `NilLiteral` or `Runtime`. Exception: an explicit `nil` argument is indistinguishable from a
  /// defaulted one, and intentgen records it as `nil`; no subject writes one.
  static func isWritten(_ value: ConstValue) -> Bool {
    switch value {
    case .nilLiteral, .runtime: return false
    default: return true
    }
  }

  /// A user-visible string: a literal, or the first unlabelled argument of an initializer
  /// (`LocalizedStringResource("…", comment:)`, `IntentDescription("…", …)`), quoted.
  static func text(_ value: ConstValue) -> String {
    switch value {
    case .raw, .interpolated: return quoted(value.template ?? "")
    // Exception: a string given by a constant (`TrailStrings.endHikeTitle`, a string-catalog symbol
    // `.rateTrailTitle`) is a `MemberReference` to the compiler, which names the constant; intentgen
    // records it as non-literal, because Apple's extractor needs the literal. Same meaning.
    case .memberReference: return notALiteral
    case .initCall: return value.argument("").map(text) ?? render(value)
    default: return render(value)
    }
  }

  static func text(_ value: ModelValue) -> String {
    switch value {
    case .string(let string): return quoted(string)
    case .initializer(_, let arguments):
      return arguments.first { $0.label == nil }.map { text($0.value) } ?? render(value)
    default: return render(value)
    }
  }

  static func quoted(_ text: String) -> String { "\"\(text)\"" }

  static let notALiteral = "(not a literal)"

  /// Number and Boolean types, whose `RawLiteral`s are written unquoted.
  private static let unquotedTypes: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    "CGFloat",
  ]

  /// A value in Swift-like source form: `"text"`, `30`, `.normal`, `[.background, .foreground(.dynamic)]`,
  /// `\.$checksIn`, `Type(label: value)`. `type` is the declared type of the value, where the JSON
  /// gives it, to tell `true` from `"true"`.
  static func render(_ value: ConstValue, type: String? = nil) -> String {
    switch value {
    case .raw(let text, let ownType):
      let base = (ownType ?? type).map { baseName(typeName($0, module: "")).replacingOccurrences(of: "?", with: "") }
      return base.map(unquotedTypes.contains) == true ? text : quoted(text)
    case .interpolated:
      return quoted(value.template ?? "")
    case .enumCase(let name, let arguments):
      return "." + name + (arguments.isEmpty ? "" : "(" + render(arguments) + ")")
    case .keyPath(let path, _):
      return "\\." + path
    case .initCall(let type, let arguments):
      return typeName(type, module: "") + "(" + render(arguments.filter { isWritten($0.value) }) + ")"
    case .memberReference(let base, let member):
      // A static member of an SDK type (`IntentModes.background`) is a value, as for intentgen; one
      // of the target's own types (`TrailsFeatures.defaultCheckInMinutes`) is a constant defined
      // elsewhere, which intentgen records as non-literal (Apple's extractor rejects it).
      let sdk = ["AppIntents.", "CoreSpotlight.", "Swift.", "Foundation.", "FoundationEssentials."]
      return sdk.contains(where: base.hasPrefix) ? "." + member : notALiteral
    case .functionCall:
      return notALiteral
    case .staticFunctionCall(_, let member, let arguments):
      return "." + member + "(" + render(arguments) + ")"
    case .array(let elements):
      let elementType = type.flatMap(arrayElementType)
      return "[" + elements.map { render($0, type: elementType) }.joined(separator: ", ") + "]"
    case .tuple(let elements):
      return "(" + elements.map { render($0) }.joined(separator: ", ") + ")"
    case .dictionary(let entries):
      return "[" + entries.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "]"
    case .builder:
      return "{ builder }"
    case .nilLiteral:
      return "nil"
    case .runtime:
      // Exception: what the compiler cannot evaluate it reports as `Runtime`; intentgen keeps the
      // source text as `nonLiteral`. Both render as "not a literal".
      return notALiteral
    case .other(let kind):
      return "(\(kind))"
    }
  }

  private static func render(_ arguments: [ConstArgument]) -> String {
    arguments.map { ($0.label.isEmpty ? "" : $0.label + ": ") + render($0.value, type: $0.type) }
      .joined(separator: ", ")
  }

  /// `Swift.Array<AppIntents.LocalizedStringResource>` → `AppIntents.LocalizedStringResource`.
  private static func arrayElementType(_ type: String) -> String? {
    let prefix = "Swift.Array<"
    guard type.hasPrefix(prefix), type.hasSuffix(">") else { return nil }
    return String(type.dropFirst(prefix.count).dropLast())
  }

  static func render(_ value: ModelValue) -> String {
    switch value {
    case .string(let text): return quoted(text)
    case .integer(let text), .float(let text): return text
    case .boolean(let flag): return "\(flag)"
    case .nil: return "nil"
    case .member(let name):
      // `.orange` and `ShortcutTileColor.orange` are the same value; the compiler prints the member.
      return "." + (name.split(separator: ".").last.map(String.init) ?? name)
    case .initializer(let type, let arguments):
      let rendered = arguments.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value) }.joined(separator: ", ")
      return type + "(" + rendered + ")"
    case .array(let elements):
      return "[" + elements.map(render).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      return "[" + entries.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "]"
    case .nonLiteral:
      return notALiteral
    }
  }
}

/// Parses a compiler type name (`Swift.Optional<Swift.Array<FieldNotes.Note>>`, `(A, B)`,
/// `some P & Q`) and prints it as source writes it.
private struct TypeNameParser {
  let text: [Character]
  let module: String
  var index = 0

  init(text: [Character], module: String) {
    self.text = text
    self.module = module
  }

  static let droppedModules: Set<String> = [
    "Swift", "AppIntents", "CoreSpotlight", "Foundation", "FoundationEssentials",
  ]

  mutating func parseType() -> String {
    skipSpaces()
    if peek == "(" {
      index += 1
      var elements: [String] = []
      while index < text.count && peek != ")" {
        elements.append(parseType())
        skipSpaces()
        if peek == "," { index += 1 }
      }
      index += 1
      return "(" + elements.joined(separator: ", ") + ")"
    }
    var words: [String] = []
    while let character = peek, character.isLetter || character.isNumber || character == "_" || character == "." {
      var word = ""
      while let character = peek, character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        index += 1
      }
      words.append(word)
      if peek == "." { index += 1 }
      if word == "some" || word == "any" {
        skipSpaces()
        return word + " " + parseComposition()
      }
    }
    if let first = words.first, words.count > 1, first == module || Self.droppedModules.contains(first) {
      words.removeFirst()
    }
    var arguments: [String] = []
    if peek == "<" {
      index += 1
      while index < text.count && peek != ">" {
        arguments.append(parseType())
        skipSpaces()
        if peek == "," { index += 1 }
      }
      index += 1
    }
    let name = words.joined(separator: ".")
    switch (name, arguments.count) {
    case ("Optional", 1): return arguments[0] + "?"
    case ("Array", 1): return "[" + arguments[0] + "]"
    case ("Dictionary", 2): return "[" + arguments[0] + ": " + arguments[1] + "]"
    case (_, 0): return name
    default: return name + "<" + arguments.joined(separator: ", ") + ">"
    }
  }

  private mutating func parseComposition() -> String {
    var members = [parseType()]
    skipSpaces()
    while peek == "&" {
      index += 1
      members.append(parseType())
      skipSpaces()
    }
    return members.joined(separator: " & ")
  }

  private var peek: Character? { index < text.count ? text[index] : nil }

  private mutating func skipSpaces() {
    while peek == " " { index += 1 }
  }
}
