/* eslint-disable */
/**
 * Generated from schema/ by scripts/gen-types.ts (json-schema-to-typescript).
 * Do not edit by hand: change the schema, then run `npm run gen-types`.
 */

/**
 * The address of the page on Behance.
 */
export type Link = string
/**
 * The address of the page on Bluesky.
 */
export type Link1 = string
/**
 * The address of the page on Discord.
 */
export type Link2 = string
/**
 * The address of the page on Dribbble.
 */
export type Link3 = string
/**
 * The address of the page on Facebook.
 */
export type Link4 = string
/**
 * The address of the page on GitHub.
 */
export type Link5 = string
/**
 * The address of the page on GitLab.
 */
export type Link6 = string
/**
 * The address of the page on Instagram.
 */
export type Link7 = string
/**
 * The address of the page on LinkedIn.
 */
export type Link8 = string
/**
 * The address of the page on Mastodon.
 */
export type Link9 = string
/**
 * The address of the page on Medium.
 */
export type Link10 = string
/**
 * The address of the page on Pinterest.
 */
export type Link11 = string
/**
 * The address of the page on Reddit.
 */
export type Link12 = string
/**
 * The address of the page on Snapchat.
 */
export type Link13 = string
/**
 * The address of the page on SoundCloud.
 */
export type Link14 = string
/**
 * The address of the page on Spotify.
 */
export type Link15 = string
/**
 * The address of the page on Telegram.
 */
export type Link16 = string
/**
 * The address of the page on Threads.
 */
export type Link17 = string
/**
 * The address of the page on TikTok.
 */
export type Link18 = string
/**
 * The address of the page on Twitch.
 */
export type Link19 = string
/**
 * The address of the page on Twitter (drawn with X's logo, as x is).
 */
export type Link20 = string
/**
 * The address of the page on Vimeo.
 */
export type Link21 = string
/**
 * The address of the page on WhatsApp.
 */
export type Link22 = string
/**
 * The address of the page on X.
 */
export type Link23 = string
/**
 * The address of the page on YouTube.
 */
export type Link24 = string
/**
 * Where a link goes: a page of this site ("/contact"), an anchor on the same page ("#faq"), or an https:, mailto: or tel: address. Other schemes (javascript:, data:, http:, //host) are refused.
 */
export type Link25 = string
/**
 * Where a link goes: a page of this site ("/contact"), an anchor on the same page ("#faq"), or an https:, mailto: or tel: address. Other schemes (javascript:, data:, http:, //host) are refused.
 */
export type Link26 = string
/**
 * Hidden: kept in site.yaml, left out of the built site (no file, not in the sitemap); npm start shows it with a banner. The home page "/" and the not-found page "*" cannot be hidden.
 */
export type PageHidden = boolean
/**
 * One block of a page. Its type says which kind; each kind has its own keys (see docs/sections.md).
 */
export type Section =
  | HeroSection
  | CardGridSection
  | TimelineSection
  | FaqSection
  | PricingTableSection
  | FormSection
  | LogoWallSection
  | StatsSection
  | TestimonialsSection
  | RichTextSection
  | CallToActionSection
  | ContactInfoSection
  | SplitSection
  | CalloutSection
  | TabsSection
  | ColumnsSection
/**
 * Hidden: kept in site.yaml, left out of the built site; npm start shows it dimmed. The check still checks it.
 */
export type Hidden = boolean
/**
 * Buttons shown in a row, in this order.
 */
export type Buttons = Button[]
/**
 * An icon by its name on tabler.io/icons, like "dental", "rocket" or "brand-youtube"; or one of the short names code, database, palette, laptop, megaphone, cart, mobile, bitcoin, chart, trending, shield, handshake, pin, whatsapp, facebook, twitter, instagram, linkedin, file, bars. A name that is none gets suggestions by spelling and by meaning ("tooth" → dental). Only the icons a site names are sent to its pages.
 */
export type IconName = string

/**
 * The whole site: who the agency is, the navigation, the footer, the forms and every page.
 */
