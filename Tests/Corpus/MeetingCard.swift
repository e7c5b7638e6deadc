import ViewRuntime

// A meeting card and its detail with an edit sheet, as a meeting-timer tutorial wrote them
// when previews were PreviewProviders: a static sample in the provider, the card in a fixed
// layout, the detail inside a NavigationView.

struct Meeting: Identifiable {
  let id: Int
  var title: String
  var attendees: [String]
  var lengthInMinutes: Int

  static let sampleData: [Meeting] = [
    Meeting(
      id: 1, title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"],
      lengthInMinutes: 10),
    Meeting(
      id: 2, title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"],
      lengthInMinutes: 5),
  ]
}

struct MeetingCardView: View {
  let meeting: Meeting

  var body: some View {
    VStack(alignment: .leading) {
      Text(meeting.title)
        .font(.headline)
        .accessibilityAddTraits(.isHeader)
      Spacer()
      HStack {
        Label("\(meeting.attendees.count)", systemImage: "person.3")
          .accessibilityLabel("\(meeting.attendees.count) attendees")
        Spacer()
        Label("\(meeting.lengthInMinutes)", systemImage: "clock")
          .accessibilityLabel("\(meeting.lengthInMinutes) minute meeting")
          .labelStyle(.titleAndIcon)
      }
      .font(.caption)
    }
    .padding()
  }
}

struct MeetingDetailView: View {
  @Binding var meeting: Meeting
  @State private var editingMeeting = Meeting(id: 0, title: "", attendees: [], lengthInMinutes: 5)
  @State private var isPresentingEditView = false

  var body: some View {
    List {
      Section(header: Text("Meeting Info")) {
        HStack {
          Label("Length", systemImage: "clock")
          Spacer()
          Text("\(meeting.lengthInMinutes) minutes")
        }
        .accessibilityElement(children: .combine)
      }
      Section(header: Text("Attendees")) {
        ForEach(meeting.attendees, id: \.self) { attendee in
          Label(attendee, systemImage: "person")
        }
      }
    }
    .navigationTitle(meeting.title)
    .toolbar {
      Button("Edit") {
        isPresentingEditView = true
        editingMeeting = meeting
      }
    }
    .sheet(isPresented: $isPresentingEditView) {
      NavigationView {
        Form {
          TextField("Title", text: $editingMeeting.title)
          Stepper(
            "\(editingMeeting.lengthInMinutes) minutes", value: $editingMeeting.lengthInMinutes,
            in: 5...30, step: 5)
        }
        .navigationTitle(meeting.title)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") {
              isPresentingEditView = false
            }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Done") {
              isPresentingEditView = false
              meeting = editingMeeting
            }
          }
        }
      }
    }
  }
}

struct MeetingCardView_Previews: PreviewProvider {
  static var meeting = Meeting.sampleData[0]

  static var previews: some View {
    MeetingCardView(meeting: meeting)
      .background(Color.yellow)
      .previewLayout(.fixed(width: 400, height: 60))
  }
}

struct MeetingDetailView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationView {
      MeetingDetailView(meeting: .constant(Meeting.sampleData[1]))
    }
  }
}
