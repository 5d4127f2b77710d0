import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'

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

/** A link from site.yaml: pages of this site go through the router, https: opens a new tab safely. */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ to, ...props }, ref) {
  if (to.startsWith('/')) return <Link ref={ref} to={to} {...props} />
  if (isExternal(to)) return <a ref={ref} href={to} target="_blank" rel="noopener noreferrer" {...props} />
  return <a ref={ref} href={hrefFor(to)} {...props} />
})
