import FuzzSupport

// A JSON Lines trace read (salvaging), analysed and exported in every format; values mutated.
Fuzz.mutatesValues = true
Fuzz.run { Fuzz.analyse($0, ext: "jsonl") }
