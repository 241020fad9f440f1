import fs from 'node:fs';
import path from 'node:path';

/**
 * The `<link rel="modulepreload">` tags for the code of the page a document is for. A page's code is split
 * into chunks the app's entry imports when it runs; named in the HTML, they are fetched alongside the
 * entry instead of after it, and the entry's loader finds them already there instead of adding a tag per
 * chunk itself (46 on /shop, about 30 ms of a phone's start-up). The chunks come from the build's
 * manifest (vite.config.ts, `build.manifest`), keyed by the page's source file (lazyPage's `source`).
 */

type Manifest = Record<string, { file: string; imports?: string[] }>;

export type PagePreloads = (sources: string[], template: string) => string;

/** Reads the manifest of the built web app once; without one (a test's own template) there is nothing to name. */
export function loadPagePreloads(webDir: string): PagePreloads {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  return pagePreloads(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
}

export function pagePreloads(manifest: Manifest): PagePreloads {
  const cache = new Map<string, string>();
  return (sources, template) => {
    const key = sources.join('\n');
    let tags = cache.get(key);
    if (tags === undefined) {
      const files = new Set<string>();
      const visit = (entry: string) => {
        const chunk = manifest[entry];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      for (const source of sources) visit(source);
      // The entry and the chunks it imports are named in the template already.
      tags = [...files]
        .filter((file) => !template.includes(`"/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      cache.set(key, tags);
    }
    return tags;
  };
}

/**
 * The document with the tags at the end of its body, after the page's markup: the browser's preload
 * scanner finds the page's images (the banner a phone paints largest) before the page's code, so on a
 * phone's six connections the picture is not queued behind dozens of chunks that only hydrate what is
 * already drawn. They are still fetched as the document arrives, before the entry asks for them.
 */
export function withPreloads(html: string, tags: string): string {
  return tags ? html.replace('</body>', `    ${tags}\n  </body>`) : html;
}
