/// libFuzzer's hook for a custom mutator, found by name in every target; only the text targets
/// (JSON Lines, XML, analysis) turn it on, by ``Fuzz/mutatesValues``.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(
  _ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32
) -> Int {
  if Fuzz.mutatesValues, seed % 2 == 0,
    let size = ValueMutator.mutate(data, size: size, maxSize: maxSize, seed: seed)
  {
    return size
  }
  return libFuzzerMutate(data, size, maxSize)
}
