#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists and reads the schema files of a user folder through the C library (no Foundation).
enum SchemaFolderReader {
  /// The `*.yaml` and `*.yml` files directly in `folder`, sorted by name, with their text.
  static func files(in folder: String) -> Result<[SchemaSourceFile], SchemaCatalogError> {
    guard let directory = opendir(folder) else {
      return .failure(
        SchemaCatalogError(path: folder, line: 0, column: 0, message: "cannot read the schema folder; check 'schemas'")
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
      guard let bytes = read(path) else {
        return .failure(SchemaCatalogError(path: path, line: 0, column: 0, message: "cannot read the schema file"))
      }
      files.append(SchemaSourceFile(path: path, text: String(decoding: bytes, as: UTF8.self)))
    }
    return .success(files)
  }

  /// A file's bytes, or `nil` when it cannot be opened or read.
  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count > 0 { bytes += buffer[0..<count] }
      if count < buffer.count {
        return ferror(file) == 0 ? bytes : nil
      }
    }
  }
}
