-- Fans buy the sport badge as a license, $4 to $599 (decision 0046): a rate set above it when
-- sign-up allowed $1000 is lowered to the most a license costs, so no athlete's page offers a
-- price the checkout refuses.
UPDATE "athlete_profiles" SET "sport_badge_rate_cents" = 59900 WHERE "sport_badge_rate_cents" > 59900;
