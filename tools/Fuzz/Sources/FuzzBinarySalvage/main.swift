import FuzzSupport

// The binary reader with --salvage on any bytes.
Fuzz.run { Fuzz.read($0, ext: "vtrace", salvage: true) }
