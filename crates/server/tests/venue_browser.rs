//! The venue pages in a real browser (headless Chromium over the DevTools protocol): a dealer
//! signs in on `/dealer` and sends New hand, the clock page `/` follows; a reported bust is
//! confirmed on `/floor` and the clock shows one player fewer; a chip count half typed on
//! `/floor` survives another device's change and is saved only on Enter; a dealer's phone
//! follows the dealer board through a push; a dealer opened from table 2's card checks in by
//! name, and the floor sets the rotation plan in the floor page's editor; the TV turns to the
//! next level by itself when the level's time runs out, shows the league between levels, marks
//! the payouts provisional and shows a deal by name. Screenshots at a phone's and a TV's size
//! are written under the target folder for a person to look at.
//!
//! Needs Chromium (`chromium` on the PATH, or RIFFLE_CHROMIUM): `.ci/run` installs it and runs
//! these with `--ignored`.

#[path = "venue_browser/director_phone.rs"]
mod director_phone;
#[path = "venue_common/mod.rs"]
mod venue_common;

use chromiumoxide::cdp::browser_protocol::emulation::SetDeviceMetricsOverrideParams;
use chromiumoxide::handler::viewport::Viewport;
use chromiumoxide::page::ScreenshotParams;
use chromiumoxide::{Browser, BrowserConfig, Page};
use futures_util::StreamExt;
use std::path::PathBuf;
use std::time::Duration;
use venue_common::*;

/// The room's own specifications, each in its file, with the helpers above.
#[path = "venue_browser/connection_state.rs"]
mod connection_state;
#[path = "venue_browser/floor_alerts.rs"]
mod floor_alerts;
#[path = "venue_browser/floor_at_the_thumb.rs"]
mod floor_at_the_thumb;
#[path = "venue_browser/layouts_on_the_tv.rs"]
mod layouts_on_the_tv;
#[path = "venue_browser/long_notices_wrap.rs"]
mod long_notices_wrap;
#[path = "venue_browser/phones_approved.rs"]
mod phones_approved;

