/** Said in the console on the not-found page, whichever draws it: the built page's runtime or the app. */
export function warnNoPage(pathname: string) {
  console.warn(`404: no page at "${pathname}"`)
}
