/// `word` mixed with `seed`, a dictionary's per-storage seed, for a key's `_rawHashValue(seed:)`:
/// their XOR times a large odd constant, the high half of the 128-bit product folded onto the
/// low one, so that every bit of the word reaches the low bits a dictionary picks its bucket by
/// (an aligned address's low bits never vary). The seed goes in before the multiply, so that
/// two dictionaries order the same keys differently, as the standard library's hash does.
///
/// For keys no input file chooses (addresses, source lines, hashes already seeded): it is no
/// defence against keys crafted to collide, which is what the standard library's SipHash is.
@inline(__always)
package func wordHash(_ word: UInt, seed: Int) -> Int {
  let product = (UInt64(word) ^ UInt64(UInt(bitPattern: seed)))
    .multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
  return Int(bitPattern: UInt(product.high ^ product.low))
}
