// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { theme } from '@/app/theme'
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
  it('draws each question as a button inside an h3, all closed, answers kept in the HTML for search engines', () => {
    const { container } = renderSection(accordion)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(items.map((item) => item.question))
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false')
      expect(button.closest('h3')).not.toBeNull()
    }
    expect(screen.queryAllByRole('region')).toHaveLength(0)
    for (const item of items) expect(container.textContent).toContain(item.answer)
  })

  it('keeps the closed answers in the prerendered HTML', () => {
    const html = renderToString(
      <MantineProvider theme={theme} forceColorScheme="dark">
        <Faq {...accordion} />
      </MantineProvider>,
    )
    for (const item of items) expect(html).toContain(item.answer)
  })

  it('opens an answer on click, opens others independently, and closes it on a second click', async () => {
    renderSection(accordion)
    const [first, second] = screen.getAllByRole('button')
    fireEvent.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('true')
    const answer = await screen.findByRole('region', { name: items[0].question })
    expect(answer.textContent).toBe(items[0].answer)
    expect(first.getAttribute('aria-controls')).toBe(answer.id)

    fireEvent.click(second)
    expect(second.getAttribute('aria-expanded')).toBe('true')
    expect(first.getAttribute('aria-expanded')).toBe('true')
    await screen.findByRole('region', { name: items[1].question })

    fireEvent.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('false')
    await waitFor(() => expect(screen.queryByRole('region', { name: items[0].question })).toBeNull())
    expect(screen.getByRole('region', { name: items[1].question })).toBeTruthy()
  })

  it('moves between questions with the arrow keys', () => {
    renderSection(accordion)
    const buttons = screen.getAllByRole('button')
    buttons[0].focus()
    fireEvent.keyDown(buttons[0], { key: 'ArrowDown' })
    expect(document.activeElement).toBe(buttons[1])
    fireEvent.keyDown(buttons[1], { key: 'End' })
    expect(document.activeElement).toBe(buttons[2])
    fireEvent.keyDown(buttons[2], { key: 'ArrowDown' })
    expect(document.activeElement).toBe(buttons[0])
  })
})
