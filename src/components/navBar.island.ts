// The nav bar: the phone menu closes when a link is chosen, and the link of the page on screen is marked.
export { NavBar as default } from './NavBar'
export const onEveryPage = true
