import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { IconBrandFacebook, IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconBrandWhatsapp, IconBrandX, IconBrandYoutube } from '@tabler/icons-react'
import { MantineProvider } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { PageHead } from '@/app/PageHead'
import { SocialLinks } from '@/components/Footer'
import { socialNetworks } from '@/components/social-networks'
import { defaultLanguage, faviconType, ogLocale, withSiteHead } from '@/engine/contract/site-head'
import type { SiteInfo } from '@/generated/site'
import { theme } from '@/theme/theme'
import { loadSiteText } from '@/site/load-site'
import { edited, loadMinimal, usePublicFolders } from './minimal-site'

// The keys of the site block that make another business's site: social links to any network of one list, the favicon and the
// language. Each case is the minimal site (tests/fixtures/minimal-site.yaml) with one change, asserted with its
// position and exact words; then what the pages' <html> and <head> get from them.

const root = fileURLToPath(new URL('../..', import.meta.url))
const schema = JSON.parse(readFileSync(join(root, 'schema/site.schema.json'), 'utf8')) as {
  properties: { site: { properties: Record<string, { properties?: Record<string, unknown>; default?: unknown }> } }
}
const siteKeys = schema.properties.site.properties
const brief = (problems: { code: string; line: number; column: number; message: string; hint?: string }[]) =>
  problems.map(({ code, line, column, message, hint }) => ({ code, line, column, message, hint }))

/** The minimal site's social block, and a key of the site block put before it. */
const social = '  social:\n    linkedin: https://linkedin.com/company/example\n'
const withSiteKey = (line: string): [string, string] => [social, `${line}\n${social}`]

describe('site.social: any network of the list', () => {
  test("the schema's networks are those of src/components/social-networks.ts, in the same order", () => {
    expect(Object.keys(siteKeys.social.properties!)).toEqual(Object.keys(socialNetworks))
  })

  test('every network has a name and a brand icon of its own (twitter and x share X’s logo)', () => {
    for (const [key, network] of Object.entries(socialNetworks)) {
      expect(network.name.length, key).toBeGreaterThan(0)
      expect(network.icon.displayName, key).toMatch(/^Brand/)
    }
    const icons = Object.values(socialNetworks).map((network) => network.icon)
    expect(icons.length - new Set(icons).size).toBe(1)
    expect(socialNetworks.twitter.icon).toBe(socialNetworks.x.icon)
  })

  test('new networks load', () => {
    const result = loadMinimal(edited([social, '  social:\n    youtube: https://youtube.com/@example\n    github: https://github.com/example\n    whatsapp: https://wa.me/910000000000\n']))
    expect(result.errors).toEqual([])
    expect(Object.keys(result.site!.site.social)).toEqual(['youtube', 'github', 'whatsapp'])
  })

  test('an unknown network is refused at its key, with the networks there are and a "Did you mean"', () => {
    const result = loadMinimal(edited([social, '  social:\n    youtub: https://youtube.com/@example\n']))
    expect(result.site).toBeUndefined()
    expect(brief(result.errors)).toEqual([{
      code: 'unknown-key',
      line: 18,
      column: 5,
      message: 'Unknown key "youtub". Did you mean "youtube"?',
      hint: 'Allowed here: behance, bluesky, discord, dribbble, facebook, github, gitlab, instagram, linkedin, mastodon, medium, pinterest, reddit, snapchat, soundcloud, spotify, telegram, threads, tiktok, twitch, twitter, vimeo, whatsapp, x, youtube.',
    }])
  })

  test('the footer draws each network with its icon and its name (the aria-label; the tooltip is the same name), in the order written', () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme} forceColorScheme="dark">
        <SocialLinks social={{ youtube: 'https://youtube.com/@example', github: 'https://github.com/example', whatsapp: 'https://wa.me/910000000000' }} />
      </MantineProvider>,
    )
    const links = [...html.matchAll(/<a href="([^"]*)"[^>]*aria-label="([^"]*)">.*?<svg [^>]*class="([^"]*)"/g)]
    expect(links.map(([, href, label, icon]) => [label, href, icon])).toEqual([
      ['YouTube', 'https://youtube.com/@example', 'tabler-icon tabler-icon-brand-youtube'],
      ['GitHub', 'https://github.com/example', 'tabler-icon tabler-icon-brand-github'],
      ['WhatsApp', 'https://wa.me/910000000000', 'tabler-icon tabler-icon-brand-whatsapp'],
    ])
  })

  test('the four networks of before keep their icons (twitter: X’s logo) and names; the new ones have their brand’s', () => {
    expect(Object.fromEntries(['facebook', 'twitter', 'instagram', 'linkedin'].map((key) => [key, socialNetworks[key as 'x'].name]))).toEqual({ facebook: 'Facebook', twitter: 'Twitter', instagram: 'Instagram', linkedin: 'LinkedIn' })
    expect([socialNetworks.facebook.icon, socialNetworks.twitter.icon, socialNetworks.instagram.icon, socialNetworks.linkedin.icon]).toEqual([IconBrandFacebook, IconBrandX, IconBrandInstagram, IconBrandLinkedin])
    expect([socialNetworks.youtube.icon, socialNetworks.github.icon, socialNetworks.whatsapp.icon]).toEqual([IconBrandYoutube, IconBrandGithub, IconBrandWhatsapp])
  })
})

