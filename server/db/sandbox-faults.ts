/**
 * The sandbox's injected faults (../sandbox/faults.ts), in the database so that every API instance
 * answers with the fault a test added through any of them.
 */
import type { Queryable } from './database';
import type { SandboxFaultsTable } from './schema';

export interface SandboxFault {
  path: string;
  kind: SandboxFaultsTable['kind'];
  status: SandboxFaultsTable['status'];
  latencyMs: number;
  /** Uses left. */
  count: number;
}

const matches = (faultPath: string, path: string) =>
  faultPath.endsWith('*') ? path.startsWith(faultPath.slice(0, -1)) : path === faultPath;

export function sandboxFaultsData(db: Queryable) {
  const all = async (): Promise<(SandboxFault & { id: number })[]> =>
    (await db.selectFrom('sandbox_faults').selectAll().orderBy('id').execute()).map(
      ({ latency_ms, uses_left, ...fault }) => ({ ...fault, latencyMs: latency_ms, count: uses_left }),
    );
  /** Takes one of its `left` uses (its last removes it); the rows changed, 0 when `left` was stale. */
  const useOnce = async (id: number, left: number): Promise<bigint> => {
    if (left === 1) {
      const { numDeletedRows } = await db
        .deleteFrom('sandbox_faults')
        .where('id', '=', id)
        .where('uses_left', '=', 1)
        .executeTakeFirst();
      return numDeletedRows;
    }
    const { numUpdatedRows } = await db
      .updateTable('sandbox_faults')
      .set({ uses_left: left - 1 })
      .where('id', '=', id)
      .where('uses_left', '=', left)
      .executeTakeFirst();
    return numUpdatedRows;
  };
  return {
    async add({ latencyMs, count, ...fault }: SandboxFault): Promise<void> {
      await db
        .insertInto('sandbox_faults')
        .values({ ...fault, latency_ms: latencyMs, uses_left: count })
        .execute();
    },

    async clear(): Promise<void> {
      await db.deleteFrom('sandbox_faults').execute();
    },

    list: async (): Promise<SandboxFault[]> => (await all()).map(({ id: _id, ...fault }) => fault),

    /** Takes one use of the first fault matching the path, if any. */
    async take(path: string): Promise<SandboxFault | undefined> {
      for (;;) {
        const fault = (await all()).find((candidate) => matches(candidate.path, path));
        if (!fault) return undefined;
        // Only if no one took a use of it meanwhile (another instance): else read them again.
        const { id, ...taken } = fault;
        if ((await useOnce(id, fault.count)) === 1n) return taken;
      }
    },
  };
}

export type SandboxFaultsData = ReturnType<typeof sandboxFaultsData>;
