import { DEFAULT_THEME } from '@mantine/core'
import { describe, expect, test } from 'vitest'
import { contrast, darkenTo, shadesOf } from './shades'
import { siteLook, textShadesOnLight } from './theme'

const gray2 = DEFAULT_THEME.colors.gray[2]

describe('text shades on a light page', () => {
  test('contrast is WCAG\'s: 21 black on white, 1 for one colour, 4.54 for #767676 on white', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#123456', '#123456')).toBe(1)
    expect(contrast('#ffffff', '#767676')).toBeCloseTo(4.54, 2)
  })

  test('a colour that reads already stays; one that does not is darkened just enough', () => {
    expect(darkenTo('#212529', gray2, 4.5)).toBe('#212529')
    const lime9 = DEFAULT_THEME.colors.lime[9]
    expect(contrast(lime9, gray2)).toBeLessThan(4.5)
    const darker = darkenTo(lime9, gray2, 4.5)
    expect(contrast(darker, gray2)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(darker, gray2)).toBeLessThan(4.8)
  })

  test.each(['lime', 'yellow', 'cyan', 'blue', 'teal'])('%s: shades 7 to 9 read at 4.5:1 on gray 2, shades 0 to 6 are Mantine\'s', (name) => {
    const palette = DEFAULT_THEME.colors[name]!
    const light = textShadesOnLight(palette)
    expect(light.slice(0, 7)).toEqual(palette.slice(0, 7))
    for (const shade of light.slice(7)) expect(contrast(shade, gray2)).toBeGreaterThanOrEqual(4.5)
  })

  test('a light site gets them for its primary and accent colours; a dark site keeps every palette as it is', () => {
    const light = siteLook({ primaryColor: '#0f766e', accentColor: 'lime', colorScheme: 'light' }).theme.colors!
    expect(light.brand).toEqual(shadesOf('#0f766e')) // the clinic's teal reads already
    expect(light.lime).toEqual(textShadesOnLight(DEFAULT_THEME.colors.lime))
    expect(light.lime).not.toEqual(DEFAULT_THEME.colors.lime)
    const dark = siteLook({ primaryColor: '#0f766e', accentColor: 'lime' }).theme.colors!
    expect(Object.keys(dark).sort()).toEqual(['brand', 'dark'])
    expect(dark.brand).toEqual(shadesOf('#0f766e'))
    expect(Object.keys(siteLook().theme.colors!)).toEqual(['dark'])
  })
})
