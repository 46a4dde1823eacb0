import pg from "pg";

/** Runs one statement on the throwaway PostgreSQL server (CREATE/DROP DATABASE and the like). */
export async function pgAdmin(sql: string, url = process.env.TEST_DATABASE_URL as string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
