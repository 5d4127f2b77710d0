import { createContext, memo, useContext, type ReactNode } from 'react'
import type { Section } from '@/generated/site'
import { SectionErrorBoundary } from '@/components/SectionErrorBoundary'
import type { SectionSource } from '@/engine/contract/data-files'
import { componentFor } from './loaded-sections'

/** Draws sections in order, each by the component its type names (loaded with the page). */
export function SectionList({ sections, source }: { sections: Section[]; source?: SectionSource & { path: string } }) {
  // `npm start` and the editing server's bundle mark each section for the editing interface; the site's build drops
  // this line and what only it uses (__SITE_EDITING__ is false there: vite.config.ts).
  if (import.meta.env.DEV || __SITE_EDITING__) return <MarkedSectionList sections={sections} source={source} />
  return sections.map((section, index) => (
    <DrawnSection
      key={section.id ?? index}
      section={section}
      // `npm start` only: where the section is written, for Alt+click (src/engine/browser/source-picker.ts).
      where={source && { name: `${source.path} → section ${index + 1} (${section.type})`, file: source.file, line: source.lines[index] }}
    />
  ))
}

/**
 * One section. Memoized by its data: after a save in `npm start` the unchanged sections are the same objects
 * (src/engine/content/keep-unchanged.ts), so only the edited one draws again.
 */
const DrawnSection = memo(
  function DrawnSection({ section, where }: { section: Section; where?: { name: string; file: string; line: number } }) {
    const Draw = componentFor(section.type)
    const drawn = (
      <SectionErrorBoundary type={section.type}>
        <Draw {...section} />
      </SectionErrorBoundary>
    )
    const marked = section.hidden === true ? <HiddenSection>{drawn}</HiddenSection> : drawn
    if (!where) return marked
    return (
      <div style={{ display: 'contents' }} data-site-source={where.name} data-site-file={where.file} data-site-line={where.line}>
        {marked}
      </div>
    )
  },
  (before, after) => before.section === after.section && before.where?.name === after.where?.name && before.where?.file === after.where?.file && before.where?.line === after.where?.line,
)

/**
 * `npm start` only: the section being drawn, and where it is in its page's list of sections ([3] is the fourth; one
 * inside a columns section is [3, 'columns', 0, 'sections', 1]).
 */
const SectionPlace = /* @__PURE__ */ createContext<{ place: (string | number)[]; section: Section } | undefined>(undefined)

/** Where, in a section's data, the list of sections it draws is (found by identity: the list is passed on as it is). */
function pathOfList(value: unknown, list: Section[], path: (string | number)[] = [], depth = 0): (string | number)[] | undefined {
  if (value === list) return path
  if (!value || typeof value !== 'object' || depth > 6) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfList(inner, list, [...path, Array.isArray(value) ? Number(key) : key], depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * `npm start` only: the sections, each in a mark the editing interface finds it by (src/editing-interface/use-sections.ts): its
 * place in the page's sections, its type, whether it is hidden and how many sections its list has. The page's own list
 * is marked when the dev server gave its source, a nested one (columns, tabs) when the section holding it is marked.
 */
function MarkedSectionList({ sections, source }: { sections: Section[]; source?: SectionSource & { path: string } }) {
  const parent = useContext(SectionPlace)
  const within = parent && pathOfList(parent.section, sections)
  const base = source ? [] : parent && within ? [...parent.place, ...within] : undefined
  return sections.map((section, index) => {
    const where = source && { name: `${source.path} → section ${index + 1} (${section.type})`, file: source.file, line: source.lines[index] }
    const drawn = <DrawnSection section={section} where={where} />
    if (!base) return <DrawnSection key={section.id ?? index} section={section} />
    const place = [...base, index]
    return (
      <div
        key={section.id ?? index}
        style={{ display: 'contents' }}
        data-site-section={place.join('.')}
        data-site-section-type={section.type}
        data-site-section-hidden={section.hidden === true ? 'true' : undefined}
        data-site-section-count={sections.length}
      >
        <SectionPlace.Provider value={{ place, section }}>{drawn}</SectionPlace.Provider>
      </div>
    )
  })
}

/** The words on a hidden section's label (`npm start` only). */
const hiddenWords = { section: 'Hidden', sectionTitle: 'Left out of the built site (hidden: true in site.yaml)' } as const

const hiddenLabel = {
  position: 'absolute',
  top: '0.5rem',
  left: '0.5rem',
  zIndex: 2,
  padding: '0.1rem 0.5rem',
  borderRadius: '0.25rem',
  // The hidden page's banner's colours (src/app/PageView.tsx): dark words on amber, on a light or a dark page.
  background: '#fff3bf',
  color: '#212529',
  font: '600 0.75rem/1.4 system-ui, sans-serif',
} as const

/**
 * A section with hidden: true, dimmed under a "Hidden" label. Only `npm start` draws one: the build leaves hidden
 * sections out of the data (src/site/visible-site.ts). The label is words, not only the dimming, and stays undimmed.
 */
function HiddenSection({ children }: { children: ReactNode }) {
  return (
    <div data-site-hidden="section" style={{ position: 'relative' }}>
      <span style={hiddenLabel} title={hiddenWords.sectionTitle}>
        {hiddenWords.section}
      </span>
      <div style={{ opacity: 0.45 }}>{children}</div>
    </div>
  )
}
