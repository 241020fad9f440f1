export type Summary = { n: number; p50: number; p95: number; p99: number; max: number; perSecond: number };

/** Nearest-rank percentiles of some latencies (ms) and their rate over `elapsedMs`. */
export function summarise(ms: readonly number[], elapsedMs: number): Summary {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? NaN, perSecond: (sorted.length / elapsedMs) * 1000 };
}

export const ms = (x: number) => (Number.isNaN(x) ? '–' : x < 10 ? `${x.toFixed(1)} ms` : `${x.toFixed(0)} ms`);
export const count = (x: number) => Math.round(x).toLocaleString('en-US');

/** A plain-text table: first column left-aligned, the rest right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
