-- Test support, installed in the PGlite snapshot only (db-template.ts): lets a test worker reuse
-- one embedded database across test files instead of opening a new one from the 64 MB snapshot
-- for each (1 s on a quiet machine, 5-30 s beside the browser journeys).
--
-- test_support.reset() puts every table back as the snapshot had it: it empties them all, copies
-- back the rows the snapshot held (reference data, migrations, the job queue's queues) from
-- copies taken here, and sets every sequence back to where it stood when the worker opened it. It refuses (returns false) when the schema
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

do $$
declare
  r record;
  body text;
  cols text;
  has_rows boolean;
  copies int := 0;
begin
  select 'truncate table '
         || string_agg(format('%I.%I', n.nspname, c.relname), ', ')
         || ' restart identity cascade;'
    into body
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'p')
     and n.nspname not in ('pg_catalog', 'information_schema', 'test_support')
     and n.nspname not like 'pg\_%';

  for r in
    select n.nspname, c.relname, c.oid
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r'
       and n.nspname not in ('pg_catalog', 'information_schema', 'test_support')
       and n.nspname not like 'pg\_%'
     order by c.oid
  loop
    execute format('select exists (select 1 from %I.%I)', r.nspname, r.relname) into has_rows;
    if has_rows then
      copies := copies + 1;
      select string_agg(format('%I', attname), ', ' order by attnum) into cols
        from pg_attribute
       where attrelid = r.oid and attnum > 0 and not attisdropped and attgenerated = '';
      execute format('create table test_support.%I as select %s from %I.%I',
                     'rows_' || copies, cols, r.nspname, r.relname);
      body := body || format(' insert into %I.%I (%s) overriding system value select %s from test_support.%I;',
                             r.nspname, r.relname, cols, cols, 'rows_' || copies);
    end if;
  end loop;

  execute format($f$
    create function test_support.reset() returns boolean language plpgsql as $body$
    declare
      seq record;
    begin
      if test_support.fingerprint() <> (select fingerprint from test_support.pristine) then
        return false;
      end if;
      -- Also skips the ledger's refusal of TRUNCATE and the foreign keys' checks.
      perform set_config('session_replication_role', 'replica', true);
      %s
      for seq in select * from test_support.sequences loop
        perform setval(seq.name, seq.value, seq.called);
      end loop;
      return true;
    end
    $body$ $f$, body);
end
$$;

-- The fingerprint is taken last, once every object above exists.
insert into test_support.pristine select test_support.fingerprint();
