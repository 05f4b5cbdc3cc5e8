import Foundation
import SwiftScan
import XCTest

/// Scans the module interfaces (`.swiftinterface`) that ship with the Swift toolchain: several MB
/// of real, compiler-written Swift declarations — the standard library, Concurrency, Foundation
/// on Linux — with attributes and modifiers that app code rarely spells. Valid Swift, so the
/// scanner must report no diagnostic in them.
///
/// The toolchain is the one of the `swiftc` on `PATH` (`<usr>/bin/swiftc` → `<usr>/lib/swift`).
/// Skipped when it has no interfaces there (Xcode keeps them in the SDKs instead).
final class ModuleInterfaceTests: XCTestCase {
  func testToolchainInterfacesScanWithoutDiagnostics() throws {
    let interfaces = Self.toolchainInterfaces()
    guard !interfaces.isEmpty else {
      throw XCTSkip("no .swiftinterface files under the lib/swift of the swiftc on PATH")
    }
    var bytes = 0
    var declarations = 0
    var problems: [String] = []
    for url in interfaces {
      let data = try Data(contentsOf: url)
      let parsed = SourceScanner.scan(SourceFile(path: url.path, bytes: Array(data)))
      bytes += data.count
      declarations += parsed.declarations.count
      for diagnostic in parsed.diagnostics.prefix(3) {
        let location = parsed.source.location(of: diagnostic.range.lowerBound)
        problems.append("\(url.path):\(location.line):\(location.column): \(diagnostic.message)")
      }
    }
    XCTAssertEqual(problems, [], "diagnostics in valid module interfaces (at most 3 per file)")
    // The interfaces are not empty: a scanner that lost its declarations would pass the above.
    XCTAssertGreaterThan(declarations, interfaces.count * 2)
    print("scanned \(interfaces.count) module interfaces, \(bytes) bytes, \(declarations) top-level declarations")
  }

  /// Every `.swiftinterface` under the toolchain's `lib/swift`, in path order.
  static func toolchainInterfaces() -> [URL] {
    guard let compiler = SwiftCompiler.locate() else { return [] }
    let usr = compiler.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
    let library = usr.appendingPathComponent("lib/swift")
    guard let walk = FileManager.default.enumerator(at: library, includingPropertiesForKeys: nil) else { return [] }
    var found: [URL] = []
    for case let url as URL in walk where url.pathExtension == "swiftinterface" { found.append(url) }
    return found.sorted { $0.path < $1.path }
  }
}
