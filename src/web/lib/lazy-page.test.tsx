import { Suspense } from 'react';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadElement } from './lazy-page';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

// The synchronous renderer refuses anything that suspends: a page that renders with it needed no waiting.
const page = (Page: ReturnType<typeof lazyPage<{ name: string }>>) =>
  renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Kingston" />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('suspends until its code is here, like React.lazy', () => {
    const Page = lazyPage('hello.tsx', async () => ({ default: Hello }));
    expect(() => page(Page)).toThrow(/suspense/i);
  });

  it('renders at once, without suspending, once preloaded: what hydration needs', async () => {
    let loads = 0;
    const Page = lazyPage('hello.tsx', async () => {
      loads += 1;
      return { default: Hello };
    });
    await preloadElement(<Page name="Kingston" />);
    expect(page(Page)).toContain('<p>Hello Kingston</p>');
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('preloads nothing for an element that is not a lazy page', () => {
    expect(preloadElement(<Hello name="x" />)).toBeUndefined();
    expect(preloadElement(null)).toBeUndefined();
  });
});
