import ViewRuntime

// Views given closures that read a model: the model is read in the body that calls the closure.

/// A thermostat, held by the screens below.
@Observable final class Thermostat {
  var celsius = 20
  var isEco = false
}

/// A row that shows what the closure its parent gave it returns, as rows are handed a
/// formatter or a computed title.
struct ReadingRow: View {
  let title: String
  let value: () -> String
  var body: some View {
    LabeledContent(title) { Text(value()) }
  }
}

/// A card that wraps whatever content its caller builds, called in its own body.
struct ThermostatCard<Content: View>: View {
  @ViewBuilder let content: () -> Content
  var body: some View {
    VStack {
      Text("Living room")
      content()
    }
  }
}

/// The screen holds the thermostat and a unit in `@State` and reads neither itself: the row's
/// closure reads the temperature and the unit, the card's content whether it saves energy.
struct ThermostatScreen: View {
  @State private var thermostat = Thermostat()
  @State private var unit = "°C"
  var body: some View {
    VStack {
      ReadingRow(title: "Temperature") { "\(thermostat.celsius) \(unit)" }
      ThermostatCard {
        if thermostat.isEco {
          Image(systemName: "leaf")
        }
        Text(thermostat.isEco ? "Eco" : "Comfort")
      }
      Button("Warmer") { thermostat.celsius += 1 }
      Button("Eco") { thermostat.isEco = true }
      Button("Kelvin") { unit = "K" }
    }
  }
}

/// A price formatted by a closure its parent made from an environment model, through a
/// function-typed parameter that takes the amount.
struct PriceTag: View {
  let amount: Int
  let format: (Int) -> String
  var body: some View { Text(format(amount)) }
}

@Observable final class ShopSettings {
  var currency = "EUR"
}

/// A markup kept as an `ObservableObject`.
final class PriceMarkup: ObservableObject {
  @Published var percent = 0
}

struct ShopScreen: View {
  @Environment(ShopSettings.self) private var settings
  @StateObject private var markup = PriceMarkup()
  var body: some View {
    List {
      PriceTag(amount: 12) { "\($0 + $0 * markup.percent / 100) \(settings.currency)" }
      Button("Use dollars") { settings.currency = "USD" }
      Button("Mark up") { markup.percent = 50 }
    }
  }
}

struct ShopApp: View {
  @State private var settings = ShopSettings()
  var body: some View { ShopScreen().environment(settings) }
}
