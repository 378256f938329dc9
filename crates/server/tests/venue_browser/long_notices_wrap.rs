//! A notice on the TV page is a sentence: however long, it goes on as many lines as it needs
//! across its region at a size the back row reads (never under the layout check's least text
//! size), its whole text shown and nothing of it cut, at 1280x720, 1920x1080 and 3840x2160 and
//! on a phone held upright, in English and in French.

use super::*;
use riffle_core::layout::least_text;

/// Eight players waiting for a seat, with the long names a festival's field brings.
const WAITING: [&str; 8] = [
    "Anne-Charlotte de La Roche",
    "Maximilian von Hohenberg",
    "Marie-Thérèse Duval",
    "Jean-Baptiste Castelnau",
    "Alexandra Papadopoulou",
    "Bartholomew Fitzgerald",
    "Omar Haddad",
    "Yuki Tanaka",
];

/// Each notice shown: its text, whether any of it is cut (wider or taller than its box, out
/// of its region, or under another part of the page such as a phone's link to its seat), its
/// font in hundredths of the layout's unit (its height, or less on a screen narrower than
/// 16:9, as the page draws it), and its lines.
async fn notices(page: &Page) -> Vec<(String, bool, f64, f64)> {
    page.evaluate(
        "[...document.querySelectorAll('#layout [data-figure=Notices] .notice')].map(n => {\
           const region = n.closest('.region').getBoundingClientRect();\
           const r = n.getBoundingClientRect(), style = getComputedStyle(n);\
           const root = document.querySelector('#layout');\
           const unit = Math.max(0.5, Math.min(root.clientHeight / 100, root.clientWidth / 177.8));\
           const cut = n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1\
             || r.left < region.left - 1 || r.right > region.right + 1\
             || r.top < region.top - 1 || r.bottom > region.bottom + 1\
             || [...document.querySelectorAll('body > :not(#layout)')].some(e => {\
                  const b = e.getBoundingClientRect();\
                  return b.width > 0 && b.left < r.right && b.right > r.left\
                    && b.top < r.bottom && b.bottom > r.top;\
                });\
           return [n.textContent, cut, parseFloat(style.fontSize) / unit,\
             r.height / parseFloat(style.lineHeight)];\
         })",
    )
    .await
    .unwrap()
    .into_value()
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_long_notice_wraps_whole_at_a_readable_size_on_every_screen() {
    let venue = venue();
    tokio::task::block_in_place(|| {
        let director = venue.login(DIRECTOR).unwrap();
        let (status, body) = venue.send(&director, r#"{"SetCapacity":{"seats":12}}"#);
        assert_eq!(status, 200, "{body}");
        for name in WAITING {
            let (status, body) =
                venue.send(&director, &format!(r#"{{"Register":{{"name":"{name}"}}}}"#));
            assert_eq!(status, 200, "{body}");
        }
    });
    let shots = screenshots();
    for (lang, said) in [
        ("en-US", "Alternates: 1 "),
        ("fr-FR", "Remplaçants\u{a0}: 1 "),
    ] {
        let (mut browser, events) = launch_in(lang).await;
        // The page reads the language the browser says it speaks.
        let page = browser.new_page("about:blank").await.unwrap();
        page.evaluate_on_new_document(format!(
            "Object.defineProperty(navigator, 'language', {{ get: () => '{lang}' }});"
        ))
        .await
        .unwrap();
        page.goto(venue.url("/")).await.unwrap();
        for (width, height, phone) in [
            (1280, 720, false),
            (1920, 1080, false),
            (3840, 2160, false),
            (390, 844, true),
        ] {
            if phone {
                as_phone(&page).await;
            } else {
                sized(&page, width, height).await;
            }
            // The alternates' sentence, on whichever page of the notices it is.
            wait_up_to(
                &page,
                &format!(
                    "{}.some(n => n.startsWith({said:?}) && n.includes('+2'))",
                    rows_js("Notices")
                ),
                Duration::from_secs(30),
            )
            .await;
            tokio::time::sleep(Duration::from_millis(300)).await;
            // The notices turn pages every few seconds: read them again until the page that
            // holds the alternates is the one shown (a bounded wait).
            let mut shown = notices(&page).await;
            for _ in 0..150 {
                if shown.iter().any(|(text, ..)| text.starts_with(said)) {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
                shown = notices(&page).await;
            }
            let at = format!("{lang} at {width}x{height}");
            let (text, _, _, lines) = (shown.iter())
                .find(|(text, ..)| text.starts_with(said))
                .unwrap_or_else(|| panic!("{at}: no alternates in {shown:?}"));
            for name in &WAITING[..6] {
                assert!(text.contains(name), "{at}: {name} missing from {text:?}");
            }
            assert!(
                *lines >= 1.9,
                "{at}: {text:?} on {lines:.1} line(s), not wrapped"
            );
            for (text, cut, font, _) in &shown {
                assert!(!cut, "{at}: {text:?} is cut");
                assert!(
                    *font >= f64::from(least_text()) * 0.99,
                    "{at}: {text:?} at {font:.2} hundredths of the screen, under {:.2}",
                    least_text()
                );
            }
            let name = format!("long-notice-{}-{width}x{height}.png", &lang[..2]);
            screenshot(&page, &shots.join(name)).await;
        }
        page.close().await.unwrap();
        browser.close().await.unwrap();
        browser.wait().await.unwrap();
        events.abort();
    }
}
