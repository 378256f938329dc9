//! Which phones may report, in a real browser at a phone's width (390 px): a new dealer's
//! phone says it waits for the floor; the floor's page shows it at the top with the table it
//! asks for, and one tap approves it (a second tap approves nothing twice); the phone then
//! reports. And a phone signed in at the leader carries its sign-in to a standby that took
//! over, at another address: two servers on loopback, one token.

use super::*;
use riffle_server::follow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_new_dealer_phone_waits_for_the_floor_s_one_tap_at_390_px() {
    let venue = venue();
    let (mut browser, events) = launch().await;
    let shots = screenshots();

    let dealer = browser
        .new_page(venue.url("/dealer?table=2"))
        .await
        .unwrap();
    as_phone(&dealer).await;
    sign_in(&dealer, DEALER).await;
    wait_for(&dealer, "document.body.dataset.approval === 'waiting'").await;
    assert!(
        text_of(&dealer, "#approval")
            .await
            .starts_with("Waiting for the floor to approve this phone for table 2.")
    );
    let disabled = dealer
        .evaluate("document.querySelector('#new-hand').disabled")
        .await
        .unwrap()
        .into_value::<bool>()
        .unwrap();
    assert!(disabled, "nothing to tap before the floor's approval");
    screenshot(&dealer, &shots.join("dealer-390-waiting-for-the-floor.png")).await;

    let floor = browser.new_page(venue.url("/floor")).await.unwrap();
    as_phone(&floor).await;
    sign_in(&floor, FLOOR).await;
    wait_for(&floor, "!!document.querySelector('#asking .ask .approve')").await;
    let asks = text_of(&floor, "#asking .ask .what").await;
    assert!(
        asks.starts_with("Table 2: a new phone asks (127.0.0.1, 0 min ago)"),
        "{asks}"
    );
    // At the top of the page, under the thumb, not below the reports and the counts.
    let top = floor
        .evaluate("document.querySelector('#asking').getBoundingClientRect().top")
        .await
        .unwrap()
        .into_value::<f64>()
        .unwrap();
    assert!(top < 300.0, "the approval is at the top: {top} px");
    screenshot(&floor, &shots.join("floor-390-new-phone-asks.png")).await;

    // A double tap: one approval.
    let before = std::fs::read_to_string(venue.dir.path().join("venue.keep")).unwrap();
    floor
        .evaluate(
            "(() => { const b = document.querySelector('#asking .approve'); b.click(); \
             b.click(); return true; })()",
        )
        .await
        .unwrap();
    wait_for(
        &floor,
        "document.querySelector('#result').textContent === 'Phone approved for table 2.'",
    )
    .await;
    wait_for(
        &floor,
        "document.querySelector('#asking').classList.contains('hidden')",
    )
    .await;
    let kept = std::fs::read_to_string(venue.dir.path().join("venue.keep")).unwrap();
    assert_ne!(before, kept, "the approval is kept in the folder");
    assert_eq!(kept.matches("\"approved\": true").count(), 1, "{kept}");
    // A tap from another floor phone on the same request: already approved, nothing twice.
    let device = tokio::task::block_in_place(|| venue.device_of_last_request());
    let (status, body) = tokio::task::block_in_place(|| venue.answer_phone(&device, true));
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("\"already\":true"), "{body}");

    wait_for(&dealer, "document.body.dataset.approval === 'approved'").await;
    wait_for(&dealer, "!document.querySelector('#new-hand').disabled").await;
    let hand = venue.hand_at(2);
    press(&dealer, "#new-hand").await;
    wait_for(
        &dealer,
        "document.querySelector('#result').textContent.startsWith('New hand')",
    )
    .await;
    assert_eq!(venue.hand_at(2), hand + 1);
    screenshot(&dealer, &shots.join("dealer-390-approved.png")).await;

    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}

/// Taps `selector` on a page that may be behind another tab (a click through the protocol waits
/// for a frame a tab behind never draws).
async fn press(page: &Page, selector: &str) {
    let expression = format!("document.querySelector({selector:?}).click(), true");
    page.evaluate(expression).await.unwrap();
}

