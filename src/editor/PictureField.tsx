import { Stack, Text } from '@mantine/core'
import type { ApplyChange } from './relative-change'
import type { Field } from './schema-fields'
import { ScalarField } from './ScalarField'

type PictureFieldOf = Extract<Field, { kind: 'picture' }>

/** A picture: its file under public/ and its alt text. */
export function PictureField({ field, apply }: { field: PictureFieldOf; apply: ApplyChange }) {
  return (
    <Stack gap={6} role="group" aria-label={field.label}>
      <Text size="sm" fw={600}>
        {field.label}
      </Text>
      <ScalarField field={{ key: 'src', path: [...field.path, 'src'], label: 'File', description: 'Its path under public/, starting with "/".', kind: 'text', long: false, value: field.src }} apply={apply} />
      <ScalarField field={{ key: 'alt', path: [...field.path, 'alt'], label: 'Alt text', description: 'What the picture shows, read aloud to people who cannot see it.', kind: 'text', long: false, value: field.alt }} apply={apply} />
    </Stack>
  )
}
