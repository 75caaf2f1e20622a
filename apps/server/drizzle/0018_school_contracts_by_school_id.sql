-- The IP contract offer now matches an athlete to a school admin by school id, not by name.
-- Rows that carry only a name get the id of the listed school of that name in their place,
-- where exactly one matches (two schools of a state can share a name); the others keep no id
-- and so match no contract. A college admin has no city, so the state and name must suffice.
UPDATE "school_admin_profiles" sa SET "school_id" = (
  SELECT min(s."id") FROM "schools" s
  WHERE s."state_code" = sa."state_code" AND lower(s."name") = lower(sa."school_name")
    AND ((sa."county" IS NULL AND s."kind" = 'college')
      OR (s."kind" = 'high-school' AND s."county" = sa."county"))
  HAVING count(*) = 1)
WHERE sa."school_id" IS NULL;
--> statement-breakpoint
-- Athletes who chose from the lists have an id since sign-up resolved it; rows written before
-- that (demo, imports) are matched on their place the same way. A typed new institute stays
-- without one.
UPDATE "athlete_profiles" p SET "school_id" = (
  SELECT min(s."id") FROM "schools" s
  WHERE s."state_code" = p."state_code" AND lower(s."name") = lower(p."school_name")
    AND ((p."athlete_type" = 'College' AND s."kind" = 'college' AND s."city" = p."city")
      OR (p."athlete_type" = 'High School' AND s."kind" = 'high-school' AND s."county" = p."county"))
  HAVING count(*) = 1)
WHERE p."school_id" IS NULL AND NOT p."new_institute" AND p."school_name" IS NOT NULL;
