-- Up Migration

-- Who froze the account: the owner (the dashboard's kill switch) or the operator (the admin surface,
-- `warden account freeze`). An operator's freeze stands over the owner's: the owner's unfreeze does not
-- lift it (403 account_frozen), the operator's unfreeze lifts any freeze. `frozen` stays the flag every
-- request reads; `frozen_by` is read only while `frozen` is true, and a frozen row without it counts as
-- the operator's (the safe reading). So the accounts frozen before this migration are operator freezes,
-- and so is a freeze written by a gateway still running the code before it during a rolling upgrade
-- (which sets `frozen` alone: hence no CHECK tying the two columns together).
ALTER TABLE accounts ADD COLUMN frozen_by TEXT CHECK (frozen_by IN ('owner', 'operator'));
UPDATE accounts SET frozen_by = 'operator' WHERE frozen;

-- Down Migration
ALTER TABLE accounts DROP COLUMN frozen_by;
