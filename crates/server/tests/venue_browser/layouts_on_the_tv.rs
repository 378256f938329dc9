//! The TV page drawn from a layout file (docs/layouts.md): every shipped layout at 1280x720,
//! 1920x1080 and 3840x2160 shows each of its regions with the tournament's figures, every
//! line at least the 3% of the screen's height the layout check requires; a layout the TD
//! switches to in the journal reaches a TV within a second, over the event stream, during a
//! level; a screen pinned by `/?layout=` keeps its layout. Screenshots of each layout at each
//! size are written for a person to look at. On a phone held upright (390x844) each shipped
//! layout stacks its regions, none over another, every figure of its first page drawn (an
//! announcement not made takes no room), its lines no smaller than on the landscape screen of
//! the same width.

use super::*;
use riffle_core::layout::{Figure, SHIPPED, least_text, load};

/// Each region's figure and its text, as the page drew them.
async fn regions(page: &Page) -> Vec<(String, String)> {
    page.evaluate(
        "[...document.querySelectorAll('#layout .region')]\
         .map(r => [r.dataset.figure, r.textContent])",
    )
    .await
    .unwrap()
    .into_value::<Vec<(String, String)>>()
    .unwrap()
}

/// The smallest font of the layout's text, as a share of the window's height in percent.
async fn least_font(page: &Page) -> f64 {
    page.evaluate(
        "Math.min(...[...document.querySelectorAll('#layout .line, #layout .row, #layout .notice')]\
         .filter(e => e.textContent.trim())\
         .map(e => parseFloat(getComputedStyle(e).fontSize))) / innerHeight * 100",
    )
    .await
    .unwrap()
    .into_value::<f64>()
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn every_shipped_layout_draws_its_figures_on_the_tv_at_every_size() {
    let venue = venue();
    let (display, title) = venue.writer.read(|s| {
        let t = s.tournament();
        (t.display(chrono::Utc::now()), t.name().to_string())
    });
    let (mut browser, events) = launch().await;
    let shots = screenshots();
    for (name, text) in SHIPPED {
        let layout = load(text, name, &|_| Ok(())).unwrap();
        let page = browser
            .new_page(venue.url(&format!("/?layout={name}")))
            .await
            .unwrap();
        for (width, height) in [(1280, 720), (1920, 1080), (3840, 2160)] {
            sized(&page, width, height).await;
            wait_for(
                &page,
                &format!(
                    "document.querySelector('#layout').dataset.layout === {name:?} \
                     && document.querySelectorAll('#layout .region').length > 0"
                ),
            )
            .await;
            tokio::time::sleep(Duration::from_millis(400)).await;
            let drawn = regions(&page).await;
            // The first page of a layout that turns pages, or its only one.
            let first = &layout.pages[0];
            if layout.pages.len() == 1 {
                assert_eq!(drawn.len(), first.regions.len(), "{name}: {drawn:?}");
            }
            for (figure, text) in &drawn {
                let expected = match figure.as_str() {
                    "Title" => Some(title.clone()),
                    "PlayersLeft" => Some(display.players_left.to_string()),
                    "Entries" => Some(display.entries.to_string()),
                    "Blinds" => display
                        .level
                        .as_ref()
                        .map(|l| format!("{} / {}", l.small_blind, l.big_blind)),
                    "Level" => Some(format!("Level {}", display.level.as_ref().unwrap().number)),
                    "Seating" => Some("Éloïse Martin".to_string()),
                    "Clock" => Some(":".to_string()),
                    _ => None,
                };
                if let Some(expected) = expected {
                    assert!(
                        text.contains(&expected),
                        "{name} {figure}: {text:?} lacks {expected:?}"
                    );
                }
            }
            let least = least_font(&page).await;
            assert!(
                least >= least_text() as f64 * 0.95,
                "{name} at {width}x{height}: a line at {least:.2}% of the height"
            );
            screenshot(
                &page,
                &shots.join(format!("layout-{name}-{width}x{height}.png")),
            )
            .await;
        }
        // Every figure of the layout's first page was drawn (a layout that turns pages may
        // have turned to another while the sizes were tried: wait for the first to come back).
        wait_up_to(
            &page,
            "document.querySelector('#layout').dataset.page === '0'",
            Duration::from_secs(60),
        )
        .await;
        let drawn = regions(&page).await;
        for region in &first_page_figures(&layout) {
            assert!(
                drawn.iter().any(|(figure, _)| figure == region),
                "{name}: {region} not drawn in {drawn:?}"
            );
        }
        page.close().await.unwrap();
    }
    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn every_shipped_layout_stands_upright_on_a_phone() {
    let venue = venue();
    let (mut browser, events) = launch().await;
    let shots = screenshots();
    for (name, text) in SHIPPED {
        let layout = load(text, name, &|_| Ok(())).unwrap();
        let page = browser
            .new_page(venue.url(&format!("/?layout={name}")))
            .await
            .unwrap();
        as_phone(&page).await;
        wait_up_to(
            &page,
            &format!(
                "document.querySelector('#layout').dataset.layout === {name:?} \
                 && document.querySelector('#layout').dataset.upright === 'true' \
                 && document.querySelector('#layout').dataset.page === '0'"
            ),
            Duration::from_secs(60),
        )
        .await;
        tokio::time::sleep(Duration::from_millis(400)).await;
        let drawn = regions(&page).await;
        for figure in first_page_figures(&layout) {
            assert!(
                figure == "Announcement" || drawn.iter().any(|(f, _)| *f == figure),
                "{name}: {figure} not drawn upright in {drawn:?}"
            );
        }
        let (overlapping, least) = page
            .evaluate(
                "(() => { const root = document.querySelector('#layout'); \
                   const boxes = [...root.querySelectorAll('.region')]\
                     .map(r => [r.dataset.figure, r.getBoundingClientRect()]); \
                   const over = boxes.flatMap(([a, p], i) => boxes.slice(i + 1)\
                     .filter(([, q]) => p.left < q.right - 1 && q.left < p.right - 1\
                       && p.top < q.bottom - 1 && q.top < p.bottom - 1)\
                     .map(([b]) => a + ' over ' + b)); \
                   const fonts = [...root.querySelectorAll('.line, .row, .notice')]\
                     .filter(e => e.textContent.trim())\
                     .map(e => parseFloat(getComputedStyle(e).fontSize)); \
                   return [over, Math.min(...fonts) / (root.clientWidth / 177.8)]; })()",
            )
            .await
            .unwrap()
            .into_value::<(Vec<String>, f64)>()
            .unwrap();
        assert!(overlapping.is_empty(), "{name} upright: {overlapping:?}");
        assert!(
            least >= f64::from(least_text()) * 0.95,
            "{name} upright: a line at {least:.2} hundredths of the landscape unit"
        );
        screenshot(&page, &shots.join(format!("layout-{name}-390x844.png"))).await;
        page.close().await.unwrap();
    }
    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}

fn first_page_figures(layout: &riffle_core::layout::Layout) -> Vec<String> {
    layout.pages[0]
        .regions
        .iter()
        .map(|region| match &region.figure {
            Figure::Image(_) => "Image".to_string(),
            Figure::Text(_) => "Text".to_string(),
            other => <&str>::from(other).to_string(),
        })
        .collect()
}

/// Layouts written from docs/layouts.md alone (the docs' example, and one from scratch on a
/// grid of its own), with the club's logo beside them, copied into the tournament's folder as
/// Settings copies a file, are drawn with their picture, the grid inside the screen's side
/// margins.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_layout_written_from_the_docs_shows_its_logo_and_figures() {
    let venue = venue();
    let fixtures =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/layouts");
    let (mut browser, events) = launch().await;
    for name in ["friday-night", "sunday-bounty"] {
        let installed =
            riffle_store::layouts::install(venue.dir.path(), &fixtures.join(format!("{name}.ron")))
                .unwrap();
        assert_eq!(installed, name);
        let page = browser
            .new_page(venue.url(&format!("/?layout={name}")))
            .await
            .unwrap();
        for (width, height) in [(1280, 720), (1920, 1080), (3840, 2160)] {
            sized(&page, width, height).await;
            wait_for(
                &page,
                "(() => { const img = document.querySelector('#layout img'); \
                 return !!img && img.complete && img.naturalWidth === 240; })()",
            )
            .await;
            // The page draws again on the resize; a loaded machine may answer before it has.
            let least = height as f64 * f64::from(riffle_core::layout::SIDE_MARGIN) / 100.0;
            wait_for(
                &page,
                &format!(
                    "innerHeight === {height} && [...document.querySelectorAll('#layout .region')]\
                     .every(r => r.getBoundingClientRect().left >= {least} * 0.99)"
                ),
            )
            .await;
            let drawn = regions(&page).await;
            assert!(
                drawn
                    .iter()
                    .any(|(f, t)| f == "PlayersLeft" && t.contains("12")),
                "{drawn:?}"
            );
            assert!(
                drawn
                    .iter()
                    .any(|(f, t)| f == "Title" && t.contains("Friday Deepstack"))
            );
            // Nothing touches the screen's left or right edge: the side margins stay empty.
            let (left, right) = page
                .evaluate(
                    "(() => { const boxes = [...document.querySelectorAll('#layout .region')]\
                     .map(r => r.getBoundingClientRect()); \
                     return [Math.min(...boxes.map(b => b.left)), \
                     innerWidth - Math.max(...boxes.map(b => b.right))]; })()",
                )
                .await
                .unwrap()
                .into_value::<(f64, f64)>()
                .unwrap();
            assert!(
                left >= least * 0.99 && right >= least * 0.99,
                "{name} at {width}x{height}: {left:.1} px left, {right:.1} px right, {least:.1} asked"
            );
            screenshot(
                &page,
                &screenshots().join(format!("layout-{name}-{width}x{height}.png")),
            )
            .await;
        }
        page.close().await.unwrap();
    }
    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_layout_switched_during_a_level_reaches_the_tv_within_a_second() {
    let venue = venue();
    let (mut browser, events) = launch().await;
    let room = browser.new_page(venue.url("/")).await.unwrap();
    let pinned = browser
        .new_page(venue.url("/?layout=payout-board"))
        .await
        .unwrap();
    // The shipped default layout while the tournament shows no other: `/` is drawn by it.
    let (_, default) = (SHIPPED.iter())
        .find(|(name, _)| *name == riffle_core::layout::DEFAULT_LAYOUT)
        .unwrap();
    let regions = load(default, "room-clock", &|_| Ok(())).unwrap().pages[0]
        .regions
        .len();
    wait_for(
        &room,
        &format!(
            "document.querySelector('#layout').dataset.layout === 'room-clock' \
             && document.querySelectorAll('#layout .region').length === {regions}"
        ),
    )
    .await;
    wait_for(
        &pinned,
        "document.querySelector('#layout').dataset.layout === 'payout-board'",
    )
    .await;

    let director = tokio::task::block_in_place(|| venue.login(DIRECTOR).unwrap());
    let switch = |name: &str| {
        let command = format!(r#"{{"ShowLayout":{{"name":"{name}"}}}}"#);
        tokio::task::block_in_place(|| venue.send(&director, &command))
    };
    let (status, body) = switch("big-clock");
    assert_eq!(status, 200, "{body}");
    let took = wait_up_to(
        &room,
        "document.querySelector('#layout').dataset.layout === 'big-clock' \
         && document.querySelectorAll('#layout .region').length === 2",
        Duration::from_secs(5),
    )
    .await;
    assert!(took < Duration::from_secs(1), "the switch took {took:?}");
    screenshot(&room, &screenshots().join("layout-switched-big-clock.png")).await;
    // Twice the same layout is refused and changes nothing.
    let (status, body) = switch("big-clock");
    assert_ne!(status, 200, "{body}");
    assert!(body.contains("already show"), "{body}");
    // A name that is no layout is refused by the tournament when it cannot be a file name.
    let (status, _) = switch("../etc");
    assert_ne!(status, 200);

    // A second switch, to the seating board: the room follows, the pinned screen stays.
    let (status, body) = switch("seating-board");
    assert_eq!(status, 200, "{body}");
    let took = wait_up_to(
        &room,
        "document.querySelector('#layout').dataset.layout === 'seating-board'",
        Duration::from_secs(5),
    )
    .await;
    assert!(took < Duration::from_secs(1), "the switch took {took:?}");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let kept = pinned
        .evaluate("document.querySelector('#layout').dataset.layout")
        .await
        .unwrap()
        .into_value::<String>()
        .unwrap();
    assert_eq!(kept, "payout-board");
    // The journal says when it changed.
    let history = venue
        .writer
        .read(|s| s.tournament().layout().map(str::to_string));
    assert_eq!(history.as_deref(), Some("seating-board"));

    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}
