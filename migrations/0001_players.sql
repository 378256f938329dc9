-- The club's players and the events they played. The same SQL runs on SQLite and PostgreSQL:
-- BIGINT ids the program makes itself (no AUTOINCREMENT or SERIAL), TEXT, and times as
-- RFC 3339 text in UTC.

-- The directory: who the club knows. Filled from the journals (a new name is a new player) and
-- kept across rebuilds, with what only the club types (e-mail, phone, photo, notes).
CREATE TABLE players (
    id BIGINT PRIMARY KEY,
    name TEXT NOT NULL,
    folded TEXT NOT NULL,
    nickname TEXT,
    email TEXT,
    phone TEXT,
    photo TEXT,
    notes TEXT
);
CREATE INDEX players_by_folded ON players (folded);

-- One row per tournament folder: always refilled from its journal, never typed.
CREATE TABLE events (
    id BIGINT PRIMARY KEY,
    folder TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    started TEXT NOT NULL,
    field BIGINT NOT NULL,
    buy_in BIGINT NOT NULL
);

-- What each name registered in an event did there, from the event's standings. `player_id`
-- is the link, empty when the name matches several players.
CREATE TABLE results (
    event_id BIGINT NOT NULL REFERENCES events (id),
    folded TEXT NOT NULL,
    name TEXT NOT NULL,
    player_id BIGINT REFERENCES players (id),
    entries BIGINT NOT NULL,
    place BIGINT,
    prize BIGINT NOT NULL,
    bounties BIGINT NOT NULL,
    penalties BIGINT NOT NULL,
    PRIMARY KEY (event_id, folded)
);
