/// A structure-aware mutation for text formats (JSON Lines, XML): replaces one number in the
/// input with a value at an edge (0, 1, 2^31, 2^32, 2^63, 2^64 − 1 and their neighbours), or
/// with a nearby value, so that the fuzzer tries field values and not only bytes. The overflow
/// traps of issue 15 came from values, not from byte flips.
public enum ValueMutator {
  static let edges: [String] = [
    "0", "1", "2", "127", "128", "255", "256", "65535", "65536", "2147483647", "2147483648",
    "4294967295", "4294967296", "9223372036854775807", "9223372036854775808",
    "18446744073709551614", "18446744073709551615", "18446744073709551616", "-1",
  ]

  /// Mutates `data[0..<size]` in place (room for `maxSize` bytes) and returns the new size, or nil
  /// when the input holds no number.
  public static func mutate(
    _ data: UnsafeMutablePointer<UInt8>, size: Int, maxSize: Int, seed: UInt32
  ) -> Int? {
    // libFuzzer's seed is random already: its digits, each in the radix of one choice, make the
    // choices (their product stays far below 2^32 for the inputs fuzz.sh allows).
    var digits = seed
    func pick(_ count: Int) -> Int {
      defer { digits /= UInt32(count) }
      return Int(digits % UInt32(count))
    }
    var numbers: [Range<Int>] = []
    var i = 0
    while i < size {
      if data[i] >= 0x30 && data[i] <= 0x39 {
        let start = i
        while i < size && data[i] >= 0x30 && data[i] <= 0x39 { i += 1 }
        numbers.append(start..<i)
      } else {
        i += 1
      }
    }
    guard !numbers.isEmpty else { return nil }
    let target = numbers[pick(numbers.count)]
    let replacement: [UInt8]
    if pick(4) == 0 {
      // A neighbour of the current value: off by one either way, or doubled.
      let old =
        UInt64(
          String(
            decoding: UnsafeBufferPointer(start: data + target.lowerBound, count: target.count),
            as: UTF8.self)) ?? 0
      let choices = [old &+ 1, old &- 1, old &* 2, old / 2]
      replacement = Array(String(choices[pick(4)]).utf8)
    } else {
      replacement = Array(edges[pick(edges.count)].utf8)
    }
    let newSize = size - target.count + replacement.count
    guard newSize <= maxSize else { return nil }
    let tail = Array(
      UnsafeBufferPointer(start: data + target.upperBound, count: size - target.upperBound))
    (data + target.lowerBound).update(from: replacement, count: replacement.count)
    (data + target.lowerBound + replacement.count).update(from: tail, count: tail.count)
    return newSize
  }
}

@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int
