import FuzzSupport

// The binary reader on any bytes.
Fuzz.run { Fuzz.read($0, ext: "vtrace", salvage: false) }
