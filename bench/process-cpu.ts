/** CPU time of the processes a benchmark drives, read from /proc (Linux), to show where a run's time goes. */
import { readFileSync } from 'node:fs';
import { QueryTypes, type Sequelize } from 'sequelize';

/** CPU ticks (user + system, 1/100 s) of each of these processes now; a process gone is left out. */
export function cpuTicks(pids: number[]): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // exited
    }
  }
  return ticks;
}

/** CPU milliseconds the processes of `before` used since; one that exited meanwhile counts nothing (not minus its past). */
export function cpuMsSince(before: Map<number, number>): number {
  const now = cpuTicks([...before.keys()]);
  let ticks = 0;
  for (const [pid, then] of before) ticks += Math.max(0, (now.get(pid) ?? then) - then);
  return ticks * 10;
}

/** The database server's processes: its postmaster's children (backends of every connection, WAL writer, autovacuum). */
export async function databaseServerPids(sequelize: Sequelize): Promise<() => number[]> {
  const [{ pid }] = await sequelize.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', {
    type: QueryTypes.SELECT,
  });
  const postmaster = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  return () => childrenOf(postmaster);
}

const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);

/** This process's children (the Temporal dev server, worker processes). */
export const childPids = (): number[] => childrenOf(process.pid);

/** CPU milliseconds of this process (user + system) since `before` (a process.cpuUsage() reading). */
export function ownCpuMsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * Starts counting the CPU of named groups of processes, each listed by a function called at the start and at the
 * stop (a process that starts meanwhile counts from zero; one that exits meanwhile counts nothing), and of this
 * process as `own`; `stop` gives each group's milliseconds since.
 */
export function startCpuCount<Group extends string>(
  groups: Record<Group, () => number[]>,
): { stop(): Record<Group | 'own', number> } {
  const before = (Object.entries(groups) as Array<[Group, () => number[]]>).map(([name, pids]) => ({
    name,
    pids,
    ticks: cpuTicks(pids()),
  }));
  const own0 = process.cpuUsage();
  return {
    stop: () => {
      const own = ownCpuMsSince(own0);
      const counted = before.map(({ name, pids, ticks }) => {
        const started = pids().filter((pid) => !ticks.has(pid));
        return [name, cpuMsSince(new Map([...ticks, ...started.map((pid) => [pid, 0] as const)]))] as const;
      });
      return { ...Object.fromEntries(counted), own } as Record<Group | 'own', number>;
    },
  };
}