fn chromium() -> PathBuf {
    if let Some(path) = std::env::var_os("RIFFLE_CHROMIUM") {
        return path.into();
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .flat_map(|dir| ["chromium", "chromium-browser", "google-chrome"].map(|n| dir.join(n)))
        .find(|candidate| candidate.exists())
        .expect("Chromium is installed (apt-get install chromium)")
}

fn screenshots() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("venue-screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Evaluates `expression` until it is true, a bounded number of times.
async fn wait_for(page: &Page, expression: &str) {
    wait_up_to(page, expression, Duration::from_secs(15)).await;
}

/// Evaluates `expression` every 100 ms until it is true; how long that took, or a panic once
/// `limit` has passed.
async fn wait_up_to(page: &Page, expression: &str, limit: Duration) -> Duration {
    let start = std::time::Instant::now();
    while start.elapsed() < limit {
        // A page between two documents (a tap that opens another address) has nothing to
        // evaluate in for a moment: not true yet.
        let value = page.evaluate(expression).await.ok();
        if value
            .and_then(|v| v.into_value::<bool>().ok())
            .unwrap_or(false)
        {
            return start.elapsed();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("not true within {limit:?}: {expression}");
}

async fn text_of(page: &Page, selector: &str) -> String {
    let expression = format!("document.querySelector({selector:?}).textContent");
    page.evaluate(expression)
        .await
        .unwrap()
        .into_value::<String>()
        .unwrap()
}

/// The JS for the main line of a figure of the TV's layout (`Clock`, `PlayersLeft`...), as
/// text ("" while the figure is not on the screen).
fn figure_js(figure: &str) -> String {
    format!(
        "((document.querySelector('#layout [data-figure={figure}] [data-part=value]') || {{}})\
         .textContent || '')"
    )
}

/// The JS for the caption of a figure of the TV's layout, as text.
fn caption_js(figure: &str) -> String {
    format!(
        "((document.querySelector('#layout [data-figure={figure}] [data-part=caption]') || {{}})\
         .textContent || '')"
    )
}

/// The JS for the rows of a list of the TV's layout (`Payouts`, `Notices`...), each as text
/// (a notice is a row of its own, wrapped).
fn rows_js(figure: &str) -> String {
    format!(
        "[...document.querySelectorAll('#layout [data-figure={figure}] :is(.row, .notice)')]\
         .map(r => r.textContent)"
    )
}

/// The main line of a figure of the TV's layout.
async fn figure(page: &Page, figure: &str) -> String {
    let value = page.evaluate(figure_js(figure)).await.unwrap();
    value.into_value::<String>().unwrap()
}

/// The rows of a list of the TV's layout.
async fn rows(page: &Page, figure: &str) -> Vec<String> {
    let value = page.evaluate(rows_js(figure)).await.unwrap();
    value.into_value::<Vec<String>>().unwrap()
}

/// The clock of the TV's layout shows a time: m:ss or h:mm:ss.
fn clock_shown() -> String {
    format!("/^(\\d+:)?\\d?\\d:\\d\\d$/.test({})", figure_js("Clock"))
}

async fn seq_of(page: &Page) -> u64 {
    page.evaluate("Number(document.body.dataset.seq || -1)")
        .await
        .unwrap()
        .into_value::<i64>()
        .unwrap() as u64
}

/// Saves what `page` shows, for a person to look at.
async fn screenshot(page: &Page, path: &std::path::Path) {
    page.save_screenshot(ScreenshotParams::builder().build(), path)
        .await
        .unwrap();
}

/// Screenshots of `page` at each size, `NAME-WIDTHxHEIGHT.png`, for a person to look at.
async fn screenshots_at(page: &Page, name: &str, sizes: &[(i64, i64)]) {
    let shots = screenshots();
    for &(width, height) in sizes {
        sized(page, width, height).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        screenshot(page, &shots.join(format!("{name}-{width}x{height}.png"))).await;
    }
}

async fn as_phone(page: &Page) {
    page.execute(SetDeviceMetricsOverrideParams::new(390, 844, 3.0, true))
        .await
        .unwrap();
}

async fn sign_in(page: &Page, pin: &str) {
    page.find_element("#pin")
        .await
        .unwrap()
        .click()
        .await
        .unwrap()
        .type_str(pin)
        .await
        .unwrap();
    page.find_element("#pin-go")
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for(
        page,
        "!document.querySelector('#work').classList.contains('hidden')",
    )
    .await;
}

/// The floor approves the dealer's phone that signed in last on `dealer`, which may then report
/// (venue_browser/phones_approved.rs shows the floor's tap itself).
async fn approved(venue: &Venue, dealer: &Page) {
    tokio::task::block_in_place(|| {
        let (status, body) = venue.answer_phone(&venue.device_of_last_request(), true);
        assert_eq!(status, 200, "{body}");
    });
    wait_for(dealer, "document.body.dataset.approval === 'approved'").await;
}

/// Headless Chromium at a TV's size, and the task that runs its DevTools connection.
async fn launch() -> (Browser, tokio::task::JoinHandle<()>) {
    launch_in("en-US").await
}

/// [`launch`] with the browser's language set to `lang`, as a room's TV or a player's phone
/// set to French would be.
async fn launch_in(lang: &str) -> (Browser, tokio::task::JoinHandle<()>) {
    let config = BrowserConfig::builder()
        .chrome_executable(chromium())
        .arg(format!("--lang={lang}"))
        .no_sandbox()
        .user_data_dir(tempfile::tempdir().unwrap().keep())
        .viewport(Viewport {
            width: 1920,
            height: 1080,
            ..Viewport::default()
        })
        .window_size(1920, 1080)
        .build()
        .unwrap();
    let (browser, mut handler) = Browser::launch(config).await.unwrap();
    let events = tokio::spawn(async move { while handler.next().await.is_some() {} });
    (browser, events)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_dealer_deals_a_new_hand_and_the_floor_confirms_a_bust_and_the_clock_follows() {
    let venue = venue();
    let (mut browser, events) = launch().await;
    let shots = screenshots();

    let clock = browser.new_page(venue.url("/")).await.unwrap();
    wait_for(&clock, &clock_shown()).await;
    assert_eq!(figure(&clock, "PlayersLeft").await, "12");
    assert_eq!(figure(&clock, "Blinds").await, "100 / 200");
    let before = seq_of(&clock).await;
    assert_eq!(before, venue.commands_in_journal());
    screenshot(&clock, &shots.join("clock-tv.png")).await;

    // Opened from table 1's card (its QR code holds the table): the table is filled in.
    let dealer = browser
        .new_page(venue.url("/dealer?table=1"))
        .await
        .unwrap();
    as_phone(&dealer).await;
    sign_in(&dealer, DEALER).await;
    approved(&venue, &dealer).await;
    wait_for(
        &dealer,
        "document.querySelector('#table-title').textContent === 'Table 1'",
    )
    .await;
    wait_for(
        &dealer,
        "document.querySelector('#positions').textContent.includes('Button')",
    )
    .await;
    let positions = text_of(&dealer, "#positions").await;
    dealer
        .find_element("#new-hand")
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for(
        &dealer,
        "document.querySelector('#result').textContent.startsWith('New hand')",
    )
    .await;
    // The clock page hears of the hand over its event stream.
    wait_for(
        &clock,
        &format!("Number(document.body.dataset.seq) === {}", before + 1),
    )
    .await;
    wait_for(
        &dealer,
        &format!("document.querySelector('#positions').textContent !== {positions:?}"),
    )
    .await;
    screenshot(&dealer, &shots.join("dealer-phone.png")).await;

    // A bust reported by the dealer waits on the floor's phone, then goes out on confirmation.
    dealer
        .find_element("#bust")
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for(
        &dealer,
        "document.querySelector('#result').textContent.startsWith('Bust reported')",
    )
    .await;
    let floor = browser.new_page(venue.url("/floor")).await.unwrap();
    as_phone(&floor).await;
    sign_in(&floor, FLOOR).await;
    wait_for(&floor, "!!document.querySelector('#reports button.danger')").await;
    assert!(text_of(&floor, "#reports").await.contains("place 12"));
    screenshot(&floor, &shots.join("floor-phone.png")).await;
    floor
        .evaluate("document.querySelector('#reports button.danger').click()")
        .await
        .unwrap();
    wait_for(&clock, &format!("{} === '11'", figure_js("PlayersLeft"))).await;

    // The room is full: a late registration waits as an alternate, named on the clock page.
    tokio::task::block_in_place(|| {
        let director = venue.login(DIRECTOR).unwrap();
        for command in [
            r#"{"SetCapacity":{"seats":11}}"#,
            r#"{"Register":{"name":"Gus Waiting"}}"#,
        ] {
            let (status, body) = venue.send(&director, command);
            assert_eq!(status, 200, "{body}");
        }
    });
    wait_for(
        &clock,
        &format!(
            "{}.includes('Alternates: 1 Gus Waiting')",
            rows_js("Notices")
        ),
    )
    .await;

    as_phone(&clock).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    screenshot(&clock, &shots.join("clock-phone.png")).await;

    let seats = browser.new_page(venue.url("/seats")).await.unwrap();
    as_phone(&seats).await;
    seats
        .find_element("#name")
        .await
        .unwrap()
        .click()
        .await
        .unwrap()
        .type_str("eloise")
        .await
        .unwrap();
    wait_for(
        &seats,
        "document.querySelector('#results').textContent.includes('Éloïse Martin')",
    )
    .await;
    screenshot(&seats, &shots.join("seats-phone.png")).await;

    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_chip_count_being_typed_survives_another_devices_change_and_is_saved_only_on_enter() {
    let venue = venue();
    let (mut browser, events) = launch().await;
    let floor = browser.new_page(venue.url("/floor")).await.unwrap();
    as_phone(&floor).await;
    sign_in(&floor, FLOOR).await;
    wait_for(&floor, "!!document.querySelector('#counts input')").await;
    let name = text_of(&floor, "#counts .count .name").await;
    let player = venue.player(&name);
    let chips_of = || {
        venue.writer.read(|s| {
            s.tournament()
                .entries()
                .iter()
                .find(|e| e.id == player)
                .unwrap()
                .chips
        })
    };
    let chips = chips_of();
    let field = floor.find_element("#counts input").await.unwrap();
    field.click().await.unwrap();
    floor
        .evaluate("document.querySelector('#counts input').select()")
        .await
        .unwrap();
    field.type_str("315").await.unwrap();

    // Another device sends New hand while the count is half typed: the floor's page hears of
    // it and redraws, and nothing is saved.
    let seen = seq_of(&floor).await;
    let before = venue.commands_in_journal();
    tokio::task::block_in_place(|| {
        let dealer = venue.dealer_at(1);
        let (status, body) = venue.send(&dealer, r#"{"DealHand":{"table":1}}"#);
        assert_eq!(status, 200, "{body}");
    });
    wait_for(
        &floor,
        &format!("Number(document.body.dataset.seq) > {seen}"),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let typed = "document.querySelector('#counts input')";
    assert_eq!(
        floor
            .evaluate(format!("{typed}.value"))
            .await
            .unwrap()
            .into_value::<String>()
            .unwrap(),
        "315"
    );
    assert!(
        floor
            .evaluate(format!("document.activeElement === {typed}"))
            .await
            .unwrap()
            .into_value::<bool>()
            .unwrap(),
        "the field being typed in keeps its focus"
    );
    // Leaving the field saves nothing either.
    floor.evaluate(format!("{typed}.blur()")).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(venue.commands_in_journal(), before + 1);
    assert_eq!(chips_of(), chips);

    // The count finished and Enter pressed: saved.
    field.click().await.unwrap();
    floor
        .evaluate(format!("{typed}.setSelectionRange(3, 3)"))
        .await
        .unwrap();
    field.type_str("00").await.unwrap();
    field.press_key("Enter").await.unwrap();
    // Said at the row typed in, not at the top of the page.
    wait_for(
        &floor,
        "document.querySelector('#counts .count .answer').textContent.startsWith('Chips of')",
    )
    .await;
    assert_eq!(chips_of(), 31_500);
    assert_eq!(venue.commands_in_journal(), before + 2);

    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}

/// The clock's digits as shown, and their height as a share of the window's height.
async fn digits(page: &Page) -> (String, f64) {
    page.evaluate(
        "(() => { const t = document.querySelector('#layout [data-figure=Clock] [data-part=value]'); \
             return [t.textContent, t.getBoundingClientRect().height / window.innerHeight]; })()",
    )
    .await
    .unwrap()
    .into_value::<(String, f64)>()
    .unwrap()
}

async fn sized(page: &Page, width: i64, height: i64) {
    page.execute(SetDeviceMetricsOverrideParams::new(
        width, height, 1.0, false,
    ))
    .await
    .unwrap();
}

/// The room's clock, drawn by the default layout, at a phone's size (portrait and landscape)
/// and three TV sizes: the digits take a fixed share of the height on each screen held
/// landscape; on a phone held upright the regions stand one under another, none over
/// another, the digits across the width; hand-for-hand and a pause hold the digits over 5 s and say so among the
/// notices; a stopped server is soon said to be out of reach.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn the_tv_clock_never_counts_a_stopped_clock_and_says_when_it_lost_the_server() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let (mut browser, events) = launch().await;
    let shots = screenshots();
    let clock = browser.new_page(venue.url("/")).await.unwrap();
    wait_for(&clock, &clock_shown()).await;
    let places = rows(&clock, "Payouts").await;
    assert!(
        places.first().is_some_and(|row| row.starts_with("1.")),
        "the paid places, readable: {places:?}"
    );
    let mut tv_shares = Vec::new();
    for (width, height) in [
        (390, 844),
        (844, 390),
        (1280, 720),
        (1920, 1080),
        (3840, 2160),
    ] {
        sized(&clock, width, height).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let (_, share) = digits(&clock).await;
        if width >= 1280 {
            tv_shares.push(share);
        }
        // A phone held upright stacks the layout's regions, the clock across its width.
        let least = if width < height { 0.10 } else { 0.12 };
        assert!(
            share >= least,
            "at {width}x{height} the digits are {:.0}% of the height",
            share * 100.0
        );
        if width < height {
            let overlapping = clock
                .evaluate(
                    "(() => { const boxes = [...document.querySelectorAll('#layout .region')]\
                       .map(r => [r.dataset.figure, r.getBoundingClientRect()]); \
                     return boxes.flatMap(([a, p], i) => boxes.slice(i + 1)\
                       .filter(([, q]) => p.left < q.right - 1 && q.left < p.right - 1\
                         && p.top < q.bottom - 1 && q.top < p.bottom - 1)\
                       .map(([b]) => a + ' over ' + b)); })()",
                )
                .await
                .unwrap()
                .into_value::<Vec<String>>()
                .unwrap();
            assert!(overlapping.is_empty(), "upright: {overlapping:?}");
        }
        screenshot(&clock, &shots.join(format!("clock-{width}x{height}.png"))).await;
    }
    let (least, most) = tv_shares
        .iter()
        .fold((f64::MAX, 0.0f64), |(a, b), &s| (a.min(s), b.max(s)));
    assert!(
        most / least < 1.1,
        "the three TV sizes read the same: digits {tv_shares:?} of the height"
    );
    sized(&clock, 1920, 1080).await;

    for (start, stop, said) in [
        (
            "\"StartHandForHand\"",
            "\"EndHandForHand\"",
            "HAND-FOR-HAND",
        ),
        ("\"PauseClock\"", "\"ResumeClock\"", "CLOCK PAUSED"),
    ] {
        let (status, body) = venue.send(&director, start);
        assert_eq!(status, 200, "{body}");
        let notice = format!(
            "{}.some(row => row.startsWith({said:?}))",
            rows_js("Notices")
        );
        wait_for(&clock, &notice).await;
        let (before, _) = digits(&clock).await;
        tokio::time::sleep(Duration::from_secs(5)).await;
        let (after, _) = digits(&clock).await;
        assert_eq!(before, after, "{said}: the digits held over 5 s");
        screenshot(
            &clock,
            &shots.join(format!(
                "clock-{}.png",
                said.to_lowercase().replace(' ', "-")
            )),
        )
        .await;
        let (status, body) = venue.send(&director, stop);
        assert_eq!(status, 200, "{body}");
        wait_for(&clock, &format!("!{notice}")).await;
    }

    assert_eq!(
        clock
            .evaluate("document.body.dataset.connection")
            .await
            .unwrap()
            .into_value::<String>()
            .unwrap(),
        "live",
        "no connection mark while the server answers"
    );
    let Venue { server, .. } = venue;
    server.stop();
    wait_up_to(
        &clock,
        "document.body.dataset.connection === 'lost'",
        Duration::from_secs(30),
    )
    .await;
    screenshot(&clock, &shots.join("clock-reconnecting.png")).await;

    browser.close().await.unwrap();
    events.abort();
}

/// A level ending on time commits nothing, so no event comes: the TV asks again when its own
/// count reaches the end, and shows the next period rather than 00:00 over the old blinds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn the_tv_turns_to_the_next_level_when_the_time_runs_out() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let (mut browser, events) = launch().await;
    let clock = browser.new_page(venue.url("/")).await.unwrap();
    wait_for(&clock, &format!("{} === 'Level 1'", figure_js("Level"))).await;
    let (_, body) = venue.get("/api/state");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    let left_s = state["display"]["clock"]["time_left_ms"].as_i64().unwrap() / 1000;
    let (status, body) = venue.send(
        &director,
        &format!("{{\"RemoveTime\":{{\"seconds\":{}}}}}", left_s - 3),
    );
    assert_eq!(status, 200, "{body}");
    // The page has heard of the time removed before the level runs out.
    let seq = venue.commands_in_journal();
    wait_for(
        &clock,
        &format!("Number(document.body.dataset.seq) === {seq}"),
    )
    .await;
    wait_for(
        &clock,
        &format!("{0} !== 'Level 1' && {0} !== ''", figure_js("Level")),
    )
    .await;
    assert_eq!(seq_of(&clock).await, seq, "no command came: the page asked");
    assert_ne!(figure(&clock, "Clock").await, "0:00");
    browser.close().await.unwrap();
    events.abort();
}

/// Between levels of an event a league file names, the TV shows the league's standings in
/// place of the payouts, as the app's players' screen does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn the_tv_shows_the_league_between_levels() {
    let venue = league_venue(true);
    let (mut browser, events) = launch().await;
    let clock = browser.new_page(venue.url("/")).await.unwrap();
    // The league in place of the payouts.
    wait_for(
        &clock,
        &format!("{} === 'Spring League'", caption_js("Payouts")),
    )
    .await;
    let first = rows(&clock, "Payouts").await;
    assert_eq!(first.first().map(String::as_str), Some("1 Cy10 pts"));
    screenshots_at(
        &clock,
        "clock-league",
        &[(390, 844), (1920, 1080), (3840, 2160)],
    )
    .await;
    browser.close().await.unwrap();
    events.abort();
}

/// The payouts are marked provisional while registration is open; a deal agreed shows on the
/// TV as on the app's screen: each player's share by name, in place of the places.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn the_tv_marks_payouts_provisional_and_shows_a_deal_by_name() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let (mut browser, events) = launch().await;
    let shots = screenshots();
    let clock = browser.new_page(venue.url("/")).await.unwrap();
    wait_for(
        &clock,
        &format!(
            "{}.startsWith('Payouts (provisional)')",
            caption_js("Payouts")
        ),
    )
    .await;
    let out = [
        "Éloïse Martin",
        "Bob Stone",
        "Chloé Durand",
        "Dan Wu",
        "Eve Park",
        "Finn Roy",
        "Gus Hale",
        "Hana Ito",
        "Ivan Popov",
        "Jade Li",
    ];
    for name in out {
        let player = venue.player(name).0;
        let bust = format!(
            "{{\"Eliminate\":{{\"busts\":[{{\"by\":[],\"player\":{player},\"starting_stack\":null}}],\"on_hand_for_hand_announcement\":false}}}}"
        );
        let (status, body) = venue.send(&director, &bust);
        assert_eq!(status, 200, "{body}");
    }
    let (_, body) = venue.get("/api/state");
    let state: serde_json::Value = serde_json::from_str(&body).unwrap();
    let prizes: Vec<u64> = (state["display"]["payouts"].as_array().unwrap().iter())
        .map(|p| p.as_u64().unwrap())
        .collect();
    // Heads-up, the two prizes left shared as the places pay them.
    assert_eq!(prizes.len(), 2, "{prizes:?}");
    let shares: Vec<String> = ["Karl Berg", "Lena Vogel"]
        .iter()
        .zip(&prizes)
        .map(|(name, amount)| {
            let player = venue.player(name).0;
            format!("{{\"player\":{player},\"amount\":{amount},\"chips\":null,\"agreed\":true}}")
        })
        .collect();
    let deal = format!(
        "{{\"AgreeDeal\":{{\"shares\":[{}],\"kept\":0}}}}",
        shares.join(",")
    );
    let (status, body) = venue.send(&director, &deal);
    assert_eq!(status, 200, "{body}");
    wait_for(
        &clock,
        &format!(
            "{}.startsWith('Deal') && {}.some(row => row.startsWith('Karl Berg'))",
            caption_js("Payouts"),
            rows_js("Payouts")
        ),
    )
    .await;
    let said = rows(&clock, "Payouts").await.join(" | ");
    assert!(said.contains("Lena Vogel"), "{said}");
    assert!(!said.contains("1."), "no places beside the deal: {said}");
    screenshot(&clock, &shots.join("clock-deal-1920x1080.png")).await;
    browser.close().await.unwrap();
    events.abort();
}

/// The TV in French at the three TV sizes: every word from the French word file.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn the_tv_clock_speaks_french_on_a_french_browser() {
    let venue = venue();
    let (mut browser, events) = launch_in("fr-FR").await;
    // A browser set to French: the pages read the language the browser says it speaks.
    let clock = browser.new_page("about:blank").await.unwrap();
    clock
        .evaluate_on_new_document(
            "Object.defineProperty(navigator, 'language', { get: () => 'fr-FR' });",
        )
        .await
        .unwrap();
    clock.goto(venue.url("/")).await.unwrap();
    wait_for(&clock, &clock_shown()).await;
    assert_eq!(figure(&clock, "Level").await, "Niveau 1");
    let places = rows(&clock, "Payouts").await;
    assert!(
        places.first().is_some_and(|row| row.starts_with("1.")),
        "{places:?}"
    );
    assert_eq!(figure(&clock, "PlayersLeft").await, "12");
    screenshots_at(
        &clock,
        "clock-fr",
        &[(1280, 720), (1920, 1080), (3840, 2160)],
    )
    .await;
    browser.close().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_dealer_s_phone_announces_the_push_and_follows_the_board_through_it() {
    use riffle_core::dealers::{DealerId, DealerString};
    use riffle_core::floor::TableNo;
    use riffle_tournament::Command;
    let venue = venue();
    let now = chrono::Utc::now();
    for name in ["Ana", "Ben", "Cy"] {
        venue
            .writer
            .execute(&Command::CheckInDealer { name: name.into() }, now)
            .unwrap();
    }
    // A push every 5 minutes, planned 4 min 56 s ago: the first is due in 4 seconds.
    let planned = now - chrono::TimeDelta::seconds(4 * 60 + 56);
    let plan = Command::SetDealerPlan {
        push_minutes: 5,
        strings: vec![DealerString {
            tables: vec![TableNo(1), TableNo(2)],
            dealers: vec![DealerId(0), DealerId(1), DealerId(2)],
        }],
    };
    venue.writer.execute(&plan, planned).unwrap();
    let (mut browser, events) = launch().await;
    let shots = screenshots();

    let dealer = browser
        .new_page(venue.url("/dealer?table=1"))
        .await
        .unwrap();
    as_phone(&dealer).await;
    sign_in(&dealer, DEALER).await;
    // The phone tells the dealer of its table their own next place, at the push's time of
    // day; never the whole board's sentence.
    let first_push = venue.writer.read(|session| {
        let board = session
            .tournament()
            .dealer_board(chrono::Utc::now())
            .unwrap();
        board.next.at.to_rfc3339()
    });
    // The time of day as the room's TV writes it, in the browser's locale.
    let first_push = dealer
        .evaluate(format!("timeOfDay({first_push:?})"))
        .await
        .unwrap()
        .into_value::<String>()
        .unwrap();
    let ana = format!("Ana: you go to table 2 at {first_push}.");
    wait_for(
        &dealer,
        &format!("document.querySelector('#my-push').textContent === {ana:?}"),
    )
    .await;
    assert_eq!(
        text_of(&dealer, "#push").await,
        format!("Next push at {first_push}.")
    );
    assert_eq!(
        text_of(&dealer, "#incoming").await,
        "Coming to this table: Cy"
    );
    screenshot(&dealer, &shots.join("dealer-board-phone.png")).await;

    // The push is made with no command sent: the page asks again at its time, and tells Cy,
    // now at table 1, where Cy goes next.
    wait_for(
        &dealer,
        "document.querySelector('#my-push').textContent.startsWith('Cy: ')",
    )
    .await;
    assert_eq!(
        text_of(&dealer, "#incoming").await,
        "Coming to this table: Ben",
        "Cy deals table 1 now; Ben comes next"
    );

    let floor = browser.new_page(venue.url("/floor")).await.unwrap();
    as_phone(&floor).await;
    sign_in(&floor, FLOOR).await;
    wait_for(
        &floor,
        "document.querySelector('#dealers').textContent.includes('Cy')",
    )
    .await;
    assert!(text_of(&floor, "#dealers").await.contains("Cytable 1"));
    assert!(
        text_of(&floor, "#push-at")
            .await
            .starts_with("Next push at ")
    );
    floor
        .evaluate("document.querySelector('#push').scrollIntoView()")
        .await
        .unwrap();
    screenshot(&floor, &shots.join("floor-board-phone.png")).await;

    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}

/// Sets the value of the field `selector` names as if typed, and tells the page it changed.
async fn fill(page: &Page, selector: &str, value: &str) {
    let expression = format!(
        "(() => {{ const el = document.querySelector({selector:?}); el.value = {value:?}; \
         el.dispatchEvent(new Event('input', {{ bubbles: true }})); return true; }})()"
    );
    page.evaluate(expression).await.unwrap();
}

async fn tap(page: &Page, selector: &str) {
    page.find_element(selector)
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_dealer_checks_in_from_table_2_s_card_and_the_floor_sets_the_plan_in_its_editor() {
    let venue = venue();
    let (mut browser, events) = launch().await;
    let shots = screenshots();

    // Opened from table 2's card: the table is filled in, the PIN typed.
    let dealer = browser
        .new_page(venue.url("/dealer?table=2"))
        .await
        .unwrap();
    as_phone(&dealer).await;
    sign_in(&dealer, DEALER).await;
    approved(&venue, &dealer).await;
    wait_for(
        &dealer,
        "document.querySelector('#table-title').textContent === 'Table 2'",
    )
    .await;
    fill(&dealer, "#my-name", "Ana").await;
    tap(&dealer, "#check-me-in").await;
    wait_for(
        &dealer,
        "document.querySelector('#me-result').textContent.startsWith('Ana, you are checked in')",
    )
    .await;
    let checked_in = venue.commands_in_journal();
    wait_for(&dealer, "!document.querySelector('#check-me-in').disabled").await;
    tap(&dealer, "#check-me-in").await;
    wait_for(
        &dealer,
        "document.querySelector('#me-result').textContent.includes('already checked in')",
    )
    .await;
    assert_eq!(
        venue.commands_in_journal(),
        checked_in,
        "a second tap changes nothing"
    );
    screenshot(&dealer, &shots.join("dealer-check-in-phone.png")).await;

    let floor = browser.new_page(venue.url("/floor")).await.unwrap();
    as_phone(&floor).await;
    sign_in(&floor, FLOOR).await;
    fill(&floor, "#dealer-name", "Ben").await;
    tap(&floor, "#check-in").await;
    wait_for(
        &floor,
        "document.querySelector('#result').textContent === 'Dealer checked in.'",
    )
    .await;
    // The editor starts from the open tables and a 30-minute push.
    wait_for(
        &floor,
        "document.querySelector('#plan-minutes').value === '30' && \
         document.querySelector('#plan-strings .tables').value === '1, 2'",
    )
    .await;
    let before = venue.commands_in_journal();
    fill(&floor, "#plan-strings .dealers", "Ana, Zed").await;
    tap(&floor, "#plan-set").await;
    wait_for(
        &floor,
        "document.querySelector('#plan-result').textContent.startsWith('No dealer named Zed is checked in (string 1)')",
    )
    .await;
    fill(&floor, "#plan-strings .dealers", "Ana").await;
    tap(&floor, "#plan-set").await;
    wait_for(
        &floor,
        "document.querySelector('#plan-result').textContent.startsWith('string 1 has 2 tables but 1 dealers')",
    )
    .await;
    assert_eq!(
        venue.commands_in_journal(),
        before,
        "nothing refused is sent or kept"
    );

    fill(&floor, "#plan-strings .dealers", "ana, Ben").await;
    tap(&floor, "#plan-set").await;
    wait_for(
        &floor,
        "document.querySelector('#plan-result').textContent === 'Rotation plan set.'",
    )
    .await;
    wait_for(&floor, "!document.querySelector('#plan-set').disabled").await;
    // A second tap on the same plan: it is set, said in the colour of success.
    tap(&floor, "#plan-set").await;
    wait_for(
        &floor,
        "document.querySelector('#plan-result').textContent === 'Rotation plan set (it was already in force).' \
         && document.querySelector('#plan-result').className === 'okay'",
    )
    .await;
    assert_eq!(venue.commands_in_journal(), before + 1, "set once");
    wait_for(
        &floor,
        "document.querySelector('#push').textContent.startsWith('push in ')",
    )
    .await;
    floor
        .evaluate("document.querySelector('#plan').scrollIntoView()")
        .await
        .unwrap();
    screenshot(&floor, &shots.join("floor-plan-editor-phone.png")).await;

    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}
