import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Issue 22: `AsyncImage` stores its content and placeholder closures and calls them in its own
/// body, so a read inside them is that body's: a write re-runs the `AsyncImage` alone (not the
/// screen that wrote it), with the write as cause, and it shows the new value. An
/// `ObservableObject` re-runs its holder, which hands the image a new closure.
@MainActor @Suite struct AsyncImageReadTests {
  @Test func contentReadingAModelAndAStateValueRerunsTheImageAlone() async throws {
    let driver = Driver(ProfileAvatarScreen())
    try await driver.start()
    let image = "ProfileAvatarScreen/VStack/AsyncImage[1]"
    try await driver.tap("Rename")
    let renamed = Aftermath(driver.trace)
    #expect(renamed.invalidated == ["AsyncImage[1] observable MemberProfile.name"])
    // The image holds no model, only the closure: the write is its cause all the same.
    #expect(renamed.chains == [[.invalidate, .modelWrite, .input]])
    #expect(renamed.bodies == [image])
    #expect(renamed.displays == ["Text[overlay] \"Ada, small\" → \"Grace, small\""])
    try await driver.tap("Enlarge")
    let enlarged = Aftermath(try driver.finish())
    #expect(enlarged.invalidated == ["AsyncImage[1] slot _size"])
    #expect(enlarged.chains == [[.invalidate, .slotWrite, .input]])
    #expect(enlarged.bodies == [image])
    #expect(enlarged.displays == ["Text[overlay] \"Grace, small\" → \"Grace, large\""])
    #expect(enlarged.inserted.isEmpty && enlarged.removed.isEmpty)
  }

  @Test func aPlaceholderReadingAnEnvironmentModelRerunsTheImageAlone() async throws {
    let driver = Driver(ContactCardApp())
    try await driver.start()
    try await driver.tap("Rename")
    let tree = driver.tree()
    let after = Aftermath(try driver.finish())
    #expect(after.invalidated == ["AsyncImage[1] observable MemberProfile.name"])
    #expect(after.chains == [[.invalidate, .modelWrite, .input]])
    #expect(after.bodies == ["ContactCardApp/.environment/ContactCardScreen/VStack/AsyncImage[1]"])
    #expect(after.displays == ["Text[else] \"No picture of Ada\" → \"No picture of Grace\""])
    #expect(tree.contains("{_phase=empty}"))
  }

  @Test func thePhaseFormReadingAStoreRerunsItsHolderAndTheImage() async throws {
    let driver = Driver(GalleryPhotoScreen())
    try await driver.start()
    try await driver.tap("Caption")
    let after = Aftermath(try driver.finish())
    #expect(
      after.invalidated == [
        "GalleryPhotoScreen published LegacyGallery.caption",
        "AsyncImage[1] parentInputs @self(content:closure)",
      ])
    #expect(after.chains.first == [.invalidate, .modelWrite, .input])
    #expect(after.bodies == ["GalleryPhotoScreen", "GalleryPhotoScreen/VStack/AsyncImage[1]"])
    #expect(after.displays == ["Text[1] \"Sunset\" → \"Dusk\""])
    #expect(after.inserted.isEmpty && after.removed.isEmpty)
  }
}
