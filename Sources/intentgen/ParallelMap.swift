import Dispatch

/// Transforms every element on all cores with `DispatchQueue.concurrentPerform` and returns the
/// results in the elements' order, whichever thread finished first.
func parallelMap<Element: Sendable, Result: Sendable>(
  _ elements: [Element],
  _ transform: @Sendable (Element) -> Result
) -> [Result] {
  let slots = ResultSlots<Result>(count: elements.count)
  DispatchQueue.concurrentPerform(iterations: elements.count) { index in
    slots.store(transform(elements[index]), at: index)
  }
  return slots.results()
}

/// Storage for results written by concurrent iterations, each to its own index.
///
/// Unchecked sendability is sound because every index is written by exactly one iteration and read
/// only after `concurrentPerform` has returned.
private final class ResultSlots<Result>: @unchecked Sendable {
  private let storage: UnsafeMutableBufferPointer<Result?>

  init(count: Int) {
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil)
  }

  deinit {
    storage.deinitialize()
    storage.deallocate()
  }

  func store(_ result: Result, at index: Int) {
    storage[index] = result
  }

  func results() -> [Result] {
    storage.compactMap { $0 }
  }
}
