import SwiftScan

/// The target's type declarations and extensions by qualified name, built once per lint so that
/// rules looking up a type's declarations do not walk every file (which made them quadratic).
public struct DeclarationIndex: Sendable {
  /// A declaration and the file it is in.
  public struct Entry: Sendable {
    public var declaration: Declaration
    public var file: ParsedFile
  }

  private var entries: [String: [Entry]] = [:]

  public init(files: [ParsedFile]) {
    for file in files { collect(file.declarations, scope: "", file: file) }
  }

  private mutating func collect(_ declarations: [Declaration], scope: String, file: ParsedFile) {
    for declaration in declarations where declaration.kind.isTypeLike && declaration.kind != .protocol {
      let name =
        declaration.kind == .extension || scope.isEmpty ? declaration.name : scope + "." + declaration.name
      entries[name, default: []].append(Entry(declaration: declaration, file: file))
      collect(declaration.members, scope: name, file: file)
    }
  }

  /// The declaration and extensions of `typeName`, in file order.
  public func declarations(of typeName: String) -> [Entry] { entries[typeName] ?? [] }
}
