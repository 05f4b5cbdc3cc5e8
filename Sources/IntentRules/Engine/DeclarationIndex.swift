import SwiftScan

/// The target's type declarations and extensions by qualified name, so that rules looking up a
/// type's declarations do not walk every file (which made them quadratic).
///
/// Most lints never ask (rules look declarations up only for some findings), so the table is
/// built when first asked for, once, and shared by the copies of the index.
public struct DeclarationIndex: Sendable {
  /// A declaration and the file it is in.
  public struct Entry: Sendable {
    public var declaration: Declaration
    public var file: ParsedFile
  }

  private let storage: Storage

  public init(files: [ParsedFile]) { storage = Storage(files: files) }

  /// The declaration and extensions of `typeName`, in file order.
  public func declarations(of typeName: String) -> [Entry] { storage.table.declarations(of: typeName) }

  /// The files, and their table once built.
  private final class Storage: @unchecked Sendable {
    private let files: [ParsedFile]
    private let lock = Lock()
    private var built: Table?

    init(files: [ParsedFile]) { self.files = files }

    var table: Table {
      lock.withLock {
        if let built { return built }
        let table = Table(files: files)
        built = table
        return table
      }
    }
  }

  /// Every type declaration in file order, each name's declarations chained through `next`.
  private struct Table {
    var files: [ParsedFile]
    var declarations: [Declaration] = []
    var fileIndices: [Int32] = []
    /// For each declaration, the position of the next one with its name, or -1.
    var next: [Int32] = []
    /// For each name, the positions of its first and last declaration.
    var chains: [String: (first: Int32, last: Int32)] = [:]

    init(files: [ParsedFile]) {
      self.files = files
      let estimate = files.reduce(0) { $0 + $1.declarations.count }
      chains.reserveCapacity(estimate)
      declarations.reserveCapacity(estimate)
      fileIndices.reserveCapacity(estimate)
      next.reserveCapacity(estimate)
      for (fileIndex, file) in files.enumerated() {
        collect(file.declarations, scope: "", file: Int32(fileIndex))
      }
    }

    private mutating func collect(_ members: [Declaration], scope: String, file: Int32) {
      for declaration in members {
        let kind = declaration.kind
        guard kind.isTypeLike && kind != .protocol else { continue }
        let name = kind == .extension || scope.isEmpty ? declaration.name : scope + "." + declaration.name
        let position = Int32(declarations.count)
        declarations.append(declaration)
        fileIndices.append(file)
        next.append(-1)
        // One hash lookup: the chain is updated in place (a new name starts one at `position`).
        let previous = Self.extend(&chains[name, default: (position, position)], with: position)
        if previous != position { next[Int(previous)] = position }
        let nested = declaration.members
        if !nested.isEmpty { collect(nested, scope: name, file: file) }
      }
    }

    /// Makes `position` the chain's last declaration; returns the one that was last.
    private static func extend(_ chain: inout (first: Int32, last: Int32), with position: Int32) -> Int32 {
      let previous = chain.last
      chain.last = position
      return previous
    }

    func declarations(of typeName: String) -> [Entry] {
      guard var position = chains[typeName]?.first else { return [] }
      var entries: [Entry] = []
      while position >= 0 {
        let index = Int(position)
        entries.append(Entry(declaration: declarations[index], file: files[Int(fileIndices[index])]))
        position = next[index]
      }
      return entries
    }
  }
}
