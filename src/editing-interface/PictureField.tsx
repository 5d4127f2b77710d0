import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import type { Refusal } from './endpoint'
import { RefusalText } from './RefusalText'
import { IconPhoto, IconUpload } from '@tabler/icons-react'
import { useEffect, useId, useRef, useState, type DragEvent, type RefObject } from 'react'
import { maxPictureBytes } from '@/engine/contract/site-edit'
import { readPictures, sendPicture } from './endpoint'
import type { ApplyChange } from './apply-change'
import type { Change } from '@/site-changes/operations'
import { keyOf, type Field } from './schema-fields'
import { ScalarField } from './ScalarField'

type PictureFieldOf = Extract<Field, { kind: 'picture' }>

/** What the file input offers to choose (the dev server checks the bytes themselves). */
const accepted = 'image/png,image/jpeg,image/webp,image/avif,image/svg+xml,.png,.jpg,.jpeg,.webp,.avif,.svg'

// A file dropped just beside a picture field would make the browser open it in place of the page: while a picture
// field is on screen, a file dropped anywhere else is ignored.
let fieldsOnScreen = 0
const ignoreFileDrop = (event: globalThis.DragEvent) => {
  if (event.dataTransfer?.types.includes('Files')) event.preventDefault()
}
function useNoStrayDrop() {
  useEffect(() => {
    if (fieldsOnScreen++ === 0) {
      window.addEventListener('dragover', ignoreFileDrop)
      window.addEventListener('drop', ignoreFileDrop)
    }
    return () => {
      if (--fieldsOnScreen > 0) return
      window.removeEventListener('dragover', ignoreFileDrop)
      window.removeEventListener('drop', ignoreFileDrop)
    }
  }, [])
}

/** A file's bytes in base64, as the upload sends them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
    reader.readAsDataURL(file)
  })
}

/**
 * A picture: its file under public/ and its alt text. The file is typed as a path, chosen among the pictures of
 * public/ (thumbnails), or a new file, dropped on the field or chosen with "Upload a picture": the dev server saves it
 * in public/images/uploads/ under a safe name, and the field then points at it.
 */
