import Foundation
import StubToolchain

extension StubBuild {
  /// Runs the const-value extraction the way Xcode does: the driver's `-emit-const-values`, one
  /// `.swiftconstvalues` file per source file through an output file map, and the protocol list
  /// passed to the frontend. All files of the module are compiled in one `swiftc` call.
  func constValues(files: [String], module: String) throws -> ConstValues {
    let outputDirectory = directory.appendingPathComponent("constvalues-\(module)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: outputDirectory) }
    var outputFileMap: [String: [String: String]] = [:]
    for file in files {
      let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      outputFileMap[file] = ["const-values": outputDirectory.appendingPathComponent("\(name).swiftconstvalues").path]
    }
    let mapURL = outputDirectory.appendingPathComponent("output-file-map.json")
    try JSONSerialization.data(withJSONObject: outputFileMap).write(to: mapURL)
    let output = try compiler.run(
      ["-typecheck", "-swift-version", "6", "-module-name", module, "-I", directory.path]
        + files
        + [
          "-emit-const-values", "-output-file-map", mapURL.path,
          "-Xfrontend", "-const-gather-protocols-file",
          "-Xfrontend", directory.appendingPathComponent("const-gather-protocols.json").path,
        ],
      in: directory
    )
    guard output.status == 0 else {
      throw StubBuildFailure.failed("const-value extraction of \(module) failed:\n\(output.stderr)")
    }
    var values = ConstValues()
    for file in outputFileMap.values.compactMap({ $0["const-values"] }).sorted() {
      let name = URL(fileURLWithPath: file).lastPathComponent
      let list = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
      guard let types = list as? [[String: Any]] else {
        throw StubBuildFailure.failed("\(name) is not a JSON array of objects")
      }
      if types.isEmpty { values.emptyFiles.append(name) }
      for type in types {
        guard type["typeName"] is String else { throw StubBuildFailure.failed("a type in \(name) has no typeName") }
        values.add(type)
      }
    }
    return values
  }
}
