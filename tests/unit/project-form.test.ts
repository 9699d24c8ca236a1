import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { PROJECT_ERROR_ORDER, projectFormSchema, projectYears } from "~/schemas/project-form";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const jpg = (name = "a.jpg") => new File([JPEG], name, { type: "image/jpeg" });

function form(entries: Record<string, string | string[] | File | File[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item);
  }
  return data;
}

const now = new Date("2025-06-01T12:00:00Z");
const valid = {
  title: "Labadi Beach House",
  description: "A house by the sea",
  category: "residential",
  client: "The Mensahs",
  location: "Labadi, Accra",
  year: "2024",
  status: "",
  tags: "coastal, timber",
};

function errorsOf(data: FormData, options: { keptImages?: number; keepYear?: number } = {}) {
  const submission = parseWithZod(data, { schema: projectFormSchema({ now, ...options }) });
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

describe("projectFormSchema", () => {
  it("accepts a complete project with status completed by default", () => {
    const submission = parseWithZod(form({ ...valid, images: jpg() }), { schema: projectFormSchema({ now }) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ year: 2024, status: "completed", featured: false });
  });

  it("gives the spec's message for every required field, in the spec's order", () => {
    const errors = errorsOf(form({}));
    expect(PROJECT_ERROR_ORDER.flatMap((name) => errors[name] ?? [])).toEqual([
      "Please enter project title",
      "Please enter project description",
      "Please select a category",
      "Please enter client name",
      "Please enter project location",
      "Please add at least one project image",
    ]);
  });

  it("knows only the five categories", () => {
    expect(errorsOf(form({ ...valid, category: "garden", images: jpg() })).category).toEqual([
      "Please select a category",
    ]);
    for (const category of ["commercial", "interior-design", "landscape", "renovation"]) {
      expect(errorsOf(form({ ...valid, category, images: jpg() }))).toEqual({});
    }
  });

  it("offers this year and the 9 before it", () => {
    expect(projectYears(now)).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
    expect(errorsOf(form({ ...valid, year: "2015", images: jpg() })).year).toEqual(["Please select a valid year"]);
    expect(errorsOf(form({ ...valid, year: "2015", images: jpg() }), { keepYear: 2015 })).toEqual({});
  });

  it("counts the years on the studio's clock (Africa/Accra), whatever the server's time zone", () => {
    const serverZone = process.env.TZ;
    try {
      // New Year's Eve in Accra is already New Year's Day on Kiritimati (UTC+14)…
      process.env.TZ = "Pacific/Kiritimati";
      expect(projectYears(new Date("2025-12-31T23:30:00Z"))[0]).toBe(2025);
      // …and New Year's Day in Accra is still the old year in Los Angeles.
      process.env.TZ = "America/Los_Angeles";
      expect(projectYears(new Date("2026-01-01T00:30:00Z"))[0]).toBe(2026);
    } finally {
      if (serverZone === undefined) delete process.env.TZ;
      else process.env.TZ = serverZone;
    }
  });

  it("allows at most 8 images, kept plus new", () => {
    const four = [jpg("1.jpg"), jpg("2.jpg"), jpg("3.jpg"), jpg("4.jpg")];
    expect(errorsOf(form({ ...valid, images: four }), { keptImages: 4 })).toEqual({});
    expect(errorsOf(form({ ...valid, images: four }), { keptImages: 5 }).images).toEqual(["Maximum 8 images allowed"]);
  });

  it("refuses non-images and files of 5 MB and more with the project wording", () => {
    const gif = new File(["GIF89a"], "a.gif", { type: "image/gif" });
    expect(errorsOf(form({ ...valid, images: gif })).images).toEqual([
      "Please select valid image files (JPG, PNG, WEBP)",
    ]);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    expect(errorsOf(form({ ...valid, images: big })).images).toEqual(["Image size should be less than 5MB"]);
  });
});
