import { forwardRef, type AnchorHTMLAttributes } from 'react'

export function isExternal(to: string): boolean {
  return /^https:/.test(to)
}

/** tel: links work best without the spaces people write in numbers. */
export function hrefFor(to: string): string {
  return to.startsWith('tel:') ? to.replace(/[\s()-]/g, '') : to
}

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
}

/**
 * A link from site.yaml, always a real <a href>: pages of this site navigate client-side through one listener
 * (src/engine/pages/link-navigation.ts), so a link works the same prerendered, in an island and in the app; https:
 * opens a new tab safely.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ to, ...props }, ref) {
  if (isExternal(to)) return <a ref={ref} href={to} target="_blank" rel="noopener noreferrer" {...props} />
  return <a ref={ref} href={hrefFor(to)} {...props} />
})
