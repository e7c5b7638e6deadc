import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

// A `ForEach` over an array reads each id from the array's storage where the id is a stored
// field of a struct element (an `Identifiable` struct's `id`, or a key path to a stored field),
// and lists the ids a call of the id on each element lists.

/// A struct whose stored `id` is not its first field.
private struct Tagged: Identifiable {
  let name: String
  let id: Int
}

/// A struct with its key nested in a stored field.
private struct Entry {
  struct Key { let shelf: Int8, code: Int }
  let title: String
  let key: Key
  var code: Int { key.code + 1 }
}

/// A struct whose stored `id` is a string.
private struct Named: Identifiable {
  let rank: Int8
  let id: String
}

/// A class with a stored `let id`: its id is in the object, not the array.
private final class Boxed: Identifiable {
  let id: Int
  init(_ id: Int) { self.id = id }
}

/// A struct whose `id` is computed.
private struct Computed: Identifiable {
  let number: Int
  var id: Int { number * 2 }
}

@MainActor @Suite struct StoredIDReadTests {
  @Test func offsetsOfStoredIDs() {
    #expect(StoredIdentity.offset(in: Tagged.self, id: Int.self) == 16)
    #expect(StoredIdentity.offset(in: Named.self, id: String.self) == 8)
    #expect(StoredIdentity.offset(in: Boxed.self, id: Int.self) == nil)
    #expect(StoredIdentity.offset(in: Computed.self, id: Int.self) == nil)
    #expect(MemoryLayout<Entry>.offset(of: \Entry.key.code) == 24)
    #expect(MemoryLayout<Entry>.offset(of: \Entry.code) == nil)
  }

  /// The ids of the rows the start realizes, in order, as the trace writes them.
  private func startIDs<V: View>(_ view: V) async throws -> [String] {
    let driver = Driver(VStack { view })
    try await driver.start()
    return try driver.finish().resolved(.identity).filter { $0.identity.contains("Text[") }
      .map { String($0.identity.split(separator: "=").last!.dropLast()) }
  }

  @Test func storedIDsAreTheElementsIDs() async throws {
    let tagged = [Tagged(name: "a", id: 4), Tagged(name: "b", id: 2), Tagged(name: "c", id: 4)]
    #expect(try await startIDs(ForEach(tagged) { Text($0.name) }) == ["4", "2", "4 (2)"])
    let ascending = (0..<3).map { Tagged(name: "\($0)", id: $0 * 5) }
    #expect(try await startIDs(ForEach(ascending) { Text($0.name) }) == ["0", "5", "10"])
    let named = [Named(rank: 1, id: "x"), Named(rank: 2, id: "y z")]
    #expect(try await startIDs(ForEach(named) { Text("\($0.rank)") }) == ["\"x\"", "\"y z\""])
    let slice = ascending[1...]
    #expect(try await startIDs(ForEach(slice) { Text($0.name) }) == ["5", "10"])
  }

  @Test func keyPathsToStoredFields() async throws {
    let entries = [8, 3].map { Entry(title: "t\($0)", key: .init(shelf: 1, code: $0)) }
    #expect(try await startIDs(ForEach(entries, id: \.key.code) { Text($0.title) }) == ["8", "3"])
    #expect(try await startIDs(ForEach(entries, id: \.code) { Text($0.title) }) == ["9", "4"])
    let repeated = try await startIDs(ForEach([7, 1, 7], id: \.self) { Text("\($0)") })
    #expect(repeated == ["7", "1", "7 (2)"])
  }

  /// Ids in objects, or computed, are computed from each element.
  @Test func otherIDsAreComputed() async throws {
    #expect(try await startIDs(ForEach([Boxed(3), Boxed(1)]) { Text("\($0.id)") }) == ["3", "1"])
    let computed = [Computed(number: 1), Computed(number: 3)]
    #expect(try await startIDs(ForEach(computed) { Text("\($0.id)") }) == ["2", "6"])
  }
}
