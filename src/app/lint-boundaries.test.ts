import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js hold through the `@/` and `@contract/` aliases: the
 * boundaries plugin resolves an aliased import to its file, so a forbidden one is refused however
 * it is written (with Node's resolver alone, `@/features/...` resolved to nothing and passed).
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'boundaries/dependencies' || message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('lint zones through the import aliases', { timeout: 60_000 }, () => {
  it('refuses a feature imported into src/ui through @/', async () => {
    const code =
      "import { CART_UPDATE_FAILED } from '@/features/cart/queries';\nexport const v = CART_UPDATE_FAILED;\n";
    expect(await refusals(code, 'src/ui/tiles.tsx')).toEqual([
      'src/ui is presentational: data comes in as props.',
    ]);
  });

  it("refuses one feature reaching into another's files through @/", async () => {
    const code =
      "import { CART_UPDATE_FAILED } from '@/features/cart/queries';\nexport const v = CART_UPDATE_FAILED;\n";
    expect(await refusals(code, 'src/features/wallet/queries.ts')).toEqual([
      expect.stringContaining("A feature never imports another feature's internals"),
    ]);
  });

  it('refuses the PWA in the server through @/', async () => {
    const code =
      "import { CART_UPDATE_FAILED } from '@/features/cart/queries';\nexport const v = CART_UPDATE_FAILED;\n";
    expect(await refusals(code, 'server/app.ts')).toEqual([
      'The server imports contract/ only, never the PWA or the worker.',
    ]);
  });

  it('refuses a value import of the zod schemas through @contract/, and allows a type import', async () => {
    const value = "import { cartSchema } from '@contract/schemas/shop';\nexport const s = cartSchema;\n";
    expect(await refusals(value, 'src/features/cart/queries.ts')).toEqual([
      expect.stringContaining('contract/schemas carry zod'),
    ]);
    const type = "import type { Cart } from '@contract/schemas/shop';\nexport type C = Cart;\n";
    expect(await refusals(type, 'src/features/cart/queries.ts')).toEqual([]);
  });

  it('allows the same imports where the layers permit them', async () => {
    const code =
      "import { CART_UPDATE_FAILED } from '@/features/cart/queries';\nexport const v = CART_UPDATE_FAILED;\n";
    expect(await refusals(code, 'src/routes/cart/index.tsx')).toEqual([]);
  });
});

describe('lint zones inside the server: http and services -> domain -> db', { timeout: 60_000 }, () => {
  const rule = "import { offerDraws } from '../domain/catalogue';\nexport const d = offerDraws;\n";

  it('refuses a rule (server/domain) imported into the data layer', async () => {
    expect(await refusals(rule, 'server/db/carts.ts')).toEqual([
      expect.stringContaining('server/db keeps the data'),
    ]);
  });

  it('refuses a handler or an HTTP helper imported into the rules', async () => {
    const handler = "import { handle } from '../http/route';\nexport const h = handle;\n";
    expect(await refusals(handler, 'server/domain/items.ts')).toEqual([
      expect.stringContaining('server/domain holds the rules'),
    ]);
  });

  it('allows the handlers the rules, the rules the data, and a server test its demo data', async () => {
    expect(await refusals(rule, 'server/services/main/shop.ts')).toEqual([]);
    const data = "import { cartsData } from '../db/carts';\nexport const d = cartsData;\n";
    expect(await refusals(data, 'server/domain/items.ts')).toEqual([]);
    const seed = "import { DEMO_PASSWORD } from '../db/seed';\nexport const p = DEMO_PASSWORD;\n";
    expect(await refusals(seed, 'server/domain/wallet.test.ts')).toEqual([]);
  });
});
