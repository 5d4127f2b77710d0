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
 * Where the link goes: a page of this site ("/contact"), a place on the same page ("#faq"), a web address ("https://…"), an e-mail ("mailto:…") or a phone number ("tel:…").
 */
export type Link25 = string
/**
 * Where the link goes: a page of this site ("/contact"), a place on the same page ("#faq"), a web address ("https://…"), an e-mail ("mailto:…") or a phone number ("tel:…").
 */
export type Link26 = string
/**
 * Kept, but left out of the published site; the preview shows it under a banner. The home page and the not-found page cannot be hidden.
 */
export type PageHidden = boolean
/**
 * One block of a page; its type says what it draws, and which fields it has.
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
 * Kept, but left out of the published site; the preview shows it dimmed.
 */
export type Hidden = boolean
/**
 * Buttons shown in a row, in this order.
 */
export type Buttons = Button[]
/**
 * An icon by its name on tabler.io/icons, like "dental", "rocket" or "brand-youtube"; or one of the short names code, database, palette, laptop, megaphone, cart, mobile, bitcoin, chart, trending, shield, handshake, pin, whatsapp, facebook, twitter, instagram, linkedin, file, bars. A name that is none gets suggestions ("tooth" → dental).
 */
export type IconName = string

/**
 * The whole site: who the business is, the navigation, the footer, the forms and every page.
 */
export interface SiteConfig {
  site: SiteInfo
  navigation: Navigation
  footer: Footer
  /**
   * The site's forms, each by its name; a form section shows one of them.
   */
  forms: {
    [k: string]: Form
  }
  /**
   * Every page of the site. The page whose address is "*" is shown for addresses that match no page.
   *
   * @minItems 1
   */
  pages: [Page, ...Page[]]
}
/**
 * Facts about the business, written once; any text may repeat them with {brand}, {phone}, {email}, {chatNumber}, {address} and {url}.
 */
export interface SiteInfo {
  /**
   * The business's name as shown in the navigation bar, page titles and footer.
   */
  brand: string
  /**
   * The public address of the site, like "https://example.com", with no slash at the end.
   */
  url: string
  /**
   * The title of a page that does not set its own.
   */
  title: string
  /**
   * The summary search engines show for a page that does not set its own.
   */
  description: string
  /**
   * Who wrote the site, as told to search engines.
   */
  author?: string
  logo: Image
  theme?: Theme
  socialImage?: Image1
  /**
   * The small picture browsers show in the tab and bookmarks: an SVG, PNG or ICO file of the public folder, like "/favicon.svg" (the default).
   */
  favicon?: string
  /**
   * The language the site is written in, as a short code: "en", or with its region, "en-IN" or "gu-IN"; screen readers, search engines and translators go by it. Unset: English.
   */
  language?: string
  location: Location
  contact: ContactDetails
  social: SocialLinks
}
/**
 * A picture from the site's public folder.
 */
export interface Image {
  /**
   * The picture's file in the public folder, starting with "/", like "/images/web.webp".
   */
  src: string
  /**
   * What the picture shows, read aloud to people who cannot see it. Leave empty ("") only for pure decoration.
   */
  alt: string
}
/**
 * How the site looks: its colours, light or dark, and how round its corners are. Unset ones keep the standard look: blue, cyan, dark, md.
 */
export interface Theme {
  /**
   * The main colour: buttons, links, highlights. A colour name (blue, teal, grape, …) or a hex colour like "#0f766e", from which ten shades are made. Unset: blue.
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
   * The second colour: badges, ticks, the glow beside the main colour. A colour name or a hex colour. Unset: cyan.
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
 * A picture from the site's public folder.
 */
export interface Image1 {
  /**
   * The picture's file in the public folder, starting with "/", like "/images/web.webp".
   */
  src: string
  /**
   * What the picture shows, read aloud to people who cannot see it. Leave empty ("") only for pure decoration.
   */
  alt: string
}
/**
 * Where the business is.
 */
export interface Location {
  /**
   * The postal address as shown.
   */
  address: string
  /**
   * The city.
   */
  city: string
  /**
   * The state.
   */
  state: string
  /**
   * The country.
   */
  country: string
}
/**
 * How to reach the business: e-mail, phone and WhatsApp.
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
 * The business's pages on social networks: the footer shows each as the network's icon, in this order, opened in a new tab.
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
   * A sentence about the business under its name.
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
   * The words on the send button.
   */
  submitLabel: string
  /**
   * The words on the send button while the message is being sent.
   */
  submittingLabel?: string
  /**
   * Shown under the field to shorten when the message is too long for WhatsApp (more than about 4,000 characters); nothing is sent until it fits.
   */
  tooLong: string
  after: FormAfterSubmit
  noScript: FormNoScript
  message: ChatMessage
}
/**
 * One input of the form: its name, label, kind and rules.
 */
