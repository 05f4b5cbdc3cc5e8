/// For every node of a directed graph, the union of the sets of the nodes it reaches (itself
/// included) — what each of a target's protocols refines, through the protocols it inherits
/// from, with cycles.
///
/// Strongly connected components are found with Tarjan's algorithm on an explicit stack (the
/// depth of an inheritance chain is the input's to choose), and each component is resolved once,
/// after every component it reaches: linear in nodes and edges, times the size of the sets.
enum InheritedUnion {
  /// `successors[node]` are the nodes `node` inherits from; `own[node]` is its own set.
  static func resolve<Element: Hashable>(own: [Set<Element>], successors: [[Int]]) -> [Set<Element>] {
    let count = own.count
    var order = Array(repeating: -1, count: count)
    var lowest = Array(repeating: 0, count: count)
    var component = Array(repeating: -1, count: count)
    var result = Array(repeating: Set<Element>(), count: count)
    var open: [Int] = []
    var isOpen = Array(repeating: false, count: count)
    var visits = 0
    var components = 0
    for root in 0..<count where order[root] < 0 {
      // The path being walked: each node with the index of its next successor to visit.
      var path: [(node: Int, next: Int)] = []
      func enter(_ node: Int) {
        order[node] = visits
        lowest[node] = visits
        visits += 1
        open.append(node)
        isOpen[node] = true
        path.append((node, 0))
      }
      enter(root)
      while let (node, next) = path.last {
        if next < successors[node].count {
          path[path.count - 1].next += 1
          let successor = successors[node][next]
          if order[successor] < 0 {
            enter(successor)
          } else if isOpen[successor] {
            lowest[node] = min(lowest[node], order[successor])
          }
          continue
        }
        path.removeLast()
        if let parent = path.last?.node { lowest[parent] = min(lowest[parent], lowest[node]) }
        guard lowest[node] == order[node] else { continue }
        // `node` roots a component: its members are the open nodes down to it.
        var members: [Int] = []
        while let member = open.popLast() {
          isOpen[member] = false
          component[member] = components
          members.append(member)
          if member == node { break }
        }
        var union = Set<Element>()
        for member in members {
          union.formUnion(own[member])
          for successor in successors[member] where component[successor] != components {
            union.formUnion(result[successor])
          }
        }
        for member in members { result[member] = union }
        components += 1
      }
    }
    return result
  }
}
