-- A survey is answered once per user: once per item held (survey_answers_holding), and the general survey, which has
-- no holding, once per user and type. The unique index on (holding_id, type) never held for it, since NULLs are
-- distinct, so it could be submitted any number of times. Earlier duplicates go (the first answer stays), then the
-- partial index makes a second answer a conflict, concurrent submissions included.
DELETE FROM "survey_answers" AS "later"
USING "survey_answers" AS "first"
WHERE "later"."holding_id" IS NULL
  AND "first"."holding_id" IS NULL
  AND "later"."user_id" = "first"."user_id"
  AND "later"."type" = "first"."type"
  AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_general" ON "survey_answers" USING btree ("user_id","type") WHERE "survey_answers"."holding_id" is null;
