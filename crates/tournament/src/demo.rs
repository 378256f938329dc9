//! The demo tournament the app opens the first time, so a new TD sees a real event to try
//! every panel on: the built-in structure, 27 players seated at three tables, the clock ready.

use super::{Command, Setup, StructureSource};

const NAMES: [&str; 27] = [
    "Amélie Durand",
    "Ben Carter",
    "Chloé Martin",
    "Dario Rossi",
    "Elena Petrova",
    "Farid Haddad",
    "Grace Kim",
    "Hugo Lefèvre",
    "Ines Silva",
    "Jonas Berg",
    "Kenji Sato",
    "Laura Moreau",
    "Mateo García",
    "Nadia Benali",
    "Oscar Nilsson",
    "Priya Shah",
    "Quentin Roux",
    "Rosa Alves",
    "Samuel Okoye",
    "Tess Laurent",
    "Ugo Bianchi",
    "Vera Novak",
    "Will Turner",
    "Xavier Dupont",
    "Yasmin Aziz",
    "Zoé Girard",
    "Arthur Blanc",
];

/// The demo event's name: the windows mark an event of this name "Demo", so no one takes it
/// for a real one.
pub const NAME: &str = "Demo tournament";

/// Whether an event is the demo, by its name.
pub fn is_demo(name: &str) -> bool {
    name == NAME
}

/// The demo event's setup and the commands that register and seat its players.
pub fn demo() -> (Setup, Vec<Command>) {
    let setup = Setup {
        name: NAME.to_string(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let mut commands: Vec<Command> = NAMES
        .iter()
        .map(|name| Command::Register {
            name: name.to_string(),
            notes: None,
            confirmed: false,
            profile: None,
        })
        .collect();
    commands.push(Command::DrawSeats);
    (setup, commands)
}
