import IntentFileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists and reads the schema files of a user folder through the C library (no Foundation).
enum SchemaFolderReader {
  /// The `*.yaml` and `*.yml` regular files directly in `folder` (through symbolic links), sorted by
  /// name, with their text. Other entries with those names — directories, FIFOs, devices such as a
  /// link to `/dev/zero` — are skipped: reading them could block or never end.
  static func files(in folder: String) -> Result<[SchemaSourceFile], SchemaCatalogError> {
    guard let directory = opendir(folder) else {
      let reason = String(cString: strerror(errno))
      return .failure(
        SchemaCatalogError(
          path: folder,
          line: 0,
          column: 0,
          message: "cannot read the schema folder: \(reason); check 'schemas'"
        )
      )
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { names.append(name) }
    }
    var files: [SchemaSourceFile] = []
    for name in names.sorted() {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      switch FileReader.readRegularFile(path) {
      case .success(let bytes?):
        files.append(SchemaSourceFile(path: path, text: String(decoding: bytes, as: UTF8.self)))
      case .success(nil):
        continue
      case .failure(let failure):
        return .failure(
          SchemaCatalogError(path: path, line: 0, column: 0, message: "cannot read the schema file: \(failure.reason)")
        )
      }
    }
    return .success(files)
  }
}
