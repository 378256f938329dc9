//! The TD's phone (`/director`) in a real browser at a phone's size (390 x 844): a whole short
//! event run from the page alone (nine players registered, the seats drawn, the clock run, a
//! chip count, busts to the money and a deal) leaves the same journal as the same event run by
//! script; a double tap on every control that spends money or moves a player (registration, a
//! namesake kept, late registration, the draw, a bust, a dealer's bust confirmed, a re-entry, a
//! rebuy, an add-on, a move seated by hand, a deal, undo) acts once; a purchase confirmed on an
//! entry gone stale is refused at its row; a floor PIN gets a sentence and no control; a French
//! phone reads French. Screenshots of each part are written under the target folder for a
//! person to look at.

use super::*;
use riffle_core::floor::PlayerId;
use riffle_core::standings::deal::offer_in_units;
use riffle_server::Options;
use riffle_store::session::Session;
use riffle_store::writer::Writer;
use riffle_tournament::{Bust, Command, Setup, Share, StructureSource};
use serde_json::Value;

const NAMES: [&str; 9] = [
    "Ana Costa",
    "Ben Okafor",
    "Céline Roux",
    "Dev Patel",
    "Emma Novak",
    "Farid Haddad",
    "Greta Lind",
    "Hugo Blanc",
    "Iris Moreau",
];

/// An event with `names` registered by script (none for the page to register), served with
/// the venue's PINs on an ephemeral port; its draws seeded alike in every run.
fn event(structure: StructureSource, names: &[&str], draw: bool) -> Venue {
    let dir = tempfile::tempdir().unwrap();
    let writer = Writer::new(new_session(dir.path(), structure));
    let now = chrono::Utc::now();
    for name in names {
        writer.execute(&register(name), now).unwrap();
    }
    if draw {
        writer.execute(&Command::DrawSeats, now).unwrap();
        writer.execute(&Command::StartClock, now).unwrap();
    }
    let server = riffle_server::start(
        writer.clone(),
        Options {
            addr: "127.0.0.1:0".parse().unwrap(),
            pins: pins(),
        },
    )
    .unwrap();
    let base = format!("http://{}", server.addr());
    Venue {
        dir,
        writer,
        server,
        base,
        agent: agent(),
    }
}

