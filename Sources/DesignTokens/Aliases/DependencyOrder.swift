// The one depth-first walk of a dependency graph, shared by alias evaluation and group extension.
/// Visits the nodes of a dependency graph so that each comes after every node it depends on,
/// with an explicit stack (no recursion), so chains of any length are walked; each cycle met is
/// reported once, as the nodes from the repeated one to the top of the stack.
package enum DependencyOrder {
    /// Walks `dependencies` (`dependencies[node]` lists the nodes `node` depends on) from every node
    /// in index order, calling `cycle` for each cycle met and `finished` for each node once every
    /// node it depends on is finished or part of a cycle.
    package static func walk(_ dependencies: [[Int]], cycle: ([Int]) -> Void, finished: (Int) -> Void) {
        var state = [UInt8](repeating: 0, count: dependencies.count)  // 0 new, 1 on stack, 2 done
        var stackPosition = [Int](repeating: -1, count: dependencies.count)
        // One stack for every walk: it is empty again whenever a walk ends.
        var stack: [(node: Int, next: Int)] = []
        for start in dependencies.indices where state[start] == 0 {
            stack.append((start, 0))
            state[start] = 1
            stackPosition[start] = 0
            while let top = stack.last {
                if top.next < dependencies[top.node].count {
                    stack[stack.count - 1].next += 1
                    let dependency = dependencies[top.node][top.next]
                    if state[dependency] == 0 {
                        state[dependency] = 1
                        stackPosition[dependency] = stack.count
                        stack.append((dependency, 0))
                    } else if state[dependency] == 1 {
                        cycle(stack[stackPosition[dependency]...].map(\.node))
                    }
                } else {
                    stack.removeLast()
                    state[top.node] = 2
                    finished(top.node)
                }
            }
        }
    }
}
