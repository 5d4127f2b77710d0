import type { MantineColorsTuple } from '@mantine/core'

// Ten shades of one hex colour, lightest first, like Mantine's own palettes: the colour keeps its hue and sits at the
// shade nearest its lightness, the others step evenly lighter and darker in OKLCH (a space where equal steps look equal).

/** Lightness of each shade of a Mantine palette (blue's, measured), 0 lightest. */
const lightness = [0.97, 0.93, 0.86, 0.79, 0.72, 0.66, 0.6, 0.54, 0.48, 0.42]

export function shadesOf(hex: string): MantineColorsTuple {
  const [l, c, h] = oklch(hex)
  const nearest = lightness.reduce((best, value, index) => (Math.abs(value - l) < Math.abs(lightness[best] - l) ? index : best), 0)
  const shades = lightness.map((value, index) => {
    if (index === nearest) return hex.toLowerCase()
    // Pale shades hold less colour, as Mantine's do; a step away from the given colour moves its lightness as far.
    const target = value + (l - lightness[nearest]) * (1 - Math.abs(index - nearest) / 10)
    const chroma = index < 3 ? c * (0.25 + index * 0.25) : c
    return toHex(Math.min(0.985, Math.max(0.2, target)), chroma, h)
  })
  return shades as unknown as MantineColorsTuple
}

/** How much lighter white is than a colour (WCAG contrast ratio): white text on it needs 4.5. */
export function whiteContrast(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => toLinear(parseInt(hex.slice(start, start + 2), 16) / 255))
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05)
}

/** WCAG's contrast ratio of two colours (#rrggbb): from 1 (the same) to 21 (black on white). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The colour, as it is when it reads at `ratio` or more on `background`; else darkened in OKLCH (its hue and, as far as
 * sRGB allows, its chroma kept) in steps of 0.005 of lightness until it does.
 */
export function darkenTo(hex: string, background: string, ratio: number): string {
  if (contrast(hex, background) >= ratio) return hex.toLowerCase()
  const [l, c, h] = oklch(hex)
  for (let lightness = l - 0.005; lightness > 0; lightness -= 0.005) {
    const darker = toHex(lightness, c, h)
    if (contrast(darker, background) >= ratio) return darker
  }
  return '#000000'
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => toLinear(parseInt(hex.slice(start, start + 2), 16) / 255))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const toLinear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)
const fromLinear = (channel: number) => (channel <= 0.0031308 ? 12.92 * channel : 1.055 * channel ** (1 / 2.4) - 0.055)

function oklch(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((start) => toLinear(parseInt(hex.slice(start, start + 2), 16) / 255))
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s
  return [L, Math.hypot(a, bb), Math.atan2(bb, a)]
}

/** An OKLCH colour as hex; a colour outside sRGB loses chroma until it fits. */
function toHex(L: number, C: number, h: number): string {
  for (let chroma = C; ; chroma *= 0.95) {
    const a = chroma * Math.cos(h)
    const b = chroma * Math.sin(h)
    const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
    const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
    const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
    const rgb = [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s, -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s, -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s]
    if (rgb.every((channel) => channel >= -0.0005 && channel <= 1.0005) || chroma < 0.001) {
      return '#' + rgb.map((channel) => Math.round(Math.min(1, Math.max(0, fromLinear(channel))) * 255).toString(16).padStart(2, '0')).join('')
    }
  }
}
