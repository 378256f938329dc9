//! Every answer of the venue server carries the security headers: a Content-Security-Policy
//! that lets a page run only the server's own scripts and styles and be framed by no site,
//! `X-Content-Type-Options: nosniff`, and no framing at all.

use crate::venue_common;
use venue_common::*;

#[test]
fn every_page_script_and_answer_carries_the_security_headers() {
    let venue = venue();
    for path in [
        "/",
        "/seats",
        "/dealer",
        "/floor",
        "/common.js",
        "/words.js",
        "/signin.js",
        "/style.css",
        "/api/state",
        "/api/staff",
        "/no-such-page",
    ] {
        let response = venue.agent.get(venue.url(path)).call().unwrap();
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .map(|v| v.to_str().unwrap().to_string())
                .unwrap_or_else(|| panic!("{path}: no {name}"))
        };
        assert_eq!(header("x-content-type-options"), "nosniff", "{path}");
        assert_eq!(header("x-frame-options"), "DENY", "{path}");
        let policy = header("content-security-policy");
        for part in [
            "default-src 'self'",
            "connect-src 'self'",
            "object-src 'none'",
            "frame-ancestors 'none'",
        ] {
            assert!(policy.contains(part), "{path}: {policy}");
        }
        // Scripts and styles: the server's own files, and the pages' own blocks by hash; never
        // any inline code nor another site.
        for directive in ["script-src", "style-src"] {
            let sources = policy
                .split(';')
                .map(str::trim)
                .find_map(|d| d.strip_prefix(directive))
                .unwrap_or_else(|| panic!("{path}: no {directive} in {policy}"));
            for source in sources.split_whitespace() {
                assert!(
                    source == "'self'" || source.starts_with("'sha256-"),
                    "{path}: {directive} allows {source}"
                );
            }
        }
    }
}