export interface SiteConfig {
  site: SiteInfo
  navigation: Navigation
  footer: Footer
  /**
   * The site's forms by name; a form section names one of them.
   */
  forms: {
    [k: string]: Form
  }
  /**
   * Every page of the site. The page with path "*" is shown for addresses that match no page.
   *
   * @minItems 1
   */
  pages: [Page, ...Page[]]
}
/**
 * Facts about the agency, written once. Any text elsewhere may use {brand}, {phone}, {email}, {chatNumber}, {address} and {url} to repeat them.
 */
export interface SiteInfo {
  /**
   * The agency's name as shown in the navigation bar, titles and footer.
   */
  brand: string
  /**
   * The public address of the site, without a trailing slash; canonical links and the sitemap start with it.
   */
  url: string
  /**
   * The site's default page title.
   */
  title: string
  /**
   * The site's default meta description for search results.
   */
  description: string
  /**
   * Who wrote the site (the author meta tag).
   */
  author?: string
  logo: Image
  theme?: Theme
  socialImage?: Image1
  /**
   * The small picture browsers show in the tab and bookmarks: a file under public/, starting with "/" ("/favicon.svg" is public/favicon.svg). SVG, PNG or ICO; its type is taken from the extension. Unset: "/favicon.svg".
   */
  favicon?: string
  /**
   * The language the site is written in, as a BCP 47 tag: a language ("en", "hi"), optionally its script and region ("en-IN", "gu-IN"). It is the pages' <html lang> (how screen readers pronounce them, what search engines and translators assume) and their og:locale ("en_IN"). Unset: lang="en" and no og:locale.
   */
  language?: string
  location: Location
  contact: ContactDetails
  social: SocialLinks
}
/**
 * A picture stored in the public/ folder.
 */
export interface Image {
  /**
   * Path of the file under public/, starting with "/": "/images/web.webp" is public/images/web.webp.
   */
  src: string
  /**
   * What the picture shows, read aloud to people who cannot see it. Leave empty ("") only for pure decoration.
   */
  alt: string
}
/**
 * How the site looks: its colours, light or dark, and how round its corners are. Unset keys keep the agency's look: blue, cyan, dark, md.
 */
export interface Theme {
  /**
   * The main colour: buttons, links, highlights. A Mantine colour name (blue, teal, grape, …) or a hex colour like "#0f766e", from which ten shades are made. Unset: blue.
   */
  primaryColor?:
    | (
        | 'blue'
        | 'cyan'
        | 'teal'
        | 'green'
        | 'lime'
        | 'yellow'
        | 'orange'
        | 'red'
        | 'pink'
        | 'grape'
        | 'violet'
        | 'indigo'
        | 'gray'
      )
    | string
  /**
   * The second colour: badges, ticks, the glow beside the main colour. A Mantine colour name or a hex colour. Unset: cyan.
   */
  accentColor?:
    | (
        | 'blue'
        | 'cyan'
        | 'teal'
        | 'green'
        | 'lime'
        | 'yellow'
        | 'orange'
        | 'red'
        | 'pink'
        | 'grape'
        | 'violet'
        | 'indigo'
        | 'gray'
      )
    | string
  /**
   * Dark (light text on a deep navy page) or light (dark text on a white page). Unset: dark.
   */
  colorScheme?: 'dark' | 'light'
  /**
   * How round the corners of buttons, cards and fields are, from xs (nearly square) to xl (very round). Unset: md.
   */
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'
}
/**
 * A picture stored in the public/ folder.
 */
export interface Image1 {
  /**
   * Path of the file under public/, starting with "/": "/images/web.webp" is public/images/web.webp.
   */
  src: string
  /**
   * What the picture shows, read aloud to people who cannot see it. Leave empty ("") only for pure decoration.
   */
  alt: string
}
/**
 * Where the agency is.
 */
export interface Location {
  /**
   * The postal address as shown.
   */
  address: string
  /**
   * City.
   */
  city: string
  /**
   * State.
   */
  state: string
  /**
   * Country.
   */
  country: string
}
/**
 * How to reach the agency. Write numbers in quotes so that leading zeros and + stay.
 */
