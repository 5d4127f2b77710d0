// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Section } from '@/generated/site'
import { SectionList } from './SectionList'

// Each section type drawn by a component that counts its drawings.
const drawn: string[] = []
vi.mock('./loaded-sections', () => ({
  componentFor: () => (section: { title: string }) => {
    drawn.push(section.title)
    return <p>{section.title}</p>
  },
}))

const section = (title: string) => ({ type: 'richText', title }) as unknown as Section

describe('SectionList', () => {
  it('draws again only the sections whose data changed (a save in npm start keeps the others as the same objects)', () => {
    const first = [section('One'), section('Two'), section('Three')]
    const view = render(<SectionList sections={first} />)
    expect(drawn).toEqual(['One', 'Two', 'Three'])
    drawn.length = 0
    view.rerender(<SectionList sections={[first[0], section('Two, edited'), first[2]]} />)
    expect(drawn).toEqual(['Two, edited'])
    expect(view.container.textContent).toBe('OneTwo, editedThree')
  })

  it('draws a section again when its line in site.yaml moved (Alt+click must open the new line)', () => {
    const sections = [section('One'), section('Two')]
    const view = render(<SectionList sections={sections} source={{ path: '/', file: 'site.yaml', lines: [10, 20] }} />)
    drawn.length = 0
    view.rerender(<SectionList sections={sections} source={{ path: '/', file: 'site.yaml', lines: [10, 22] }} />)
    expect(drawn).toEqual(['Two'])
    expect(view.container.querySelectorAll('[data-site-line="22"]')).toHaveLength(1)
  })

  it('draws a hidden section (npm start only: the build leaves it out) dimmed, under the words "Hidden"', () => {
    const hidden = { ...section('Secret'), hidden: true } as Section
    const view = render(<SectionList sections={[section('Shown'), hidden, { ...section('Also shown'), hidden: false } as Section]} />)
    const marked = view.container.querySelectorAll('[data-site-hidden="section"]')
    expect(marked).toHaveLength(1)
    expect(marked[0].textContent).toBe('HiddenSecret')
    const [label, dimmed] = [...marked[0].children] as HTMLElement[]
    expect(label.textContent).toBe('Hidden')
    expect(label.title).toBe('Left out of the built site (hidden: true in site.yaml)')
    expect(dimmed.style.opacity).toBe('0.45')
    expect(label.style.opacity).toBe('')
    expect(view.container.textContent).toBe('ShownHiddenSecretAlso shown')
  })
})