export interface FormField {
  /**
   * The field's name, which the message lines use: letters and digits only, like "email" or "phone".
   */
  name: string
  /**
   * The label shown above the field.
   */
  label: string
  /**
   * What kind of input the visitor fills in.
   */
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'date' | 'number' | 'checkbox' | 'consent' | 'radio'
  /**
   * Grey hint text inside the empty field.
   */
  placeholder?: string
  /**
   * The whole width of the form, or half, so that two fields sit side by side on wide screens.
   */
  width: 'full' | 'half'
  /**
   * The choices of a list or round-button field, in order.
   */
  options?: FormOption[]
  link?: FormFieldLink
  /**
   * Checks made when the visitor leaves the field and when the form is sent; the first that fails shows its message under the field. A field with a rule is required and starred; one without is optional.
   */
  rules?: FormRule[]
}
/**
 * One choice: the value sent and the words shown.
 */
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
 * For a tick box: words of its label drawn as a link, opened in a new tab so that what was typed stays ("privacy policy" in "I agree to the privacy policy").
 */
export interface FormFieldLink {
  /**
   * The words of the label that become the link, written exactly as in the label.
   */
  text: string
  to: Link26
}
/**
 * One check, with the message shown when it fails.
 */
export interface FormRule {
  /**
   * What is checked: not empty, a least length, a valid e-mail address, a lowest or highest value, a step, or a ticked box.
   */
  rule: 'required' | 'minLength' | 'email' | 'min' | 'max' | 'step' | 'checked'
  /**
   * The rule's limit: a number of characters for a least length; a number for a number field; for a date field a date ("2026-12-01") or "today", "today+7", "today-30" (days from the visitor's own day).
   */
  value?: number | string
  /**
   * The message shown under the field when the rule fails.
   */
  message: string
}
/**
 * What the visitor sees once the message is handed to WhatsApp: a small note in a corner, or a dialog.
 */
export interface FormAfterSubmit {
  /**
   * A small note in a corner, or a dialog.
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
   * The words on the dialog's close button.
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
 * Shown in place of the button when the browser has scripts turned off, which sending needs: a sentence, then the business's WhatsApp number, e-mail and phone as links.
 */
export interface FormNoScript {
  /**
   * Says that this browser cannot send the form and that the contacts below reach the team instead.
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
   * One line per field, written as "label: value"; a choice is written by its label, a date as 2026-12-01, a tick box by its yes or no words.
   */
  lines: ChatMessageLine[]
  /**
   * Also write each message to the browser's console, for testing.
   */
  logToConsole: boolean
}
/**
 * The words of one line and the field whose value follows them.
 */
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
   * Written when the field was left empty ("Not provided"). A tick box is never empty: it writes its yes or no words.
   */
  default?: string
  /**
   * For a tick box: written when it was ticked (Yes when not given).
   */
  yes?: string
  /**
   * For a tick box: written when it was not ticked (No when not given).
   */
  no?: string
}
/**
 * A page: its address, its title and description for search engines, and its sections in order.
 */
export interface Page {
  /**
   * The page's address, like "/about"; "*" is the page shown for addresses that match no page.
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
   * Words people may search for.
   *
   * Items: A word or a few words.
   */
  keywords?: string[]
  image?: Image
  /**
   * Tell search engines who the business is (name, address, contact) on this page.
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
   * How tall the banner is: the whole first screen, generous, or short.
   */
  size: 'fullScreen' | 'large' | 'compact'
  /**
   * What is drawn behind the banner: a soft gradient, or animated particles (loaded after the page shows).
   */
  background: 'gradient' | 'particles'
  particles: ParticleOptions
}
/**
 * A link drawn as a button.
 */
