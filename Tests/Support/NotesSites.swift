/// The sites of the notes demo's `NoteListScreen` (Sources/DemoApps/Notes/NotesScreens.swift)
/// that the `notes-refresh-flicker` finding names, read from the screen's source.
public enum NotesSites {
  /// The `if store.isRefreshing` that swaps the list out.
  public static let branch = site("if store.isRefreshing")
  /// The list's `.task` that loads the notes.
  public static let task = site(".task { await store.loadAndListen() }")
  /// The list's `.refreshable`.
  public static let refresh = site(".refreshable { await store.refresh() }")

  static func site(_ text: String) -> String {
    SourceSite.of(text, in: "DemoApps/NotesScreens.swift", after: "struct NoteListScreen:")
  }
}
