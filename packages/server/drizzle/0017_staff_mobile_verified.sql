-- Hand-written (docs/decisions/0131): a staff mobile counts only once its owner confirmed it with a code
-- sent to it. Until now the accounts of Staff and Superuser were written with the number vouched for by
-- whoever made them; they are asked to confirm it at their next login, and get no SMS code until then.
UPDATE "users" SET "phone_verified" = false
 WHERE "phone_verified"
   AND "id" IN (SELECT "user_id" FROM "user_roles" WHERE "role" IN ('Staff', 'Superuser'));
