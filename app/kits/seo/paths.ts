/** The address of a project's details (the gallery's dialog, a URL of its own, listed in the sitemap). */
export const projectPath = (id: number) => `/resources/projects?project=${id}`;
