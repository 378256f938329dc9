//! Alerts where the staff are: a dealer's call reaching a floor phone sounds through Web Audio
//! and vibrates once a first tap allowed it (never before: browsers refuse both), and the tab's
//! title counts the reports waiting.

use super::*;

/// Counts, in the page, every tone the Web Audio path starts and every vibration asked for:
/// the page's own sound goes through them.
const LISTEN: &str = r#"(() => {
  window.tones = 0; window.vibrations = [];
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...at) { window.tones++; return start.apply(this, at); };
  const vibrate = navigator.vibrate ? navigator.vibrate.bind(navigator) : () => false;
  navigator.vibrate = (pattern) => { window.vibrations.push(pattern); return vibrate(pattern); };
  return true;
})()"#;

async fn number(page: &Page, expression: &str) -> i64 {
    page.evaluate(expression)
        .await
        .unwrap()
        .into_value::<i64>()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_call_sounds_and_vibrates_the_floor_phone_after_a_first_tap_and_marks_the_title() {
    let venue = venue();
    let dealer = venue.dealer_at(1);
    let (mut browser, events) = launch().await;
    let floor = browser.new_page(venue.url("/floor")).await.unwrap();
    as_phone(&floor).await;
    sign_in(&floor, FLOOR).await;
    // Opened again, still signed in: no tap on this page yet.
    floor.reload().await.unwrap();
    wait_for(
        &floor,
        "document.querySelectorAll('#counts .count').length === 12",
    )
    .await;
    assert!(
        floor
            .evaluate(LISTEN)
            .await
            .unwrap()
            .into_value::<bool>()
            .unwrap()
    );

    // Before any tap allows it, a call marks the title but sounds nothing.
    let (status, body) = venue.send(
        &dealer,
        r#"{"CallFloor":{"table":1,"reason":"clock on seat 4"}}"#,
    );
    assert_eq!(status, 200, "{body}");
    wait_for(&floor, "document.title === '(1) Riffle · floor'").await;
    assert_eq!(number(&floor, "window.tones").await, 0);

    // The first tap allows sound and vibration; the next call sounds and vibrates.
    tap(&floor, "#alerts-on").await;
    wait_for(
        &floor,
        "document.querySelector('#alerts-state').textContent.startsWith('Sound and vibration on')",
    )
    .await;
    let (status, body) = venue.send(
        &dealer,
        r#"{"CallFloor":{"table":1,"reason":"a card exposed"}}"#,
    );
    assert_eq!(status, 200, "{body}");
    wait_for(&floor, "document.title === '(2) Riffle · floor'").await;
    wait_for(&floor, "window.tones >= 3").await;
    assert_eq!(number(&floor, "window.vibrations.length").await, 1);
    let running = floor
        .evaluate("audio.state")
        .await
        .unwrap()
        .into_value::<String>()
        .unwrap();
    assert_eq!(running, "running", "the tap let the page's audio play");

    // Answering both clears the title's mark; nothing sounds for a report going away.
    for _ in 0..2 {
        tap(&floor, "#reports .report button").await;
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    wait_for(&floor, "document.title === 'Riffle · floor'").await;
    assert_eq!(number(&floor, "window.tones").await, 3);

    browser.close().await.unwrap();
    events.abort();
}
