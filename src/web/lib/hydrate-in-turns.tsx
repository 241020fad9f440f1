import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydration in turns. Preact (docs/decisions/011) hydrates a page in one go, and on a mid-range phone a
 * whole page is one task long enough to hold up a tap (Lighthouse's "total blocking time"). A part
 * wrapped in `HydrateInTurn` (the header, the page's `<main>`, the footer, every card) is skipped by the
 * pass that reaches it, its server markup kept as it is, and hydrated later in a task of its own, one
 * part after the other; parts inside it wait their own turn after it. Preact keeps the markup of a part
 * that suspends while hydrating and takes it over when the part renders.
 *
 * Only the first hydration waits (`hydrateInTurns`, from main.tsx): once every part has had its turn,
 * every render draws at once. A page drawn in the browser from the start (checkout, signed-in and staff
 * pages) has its first render in turns the same way: each part appears in a task of its own.
 *
 * A wrapped part must draw one root element, which is what Preact keeps, and must not be the first
 * thing inside a `Suspense` (a lazy page): the server marks a Suspense's markup with comments, and
 * Preact takes those for the part's own range, after which its updates miss the page (the page's column
 * was wrapped that way once, and its layout for the screen never switched).
 * That is why the turn is around `<main>`, outside the lazy page's Suspense.
 */

let inTurns = false;
let turns: Promise<void> = Promise.resolve();
let settled: Promise<void> = Promise.resolve();

/** A new task, after anything the browser has waiting (a tap, a paint): a message to ourselves. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Hydrates (or first draws) the page, leaving the wrapped parts to later tasks; resolves once every part has had its turn. */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  inTurns = true;
  hydrate();
  // A part's turn can queue the turns of the parts inside it: wait until no new turn was queued.
  const drain = (): Promise<void> => {
    const last = turns;
    return last.then(nextTask).then(() => (last === turns ? undefined : drain()));
  };
  settled = drain().then(() => {
    inTurns = false;
  });
  return settled;
}

/** Resolves once the page answers input everywhere: at once, or when the last part has hydrated. */
export function whenHydrated(): Promise<void> {
  return settled;
}

type Waiting = { done: boolean; promise: Promise<void> };

/** The next place in the queue: it ends a task after the place before it. */
function queueTurn(): Waiting {
  const waiting: Waiting = { done: false, promise: Promise.resolve() };
  turns = turns.then(nextTask).then(() => {
    waiting.done = true;
  });
  waiting.promise = turns;
  return waiting;
}

function Turn({ children }: { children: ReactNode }) {
  // Taken when the part is first drawn; the same part drawn again after its turn finds it done.
  const [waiting] = useState(() => (inTurns ? queueTurn() : null));
  if (waiting && !waiting.done) throw waiting.promise;
  return children;
}

export function HydrateInTurn({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
