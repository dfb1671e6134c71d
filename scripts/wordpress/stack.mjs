// A real WordPress for the plugin's tests: PHP, MariaDB and WordPress 6.1 from Debian's packages,
// installed when missing (as scripts/setup.mjs installs Chromium; the WordPress package is only
// unpacked, not installed, so none of its web-server dependencies come along), a private MariaDB
// on a socket under .cache/, and PHP's built-in server on a free loopback port.
import { execFileSync, execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { readZip } from './zip.mjs';

const root = resolve(import.meta.dirname, '../..');
const cache = join(root, '.cache');
const WP_VERSION = '6.1';
const wpUnpacked = join(cache, `wordpress-${WP_VERSION}`);
export const ADMIN = { user: 'admin', password: 'vitrin-admin-pass' };

const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
// Another engineer's apt may hold the dpkg lock: wait for it rather than fail.
const apt = (args) => execSync(`${sudo}apt-get -o DPkg::Lock::Timeout=900 ${args}`, { stdio: 'inherit', env });

function has(cmd) {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function phpHasMysqli() {
  try {
    return execFileSync('php', ['-m'], { encoding: 'utf8' }).split('\n').includes('mysqli');
  } catch {
    return false;
  }
}

/** php-cli, php-mysql, mariadb-server from apt when missing; WordPress 6.1 unpacked from its .deb. */
export function ensureStack() {
  const missing = [];
  if (!has('php')) missing.push('php-cli');
  if (!has('php') || !phpHasMysqli()) missing.push('php-mysql');
  if (!existsSync('/usr/sbin/mariadbd') || !has('mariadb-install-db')) missing.push('mariadb-server');
  // Debian's wordpress package links wp-includes/js/underscore*.js to this package (wp-util needs it on the front end).
  if (!existsSync('/usr/share/javascript/underscore/underscore.min.js')) missing.push('libjs-underscore');
  if (missing.length) {
    console.log(`wordpress: installing ${missing.join(', ')} (apt-get)…`);
    apt('update -qq');
    apt(`install -y -qq --no-install-recommends ${missing.join(' ')}`);
  }
  if (!existsSync(join(wpUnpacked, 'wp-settings.php')) || !existsSync(join(wpUnpacked, 'wp-includes/js/underscore.min.js'))) {
    console.log(`wordpress: unpacking Debian's wordpress ${WP_VERSION} package (apt-get download + dpkg -x)…`);
    const work = join(cache, 'wordpress-deb');
    rmSync(work, { recursive: true, force: true });
    mkdirSync(work, { recursive: true });
    try {
      execSync('apt-get download wordpress', { cwd: work, stdio: 'inherit', env });
    } catch {
      apt('update -qq');
      execSync('apt-get download wordpress', { cwd: work, stdio: 'inherit', env });
    }
    const deb = readdirSync(work).find((f) => f.endsWith('.deb'));
    if (!deb) throw new Error('wordpress: apt-get download gave no .deb');
    const version = execFileSync('dpkg-deb', ['-f', join(work, deb), 'Version'], { encoding: 'utf8' }).trim();
    if (!version.startsWith(`${WP_VERSION}.`)) throw new Error(`wordpress: Debian offers ${version}, the tests are written for ${WP_VERSION}`);
    execFileSync('dpkg', ['-x', join(work, deb), join(work, 'x')]);
    rmSync(wpUnpacked, { recursive: true, force: true });
    cpSync(join(work, 'x/usr/share/wordpress'), wpUnpacked, { recursive: true, verbatimSymlinks: true });
    absoluteLinks(wpUnpacked);
    rmSync(work, { recursive: true, force: true });
  }
}

/** The package's links are relative to /usr/share/wordpress (underscore, getID3, certificates): point them at the system's files. */
function absoluteLinks(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) {
      const target = readlinkSync(path);
      if (target.startsWith('/')) continue;
      const packaged = join('/usr/share/wordpress', relative(wpUnpacked, path));
      rmSync(path);
      symlinkSync(resolve(dirname(packaged), target), path);
    } else if (stat.isDirectory()) {
      absoluteLinks(path);
    }
  }
}

export async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(check, what, ms = 30000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`wordpress: ${what} did not come up within ${ms} ms`);
}

function wpConfig({ socket, url }) {
  return `<?php
// Written by scripts/wordpress/stack.mjs for the plugin tests (replaces Debian's /etc/wordpress lookup).
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'AUTH_KEY', 'vitrin-test' ); define( 'SECURE_AUTH_KEY', 'vitrin-test' ); define( 'LOGGED_IN_KEY', 'vitrin-test' ); define( 'NONCE_KEY', 'vitrin-test' );
define( 'AUTH_SALT', 'vitrin-test' ); define( 'SECURE_AUTH_SALT', 'vitrin-test' ); define( 'LOGGED_IN_SALT', 'vitrin-test' ); define( 'NONCE_SALT', 'vitrin-test' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', __DIR__ . '/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) define( 'ABSPATH', __DIR__ . '/' );
require_once ABSPATH . 'wp-settings.php';
`;
}

// Runs PHP with WordPress loaded (the code comes on stdin); what it echoes comes back.
const EVAL = `<?php
if ( getenv( 'VITRIN_WP_INSTALLING' ) ) define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = parse_url( getenv( 'VITRIN_WP_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'VITRIN_WP_URL' ), PHP_URL_PORT );
require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
eval( stream_get_contents( STDIN ) );
`;

