//! A player's place in an event where entries re-enter: a league (and TD3) ranks players, not
//! entries, so a player who re-entered has one place, that of the best entry or of the last
//! one. Each entry's bust stays the tournament's (its standings and history); this module only
//! ranks the players from those standings, the one home of places.

use riffle_core::floor::PlayerId;
use riffle_text::name_key;
use riffle_tournament::Tournament;

/// Which entry's place is a player's place, as the league file says.
pub use riffle_core::league::PlaceOf;

/// One player of the event (the entries of one name) and the player's place among players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerPlace {
    /// The name's key: entries with one key are one player's.
    pub key: String,
    /// The player's entries, first first.
    pub entries: Vec<PlayerId>,
    /// Counted from 1 among players; none while the counted entry is still in.
    pub place: Option<u32>,
    /// The entry whose place is the player's, once it is out.
    pub counted: Option<PlayerId>,
    /// Another player has the same place (busted on the same hand).
    pub shared: bool,
}

/// The players of `tournament` (entries counted in the field, grouped by name) with their
/// places among players, in the order they first registered.
pub fn player_places(tournament: &Tournament, of: PlaceOf) -> Vec<PlayerPlace> {
    let standings = tournament.standings();
    let place_of = |id: PlayerId| standings.iter().find(|s| s.player == id).map(|s| s.place);
    let mut players: Vec<PlayerPlace> = Vec::new();
    for entry in tournament.entries().iter().filter(|e| e.counted()) {
        let key = name_key(&entry.name);
        match players.iter_mut().find(|p| p.key == key) {
            Some(player) => player.entries.push(entry.id),
            None => players.push(PlayerPlace {
                key,
                entries: vec![entry.id],
                place: None,
                counted: None,
                shared: false,
            }),
        }
    }
    // The place of the entry that counts, among entries; none while it may still improve.
    let counted_entry: Vec<Option<(PlayerId, u32)>> = players
        .iter()
        .map(|player| {
            let places: Option<Vec<(PlayerId, u32)>> = (player.entries.iter())
                .map(|&id| place_of(id).map(|place| (id, place)))
                .collect();
            match of {
                PlaceOf::Best => places?.into_iter().min_by_key(|&(_, place)| place),
                PlaceOf::Last => (player.entries.last()).and_then(|&id| Some((id, place_of(id)?))),
            }
        })
        .collect();
    let counted: Vec<Option<u32>> = counted_entry.iter().map(|c| c.map(|(_, p)| p)).collect();
    for (k, player) in players.iter_mut().enumerate() {
        let Some(mine) = counted[k] else { continue };
        // Ahead: the players still in, and those whose counted place is better.
        let ahead = counted
            .iter()
            .filter(|c| c.is_none_or(|c| c < mine))
            .count();
        player.place = Some(ahead as u32 + 1);
        player.counted = counted_entry[k].map(|(id, _)| id);
        player.shared = counted
            .iter()
            .enumerate()
            .any(|(j, c)| j != k && *c == Some(mine));
    }
    players
}

/// The player's place of the player whose entry is `id`.
pub fn place_of_entry(places: &[PlayerPlace], id: PlayerId) -> Option<u32> {
    places
        .iter()
        .find(|p| p.entries.contains(&id))
        .and_then(|p| p.place)
}
