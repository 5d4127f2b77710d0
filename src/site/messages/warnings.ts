// Things that do not break the site but probably hurt it: reported, and the build goes on.
import { defineMessage, inArea } from './catalogue'

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
})
