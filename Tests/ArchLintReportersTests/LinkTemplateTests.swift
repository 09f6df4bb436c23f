import ArchLintReporters
import Testing

@Suite struct LinkTemplateTests {
    @Test func placeholdersAreFilledAndPathsEncoded() throws {
        let template = try #require(LinkTemplate("https://code.example/{commit}/{path}?line={line}#L{line}",
                                                 pathPrefix: "./Apps/Trips/"))
        #expect(template.pathPrefix == "Apps/Trips")
        let url = template.url(path: "Sources/Trip Domain/Über#1?.swift", line: 14, commit: "abc123")
        #expect(url == "https://code.example/abc123/Apps/Trips/Sources/Trip%20Domain/%C3%9Cber%231%3F.swift?line=14#L14")
    }

    @Test func valuesAreNeverReadAsPlaceholders() throws {
        let template = try #require(LinkTemplate("x://{path}/{line}"))
        #expect(template.url(path: "{line}.swift", line: 3, commit: nil) == "x://%7Bline%7D.swift/3")
    }

    @Test func aTemplateNeedsAPlaceholderAndASafeScheme() {
        #expect(LinkTemplate("https://example.com/file") == nil)
        #expect(LinkTemplate("") == nil)
        #expect(LinkTemplate("javascript:alert('{path}')") == nil)
        #expect(LinkTemplate(" JavaScript:alert('{line}')") == nil)
        #expect(LinkTemplate("data:text/html,{path}") == nil)
        #expect(LinkTemplate("{path}") != nil)
        #expect(LinkTemplate("vscode://file/{path}:{line}") != nil)
    }

    @Test func aTemplateNeedingACommitLinksNothingWithoutOne() throws {
        let template = try #require(LinkTemplate("https://example.com/{commit}/{path}"))
        #expect(template.url(path: "a.swift", line: 1, commit: nil) == nil)
        #expect(template.url(path: "a.swift", line: 1, commit: "") == nil)
        let noCommit = try #require(LinkTemplate("https://example.com/{path}#{line}"))
        #expect(noCommit.url(path: "a.swift", line: 1, commit: nil) == "https://example.com/a.swift#1")
    }

    struct Remote: Sendable, CustomTestStringConvertible {
        var url: String
        var template: String?
        var testDescription: String { url }
    }

    @Test(arguments: [
        Remote(url: "git@github.com:acme/trips.git", template: "https://github.com/acme/trips/blob/{commit}/{path}#L{line}"),
        Remote(url: "git@github.com:acme/trips", template: "https://github.com/acme/trips/blob/{commit}/{path}#L{line}"),
        Remote(url: "https://github.com/acme/trips.git\n",
               template: "https://github.com/acme/trips/blob/{commit}/{path}#L{line}"),
        Remote(url: "https://token@github.com/acme/my.trips/",
               template: "https://github.com/acme/my.trips/blob/{commit}/{path}#L{line}"),
        Remote(url: "ssh://git@github.com:22/acme/trips.git",
               template: "https://github.com/acme/trips/blob/{commit}/{path}#L{line}"),
        Remote(url: "git@gitlab.com:group/sub/trips.git",
               template: "https://gitlab.com/group/sub/trips/-/blob/{commit}/{path}#L{line}"),
        Remote(url: "https://gitlab.com/group/trips",
               template: "https://gitlab.com/group/trips/-/blob/{commit}/{path}#L{line}"),
        Remote(url: "git@bitbucket.org:acme/trips.git", template: nil),
        Remote(url: "https://github.com/acme", template: nil),
        Remote(url: "https://github.com/acme/trips/extra", template: nil),
        Remote(url: "https://github.com/acme/tr\"ips", template: nil),
        Remote(url: "/srv/git/trips.git", template: nil),
        Remote(url: "file:///srv/git/trips.git", template: nil),
        Remote(url: "", template: nil),
    ])
    func remotesOfGitHubAndGitLabGiveTemplates(remote: Remote) {
        #expect(LinkTemplate.forRemote(remote.url)?.template == remote.template)
    }

    @Test func aRemoteTemplateKeepsThePathPrefix() {
        let template = LinkTemplate.forRemote("git@github.com:acme/trips.git", pathPrefix: "Apps")
        #expect(template?.url(path: "A.swift", line: 2, commit: "c0ffee")
            == "https://github.com/acme/trips/blob/c0ffee/Apps/A.swift#L2")
    }
}
