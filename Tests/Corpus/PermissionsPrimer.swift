import ViewRuntime

// A pre-permission screen that explains each permission before asking, with a list of steps
// whose state lives in an @Observable model, as onboarding flows in open-source apps write it.

@Observable
@MainActor
final class PermissionsModel {
  enum Status: String {
    case notDetermined = "Not Asked"
    case granted = "Allowed"
    case denied = "Denied"
  }

  var notifications = Status.notDetermined
  var location = Status.notDetermined
  var isComplete: Bool { notifications != .notDetermined && location != .notDetermined }

  func requestNotifications() async {
    try? await Task.sleep(for: .milliseconds(200))
    notifications = .granted
  }

  func requestLocation() async {
    try? await Task.sleep(for: .milliseconds(200))
    location = .denied
  }
}

struct PermissionsPrimerView: View {
  @State private var model = PermissionsModel()
  var onContinue: @MainActor () -> Void = {}

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Text("Before we start")
        .font(.largeTitle.bold())
      PermissionRow(
        title: "Notifications", systemImage: "bell.badge", status: model.notifications
      ) {
        await model.requestNotifications()
      }
      PermissionRow(title: "Location", systemImage: "location", status: model.location) {
        await model.requestLocation()
      }
      Spacer()
      Button("Continue", action: onContinue)
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .frame(maxWidth: .infinity)
        .disabled(!model.isComplete)
    }
    .padding()
  }
}

struct PermissionRow: View {
  let title: String
  let systemImage: String
  let status: PermissionsModel.Status
  let request: () async -> Void
  @State private var isRequesting = false

  var body: some View {
    HStack {
      Label(title, systemImage: systemImage)
      Spacer()
      if isRequesting {
        ProgressView()
      } else if status == .notDetermined {
        Button("Allow \(title)") {
          isRequesting = true
          Task {
            await request()
            isRequesting = false
          }
        }
        .buttonStyle(.bordered)
      } else {
        Text(status.rawValue)
          .foregroundStyle(status == .granted ? .green : .secondary)
      }
    }
  }
}

#Preview {
  PermissionsPrimerView()
}
