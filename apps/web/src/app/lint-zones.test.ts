// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import zones of eslint.config.js hold (docs/architecture.md, Import zones): code that breaks them is an
 * error. One ESLint instance with the repository's config, only the boundaries rule and no type information (fast).
 * The imported files must exist: an import that does not resolve is TypeScript's error, not the zones'.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

const zoneErrors = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${filePath}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
};

/** A real file of another feature than wallet, as `../<feature>/<dir>/<file>` seen from `features/wallet/`. */
const otherFeatureFile = () => {
  const features = new URL('../features/', import.meta.url);
  for (const feature of readdirSync(features).filter((f) => f !== 'wallet')) {
    for (const dir of ['api', 'components', 'hooks', 'utils', 'pages']) {
      const at = new URL(`${feature}/${dir}/`, features);
      const file = existsSync(at) && readdirSync(at).find((f) => /^[^.]+\.tsx?$/.test(f));
      if (file) return `../${feature}/${dir}/${file.replace(/\.tsx?$/, '')}`;
    }
  }
  throw new Error('no other feature to import');
};

describe('import zones', () => {
  it('a feature importing another feature is an error (static, dynamic and type-only imports)', async () => {
    const other = otherFeatureFile();
    const feature = other.split('/')[1];
    const expected = [
      expect.stringMatching(new RegExp(`features never import each other \\(wallet imports ${feature}\\)`)),
    ];
    expect(await zoneErrors('features/wallet/x.ts', `import { x } from '${other}';\nexport const y = x;\n`)).toEqual(
      expected,
    );
    expect(await zoneErrors('features/wallet/x.ts', `export const y = () => import('${other}');\n`)).toEqual(expected);
    expect(
      await zoneErrors('features/wallet/x.ts', `import type { X } from '${other}';\nexport type Y = X;\n`),
    ).toEqual(expected);
  });

  it('a feature importing app/ is an error; a feature may import components/, lib/, config/ and its own files', async () => {
    expect(await zoneErrors('features/wallet/x.ts', "export { routeTable } from '../../app/routes/table';\n")).toEqual([
      expect.stringContaining('feature may not import app'),
    ]);
    const allowed = [
      "import { PageHeader } from '../../components/ui/page-header';",
      "import { api } from '../../lib/http';",
      "import { paths } from '../../config/paths';",
      "import { walletKeys } from './api/wallet-keys';",
      "import { formList } from '@kc/shared';",
      'export const y = [PageHeader, api, paths, walletKeys, formList];',
    ].join('\n');
    expect(await zoneErrors('features/wallet/x.ts', allowed)).toEqual([]);
  });

  it('test/ is for tests only', async () => {
    const code = "import { renderAt } from '../../test/render-at';\nexport const y = renderAt;\n";
    expect(await zoneErrors('features/wallet/x.ts', code)).toEqual([
      expect.stringContaining('feature may not import test'),
    ]);
    expect(await zoneErrors('features/wallet/x.test.ts', code)).toEqual([]);
  });

  it('lib/ imports only lib/ and config/; components/ never imports features/ or app/', async () => {
    expect(
      await zoneErrors(
        'lib/http/x.ts',
        "import { PageHeader } from '../../components/ui/page-header';\nexport const y = PageHeader;\n",
      ),
    ).toEqual([expect.stringContaining('lib may not import components')]);
    expect(
      await zoneErrors(
        'lib/http/x.ts',
        "import { showToast } from '../ui/feedback';\nimport { paths } from '../../config/paths';\nexport const y = [showToast, paths];\n",
      ),
    ).toEqual([]);
    expect(await zoneErrors('components/ui/x.ts', "export { routeTable } from '../../app/routes/table';\n")).toEqual([
      expect.stringContaining('components may not import app'),
    ]);
    expect(
      await zoneErrors('components/ui/x.ts', `export * from '../../features/${otherFeatureFile().slice(3)}';\n`),
    ).toEqual([expect.stringContaining('components may not import feature')]);
  });

  it('app/ may import any zone of the web app', async () => {
    const code = `export * from '../features/${otherFeatureFile().slice(3)}';\nexport * from '../components/ui/page-header';\n`;
    expect(await zoneErrors('app/x.ts', code)).toEqual([]);
  });
});
