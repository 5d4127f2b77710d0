import { Button, Group, type ButtonVariant, type GroupProps } from '@mantine/core'
import type { Button as ButtonData } from '@/generated/site'
import { SmartLink } from './SmartLink'

/**
 * A site.yaml button's style as Mantine's Button variant: primary is filled, secondary outlined, subtle text only.
 * Also used by the Callout's and the pricing cards' buttons, which draw their own Button.
 */
export const buttonVariants = { primary: 'filled', secondary: 'outline', subtle: 'subtle' } as const satisfies Record<ButtonData['variant'], ButtonVariant>

export function SiteButton({ button, size = 'md' }: { button: ButtonData; size?: string }) {
  return (
    <Button component={SmartLink} to={button.to} variant={buttonVariants[button.variant]} size={size} radius="md">
      {button.label}
    </Button>
  )
}

/** The buttons of a section, in a row that wraps on phones. */
export function ButtonRow({ buttons, size, ...groupProps }: { buttons?: ButtonData[]; size?: string } & GroupProps) {
  if (!buttons?.length) return null
  return (
    <Group gap="sm" {...groupProps}>
      {buttons.map((button) => (
        <SiteButton key={button.label + button.to} button={button} size={size} />
      ))}
    </Group>
  )
}
