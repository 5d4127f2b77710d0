import { Anchor, Paper, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconArrowUpRight, IconInfoCircle } from '@tabler/icons-react'
import { IconBadge } from '@/components/IconBadge'
import type { ContactInfoSection, ContactItem } from '@/generated/site'
import { Icon } from '@/components/Icon'
import { SectionShell } from '@/components/SectionShell'
import { isExternal, SmartLink } from '@/components/SmartLink'
import classes from './ContactInfo.module.css'

function ItemLink({ to, children }: { to: string; children: string }) {
  const external = isExternal(to)
  return (
    // A phone number is not broken across lines (html-validate: tel-non-breaking).
    <Anchor component={SmartLink} to={to} className={classes.link} style={to.startsWith('tel:') ? { whiteSpace: 'nowrap' } : undefined}>
      {children}
      {external && (
        <>
          <IconArrowUpRight size={16} stroke={2} aria-hidden className={classes.externalIcon} />
          <VisuallyHidden component="span"> (opens in a new tab)</VisuallyHidden>
        </>
      )}
    </Anchor>
  )
}

function Item({ item }: { item: ContactItem }) {
  const { icon, label, value, to, linkLabel } = item
  return (
    <li className={classes.item}>
      <IconBadge size={44} className={classes.icon}>
        {icon ? <Icon name={icon} size={22} /> : <IconInfoCircle size={22} stroke={1.6} aria-hidden />}
      </IconBadge>
      <div className={classes.text}>
        <Text className={classes.label}>{label}</Text>
        {/* With a linkLabel the value stays as text and the link follows it ("Message us on WhatsApp"). */}
        {to && !linkLabel ? <ItemLink to={to}>{value}</ItemLink> : <Text className={classes.value}>{value}</Text>}
        {to && linkLabel && <ItemLink to={to}>{linkLabel}</ItemLink>}
      </div>
    </li>
  )
}

/** The agency's address, phone, e-mail and chat, on one card headed by the section heading. */
export function ContactInfo({ id, eyebrow, heading, intro, items }: ContactInfoSection) {
  return (
    <SectionShell id={id} size="sm">
      <Paper radius="lg" className={classes.card}>
        {(eyebrow || heading || intro) && (
          <header className={classes.header}>
            {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
            {heading && (
              <Title order={2} className={classes.heading}>
                {heading}
              </Title>
            )}
            {intro && <Text className={classes.intro}>{intro}</Text>}
          </header>
        )}
        <ul className={classes.list}>
          {items.map((item, index) => (
            <Item key={index} item={item} />
          ))}
        </ul>
      </Paper>
    </SectionShell>
  )
}
