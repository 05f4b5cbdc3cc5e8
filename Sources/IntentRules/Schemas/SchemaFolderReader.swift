#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists and reads the schema files of a user folder through the C library (no Foundation).
enum SchemaFolderReader {
  /// Why a file could not be read: the `errno` of the failing call.
  struct ReadFailure: Error {
    var code: Int32
  }

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
      switch read(path) {
      case .success(let bytes?):
        files.append(SchemaSourceFile(path: path, text: String(decoding: bytes, as: UTF8.self)))
      case .success(nil):
        continue
      case .failure(let failure):
        let reason = String(cString: strerror(failure.code))
        return .failure(
          SchemaCatalogError(path: path, line: 0, column: 0, message: "cannot read the schema file: \(reason)")
        )
      }
    }
    return .success(files)
  }

  /// The bytes of the regular file at `path` (through symbolic links); nil for anything else; the
  /// `errno` when it cannot be examined, opened or read (a dangling link: `ENOENT`).
  static func read(_ path: String) -> Result<[UInt8]?, ReadFailure> {
    var status = stat()
    guard stat(path, &status) == 0 else { return .failure(ReadFailure(code: errno)) }
    guard (status.st_mode & S_IFMT) == S_IFREG else { return .success(nil) }
    // Non-blocking, and checked again once open: the entry may have been replaced by a FIFO since.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(ReadFailure(code: errno)) }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { return .failure(ReadFailure(code: errno)) }
    guard (status.st_mode & S_IFMT) == S_IFREG else { return .success(nil) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += buffer[0..<count]
      } else if count == 0 {
        return .success(bytes)
      } else if errno != EINTR {
        return .failure(ReadFailure(code: errno))
      }
    }
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Glibc.read(descriptor, buffer, count)
    #endif
  }
}
