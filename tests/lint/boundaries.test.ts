import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md ("Imports go one way", "The rules each feature keeps") as lint
 * enforces them: each probe is a file that would break one rule, linted at the path it would have (the
 * file itself is never written), and must be refused by that rule with its message. The allowed probes
 * must pass, so a refusal is the rule's and not a path lint cannot resolve.
 */
type Probe = { file: string; code: string; rule: string; says: string };

const use = (from: string, name: string) => `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;

const REFUSED: Probe[] = [
  { file: 'src/web/components/probe.tsx', code: use('@web/features/shop/api/keys', 'shopKeys'), rule: 'import-x/no-restricted-paths', says: 'src/web/components is below the features' },
  { file: 'src/web/components/probe.tsx', code: use('@web/app/route-error', 'RouteError'), rule: 'import-x/no-restricted-paths', says: 'src/web/components is below the features' },
  { file: 'src/web/lib/probe.ts', code: use('@web/features/orders/api/keys', 'orderKeys'), rule: 'import-x/no-restricted-paths', says: 'src/web/lib is below the features' },
  { file: 'src/web/components/probe.tsx', code: use('@web/modules/money/amounts', 'totalOwed'), rule: 'import-x/no-restricted-paths', says: 'src/web/components is below the features and the modules' },
  { file: 'src/web/features/shop/probe.ts', code: use('@web/app/route-error', 'RouteError'), rule: 'import-x/no-restricted-paths', says: 'A feature may not import app/' },
  { file: 'src/web/features/shop/probe.ts', code: use('@web/features/orders/api/keys', 'orderKeys'), rule: 'import-x/no-restricted-paths', says: 'A feature may not reach into another feature' },
  { file: 'src/web/features/shop/probe.ts', code: use('react', 'useOptimistic'), rule: 'no-restricted-imports', says: 'Preact runs our React code and has no such export' },
  { file: 'src/web/features/shop/probe.ts', code: use('react-dom', 'useFormStatus'), rule: 'no-restricted-imports', says: 'Preact runs our React code and has no such export' },
  { file: 'src/web/lib/probe.ts', code: use('../../server/config', 'loadConfig'), rule: 'no-restricted-imports', says: 'The web app must not import server code' },
  { file: 'src/server/lib/probe.ts', code: use('../features/orders/service', 'createOrderService'), rule: 'import-x/no-restricted-paths', says: 'src/server/lib is below the features' },
  { file: 'src/server/lib/probe.ts', code: use('../modules/money/cents', 'centsOf'), rule: 'import-x/no-restricted-paths', says: 'src/server/lib is below the features and the modules' },
  { file: 'src/server/service-settings.ts', code: use('./modules/messaging/reach', 'createReach'), rule: 'import-x/no-restricted-paths', says: 'Configuration is below every layer' },
  { file: 'src/server/modules/probe/probe.ts', code: use('../../features/orders/service', 'createOrderService'), rule: 'import-x/no-restricted-paths', says: 'src/server/modules is below the features' },
  { file: 'src/web/modules/probe/probe.ts', code: use('@web/features/orders/api/keys', 'orderKeys'), rule: 'import-x/no-restricted-paths', says: 'src/web/modules is below the features' },
  { file: 'src/web/modules/probe/probe.ts', code: use('@web/app/route-error', 'RouteError'), rule: 'import-x/no-restricted-paths', says: 'src/web/modules is below the features' },
  { file: 'src/server/db/probe.ts', code: use('../features/orders/service', 'createOrderService'), rule: 'import-x/no-restricted-paths', says: 'src/server/db is below the features' },
  { file: 'src/server/plugins/probe.ts', code: use('../features/orders/service', 'createOrderService'), rule: 'import-x/no-restricted-paths', says: 'src/server/plugins is below the features' },
  { file: 'src/server/features/orders/probe.ts', code: use('../../app', 'buildApp'), rule: 'import-x/no-restricted-paths', says: 'A feature may not import what builds the server' },
  { file: 'src/server/features/orders/probe.ts', code: use('../suppliers/service', 'createSupplierService'), rule: 'import-x/no-restricted-paths', says: 'A feature may not reach into another feature' },
  { file: 'src/server/features/orders/probe.ts', code: use('drizzle-orm', 'sql'), rule: 'no-restricted-imports', says: 'Only repository.ts files query the database' },
  { file: 'src/shared/probe.ts', code: use('node:fs', 'readFileSync'), rule: 'no-restricted-imports', says: 'src/shared is imported by both sides' },
];

const ALLOWED: Omit<Probe, 'rule' | 'says'>[] = [
  { file: 'src/web/features/shop/probe.ts', code: use('@web/components/ui/button', 'buttonVariants') },
  { file: 'src/web/app/probe.ts', code: use('@web/features/shop/api/keys', 'shopKeys') },
  { file: 'src/web/features/shop/probe.ts', code: use('react', 'useTransition') },
  { file: 'src/server/features/orders/repository-probe/repository.ts', code: use('drizzle-orm', 'sql') },
  { file: 'src/server/app-probe.ts', code: use('./features/orders/service', 'createOrderService') },
  { file: 'src/server/features/orders/probe.ts', code: use('../../modules/money/cents', 'centsOf') },
  { file: 'src/server/modules/money/probe.ts', code: use('../../lib/errors', 'AppError') },
  { file: 'src/web/features/shop/probe.ts', code: use('@web/modules/money/amounts', 'totalOwed') },
  { file: 'src/web/modules/money/probe.ts', code: use('@web/components/ui/button', 'buttonVariants') },
];

describe('lint refuses every import the architecture forbids', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  const messagesOf = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return result!.messages.map((m) => ({ rule: m.ruleId, text: m.message }));
  };

  it.each(REFUSED)('$file importing as `$code` is refused: $says', async ({ file, code, rule, says }) => {
    const messages = await messagesOf(file, code);
    expect(messages).toContainEqual({ rule, text: expect.stringContaining(says) });
  });

  it.each(ALLOWED)('$file importing as `$code` passes', async ({ file, code }) => {
    expect(await messagesOf(file, code)).toEqual([]);
  });
});
