import type { FieldValidator } from 'final-form'
import type { FormField, FormRule } from '@/generated/site'

// something@domain.tld: no spaces, one @, a domain of dot-separated labels (no empty label). Deliberately loose otherwise:
// the chat message is read by a person, and a strict pattern turns away real (internationalised) addresses.
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** Characters as a person counts them closely enough: code points, so an emoji or a Gujarati letter is one, not two UTF-16 units. */
export function countCharacters(text: string): number {
  return Array.from(text).length
}

/** The value as the rules and the chat message see it: a string with the spaces at both ends removed. */
export function cleanValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim()
}

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim())
}

/** Whether one rule holds for a value (ends trimmed first). */
export function passes(rule: FormRule, value: unknown): boolean {
  const text = cleanValue(value)
  switch (rule.rule) {
    case 'required':
      return text.length > 0
    case 'minLength':
      return countCharacters(text) >= (rule.value ?? 1)
    case 'email':
      return isEmail(text)
  }
}

/** The message of the first rule that fails, or undefined when the value is fine. */
export function check(rules: readonly FormRule[], value: unknown): string | undefined {
  return rules.find((rule) => !passes(rule, value))?.message
}

/** A field with any rule must be filled in (each rule fails on an empty value), so its label is starred. */
export function isRequired(field: FormField): boolean {
  return (field.rules?.length ?? 0) > 0
}

/** The final-form validator for a field, built from its rules in site.yaml; none when it has no rules. Synchronous on purpose: the chat tab must open within the click. */
export function fieldValidator(field: FormField): FieldValidator<unknown> | undefined {
  const rules = field.rules
  if (!rules?.length) return undefined
  return (value) => check(rules, value)
}
