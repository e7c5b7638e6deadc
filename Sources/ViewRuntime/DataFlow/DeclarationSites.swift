import TraceFormat

/// The sites of declarations (`file:line`, from `#fileID` and `#line` defaults), written out
/// once each. A `@State`, an `if`/`else`, a `ForEach`, an `onAppear` or a `task` is made again
/// by every evaluation of the body that declares it, and a list's rows make it from one site;
/// the trace records the site's text, which each of them asks for here rather than writing it.
@MainActor @usableFromInline
enum DeclarationSites {
  private struct Key: Hashable {
    let file: UnsafeRawPointer
    let line: UInt

    /// Hashed by the runtime's own code, as ``ObjectKey`` is: the line's bits spread over the
    /// word before it meets the address.
    func _rawHashValue(seed: Int) -> Int {
      wordHash(UInt(bitPattern: file) ^ (line &* 0xFF51_AFD7_ED55_8CCD), seed: seed)
    }
  }

  // Neither is checked for exclusive access at run time: each access ends before any other
  // code runs, and every `@State`, `ForEach` and `onAppear` of every body asks.
  @exclusivity(unchecked) private static var known: [Key: String] = [:]
  /// The site answered last: the rows of a list ask for one site one after the other, which
  /// then costs no hashing and no look-up.
  @exclusivity(unchecked) private static var last: (key: Key, site: String)?

  /// `file:line`, the same string for each call from one site.
  @usableFromInline
  static func site(_ file: StaticString, _ line: UInt) -> String {
    // A `#fileID` is a literal, held at one address for the life of the process.
    guard file.hasPointerRepresentation else { return "\(file):\(line)" }
    let key = Key(file: UnsafeRawPointer(file.utf8Start), line: line)
    // The site alone copied out of `last`, not the whole pair.
    if last?.key == key, let site = last?.site { return site }
    let site: String
    if let known = known[key] {
      site = known
    } else {
      site = "\(file):\(line)"
      known[key] = site
    }
    last = (key, site)
    return site
  }
}
