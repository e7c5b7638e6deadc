@_spi(SwiftUI) import Observation
import Testing

@testable import ViewRuntime

// An access list's entries are read where Observation keeps them (`AccessEntry`), and a list
// that reads what the last one read is given the entries answered then, not a copy of its own
// (`SharedObservations.entries(of:)`).

@Observable private final class Gauge {
  var level = 0
  var label = "gauge"
}

@MainActor @Suite struct AccessListReaderTests {
  @Test func anAccessListsEntriesAreReadInPlaceByModel() throws {
    let (a, b) = (Gauge(), Gauge())
    #expect(AccessListReader.entriesOffset != nil)
    let list = try Self.list {
      _ = a.level
      _ = a.label
      _ = b.level
    }
    let idA = try #require(AccessListReader.contextID(of: a))
    let idB = try #require(AccessListReader.contextID(of: b))
    #expect(
      AccessListReader.entries(of: list) == [
        idA: [\Gauge.level, \Gauge.label], idB: [\Gauge.level],
      ])
  }

  @Test func aListReadsTheSameOnlyWithTheSamePropertiesOfTheSameModels() throws {
    let (a, b) = (Gauge(), Gauge())
    let known = AccessListReader.entries(of: try Self.list { _ = a.level })
    #expect(AccessListReader.reads(try Self.list { _ = a.level }, sameAs: known))
    #expect(!AccessListReader.reads(try Self.list { _ = a.label }, sameAs: known))
    #expect(!AccessListReader.reads(try Self.list { _ = b.level }, sameAs: known))
    let both = try Self.list {
      _ = a.level
      _ = b.level
    }
    #expect(!AccessListReader.reads(both, sameAs: known))
    #expect(!AccessListReader.reads(nil, sameAs: known))
    #expect(AccessListReader.reads(nil, sameAs: [:]))
  }

  @Test func aListThatReadsTheSameAsTheLastIsGivenItsEntries() throws {
    let (a, b) = (Gauge(), Gauge())
    let observations = SharedObservations()
    let first = observations.entries(of: try Self.list { _ = a.level })
    let again = observations.entries(of: try Self.list { _ = a.level })
    let other = observations.entries(of: try Self.list { _ = b.level })
    let idA = try #require(AccessListReader.contextID(of: a))
    let idB = try #require(AccessListReader.contextID(of: b))
    #expect(first == [idA: [\Gauge.level]])
    #expect(again == first && Self.storage(of: again) == Self.storage(of: first))
    #expect(other == [idB: [\Gauge.level]])
  }

  /// The access list of a scope that runs `reads`, which must read something.
  private static func list(_ reads: () -> Void) throws -> ObservationTracking._AccessList {
    try #require(ObservationScope.collect(reads)?.list)
  }

  /// The address of a dictionary's storage.
  private static func storage(of entries: [ObjectIdentifier: Set<AnyKeyPath>]) -> UnsafeRawPointer {
    unsafeBitCast(entries, to: UnsafeRawPointer.self)
  }
}
