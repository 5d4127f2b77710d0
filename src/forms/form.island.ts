// A form of site.yaml: its rules, its messages under the fields, and the chat it opens.
export { SiteForm as default } from './SiteForm'
