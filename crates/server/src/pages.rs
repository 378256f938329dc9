//! The pages, plain HTML, CSS and JavaScript compiled into the binary: no build step, no CDN,
//! nothing fetched from outside the venue. Each page reads only the JSON API (and, once signed
//! in, sends commands), so a page can show nothing the API does not give it. The language is
//! the browser's first one the word files have, English otherwise; the sentences come from the
//! word files through `/words.js`, so the pages name them by key.

use axum::http::header;
use axum::response::{IntoResponse, Response};
use riffle_text::Lang;

pub(crate) fn file(content_type: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response()
}

pub(crate) const HTML: &str = "text/html; charset=utf-8";
pub(crate) const JS: &str = "text/javascript; charset=utf-8";

/// `/`: the players' clock, counted down in the browser from the server's level end.
pub async fn clock() -> Response {
    file(HTML, include_str!("pages/clock.html"))
}

/// `/seats`: a player finds their table and seat by name.
pub async fn seats() -> Response {
    file(HTML, include_str!("pages/seats.html"))
}

/// `/dealer`: a table's dealer reports hands, busts and calls.
pub async fn dealer() -> Response {
    file(HTML, include_str!("pages/dealer.html"))
}

/// `/floor`: calls to answer, busts to confirm, moves to carry out, chip counts.
pub async fn floor() -> Response {
    file(HTML, include_str!("pages/floor.html"))
}

pub async fn common_script() -> Response {
    file(JS, include_str!("pages/common.js"))
}

pub async fn sign_in_script() -> Response {
    file(JS, include_str!("pages/signin.js"))
}

pub async fn style() -> Response {
    file("text/css; charset=utf-8", include_str!("pages/style.css"))
}

/// The security headers of every answer, page or API: scripts and styles only from the server
/// (its files, and the pages' own inline blocks by their SHA-256), no page framed by another
/// site, no type guessed from content.
pub async fn security_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        header::HeaderValue::from_static(*POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        header::HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::X_FRAME_OPTIONS,
        header::HeaderValue::from_static("DENY"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        header::HeaderValue::from_static("no-referrer"),
    );
    response
}

/// Every inline `<script>` and `<style>` block of the pages, as served.
const PAGES: [&str; 5] = [
    include_str!("pages/clock.html"),
    include_str!("pages/seats.html"),
    include_str!("pages/dealer.html"),
    include_str!("pages/floor.html"),
    include_str!("pages/director.html"),
];

/// The Content-Security-Policy: the inline blocks allowed by their hashes, computed from the
/// pages compiled in, so a page changed is allowed as it is and nothing else is.
static POLICY: std::sync::LazyLock<&'static str> = std::sync::LazyLock::new(|| {
    let hashes = |open: &str, close: &str| -> String {
        use base64::Engine;
        use sha2::Digest;
        let mut allowed = String::new();
        for page in PAGES {
            for (at, _) in page.match_indices(open) {
                let block = &page[at + open.len()..];
                let block = &block[..block.find(close).unwrap_or(block.len())];
                let digest = sha2::Sha256::digest(block.as_bytes());
                let hash = base64::engine::general_purpose::STANDARD.encode(digest);
                allowed.push_str(&format!(" 'sha256-{hash}'"));
            }
        }
        allowed
    };
    let policy = [
        "default-src 'self'".to_string(),
        format!("script-src 'self'{}", hashes("<script>", "</script>")),
        format!("style-src 'self'{}", hashes("<style>", "</style>")),
        ["img-src", "'self'", "data:"].join(" "),
        "connect-src 'self'".to_string(),
        "object-src 'none'".to_string(),
        "base-uri 'none'".to_string(),
        "form-action 'self'".to_string(),
        "frame-ancestors 'none'".to_string(),
    ]
    .join("; ");
    Box::leak(policy.into_boxed_str())
});

/// `/words.js`: the pages' sentences in every language, read from the word files
/// (`assets/words/<language>/pages.ron`, and `director_page.ron` for the TD's phone), so a page
/// names a sentence by its key and holds none.
pub async fn words_script() -> Response {
    file(JS, WORDS_SCRIPT.as_str())
}

static WORDS_SCRIPT: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
    let languages: serde_json::Map<String, serde_json::Value> = [Lang::En, Lang::Fr]
        .into_iter()
        .map(|lang| (lang.code().to_string(), serde_json::json!(words_of(lang))))
        .collect();
    format!("const WORDS = {};\n", serde_json::Value::Object(languages))
});

/// The keys of the staff pages' shared words in `lang`, which the director's page names too.
#[cfg(test)]
pub(crate) fn page_words_of(lang: Lang) -> std::collections::BTreeSet<String> {
    page_words::words(lang).keys().cloned().collect()
}

/// Every sentence the pages name, by key: `pages.ron`, the room's own `pages_room.ron` and the
/// director's `director_page.ron`.
fn words_of(lang: Lang) -> std::collections::BTreeMap<&'static String, &'static String> {
    page_words::words(lang)
        .iter()
        .chain(room_words::words(lang))
        .chain(phone_words::words(lang))
        .chain(director_words::words(lang))
        .chain(layout_words::words(lang))
        .collect()
}

/// The keys of the director page's own words in `lang`, checked beside the page.
#[cfg(test)]
pub(crate) fn director_words_of(lang: Lang) -> std::collections::BTreeSet<String> {
    director_words::words(lang).keys().cloned().collect()
}

