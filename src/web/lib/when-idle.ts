/** After the tasks the browser has waiting (drawing the page among them); a short timer where idle callbacks are missing (Safari). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}
