import { IconDental, IconSpeakerphone } from '@tabler/icons-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { Icon } from '@/components/Icon'
import { addIcons } from '@/engine/content/icons'
import { iconNamesIn, iconSuggestions, usedIcons } from '../../src/site/icon-names'
import { shadesOf, whiteContrast } from '../../src/theme/shades'
import { siteLook } from '../../src/theme/theme'
import { edited, loadMinimal } from './minimal-site'

// Any Tabler icon by name (only the named ones sent to the page, a misspelt one answered by spelling and by
// meaning), and the theme's colours from site.yaml.

const cardWithIcon = (icon: string): [string, string] => ['          - { title: Web, text: Websites., to: /contact }', `          - { title: Web, text: Websites., to: /contact, icon: ${icon} }`]

describe('icons by name', () => {
  test('a Tabler name and an old short name both load; the page data names only those', () => {
    const result = loadMinimal(edited(cardWithIcon('dental')))
    expect(result.errors).toEqual([])
    expect(Object.keys(usedIcons(iconNamesIn(result.site)))).toEqual(['dental'])
    const used = usedIcons(['megaphone', 'dental', 'rocket', 'not-an-icon'])
    expect(Object.keys(used)).toEqual(['dental', 'megaphone', 'rocket'])
    expect(used.megaphone[0]).toBe('speakerphone')
  })

  test('"tooth" is refused at its place, with the icons that show a tooth and the one it is spelt like', () => {
    const result = loadMinimal(edited(cardWithIcon('tooth')))
    expect(result.site).toBeUndefined()
    expect(result.errors.map(({ code, line, column, message }) => ({ code, line, column, message }))).toEqual([
      { code: 'unknown-icon', line: 73, column: 64, message: 'There is no icon "tooth". Icons that show it: "dental", "dental-broken". By its spelling: "tool".' },
    ])
    expect(result.errors[0].hint).toContain('tabler.io/icons')
  })

  test('suggestions by meaning come from the synonyms table and from Tabler\'s tags', () => {
    expect(iconSuggestions('dentist').meaning[0]).toBe('dental') // the synonyms table
    expect(iconSuggestions('hospital').meaning).toContain('building-hospital') // a word of an icon's name
    expect(iconSuggestions('rocekt')).toEqual({ spelling: 'rocket', meaning: [] })
  })

  test('a name in upper case or with spaces is refused by the schema with the rule', () => {
    const result = loadMinimal(edited(cardWithIcon('"Brand YouTube"')))
    expect(result.errors[0].message).toContain('must be an icon\'s name in lower case with dashes, like "dental" or "brand-youtube"')
  })

  test('drawn from the data exactly as Tabler\'s own component draws it (the built pages keep their bytes)', () => {
    addIcons(usedIcons(['megaphone', 'dental']))
    expect(renderToStaticMarkup(<Icon name="megaphone" size={30} />)).toBe(renderToStaticMarkup(<IconSpeakerphone aria-hidden stroke={1.6} size={30} />))
    expect(renderToStaticMarkup(<Icon name="dental" />)).toBe(renderToStaticMarkup(<IconDental aria-hidden stroke={1.6} />))
    expect(renderToStaticMarkup(<Icon name="not-sent" />)).toBe('')
  })
})

describe('the theme from site.yaml', () => {
  test('white text\'s contrast is WCAG\'s: 21 on black, 1 on white, 4.54 on #767676 (the lightest grey that passes AA)', () => {
    expect(whiteContrast('#000000')).toBeCloseTo(21, 5)
    expect(whiteContrast('#ffffff')).toBeCloseTo(1, 5)
    expect(whiteContrast('#767676')).toBeCloseTo(4.54, 2)
  })

  test('unset is the agency\'s look: blue, cyan, dark, md, and no extra CSS variables', () => {
    const look = siteLook(undefined)
    expect({ primary: look.primary, accent: look.accent, scheme: look.scheme, radius: look.theme.defaultRadius }).toEqual({ primary: 'blue', accent: 'cyan', scheme: 'dark', radius: 'md' })
    expect(look.cssVariablesResolver).toBeUndefined()
    expect(siteLook({})).toBe(look)
  })

  test.each(['#0f766e', '#f59e0b', '#7c3aed', '#e11d48', '#0ea5e9'])('a hex colour %s becomes ten shades, lightest first, that keep white text readable on shade 8', (hex) => {
    const shades = shadesOf(hex)
    expect(shades).toHaveLength(10)
    expect(shades).toContain(hex)
    for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/)
    const contrasts = shades.map(whiteContrast)
    expect([...contrasts].sort((a, b) => a - b)).toEqual(contrasts) // darker with each shade
    expect(whiteContrast(shades[8])).toBeGreaterThanOrEqual(4.5)
  })

  test('a hex primary is a palette of its own; a named accent fills the --site-accent-N variables', () => {
    const look = siteLook({ primaryColor: '#0f766e', accentColor: 'lime', colorScheme: 'light', radius: 'lg' })
    expect(look.primary).toBe('brand')
    expect(look.theme.colors?.brand).toEqual(shadesOf('#0f766e'))
    expect(look.accent).toBe('lime')
    expect(look.scheme).toBe('light')
    expect(look.theme.defaultRadius).toBe('lg')
    const variables = look.cssVariablesResolver!({} as never).variables
    expect(variables['--site-accent-3']).toBe('var(--mantine-color-lime-3)')
  })
})

describe('a filled button keeps its white text readable', () => {
  test.each([
    [{}, { light: 6, dark: 8 }],
    [{ primaryColor: 'teal', colorScheme: 'light' }, { light: 9, dark: 9 }],
    [{ primaryColor: 'blue', colorScheme: 'light' }, { light: 8, dark: 8 }],
    [{ primaryColor: '#0f766e', colorScheme: 'light' }, { light: 7, dark: 8 }],
  ] as const)('site.theme %j gives the shades %j', (settings, shades) => {
    expect(siteLook(settings).theme.primaryShade).toEqual(shades)
  })
})
