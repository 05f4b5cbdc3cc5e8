import XCTest

@testable import IntentModel

/// `InheritedUnion` against the definition it computes — each node's set joined with those of the
/// nodes it reaches — on random graphs with cycles, and protocols that refine App Intents
/// protocols through chains and cycles of the target's own.
final class InheritedUnionTests: XCTestCase {
  func testAgreesWithAWalkFromEveryNode() {
    var random = SeededRandom(seed: 5)
    for round in 0..<300 {
      let count = 1 + random.next(round < 150 ? 8 : 40)
      let own = (0..<count).map { _ in random.next(3) == 0 ? Set([random.next(6)]) : [] }
      let successors = (0..<count).map { _ in (0..<random.next(4)).map { _ in random.next(count) } }
      let resolved = InheritedUnion.resolve(own: own, successors: successors)
      for node in 0..<count {
        var reached: Set<Int> = [node]
        var pending = [node]
        while let next = pending.popLast() {
          for successor in successors[next] where reached.insert(successor).inserted { pending.append(successor) }
        }
        XCTAssertEqual(resolved[node], reached.reduce(into: Set<Int>()) { $0.formUnion(own[$1]) }, "round \(round)")
      }
    }
  }

  func testProtocolsRefineThroughChainsAndCycles() {
    let model = extract([
      "Protocols.swift": """
      import AppIntents
      protocol Base: AppIntent {}
      protocol Middle: Base {}
      protocol Top: Middle {}
      protocol Loop1: Loop2, Base {}
      protocol Loop2: Loop1 {}
      protocol Alone: Loop3 {}
      protocol Loop3: Alone {}
      """,
      "Intents.swift": """
      import AppIntents
      struct ChainIntent: Top {
        static let title: LocalizedStringResource = "Chain"
        func perform() async throws -> some IntentResult { .result() }
      }
      struct LoopIntent: Loop2 {
        static let title: LocalizedStringResource = "Loop"
        func perform() async throws -> some IntentResult { .result() }
      }
      struct NotAnIntent: Loop3 {}
      """,
    ])
    XCTAssertEqual(model.intents.map(\.name).sorted(), ["ChainIntent", "LoopIntent"])
  }

  /// A chain as long as the input: resolved without recursion, in linear time.
  func testALongChainOnASmallStack() {
    let count = 20_000
    var source = "import AppIntents\nprotocol P\(count): AppIntent {}\n"
    for index in 0..<count { source += "protocol P\(index): P\(index + 1) {}\n" }
    source += """
      struct Far: P0 {
        static let title: LocalizedStringResource = "Far"
        func perform() async throws -> some IntentResult { .result() }
      }
      """
    let text = source
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      XCTAssertEqual(extract(["Chain.swift": text]).intents.map(\.name), ["Far"])
      done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    XCTAssertEqual(done.wait(timeout: .now() + 120), .success, "resolving the chain did not finish")
  }
}
