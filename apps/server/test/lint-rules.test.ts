import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules are what keeps the module picture of docs/architecture.md true (ADR 0005):
 * these lint virtual files placed where a newcomer's import would be, through the repository's own
 * ESLint configuration, and expect the rule to refuse it — or to let a correct import pass.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('local/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('module boundaries and cycles are lint errors', () => {
  it("refuses a server module reaching into another module's file, and lets its index.ts through", async () => {
    expect(
      await problems(
        'apps/server/src/modules/cart/new-file.ts',
        "import { lockOrder } from '../orders/orders.repository.js';\nexport const x = lockOrder;\n",
      ),
    ).toEqual(['local/boundaries: module "cart" reaches into "orders/orders.repository": import it from modules/orders/index.ts']);
    expect(
      await problems(
        'apps/server/src/modules/cart/new-file.ts',
        "import { orders } from '../orders/index.js';\nexport const x = orders;\n",
      ),
    ).toEqual([]);
  });

  it('lets a table file name another module’s table as a foreign key, but not db/schema.ts from a module', async () => {
    expect(
      await problems(
        'apps/server/src/modules/cart/other.schema.ts',
        "import { kits } from '../kits/kits.schema.js';\nexport const x = kits;\n",
      ),
    ).toEqual([]);
    expect(
      await problems('apps/server/src/modules/cart/new-file.ts', "import { kits } from '../../db/schema.js';\nexport const x = kits;\n"),
    ).toEqual(["local/boundaries: modules take tables from the owning module's index.ts, not from db/schema.ts"]);
  });

  it('refuses lib/ importing upwards and integrations importing a module', async () => {
    expect(
      await problems('apps/server/src/lib/new-file.ts', "import { buildApp } from '../app.js';\nexport const x = buildApp;\n"),
    ).toContain('local/boundaries: lib/ is the floor: it must not import app/');
    expect(
      await problems(
        'apps/server/src/integrations/new-file.ts',
        "import { orders } from '../modules/orders/index.js';\nexport const x = orders;\n",
      ),
    ).toEqual(['local/boundaries: integrations/ must not import modules/: pass what they need in, or keep their own tables beside them']);
  });

  it('refuses a web feature importing another feature or app/, and shared/ importing a feature', async () => {
    expect(
      await problems(
        'apps/web/src/features/cart/new-file.ts',
        "import { ordersApi } from '@/features/orders/orders-api';\nexport const x = ordersApi;\n",
      ),
    ).toEqual([
      'local/boundaries: feature "cart" imports feature "orders": features never import each other; compose them in a page or in app/',
    ]);
    expect(
      await problems('apps/web/src/features/cart/new-file.ts', "import { store } from '@/app/store';\nexport const x = store;\n"),
    ).toEqual(['local/boundaries: feature "cart" imports app/: features never import app/ or pages/']);
    expect(
      await problems('apps/web/src/shared/ui/new-file.ts', "import { useCart } from '../../features/cart';\nexport const x = useCart;\n"),
    ).toEqual(['local/boundaries: shared/ imports features/: shared code may not depend on features, pages or app']);
  });

  it('refuses an import that closes a circle, naming it', async () => {
    // catalog.repository → kits/index → kits.cards → catalog/index → catalog.repository
    const found = await problems(
      'apps/server/src/modules/catalog/catalog.repository.ts',
      "import { kits } from '../kits/index.js';\nexport const x = kits;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^local\/no-cycle: import cycle: apps\/server\/src\/modules\/catalog\/catalog.repository.ts → .* → apps\/server\/src\/modules\/catalog\/catalog.repository.ts$/,
    );
  });

  it('refuses a source file over 300 lines, and lets a test file be longer', async () => {
    const long = Array.from({ length: 301 }, (_, i) => `export const x${i} = ${i};`).join('\n') + '\n';
    const rules = async (file: string) => {
      const [result] = await eslint.lintText(long, { filePath: path.join(root, file) });
      return result!.messages.map((m) => m.ruleId);
    };
    expect(await rules('apps/server/src/modules/cart/new-file.ts')).toEqual(['max-lines']);
    expect(await rules('apps/web/src/features/cart/new-file.tsx')).toEqual(['max-lines']);
    expect(await rules('apps/server/src/modules/cart/new-file.test.ts')).toEqual([]);
  });
});
