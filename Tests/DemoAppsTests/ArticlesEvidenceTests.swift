import Testing
import TraceFormat

@MainActor @Suite struct ArticlesEvidenceTests {
  @Test func anIDPerArticleKeepsTheCommentsOnLikeAndResetsThemOnTheNextArticle() async throws {
    let trace = try await Evidence("article-id-reset")
    let like = try trace.input("\"Like\"")
    let next = try trace.input("\"Next article\"")
    let onLike = trace.events(after: like).filter { $0.seq < next.seq }
    #expect(onLike.contains { $0.kind == .invalidate && $0.name == "@self(article)" })
    #expect(!onLike.contains { $0.kind == .slotDestroy })
    let onNext = trace.events(after: next)
    let removal = try #require(onNext.first { $0.isDecision(.removed, at: "ArticleView[id=1]") })
    #expect(removal.reason(DecisionReason.self) == .idChanged)
    #expect(removal.before == "1" && removal.after == "2")
    #expect(onNext.contains { $0.kind == .slotDestroy && $0.before == "true" })
  }

  @Test func withoutAnIDTheOpenCommentsCarryOverToTheNextArticle() async throws {
    let trace = try await Evidence("article-toggle-carried")
    let next = try trace.input("\"Next article\"")
    let after = trace.events(after: next)
    let newInput = try #require(
      after.first { $0.kind == .invalidate && $0.path.hasSuffix("ArticleView[0.if.if]") })
    #expect(newInput.name == "@self(article)")
    #expect(trace.events(.slotDestroy).isEmpty)
    let opened = try #require(trace.events(.slotWrite) { $0.name == "_showsComments" }.last)
    #expect(opened.after == "true")
    #expect(
      after.contains {
        $0.kind == .identity && $0.path.hasSuffix("Text[id=\"What about ForEach?\"]")
      })
  }

  @Test func theWholeArticleAsIDChangesWithItsLikes() async throws {
    let trace = try await Evidence("article-id-whole-value")
    let like = try trace.input("\"Like\"")
    let removal = try #require(
      trace.events(after: like).first {
        $0.kind == .identity && $0.code(IdentityDecision.self) == .removed
          && $0.name == "ArticleView"
      })
    #expect(removal.reason(DecisionReason.self) == .idChanged)
    #expect(removal.before == "Article 1 (3 likes)" && removal.after == "Article 1 (4 likes)")
    #expect(trace.events(after: like).contains { $0.kind == .slotDestroy && $0.before == "true" })
  }

  @Test func aFreshUUIDAsIDResetsTheArticleOnEveryUpdate() async throws {
    let trace = try await Evidence("article-id-every-update")
    let removals = trace.events(.identity) {
      $0.code(IdentityDecision.self) == .removed && $0.name == "ArticleView"
    }
    #expect(removals.map(\.before) == ["UUID#1", "UUID#2"])
    #expect(removals.allSatisfy { $0.reason(DecisionReason.self) == .idChanged })
    let like = try trace.input("\"Like\"")
    #expect(removals[0].seq > like.seq)
  }
}
