import pg from 'pg';
import { createTestDatabase, type TestDatabase } from './databases';
import { startS3Server, type S3Server } from './s3-server';
import { startSmtp } from './smtp-peer';

/**
 * What the scale-out tests' servers share, all on loopback: a throwaway PostgreSQL database (and a small
 * pool for the test to read it), an S3-compatible server and an SMTP peer.
 */
export type ScaleOutEnv = { db: TestDatabase; sql: pg.Pool; s3: S3Server; smtp: Awaited<ReturnType<typeof startSmtp>>; close(): Promise<void> };

export async function startScaleOutEnv(): Promise<ScaleOutEnv> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('The scale-out tests need PostgreSQL: run them with npm run test:pg');
  const db = await createTestDatabase();
  const sql = new pg.Pool({ connectionString: db.databaseUrl, max: 2 });
  const [s3, smtp] = await Promise.all([startS3Server(), startSmtp()]);
  return {
    db,
    sql,
    s3,
    smtp,
    async close() {
      await sql.end();
      await smtp.close();
      await s3.close();
      await db.drop();
    },
  };
}
