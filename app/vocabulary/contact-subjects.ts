/**
 * The contact form's project types, value: label, in the spec's order (public-site §3). Here, not
 * in schemas/contact.ts, so the form can list them without loading zod with the page.
 */
export const CONTACT_SUBJECTS = [
  { value: "interior-design", label: "Interior Design" },
  { value: "architecture", label: "Architecture" },
  { value: "product-design", label: "Product Design" },
  { value: "staging", label: "Interior Styling/Staging" },
  { value: "consultation", label: "Design Consultation" },
  { value: "other", label: "Other" },
] as const;
