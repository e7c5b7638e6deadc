import Testing

@testable import ViewRuntime

private final class Object {}

/// The runtime's own dictionary keys (``ObjectKey``, ``TextKey``): equal keys hash alike under
/// every seed, unequal ones spread over the low bits a dictionary picks its bucket by, and a
/// dictionary keyed by them finds what it holds.
@Suite struct HashKeyTests {
  private let seeds = [0, 1, -1, 0x5bd1_e995, Int.max, Int.min]

  @Test func objectKeysOfOneObjectHashAlikeUnderEverySeed() {
    let object = Object()
    for seed in seeds {
      #expect(
        ObjectKey(object)._rawHashValue(seed: seed)
          == ObjectKey(ObjectIdentifier(object))._rawHashValue(seed: seed))
    }
  }

  @Test func objectKeysOfNeighbouringObjectsSpreadOverTheLowBits() {
    // Objects allocated one after another: aligned addresses a few words apart, whose own low
    // bits never vary.
    let objects = (0..<1024).map { _ in Object() }
    for seed in seeds {
      let buckets = Set(objects.map { ObjectKey($0)._rawHashValue(seed: seed) & 1023 })
      #expect(buckets.count > 550, "seed \(seed): \(buckets.count) of 1024 buckets")
    }
  }

  @Test func aSeedReordersTheBuckets() {
    let objects = (0..<64).map { _ in Object() }
    let first = objects.map { ObjectKey($0)._rawHashValue(seed: 1) & 63 }
    let second = objects.map { ObjectKey($0)._rawHashValue(seed: 2) & 63 }
    #expect(first != second)
  }

  @Test func aDictionaryOfObjectKeysFindsEveryObject() {
    let objects = (0..<10_000).map { _ in Object() }
    var numbers: [ObjectKey: Int] = [:]
    for (number, object) in objects.enumerated() { numbers[ObjectKey(object)] = number }
    #expect(numbers.count == objects.count)
    for (number, object) in objects.enumerated() { #expect(numbers[ObjectKey(object)] == number) }
    #expect(numbers[ObjectKey(Object())] == nil)
  }

  @Test func textKeysAreToldApartByTheirBytes() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(composed == decomposed)
    #expect(TextKey(composed) != TextKey(decomposed))
    #expect(TextKey(composed) == TextKey("caf" + "\u{E9}"))
    for seed in seeds {
      #expect(
        TextKey(composed)._rawHashValue(seed: seed)
          == TextKey(String("xcaf\u{E9}".dropFirst()))._rawHashValue(seed: seed))
    }
  }

  @Test func aDictionaryOfTextKeysFindsEveryText() {
    // Small strings (stored inline) and long ones, which share their first bytes.
    let texts = (0..<5_000).map { "Model.property\($0)" } + (0..<5_000).map { "M.p\($0)" }
    var numbers: [TextKey: Int] = [:]
    for (number, text) in texts.enumerated() { numbers[TextKey(text)] = number }
    #expect(numbers.count == texts.count)
    for (number, text) in texts.enumerated() { #expect(numbers[TextKey(text)] == number) }
    #expect(numbers[TextKey("Model.property")] == nil)
  }
}
