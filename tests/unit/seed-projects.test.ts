import { describe, expect, it } from "vitest";
import { photoText, photoWordsOf, readFrontMatter } from "~/records/front-matter";
import { projectDescription, seedProjects } from "../../studio-api/seed/projects";

/** The case studies as the project page reads them (decision 016): the story and each photo's words. */
describe("the seeded case studies", () => {
  const HEADINGS = ["## The brief", "## Materials"];

  it.each(seedProjects.map((project) => [project.title, project] as const))(
    "%s: a story of 300–600 words with its brief, site, approach, materials and outcome",
    (_, project) => {
      const uploaded = project.photos.map((_, n) => `uploads/projects/${n}abc${n}.webp`);
      const { data, body } = readFrontMatter(projectDescription(project, uploaded));
      const words = body
        .replace(/^## .*$/gm, "")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(600);
      for (const heading of HEADINGS) expect(body).toContain(heading);
      expect(body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(5);
      expect(data.quote).toBe(project.quote?.text);
    },
  );

  it.each(seedProjects.map((project) => [project.title, project] as const))(
    "%s: every photo has its own caption and alt text, read back by the site",
    (_, project) => {
      const uploaded = project.photos.map((_, n) => `uploads/projects/${n}f00${n}.webp`);
      const { extra } = readFrontMatter(projectDescription(project, uploaded));
      const words = photoWordsOf(extra);
      project.photos.forEach((shot, n) => {
        expect(photoText(words, uploaded[n])).toEqual({ alt: shot.alt, caption: shot.caption });
        expect(shot.caption).not.toMatch(/\bView \d+ of \d+\b/);
      });
      const captions = project.photos.map((shot) => shot.caption);
      expect(new Set(captions).size, "two photos with one caption").toBe(captions.length);
    },
  );
});
