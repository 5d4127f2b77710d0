// Things that do not break the site but probably hurt it: reported, and the build goes on.
import { defineMessage, inArea, listWords } from './catalogue'

export const warningMessages = inArea('warning', {
  emptyAlt: defineMessage<{ src: string }>({
    code: 'empty-alt',
    title: 'A picture with an empty alt text',
    message: ({ src }) => `The picture "${src}" has an empty alt text, so people who cannot see it are told nothing.`,
    hint: () => 'Say in a few words what it shows (for a logo, the name). Leave alt empty only for pure decoration.',
    example: { src: '/clients/acme.svg' },
  }),
  missingDescription: defineMessage<{ page: string }>({
    code: 'missing-description',
    title: 'A page without a description',
    message: ({ page }) => `The page "${page}" has no description, so search results show the site's general one.`,
    hint: () => 'Add description: one or two sentences about what this page offers.',
    example: { page: '/careers' },
  }),
  unreachablePage: defineMessage<{ path: string }>({
    code: 'unreachable-page',
    title: 'A page no link leads to',
    message: ({ path }) => `No link leads to the page "${path}": not the navigation, not the footer, not another page.`,
    hint: ({ path }) =>
      `Add a line like - { label: …, to: ${path} } under navigation: links: (or in the footer), or link to it from another page; remove the page if it is no longer needed.`,
    example: { path: '/careers' },
  }),
  linkToHiddenPage: defineMessage<{ path: string }>({
    code: 'link-to-hidden-page',
    title: 'A link to a hidden page',
    message: ({ path }) => `The page "${path}" is hidden, so this link leads to the not-found page in the built site.`,
    hint: () => 'Show the page again (remove hidden: true from it), or point this link at another page until it is shown.',
    example: { path: '/careers' },
  }),
  linkToHiddenSection: defineMessage<{ id: string; page: string }>({
    code: 'link-to-hidden-section',
    title: 'A link to a hidden section',
    message: ({ id, page }) =>
      `The section with id "${id}" ${page === '' ? 'on this page' : `on ${page}`} is hidden, so this link leads to the top of the page in the built site.`,
    hint: () => 'Show the section again (remove hidden: true from it), or point this link at another section until it is shown.',
    example: { id: 'offer', page: '/pricing' },
  }),
  unusedPublicFiles: defineMessage<{ files: string[]; shown: number }>({
    code: 'unused-public-files',
    title: 'Files in public/ that nothing uses',
    message: ({ files, shown }) => {
      const listed = files.slice(0, shown).map((file) => `public${file}`)
      const more = files.length > shown ? `, and ${files.length - shown} more` : ''
      return `${files.length === 1 ? '1 file' : `${files.length} files`} in public/ ${files.length === 1 ? 'is' : 'are'} used by nothing (no text of site.yaml names ${files.length === 1 ? 'it' : 'them'}), but copied into the built site all the same: ${listWords(listed)}${more}.`
    },
    hint: () =>
      'Delete from public/ what the site no longer needs, or use it in site.yaml (a picture\'s src, a link\'s to, a text). Files a host or the engine reads by themselves (_headers, _redirects, robots.txt, sitemap.xml, favicon.ico, and what index.html and src/ name, such as favicon.svg when site.favicon names no other) are never listed.',
    example: { files: ['/clients/client-49.svg', '/images/old-banner.png'], shown: 100 },
  }),
})
