import Foundation
import IntentEmit
import IntentGenerate
import IntentModel
import IntentRules

/// A target as `lint`, `generate` and `build` read it: the configuration found for the paths,
/// the scanned sources (filtered by `included` / `excluded`), the phrase catalogs and the model.
struct LoadedTarget {
  /// Why the target could not be read (an unreadable or invalid configuration): the lines to
  /// print before exiting with status 2.
  struct Failure: Error {
    var lines: [String]
  }

  var collector: SourceCollector
  var loaded: LoadedConfiguration?
  var configuration: LintConfiguration
  var sources: ScannedSources
  var catalogs: [PhraseCatalog]
  /// Every file the paths and the configuration name: the Swift files and phrase catalogs
  /// collected (generated and excluded ones too) and the configuration file, which no output
  /// may overwrite.
  var inputs: InputFiles
  /// Phrase catalogs that could not be read.
  var catalogProblems: [ScannedSources.Problem]
  /// The text of each phrase catalog read, by path, as its columns count (`PhraseCatalog.text`).
  var catalogTexts: [String: String]
  /// The model of the sources as written, which code generation starts from.
  var sourceModel: AppIntentsModel
  /// The model with what the generated code declares (`AppIntentsModel.includingGeneratedCode`):
  /// what lint and the manifest describe.
  var model: AppIntentsModel

  /// The generation options the configuration gives.
  var generationOptions: GenerationOptions {
    GenerationOptions(deploymentTarget: configuration.deploymentTarget)
  }

  /// Loads the target a command line names (its paths, `--config` and `--module`), or prints why
  /// it cannot (to stderr) and returns `nil`: the command then exits with status 2.
  static func load(from parsed: CommandLineArguments, generatesCode: Bool = false) -> LoadedTarget? {
    switch load(
      paths: parsed.positionals,
      configPath: parsed.value(of: "--config"),
      module: parsed.value(of: "--module"),
      generatesCode: generatesCode
    ) {
    case .success(let target): return target
    case .failure(let failure):
      Console.error(failure.lines.map { $0 + "\n" }.joined())
      return nil
    }
  }

  /// Loads the configuration (`configPath`, else the nearest `.intentgen.yml`), then reads and
  /// scans `paths` and extracts the model. `module` defaults to the first directory's name.
  /// `generatesCode`: the caller generates the target's code (`build`), so the model counts all of it.
  static func load(
    paths: [String],
    configPath: String?,
    module: String?,
    generatesCode: Bool = false
  ) -> Result<LoadedTarget, Failure> {
    let collector = SourceCollector(currentDirectory: FileManager.default.currentDirectoryPath)
    let loaded: LoadedConfiguration?
    switch LintConfigurationFile.load(explicit: configPath, paths: paths, collector) {
    case .success(let configuration): loaded = configuration
    case .failure(let failure): return .failure(Failure(lines: failure.lines))
    }
    var configuration = loaded?.configuration ?? LintConfiguration()
    if let loaded {
      // Schema folders are relative to the configuration file; their errors are configuration errors.
      configuration.schemaFolders = loaded.schemaFolderPaths
      let schemaErrors = SchemaCatalog.loading(folders: configuration.schemaFolders).errors
      if !schemaErrors.isEmpty { return .failure(Failure(lines: schemaErrors.map { "\($0)" })) }
    }
    let module = module ?? ScannedSources.defaultModule(paths: paths, collector: collector)

    // One walk collects the Swift files and the phrase catalogs (named or found in directories).
    let collected = collector.collect(paths, otherNames: PhraseCatalog.fileNames)
    let catalogInputs = collected.inputs.filter { PhraseCatalog.isCatalog(path: $0.path) }
    var sources = ScannedSources(
      inputs: collected.inputs.filter { !PhraseCatalog.isCatalog(path: $0.path) },
      directoryProblems: collected.problems
    )
    if let filter = loaded?.pathFilter { sources.apply(filter, collector: collector) }
    let catalogs = PhraseCatalogLoader.load(
      catalogInputs.filter { loaded?.pathFilter.includes(collector.absolutePath($0.path)) ?? true }
    )
    let sourceModel = AppIntentsModel.extract(from: sources.files, module: module)
    return .success(
      LoadedTarget(
        collector: collector,
        loaded: loaded,
        configuration: configuration,
        sources: sources,
        catalogs: catalogs.catalogs,
        inputs: InputFiles(collected.inputs.map(\.openPath) + (loaded.map { [$0.path] } ?? []), collector: collector),
        catalogProblems: catalogs.problems,
        catalogTexts: catalogs.texts,
        sourceModel: sourceModel,
        model: sourceModel.includingGeneratedCode(
          options: GenerationOptions(deploymentTarget: configuration.deploymentTarget),
          spotlightCodeIsGenerated: generatesCode || !sources.generatedPaths.isEmpty
        )
      )
    )
  }
}

extension LoadedTarget {
  /// The target's generated files, planned from its sources for its deployment targets.
  func generate() -> GenerationResult {
    CodeGenerator.generate(sourceModel, options: generationOptions)
  }
}
