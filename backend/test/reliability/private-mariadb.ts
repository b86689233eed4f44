import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

/**
 * A MariaDB server of the suite's own (the machine's mariadbd on a separate data directory
 * and port), so it can be stopped and started without touching the shared test server.
 */
export interface PrivateMariaDb {
  /** `mysql://root@127.0.0.1:<port>` without a database. */
  url: string;
  start(): Promise<void>;
  /** Stops the server the way an operator would (SIGTERM) and waits until it is gone. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export async function createPrivateMariaDb(port: number): Promise<PrivateMariaDb> {
  const dir = mkdtempSync(join(tmpdir(), 'ek-mariadb-'));
  const dataDir = join(dir, 'data');
  execFileSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      '--user=root',
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ],
    { stdio: 'ignore' },
  );
  const url = `mysql://root@127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  const answers = async (): Promise<boolean> => {
    try {
      const connection = await createConnection({ uri: url, connectTimeout: 500 });
      await connection.end();
      return true;
    } catch {
      return false;
    }
  };

  const start = async (): Promise<void> => {
    server = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        '--user=root',
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(dir, 'mysqld.sock')}`,
        '--innodb-buffer-pool-size=64M',
        '--skip-log-bin',
      ],
      { stdio: 'ignore' },
    );
    const until = Date.now() + 30_000;
    while (!(await answers())) {
      if (server.exitCode !== null) throw new Error(`mariadbd beendet (Code ${server.exitCode})`);
      if (Date.now() > until) throw new Error('mariadbd antwortet nicht');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const stop = async (): Promise<void> => {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    url,
    start,
    stop,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
