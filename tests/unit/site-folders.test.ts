import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { siteFolders } from '../../src/site/load-site'

// Where the commands find the site (src/site/load-site.ts, siteFolders): one setting, SITE_DIR, names the folder
// that holds site.yaml and public/; SITE_FILE, SITE_PUBLIC_DIR and SITE_OUT_DIR still name each alone.

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)))

test('unset: the project\'s own site.yaml, public/ and dist/', () => {
  expect(siteFolders({})).toEqual({ dir: root, file: join(root, 'site.yaml'), publicDir: join(root, 'public'), outDir: join(root, 'dist') })
})

test('SITE_DIR: the folder\'s site.yaml and public/, built into its dist/; a relative path from the folder the command runs in', () => {
  expect(siteFolders({ SITE_DIR: '/srv/bakery' })).toEqual({ dir: '/srv/bakery', file: '/srv/bakery/site.yaml', publicDir: '/srv/bakery/public', outDir: '/srv/bakery/dist' })
  expect(siteFolders({ SITE_DIR: 'sites/bakery' }).file).toBe(resolve('sites/bakery/site.yaml'))
})

test('SITE_FILE, SITE_PUBLIC_DIR and SITE_OUT_DIR name one of them elsewhere, over SITE_DIR\'s', () => {
  expect(siteFolders({ SITE_FILE: '/tmp/copy.yaml' })).toEqual({ dir: root, file: '/tmp/copy.yaml', publicDir: join(root, 'public'), outDir: join(root, 'dist') })
  expect(siteFolders({ SITE_DIR: '/srv/bakery', SITE_FILE: '/tmp/copy.yaml', SITE_PUBLIC_DIR: '/tmp/pictures', SITE_OUT_DIR: '/tmp/out' })).toEqual({
    dir: '/srv/bakery',
    file: '/tmp/copy.yaml',
    publicDir: '/tmp/pictures',
    outDir: '/tmp/out',
  })
})
