import StubToolchain
import XCTest

extension StubBuild {
  /// Type-checks `sources` with the `generated` files against the stubs as module `module`, and
  /// fails when they do not compile or when the compiler warns about a generated file.
  func assertGeneratedCodeTypeChecks(
    sources: [String],
    generated: [String],
    module: String,
    label: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let output = try typeCheck(files: sources + generated, module: module)
    XCTAssertEqual(
      output.status,
      0,
      "\(label): the generated code does not type-check:\n\(output.stderr)",
      file: file,
      line: line
    )
    let warnings = output.stderr.split(separator: "\n").filter { line in
      line.contains("warning:") && generated.contains { line.hasPrefix($0) }
    }
    XCTAssertEqual(warnings, [], "\(label): warnings in generated code", file: file, line: line)
  }
}
