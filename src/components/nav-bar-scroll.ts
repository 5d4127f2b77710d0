/**
 * How far (px) the page scrolls under the nav bar before the bar turns translucent over a blur, with a line under it
 * (NavBar's data-scrolled). Its own module, without the bar's code, so that the browser tests read it too.
 */
export const navBarScrolledAfter = 10
