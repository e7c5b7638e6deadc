import ViewRuntime

// An edit form bound to a value the caller owns, as Apple's Scrumdinger writes it.

struct DailyScrum: Identifiable {
  struct Attendee: Identifiable {
    let id: UUID
    var name: String

    init(id: UUID = UUID(), name: String) {
      self.id = id
      self.name = name
    }
  }

  let id: UUID
  var title: String
  var attendees: [Attendee]
  var lengthInMinutes: Int
  var lengthInMinutesAsDouble: Double {
    get { Double(lengthInMinutes) }
    set { lengthInMinutes = Int(newValue) }
  }

  init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int) {
    self.id = id
    self.title = title
    self.attendees = attendees.map { Attendee(name: $0) }
    self.lengthInMinutes = lengthInMinutes
  }

  static let emptyScrum = DailyScrum(title: "", attendees: [], lengthInMinutes: 5)
  static let sampleData = DailyScrum(
    title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10)
}

struct DetailEditView: View {
  @Binding var scrum: DailyScrum
  @State private var newAttendeeName = ""

  var body: some View {
    Form {
      Section(header: Text("Meeting Info")) {
        TextField("Title", text: $scrum.title)
        HStack {
          Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) {
            Text("Length")
          }
          .accessibilityValue("\(scrum.lengthInMinutes) minutes")
          Spacer()
          Text("\(scrum.lengthInMinutes) minutes")
            .accessibilityHidden(true)
        }
      }
      Section(header: Text("Attendees")) {
        ForEach(scrum.attendees) { attendee in
          Text(attendee.name)
        }
        .onDelete { indices in
          scrum.attendees.remove(atOffsets: indices)
        }
        HStack {
          TextField("New Attendee", text: $newAttendeeName)
          Button(action: {
            withAnimation {
              let attendee = DailyScrum.Attendee(name: newAttendeeName)
              scrum.attendees.append(attendee)
              newAttendeeName = ""
            }
          }) {
            Image(systemName: "plus.circle.fill")
              .accessibilityLabel("Add attendee")
          }
          .disabled(newAttendeeName.isEmpty)
        }
      }
    }
  }
}

#Preview {
  DetailEditView(scrum: .constant(DailyScrum.sampleData))
}

#Preview("Editing a new scrum") {
  @Previewable @State var scrum = DailyScrum.emptyScrum
  DetailEditView(scrum: $scrum)
}
