import { IconCheck } from '@tabler/icons-react'
import type { CSSProperties } from 'react'
import { useSiteLook } from '@/theme/ThemeProvider'
import classes from './Tick.module.css'

export interface TickProps {
  /** A Mantine colour, drawn light like ThemeIcon's "light" variant. @default the site's accent colour (cyan) */
  color?: string
  /** Width and height in pixels. @default 24 */
  size?: number
}

/**
 * The round tick before an item of a Mantine List. A <span>: List puts its icon inside a <span>, where
 * ThemeIcon's <div> is not allowed (html-validate: element-permitted-content).
 */
export function Tick({ color: chosen, size = 24 }: TickProps) {
  const { accent } = useSiteLook()
  const color = chosen ?? accent
  const style = {
    '--tick-size': `calc(${size / 16}rem * var(--mantine-scale))`,
    '--tick-bg': `var(--mantine-color-${color}-light)`,
    '--tick-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties
  return (
    <span className={classes.tick} style={style} aria-hidden>
      <IconCheck size={14} stroke={2.5} />
    </span>
  )
}
