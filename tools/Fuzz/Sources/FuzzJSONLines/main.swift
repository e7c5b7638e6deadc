import FuzzSupport

// The JSON Lines reader, strict then salvaging, on any bytes; field values mutated too.
Fuzz.mutatesValues = true
Fuzz.run { bytes in
  Fuzz.read(bytes, ext: "jsonl", salvage: false)
  Fuzz.read(bytes, ext: "jsonl", salvage: true)
}
