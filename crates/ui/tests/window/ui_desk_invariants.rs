//! The desk's invariants as the window meets them: a player reinstated with no stack recorded
//! is shown coming back with the average, a count made of the chips in play, and gets it; a
//! player the floor has just moved in is greyed with the reason when the TD records who moved
//! for a balancing move, and is not picked.

use crate::ui_common;

use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::floor::{PlayerId, Seat, TableNo};
use riffle_tournament::Command;
use riffle_ui::panels::Tab;
use ui_common::{busted, click, event_window, read, seated, t0, type_into};

#[test]
fn a_player_reinstated_with_no_stack_is_shown_and_given_the_average_in_chips() {
    // Eight stacks over seven players make no whole count.
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal"]);
    commands.push(busted(1));
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    let average = read(&harness, |t| t.display(t0()).average_stack);
    assert_ne!(
        average % 100,
        0,
        "the average is no count of chips: {average}"
    );
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    click(&mut harness, "Reinstate…");
    type_into(
        &mut harness,
        "Why the bust was a mistake (kept in the history)",
        "wrong seat tapped",
    );
    harness.get_by_label_contains("Bob comes back in play with the average, ");
    click(&mut harness, "Reinstate Bob");
    let back = read(&harness, |t| t.entry(PlayerId(1)).unwrap().chips);
    assert_eq!(back % 100, 0, "{back}");
    assert!(back.abs_diff(average) <= 50, "{back} for {average}");
}

const NAMES: [&str; 18] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal", "Ida", "Jo", "Kim", "Lea", "Max",
    "Ned", "Ola", "Pat", "Quy", "Rex",
];

fn run(harness: &mut egui_kittest::Harness<'_, riffle_ui::app::App>, command: Command) {
    {
        let mut shared = harness.state().shared().lock();
        let backend = shared.backend_mut().expect("a tournament is open");
        backend
            .execute(&command, t0())
            .unwrap_or_else(|e| panic!("{command:?}: {}", e.say(riffle_text::Lang::En)));
    }
    harness.run();
}

fn at(harness: &egui_kittest::Harness<'_, riffle_ui::app::App>, table: u32) -> Vec<PlayerId> {
    read(harness, |t| {
        let table = t.floor().table(TableNo(table)).unwrap();
        table.players().map(|(_, p)| p).collect()
    })
}

#[test]
fn a_player_just_moved_in_is_greyed_with_the_reason_when_the_td_records_who_moved() {
    let (mut harness, _folder) = event_window(&seated(&NAMES));
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    run(&mut harness, Command::StartClock);
    for player in at(&harness, 1).into_iter().take(2) {
        run(&mut harness, busted(player.0));
    }
    // 7 and 9: the TD records who moved from table 2, and where.
    harness.get_by_label("Who moved from table 2?");
    let mover = at(&harness, 2)[2];
    let (mover_name, open) = read(&harness, |t| {
        let table = t.floor().table(TableNo(1)).unwrap();
        let open = table.seats().find(|(_, s)| *s == Seat::Open).unwrap().0;
        (t.entry(mover).unwrap().name.clone(), open)
    });
    click(&mut harness, &mover_name);
    click(&mut harness, &format!("Seat {open}"));
    click(&mut harness, "Record the move");
    assert_eq!(
        read(&harness, |t| t.floor().moved_in(mover)),
        Some(TableNo(1))
    );
    // 8 and 8, then two out at table 2: table 1 gives a player, but not the one just moved in.
    for player in at(&harness, 2).into_iter().take(2) {
        run(&mut harness, busted(player.0));
    }
    harness.get_by_label("Who moved from table 1?");
    let button = harness.get_by_label(&mover_name);
    assert!(button.accesskit_node().is_disabled(), "{mover_name} greyed");
    harness.get_by_label_contains(&format!(
        "{mover_name} was just moved to table 1 and has not played a hand there yet"
    ));
    button.click();
    harness.run();
    click(&mut harness, "Record the move");
    assert_eq!(
        read(&harness, |t| t.floor().seat_of(mover).map(|s| s.table)),
        Some(TableNo(1)),
        "nobody moves twice before a hand"
    );
}