fn new_session(dir: &std::path::Path, structure: StructureSource) -> Session {
    let setup = Setup {
        name: "Club Thursday".into(),
        structure,
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(dir, &setup, chrono::Utc::now()).unwrap();
    session.reseed(46);
    session
}

fn register(name: &str) -> Command {
    Command::Register {
        name: name.into(),
        notes: None,
        confirmed: false,
        profile: None,
    }
}

fn bust(player: u32) -> Command {
    Command::Eliminate {
        busts: vec![Bust {
            player: PlayerId(player),
            starting_stack: None,
            by: Vec::new(),
        }],
        on_hand_for_hand_announcement: false,
    }
}

/// Every event of a journal as JSON, its instants set aside (the page and the script run at
/// different times): what the two runs must share.
fn events_of(session: &Session) -> Vec<Value> {
    fn timeless(value: &mut Value) {
        match value {
            Value::String(text) if chrono::DateTime::parse_from_rfc3339(text).is_ok() => {
                *text = "instant".into();
            }
            Value::Array(items) => items.iter_mut().for_each(timeless),
            Value::Object(fields) => fields.values_mut().for_each(timeless),
            _ => {}
        }
    }
    (session.read_commands().unwrap().into_iter())
        .flat_map(|command| command.events)
        .map(|event| {
            let mut json = serde_json::to_value(event).unwrap();
            timeless(&mut json);
            json
        })
        .collect()
}

async fn director_page(browser: &mut Browser, venue: &Venue) -> Page {
    let page = browser.new_page(venue.url("/director")).await.unwrap();
    as_phone(&page).await;
    sign_in(&page, DIRECTOR).await;
    wait_for(&page, "Number(document.body.dataset.desk || -1) >= 0").await;
    page
}

/// A tap on the control `selector` names, wherever the page has scrolled it (under the bar at
/// the thumb, a pointer's tap would land on the bar).
async fn press(page: &Page, selector: &str) {
    let expression = format!(
        "(() => {{ const el = document.querySelector({selector:?}); el.scrollIntoView({{ block: 'center' }}); \
         el.click(); return true; }})()"
    );
    page.evaluate(expression).await.unwrap();
}

async fn part(page: &Page, part: &str) {
    tap(page, &format!("#tabs button[data-part='{part}']")).await;
}

/// Waits until the page shows the journal's last command.
async fn caught_up(page: &Page, venue: &Venue) {
    let seq = venue.commands_in_journal();
    wait_for(
        page,
        &format!("Number(document.body.dataset.desk) >= {seq}"),
    )
    .await;
}

/// Confirms the question in the sheet, with one tap or two at once, and waits for the answer.
async fn confirm(page: &Page, venue: &Venue, taps: usize) {
    wait_for(
        page,
        "!document.querySelector('#sheet').classList.contains('hidden')",
    )
    .await;
    if taps == 1 {
        press(page, "#sheet-confirm").await;
    } else {
        // A double tap as a hurried thumb makes it: both taps before any answer comes.
        page.evaluate(format!(
            "(() => {{ const b = document.querySelector('#sheet-confirm'); \
             for (let i = 0; i < {taps}; i++) b.dispatchEvent(new MouseEvent('click', {{ bubbles: true }})); \
             return true; }})()"
        ))
        .await
        .unwrap();
    }
    wait_for(
        page,
        "document.querySelector('#sheet').classList.contains('hidden')",
    )
    .await;
    caught_up(page, venue).await;
}

/// The question in the sheet, once asked; a refusal said instead fails with its sentence.
async fn question(page: &Page) -> String {
    let refused =
        "[...document.querySelectorAll('.answer.error')].map(e => e.textContent).join(' | ')";
    for _ in 0..100 {
        let open = page
            .evaluate("!document.querySelector('#sheet').classList.contains('hidden')")
            .await
            .unwrap();
        if open.into_value::<bool>().unwrap() {
            return text_of(page, "#sheet-question").await;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let said = page.evaluate(refused).await.unwrap();
    panic!(
        "no question asked; said: {}",
        said.into_value::<String>().unwrap()
    );
}

async fn register_on_page(page: &Page, venue: &Venue, name: &str, taps: usize) {
    fill(page, "#reg-name", name).await;
    press(page, "#reg-go").await;
    let asked = question(page).await;
    assert!(asked.contains(name), "{asked}");
    confirm(page, venue, taps).await;
    let said = text_of(page, "#reg-answer").await;
    assert!(said.contains(name), "{said}");
}

/// Taps the `action` of the player row `player` and answers the question it asks.
async fn row_action(page: &Page, venue: &Venue, player: u32, action: &str, taps: usize) -> String {
    press(
        page,
        &format!("#row-{player} button[data-action='{action}']"),
    )
    .await;
    let asked = question(page).await;
    confirm(page, venue, taps).await;
    asked
}

/// An amount as the page writes it in English: 1,234.
fn thousands(amount: u64) -> String {
    let digits = amount.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

fn players_left(venue: &Venue) -> Vec<u32> {
    venue
        .writer
        .read(|s| s.tournament().players_in().map(|e| e.id.0).collect())
}

fn paid_places(venue: &Venue) -> usize {
    venue.writer.read(|s| s.tournament().payouts().len())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_whole_short_event_run_from_the_directors_phone_leaves_the_scripts_journal() {
    let venue = event(StructureSource::BuiltIn, &[], false);
    let (mut browser, events) = launch().await;
    let shots = screenshots();
    let page = director_page(&mut browser, &venue).await;
    let mut script: Vec<Command> = Vec::new();

    part(&page, "players").await;
    for name in NAMES {
        register_on_page(&page, &venue, name, 1).await;
        script.push(register(name));
    }
    press(&page, "#draw").await;
    let asked = question(&page).await;
    assert!(asked.contains('9'), "{asked}");
    screenshot(&page, &shots.join("director-question-390x844.png")).await;
    confirm(&page, &venue, 1).await;
    script.push(Command::DrawSeats);
    screenshot(&page, &shots.join("director-players-390x844.png")).await;

    // The clock: started, a minute added, paused and resumed; the level and time stay on top.
    part(&page, "clock").await;
    for (button, command) in [
        ("#clock-start", Command::StartClock),
        ("#clock-plus", Command::AddTime { seconds: 60 }),
        ("#clock-pause", Command::PauseClock),
    ] {
        press(&page, button).await;
        caught_up(&page, &venue).await;
        script.push(command);
    }
    wait_for(
        &page,
        "/^\\d\\d:\\d\\d$/.test(document.querySelector('#top-time').textContent)",
    )
    .await;
    assert!(text_of(&page, "#top-level").await.starts_with("Level 1"));
    wait_for(
        &page,
        "document.querySelector('#top-why').textContent === 'PAUSED'",
    )
    .await;
    screenshot(&page, &shots.join("director-clock-390x844.png")).await;
    press(&page, "#clock-resume").await;
    caught_up(&page, &venue).await;
    script.push(Command::ResumeClock);

    // A chip count, answered at its row.
    part(&page, "floor").await;
    let counted = players_left(&venue)[8];
    let selector = format!("#count-{counted}");
    page.evaluate(format!(
        "(() => {{ const i = document.querySelector('{selector}').previousElementSibling.querySelector('input'); \
         i.focus(); i.value = '45000'; i.dispatchEvent(new Event('input')); \
         i.dispatchEvent(new KeyboardEvent('keydown', {{ key: 'Enter' }})); return true; }})()"
    ))
    .await
    .unwrap();
    wait_for(
        &page,
        &format!("document.querySelector('{selector}').textContent.length > 0"),
    )
    .await;
    caught_up(&page, &venue).await;
    let said = text_of(&page, &selector).await;
    assert_eq!(said, format!("Chips of {} set.", NAMES[counted as usize]));
    script.push(Command::SetChips {
        player: PlayerId(counted),
        chips: 45_000,
        confirmed: false,
    });
    screenshot(&page, &shots.join("director-floor-390x844.png")).await;

    // Busts to the money: the first by table and seat, the others by name from the list, each
    // asked with the place and prize; a table breaking or balancing is carried out as shown.
    let money = paid_places(&venue).max(2);
    part(&page, "players").await;
    let mut first = true;
    while players_left(&venue).len() > money {
        let out = players_left(&venue)[0];
        if first {
            let (table, _) = venue
                .writer
                .read(|s| {
                    let seat = s.tournament().floor().seat_of(PlayerId(out)).unwrap();
                    Some((seat.table.0, seat.seat))
                })
                .unwrap();
            page.evaluate(format!(
                "(() => {{ const t = document.querySelector('#bust-table'); t.value = '{table}'; \
                 t.dispatchEvent(new Event('change')); document.querySelector('#bust-seat').value = '{out}'; \
                 return true; }})()"
            ))
            .await
            .unwrap();
            press(&page, "#bust-go").await;
            let asked = question(&page).await;
            assert!(asked.contains("place 9"), "{asked}");
            confirm(&page, &venue, 1).await;
            first = false;
        } else {
            let asked = row_action(&page, &venue, out, "director_bust", 1).await;
            assert!(asked.contains("place"), "{asked}");
        }
        script.push(bust(out));
        if venue
            .writer
            .read(|s| s.tournament().pending_instruction().is_some())
        {
            part(&page, "floor").await;
            wait_for(
                &page,
                "!document.querySelector('#accept').classList.contains('hidden')",
            )
            .await;
            press(&page, "#accept").await;
            confirm(&page, &venue, 1).await;
            script.push(Command::AcceptInstruction);
            part(&page, "players").await;
        }
    }

    // The deal: each share by name, once every player left agreed.
    part(&page, "money").await;
    wait_for(
        &page,
        "!document.querySelector('#deal-panel').classList.contains('hidden')",
    )
    .await;
    press(&page, "#deal-chop").await;
    let refused = text_of(&page, "#deal-answer").await;
    assert!(refused.contains("must agree"), "{refused}");
    assert!(
        page.evaluate("document.querySelector('#sheet').classList.contains('hidden')")
            .await
            .unwrap()
            .into_value::<bool>()
            .unwrap()
    );
    page.evaluate(
        "document.querySelectorAll('#deal input[type=checkbox]').forEach(b => b.click()) || true",
    )
    .await
    .unwrap();
    screenshot(&page, &shots.join("director-money-390x844.png")).await;
    press(&page, "#deal-chop").await;
    let asked = question(&page).await;
    let (stacks, prizes, unit, left): (Vec<u64>, Vec<u64>, u64, Vec<u32>) =
        venue.writer.read(|s| {
            let t = s.tournament();
            let left: Vec<_> = t.players_in().collect();
            (
                left.iter().map(|e| e.chips).collect(),
                t.payouts().into_iter().take(left.len()).collect(),
                t.structure()
                    .payout_rounding
                    .as_ref()
                    .map_or(1, |r| r.unit.get()),
                left.iter().map(|e| e.id.0).collect(),
            )
        });
    let chop = offer_in_units(&stacks, &prizes, 0, unit).unwrap().chip_chop;
    for (player, amount) in left.iter().zip(&chop) {
        let share = format!("{}: {}", NAMES[*player as usize], thousands(*amount));
        assert!(asked.contains(&share), "{share} in {asked}");
    }
    confirm(&page, &venue, 1).await;
    script.push(Command::AgreeDeal {
        shares: (left.iter().zip(&chop).zip(&stacks))
            .map(|((player, amount), chips)| Share {
                player: PlayerId(*player),
                amount: *amount,
                chips: Some(*chips),
                agreed: true,
            })
            .collect(),
        kept: 0,
    });
    wait_for(
        &page,
        "!document.querySelector('#deal-agreed').classList.contains('hidden')",
    )
    .await;
    // What is paid after the deal: each share by name, and no place's prize (the deal covers
    // every place paid here, so the payouts by place are gone, not listed above the deal).
    let shares = text_of(&page, "#deal-shares").await;
    for (player, amount) in left.iter().zip(&chop) {
        let share = format!("{}{}", NAMES[*player as usize], thousands(*amount));
        assert!(shares.contains(&share), "{share} in {shares}");
    }
    wait_for(
        &page,
        "document.querySelector('#payouts-panel').classList.contains('hidden')",
    )
    .await;
    assert_eq!(text_of(&page, "#payouts").await, "");
    screenshot(&page, &shots.join("director-deal-390x844.png")).await;
    part(&page, "history").await;
    let undo = text_of(&page, "#undo-what").await;
    assert!(undo.starts_with("Undo takes back:"), "{undo}");
    screenshot(&page, &shots.join("director-history-390x844.png")).await;

    // The same event run by script, its draws seeded alike: the same journal.
    let scripted_dir = tempfile::tempdir().unwrap();
    let mut scripted = new_session(scripted_dir.path(), StructureSource::BuiltIn);
    for command in &script {
        scripted.execute(command, chrono::Utc::now()).unwrap();
    }
    let from_page = venue.writer.read(events_of);
    assert_eq!(from_page.len(), events_of(&scripted).len());
    assert_eq!(from_page, events_of(&scripted));
    assert_eq!(
        venue.writer.read(|s| s.tournament().standings()),
        scripted.tournament().standings()
    );

    drop(page);
    browser.close().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_double_tap_on_whatever_spends_money_or_moves_a_player_acts_once() {
    let venue = event(StructureSource::BuiltIn, &NAMES[..8], false);
    let (mut browser, events) = launch().await;
    let page = director_page(&mut browser, &venue).await;
    let commands = || venue.commands_in_journal();

    part(&page, "players").await;
    let before = commands();
    register_on_page(&page, &venue, NAMES[8], 2).await;
    assert_eq!(commands(), before + 1, "a registration tapped twice");

    // The name again: the duplicate question, then the namesake kept by its button.
    fill(&page, "#reg-name", "ana costa").await;
    press(&page, "#reg-go").await;
    wait_for(
        &page,
        "document.querySelector('#reg-answer button') !== null",
    )
    .await;
    assert!(text_of(&page, "#reg-answer").await.contains("Ana Costa"));
    assert_eq!(
        commands(),
        before + 1,
        "the duplicate question changed something"
    );
    press(&page, "#reg-answer button").await;
    confirm(&page, &venue, 2).await;
    assert_eq!(commands(), before + 2, "a namesake tapped twice");

    press(&page, "#draw").await;
    confirm(&page, &venue, 2).await;
    assert_eq!(commands(), before + 3, "the draw tapped twice");
    // A late registration is asked as one, and says the seat it drew.
    fill(&page, "#reg-name", "Zed Late").await;
    press(&page, "#reg-go").await;
    let asked = question(&page).await;
    assert!(
        asked.starts_with("Late registration of Zed Late"),
        "{asked}"
    );
    confirm(&page, &venue, 2).await;
    assert_eq!(commands(), before + 4, "a late registration tapped twice");
    let said = text_of(&page, "#reg-answer").await;
    let seat = venue.writer.read(|s| {
        let entry = s.tournament().entries().last().unwrap().id;
        s.tournament().floor().seat_of(entry).unwrap()
    });
    assert_eq!(
        said,
        format!(
            "Zed Late registered: table {} seat {}.",
            seat.table.0, seat.seat
        )
    );
    part(&page, "clock").await;
    press(&page, "#clock-start").await;
    caught_up(&page, &venue).await;
    part(&page, "players").await;

    // A bust, then the same player's re-entry with its drawn seat; a re-entry of a player still
    // in is refused at the row as the core refuses it.
    let out = players_left(&venue)[0];
    let at = commands();
    row_action(&page, &venue, out, "director_bust", 2).await;
    assert_eq!(commands(), at + 1, "a bust tapped twice");
    if venue
        .writer
        .read(|s| s.tournament().pending_instruction().is_some())
    {
        part(&page, "floor").await;
        press(&page, "#accept").await;
        let at = commands();
        confirm(&page, &venue, 2).await;
        assert_eq!(commands(), at + 1, "an instruction accepted twice");
        part(&page, "players").await;
    }
    let entries = venue.writer.read(|s| s.tournament().entries().len());
    let at = commands();
    let asked = row_action(&page, &venue, out, "director_re_enter", 2).await;
    assert!(asked.contains(NAMES[out as usize]), "{asked}");
    assert_eq!(commands(), at + 1, "a re-entry tapped twice");
    assert_eq!(
        venue.writer.read(|s| s.tournament().entries().len()),
        entries + 1
    );
    let said = text_of(&page, &format!("#player-{out}")).await;
    assert!(said.contains("re-entered: table"), "{said}");

    // The rebuy of a player in a freeze-out: refused at the row, nothing changed.
    let still_in = players_left(&venue)[0];
    let at = commands();
    press(
        &page,
        &format!("#row-{still_in} button[data-action='director_rebuy']"),
    )
    .await;
    wait_for(
        &page,
        &format!("document.querySelector('#player-{still_in}').className.includes('error')"),
    )
    .await;
    assert_eq!(commands(), at);

    // Undo, asked with what it takes back, tapped twice: one command taken back.
    part(&page, "history").await;
    let what = text_of(&page, "#undo-what").await;
    assert!(what.contains(NAMES[out as usize]), "{what}");
    press(&page, "#undo").await;
    let asked = question(&page).await;
    assert!(asked.starts_with("Take back:"), "{asked}");
    let at = commands();
    confirm(&page, &venue, 2).await;
    assert_eq!(commands(), at + 1, "an undo tapped twice");
    assert_eq!(
        venue.writer.read(|s| s.tournament().entries().len()),
        entries
    );

    // A balancing move carried out by hand, tapped twice: one move.
    // (The deal, tapped twice, is in the rebuy event below, with few enough players.)
    drop(page);
    browser.close().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_double_tap_on_a_rebuy_an_add_on_or_a_deal_acts_once() {
    let venue = event(
        StructureSource::Shipped("home-turbo".into()),
        &NAMES[..3],
        true,
    );
    let (mut browser, events) = launch().await;
    let page = director_page(&mut browser, &venue).await;
    let commands = || venue.commands_in_journal();
    part(&page, "players").await;
    let player = players_left(&venue)[1];
    let at = commands();
    let asked = row_action(&page, &venue, player, "director_rebuy", 2).await;
    assert!(
        asked.contains("Rebuy for") && asked.contains("20"),
        "{asked}"
    );
    assert_eq!(commands(), at + 1, "a rebuy tapped twice");
    assert_eq!(
        venue
            .writer
            .read(|s| s.tournament().entry(PlayerId(player)).unwrap().rebuys),
        1
    );

    // A rebuy asked while the player is in, confirmed after the window put the player out: the
    // core refuses the stale entry, the sentence is said at the row, nothing changes.
    let stale = players_left(&venue)[0];
    press(
        &page,
        &format!("#row-{stale} button[data-action='director_rebuy']"),
    )
    .await;
    let asked = question(&page).await;
    assert!(asked.contains(NAMES[stale as usize]), "{asked}");
    venue
        .writer
        .execute(&bust(stale), chrono::Utc::now())
        .unwrap();
    let at = commands();
    press(&page, "#sheet-confirm").await;
    wait_for(
        &page,
        &format!("document.querySelector('#player-{stale}').className.includes('error')"),
    )
    .await;
    let said = text_of(&page, &format!("#player-{stale}")).await;
    assert!(!said.is_empty(), "no sentence at the row");
    assert_eq!(commands(), at, "a stale rebuy changed something: {said}");
    assert!(said.contains("out of the tournament"), "{said}");
    venue
        .writer
        .execute(&Command::Undo, chrono::Utc::now())
        .unwrap();

    venue
        .writer
        .execute(&Command::JumpToLevel { level: 5 }, chrono::Utc::now())
        .unwrap();
    caught_up(&page, &venue).await;
    let at = commands();
    let asked = row_action(&page, &venue, player, "director_add_on", 2).await;
    assert!(asked.contains("Add-on for"), "{asked}");
    assert_eq!(commands(), at + 1, "an add-on tapped twice");
    assert_eq!(
        venue
            .writer
            .read(|s| s.tournament().entry(PlayerId(player)).unwrap().add_ons),
        1
    );

    part(&page, "money").await;
    wait_for(
        &page,
        "!document.querySelector('#deal-panel').classList.contains('hidden')",
    )
    .await;
    page.evaluate(
        "document.querySelectorAll('#deal input[type=checkbox]').forEach(b => b.click()) || true",
    )
    .await
    .unwrap();
    press(&page, "#deal-icm").await;
    let at = commands();
    confirm(&page, &venue, 2).await;
    assert_eq!(commands(), at + 1, "a deal tapped twice");
    assert!(venue.writer.read(|s| s.tournament().deal().is_some()));

    drop(page);
    browser.close().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_floor_pin_on_the_directors_page_gets_a_sentence_and_no_control() {
    let venue = event(StructureSource::BuiltIn, &NAMES[..4], true);
    let (mut browser, events) = launch().await;
    let page = browser.new_page(venue.url("/director")).await.unwrap();
    as_phone(&page).await;
    // Signed in with the floor's PIN, which the server grants: the director's view is refused.
    fill(&page, "#pin", FLOOR).await;
    press(&page, "#pin-go").await;
    wait_for(
        &page,
        "!document.querySelector('#refused').classList.contains('hidden')",
    )
    .await;
    let said = text_of(&page, "#refused-why").await;
    assert!(said.contains("floor may not"), "{said}");
    let yours = text_of(&page, "#your-page").await;
    assert!(yours.ends_with("/floor"), "{yours}");
    assert!(
        page.evaluate("document.querySelector('#work').classList.contains('hidden')")
            .await
            .unwrap()
            .into_value::<bool>()
            .unwrap()
    );
    screenshot(
        &page,
        &screenshots().join("director-refused-floor-390x844.png"),
    )
    .await;
    drop(page);
    browser.close().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_move_seated_by_hand_and_tapped_twice_moves_the_player_once() {
    let venue = venue();
    let now = chrono::Utc::now();
    // Busts at table 1 until the floor asks for a balancing move.
    for _ in 0..6 {
        if venue
            .writer
            .read(|s| s.tournament().pending_instruction().is_some())
        {
            break;
        }
        let out = venue.writer.read(|s| {
            let t = s.tournament();
            let table = t.floor().table(riffle_core::floor::TableNo(1)).unwrap();
            table.players().next().unwrap().1
        });
        venue.writer.execute(&bust(out.0), now).unwrap();
        // The floor sure of both buttons, so the move names who goes (TDA 11).
        for table in [1, 2] {
            let seat = venue.writer.read(|s| {
                let floor = s.tournament().floor();
                let table = floor.table(riffle_core::floor::TableNo(table)).unwrap();
                table.players().next().unwrap().0
            });
            venue
                .writer
                .execute(&Command::GiveButton { table, seat }, now)
                .unwrap();
        }
    }
    let (player, to, free) = venue.writer.read(|s| {
        let t = s.tournament();
        let planned = &t.pending_instruction().expect("a balancing move").moves[0];
        let table = t.floor().table(planned.to.table).unwrap();
        let free = (1..=table.seat_count())
            .find(|seat| *seat != planned.to.seat && table.player_at(*seat).is_none())
            .unwrap();
        (planned.player, planned.to.table.0, free)
    });
    let (mut browser, events) = launch().await;
    let page = director_page(&mut browser, &venue).await;
    part(&page, "floor").await;
    wait_for(
        &page,
        "document.querySelectorAll('#moves .move').length > 0",
    )
    .await;
    page.evaluate(format!(
        "(() => {{ const [t, s] = document.querySelectorAll('#moves .move input'); \
         t.value = '{to}'; s.value = '{free}'; return true; }})()"
    ))
    .await
    .unwrap();
    screenshot(&page, &screenshots().join("director-move-390x844.png")).await;
    press(&page, "#moves .move button").await;
    let asked = question(&page).await;
    assert!(
        asked.contains(&format!("table {to} seat {free}")),
        "{asked}"
    );
    let at = venue.commands_in_journal();
    confirm(&page, &venue, 2).await;
    assert_eq!(venue.commands_in_journal(), at + 1, "a move tapped twice");
    let seat = venue
        .writer
        .read(|s| s.tournament().floor().seat_of(player).unwrap());
    assert_eq!((seat.table.0, seat.seat), (to, free));
    drop(page);
    browser.close().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn the_directors_phone_speaks_french_on_a_french_phone() {
    let venue = event(StructureSource::BuiltIn, &NAMES[..2], false);
    let (mut browser, events) = launch_in("fr-FR").await;
    // A phone set to French: the page reads the language the browser says it speaks.
    let page = browser.new_page("about:blank").await.unwrap();
    page.evaluate_on_new_document(
        "Object.defineProperty(navigator, 'language', { get: () => 'fr-FR' });",
    )
    .await
    .unwrap();
    page.goto(venue.url("/director")).await.unwrap();
    as_phone(&page).await;
    sign_in(&page, DIRECTOR).await;
    wait_for(&page, "Number(document.body.dataset.desk || -1) >= 0").await;
    assert_eq!(
        text_of(&page, "#tabs button[data-part='clock']").await,
        "Horloge"
    );
    part(&page, "players").await;
    assert_eq!(text_of(&page, "#reg-go").await, "Inscrire");
    fill(&page, "#reg-name", "Zoé Petit").await;
    press(&page, "#reg-go").await;
    let asked = question(&page).await;
    assert!(asked.starts_with("Inscrire Zoé Petit\u{a0}:"), "{asked}");
    screenshot(&page, &screenshots().join("director-french-390x844.png")).await;
    drop(page);
    browser.close().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_dealers_bust_confirmed_twice_from_the_phone_puts_the_player_out_once() {
    let venue = venue();
    let dealer = venue.dealer_at(2);
    let (seat, player) = venue.writer.read(|s| {
        let floor = s.tournament().floor();
        let table = floor.table(riffle_core::floor::TableNo(2)).unwrap();
        table.players().next().unwrap()
    });
    let (status, body) = venue.send(
        &dealer,
        &format!(r#"{{"ReportBust":{{"table":2,"seat":{seat}}}}}"#),
    );
    assert_eq!(status, 200, "{body}");
    let (mut browser, events) = launch().await;
    let page = director_page(&mut browser, &venue).await;
    part(&page, "floor").await;
    wait_for(
        &page,
        "document.querySelector('#reports button.danger') !== null",
    )
    .await;
    press(&page, "#reports button.danger").await;
    let asked = question(&page).await;
    assert!(asked.contains("place 12"), "{asked}");
    let at = venue.commands_in_journal();
    confirm(&page, &venue, 2).await;
    assert_eq!(
        venue.commands_in_journal(),
        at + 1,
        "a bust confirmed twice"
    );
    assert!(
        venue
            .writer
            .read(|s| !s.tournament().entry(player).unwrap().in_play())
    );
    assert_eq!(text_of(&page, "#reports-answer").await, "Bust confirmed.");
    drop(page);
    browser.close().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn an_entry_is_sold_at_the_price_picked_in_the_sheet_once_however_often_tapped() {
    let structure = StructureSource::Inline(Box::new(priced_structure()));
    let venue = event(structure, &[], false);
    let (mut browser, events) = launch().await;
    let page = director_page(&mut browser, &venue).await;
    part(&page, "players").await;
    fill(&page, "#reg-name", "Ana Costa").await;
    press(&page, "#reg-go").await;
    // The structure's own price first (50 and a fee of 10), the early bird offered beside it.
    let asked = question(&page).await;
    assert!(
        asked.contains("60 €") && asked.contains("10,000"),
        "{asked}"
    );
    wait_for(
        &page,
        "!document.querySelector('#sheet-price-row').classList.contains('hidden')",
    )
    .await;
    let offered = page
        .evaluate("[...document.querySelectorAll('#sheet-price option')].map(o => o.textContent)")
        .await
        .unwrap()
        .into_value::<Vec<String>>()
        .unwrap();
    assert_eq!(offered, ["The structure's own price", "Early bird · 45 €"]);
    page.evaluate(
        "(() => { const s = document.querySelector('#sheet-price'); s.value = 'Early bird'; \
         s.dispatchEvent(new Event('change')); return true; })()",
    )
    .await
    .unwrap();
    wait_for(
        &page,
        "document.querySelector('#sheet-question').textContent.includes('12,000')",
    )
    .await;
    let asked = question(&page).await;
    assert!(asked.contains("45 €"), "{asked}");
    screenshot(&page, &screenshots().join("director-price-390x844.png")).await;
    let at = venue.commands_in_journal();
    confirm(&page, &venue, 2).await;
    assert_eq!(
        venue.commands_in_journal(),
        at + 1,
        "a priced entry tapped twice"
    );
    let (profiles, chips) = venue.writer.read(|s| {
        let ana = &s.tournament().entries()[0];
        (ana.profiles.clone(), ana.chips)
    });
    assert_eq!((profiles, chips), (vec!["Early bird".to_string()], 12_000));
    drop(page);
    browser.close().await.unwrap();
    events.abort();
}
