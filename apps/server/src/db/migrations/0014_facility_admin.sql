-- Staff facility tools: closed facilities that moved to a facility are found by new_os_id when it
-- is merged or deleted, and the audit log's snapshots read them (few rows have one, so a partial index).
create index facilities_new_os_id_idx on facilities (new_os_id) where new_os_id is not null;