export interface ContactDetails {
  /**
   * The public e-mail address.
   */
  email: string
  /**
   * The phone number as shown ("+91 00000 00000").
   */
  phone: string
  /**
   * The WhatsApp number that receives form messages: country code and number, digits only ("910000000000").
   */
  chatNumber: string
}
/**
 * The agency's pages on social networks, each a network's name and the page's address ("youtube: https://youtube.com/@example"). The footer shows them in the order written, each as the network's icon with its name as label and tooltip, opened in a new tab. The networks are those of src/components/social-networks.ts; "twitter" shows X's logo, as "x" does.
 */
export interface SocialLinks {
  behance?: Link
  bluesky?: Link1
  discord?: Link2
  dribbble?: Link3
  facebook?: Link4
  github?: Link5
  gitlab?: Link6
  instagram?: Link7
  linkedin?: Link8
  mastodon?: Link9
  medium?: Link10
  pinterest?: Link11
  reddit?: Link12
  snapchat?: Link13
  soundcloud?: Link14
  spotify?: Link15
  telegram?: Link16
  threads?: Link17
  tiktok?: Link18
  twitch?: Link19
  twitter?: Link20
  vimeo?: Link21
  whatsapp?: Link22
  x?: Link23
  youtube?: Link24
}
/**
 * The bar at the top of every page.
 */
export interface Navigation {
  /**
   * The links, left to right; the same list fills the phone menu.
   *
   * @minItems 1
   */
  links: [NavLink, ...NavLink[]]
}
/**
 * A text link.
 */
export interface NavLink {
  /**
   * The link's words.
   */
  label: string
  to: Link25
}
/**
 * The block at the bottom of every page.
 */
export interface Footer {
  /**
   * A sentence about the agency under its name.
   */
  about?: string
  /**
   * Heading of the quick links.
   */
  quickLinksHeading: string
  /**
   * Links to the main pages.
   */
  quickLinks: NavLink[]
  /**
   * Heading of the services list.
   */
  servicesHeading: string
  /**
   * The services list.
   */
  services: NavLink[]
  /**
   * Heading of the contact details.
   */
  contactHeading: string
  /**
   * The copyright line; {year} becomes the current year.
   */
  copyright: string
  /**
   * Links beside the copyright line.
   */
  legalLinks: NavLink[]
}
/**
 * A form: its fields with their rules, its button, what the visitor sees after sending, and the chat message it prepares.
 */
export interface Form {
  /**
   * The fields, in order.
   *
   * @minItems 1
   */
  fields: [FormField, ...FormField[]]
  /**
   * The button's label.
   */
  submitLabel: string
  /**
   * The button's label while sending.
   */
  submittingLabel?: string
  /**
   * Shown under the field to shorten when the message would make a chat link longer than 4,000 characters (encoded), which WhatsApp may cut or refuse; nothing is sent until it fits.
   */
  tooLong: string
  after: FormAfterSubmit
  noScript: FormNoScript
  message: ChatMessage
}
export interface FormField {
  /**
   * The field's name, used by the message lines.
   */
  name: string
  /**
   * The label shown above the field.
   */
  label: string
  /**
   * What kind of input: text, email, tel, textarea (several lines), select (a list of options), date, number, checkbox (one yes/no box), consent (a box the visitor must tick to send) or radio (options drawn as round buttons).
   */
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'date' | 'number' | 'checkbox' | 'consent' | 'radio'
  /**
   * Grey hint text inside the empty field.
   */
  placeholder?: string
  /**
   * half puts two fields side by side on wide screens.
   */
  width: 'full' | 'half'
  /**
   * The choices of a select or radio field, in order.
   */
  options?: FormOption[]
  link?: FormFieldLink
  /**
   * Checks run when the field is left and on submit; the first that fails shows its message under the field. A field with any rule is required and starred (each rule fails on an empty value or an unticked box); a field without rules is optional. Each kind takes its own rules: required for every kind but checkbox and consent; minLength for text, email, tel and textarea; email for text and email; min and max for number and date; step for number; checked for checkbox and consent.
   */
  rules?: FormRule[]
}
export interface FormOption {
  /**
   * The value sent.
   */
  value: string
  /**
   * What the visitor sees, also written in the message.
   */
  label: string
}
/**
 * For a checkbox or consent field: words of its label drawn as a link, opened in a new tab so that what was typed stays ("privacy policy" in "I agree to the privacy policy").
 */
