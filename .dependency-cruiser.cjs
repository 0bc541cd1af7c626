const { existsSync } = require('node:fs');
const path = require('node:path');

/**
 * The import rules of the code base (ADR 0190), checked by `npm run lint:deps`
 * (dependency-cruiser) as part of `npm run validate`.
 */
const SERVER_MODULES = '^apps/server/src/modules/';
const WEB_FEATURES = '^apps/web/src/features/';
/** Tests and test helpers may set up and read state through any module's files. */
const TEST_CODE = '([.]test[.]tsx?$|/testing/|^apps/server/test/|^tests/)';

/**
 * Modules entered only through their index.ts. A module joins this list once every other module
 * imports it through its index; the rest are on their way (ADR 0190).
 */
const MODULES_ENTERED_BY_INDEX = [
  'cpv',
  'metrics',
  'organisations',
  'pipeline',
  'radar',
  'sample-data',
  'site',
  'workspaces',
];

module.exports = {
  forbidden: [
    {
      name: 'no-other-modules-repository',
      comment:
        "A server module reads another module's data through that module's public face (its index.ts or service), never its repository.",
      severity: 'error',
      from: { path: `${SERVER_MODULES}([^/]+)/`, pathNot: TEST_CODE },
      to: {
        path: `${SERVER_MODULES}[^/]+/.+[.]repository[.]ts$`,
        pathNot: `${SERVER_MODULES}$1/`,
      },
    },
    {
      name: 'enter-a-module-through-its-index',
      comment: 'The modules of MODULES_ENTERED_BY_INDEX are entered only through their index.ts.',
      severity: 'error',
      from: { path: `${SERVER_MODULES}([^/]+)/`, pathNot: TEST_CODE },
      to: {
        path: `${SERVER_MODULES}(${MODULES_ENTERED_BY_INDEX.join('|')})/`,
        pathNot: [`${SERVER_MODULES}$1/`, `${SERVER_MODULES}[^/]+/index[.]ts$`],
      },
    },
    {
      name: 'no-server-import-cycles',
      comment: 'No import circles on the server: a module that needs another is not needed by it.',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    {
      name: 'no-imports-between-web-features',
      comment:
        'A web feature never imports another feature; what two features share lives outside features/ (components, hooks, lib, config).',
      severity: 'error',
      from: { path: `${WEB_FEATURES}([^/]+)/` },
      to: { path: WEB_FEATURES, pathNot: `${WEB_FEATURES}$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    ...(existsSync('apps/web/tsconfig.json')
      ? { tsConfig: { fileName: path.resolve('apps/web/tsconfig.json') } }
      : {}),
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
