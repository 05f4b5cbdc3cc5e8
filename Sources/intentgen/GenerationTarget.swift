import IntentEmit
import IntentGenerate
import IntentModel

/// A target read for code generation: the model, and the options its configuration gives.
struct GenerationTarget {
  var target: LoadedTarget

  /// The generated files for the target's model and deployment targets.
  func generate() -> GenerationResult {
    CodeGenerator.generate(target.sourceModel, options: target.generationOptions)
  }

  /// Prints the generator's problems to stderr, as `path:line:column: severity: message`.
  func printDiagnostics(_ result: GenerationResult) {
    let lines = result.diagnostics.map { DiagnosticFormatter.format($0) + "\n" }
    if !lines.isEmpty { Console.error(lines.joined()) }
  }
}
