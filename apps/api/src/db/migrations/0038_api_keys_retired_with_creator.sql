-- API keys (decision 0059, docs/security.md "API keys and their creator"): a key is revoked for good
-- when its creator stops managing its business, so coming back as an admin does not bring it back.
-- Keys whose creator had already left (or lost the admin role, or was erased) before this rule were
-- only refused while it lasted: they are revoked now.
UPDATE "api_keys" SET "revoked_at" = now()
WHERE "revoked_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "business_members" bm
    WHERE bm."business_id" = "api_keys"."business_id" AND bm."user_id" = "api_keys"."created_by_user_id" AND bm."role" IN ('owner', 'admin')
  );
