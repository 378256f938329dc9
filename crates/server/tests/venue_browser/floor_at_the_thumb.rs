//! The floor page on a phone 390 px wide, as a thumb uses it: right after the draw the
//! buttons are one short line a table with no red, a chip count's answer (the refusal and its
//! reason, or "keep this count?" beside the field) shows at its row and the row is marked not
//! saved, and the counts are filtered by table or by name.

use super::*;

/// The row of `player`'s chip count.
fn row(player: u32) -> String {
    format!("#counts .count[data-player='{player}']")
}

async fn type_count(page: &Page, player: u32, chips: &str) {
    let field = format!("{} .chips", row(player));
    let field = page.find_element(field).await.unwrap();
    field.click().await.unwrap();
    field.type_str(chips).await.unwrap();
    field.press_key("Enter").await.unwrap();
}

/// How far below its field the row's answer starts, and whether both are on screen.
async fn answer_beside_field(page: &Page, player: u32) -> (f64, bool) {
    let expression = format!(
        "(() => {{ const r = document.querySelector(\"{}\"); \
         const f = r.querySelector('.chips').getBoundingClientRect(); \
         const a = r.querySelector('.answer').getBoundingClientRect(); \
         const on = (b) => b.top >= 0 && b.bottom <= innerHeight && b.height > 0; \
         return [a.top - f.bottom, on(f) && on(a)]; }})()",
        row(player)
    );
    page.evaluate(expression)
        .await
        .unwrap()
        .into_value::<(f64, bool)>()
        .unwrap()
}

fn chips_of(venue: &Venue, name: &str) -> u64 {
    let player = venue.player(name);
    venue.writer.read(|session| {
        session
            .tournament()
            .entries()
            .iter()
            .find(|e| e.id == player)
            .unwrap()
            .chips
    })
}

async fn visible_names(page: &Page) -> Vec<String> {
    page.evaluate(
        "[...document.querySelectorAll('#counts .count')].filter(r => r.checkVisibility()) \
         .map(r => r.querySelector('.name').textContent)",
    )
    .await
    .unwrap()
    .into_value::<Vec<String>>()
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_refused_count_is_answered_at_its_row_and_the_counts_filter_by_table_and_name() {
    let venue = venue();
    let (mut browser, events) = launch().await;
    let shots = screenshots();
    let floor = browser.new_page(venue.url("/floor")).await.unwrap();
    as_phone(&floor).await;
    sign_in(&floor, FLOOR).await;
    wait_for(
        &floor,
        "document.querySelectorAll('#counts .count').length === 12",
    )
    .await;
    // The page's own script and style run under the server's Content-Security-Policy.
    wait_for(
        &floor,
        "getComputedStyle(document.querySelector('#counts .count')).display === 'grid'",
    )
    .await;

    // Right after the draw: one short line a table, and no red unless a move needs a button.
    let lines = floor
        .evaluate("[...document.querySelectorAll('#buttons div')].map(d => [d.textContent, d.className, d.getBoundingClientRect().height])")
        .await
        .unwrap()
        .into_value::<Vec<(String, String, f64)>>()
        .unwrap();
    assert_eq!(lines.len(), 2, "{lines:?}");
    for (line, class, height) in &lines {
        assert!(line.starts_with("Table "), "{line}");
        assert_ne!(class, "error", "no move waits, so no red: {line}");
        assert!(
            *height < 40.0,
            "one short line at 390 px, not {height} px: {line}"
        );
    }
    assert!(!text_of(&floor, "#buttons-summary").await.is_empty());
    screenshot(&floor, &shots.join("floor-390-after-the-draw.png")).await;

    // A count no chips can make: refused, said at its row, the row marked not saved and the
    // count typed kept for the floor to correct.
    let eve = venue.player("Eve Park").0;
    let before = chips_of(&venue, "Eve Park");
    type_count(&floor, eve, "20013").await;
    wait_for(
        &floor,
        &format!(
            "document.querySelector(\"{}\").dataset.answer === 'refused'",
            row(eve)
        ),
    )
    .await;
    let answer = text_of(&floor, &format!("{} .answer", row(eve))).await;
    assert!(answer.starts_with("Not saved, still 20,000: "), "{answer}");
    assert!(
        answer.contains("cannot be made with the chips in play"),
        "{answer}"
    );
    let unsaved = floor
        .evaluate(format!(
            "document.querySelector(\"{}\").classList.contains('unsaved')",
            row(eve)
        ))
        .await
        .unwrap()
        .into_value::<bool>()
        .unwrap();
    assert!(unsaved, "the refused row is marked not saved");
    let (gap, on_screen) = answer_beside_field(&floor, eve).await;
    assert!(
        on_screen && (0.0..60.0).contains(&gap),
        "the answer {gap} px under its field, on screen: {on_screen}"
    );
    assert_eq!(chips_of(&venue, "Eve Park"), before, "nothing changed");
    screenshot(&floor, &shots.join("floor-390-refused-count.png")).await;

    // A count far from the room's stacks: "keep this count?" beside the field, kept once.
    let dan = venue.player("Dan Wu").0;
    type_count(&floor, dan, "100").await;
    wait_for(
        &floor,
        &format!(
            "document.querySelector(\"{}\").dataset.answer === 'ask'",
            row(dan)
        ),
    )
    .await;
    screenshot(&floor, &shots.join("floor-390-keep-this-count.png")).await;
    let keep = floor
        .find_element(format!("{} .keep", row(dan)))
        .await
        .unwrap();
    keep.click().await.unwrap();
    wait_for(
        &floor,
        &format!(
            "document.querySelector(\"{}\").dataset.answer === 'saved'",
            row(dan)
        ),
    )
    .await;
    assert_eq!(chips_of(&venue, "Dan Wu"), 100);
    assert!(
        text_of(&floor, &format!("{} .answer", row(dan)))
            .await
            .contains("Dan Wu")
    );

    // The filter: a table's number, then part of a name, accents aside.
    fill(&floor, "#count-filter", "2").await;
    let table_2: Vec<String> = venue.writer.read(|session| {
        let tournament = session.tournament();
        tournament
            .entries()
            .iter()
            .filter(|e| {
                tournament
                    .floor()
                    .seat_of(e.id)
                    .is_some_and(|s| s.table.0 == 2)
            })
            .map(|e| e.name.clone())
            .collect()
    });
    let mut shown = visible_names(&floor).await;
    shown.sort();
    let mut expected = table_2.clone();
    expected.sort();
    assert_eq!(shown, expected, "table 2's players only");
    fill(&floor, "#count-filter", "chloe").await;
    assert_eq!(visible_names(&floor).await, ["Chloé Durand"]);
    screenshot(&floor, &shots.join("floor-390-filtered.png")).await;
    fill(&floor, "#count-filter", "zzz").await;
    assert!(visible_names(&floor).await.is_empty());
    assert_eq!(
        text_of(&floor, "#count-filter-none").await,
        "No player for “zzz”."
    );

    browser.close().await.unwrap();
    events.abort();
}
