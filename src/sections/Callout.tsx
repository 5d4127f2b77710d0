import { Alert, Button, Container, Text } from '@mantine/core'
import { IconAlertTriangle, IconArrowRight, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react'
import type { CalloutSection } from '@/generated/site'
import { buttonVariants } from '@/components/ButtonRow'
import { SmartLink } from '@/components/SmartLink'
import classes from './Callout.module.css'

// buttonColor: the darkest shade whose filled button still passes 4.5:1 (white text; black on yellow, by autoContrast).
const tones = {
  info: { color: 'blue', buttonColor: 'blue.8', Icon: IconInfoCircle },
  success: { color: 'teal', buttonColor: 'teal.9', Icon: IconCircleCheck },
  warning: { color: 'yellow', buttonColor: 'yellow.8', Icon: IconAlertTriangle },
} as const

/** A highlighted note (such as the payment terms), with an optional link button. */
export function Callout({ id, title, text, tone, link }: CalloutSection) {
  const { color, buttonColor, Icon } = tones[tone]
  return (
    <section id={id} className={classes.section}>
      <Container size="md">
        <Alert
          // A note that is part of the page, not an urgent message: role="alert" would be announced on load.
          role="note"
          variant="light"
          color={color}
          radius="md"
          title={title}
          icon={<Icon size={26} stroke={1.8} aria-hidden />}
          className={classes.alert}
          classNames={{ title: classes.title, icon: classes.icon, message: classes.message, body: classes.body }}
          data-tone={tone}
        >
          {text && <Text className={classes.text}>{text}</Text>}
          {link && (
            <Button
              component={SmartLink}
              to={link.to}
              variant={buttonVariants[link.variant]}
              color={link.variant === 'primary' || !link.variant ? buttonColor : color}
              autoContrast
              rightSection={<IconArrowRight size={16} stroke={2} aria-hidden />}
              size="sm"
              radius="md"
              className={classes.button}
              classNames={{ inner: classes.buttonInner, label: classes.buttonLabel, section: classes.buttonArrow }}
              data-variant-name={link.variant}
            >
              {link.label}
            </Button>
          )}
        </Alert>
      </Container>
    </section>
  )
}
