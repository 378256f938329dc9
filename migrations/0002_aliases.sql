-- Names merged into a player: after `riffle db merge`, the merged player's name still links to
-- the player kept, so the next rebuild from the journals keeps the merge.
CREATE TABLE aliases (
    folded TEXT NOT NULL,
    player_id BIGINT NOT NULL REFERENCES players (id),
    PRIMARY KEY (folded, player_id)
);
