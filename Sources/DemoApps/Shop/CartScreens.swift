import ViewRuntime

/// A cart line, done right: the quantity is the screen's state, passed down as a `@Binding`;
/// the gift note lives in an `@Observable` model, edited through `@Bindable`.
public struct CartScreen: View {
  @State private var quantity = 1
  @State private var gift = GiftOptions()

  public init() {}

  public var body: some View {
    VStack {
      Text("Espresso beans, 12 € a bag")
      QuantityStepper(quantity: $quantity)
      GiftNoteField(gift: gift)
      Text("Total: \(quantity * 12) €")
      Button("Same as last order") { quantity = 4 }
    }
  }
}

struct QuantityStepper: View {
  @Binding var quantity: Int

  var body: some View {
    Stepper("Bags: \(quantity)", value: $quantity, in: 1...10).accessibilityIdentifier("Bags")
  }
}

struct GiftNoteField: View {
  @Bindable var gift: GiftOptions

  var body: some View {
    VStack {
      TextField("Gift note", text: $gift.note)
      Text(gift.note.isEmpty ? "No gift note" : "Card: \(gift.note)")
    }
  }
}

/// The same cart line, but the stepper keeps its own `@State` copy of the quantity, seeded from
/// the parent's value when it first appears. The parent's later value is ignored: after "Same as
/// last order" the total says 4 bags and the stepper still says 3.
public struct SeededCartScreen: View {
  @State private var quantity = 1
  @State private var gift = GiftOptions()

  public init() {}

  public var body: some View {
    VStack {
      Text("Espresso beans, 12 € a bag")
      SeededQuantityStepper(quantity: quantity)
      GiftNoteField(gift: gift)
      Text("Total: \(quantity * 12) €")
      Button("Same as last order") { quantity = 4 }
    }
  }
}

struct SeededQuantityStepper: View {
  @State private var quantity: Int

  init(quantity: Int) { _quantity = State(initialValue: quantity) }

  var body: some View {
    Stepper("Bags: \(quantity)", value: $quantity, in: 1...10).accessibilityIdentifier("Bags")
  }
}
