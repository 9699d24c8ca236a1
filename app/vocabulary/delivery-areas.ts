/** Where an enquiry's order would go (the basket's optional delivery area), value: label. */
export const DELIVERY_AREAS = [
  { value: "accra", label: "In Accra" },
  { value: "ghana", label: "Elsewhere in Ghana" },
  { value: "abroad", label: "Outside Ghana" },
] as const;
export type DeliveryArea = (typeof DELIVERY_AREAS)[number]["value"];
