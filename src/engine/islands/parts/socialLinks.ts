import { loadHints } from '@/components/Hint'

export { SocialLinks as default } from '@/components/Footer'
/** The tooltips are there before the island attaches (see loadHints). */
export const ready = loadHints()
