-- Phone numbers in E.164 (+2507XXXXXXXX), as registration and the profile now store them and the
-- SMS go to: a number typed 07XX XXX XXX, 2507…, +250 7XX XXX XXX (spaces, dots or dashes between
-- groups) is rewritten; anything else stays as it was typed.
UPDATE "users"
SET "phone_number" = '+250' || right(regexp_replace("phone_number", '[[:space:].+-]', '', 'g'), 9)
WHERE regexp_replace("phone_number", '[[:space:].+-]', '', 'g') ~ '^(250|0)7[0-9]{8}$'
  AND "phone_number" <> '+250' || right(regexp_replace("phone_number", '[[:space:].+-]', '', 'g'), 9);
