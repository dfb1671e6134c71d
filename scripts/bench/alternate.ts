// Timing two contenders on a shared, noisy machine: a warm-up, then runs alternated so drift hits
// both alike. Each run function returns the milliseconds it measured in the page.

export async function alternateRuns(runs: number, a: (i: number) => Promise<number>, b: (i: number) => Promise<number>, warmup = 5): Promise<{ a: number[]; b: number[] }> {
  for (let i = 0; i < warmup; i++) {
    await a(i);
    await b(i);
  }
  const out = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < runs; i++) {
    out.a.push(await a(i));
    out.b.push(await b(i));
  }
  return out;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
