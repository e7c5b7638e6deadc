import Foundation
import ViewRuntime

// Screens whose `AsyncImage` content and placeholder read models, written as real code writes
// them: `content:placeholder:` with an `@Observable` model in `@State` and a `@State` value;
// the placeholder of an image with no URL yet, the model from the environment; the phase form
// reading an `ObservableObject`'s `@Published` caption. `AsyncImage` calls these closures in its
// own body.

/// Someone's profile: a name and, once uploaded, a picture.
@Observable final class MemberProfile {
  var name = "Ada"
  var avatarURL: URL? = URL(string: "https://example.com/ada.png")
}

/// The avatar with a caption over it, the model in `@State`; the caption also reads a `@State`
/// size.
struct ProfileAvatarScreen: View {
  @State private var profile = MemberProfile()
  @State private var size = "small"
  var body: some View {
    VStack {
      ControlsHeading(title: "Profile")
      AsyncImage(url: profile.avatarURL) { image in
        image
          .resizable()
          .overlay { Text("\(profile.name), \(size)") }
      } placeholder: {
        ProgressView()
      }
      Button("Rename") { profile.name = "Grace" }
      Button("Enlarge") { size = "large" }
    }
  }
}

/// A contact with no picture yet: the placeholder shows the name, read from the environment.
struct ContactCardScreen: View {
  @Environment(MemberProfile.self) private var profile
  var body: some View {
    VStack {
      ControlsHeading(title: "Contact")
      AsyncImage(url: profile.avatarURL) { image in
        image.resizable().scaledToFill()
      } placeholder: {
        Text("No picture of \(profile.name)")
      }
      Button("Rename") { profile.name = "Grace" }
    }
  }
}

/// The app that holds a profile with no picture.
struct ContactCardApp: View {
  @State private var profile: MemberProfile = {
    let profile = MemberProfile()
    profile.avatarURL = nil
    return profile
  }()
  var body: some View { ContactCardScreen().environment(profile) }
}

/// A gallery kept the iOS 13 way.
final class LegacyGallery: ObservableObject {
  @Published var caption = "Sunset"
  let photoURL = URL(string: "https://example.com/sunset.jpg")
}

/// The phase form: each phase shows the store's caption.
struct GalleryPhotoScreen: View {
  @StateObject private var gallery = LegacyGallery()
  var body: some View {
    VStack {
      ControlsHeading(title: "Gallery")
      AsyncImage(url: gallery.photoURL) { phase in
        switch phase {
        case .success(let image):
          VStack {
            image.resizable()
            Text(gallery.caption)
          }
        case .failure:
          Text("\(gallery.caption) did not load")
        case .empty:
          ProgressView("Loading \(gallery.caption)")
        }
      }
      Button("Caption") { gallery.caption = "Dusk" }
    }
  }
}
