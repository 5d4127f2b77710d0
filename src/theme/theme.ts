import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorShade, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core'
import type { Theme } from '@/generated/site'
import { darkenTo, shadesOf, whiteContrast } from './shades'

// Deep navy instead of Mantine's grey "dark": the agency's look. Index 7 is the page background.
const navy: MantineColorsTuple = ['#c9d1e4', '#a9b4cc', '#8a96b0', '#5d6a86', '#36415c', '#263049', '#1a2236', '#0e1528', '#0a1020', '#060a15']

const fonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/** What site.theme says, with what unset means: the agency's blue, cyan, dark and md. */
export interface SiteLook {
  /** The Mantine colour name components are given for the main colour ("blue", or "brand" for a hex colour). */
  primary: string
  /** The same for the second colour ("cyan", or "accent" for a hex colour). */
  accent: string
  scheme: 'dark' | 'light'
  theme: MantineThemeOverride
  /** Only when the accent is not cyan: the --site-accent-N variables the site's CSS reads (with cyan as fallback). */
  cssVariablesResolver?: CSSVariablesResolver
}

const looks = new Map<string, SiteLook>()

/** The Mantine theme of a site.theme block; the same object for the same block, so that roots do not redraw. */
export function siteLook(settings: Theme | undefined = {}): SiteLook {
  const key = JSON.stringify(settings)
  let look = looks.get(key)
  if (!look) looks.set(key, (look = makeLook(settings)))
  return look
}

/**
 * What a light page's text shades are held to 4.5:1 on: Mantine's gray 2, a step darker than its palest grey box (the
 * footer's gray 1), as the panels tinted with the theme's colours (the numbers, the hero) are.
 */
const lightestBehindText = DEFAULT_THEME.colors.gray[2]

/**
 * A palette for a light page. Its shades 7 to 9 are what the site draws as text there (links, labels, a light badge's
 * words, the end of a title's gradient: src/app/global.css), so each is darkened, hue kept, until it reads at 4.5:1 on
 * the grey boxes and tinted panels; a shade that already does stays as it is. Lime's and yellow's own shade 9 are near
 * 3:1 on white.
 */
export function textShadesOnLight(palette: MantineColorsTuple): MantineColorsTuple {
  return palette.map((shade, index) => (index >= 7 ? darkenTo(shade, lightestBehindText, 4.5) : shade)) as unknown as MantineColorsTuple
}

function makeLook({ primaryColor = 'blue', accentColor = 'cyan', colorScheme = 'dark', radius = 'md' }: Theme): SiteLook {
  const colors: Record<string, MantineColorsTuple> = { dark: navy }
  // A hex colour becomes a palette of its own: Mantine's components take a palette's name, never a hex.
  const named = (color: string, name: string) => (color.startsWith('#') ? ((colors[name] = shadesOf(color)), name) : color)
  const primary = named(primaryColor, 'brand')
  const accent = named(accentColor, 'accent')
  // A filled button's shade: from 6 (light) or 8 (dark) on, the first whose white text stays above 4.5:1 contrast.
  // The agency's blue on its dark page is blue 8; a light page of the agency's would keep Mantine's 6.
  const palette = colors[primary] ?? DEFAULT_THEME.colors[primary]
  const readable = (from: MantineColorShade): MantineColorShade => ([from, 7, 8, 9] as const).find((shade) => shade >= from && whiteContrast(palette[shade]) >= 4.5) ?? 9
  if (colorScheme === 'light') {
    for (const name of new Set([primary, accent])) colors[name] = textShadesOnLight(colors[name] ?? DEFAULT_THEME.colors[name])
  }
  const theme = createTheme({
    primaryColor: primary,
    primaryShade: { light: colorScheme === 'light' ? readable(6) : 6, dark: readable(8) },
    colors,
    fontFamily: fonts,
    headings: { fontFamily: fonts, fontWeight: '700' },
    defaultRadius: radius,
    components: {
      Tooltip: { defaultProps: { openDelay: 700 } },
    },
  })
  const shades = Array.from({ length: 10 }, (_, index) => index)
  // The site's CSS reads var(--site-accent-N, var(--mantine-color-cyan-N)): with cyan, nothing is added to the page.
  const accentVariables = Object.fromEntries(shades.map((index) => [`--site-accent-${index}`, `var(--mantine-color-${accent}-${index})`]))
  const cssVariablesResolver: CSSVariablesResolver | undefined = accent === 'cyan' ? undefined : () => ({ variables: accentVariables, light: {}, dark: {} })
  return { primary, accent, scheme: colorScheme, theme, cssVariablesResolver }
}

/** The agency's own look (site.theme unset), for what draws outside a site (tests, the gallery's frame). */
export const theme = siteLook().theme
