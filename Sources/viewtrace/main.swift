import DemoApps
import Foundation
import ViewTraceKit

#if canImport(Glibc)
  import Glibc

  // glibc raises its threshold for mapping a block on its own each time it frees a mapped one,
  // so the analyzer's and exporters' big arrays, grown by doubling, end up in the heap among
  // small blocks, and what they free there stays resident. A fixed threshold maps every block
  // of 1 MiB or more alone and unmaps it when freed: a 10^7-event export peaks lower
  // (docs/security-and-limits.md, tools/Benchmarks/README.md). `mallopt` is declared in
  // <malloc.h>, which the Glibc module leaves out, so it is found by name; -3 is
  // M_MMAP_THRESHOLD.
  if let mallopt = dlsym(nil, "mallopt") {
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(-3, 1 << 20)
  }
#endif

// The built-in catalog on the scenario tool every package gets, with the demo of its own.
exit(
  await ScenarioTool.run(
    Array(CommandLine.arguments.dropFirst()), registry: ScenarioCatalog.registry,
    toolName: "viewtrace", summary: "record, inspect and explain view-tree update traces.",
    commands: [demoCommand]))
