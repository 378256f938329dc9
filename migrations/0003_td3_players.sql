-- Players imported from The Tournament Director (TD3) saves, by TD3's own id: a player renamed
-- in TD3, or met again in another season's saves, stays the same player of the club.
CREATE TABLE td3_players (
    uuid TEXT PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players (id)
);

-- The country a player comes from, for the results sheets the Hendon Mob and leagues read
-- (filled from TD3's player record when it has one).
ALTER TABLE players ADD COLUMN country TEXT;
