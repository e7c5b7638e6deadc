import Testing

@testable import ViewRuntime

/// What the bodies of ``ContextRows`` saw as the code running: the origin and the node's path.
@MainActor private var contextsSeen: [(origin: ExecutionContext.Origin?, path: String?)] = []

/// Two rows whose bodies note the execution context they run in.
private struct ContextRows: View {
  var body: some View {
    VStack {
      ContextRow(number: 1)
      ContextRow(number: 2)
    }
  }
}

private struct ContextRow: View {
  let number: Int
  var body: some View {
    let context = ExecutionContext.current
    contextsSeen.append((context?.origin, context?.node?.path))
    return Text("Row \(number)")
  }
}

/// Pins the helpers the update loop calls closures through without forming them for a
/// nonisolated function: ``Unmanaged/withNode(_:)``, ``Node/withUnretained(_:_:)``, and the
/// execution context a body runs in. Serialized: both start the rows, which note what they saw.
@MainActor @Suite(.serialized) struct UnisolatedClosureTests {
  @Test func withNodeAndWithUnretainedGiveTheChildrenInOrder() async throws {
    let driver = Driver(ContextRows())
    try await driver.start()
    let stack = try #require(driver.host.root?.children.first)
    let paths = Node.withUnretained(stack.children) { nodes in
      nodes.map { node in node.withNode { $0.path } }
    }
    #expect(paths == stack.children.map(\.path))
    #expect(paths.count == 2)
    #expect(paths.allSatisfy { $0.contains("ContextRow") })
  }

  @Test func aBodyRunsInABodyContextOfItsNode() async throws {
    contextsSeen = []
    let driver = Driver(ContextRows())
    try await driver.start()
    let rows = try #require(driver.host.root?.children.first?.children)
    #expect(contextsSeen.map(\.origin) == [.body, .body])
    #expect(contextsSeen.map(\.path) == rows.map(\.path))
    #expect(ExecutionContext.current == nil)
  }
}
