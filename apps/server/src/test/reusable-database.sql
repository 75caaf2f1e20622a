-- Test support, installed in the PGlite snapshot only (db-template.ts): lets a test worker reuse
-- one embedded database across test files instead of opening a new one from the 64 MB snapshot
-- for each (1 s on a quiet machine, 5-30 s beside the browser journeys).
--
-- test_support.reset() puts every table back as the snapshot had it: it empties every table the
-- snapshot held empty, and the ones with rows (reference data, migrations, the job queue's
-- queues) that a test changed or a cascade emptied, copying those back from copies taken here, and sets every sequence back to where it stood when the worker opened it. It refuses (returns false) when the schema
-- is no longer the snapshot's (a test created a queue partition, a table, a trigger...): that
-- database is closed instead of reused.
create schema test_support;
create table test_support.pristine (fingerprint text not null);
-- Filled when a worker opens the snapshot (test-database.ts), not here: loading a dump moves
-- sequences on (PostgreSQL logs them ahead), so only the loaded database knows its positions.
create table test_support.sequences (name text not null, value bigint not null, called boolean not null);

create function test_support.fingerprint() returns text language sql stable as $$
  select md5(
    (select string_agg(c.oid::text || c.relkind::text || c.relnatts::text, ',' order by c.oid)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast'))
    || (select count(*)::text from pg_attribute)
    || (select coalesce(string_agg(oid::text || tgenabled::text, ',' order by oid), '') from pg_trigger)
    || (select count(*)::text from pg_proc)
    || (select count(*)::text from pg_namespace))
$$;

-- Only what a test wrote is emptied: truncating all ~100 tables after every file cost one to
-- several seconds in PGlite (each truncate makes new files, and a cascade reaches most tables). A table the snapshot held empty is
-- emptied when it has rows; one with snapshot rows when a statement trigger marked it written
-- (the reset itself runs as a replica, which fires no triggers), then copied back.
create table test_support.dirty (name text primary key);
create function test_support.mark_dirty() returns trigger language plpgsql as $$
begin
  insert into test_support.dirty values (format('%I.%I', tg_table_schema, tg_table_name))
    on conflict do nothing;
  return null;
end
$$;

do $$
declare
  r record;
  find text := '';
  restore text := '';
  cols text;
  has_rows boolean;
  copies int := 0;
begin
  for r in
    select n.nspname, c.relname, c.oid, c.relkind
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p')
       and n.nspname not in ('pg_catalog', 'information_schema', 'test_support')
       and n.nspname not like 'pg\_%'
     order by c.oid
  loop
    has_rows := false;
    if r.relkind = 'r' then
      execute format('select exists (select 1 from %I.%I)', r.nspname, r.relname) into has_rows;
    end if;
    if not has_rows then
      find := find || format($r$
        if exists (select 1 from %I.%I) then
          insert into test_support.dirty values (%L) on conflict do nothing;
        end if;$r$, r.nspname, r.relname, format('%I.%I', r.nspname, r.relname));
      continue;
    end if;
    copies := copies + 1;
    execute format('create trigger test_support_dirty after insert or update or delete or truncate
                    on %I.%I for each statement execute function test_support.mark_dirty()',
                   r.nspname, r.relname);
    select string_agg(format('%I', attname), ', ' order by attnum) into cols
      from pg_attribute
     where attrelid = r.oid and attnum > 0 and not attisdropped and attgenerated = '';
    execute format('create table test_support.%I as select %s from %I.%I',
                   'rows_' || copies, cols, r.nspname, r.relname);
    -- Emptied below when written: copied back.
    restore := restore || format($r$
      if not exists (select 1 from %I.%I) then
        insert into %I.%I (%s) overriding system value select %s from test_support.%I;
      end if;$r$, r.nspname, r.relname, r.nspname, r.relname, cols, cols, 'rows_' || copies);
  end loop;

  execute format($f$
    create function test_support.reset() returns boolean language plpgsql as $body$
    declare
      seq record;
      written text;
    begin
      if test_support.fingerprint() <> (select fingerprint from test_support.pristine) then
        return false;
      end if;
      -- Also skips the append-only tables' refusal of DELETE, the foreign keys' checks and actions,
      -- and the triggers that mark tables written.
      perform set_config('session_replication_role', 'replica', true);
      %s
      -- DELETE, not TRUNCATE: no new files, and with no cascade (the replica fires no foreign
      -- key actions) each table is emptied only when it was written.
      for written in select name from test_support.dirty loop
        execute 'delete from ' || written;
      end loop;
      delete from test_support.dirty;
      %s
      for seq in select * from test_support.sequences loop
        perform setval(seq.name, seq.value, seq.called);
      end loop;
      return true;
    end
    $body$ $f$, find, restore);
end
$$;

-- The fingerprint is taken last, once every object above exists.
insert into test_support.pristine select test_support.fingerprint();
