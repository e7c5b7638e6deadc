import ViewRuntime

// A status page that polls a JSON endpoint through an actor-isolated client while it is on
// screen, as open-source monitoring apps write it.

struct ServiceStatus: Decodable, Identifiable, Hashable {
  enum Health: String, Decodable {
    case operational, degraded, outage
  }

  let id: String
  let name: String
  let health: Health
}

actor StatusClient {
  private let session: URLSession
  private let endpoint = URL(string: "https://status.example.com/api/services")!

  init(session: URLSession = .shared) {
    self.session = session
  }

  func services() async throws -> [ServiceStatus] {
    let (data, response) = try await session.data(from: endpoint)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else {
      throw URLError(.badServerResponse)
    }
    return try JSONDecoder().decode([ServiceStatus].self, from: data)
  }
}

struct ServerStatusView: View {
  let client: StatusClient
  @State private var services: [ServiceStatus] = []
  @State private var lastError: String?
  @State private var refreshes = 0

  var body: some View {
    NavigationStack {
      List {
        if let lastError {
          Label(lastError, systemImage: "wifi.exclamationmark")
            .foregroundStyle(.red)
        }
        ForEach(services) { service in
          HStack {
            Circle()
              .fill(color(for: service.health))
              .frame(width: 10, height: 10)
            Text(service.name)
            Spacer()
            Text(service.health.rawValue.capitalized)
              .foregroundStyle(.secondary)
          }
        }
      }
      .navigationTitle("Status")
      .toolbar {
        ToolbarItem(placement: .status) {
          Text("Updated \(refreshes) times")
            .font(.caption)
        }
      }
      .task {
        while !Task.isCancelled {
          await refresh()
          try? await Task.sleep(for: .seconds(30))
          if refreshes >= 2 { break }
        }
      }
    }
  }

  private func refresh() async {
    do {
      services = try await client.services()
      lastError = nil
    } catch {
      lastError = "Status unavailable"
    }
    refreshes += 1
  }

  private func color(for health: ServiceStatus.Health) -> Color {
    switch health {
    case .operational: .green
    case .degraded: .yellow
    case .outage: .red
    }
  }
}

#Preview {
  ServerStatusView(client: StatusClient())
}
