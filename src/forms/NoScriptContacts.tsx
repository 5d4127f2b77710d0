import { SmartLink } from '@/components/SmartLink'
import type { FormNoScript, SiteInfo } from '@/generated/site'
import classes from './SiteForm.module.css'

/**
 * With scripts off, sending cannot work: say so where the button was, and give the site's contacts as links. React
 * draws a <noscript>'s children on the server only, so an attached form has none of this.
 */
export function NoScriptContacts({ texts, contact }: { texts: FormNoScript; contact: SiteInfo['contact'] }) {
  const chatNumber = contact.chatNumber.replace(/\D/g, '')
  const links = [
    { label: texts.chatLabel, text: `+${chatNumber}`, to: `https://wa.me/${chatNumber}` },
    { label: texts.emailLabel, text: contact.email, to: `mailto:${contact.email}` },
    { label: texts.phoneLabel, text: contact.phone, to: `tel:${contact.phone}` },
  ]
  return (
    <noscript>
      <div className={classes.noScript}>
        <p className={classes.noScriptText}>{texts.text}</p>
        <ul className={classes.noScriptLinks}>
          {links.map(({ label, text, to }) => (
            <li key={to}>
              {label}:{' '}
              {/* A number is not broken across lines (html-validate: tel-non-breaking). */}
              <SmartLink to={to} style={{ whiteSpace: 'nowrap' }}>
                {text}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </noscript>
  )
}
