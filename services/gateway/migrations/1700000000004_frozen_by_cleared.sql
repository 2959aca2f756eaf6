-- Up Migration

-- A gateway of the release before frozen_by (still running during a rolling upgrade, or again after `helm rollback`,
-- which leaves the migrations applied) writes `frozen` alone: its unfreeze left the last freezer in frozen_by, and its
-- next freeze (the operator's, say) then read as that stale one ('owner': the owner could lift the operator's freeze).
-- Now whatever unfreezes an account clears frozen_by with it, so a freeze that sets `frozen` alone is the operator's,
-- as 1700000000003_frozen_by.sql means. The values already left behind on unfrozen accounts are cleared.
CREATE FUNCTION accounts_unfrozen_clears_frozen_by() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.frozen THEN
    NEW.frozen_by := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER accounts_unfrozen_clears_frozen_by BEFORE INSERT OR UPDATE OF frozen, frozen_by ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_unfrozen_clears_frozen_by();
UPDATE accounts SET frozen_by = NULL WHERE NOT frozen AND frozen_by IS NOT NULL;

-- Down Migration
DROP TRIGGER accounts_unfrozen_clears_frozen_by ON accounts;
DROP FUNCTION accounts_unfrozen_clears_frozen_by();