export interface FormFieldLink {
  /**
   * The words of the label that become the link, written exactly as in the label.
   */
  text: string
  to: Link26
}
export interface FormRule {
  /**
   * required (must not be empty), minLength (at least value characters, spaces at the ends not counted), email (a valid address), min and max (a number's or a date's limit), step (a number in steps of value), checked (the box must be ticked).
   */
  rule: 'required' | 'minLength' | 'email' | 'min' | 'max' | 'step' | 'checked'
  /**
   * The rule's limit: for minLength a whole number of characters (at least 1); for min, max and step on a number field a number; for min and max on a date field a date "2026-12-01" or "today", "today+7", "today-30" (days from the visitor's own day). None for required, email and checked.
   */
  value?: number | string
  /**
   * The message shown under the field when the rule fails.
   */
  message: string
}
/**
 * What the visitor sees once the message is handed to the chat service: a toast (a small note in a corner) or a dialog.
 */
export interface FormAfterSubmit {
  /**
   * toast or dialog.
   */
  kind: 'toast' | 'dialog'
  /**
   * Its title.
   */
  title: string
  /**
   * Its text.
   */
  text: string
  /**
   * The dialog's close button.
   */
  closeLabel: string
  blocked: FormBlockedPopup
}
/**
 * Shown instead when the browser blocks the new tab: a dialog with the prepared chat link to click. Nothing typed is cleared until that link is used.
 */
export interface FormBlockedPopup {
  /**
   * The dialog's title.
   */
  title: string
  /**
   * Why the visitor has to click.
   */
  text: string
  /**
   * The link that opens the chat with the message.
   */
  linkLabel: string
}
/**
 * Shown in place of the button when the browser runs no JavaScript, which sending needs: a sentence, then the site's WhatsApp number, e-mail and phone (site.contact) as links, each after its label.
 */
export interface FormNoScript {
  /**
   * Says that sending needs JavaScript and that the contacts below reach the team instead.
   */
  text: string
  /**
   * The words before the WhatsApp link.
   */
  chatLabel: string
  /**
   * The words before the e-mail link.
   */
  emailLabel: string
  /**
   * The words before the phone link.
   */
  phoneLabel: string
}
/**
 * The chat message the form prepares: a header line, then one line per field.
 */
export interface ChatMessage {
  /**
   * The first line ("New Contact Form Submission").
   */
  header: string
  /**
   * One line per field, written as "label: value": a select's or a radio's option by its label, a date as 2026-12-01, a checkbox or a consent by the line's yes or no words.
   */
  lines: ChatMessageLine[]
  /**
   * Also write the submission to the browser console.
   */
  logToConsole: boolean
}
export interface ChatMessageLine {
  /**
   * The words before the value.
   */
  label: string
  /**
   * The name of the field whose value goes here.
   */
  field: string
  /**
   * Written when the field was left empty ("Not provided"). A checkbox or consent is never empty: it writes yes or no.
   */
  default?: string
  /**
   * For a checkbox or consent field: written when the box was ticked (Yes when not given).
   */
  yes?: string
  /**
   * For a checkbox or consent field: written when the box was not ticked (No when not given).
   */
  no?: string
}
/**
 * A page: its address, its title and description for search engines, and its sections in order.
 */
