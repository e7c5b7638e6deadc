/// A trace time or duration in nanoseconds as text, in the one style every surface uses (the
/// CLI, SVG, HTML and the findings): the value rounded to a precision the caller asks for, in the
/// unit its magnitude calls for (ns, µs, ms, s), with the decimals that precision gives.
///
/// The HTML viewer formats its zoomed axis ticks by the same rule in JavaScript (`traceTime` in
/// Sources/TraceExport/HTML/viewer.js); a test holds the two to the same results.
public enum TraceTime {
  /// An instant (or the span between two) to the microsecond, its decimals kept so that a column
  /// lines up: `0 µs`, `17 µs`, `300.003 ms`, `1.500007 s`.
  public static func exact(_ nanoseconds: UInt64) -> String {
    text(nanoseconds, resolution: 1_000, trim: false)
  }

  /// A duration to three significant digits: `850 ns`, `1.23 µs`, `12.3 ms`, `1.5 s`.
  public static func duration(_ nanoseconds: UInt64) -> String {
    var resolution: UInt64 = 1
    while nanoseconds / resolution >= 1_000 { resolution *= 10 }
    return text(nanoseconds, resolution: resolution, trim: true)
  }

  /// An axis label for a multiple of `step`, as precise as the step needs: with a step of 250 ms,
  /// `0 ms`, `250 ms`, `1.25 s`, `2 s`.
  public static func tick(_ nanoseconds: UInt64, step: UInt64) -> String {
    var resolution: UInt64 = 1
    while step > 0, step % (resolution * 10) == 0, resolution < 1_000_000_000_000 {
      resolution *= 10
    }
    return text(nanoseconds, resolution: resolution, trim: true)
  }

  /// The rule. `nanoseconds` rounded to a multiple of `resolution` (a power of ten), in the
  /// largest of ns, µs, ms and s that is at most the rounded value (or the resolution, for 0),
  /// with as many decimals as the resolution resolves in that unit; trailing zeros dropped when
  /// `trim`.
  public static func text(_ nanoseconds: UInt64, resolution: UInt64, trim: Bool) -> String {
    let half = resolution / 2
    let (sum, overflow) = nanoseconds.addingReportingOverflow(half)
    let value = (overflow ? nanoseconds : sum) / resolution * resolution
    let (unit, name) = units.last { $0.scale <= max(value, resolution) } ?? units[0]
    var decimals = 0
    var step = resolution
    while step < unit { (step, decimals) = (step * 10, decimals + 1) }
    var text = String(value / unit)
    if decimals > 0 {
      let fraction = String((value % unit) / resolution)
      var digits = String(repeating: "0", count: decimals - fraction.count) + fraction
      if trim { while digits.last == "0" { digits.removeLast() } }
      if !digits.isEmpty { text += "." + digits }
    }
    return text + " " + name
  }

  private static let units: [(scale: UInt64, name: String)] = [
    (1, "ns"), (1_000, "µs"), (1_000_000, "ms"), (1_000_000_000, "s"),
  ]
}
