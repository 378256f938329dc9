//! The connection's state on every page (the TV, a dealer's phone, a floor phone): a quiet
//! level of two minutes, in real time on the server's real keep-alive period, never shows
//! "reconnecting"; the server stopped, each page says the connection is lost within 30 s and
//! keeps what it showed, marked as from then.

use super::*;
use std::time::Instant;

/// Records, in the page, every connection mark it ever shows (its text while visible), so a
/// mark that flashes between two looks of the test is seen all the same.
const RECORD_MARKS: &str = r#"(() => {
  window.marksShown = new Set();
  const look = () => {
    for (const el of document.querySelectorAll('#connection, #reconnecting')) {
      if (el.checkVisibility() && el.textContent.trim()) marksShown.add(el.textContent.trim());
    }
  };
  new MutationObserver(look).observe(document.body,
    { subtree: true, childList: true, attributes: true, characterData: true });
  setInterval(look, 250);
  look();
  return true;
})()"#;

async fn marks_shown(page: &Page) -> Vec<String> {
    page.evaluate("[...window.marksShown]")
        .await
        .unwrap()
        .into_value::<Vec<String>>()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_quiet_level_never_reads_as_an_outage_and_a_stopped_server_is_said_lost_within_30_s() {
    let venue = venue();
    let (mut browser, events) = launch().await;
    let shots = screenshots();

    let tv = browser.new_page(venue.url("/")).await.unwrap();
    wait_for(&tv, &format!("{} === '100 / 200'", figure_js("Blinds"))).await;
    let dealer = browser
        .new_page(venue.url("/dealer?table=1"))
        .await
        .unwrap();
    as_phone(&dealer).await;
    sign_in(&dealer, DEALER).await;
    wait_for(
        &dealer,
        "document.querySelector('#table-title').textContent === 'Table 1'",
    )
    .await;
    let floor = browser.new_page(venue.url("/floor")).await.unwrap();
    as_phone(&floor).await;
    sign_in(&floor, FLOOR).await;
    wait_for(
        &floor,
        "document.querySelectorAll('#counts .count').length === 12",
    )
    .await;
    let pages = [("tv", &tv), ("dealer", &dealer), ("floor", &floor)];
    for (_, page) in pages {
        wait_for(page, "document.body.dataset.connection === 'live'").await;
        assert!(
            page.evaluate(RECORD_MARKS)
                .await
                .unwrap()
                .into_value::<bool>()
                .unwrap()
        );
    }

    // Two minutes of a quiet level: no command, no change, only the server's keep-alives.
    let commands = venue.commands_in_journal();
    tokio::time::sleep(Duration::from_secs(120)).await;
    assert_eq!(
        venue.commands_in_journal(),
        commands,
        "the level stayed quiet"
    );
    for (name, page) in pages {
        assert_eq!(
            marks_shown(page).await,
            Vec::<String>::new(),
            "the {name} page showed a connection mark on a quiet level"
        );
        let state = page
            .evaluate("document.body.dataset.connection")
            .await
            .unwrap();
        assert_eq!(state.into_value::<String>().unwrap(), "live", "{name}");
    }

    // The server goes away: each page says so within 30 s, and keeps what it showed.
    let Venue { server, .. } = venue;
    let stopped = Instant::now();
    server.stop();
    let lost = "document.body.dataset.connection === 'lost' \
        && document.querySelector('#connection').checkVisibility() \
        && document.querySelector('#connection').textContent.startsWith('Connection lost at ') \
        && document.body.classList.contains('stale')";
    let limit = Duration::from_secs(30);
    let (_, _, _) = tokio::join!(
        wait_up_to(&tv, lost, limit),
        wait_up_to(&dealer, lost, limit),
        wait_up_to(&floor, lost, limit),
    );
    let took = stopped.elapsed();
    assert!(took < limit, "every page said it within {took:?}");
    eprintln!("every page said the connection lost {took:?} after the server stopped");
    for (name, page) in pages {
        let shown = marks_shown(page).await;
        assert!(
            shown.iter().any(|m| m.starts_with("Connection lost at ")),
            "{name}: {shown:?}"
        );
    }
    assert_eq!(
        figure(&tv, "Blinds").await,
        "100 / 200",
        "the TV keeps its level"
    );
    assert_eq!(
        text_of(&dealer, "#table-title").await,
        "Table 1",
        "the dealer keeps its table"
    );
    let rows = floor
        .evaluate("document.querySelectorAll('#counts .count').length")
        .await
        .unwrap()
        .into_value::<u32>()
        .unwrap();
    assert_eq!(rows, 12, "the floor keeps its counts");
    screenshot(&tv, &shots.join("connection-lost-tv.png")).await;
    screenshot(&dealer, &shots.join("connection-lost-dealer.png")).await;
    screenshot(&floor, &shots.join("connection-lost-floor.png")).await;

    browser.close().await.unwrap();
    events.abort();
}
