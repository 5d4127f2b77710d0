// Texts of the spec that more than one test checks, written once (../shared/spec/agency-site-spec.md).

/** The Terms page's twelve numbered sections, in order. */
export const termsHeadings = [
  '1. Introduction',
  '2. Business Philosophy',
  '3. Payment Terms',
  '4. Project Commencement',
  '5. Intellectual Property Rights',
  '6. Project Changes and Adjustments',
  '7. Confidentiality',
  '8. Working Together',
  '9. Governing Law',
  '10. Resolving Differences',
  '11. Updates to Terms',
  '12. Contact Information',
]
