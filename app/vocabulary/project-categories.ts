/** The project categories the API accepts (admin-area §5), in the spec's order. */
export const PROJECT_CATEGORIES = ["residential", "commercial", "interior-design", "landscape", "renovation"] as const;
