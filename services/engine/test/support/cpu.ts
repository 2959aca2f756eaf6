/**
 * The process's CPU time (user + system, all its threads) in milliseconds since `start`.
 *
 * Tests that bound the work a check does measure it in CPU time, not wall-clock time: on a machine
 * shared with other test files, wall-clock time also counts the moments this process waited for a
 * core, which the check did not spend. (Each vitest file runs in its own process, `pool: "forks"`.)
 */
export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1000;
}
