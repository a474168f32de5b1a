import pg from 'pg';

/**
 * A benchmark's own database on a PostgreSQL server (`serverUrl` names the server's maintenance or test
 * database): made empty, then dropped at the end, under a name the bench chose with a prefix of its own,
 * so that two people benchmarking on one server never drop each other's. For the benches that compare
 * the embedded engine with a server.
 */
export async function freshServerDatabase(serverUrl: string, name: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return serverDatabaseUrl(serverUrl, name);
}

/** The address of the database `name` on the server of `serverUrl`. */
export function serverDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
