import { describe, expect, it } from 'vitest';
import { pagePreloads, withPreloads } from './page-chunks';

// The shape of dist/web/.vite/manifest.json: keys are source files from src/web, or "_name-hash.js" for
// shared chunks; imports are keys.
const manifest = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_react-b2.js'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_money-c3.js': { file: 'assets/money-c3.js', imports: ['_react-b2.js'] },
  '_grid-d4.js': { file: 'assets/grid-d4.js', imports: ['_money-c3.js', 'index.html'] },
  'features/shop/pages/shop-page.tsx': { file: 'assets/shop-page-e5.js', imports: ['_grid-d4.js', '_money-c3.js', 'index.html'] },
  'app/pages/dashboard-page.tsx': { file: 'assets/dashboard-page-f6.js', imports: ['_money-c3.js'] },
};
const template = `<head>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n  </head>\n  <body>\n    <div id="root"><img src="/banner.svg"></div>\n  </body>`;
const hrefs = (tags: string) => [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('pagePreloads', () => {
  const preloads = pagePreloads(manifest);

  it("names the page's chunk and every chunk it imports, each once, leaving out those the template names", () => {
    expect(hrefs(preloads(['features/shop/pages/shop-page.tsx'], template))).toEqual([
      '/assets/shop-page-e5.js',
      '/assets/grid-d4.js',
      '/assets/money-c3.js',
    ]);
  });

  it('names the chunks of nested pages once between them', () => {
    expect(hrefs(preloads(['app/pages/dashboard-page.tsx', 'features/shop/pages/shop-page.tsx'], template))).toEqual([
      '/assets/dashboard-page-f6.js',
      '/assets/money-c3.js',
      '/assets/shop-page-e5.js',
      '/assets/grid-d4.js',
    ]);
  });

  it('names nothing for a page that is not code-split or not in the build', () => {
    expect(preloads([], template)).toBe('');
    expect(preloads(['features/gone/pages/gone-page.tsx'], template)).toBe('');
  });
});

describe('withPreloads', () => {
  it("puts the tags at the end of the body, after the page's images, and leaves a document without tags as it is", () => {
    const tags = preloads(['features/shop/pages/shop-page.tsx']);
    expect(withPreloads(template, tags)).toMatch(/<\/head>[\s\S]*banner\.svg"><\/div>\s+<link rel="modulepreload" crossorigin href="\/assets\/shop-page-e5\.js">[\s\S]*\n {2}<\/body>$/);
    expect(withPreloads(template, '')).toBe(template);
  });

  function preloads(sources: string[]) {
    return pagePreloads(manifest)(sources, template);
  }
});
