import 'server-only';
import { pingDatabase, type Database } from '@/lib/db/client';

export interface HealthReport {
  status: number;
  body: unknown;
}

/** GET /healthz: the database's state; 503 when it does not answer or the server is shutting down. */
export async function healthReport(database: Database, shuttingDown: boolean): Promise<HealthReport> {
  if (shuttingDown) {
    return {
      status: 503,
      body: { error: { code: 'shutting_down', message: 'The server is shutting down.' } },
    };
  }
  try {
    const latencyMs = await pingDatabase(database.db);
    return {
      status: 200,
      body: {
        data: {
          status: 'ok',
          database: { kind: database.kind, ok: true, latencyMs: Math.round(latencyMs * 10) / 10 },
          uptimeSeconds: Math.round(process.uptime()),
        },
      },
    };
  } catch (error) {
    return {
      status: 503,
      body: {
        error: {
          code: 'database_unavailable',
          message: `The database does not answer: ${error instanceof Error ? error.message : String(error)}`,
        },
      },
    };
  }
}
