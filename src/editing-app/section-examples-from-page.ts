// virtual:section-examples in the editing server's bundle: the gallery's examples, drawn with the person's own draft,
// are not in the bundle (it holds no content) but in its page, as JSON written by the server (server/routes/draft-files.ts).
import { sectionExamplesId, type UsedIcons } from '@/engine/contract/data-files'
import type { GalleryEntry } from '@/site/section-examples'

const data = JSON.parse(document.getElementById(sectionExamplesId)?.textContent ?? '{"entries":[],"icons":{}}') as { entries: GalleryEntry[]; icons: UsedIcons }

export default data.entries
export const icons = data.icons
