// The text of traces/recipes.har, the recipes API captured with Proxyman, which the recipes
// scenarios answer from; `RecipesFixtureTests` checks that the two are the same.

extension RecipesAPI {
  /// The HAR 1.2 archive of traces/recipes.har.
  static let archive = #"""
    {
      "log": {
        "version": "1.2",
        "creator": { "name": "Proxyman", "version": "5.10" },
        "entries": [
          {
            "startedDateTime": "2026-11-30T09:12:04.120Z",
            "time": 180,
            "request": {
              "method": "GET",
              "url": "https://api.example.com/recipes?sort=popular",
              "httpVersion": "HTTP/1.1",
              "headers": [{ "name": "Accept", "value": "application/json" }],
              "queryString": [{ "name": "sort", "value": "popular" }],
              "cookies": [],
              "headersSize": -1,
              "bodySize": 0
            },
            "response": {
              "status": 200,
              "statusText": "OK",
              "httpVersion": "HTTP/1.1",
              "headers": [{ "name": "Content-Type", "value": "application/json" }],
              "cookies": [],
              "content": {
                "size": 118,
                "mimeType": "application/json",
                "text": "[{\"id\":1,\"title\":\"Shakshuka\",\"minutes\":30},{\"id\":2,\"title\":\"Lentil soup\",\"minutes\":45},{\"id\":3,\"title\":\"Focaccia\",\"minutes\":90}]"
              },
              "redirectURL": "",
              "headersSize": -1,
              "bodySize": 118
            },
            "cache": {},
            "timings": { "send": 0, "wait": 180, "receive": 0 }
          },
          {
            "startedDateTime": "2026-11-30T09:12:06.400Z",
            "time": 120,
            "request": {
              "method": "GET",
              "url": "https://api.example.com/recipes/1",
              "httpVersion": "HTTP/1.1",
              "headers": [{ "name": "Accept", "value": "application/json" }],
              "queryString": [],
              "cookies": [],
              "headersSize": -1,
              "bodySize": 0
            },
            "response": {
              "status": 200,
              "statusText": "OK",
              "httpVersion": "HTTP/1.1",
              "headers": [{ "name": "Content-Type", "value": "application/json" }],
              "cookies": [],
              "content": {
                "size": 92,
                "mimeType": "application/json",
                "text": "{\"id\":1,\"title\":\"Shakshuka\",\"steps\":[\"Soften the onions\",\"Add the tomatoes\",\"Crack in the eggs\"]}"
              },
              "redirectURL": "",
              "headersSize": -1,
              "bodySize": 92
            },
            "cache": {},
            "timings": { "send": 0, "wait": 120, "receive": 0 }
          }
        ]
      }
    }
    """#
}
