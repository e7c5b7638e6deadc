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
    let accented = IdentityPath(parent: row, type: "Café", key: "é/日本")
    #expect(accented.text == "NotesApp/List[1]/NoteRow[id=a%2Fb%5Dc%25]/Café[é%2F日本]")
    #expect(IdentityPath(parent: root, type: "VStack").text == "NotesApp/VStack")
  }

  @Test func textUnderAParentsTextIsThePathsText() {
    let parent = String(repeating: "VStack/", count: 6) + "Row[id=17]"
    let path = IdentityPath(parent: IdentityPath(parent), type: "Text", key: "0")
    #expect(IdentityPath.text(under: parent, type: "Text", key: "0") == path.text)
    #expect(path.text == parent + "/Text[0]")
    #expect(IdentityPath.text(under: nil, type: "App") == "App")
    #expect(IdentityPath.text(under: "App", type: "Row", key: "a/b") == "App/Row[a%2Fb]")
    #expect(IdentityPath.text(under: "", type: "Row") == "/Row")
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

  @Test func placesAPathRelativeToAnAncestor() {
    let row = IdentityPath("App/VStack/List[1]/Row[id=17]")
    let stack = IdentityPath("App/VStack")
    #expect(row.relative(to: stack) == "List[1]/Row[id=17]")
    #expect(row.relative(to: row) == "")
    #expect(row.relative(to: IdentityPath("App/VSt")) == nil)
    #expect(stack.relative(to: row) == nil)
    #expect(row.isBelow(stack) && row.isWithin(stack))
    #expect(!row.isBelow(row) && row.isWithin(row))
    #expect(!IdentityPath("App/VStacked/List").isBelow(stack))
  }

  @Test func matchesATailOfWholeComponents() {
    let editor = IdentityPath("App/VStack/Editor[0.if]")
    #expect(editor.ends(with: "Editor[0.if]"))
    #expect(editor.ends(with: "VStack/Editor[0.if]"))
    #expect(editor.ends(with: "App/VStack/Editor[0.if]"))
    #expect(!editor.ends(with: "r[0.if]"))
    #expect(!editor.ends(with: "Editor"))
  }

  @Test func readsPositionsIDsAndIndicesFromTheKey() {
    let row = IdentityPath("App/List/ForEach/NoteRow[id=a%2Fb,id=c]")
    #expect(row.position == "" && row.explicitID == "a/b,id=c" && row.index == nil)
    let pushed = IdentityPath("App/NavigationStack/Detail[path0,id=2]")
    #expect(pushed.position == "path0" && pushed.explicitID == "2")
    let indexed = IdentityPath("App/List/ForEach/Row[index=3]")
    #expect(indexed.index == 3 && indexed.explicitID == nil && indexed.position == "")
    let branch = IdentityPath("App/Form/Editor[1.if]")
    #expect(branch.position == "1.if" && branch.explicitID == nil && branch.index == nil)
    let plain = IdentityPath("App/VStack")
    #expect(plain.position == "" && plain.explicitID == nil && plain.index == nil)
  }

  @Test func tellsTheTrueBranchOfAnIfAndModifiers() {
    #expect(IdentityPath("App/Editor[if]").isTrueBranch)
    #expect(IdentityPath("App/Editor[1.if]").isTrueBranch)
    #expect(IdentityPath("App/Editor[0.else.if,id=4]").isTrueBranch)
    #expect(!IdentityPath("App/Editor[1.else]").isTrueBranch)
    #expect(!IdentityPath("App/Editor[id=gif]").isTrueBranch)
    #expect(!IdentityPath("App/Editor").isTrueBranch)
    #expect(IdentityPath("App/List/.task").isModifier)
    #expect(!IdentityPath("App/List").isModifier)
  }

  @Test func shortensForTerminals() {
    let path = IdentityPath("App/VStack/List/Row[id=1]")
    #expect(path.suffix(2) == "List/Row[id=1]")
    #expect(path.short() == "…/VStack/List/Row[id=1]")
    #expect(IdentityPath("App/List").short() == "App/List")
  }
}
