import ViewRuntime

/// A card gallery in the iOS 17 style: materials, gradients, text and symbol effects, paging,
/// and a photo opened over the whole screen with `.fullScreenCover(item:)`.
struct PhotoCardScreen: View {
  struct Photo: Identifiable {
    let id: Int
    let title: String
  }

  let photos = [Photo(id: 1, title: "Dunes"), Photo(id: 2, title: "Glacier")]
  @State private var opened: Photo?
  @State private var likes = 0

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack {
        ForEach(photos) { photo in
          VStack {
            Text(photo.title)
              .font(.custom("Avenir", size: 18))
              .textCase(.uppercase)
              .contentTransition(.numericText())
            Image(systemName: "heart").symbolEffect(.bounce, value: likes)
          }
          .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
          .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
          .foregroundStyle(
            LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom)
          )
          .containerRelativeFrame(.horizontal)
          .onTapGesture { opened = photo }
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
    .fullScreenCover(item: $opened) { photo in
      VStack {
        Text("Viewing \(photo.title)")
        Button("Like") { likes += 1 }
      }
    }
  }
}