export interface Page {
  /**
   * The page's address, like "/about". "*" is the not-found page.
   */
  path: string
  /**
   * The title shown in the browser tab and in search results.
   */
  title: string
  /**
   * The summary shown in search results and link previews: one or two sentences about what the page offers.
   */
  description?: string
  /**
   * Search keywords.
   */
  keywords?: string[]
  image?: Image
  /**
   * Tell search engines who the agency is (name, address, contact) on this page.
   */
  organization: boolean
  /**
   * The trail to this page for search engines ("Home > Privacy Policy").
   */
  breadcrumb?: NavLink[]
  hidden?: PageHidden
  /**
   * The page's sections, top to bottom.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]]
}
/**
 * The large banner at the top of a page: an optional badge, a title, a subtitle and buttons.
 */
export interface HeroSection {
  /**
   * Section type: a large banner.
   */
  type: 'hero'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short label shown above the title, like "Get in Touch".
   */
  badge?: string
  /**
   * The big title; it is the page's main heading.
   */
  title: string
  /**
   * A line under the title.
   */
  subtitle?: string
  buttons?: Buttons
  /**
   * How tall the banner is: fullScreen fills the first screen, large is generous, compact is short.
   */
  size: 'fullScreen' | 'large' | 'compact'
  /**
   * What is drawn behind the banner: a soft gradient, or animated particles (loaded after the page shows).
   */
  background: 'gradient' | 'particles'
  particles: ParticleOptions
}
/**
 * A button-styled link.
 */
export interface Button {
  /**
   * The words on the button.
   */
  label: string
  to: Link25
  /**
   * How strongly the button stands out: primary (filled), secondary (outlined) or subtle (text only).
   */
  variant: 'primary' | 'secondary' | 'subtle'
}
/**
 * Settings of the animated particle background (used when background is "particles"). Every setting is optional.
 */
export interface ParticleOptions {
  /**
   * The id of the particle canvas's container.
   */
  id: string
  /**
   * An extra CSS class for the particle container.
   */
  className?: string
  /**
   * Background colour behind the particles.
   */
  background: string
  /**
   * Smallest particle radius, in pixels.
   */
  minSize: number
  /**
   * Largest particle radius, in pixels.
   */
  maxSize: number
  /**
   * How fast the particles twinkle (opacity animation speed).
   */
  speed: number
  /**
   * Particle colour.
   */
  color: string
  /**
   * How many particles are drawn (over a 400 × 400 area).
   */
  density: number
}
/**
 * A grid of cards: services, capabilities, values, process steps, technologies or projects. Cards may open a detail window, and may be filtered by category.
 */
export interface CardGridSection {
  /**
   * Section type: a grid of cards.
   */
  type: 'cardGrid'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * How each card looks: feature (icon, title, text, link), step (numbered), tag (a name only, for technologies), project (picture with category and title on hover).
   */
  variant: 'feature' | 'step' | 'tag' | 'project'
  /**
   * Cards per row on a wide screen (phones always show one or two).
   */
  columns: number
  filters?: CardFilters
  /**
   * The cards, in order.
   *
   * @minItems 1
   */
  cards: [Card, ...Card[]]
}
/**
 * Buttons above the grid that show only the cards of one category. The first button shows all cards.
 */
export interface CardFilters {
  /**
   * Label of the button that shows every card.
   */
  allLabel: string
  /**
   * The categories, in button order. A card belongs to the one named by its category. At most 8: the filters work without JavaScript, by a rule of the site's stylesheet for each button.
   *
   * @minItems 1
   * @maxItems 8
   */
  categories:
    | [CardCategory]
    | [CardCategory, CardCategory]
    | [CardCategory, CardCategory, CardCategory]
    | [CardCategory, CardCategory, CardCategory, CardCategory]
    | [CardCategory, CardCategory, CardCategory, CardCategory, CardCategory]
    | [CardCategory, CardCategory, CardCategory, CardCategory, CardCategory, CardCategory]
    | [CardCategory, CardCategory, CardCategory, CardCategory, CardCategory, CardCategory, CardCategory]
    | [CardCategory, CardCategory, CardCategory, CardCategory, CardCategory, CardCategory, CardCategory, CardCategory]
  /**
   * Shown when a category has no cards.
   */
  emptyText: string
}
export interface CardCategory {
  /**
   * The category's name as cards write it.
   */
  value: string
  /**
   * The button's label.
   */
  label: string
}
export interface Card {
  /**
   * The card's title.
   */
  title: string
  /**
   * A short description.
   */
  text?: string
  icon?: IconName
  image?: Image
  /**
   * The filter category this card belongs to.
   */
  category?: string
  to?: Link25
  /**
   * Words of the card's link ("Learn More", "View Project").
   */
  linkLabel?: string
  details?: CardDetails
}
/**
 * Opens a detail window when the card is clicked.
 */
export interface CardDetails {
  image?: Image
  /**
   * The full description.
   */
  text?: string
  /**
   * Heading above the feature list.
   */
  featuresHeading: string
  /**
   * A bullet list.
   */
  features?: string[]
  /**
   * The problem the project solved.
   */
  challenge?: string
  /**
   * How it was solved.
   */
  solution?: string
  /**
   * Technology names, shown as tags.
   */
  technologies?: string[]
  buttons?: Buttons
}
/**
 * Milestones down a vertical line, alternating sides on wide screens.
 */
export interface TimelineSection {
  /**
   * Section type: a timeline of milestones.
   */
  type: 'timeline'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * The milestones, oldest first.
   *
   * @minItems 1
   */
  items: [Milestone, ...Milestone[]]
}
export interface Milestone {
  /**
   * When, as shown ("July 2023").
   */
  date: string
  /**
   * What happened, in a few words.
   */
  title: string
  /**
   * A sentence or two.
   */
  text?: string
  /**
   * Which side of the line it sits on, on wide screens.
   */
  side: 'left' | 'right'
}
/**
 * Questions and answers, as cards or as an accordion.
 */
export interface FaqSection {
  /**
   * Section type: frequently asked questions.
   */
  type: 'faq'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * cards shows every answer; accordion shows questions that open on click.
   */
  variant: 'cards' | 'accordion'
  /**
   * The questions, in order.
   *
   * @minItems 1
   */
  items: [FaqItem, ...FaqItem[]]
}
export interface FaqItem {
  /**
   * The question.
   */
  question: string
  /**
   * The answer.
   */
  answer: string
}
/**
 * Package cards with prices, and an optional feature comparison (a table on wide screens, a list that opens per feature on phones).
 */
export interface PricingTableSection {
  /**
   * Section type: pricing packages.
   */
  type: 'pricingTable'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * The packages, left to right.
   *
   * @minItems 1
   */
  plans: [Plan, ...Plan[]]
  comparison?: Comparison
}
export interface Plan {
  /**
   * The package's name.
   */
  name: string
  /**
   * One line about who it is for.
   */
  description?: string
  /**
   * The price as shown, with its currency ("₹24,999", "Custom"). Text, so write it exactly as it should read.
   */
  price: string
  /**
   * A note beside the price ("one-time payment").
   */
  priceNote?: string
  /**
   * How long delivery takes ("2-3 weeks").
   */
  timeframe?: string
  /**
   * Highlights this package.
   */
  popular: boolean
  /**
   * The highlight's label ("Most Popular").
   */
  badge?: string
  /**
   * What the package includes.
   */
  features: string[]
  button: Button
}
/**
 * A feature-by-feature comparison of the packages.
 */
export interface Comparison {
  /**
   * The section's heading.
   */
  heading: string
  /**
   * Heading of the feature column.
   */
  featureLabel: string
  /**
   * Column headings, one per package, in the order of each row's values.
   *
   * @minItems 1
   */
  columns: [string, ...string[]]
  /**
   * One row per feature.
   *
   * @minItems 1
   */
  rows: [ComparisonRow, ...ComparisonRow[]]
}
export interface ComparisonRow {
  /**
   * The feature.
   */
  name: string
  /**
   * What the feature means.
   */
  description?: string
  /**
   * One value per column: true (a tick), false (a cross) or text such as "Advanced".
   */
  values: (boolean | string)[]
}
/**
 * One of the forms declared under forms: at the top of site.yaml.
 */
export interface FormSection {
  /**
   * Section type: a form.
   */
  type: 'form'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * Which form: a name declared under forms: ("contact", "quote").
   */
  form: string
}
/**
 * A grid of client logos.
 */
export interface LogoWallSection {
  /**
   * Section type: a wall of logos.
   */
  type: 'logoWall'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * The logos, in order. Add a client by adding a line.
   *
   * @minItems 1
   */
  logos: [Image, ...Image[]]
}
/**
 * A strip of big numbers with labels.
 */
export interface StatsSection {
  /**
   * Section type: a strip of numbers.
   */
  type: 'stats'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * The numbers, in order.
   *
   * @minItems 1
   */
  items: [Stat, ...Stat[]]
}
export interface Stat {
  /**
   * The number as shown, written as text ("120+", "98%", "12.4x").
   */
  value: string
  /**
   * What it counts.
   */
  label: string
}
/**
 * Quotes from clients.
 */
export interface TestimonialsSection {
  /**
   * Section type: client quotes.
   */
  type: 'testimonials'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * The quotes, in order.
   *
   * @minItems 1
   */
  items: [Testimonial, ...Testimonial[]]
}
export interface Testimonial {
  /**
   * What they said.
   */
  quote: string
  /**
   * Who said it.
   */
  name?: string
  /**
   * Their company or role.
   */
  company?: string
}
/**
 * Long text such as terms, a privacy policy or a story. Written in a small Markdown: "## Heading", "### Subheading", paragraphs separated by a blank line, "- item" and "1. item" lists, **bold**. Shown as text, never as HTML.
 */
export interface RichTextSection {
  /**
   * Section type: formatted text.
   */
  type: 'richText'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A line such as "Last updated: April 30, 2025".
   */
  updated?: string
  /**
   * The text, in the small Markdown described above.
   */
  body: string
  /**
   * narrow suits long reading; wide sits with the other sections.
   */
  width: 'narrow' | 'wide'
}
/**
 * A closing band that asks the visitor to act, with buttons.
 */
export interface CallToActionSection {
  /**
   * Section type: a call to action.
   */
  type: 'callToAction'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * The section's heading.
   */
  heading: string
  /**
   * A sentence under the heading.
   */
  text?: string
  buttons: Buttons
}
/**
 * Ways to reach the agency: address, phone, e-mail, chat, each with an icon and an optional link.
 */
export interface ContactInfoSection {
  /**
   * Section type: contact details.
   */
  type: 'contactInfo'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * The details, in order.
   *
   * @minItems 1
   */
  items: [ContactItem, ...ContactItem[]]
}
export interface ContactItem {
  icon?: IconName
  /**
   * What it is ("Phone").
   */
  label: string
  /**
   * The detail as shown.
   */
  value: string
  to?: Link25
  /**
   * Words of the link, when they differ from the value ("Message us on WhatsApp").
   */
  linkLabel?: string
}
/**
 * Text with an optional bullet list on one side, a picture on the other.
 */
export interface SplitSection {
  /**
   * Section type: text beside a picture.
   */
  type: 'split'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading: string
  /**
   * Paragraphs of text, in order.
   */
  paragraphs?: string[]
  /**
   * A bullet list under the text.
   */
  bullets?: string[]
  image?: Image
  /**
   * Which side the picture is on, on wide screens.
   */
  imageSide: 'left' | 'right'
  buttons?: Buttons
}
/**
 * A highlighted note, such as an alert about payment terms, with an optional link.
 */
export interface CalloutSection {
  /**
   * Section type: a highlighted note.
   */
  type: 'callout'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * The note's title.
   */
  title: string
  /**
   * The note.
   */
  text?: string
  /**
   * info (blue), success (green) or warning (amber).
   */
  tone: 'info' | 'success' | 'warning'
  link?: Button
}
/**
 * Tabs, each holding its own sections; the first tab is open at start.
 */
export interface TabsSection {
  /**
   * Section type: tabs.
   */
  type: 'tabs'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * The tabs, in order. At most 6: the tabs work without JavaScript, by a rule of the site's stylesheet for each tab.
   *
   * @minItems 1
   * @maxItems 6
   */
  tabs:
    | [Tab]
    | [Tab, Tab]
    | [Tab, Tab, Tab]
    | [Tab, Tab, Tab, Tab]
    | [Tab, Tab, Tab, Tab, Tab]
    | [Tab, Tab, Tab, Tab, Tab, Tab]
}
export interface Tab {
  /**
   * The tab's label.
   */
  label: string
  /**
   * What the tab shows.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]]
}
/**
 * Two or three columns side by side on wide screens (stacked on phones), each holding its own sections: a form beside contact details, for example.
 */
export interface ColumnsSection {
  /**
   * Section type: columns of sections.
   */
  type: 'columns'
  /**
   * Optional anchor name of this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * A short line shown above the heading (a badge or kicker).
   */
  eyebrow?: string
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * A sentence or two under the heading.
   */
  intro?: string
  /**
   * How the width is shared: equal, wideFirst (the first column gets about two thirds) or wideLast.
   */
  widths: 'equal' | 'wideFirst' | 'wideLast'
  /**
   * The columns, left to right.
   *
   * @minItems 2
   * @maxItems 3
   */
  columns: [Column, Column] | [Column, Column, Column]
}
export interface Column {
  /**
   * What the column shows, top to bottom.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]]
}
