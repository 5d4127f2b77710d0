// Which way imports go (npm run check-imports, part of npm test). The layers, from the bottom up: each imports only
// layers before it in this list, never one after (the rule one-way-<layer> below, one per layer). The README's map
// ("How it works") lists the folders in this order.
// Declaration files (.d.ts) are read too: dependency-cruiser sees their top-level imports and their import('…') types,
// but not an import statement inside a `declare module` block, so those name their types with import('…')
// (src/engine/contract/declarations.test.ts holds every .d.ts of src/ to it).
// Tests may import anything; nothing imports a test.
const layers = [
  'src/generated', // the types and validator made from schema/
  'src/site', // the loader of site.yaml
  'src/site-changes', // changes to site.yaml, made with the loader
  'src/engine/contract', // what the build and the browser agree on
  'src/engine/content', // the shared blocks in memory
  'src/theme', // the site's Mantine theme and its provider
  'src/engine/islands', // what a section uses to be interactive
  'src/components', // shared pieces
  'src/forms', // the forms, made of components
  'src/sections', // one component per section type
  'src/engine/pages', // a page's data and section code, client-side navigation
  'src/app', // the shell: layout, routes, page
  'src/editing-interface', // the editing interface of npm start
  'src/engine/server', // draws the shell to HTML
  'src/engine/browser', // boots a built page; the whole app (and the editor) in npm start
  'src/editing-app', // the editing server's pages: the editor over a draft, sign-in
  'src/gallery', // the section gallery of npm start
  'src/engine/vite', // the Vite plugins
  'pipeline', // the build
  'server', // the editing server
  'scripts', // the editor's commands
  'tools', // measurement, and the helpers tests share
]
const folders = (list) => `^(${list.join('|')})/`
const oneWay = layers.slice(0, -1).map((layer, index) => ({
  name: `one-way-${layer.replace(/\//g, '-')}`,
  severity: 'error',
  comment: `${layer} imports only the layers before it (.dependency-cruiser.cjs, layers), never ${layers.slice(index + 1).join(', ')}.`,
  from: { path: folders([layer]) },
  to: { path: folders(layers.slice(index + 1)) },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-folder-cycles', severity: 'error', comment: 'No folder imports another that imports it back, through any path.', scope: 'folder', from: {}, to: { circular: true } },
    { name: 'no-module-cycles', severity: 'error', comment: 'No module imports itself back through others.', from: {}, to: { circular: true } },
    ...oneWay,
    { name: 'every-folder-a-layer', severity: 'error', comment: 'Each folder of the code is one of the layers (.dependency-cruiser.cjs): a new one takes its place in the list, and in the README\'s map.', from: { path: '^(src|server|pipeline|scripts|tools)/', pathNot: folders(layers) }, to: {} },
    { name: 'sections-through-registry', severity: 'error', comment: 'The engine reaches sections only through their registry (src/sections/registry.ts).', from: { path: '^src/engine/' }, to: { path: '^src/sections/', pathNot: '^src/sections/registry\\.ts$' } },
    { name: 'loader-alone', severity: 'error', comment: 'src/site/ is the loader of site.yaml: it imports nothing of the site\'s code but the generated types.', from: { path: '^src/site/' }, to: { path: '^src/', pathNot: '^src/(site|generated)/' } },
    { name: 'editing-on-loader', severity: 'error', comment: 'The changes to site.yaml (src/site-changes/) are made with the loader alone.', from: { path: '^src/site-changes/' }, to: { path: '^src/', pathNot: '^src/(site-changes|site|generated)/' } },
    { name: 'contract-alone', severity: 'error', comment: 'The contract between build and browser depends on nothing of the engine.', from: { path: '^src/engine/contract/' }, to: { path: '^src/', pathNot: '^src/(engine/contract|generated)/' } },
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
