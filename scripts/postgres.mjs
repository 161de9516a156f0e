// A throwaway PostgreSQL server for tests: `node scripts/postgres.mjs start|stop <dir> <port>`.
// Also imported by the browser tests that stop and restart the database. Uses the server
// binaries of Debian's postgresql package; as root it runs them as the postgres user, since
// PostgreSQL refuses to run as root.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function binDir() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root))
    throw new Error("PostgreSQL server binaries not found: install them with `apt-get install postgresql`");
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return path.join(root, version, "bin");
}

function run(tool, args) {
  const bin = path.join(binDir(), tool);
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  return execFileSync(command, argv, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
}

/** Starts the server on `port`; `settings` are more `name=value` server settings (e.g. shared_preload_libraries). */
export function startPostgres(dir, port, settings = []) {
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0) {
      execFileSync("chown", ["-R", "postgres:postgres", dir]);
      // mkdtemp folders are private to root; the postgres user must be able to reach the data folder.
      // Only such a private parent is opened (never a shared one like /tmp, sticky and world-writable).
      const parent = path.dirname(dir);
      if ((statSync(parent).mode & 0o077) === 0) chmodSync(parent, 0o755);
    }
    chmodSync(dir, 0o700);
    run("initdb", ["-D", dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  }
  run("pg_ctl", [
    "-D",
    dir,
    "-o",
    [
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...settings.map((setting) => `-c ${setting}`),
    ].join(" "),
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "start",
  ]);
  return `postgresql://postgres@127.0.0.1:${port}/postgres`;
}

export function stopPostgres(dir) {
  run("pg_ctl", ["-D", dir, "-m", "fast", "-w", "stop"]);
}

const [, script, command, dir, port = "5433"] = process.argv;
if (script && import.meta.url === `file://${script}`) {
  if (command === "start") console.log(startPostgres(path.resolve(dir), Number(port)));
  else if (command === "stop") stopPostgres(path.resolve(dir));
  else {
    console.error("usage: node scripts/postgres.mjs start|stop <data-dir> [port]");
    process.exit(2);
  }
}