describe('site.favicon', () => {
  test('a file of public/ loads', () => {
    const result = loadMinimal(edited(withSiteKey('  favicon: /images/social-card.png')))
    expect(result.errors).toEqual([])
    expect(result.site!.site.favicon).toBe('/images/social-card.png')
  })

  test('a file public/ does not have is refused at its value, with the files of its folder', () => {
    const result = loadMinimal(edited(withSiteKey('  favicon: /images/favicon.png')))
    expect(result.site).toBeUndefined()
    expect(brief(result.errors)).toEqual([{
      code: 'missing-file',
      line: 17,
      column: 12,
      message: 'The file "public/images/favicon.png" does not exist.',
      hint: expect.stringMatching(/^Files in public\/images: .*social-card\.png.*\.$/),
    }])
  })

  test('another kind of file, or a path outside public/, is refused by its form', () => {
    const result = loadMinimal(edited(withSiteKey('  favicon: /favicon.gif')))
    expect(brief(result.errors)).toEqual([{
      code: 'wrong-form',
      line: 17,
      column: 12,
      message: '"favicon" must be a file under public/ such as "/favicon.svg" (svg, png or ico; no ".."), not "/favicon.gif".',
      hint: undefined,
    }])
    expect(loadMinimal(edited(withSiteKey('  favicon: /../secret.svg'))).errors).toHaveLength(1)
    expect(loadMinimal(edited(withSiteKey('  favicon: favicon.svg'))).errors).toHaveLength(1)
  })

  test('its type comes from its extension', () => {
    expect(['/favicon.svg', '/images/icon.png', '/favicon.ico', '/A.PNG'].map(faviconType)).toEqual(['image/svg+xml', 'image/png', 'image/x-icon', 'image/png'])
    expect(() => faviconType('/favicon.gif')).toThrow('A favicon must be an SVG, PNG or ICO file, not "/favicon.gif".')
  })
})

describe('site.language', () => {
  test('BCP 47 tags load: a language, with a script, with a region', () => {
    for (const tag of ['en', 'hi', 'gu-IN', 'en-IN', 'zh-Hant-TW', 'es-419', 'fil']) {
      const result = loadMinimal(edited(withSiteKey(`  language: ${tag}`)))
      expect(result.errors, tag).toEqual([])
      expect(result.site!.site.language).toBe(tag)
    }
  })

  test('anything else is refused at its value, with the form a tag has', () => {
    const result = loadMinimal(edited(withSiteKey('  language: en_IN')))
    expect(brief(result.errors)).toEqual([{
      code: 'wrong-form',
      line: 17,
      column: 13,
      message: '"language" must be a language tag like "en", "en-IN" or "gu-IN": a language of 2 or 3 letters, then optionally a script of 4 letters and a region of 2 letters (or 3 digits), joined by "-", not "en_IN".',
      hint: undefined,
    }])
    for (const tag of ['english', 'e', 'en-', 'en-India', 'en IN', '"en"', 'en-IN-x']) {
      expect(loadMinimal(edited(withSiteKey(`  language: '${tag}'`))).errors, tag).toHaveLength(1)
    }
  })

  test("og:locale is Open Graph's language_TERRITORY, or the language alone when the tag names no region", () => {
    expect(['en-IN', 'gu-IN', 'en', 'gu', 'zh-Hant-TW', 'EN-in', 'es-419', 'sr-Latn'].map(ogLocale)).toEqual(['en_IN', 'gu_IN', 'en', 'gu', 'zh_TW', 'en_IN', 'es_419', 'sr'])
  })
})

