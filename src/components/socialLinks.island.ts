// The footer's social links, with their tooltips.
import { loadHints } from './Hint'

export { SocialLinks as default } from './Footer'
/** The tooltips are there before the island attaches (see loadHints). */
export const beforeAttach = loadHints
