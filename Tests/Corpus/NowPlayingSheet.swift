import ViewRuntime

// A song list whose selected item opens a resizable sheet, as music and podcast apps write it.

struct Song: Identifiable, Hashable {
  let id: Int
  let title: String
  let artist: String
  let seconds: Int
}

struct SongListView: View {
  private let songs = [
    Song(id: 1, title: "Blue in Green", artist: "Miles Davis", seconds: 337),
    Song(id: 2, title: "Naima", artist: "John Coltrane", seconds: 261),
    Song(id: 3, title: "Peace Piece", artist: "Bill Evans", seconds: 403),
  ]
  @State private var nowPlaying: Song?

  var body: some View {
    NavigationStack {
      List(songs) { song in
        Button {
          nowPlaying = song
        } label: {
          VStack(alignment: .leading) {
            Text(song.title)
            Text(song.artist)
              .font(.subheadline)
              .foregroundStyle(.secondary)
          }
        }
      }
      .navigationTitle("Songs")
      .sheet(item: $nowPlaying) { song in
        NowPlayingView(song: song)
          .presentationDetents([.medium, .large])
          .presentationDragIndicator(.visible)
      }
    }
  }
}

struct NowPlayingView: View {
  let song: Song
  @State private var isPlaying = true
  @State private var position = 0.0
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 24) {
      Text(song.title)
        .font(.title2.bold())
      Text(song.artist)
        .foregroundStyle(.secondary)
      Slider(value: $position, in: 0...Double(song.seconds)) {
        Text("Position")
      } minimumValueLabel: {
        Text(Duration.seconds(position), format: .time(pattern: .minuteSecond))
      } maximumValueLabel: {
        Text(Duration.seconds(song.seconds), format: .time(pattern: .minuteSecond))
      }
      HStack(spacing: 40) {
        Button("Back", systemImage: "backward.fill") { position = 0 }
        Button(isPlaying ? "Pause" : "Play", systemImage: isPlaying ? "pause.fill" : "play.fill") {
          isPlaying.toggle()
        }
        .font(.largeTitle)
        Button("Close", systemImage: "xmark") { dismiss() }
      }
      .labelStyle(.iconOnly)
    }
    .padding()
  }
}

#Preview {
  SongListView()
}

#Preview("Player") {
  NowPlayingView(song: Song(id: 1, title: "Naima", artist: "John Coltrane", seconds: 261))
}
