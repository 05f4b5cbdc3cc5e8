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
  /// The position of the first argument with `label`. A position, not the argument: an argument
  /// taken out of the array is copied, its label, value and components retained and released.
  func firstIndex(labelled label: String) -> Int? {
    firstIndex { $0.label?.isSpelled(label) == true }
  }
}
