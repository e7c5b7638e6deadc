import TraceFormat

/// A small, fast JSON writer into bytes. Strings are escaped so that the output is also safe
/// inside an HTML `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are written as `\uXXXX`.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

  /// Appends `text` as is; it must be valid JSON punctuation or a literal.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `"key":`.
  mutating func key(_ key: StaticString) {
    bytes.append(UInt8(ascii: "\""))
    raw(key)
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
  }

  /// Appends `string` as a JSON string literal, safe inside `<script>`.
  mutating func string(_ string: String) {
    JSONString.append(string, scriptSafe: true, to: &bytes)
  }

  /// Appends `values` as a JSON array of strings.
  mutating func strings(_ values: [String]) {
    raw("[")
    for (i, value) in values.enumerated() {
      if i > 0 { raw(",") }
      string(value)
    }
    raw("]")
  }

  /// Appends `values` as a JSON array of numbers.
  mutating func numbers<T: BinaryInteger>(_ values: [T]) {
    raw("[")
    for (i, value) in values.enumerated() {
      if i > 0 { raw(",") }
      number(value)
    }
    raw("]")
  }

  /// Appends a finite number with the digits Swift prints for it, e.g. `1.5` or `80.0`.
  mutating func decimal(_ value: Double) {
    precondition(value.isFinite, "JSON has no \(value)")
    bytes.append(contentsOf: Array(value.description.utf8))
  }

  /// Appends a whole number of at most 64 bits.
  mutating func number<T: BinaryInteger>(_ value: T) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var v = UInt64(truncatingIfNeeded: value.magnitude)
    guard v >= 10 else {
      bytes.append(UInt8(ascii: "0") + UInt8(v))
      return
    }
    // Digits from the right into a buffer on the stack: pages hold millions of numbers.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var i = 20
      repeat {
        i -= 1
        digits[i] = UInt8(ascii: "0") + UInt8(v % 10)
        v /= 10
      } while v > 0
      bytes.append(contentsOf: digits[i...])
    }
  }

  /// Once it holds at least `threshold` bytes, hands what was written to `take` and forgets it,
  /// so that a long text need not be held whole.
  mutating func drain(atLeast threshold: Int = 1 << 20, into take: ([UInt8]) -> Void) {
    guard bytes.count >= threshold else { return }
    take(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends `thousandths / 1000` with three decimals, e.g. microseconds from nanoseconds.
  mutating func thousandths(_ value: UInt64) {
    number(value / 1000)
    let rest = value % 1000
    guard rest != 0 else { return }
    bytes.append(UInt8(ascii: "."))
    bytes.append(UInt8(ascii: "0") + UInt8(rest / 100))
    bytes.append(UInt8(ascii: "0") + UInt8(rest / 10 % 10))
    bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
  }
}
