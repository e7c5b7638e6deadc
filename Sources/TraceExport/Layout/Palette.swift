/// The colours of the timeline's marks and bars, in Okabe and Ito's palette, which readers with
/// any common colour-vision deficiency tell apart: the one definition that the SVG's stylesheet
/// and the HTML page's script both draw with (the page reads them from its data). Bodies take
/// their cause's colour (``BodyCause/color``).
enum Palette {
  /// A view's time in the tree.
  static let lifetime = "#e9ecef"
  /// A view on screen.
  static let visible = "#009e73"
  static let slot = "#cc79a7"
  static let task = "#0072b2"
  static let effect = "#d55e00"
  /// Resets and cancellations: what went wrong.
  static let wrong = "#d55e00"
  static let input = "#0072b2"
  static let warning = "#f0e442"
  static let finding = "#000000"

  /// Every colour by the name the page's script knows it by.
  static let named: [(name: String, color: String)] = [
    ("lifetime", lifetime), ("visible", visible), ("slot", slot), ("task", task),
    ("effect", effect), ("wrong", wrong), ("input", input), ("warning", warning),
    ("finding", finding),
  ]
}

/// How far apart an axis's ticks stand: the one rule that the SVG's axis and the HTML page's
/// script (which redraws ticks as it zooms, and reads the rule from its data) both follow.
enum TickRule {
  /// The least distance between two ticks, in pixels.
  static let spacing = 80.0
  /// A step's leading digit: 1 below the first limit, 2 below the second, 5 below the third,
  /// else 10 (times a power of ten).
  static let limits = [1.5, 3.5, 7.5]
  static let factors: [UInt64] = [1, 2, 5, 10]
}
