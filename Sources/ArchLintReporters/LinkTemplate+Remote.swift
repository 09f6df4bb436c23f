extension LinkTemplate {
    /// The template for a repository on github.com or gitlab.com, from its remote URL in the ssh
    /// (`git@github.com:O/R.git`, `ssh://git@gitlab.com/G/S/R.git`) or https (`https://github.com/O/R`) form;
    /// `nil` for other hosts and for URLs that are not a repository's.
    public static func forRemote(_ remote: String, pathPrefix: String = "") -> LinkTemplate? {
        guard let (host, path) = hostAndPath(remote.trimmed) else { return nil }
        var segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if let last = segments.last, last.hasSuffix(".git") { segments[segments.count - 1] = String(last.dropLast(4)) }
        guard segments.allSatisfy(isRepositoryName) else { return nil }
        let repository = segments.joined(separator: "/")
        switch host.lowercased() {
        case "github.com" where segments.count == 2:
            return LinkTemplate("https://github.com/\(repository)/blob/{commit}/{path}#L{line}", pathPrefix: pathPrefix)
        case "gitlab.com" where segments.count >= 2:
            // GitLab nests groups: `group/subgroup/project`.
            return LinkTemplate("https://gitlab.com/\(repository)/-/blob/{commit}/{path}#L{line}",
                                pathPrefix: pathPrefix)
        default:
            return nil
        }
    }

    /// The host and the path of `git@host:path`, `ssh://[user@]host[:port]/path` or `http(s)://[user@]host/path`.
    private static func hostAndPath(_ remote: String) -> (String, Substring)? {
        if let schemeEnd = remote.firstRange(of: "://") {
            let scheme = remote[..<schemeEnd.lowerBound].lowercased()
            guard ["https", "http", "ssh", "git"].contains(scheme) else { return nil }
            let rest = remote[schemeEnd.upperBound...]
            let authority = rest.prefix { $0 != "/" }
            let path = rest.dropFirst(authority.count)
            let hostAndPort = authority.split(separator: "@").last ?? authority
            return (String(hostAndPort.prefix { $0 != ":" }), path)
        }
        // The scp-like form: `user@host:path`, with no slash before the colon.
        guard let colon = remote.firstIndex(of: ":"), !remote[..<colon].contains("/") else { return nil }
        let userAndHost = remote[..<colon]
        let host = userAndHost.split(separator: "@").last ?? userAndHost
        return (String(host), remote[remote.index(after: colon)...])
    }

    /// Letters, digits, `.`, `_` and `-`: what GitHub and GitLab allow in owner, group and repository names.
    private static func isRepositoryName(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".." && segment.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || scalar == "." || scalar == "_" || scalar == "-")
        }
    }
}
