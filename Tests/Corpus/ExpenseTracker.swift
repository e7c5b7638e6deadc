import ViewRuntime

// An expense list with an add sheet and a formatted amount field, as a well-known course's
// project writes it.

struct ExpenseItem: Identifiable {
  let id = UUID()
  let name: String
  let type: String
  let amount: Double
}

@Observable
final class Expenses {
  var items = [ExpenseItem]()
}

struct AddExpenseView: View {
  @Environment(\.dismiss) var dismiss
  var expenses: Expenses

  @State private var name = ""
  @State private var type = "Personal"
  @State private var amount = 0.0

  let types = ["Business", "Personal"]

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
          .disableAutocorrection(true)

        Picker("Type", selection: $type) {
          ForEach(types, id: \.self) {
            Text($0)
          }
        }

        TextField("Amount", value: $amount, format: .number)
      }
      .navigationTitle("Add new expense")
      .toolbar {
        Button("Save") {
          let item = ExpenseItem(name: name, type: type, amount: amount)
          expenses.items.append(item)
          dismiss()
        }
      }
    }
  }
}

struct ExpenseListView: View {
  @State private var expenses = Expenses()
  @State private var showingAddExpense = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(expenses.items) { item in
          HStack {
            VStack(alignment: .leading) {
              Text(item.name)
                .font(.headline)
              Text(item.type)
            }
            Spacer()
            Text(item.amount, format: .number)
          }
        }
        .onDelete(perform: removeItems)
      }
      .navigationTitle("iExpense")
      .toolbar {
        Button("Add Expense", systemImage: "plus") {
          showingAddExpense = true
        }
      }
      .sheet(isPresented: $showingAddExpense) {
        AddExpenseView(expenses: expenses)
      }
    }
  }

  func removeItems(at offsets: IndexSet) {
    expenses.items.remove(atOffsets: offsets)
  }
}

#Preview {
  ExpenseListView()
}

#Preview("Add expense") {
  AddExpenseView(expenses: Expenses())
}
