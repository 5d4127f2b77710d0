// Which way imports go (npm run check-imports, part of npm test). From the bottom up:
//   src/generated, src/site (the loader of site.yaml), src/editing (changes to site.yaml, on the loader), src/engine/contract (what build and browser agree on),
//   src/theme, src/engine/islands and src/engine/content (what sections use of the engine), src/components,
//   src/forms, src/sections, src/app (the shell: layout, routes, page), src/engine/{server,browser,vite} (which
//   draw the shell), then pipeline/ (the build), scripts/ (the editor's commands), tools/ (measurement), tests/.
// Tests may import anything; nothing imports a test.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-folder-cycles', severity: 'error', comment: 'No folder imports another that imports it back, through any path.', scope: 'folder', from: {}, to: { circular: true } },
    { name: 'no-module-cycles', severity: 'error', comment: 'No module imports itself back through others.', from: {}, to: { circular: true } },
    { name: 'no-app-shell-below', severity: 'error', comment: 'Sections, components, forms and the engine\'s section API never import the app shell (src/app).', from: { path: '^src/(sections|components|forms|theme|site|engine/(contract|islands|content))/' }, to: { path: '^src/app/' } },
    { name: 'sections-through-registry', severity: 'error', comment: 'The engine reaches sections only through their registry (src/sections/registry.ts).', from: { path: '^src/engine/' }, to: { path: '^src/sections/', pathNot: '^src/sections/registry\\.ts$' } },
    { name: 'loader-alone', severity: 'error', comment: 'src/site/ is the loader of site.yaml: it imports nothing of the site\'s code but the generated types.', from: { path: '^src/site/' }, to: { path: '^src/', pathNot: '^src/(site|generated)/' } },
    { name: 'editing-on-loader', severity: 'error', comment: 'The changes to site.yaml (src/editing/) are made with the loader alone.', from: { path: '^src/editing/' }, to: { path: '^src/', pathNot: '^src/(editing|site|generated)/' } },
    { name: 'contract-alone', severity: 'error', comment: 'The contract between build and browser depends on nothing of the engine.', from: { path: '^src/engine/contract/' }, to: { path: '^src/', pathNot: '^src/(engine/contract|generated)/' } },
    { name: 'engine-parts-apart', severity: 'error', comment: 'What sections use of the engine (islands, content) does not import its server, browser or Vite parts.', from: { path: '^src/(sections|components|forms|engine/(islands|content))/' }, to: { path: '^src/engine/(server|browser|vite)/' } },
    { name: 'site-code-apart-from-build', severity: 'error', comment: 'The site\'s code never imports the build, the editor\'s commands or the measurement tools.', from: { path: '^src/' }, to: { path: '^(pipeline|scripts|tools)/' } },
    { name: 'build-apart-from-tools', severity: 'error', comment: 'The build and the editor\'s commands never import the measurement tools.', from: { path: '^(pipeline|scripts)/' }, to: { path: '^tools/' } },
    { name: 'nothing-imports-tests', severity: 'error', comment: 'Only tests import tests.', from: { pathNot: '^tests/|\\.test\\.tsx?$' }, to: { path: '^tests/|\\.test\\.tsx?$' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests are not in the graph: they may import anything (a product file importing one is still seen, as it is followed).
    exclude: { path: '\\.test\\.tsx?$|^src/generated/validate-site\\.cjs$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
