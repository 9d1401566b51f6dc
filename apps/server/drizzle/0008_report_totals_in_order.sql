-- The counters per status change by the net change of each status, in the order of the statuses: two
-- transactions that move requests the opposite way (resolve one, reopen another) lock the counters they
-- share in the same order instead of waiting for each other (a deadlock), and an update that keeps the
-- status (the handler, a supplier's report) locks no counter at all.
CREATE OR REPLACE FUNCTION reports_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN
    SELECT status, sum(delta) AS delta
      FROM (SELECT status, -1 AS delta FROM old_rows UNION ALL SELECT status, 1 FROM new_rows) AS moves
     GROUP BY status
    HAVING sum(delta) <> 0
     ORDER BY status
  LOOP
    PERFORM report_status_totals_add(changed.status, changed.delta);
  END LOOP;
  RETURN NULL;
END $$;
