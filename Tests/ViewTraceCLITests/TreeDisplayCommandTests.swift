import Foundation
import Testing

/// `tree --at N` says what each view showed after update N, from the recorded `display` events.
@Suite struct TreeDisplayCommandTests {
  @Test func theTreeAfterAnUpdateShowsTheTextsAndFieldsOfThatUpdate() throws {
    let path = try CLI.temporaryDirectory().appendingPathComponent("profile.vtrace").path
    #expect(try CLI.run(["record", "profile-branch-flip", "-o", path]).status == 0)
    let typed = try CLI.run(["tree", path, "--at", "3"])
    #expect(typed.status == 0)
    #expect(
      typed.stdout.hasSuffix(
        """
            NameField[0.if] *  _name = "Ada Lovelace"
              VStack
                TextField[0] "Ada Lovelace" (was placeholder "Name")
                Text[1] "Hello, Ada Lovelace" (was "No name yet")

        """))
    // After the branch flips back, the new field is empty again: what the user saw.
    let flipped = try CLI.run(["tree", path, "--at", "4"])
    #expect(flipped.stdout.contains("      Text \"Edit\" (was \"Done\")\n"))
    #expect(flipped.stdout.contains("TextField[0] \"Ada Lovelace\" - removed\n"))
    #expect(flipped.stdout.contains("TextField[0] placeholder \"Name\" +\n"))
    let json = try CLI.run(["tree", path, "--at", "3", "--json"])
    #expect(
      json.stdout.contains(
        #""shows":"\"Ada Lovelace\"","showed":"placeholder \"Name\"""#))
  }
}
