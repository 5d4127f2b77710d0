// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import type { Change } from '../../src/site-changes/operations'
import { ScalarField } from '../../src/editing-interface/ScalarField'
import { renderWithMantine } from './render'

// A text field of the section panel, when the file's value changes under it: what the person typed is theirs, but a
// field only focused (as the alt text is, by an upload) follows the file, and leaving it sends nothing.

const field = (value: string) => ({ key: 'alt', path: ['pages', 0, 'sections', 0, 'alt'], label: 'Alt text', kind: 'text' as const, long: false, markdown: false, value })

/** The field as the panel holds it: its value is the file's, which `fileSays` changes (the page's redraw). */
function renderField(value: string) {
  const apply = vi.fn(async (_change: Change) => undefined)
  let setValue: (value: string) => void = () => undefined
  function Panel() {
    const [current, setCurrent] = useState(value)
    setValue = setCurrent
    return <ScalarField field={field(current)} apply={apply} />
  }
  renderWithMantine(<Panel />)
  const input = () => screen.getByLabelText('Alt text') as HTMLTextAreaElement
  const fileSays = (next: string) => act(() => setValue(next))
  return { apply, input, fileSays }
}

describe('a text field whose value the file changes', () => {
  test('focused but not typed in: it shows the new value, and leaving it changes nothing', async () => {
    const { apply, input, fileSays } = renderField('Kavya Textiles')
    act(() => input().focus())
    fileSays('')
    expect(input().value).toBe('')
    await act(async () => fireEvent.blur(input()))
    expect(apply).not.toHaveBeenCalled()
  })

  test('typed in: what the person typed stays, and leaving it sends it against the new value', async () => {
    const { apply, input, fileSays } = renderField('Kavya Textiles')
    act(() => input().focus())
    fireEvent.change(input(), { target: { value: 'Kavya Textiles, Surat' } })
    fileSays('')
    expect(input().value).toBe('Kavya Textiles, Surat')
    await act(async () => fireEvent.blur(input()))
    expect(apply).toHaveBeenCalledWith({ kind: 'set', path: field('').path, value: 'Kavya Textiles, Surat', was: '' })
  })

  test('not focused: it shows the new value', () => {
    const { input, fileSays } = renderField('Kavya Textiles')
    fileSays('Nova Realty')
    expect(input().value).toBe('Nova Realty')
  })
})
