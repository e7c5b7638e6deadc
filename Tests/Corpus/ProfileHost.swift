import ViewRuntime

// A profile shown or edited through a draft and the edit mode, as Apple's Landmarks writes it.

struct Profile {
  var username: String
  var prefersNotifications = true
  var seasonalPhoto = Season.winter

  static let `default` = Profile(username: "g_kumar")

  enum Season: String, CaseIterable, Identifiable {
    case spring = "🌷"
    case summer = "🌞"
    case autumn = "🍂"
    case winter = "☃️"

    var id: String { rawValue }
  }
}

struct ProfileSummary: View {
  var profile: Profile

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      Text(profile.username)
        .bold()
        .font(.title)
      Text("Notifications: \(profile.prefersNotifications ? "On" : "Off")")
      Text("Seasonal Photos: \(profile.seasonalPhoto.rawValue)")
    }
  }
}

struct ProfileEditor: View {
  @Binding var profile: Profile

  var body: some View {
    List {
      HStack {
        Text("Username")
        Spacer()
        TextField("Username", text: $profile.username)
          .foregroundStyle(.green)
          .multilineTextAlignment(.trailing)
      }
      Toggle(isOn: $profile.prefersNotifications) {
        Text("Enable Notifications")
      }
      Picker("Seasonal Photo", selection: $profile.seasonalPhoto) {
        ForEach(Profile.Season.allCases) { season in
          Text(season.rawValue).tag(season)
        }
      }
    }
  }
}

struct ProfileHost: View {
  @Environment(\.editMode) var editMode
  @State private var profile = Profile.default
  @State private var draftProfile = Profile.default

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      HStack {
        if editMode?.wrappedValue == .active {
          Button("Cancel", role: .cancel) {
            draftProfile = profile
            editMode?.animation().wrappedValue = .inactive
          }
        }
        Spacer()
        EditButton()
      }

      if editMode?.wrappedValue == .inactive {
        ProfileSummary(profile: profile)
      } else {
        ProfileEditor(profile: $draftProfile)
          .onAppear {
            draftProfile = profile
          }
          .onDisappear {
            profile = draftProfile
          }
      }
    }
    .padding()
  }
}

#Preview {
  NavigationStack {
    ProfileHost()
  }
}
