import Testing
import TraceFormat

@Suite struct IdentityPathTests {
  @Test func buildsPathsWithEscapedKeys() {
    let root = IdentityPath(parent: nil, type: "NotesApp")
    let list = IdentityPath(parent: root, type: "List", key: "1")
    let row = IdentityPath(parent: list, type: "NoteRow", key: "id=a/b]c%")
    #expect(root.text == "NotesApp")
    #expect(list.text == "NotesApp/List[1]")
    #expect(row.text == "NotesApp/List[1]/NoteRow[id=a%2Fb%5Dc%25]")
  }

  @Test func parsesWhatItBuilds() {
    let path = IdentityPath("NotesApp/List[1]/NoteRow[id=a%2Fb%5Dc%25]")
    #expect(path.parent == IdentityPath("NotesApp/List[1]"))
    #expect(path.last == "NoteRow[id=a%2Fb%5Dc%25]")
    #expect(path.type == "NoteRow")
    #expect(path.key == "id=a/b]c%")
    #expect(path.components == ["NotesApp", "List[1]", "NoteRow[id=a%2Fb%5Dc%25]"])
    #expect(IdentityPath("NotesApp/List[1]").key == "1")
    #expect(IdentityPath("NotesApp/VStack").key == nil)
  }

  @Test func theRootHasNoParent() {
    #expect(IdentityPath("NotesApp").parent == nil)
    #expect(IdentityPath("NotesApp").last == "NotesApp")
    #expect(IdentityPath("NotesApp").parent?.text == nil)
  }

  @Test func findsElementRowsAndAncestors() {
    let path = IdentityPath("App/List/ForEach/Row[index=2]/Toggle[0]")
    #expect(path.elementRow == IdentityPath("App/List/ForEach/Row[index=2]"))
    #expect(
      IdentityPath("App/List/Row[id=2]/Text").elementRow == IdentityPath("App/List/Row[id=2]"))
    #expect(IdentityPath("App/List/Text").elementRow == nil)
    #expect(path.isWithin(IdentityPath("App/List")))
    #expect(path.isWithin(path))
    #expect(!IdentityPath("App/Lister").isWithin(IdentityPath("App/List")))
  }

  @Test func shortensForTerminals() {
    let path = IdentityPath("App/VStack/List/Row[id=1]")
    #expect(path.suffix(2) == "List/Row[id=1]")
    #expect(path.short() == "…/VStack/List/Row[id=1]")
    #expect(IdentityPath("App/List").short() == "App/List")
  }
}
