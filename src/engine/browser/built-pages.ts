// `virtual:site/pages` in a built site: the route table from routes.json (the pages' addresses), and each page's
// data from its file, fetched when that page is wanted.
import { dataDir, pageDataFile } from '@/engine/contract/data-files'
import type { PageModule } from '@/engine/pages/page-data'

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as T
}

export const pages = (await fetchJson<string[]>(`/${dataDir}/routes.json`)).map((path, index) => ({
  path,
  index,
  load: async () => ({ default: await fetchJson<PageModule>(`/${pageDataFile(path)}`) }),
}))
