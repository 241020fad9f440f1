import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Prints, after every production build, the JavaScript a phone downloads to show each page the first time
 * (gzipped): the entry chunk and its static imports, plus the page's own lazy chunk and its static
 * imports. A customer page over the budget, or one whose first load contains admin code, fails the build
 * (at most 100 KB gzipped on mobile data, docs/decisions/004; admin screens are split out).
 */
export const FIRST_LOAD_BUDGET_KB = 100;

/**
 * A page over the budget may be listed here with a ceiling at its measured size, so it cannot grow while
 * it waits for a fix (docs/decisions/004). None is today: the form pages load zod after they show, and
 * their records, histories and dialogs after their forms. A page that improves has its line lowered or removed.
 */
const KNOWN_OVER_BUDGET_KB: Record<string, number> = {};

// A page is a feature's pages/ file, or one of app/pages/, which compose several features.
const PAGE_MODULE = /\/(?:features\/([^/]+)|(app))\/pages\/([^/]+)\.tsx$/;
// Staff code: the staff shell and outbox features, any components/admin/ or components/admin-*/ folder,
// any admin-* page and any api/admin-* or api/price-list-* call.
const ADMIN_MODULE = /\/features\/(?:admin|outbox)\/|\/components\/admin(?:-[a-z-]+)?\/|\/pages\/admin-|\/api\/(?:admin|price-list)-/;

function isAdminPage(feature: string, page: string): boolean {
  return feature === 'admin' || page.startsWith('admin-');
}

export function firstLoadBudget(budgetKb = FIRST_LOAD_BUDGET_KB): Plugin {
  return {
    name: 'first-load-budget',
    apply: 'build',
    generateBundle(_options, bundle: Rollup.OutputBundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item): item is OutputChunk => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const gzipped = new Map<string, number>();
      const sizeOf = (fileName: string) => {
        let size = gzipped.get(fileName);
        if (size === undefined) {
          size = gzipSync(chunks.get(fileName)!.code, { level: 9 }).length;
          gzipped.set(fileName, size);
        }
        return size;
      };
      const closure = (start: OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const imported of start.imports) {
          const chunk = chunks.get(imported);
          if (chunk) closure(chunk, into);
        }
        return into;
      };

      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const shell = closure(entry);
      const rows: { page: string; admin: boolean; files: Set<string> }[] = [{ page: 'landing (entry)', admin: false, files: shell }];
      for (const chunk of chunks.values()) {
        const match = chunk.isDynamicEntry ? PAGE_MODULE.exec(chunk.facadeModuleId ?? '') : null;
        if (!match) continue;
        const [, feature = match[2] ?? '', , page = ''] = match;
        rows.push({ page: `${feature}/${page}`, admin: isAdminPage(feature, page), files: closure(chunk, new Set(shell)) });
      }

      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      const problems: string[] = [];
      const lines = rows
        .map((row) => ({ ...row, bytes: [...row.files].reduce((sum, file) => sum + sizeOf(file), 0) }))
        .sort((a, b) => Number(a.admin) - Number(b.admin) || b.bytes - a.bytes)
        .map(({ page, admin, files, bytes }) => {
          const ceiling = KNOWN_OVER_BUDGET_KB[page] ?? budgetKb;
          if (!admin) {
            if (bytes > ceiling * 1024) problems.push(`${page} loads ${kb(bytes)} KB gzipped, over its ${ceiling} KB budget`);
            const adminCode = [...files].filter((file) => chunks.get(file)!.moduleIds.some((id) => ADMIN_MODULE.test(id)));
            if (adminCode.length > 0) problems.push(`${page} loads admin code (${adminCode.join(', ')})`);
          }
          const note = admin ? '  (admin, not budgeted)' : ceiling > budgetKb ? `  (over budget; may not pass ${ceiling} KB)` : '';
          return `  ${page.padEnd(40)} ${kb(bytes).padStart(7)} KB${note}`;
        });
      this.info(`First-load JavaScript per page, gzipped (customer budget ${budgetKb} KB):\n${lines.join('\n')}`);
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}
