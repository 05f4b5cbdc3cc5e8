/// The App Intents conformances an inheritance clause entry implies, by the entry's text: every
/// recognized protocol (also written `AppIntents.Name` or `AppIntents::Name`) and each of the target's protocols that
/// refines some.
///
/// Every inheritance entry of every type of the target is looked up, and nearly all of them
/// (`Codable`, `Identifiable`…) are not found: a lookup hashes the text as written, a few
/// multiplications, and only an entry with generic arguments, spaces, dots or colons is normalized
/// (`TypeIndex.baseName`) and looked up again.
struct ConformanceTable {
  private var names: [String] = []
  private var values: [ImpliedConformances] = []
  private var numbers = NameTable()

  /// The recognized protocols.
  init() {
    for (name, implied) in AppIntentsProtocol.implied.sorted(by: { $0.key < $1.key }) {
      insert(name, implied)
      insert("AppIntents." + name, implied)
      insert("AppIntents::" + name, implied)
    }
  }

  /// Adds `name` unless it is already in the table (a recognized protocol is never replaced by a
  /// target protocol of the same name).
  mutating func insert(_ name: String, _ implied: ImpliedConformances) {
    let tag = NameTable.tag(name)
    guard numbers.number(tag: tag, isName: { names[Int($0)] == name }) == nil else { return }
    names.append(name)
    values.append(implied)
    numbers.insert(tag: tag, number: Int32(names.count - 1))
  }

  /// The conformances `written` implies, or `nil` if none.
  func conformances(ofInherited written: String) -> ImpliedConformances? {
    if let number = numbers.number(of: written, isName: { names[Int($0)] == written }) {
      return values[Int(number)]
    }
    guard TypeIndex.needsNormalizing(written) else { return nil }
    let name = TypeIndex.baseName(of: written)
    return numbers.number(of: name) { names[Int($0)] == name }.map { values[Int($0)] }
  }
}
