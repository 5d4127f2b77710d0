// `virtual:site/pages` in a built site: the route table from routes.json (the pages' addresses), and each page's
// data from its file, fetched when that page is wanted.
import { dataDir, iconsDataFile, pageDataFile, type UsedIcons } from '@/engine/contract/data-files'
import { addIcons } from '@/engine/content/icons'
import type { PageModule } from '@/engine/pages/page-data'

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as T
}

// Fetched with the first page the app draws, beside its data: the drawings of every icon the site names.
let icons: Promise<void> | undefined
const loadIcons = () => (icons ??= fetchJson<UsedIcons>(`/${iconsDataFile}`).then(addIcons, (error: unknown) => ((icons = undefined), Promise.reject(error))))

export const pages = (await fetchJson<string[]>(`/${dataDir}/routes.json`)).map((path, index) => ({
  path,
  index,
  load: async () => {
    const [page] = await Promise.all([fetchJson<PageModule>(`/${pageDataFile(path)}`), loadIcons()])
    return { default: page }
  },
}))
