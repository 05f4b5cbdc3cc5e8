import IntentModel
import SwiftScan

/// A lint rule: a description (id, documentation, examples) and a check over the whole target.
///
/// Rules are values in their own files under `Rules/`, listed once in `RuleRegistry.builtIn`.
/// They see the whole target's model, so cross-file checks are ordinary.
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  init()
  /// The violations in `context`, at the rule's default severity (the linter applies the
  /// configured one and the suppression comments).
  func validate(_ context: LintContext) -> [Violation]
}

extension Rule {
  /// A violation of this rule at its default severity.
  public func violation(at location: ModelLocation, _ message: String) -> Violation {
    Violation(
      ruleID: Self.description.identifier,
      severity: Self.description.defaultSeverity,
      location: location,
      message: message
    )
  }
}

/// What a rule sees: the target's model, its parsed files, its phrase catalogs and the configuration.
public struct LintContext: Sendable {
  /// The target as it compiles: its sources plus what intentgen's generated code declares.
  public var model: AppIntentsModel
  /// The model of the sources alone (generated files are never read), which code generation
  /// plans from; the same as `model` when nothing is generated.
  public var sourceModel: AppIntentsModel
  public var files: [ParsedFile]
  /// The files by path (the first of two files with one path), built once for all rules.
  public var filesByPath: [String: ParsedFile]
  public var configuration: LintConfiguration
  /// The files' type declarations by qualified name.
  public var declarations: DeclarationIndex
  /// The model's intents, entities and enums by name, built once for all rules.
  public var lookup: ModelLookup
  /// The target's `AppShortcuts.strings` and `AppShortcuts.xcstrings` files.
  public var phraseCatalogs: [PhraseCatalog]
  /// The schema catalog (bundled, plus the configured folders), loaded once; nil when the target
  /// adopts no schema, so that the schema rules have nothing to do.
  public var schemaCatalog: SchemaCatalog?
  /// What the code generation planners report for `sourceModel`, sorted; planned once for the
  /// generation rules (`generated_query_conflict`, `code_generation`).
  public var generationProblems: [ModelDiagnostic]

  public init(
    model: AppIntentsModel,
    files: [ParsedFile],
    configuration: LintConfiguration,
    phraseCatalogs: [PhraseCatalog] = [],
    sourceModel: AppIntentsModel? = nil
  ) {
    self.model = model
    self.sourceModel = sourceModel ?? model
    self.generationProblems = GenerationSupport.diagnostics(of: sourceModel ?? model)
    self.files = files
    var byPath: [String: ParsedFile] = [:]
    byPath.reserveCapacity(files.count)
    for file in files where byPath[file.source.path] == nil { byPath[file.source.path] = file }
    self.filesByPath = byPath
    self.configuration = configuration
    self.phraseCatalogs = phraseCatalogs
    self.declarations = DeclarationIndex(files: files)
    self.lookup = ModelLookup(model)
    self.schemaCatalog =
      SchemaRuleSupport.hasAdoptions(model) ? SchemaRuleSupport.catalog(for: configuration) : nil
  }
}
