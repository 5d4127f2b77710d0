// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { theme } from '@/theme/theme'
import type { FaqSection } from '@/generated/site'
import { renderWithMantine } from '../../tests/unit/render'
import { Faq } from './Faq'

function renderSection(section: FaqSection) {
  return renderWithMantine(<Faq {...section} />)
}

const items: FaqSection['items'] = [
  { question: 'How long does a project take?', answer: 'A simple website takes 4-6 weeks; complex apps several months.' },
  { question: 'How much does it cost?', answer: 'It varies; we send a transparent proposal once we understand your needs.' },
  { question: 'Do you support the site after launch?', answer: 'Yes, with ongoing maintenance packages.' },
]

const cards: FaqSection = { type: 'faq', id: 'faq', eyebrow: 'FAQ', heading: 'Frequently Asked Questions', variant: 'cards', items }
const accordion: FaqSection = { type: 'faq', heading: 'SEO Questions', variant: 'accordion', items }

describe('Faq as cards (the default)', () => {
  it('shows every question as an h3 under the h2, each with its answer on its own card', () => {
    const { container } = renderSection(cards)
    expect(container.querySelector('section')?.id).toBe('faq')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Frequently Asked Questions')
    expect(screen.getByText('FAQ')).toBeTruthy()
    const questions = screen.getAllByRole('heading', { level: 3 })
    expect(questions.map((q) => q.textContent)).toEqual(items.map((item) => item.question))
    const list = screen.getByRole('list')
    const cardsInList = within(list).getAllByRole('listitem')
    expect(cardsInList).toHaveLength(3)
    cardsInList.forEach((card, index) => {
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(items[index].question)
      expect(within(card).getByText(items[index].answer)).toBeTruthy()
    })
    // Nothing to open: every answer is already shown.
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })

  it('makes the questions h2 when the section has no heading, so the outline skips no level', () => {
    renderSection({ ...cards, heading: undefined })
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0)
  })
})

describe('Faq as an accordion', () => {
  /** Each question's <details>, in order. */
  const questionsIn = (container: HTMLElement) => [...container.querySelectorAll('details')]

  it('draws each question as an h3 in the summary of its own closed <details>, with its answer beside it in the HTML', () => {
    const { container } = renderSection(accordion)
    const details = questionsIn(container)
    expect(details).toHaveLength(3)
    details.forEach((question, index) => {
      expect(question.open).toBe(false)
      const summary = question.querySelector(':scope > summary')!
      expect(within(summary as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe(items[index].question)
      expect(summary.textContent).toBe(items[index].question)
      expect(question.querySelector(':scope > summary ~ *')?.textContent).toBe(items[index].answer)
    })
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items.map((item) => item.question))
    // Nothing for a script to do: no island, no buttons of its own.
    expect(container.querySelector('[data-island]')).toBeNull()
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })

  it('keeps every answer in the prerendered HTML, closed, with no island', () => {
    const html = renderToString(
      <MantineProvider theme={theme} forceColorScheme="dark">
        <Faq {...accordion} />
      </MantineProvider>,
    )
    for (const item of items) expect(html).toContain(item.answer)
    expect(html.match(/<details/g)).toHaveLength(3)
    expect(html).not.toContain(' open=')
    expect(html).not.toContain('data-island')
  })

  it('opens an answer on a click on its question, opens others independently, and closes it on a second click', () => {
    const { container } = renderSection(accordion)
    const [first, second, third] = questionsIn(container)
    const question = (details: HTMLDetailsElement) => within(details).getByRole('heading', { level: 3 })
    fireEvent.click(question(first))
    expect(first.open).toBe(true)
    fireEvent.click(question(second))
    expect([first.open, second.open, third.open]).toEqual([true, true, false])
    fireEvent.click(question(first))
    expect([first.open, second.open, third.open]).toEqual([false, true, false])
  })

  it('makes the questions h2 when the section has no heading', () => {
    renderSection({ ...accordion, heading: undefined })
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(items.map((item) => item.question))
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0)
  })
})
