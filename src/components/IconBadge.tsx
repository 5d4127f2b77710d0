import type { CSSProperties, ReactNode } from 'react'
import { useSiteLook } from '@/theme/ThemeProvider'
import classes from './IconBadge.module.css'

export interface IconBadgeProps {
  /** Width and height in pixels. */
  size: number
  /** A Mantine radius name. @default 'md' */
  radius?: 'sm' | 'md' | 'lg' | 'xl'
  /** A Mantine colour, drawn as its "light" variant. @default the site's accent colour (cyan) */
  color?: string
  className?: string
  children: ReactNode
}

/**
 * An icon on a tinted square: the look of Mantine's ThemeIcon (light variant) without ThemeIcon, which in Mantine 9
 * passes its `color` and `radius` props on to the HTML as attributes that HTML does not have (W3C validator errors).
 * A <span>, so it may stand wherever phrasing content may (inside a List item, a <summary>).
 */
export function IconBadge({ size, radius = 'md', color: chosen, className, children }: IconBadgeProps) {
  const { accent } = useSiteLook()
  const color = chosen ?? accent
  const style = {
    '--icon-badge-size': `calc(${size / 16}rem * var(--mantine-scale))`,
    '--icon-badge-radius': `var(--mantine-radius-${radius})`,
    '--icon-badge-bg': `var(--mantine-color-${color}-light)`,
    '--icon-badge-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties
  return (
    <span className={className ? `${classes.badge} ${className}` : classes.badge} style={style}>
      {children}
    </span>
  )
}