/** A run that was killed before its teardown left its database and server running: stop them (only those, by pid). */
function stopLeftovers(base) {
  const file = join(base, 'pids.json');
  if (!existsSync(file)) return;
  for (const pid of JSON.parse(readFileSync(file, 'utf8'))) {
    try {
      // Only if it is still ours: a mariadbd or php started on this site folder.
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes(base)) continue;
      try {
        process.kill(-pid, 'SIGTERM'); // the PHP server's group (its workers too)
      } catch {
        process.kill(pid, 'SIGTERM');
      }
    } catch {
      // Gone already.
    }
  }
}

/** Runs PHP with the site's WordPress loaded; returns what it echoes. */
export function phpIn(site, url) {
  return (code, { installing = false } = {}) => execFileSync('php', ['-d', 'display_errors=stderr', join(site, 'vitrin-eval.php')], {
    input: code,
    encoding: 'utf8',
    env: { ...process.env, VITRIN_WP_URL: url, ...(installing ? { VITRIN_WP_INSTALLING: '1' } : {}) },
  });
}

/**
 * A fresh site: database, WordPress installed, the plugin installed from dist/wordpress/vitrin.zip
 * (not activated), the test mu-plugin and theme from fixtures/wordpress/, served on a free port.
 */
export async function startSite({ name = 'wordpress-test' } = {}) {
  ensureStack();
  const zip = join(root, 'dist/wordpress/vitrin.zip');
  if (!existsSync(zip)) throw new Error('wordpress: dist/wordpress/vitrin.zip is missing: run `npm run build`');
  const base = join(cache, name);
  stopLeftovers(base);
  rmSync(base, { recursive: true, force: true });
  const data = join(base, 'db');
  const site = join(base, 'site');
  const socket = join(base, 'mysqld.sock');
  mkdirSync(data, { recursive: true });
  const children = [];
  const asRoot = process.getuid && process.getuid() === 0 ? ['--user=root'] : [];

  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${data}`, '--auth-root-authentication-method=normal', '--skip-test-db', ...asRoot], { stdio: 'ignore' });
  const db = spawn('/usr/sbin/mariadbd', ['--no-defaults', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking', `--pid-file=${join(base, 'mysqld.pid')}`,
    `--log-error=${join(base, 'mysqld.err')}`, '--innodb-buffer-pool-size=32M', '--skip-log-bin', '--innodb-flush-log-at-trx-commit=0', ...asRoot], { stdio: 'ignore' });
  children.push(db);
  writeFileSync(join(base, 'pids.json'), JSON.stringify([db.pid]));
  await waitFor(() => existsSync(socket), 'MariaDB');
  execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress CHARACTER SET utf8mb4'], { stdio: 'inherit' });

  cpSync(wpUnpacked, site, { recursive: true, verbatimSymlinks: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  writeFileSync(join(site, 'wp-config.php'), wpConfig({ socket, url }));
  writeFileSync(join(site, 'vitrin-eval.php'), EVAL);
  // Debian keeps wp-content in /var/lib/wordpress; this site keeps its own.
  for (const dir of ['wp-content/plugins', 'wp-content/themes', 'wp-content/mu-plugins', 'wp-content/uploads']) mkdirSync(join(site, dir), { recursive: true });
  for (const file of readZip(readFileSync(zip))) {
    const target = join(site, 'wp-content/plugins', file.name);
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, file.data);
  }
  const fixtures = join(root, 'fixtures/wordpress');
  cpSync(join(fixtures, 'mu-plugin'), join(site, 'wp-content/mu-plugins'), { recursive: true });
  cpSync(join(fixtures, 'theme'), join(site, 'wp-content/themes/vitrin-test'), { recursive: true });
  cpSync(join(fixtures, 'recorded-handles.json'), join(site, 'wp-content/mu-plugins/recorded-handles.json'));
  cpSync(join(fixtures, 'add-to-cart.json'), join(site, 'wp-content/mu-plugins/add-to-cart.json'));

  const php = phpIn(site, url);
  php(`require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    wp_install( 'Vitrin', '${ADMIN.user}', 'admin@example.com', true, '', '${ADMIN.password}' );
    update_option( 'permalink_structure', '' );
    switch_theme( 'vitrin-test' );`, { installing: true });

  const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site], {
    cwd: site,
    stdio: 'ignore',
    // Chromium asks for the page's scripts in parallel; one worker would serialise them.
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    // Its own process group: the workers PHP forks are stopped with it (killing the parent alone orphans them).
    detached: true,
  });
  children.push(server);
  writeFileSync(join(base, 'pids.json'), JSON.stringify(children.map((child) => child.pid)));
  await waitFor(async () => {
    try {
      return (await globalThis.fetch(`${url}/wp-login.php`)).ok;
    } catch {
      return false;
    }
  }, "PHP's built-in server");

  return {
    url,
    site,
    php,
    debugLog: () => (existsSync(join(site, 'debug.log')) ? readFileSync(join(site, 'debug.log'), 'utf8') : ''),
    async stop() {
      for (const child of children.reverse()) {
        const exited = new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
        try {
          process.kill(child === server ? -child.pid : child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
        await exited;
      }
    },
  };
}
