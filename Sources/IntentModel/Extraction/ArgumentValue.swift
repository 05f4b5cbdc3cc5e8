/// An argument of an attribute (`@Parameter(title: "Note", default: 3)`) as the extractors read
/// it: its label, its value, where it is written, and for a key path (`indexingKey: \.title`)
/// its components.
struct ArgumentValue: Equatable {
  var label: String?
  var value: ModelValue
  var range: Range<Int>
  var keyPathComponents: [String]?
}

extension [ArgumentValue] {
  /// The first argument with `label`.
  func first(labelled label: String) -> ArgumentValue? {
    first { $0.label == label }
  }
}
