import type { IconProps } from '@tabler/icons-react'
import { iconComponent } from '@/engine/content/icons'

/**
 * An icon that site.yaml names (a card's, a contact item's): any Tabler icon, drawn from the site's data. A name the
 * data has no drawing of draws nothing: the check refuses it before a build, with suggestions.
 */
export function Icon({ name, ...props }: { name: string } & IconProps) {
  const Component = iconComponent(name)
  return Component ? <Component aria-hidden stroke={1.6} {...props} /> : null
}