export function PictureField({ field, apply }: { field: PictureFieldOf; apply: ApplyChange }) {
  const [error, setError] = useState<Refusal>()
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [choosing, setChoosing] = useState(false)
  const [files, setFiles] = useState<string[]>()
  const [query, setQuery] = useState('')
  // A new file was set: its description is still to be written.
  const [describeNew, setDescribeNew] = useState(false)
  const alt = useRef<HTMLTextAreaElement>(null)
  const inputId = useId()
  const gridId = useId()
  useNoStrayDrop()

  // Read each time the thumbnails open (and after an upload): a file copied into public/ meanwhile is among them.
  const listFiles = async () => {
    const answer = await readPictures()
    if (answer.ok) setFiles(answer.files)
    else setError(answer)
  }
  useEffect(() => {
    if (choosing) void listFiles()
  }, [choosing])

  /**
   * Another file for the picture, chosen or uploaded. Its description was written for the file before ("Shree Foods
   * logo" under a new team photo went onto the site): it is emptied in the same step, and the person writes the new one.
   */
  const setNewFile = async (value: string) => {
    if (value === field.src) return undefined
    const src: Change = { kind: 'set', path: [...field.path, 'src'], value, was: field.src }
    const change: Change = field.alt ? { kind: 'several', changes: [src, { kind: 'set', path: [...field.path, 'alt'], value: '', was: field.alt }] } : src
    const refused = await apply(change)
    setError(refused)
    if (!refused) setDescribeNew(true)
    return refused
  }

  const upload = async (file: File) => {
    setStatus('')
    if (file.size > maxPictureBytes) {
      setError({ message: `The picture is ${(file.size / 1024 / 1024).toFixed(1)} MB: at most 2 MB is accepted (a smaller export, or WebP or AVIF, keeps the page fast).` })
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      const saved = await sendPicture({ name: file.name, data: await base64Of(file) })
      if (!saved.ok) return setError(saved)
      // The list has one more picture now.
      if (choosing) void listFiles()
      setStatus('The picture is uploaded.')
      const refused = await setNewFile(saved.path)
      // The new picture's description is the next thing to write.
      if (!refused) alt.current?.focus()
    } catch (reason) {
      setError({ message: 'The picture could not be read or sent. Try again, or choose another file.', details: (reason as Error).message })
    } finally {
      setBusy(false)
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file && !busy) void upload(file)
  }
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  const shown = files?.filter((path) => path.toLowerCase().includes(query.trim().toLowerCase()))
  return (
    <div
      role="group"
      aria-label={field.label}
      aria-busy={busy}
      data-picture={keyOf(field.path)}
      data-dragging={dragging || undefined}
      className="site-editor-picture"
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        // Leaving for one of its own parts is not leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
      }}
      onDrop={onDrop}
    >
      <Text size="sm" fw={600}>
        {field.label}
      </Text>
      <Stack gap={6}>
        <ScalarField field={{ key: 'src', path: [...field.path, 'src'], label: 'File', description: 'Where the picture is on the site, like /images/team.jpg: choosing or uploading one below fills it in.', kind: 'text', long: false, markdown: false, value: field.src }} apply={apply} />
        <AltText field={field} apply={apply} inputRef={alt} />
        <Group gap="sm" wrap="nowrap">
          {/* The picture as it is now (its alt text is the field above). */}
          {field.src && <img className="site-editor-picture-preview" src={field.src} alt="" />}
          <Group gap="xs">
            <Button size="compact-sm" variant="light" leftSection={<IconPhoto size={14} aria-hidden />} aria-expanded={choosing} aria-controls={gridId} onClick={() => setChoosing(!choosing)}>
              Choose a picture
            </Button>
            <input
              id={inputId}
              type="file"
              accept={accepted}
              className="site-editor-upload-input"
              disabled={busy}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0]
                // The same file chosen again is a new upload.
                event.currentTarget.value = ''
                if (file) void upload(file)
              }}
            />
            <Button component="label" htmlFor={inputId} size="compact-sm" variant="light" className="site-editor-upload-button" leftSection={<IconUpload size={14} aria-hidden />} data-disabled={busy || undefined}>
              Upload a picture
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="gray.7">
          Or drop a file here: PNG, JPEG, WebP, AVIF or SVG, up to 2 MB. It is kept with the site’s pictures under a lowercase name without spaces, never over another picture.
        </Text>
        {choosing && (
          <div id={gridId}>
            <TextInput size="xs" label="Find a picture" placeholder="Part of its path, like client" value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
            {shown === undefined ? (
              <Text size="xs">Reading the site’s pictures…</Text>
            ) : (
              <div role="group" aria-label="Pictures of the site" className="site-editor-picture-grid">
                {shown.map((path) => (
                  <button key={path} type="button" className="site-editor-thumb" aria-label={path} aria-pressed={path === field.src} title={path} onClick={() => void setNewFile(path)}>
                    <img src={path} alt="" loading="lazy" decoding="async" />
                    <span aria-hidden>{path.split('/').pop()}</span>
                  </button>
                ))}
                {shown.length === 0 && <Text size="xs">No picture’s path holds “{query}”.</Text>}
              </div>
            )}
          </div>
        )}
        <Text size="xs" role="status">
          {busy ? 'Uploading…' : [status, describeNew && !field.alt ? 'Describe the new picture in Alt text: the words written for the one before were removed with it.' : ''].filter(Boolean).join(' ')}
        </Text>
        {error && (
          <Text size="xs" c="red.8" role="alert">
            <RefusalText refusal={error} />
          </Text>
        )}
      </Stack>
    </div>
  )
}

/** The alt text, a text field as the others (marked required where the schema requires it), which an upload focuses. */
function AltText({ field, apply, inputRef }: { field: PictureFieldOf; apply: ApplyChange; inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const alt = {
    key: 'alt',
    path: [...field.path, 'alt'],
    label: 'Alt text',
    description: 'What the picture shows, read aloud to people who cannot see it. Leave empty only for pure decoration.',
    kind: 'text' as const,
    long: false,
    markdown: false,
    value: field.alt,
  }
  return <ScalarField field={alt} apply={apply} required={field.altRequired} inputRef={inputRef} />
}
