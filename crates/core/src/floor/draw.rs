//! The 2-step random draw (TDA 10B): each player first draws a table, then a seat at it.
//!
//! The tables on offer keep the room balanced: the shortest tables fill first, and where some
//! tables must end one player fuller than others, which ones is drawn too. The same draw seats
//! the whole field (TDA 7), late registrations, alternates and re-entries (TDA 8), and the
//! players of a broken table (TDA 10B).

use super::{FloorError, PlayerId, SeatRef, TableNo};
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

/// A table's part in a draw: how many it seats now and its open seats.
pub(crate) struct Room {
    pub table: TableNo,
    pub players: u8,
    pub open: Vec<u8>,
}

/// Draws a seat for every player, keeping the tables as even as their open seats allow.
pub(crate) fn two_step_draw<R: Rng + ?Sized>(
    mut rooms: Vec<Room>,
    players: &[PlayerId],
    rng: &mut R,
) -> Result<Vec<(PlayerId, SeatRef)>, FloorError> {
    check_room(&rooms, players.len())?;
    // Step 1: a ticket per player, naming a table; tickets are shuffled before players draw.
    let mut tickets: Vec<usize> = quotas(&rooms, players.len(), rng)
        .into_iter()
        .enumerate()
        .flat_map(|(room, quota)| std::iter::repeat_n(room, quota))
        .collect();
    tickets.shuffle(rng);
    // Step 2: each player draws one of the open seats left at the table on their ticket.
    let mut seats = Vec::with_capacity(players.len());
    for (&player, room) in players.iter().zip(tickets) {
        seats.push((player, take_seat(&mut rooms[room], rng)));
    }
    Ok(seats)
}

/// The draw of a day played from flights' bagged stacks: players come biggest stack first and
/// are dealt to the tables in turn, forth and back, so that no table gathers the big stacks;
/// the tables' order and each player's seat at the table are drawn. Tables stay as even as in
/// [`two_step_draw`].
pub(crate) fn spread_draw<R: Rng + ?Sized>(
    mut rooms: Vec<Room>,
    biggest_first: &[PlayerId],
    rng: &mut R,
) -> Result<Vec<(PlayerId, SeatRef)>, FloorError> {
    check_room(&rooms, biggest_first.len())?;
    let mut quota = quotas(&rooms, biggest_first.len(), rng);
    let mut order: Vec<usize> = (0..rooms.len()).collect();
    order.shuffle(rng);
    let mut seats = Vec::with_capacity(biggest_first.len());
    let mut players = biggest_first.iter();
    let mut forth = true;
    while seats.len() < biggest_first.len() {
        let pass: Vec<usize> = if forth {
            order.clone()
        } else {
            order.iter().rev().copied().collect()
        };
        forth = !forth;
        for room in pass {
            if quota[room] == 0 {
                continue;
            }
            let Some(&player) = players.next() else {
                break;
            };
            quota[room] -= 1;
            seats.push((player, take_seat(&mut rooms[room], rng)));
        }
    }
    Ok(seats)
}

/// Refuses a draw of more players than the open seats.
fn check_room(rooms: &[Room], players: usize) -> Result<(), FloorError> {
    let open: usize = rooms.iter().map(|r| r.open.len()).sum();
    if players > open {
        return Err(FloorError::NotEnoughSeats { players, open });
    }
    Ok(())
}

/// One of the table's open seats, drawn.
fn take_seat<R: Rng + ?Sized>(room: &mut Room, rng: &mut R) -> SeatRef {
    let pick = rng.random_range(0..room.open.len());
    SeatRef {
        table: room.table,
        seat: room.open.swap_remove(pick),
    }
}

/// How many players each table receives: fill the shortest tables level by level; at the last
/// level, the tables that get a player are drawn.
fn quotas<R: Rng + ?Sized>(rooms: &[Room], players: usize, rng: &mut R) -> Vec<usize> {
    let filled_to = |level: usize| -> Vec<usize> {
        rooms
            .iter()
            .map(|r| {
                level
                    .saturating_sub(usize::from(r.players))
                    .min(r.open.len())
            })
            .collect()
    };
    let top = rooms
        .iter()
        .map(|r| usize::from(r.players) + r.open.len())
        .max()
        .unwrap_or(0);
    let level = (0..=top)
        .find(|&level| filled_to(level).iter().sum::<usize>() >= players)
        .unwrap_or(top);
    if level == 0 {
        return vec![0; rooms.len()];
    }
    let mut quota = filled_to(level - 1);
    let remaining = players - quota.iter().sum::<usize>();
    let mut reach_level: Vec<usize> = (0..rooms.len())
        .filter(|&i| {
            usize::from(rooms[i].players) + quota[i] == level - 1 && quota[i] < rooms[i].open.len()
        })
        .collect();
    let (chosen, _) = reach_level.partial_shuffle(rng, remaining);
    for &i in chosen.iter() {
        quota[i] += 1;
    }
    quota
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn room(table: u32, players: u8, open: &[u8]) -> Room {
        Room {
            table: TableNo(table),
            players,
            open: open.to_vec(),
        }
    }

    #[test]
    fn the_shortest_tables_fill_first() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let rooms = [room(1, 9, &[]), room(2, 6, &[1, 2, 3]), room(3, 7, &[4, 5])];
        assert_eq!(quotas(&rooms, 3, &mut rng), [0, 2, 1]);
        assert_eq!(quotas(&rooms, 1, &mut rng), [0, 1, 0]);
    }

    #[test]
    fn an_empty_room_is_drawn_evenly() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let rooms: Vec<Room> = (1..=12)
            .map(|t| room(t, 0, &[1, 2, 3, 4, 5, 6, 7, 8, 9]))
            .collect();
        let q = quotas(&rooms, 100, &mut rng);
        assert_eq!(q.iter().sum::<usize>(), 100);
        assert!(q.iter().all(|&n| n == 8 || n == 9));
    }

    #[test]
    fn no_player_draws_a_taken_or_closed_seat() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let rooms = vec![room(4, 5, &[2, 7]), room(5, 6, &[3])];
        let players = [PlayerId(1), PlayerId(2), PlayerId(3)];
        let mut seats: Vec<SeatRef> = two_step_draw(rooms, &players, &mut rng)
            .unwrap()
            .into_iter()
            .map(|(_, s)| s)
            .collect();
        seats.sort();
        assert_eq!(
            seats,
            [SeatRef::new(4, 2), SeatRef::new(4, 7), SeatRef::new(5, 3)]
        );
    }
}
