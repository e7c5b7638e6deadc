import Foundation
import ViewRuntime

struct Photo: Identifiable, Hashable {
  let id: Int
  let title: String
  var url: URL { URL(string: "https://picsum.photos/id/\(id)/200")! }
}

/// A photo grid: an adaptive `LazyVGrid` in a `ScrollView` under a `ScrollViewReader`, cells
/// that load with `AsyncImage`, and a detail sheet for the tapped photo.
struct PhotoGalleryScreen: View {
  let photos = (1...60).map { Photo(id: $0, title: "Photo \($0)") }
  @State private var selected: Photo?
  @State private var favorites: Set<Int> = []
  private let columns = [GridItem(.adaptive(minimum: 100), spacing: 8)]

  var body: some View {
    NavigationStack {
      ScrollViewReader { proxy in
        ScrollView {
          LazyVGrid(columns: columns, spacing: 8) {
            ForEach(photos) { photo in
              PhotoCell(photo: photo, isFavorite: favorites.contains(photo.id))
                .onTapGesture { selected = photo }
            }
          }
          .padding(.horizontal)
        }
        .toolbar {
          ToolbarItemGroup(placement: .bottomBar) {
            Button("Top") {
              withAnimation { proxy.scrollTo(photos[0].id, anchor: .top) }
            }
            Spacer()
            Button("Jump to 40") {
              withAnimation(.easeInOut(duration: 0.3)) { proxy.scrollTo(40, anchor: .top) }
            }
          }
        }
      }
      .navigationTitle("Gallery")
      .sheet(item: $selected) { photo in
        PhotoDetail(
          photo: photo,
          isFavorite: Binding(
            get: { favorites.contains(photo.id) },
            set: { isOn in
              if isOn { favorites.insert(photo.id) } else { favorites.remove(photo.id) }
            })
        )
        .presentationDetents([.medium, .large])
      }
    }
  }
}

struct PhotoCell: View {
  let photo: Photo
  let isFavorite: Bool

  var body: some View {
    AsyncImage(url: photo.url) { phase in
      switch phase {
      case .empty:
        ProgressView()
      case .success(let image):
        image
          .resizable()
          .scaledToFill()
      case .failure:
        Image(systemName: "photo")
          .foregroundStyle(.secondary)
      }
    }
    .frame(minWidth: 100, minHeight: 100)
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .overlay(alignment: .topTrailing) {
      if isFavorite {
        Image(systemName: "heart.fill")
          .foregroundStyle(.red)
          .padding(4)
      }
    }
    .accessibilityLabel(photo.title)
  }
}

struct PhotoDetail: View {
  let photo: Photo
  @Binding var isFavorite: Bool

  var body: some View {
    VStack {
      AsyncImage(url: photo.url) { image in
        image.resizable().aspectRatio(contentMode: .fit)
      } placeholder: {
        Color.gray.opacity(0.2)
      }
      Toggle("Favorite", isOn: $isFavorite)
        .padding()
    }
  }
}