/// The director page's words, from `assets/words/<language>/director_page.ron`, served with
/// the other pages' in `/words.js`.
mod director_words {
    riffle_text::word_files!(pub(super) std::collections::BTreeMap<String, String> = "director_page.ron");
}

/// The pages' words, from `assets/words/<language>/pages.ron`.
mod page_words {
    riffle_text::word_files!(pub(super) std::collections::BTreeMap<String, String> = "pages.ron");
}

/// The words of a layout's figures: the window's own (`layout_screen.ron`, the notices'
/// `screen_notices.ron` and the games' `games.ron`, which the windows read), so the TV page
/// words each figure as the window does.
mod layout_words {
    use riffle_text::Lang;
    use std::collections::BTreeMap;
    use std::sync::LazyLock;

    type Words = BTreeMap<String, String>;

    /// Both languages' words, by the language's code.
    pub(super) fn words(lang: Lang) -> &'static Words {
        static WORDS: LazyLock<BTreeMap<&'static str, Words>> = LazyLock::new(|| {
            BTreeMap::from([
                (
                    "en",
                    both(
                        riffle_text::read_words(
                            "en/layout_screen.ron",
                            include_str!("../../../assets/words/en/layout_screen.ron"),
                        ),
                        riffle_text::read_words(
                            "en/screen_notices.ron",
                            include_str!("../../../assets/words/en/screen_notices.ron"),
                        ),
                        riffle_text::read_words(
                            "en/games.ron",
                            include_str!("../../../assets/words/en/games.ron"),
                        ),
                    ),
                ),
                (
                    "fr",
                    both(
                        riffle_text::read_words(
                            "fr/layout_screen.ron",
                            include_str!("../../../assets/words/fr/layout_screen.ron"),
                        ),
                        riffle_text::read_words(
                            "fr/screen_notices.ron",
                            include_str!("../../../assets/words/fr/screen_notices.ron"),
                        ),
                        riffle_text::read_words(
                            "fr/games.ron",
                            include_str!("../../../assets/words/fr/games.ron"),
                        ),
                    ),
                ),
            ])
        });
        &WORDS[lang.code()]
    }

    /// One language's figures, notices and games together.
    fn both(mut figures: Words, notices: Words, games: Words) -> Words {
        figures.extend(notices);
        figures.extend(games);
        figures
    }
}

/// The room's words (connection, the floor phone's answers and alerts, each dealer's push),
/// from `assets/words/<language>/pages_room.ron`.
mod room_words {
    riffle_text::word_files!(pub(super) std::collections::BTreeMap<String, String> = "pages_room.ron");
}

/// Which phones may report and carrying on at a standby, from
/// `assets/words/<language>/pages_phones.ron`.
mod phone_words {
    riffle_text::word_files!(pub(super) std::collections::BTreeMap<String, String> = "pages_phones.ron");
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Every page and script, as served.
    const SOURCES: [&str; 6] = [
        include_str!("pages/clock.html"),
        include_str!("pages/seats.html"),
        include_str!("pages/dealer.html"),
        include_str!("pages/floor.html"),
        include_str!("pages/common.js"),
        include_str!("pages/signin.js"),
    ];

    /// The keys the pages name: `T("key"`, `data-word="key"`, `data-placeholder-word="key"`.
    fn keys_named() -> BTreeSet<String> {
        let mut keys = BTreeSet::new();
        for source in SOURCES {
            for opening in ["T(\"", "data-word=\"", "data-placeholder-word=\""] {
                for (at, _) in source.match_indices(opening) {
                    let rest = &source[at + opening.len()..];
                    keys.insert(rest[..rest.find('"').unwrap_or(0)].to_string());
                }
            }
        }
        keys
    }

    #[test]
    fn the_pages_name_only_sentences_that_exist_and_use_every_one() {
        let named = keys_named();
        assert!(named.len() > 50, "{named:?}");
        for lang in [Lang::En, Lang::Fr] {
            // The director's words are the director page's, checked beside it.
            let known: BTreeSet<String> = (page_words::words(lang).keys())
                .chain(room_words::words(lang).keys())
                .chain(phone_words::words(lang).keys())
                .cloned()
                .collect();
            let twice: Vec<_> = room_words::words(lang)
                .keys()
                .filter(|k| page_words::words(lang).contains_key(*k))
                .collect();
            assert!(twice.is_empty(), "in both word files: {twice:?}");
            let missing: Vec<_> = named.difference(&known).collect();
            let unused: Vec<_> = known.difference(&named).collect();
            assert!(missing.is_empty(), "not in {lang:?} pages.ron: {missing:?}");
            assert!(unused.is_empty(), "no page names {unused:?}");
        }
    }

    #[test]
    fn the_pages_hold_no_sentence_of_their_own() {
        for source in SOURCES {
            for old in [
                "data-en=",
                "data-fr=",
                "data-placeholder-en=",
                "LANG === \"fr\"",
            ] {
                assert!(
                    !source.contains(old),
                    "a page words a sentence itself: {old}"
                );
            }
        }
    }

    #[test]
    fn the_words_script_gives_every_language_its_sentences() {
        let script = WORDS_SCRIPT.as_str();
        let json = script
            .strip_prefix("const WORDS = ")
            .and_then(|rest| rest.trim_end().strip_suffix(';'))
            .unwrap();
        let words: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(words["en"]["find_my_seat"], "Find my seat");
        assert_eq!(words["fr"]["find_my_seat"], "Trouver ma place");
        assert_eq!(words["fr"]["signed_in"], "Connecté\u{a0}: {role}");
    }
}
