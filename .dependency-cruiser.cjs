/**
 * The import graph has no circle: a module and what it imports never need each other, so each
 * can be read, tested and moved on its own. Type-only imports count too (tsPreCompilationDeps),
 * since they tie the two files' meanings together all the same. The layers' direction is
 * eslint's (eslint.config.js); this checks only circles, which a per-file lint cannot see.
 *
 *   npx depcruise --config .dependency-cruiser.cjs contract/src functions/src functions/scripts web/src
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Two modules that import each other, however indirectly.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // The workspaces' compiled output (functions/lib, contract/dist, web/dist) is not source.
    exclude: { path: 'node_modules|^[^/]+/(lib|dist|build)/' },
    // The web's "@/" alias and the contract's package name, as the sources spell them.
    tsConfig: { fileName: 'tsconfig.cycles.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
