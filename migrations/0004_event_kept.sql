-- What of an event's prize pool its prizes left to the house: kept, or added to the fund named
-- (a club's season final), as TD3 awarded its prizes or as the TD set them; never a place's.
ALTER TABLE events ADD COLUMN kept BIGINT NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN kept_fund TEXT;