describe('the new keys and the schema', () => {
  test('have descriptions and no defaults (a default would be written into every built page)', () => {
    for (const key of ['social', 'favicon', 'language']) {
      expect(siteKeys[key], key).toHaveProperty('description')
      expect(siteKeys[key], key).not.toHaveProperty('default')
    }
  })

  test('unset, the site gets no value: index.html decides', () => {
    const site = loadMinimal(edited()).site!.site
    expect(site).not.toHaveProperty('favicon')
    expect(site).not.toHaveProperty('language')
  })
})

describe("the pages' <html> and <head>", () => {
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8')

  test('index.html holds the values for a site that sets neither: lang="en" (defaultLanguage) and /favicon.svg', () => {
    expect(indexHtml).toContain(`<html lang="${defaultLanguage}" `)
    expect(indexHtml).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />')
  })

  test('a site that sets neither gets index.html byte for byte', () => {
    expect(withSiteHead(indexHtml, {})).toBe(indexHtml)
  })

  test("a site's language and favicon take the place of index.html's, nothing else changes", () => {
    const page = withSiteHead(indexHtml, { language: 'gu-IN', favicon: '/images/x.png' })
    expect(page).toBe(
      indexHtml
        .replace('<html lang="en" ', '<html lang="gu-IN" ')
        .replace('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />', '<link rel="icon" href="/images/x.png" type="image/png" />'),
    )
    expect(withSiteHead(indexHtml, { favicon: '/favicon.ico' })).toContain('<link rel="icon" href="/favicon.ico" type="image/x-icon" />')
  })

  test('an index.html without the tags to replace is an error, not a page without them', () => {
    expect(() => withSiteHead('<html><head></head></html>', { language: 'hi' })).toThrow('index.html has no <html lang="…"> for site.language.')
    expect(() => withSiteHead('<html lang="en"><head></head></html>', { favicon: '/favicon.png' })).toThrow('index.html has no <link rel="icon"> for site.favicon.')
  })

  const site = loadMinimal(edited()).site!.site
  const page = { path: '/about', title: 'About', description: 'About us.' } as Parameters<typeof PageHead>[0]['page']
  const head = (info: SiteInfo) => renderToStaticMarkup(<PageHead site={info} page={page} />)

  test('og:locale is in the head only when the site sets its language', () => {
    expect(head(site)).not.toContain('og:locale')
    const withLanguage = head({ ...site, language: 'gu-IN' })
    expect(withLanguage).toContain('<meta property="og:type" content="website"/><meta property="og:locale" content="gu_IN"/>')
    expect(withLanguage.replace('<meta property="og:locale" content="gu_IN"/>', '')).toBe(head(site))
  })
})

describe('the files of public/ that nothing uses: the favicon', () => {
  const publicFolder = usePublicFolders()
  const used = ['/logo.svg', '/clients/client-01.svg', '/_headers']
  const unused = (text: string, files: string[]) => loadSiteText(text, { publicDir: publicFolder([...used, ...files]) }).warnings.map((warning) => warning.message)

  test("unset: index.html's /favicon.svg is used", () => {
    expect(unused(edited(), ['/favicon.svg'])).toEqual([])
  })

  test("set: the site's favicon is used, and /favicon.svg no longer is", () => {
    expect(unused(edited(withSiteKey('  favicon: /images/icon.png')), ['/favicon.svg', '/images/icon.png'])).toEqual([
      '1 file in public/ is used by nothing (no text of site.yaml names it), but copied into the built site all the same: public/favicon.svg.',
    ])
    expect(unused(edited(withSiteKey('  favicon: /favicon.svg')), ['/favicon.svg'])).toEqual([])
  })
})
