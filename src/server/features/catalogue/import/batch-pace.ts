/**
 * Rows per batch: the rows a batch would write in `targetMs()` at the pace of the last one (the
 * milliseconds per row, smoothed), at most twice the last batch, 5 to 2,000 rows.
 */
export function batchPace(targetMs: () => number) {
  let last = 20;
  let msPerRow: number | undefined;
  return {
    size() {
      const fit = msPerRow === undefined || msPerRow <= 0 ? last * 2 : targetMs() / msPerRow;
      return (last = Math.round(Math.min(2000, Math.max(5, Math.min(last * 2, fit)))));
    },
    took(rows: number, ms: number) {
      const now = ms / Math.max(1, rows);
      msPerRow = msPerRow === undefined ? now : 0.7 * msPerRow + 0.3 * now;
    },
  };
}
