-- Up Migration

-- Per group, sender and UTC year, the days the sender wrote a message: bit i (from the left) is
-- day i of the year (0-based). Distinct senders over any range of days are the rows whose
-- bitmap meets the range's mask: the cost follows the group's senders of a year, not its
-- sender-days, so a 90- or 366-day total stays cheap in a busy group. daily_active_users stays
-- the idempotent record (a sender-day counts once); this table only ever ORs bits in.
CREATE TABLE sender_days (
  group_id BIGINT NOT NULL,
  year     SMALLINT NOT NULL,
  user_id  BIGINT NOT NULL,
  days     BIT(366) NOT NULL,
  PRIMARY KEY (group_id, year, user_id)
) WITH (fillfactor = 80);

-- Down Migration
DROP TABLE sender_days;
