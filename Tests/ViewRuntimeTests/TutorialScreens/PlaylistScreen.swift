import ViewRuntime

/// A playlist: an `EditButton` in the toolbar switches the stack's edit mode, and each row
/// reads `@Environment(\.editMode)` to show a drag handle while editing.
struct PlaylistScreen: View {
  @State private var songs = ["Intro", "Blue", "Coda"]

  var body: some View {
    NavigationStack {
      List {
        ForEach(songs, id: \.self) { song in
          SongRow(title: song)
        }
        .onDelete { songs.remove(atOffsets: $0) }
        .onMove { songs.move(fromOffsets: $0, toOffset: $1) }
      }
      .navigationTitle("Playlist")
      .toolbar {
        EditButton()
      }
    }
  }
}

struct SongRow: View {
  let title: String
  @Environment(\.editMode) private var editMode

  var body: some View {
    HStack {
      Text(title)
      Spacer()
      if editMode?.wrappedValue.isEditing == true {
        Image(systemName: "line.3.horizontal")
      }
    }
  }
}

/// A photo picker that keeps its own edit mode in `@State` and hands it down with
/// `.environment(\.editMode, $mode)`.
struct SelectPhotosScreen: View {
  @State private var mode: EditMode = .inactive

  var body: some View {
    VStack {
      Button(mode.isEditing ? "Finish" : "Select") {
        mode = mode.isEditing ? .inactive : .active
      }
      PhotoStrip()
    }
    .environment(\.editMode, $mode)
  }
}

struct PhotoStrip: View {
  @Environment(\.editMode) private var editMode

  var body: some View {
    Text(editMode?.wrappedValue == .active ? "Tap photos to select" : "Browsing")
  }
}
