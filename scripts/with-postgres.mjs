/**
 * `node scripts/with-postgres.mjs <command…>`: runs the command beside a throw-away PostgreSQL
 * server (Debian's, from its packages), whose address it is given as TEST_POSTGRES_URL, and
 * removes the server and its files when the command ends, however it ends. The server lives in a
 * temporary folder on a free loopback port and trusts local connections: it holds test data only.
 * `npm run bench` runs under it too, for its PostgreSQL figures.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

/** PG_BINDIR, or the newest of Debian's installed versions. */
function binDir() {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    console.error(
      "PostgreSQL not found: install Debian's postgresql package (.ci/run does), or set PG_BINDIR.",
    );
    process.exit(1);
  }
  return join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const bin = binDir();
const port = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'luckydip-postgres-'));
const data = join(dir, 'data');
// PostgreSQL refuses to run as root: there it runs as Debian's postgres account.
const asRoot = process.getuid?.() === 0;
if (asRoot) {
  chmodSync(dir, 0o777);
}
const run = (program, programArgs) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...programArgs], { stdio: 'pipe' })
    : execFileSync(join(bin, program), programArgs, { stdio: 'pipe' });

function stopServer() {
  try {
    run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  } catch {
    // Not started, or already gone.
  }
  rmSync(dir, { recursive: true, force: true });
}

try {
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    // Test data: nothing needs to survive a crash of the machine. Unless POSTGRES_DURABLE=1 (the
    // bench: its figures stand beside SQLite's, which syncs every commit).
    ...(process.env.POSTGRES_DURABLE === '1'
      ? []
      : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
} catch (error) {
  console.error(`The throw-away PostgreSQL did not start: ${error.stderr?.toString() ?? error.message}`);
  stopServer();
  process.exit(1);
}

const child = spawn(command, args, {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, TEST_POSTGRES_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stopServer();
  process.exit(code ?? (signal ? 1 : 0));
});