export interface Button {
  /**
   * The words on the button.
   */
  label: string
  to: Link25
  /**
   * How strongly the button stands out: filled, outlined or text only.
   */
  variant: 'primary' | 'secondary' | 'subtle'
}
/**
 * Settings of the animated particle background, used when the background is particles. Every setting is optional.
 */
export interface ParticleOptions {
  /**
   * A name for the particles' area, unique on the page.
   */
  id: string
  /**
   * The name of an extra style for the particles' area.
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
   * How fast the particles twinkle.
   */
  speed: number
  /**
   * The particles' colour.
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
   * How each card looks: an icon with a link, numbered, a name only, or a picture.
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
   * The categories, in button order; a card belongs to the one its category names. At most 8.
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
/**
 * One filter button: the category's name as cards write it, and the button's label.
 */
export interface CardCategory {
  /**
   * The category's name as cards write it: lower-case letters, digits and dashes, like "web-design".
   */
  value: string
  /**
   * The button's label.
   */
  label: string
}
/**
 * One card: its title, text, icon or picture, and link.
 */
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
   *
   * Items: One line of the list.
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
   *
   * Items: A technology's name.
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
/**
 * One step of the story: when, what, and a sentence or two.
 */
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
   * Every answer shown in cards, or only the questions, each opening on click.
   */
  variant: 'cards' | 'accordion'
  /**
   * The questions, in order.
   *
   * @minItems 1
   */
  items: [FaqItem, ...FaqItem[]]
}
/**
 * One question with its answer.
 */
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
 * Package cards with prices, and an optional comparison of their features (a table on wide screens, a list on phones).
 */
export interface PricingTableSection {
  /**
   * Section type: pricing packages.
   */
  type: 'pricingTable'
  /**
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
/**
 * One package: its name, price, features and button.
 */
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
   *
   * Items: One thing the package includes.
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
   *
   * Items: A package's name, heading its column.
   */
  columns: [string, ...string[]]
  /**
   * One row per feature.
   *
   * @minItems 1
   */
  rows: [ComparisonRow, ...ComparisonRow[]]
}
/**
 * One feature and its value for each package.
 */
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
   *
   * Items: A tick (true), a cross (false) or a few words.
   */
  values: (boolean | string)[]
}
/**
 * One of the site's forms.
 */
export interface FormSection {
  /**
   * Section type: a form.
   */
  type: 'form'
  /**
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
   * The name of one of the site's forms ("contact", "quote").
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
   * The logos, in order.
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
/**
 * One big number and what it counts.
 */
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
/**
 * One client's words, with who said them.
 */
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
 * Long text such as terms, a privacy policy or a story, with headings, lists and bold words.
 */
export interface RichTextSection {
  /**
   * Section type: formatted text.
   */
  type: 'richText'
  /**
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
   * The text: a line starting with "## " is a heading, "### " a subheading, "- " or "1. " a list item; **words** between two stars are bold; a blank line starts a new paragraph.
   */
  body: string
  /**
   * Narrow suits long reading; wide lines up with the other sections.
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
 * Ways to reach the business: address, phone, e-mail, chat, each with an icon and an optional link.
 */
export interface ContactInfoSection {
  /**
   * Section type: contact details.
   */
  type: 'contactInfo'
  /**
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
/**
 * One way to reach the business: what it is, the detail itself, and an optional link.
 */
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
   *
   * Items: One paragraph of text.
   */
  paragraphs?: string[]
  /**
   * A bullet list under the text.
   *
   * Items: One item of the list.
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
   * Blue for information, green for good news, amber for something to be careful about.
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
   */
  id?: string
  hidden?: Hidden
  /**
   * The section's heading.
   */
  heading?: string
  /**
   * The tabs, in order. At most 6.
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
/**
 * One tab: its label and the sections it shows.
 */
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
   * An optional name for this section, unique on its page, so that a link like "#faq" can jump to it.
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
   * How the width is shared: equally, with the first column wider, or with the last column wider.
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
/**
 * One column and the sections it holds.
 */
export interface Column {
  /**
   * What the column shows, top to bottom.
   *
   * @minItems 1
   */
  sections: [Section, ...Section[]]
}