/// A free port on loopback, for the standby to serve on once it takes over.
fn free_port() -> u16 {
    let socket = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    socket.local_addr().unwrap().port()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_dealer_phone_carries_its_sign_in_to_the_standby_that_took_over() {
    let venue = venue();
    let copy = tempfile::tempdir().unwrap();
    let port = free_port();
    // The standby follows the leader, and will serve on `port`.
    let following = Arc::new(AtomicBool::new(true));
    let standby = {
        let (leader, dir, going) = (
            venue.base.clone(),
            copy.path().join("copy"),
            Arc::clone(&following),
        );
        std::thread::spawn(move || {
            follow::follow(
                &leader,
                &dir,
                DIRECTOR,
                port,
                |_| {},
                || going.load(Ordering::SeqCst),
            )
        })
    };
    let (mut browser, events) = launch().await;
    let dealer = browser
        .new_page(venue.url("/dealer?table=1"))
        .await
        .unwrap();
    as_phone(&dealer).await;
    sign_in(&dealer, DEALER).await;
    approved(&venue, &dealer).await;
    let standby_url = format!("http://127.0.0.1:{port}/");
    wait_for(
        &dealer,
        &format!("sessionStorage.getItem('riffle-standby') === {standby_url:?}"),
    )
    .await;
    // A hand at the leader; its answer wakes the standby, which copies the keep (the
    // approval with it).
    press(&dealer, "#new-hand").await;
    wait_for(
        &dealer,
        "document.querySelector('#result').textContent.startsWith('New hand')",
    )
    .await;
    let kept = copy.path().join("copy").join("venue.keep");
    for _ in 0..300 {
        if std::fs::read_to_string(&kept).is_ok_and(|k| k.contains("\"approved\": true")) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let held = venue.commands_in_journal();

    // The leader's laptop goes away; the standby takes over at its own address.
    let Venue {
        server,
        dir: _leader_dir,
        writer,
        ..
    } = venue;
    server.stop();
    drop(writer);
    following.store(false, Ordering::SeqCst);
    tokio::task::block_in_place(|| standby.join().unwrap().unwrap());
    let session = riffle_store::session::Session::open(&copy.path().join("copy")).unwrap();
    assert_eq!(session.commands(), held, "the standby holds every command");
    let writer = riffle_store::writer::Writer::new(session);
    let promoted = riffle_server::serve(
        writer.clone(),
        Some(format!("127.0.0.1:{port}").parse().unwrap()),
        &riffle_server::Given::default(),
    )
    .unwrap();

    // The page says it lost the leader, and offers to carry on at the standby: one tap, no PIN.
    wait_up_to(
        &dealer,
        "!!document.querySelector('#connection .carry-on')",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(
        text_of(&dealer, "#connection .carry-on").await,
        format!("Carry on at the standby: {standby_url}")
    );
    screenshot(
        &dealer,
        &screenshots().join("dealer-390-carry-on-at-the-standby.png"),
    )
    .await;
    press(&dealer, "#connection .carry-on").await;
    wait_for(&dealer, &format!("location.port === '{port}'")).await;
    wait_for(&dealer, "document.body.dataset.approval === 'approved'").await;
    let signed_in = dealer
        .evaluate("document.querySelector('#signin').classList.contains('hidden') && location.hash === ''")
        .await
        .unwrap()
        .into_value::<bool>()
        .unwrap();
    assert!(
        signed_in,
        "signed in at the standby, the token out of the address"
    );
    wait_for(&dealer, "!document.querySelector('#new-hand').disabled").await;
    press(&dealer, "#new-hand").await;
    wait_for(
        &dealer,
        "document.querySelector('#result').textContent.startsWith('New hand')",
    )
    .await;
    assert_eq!(
        writer.read(|session| session.commands()),
        held + 1,
        "the hand reported at the standby"
    );
    drop(promoted);
    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}
