import { expect } from "vitest";
import type { z } from "zod";
import {
  badImages,
  expectBody,
  expectError,
  expectRefusals,
  multipart,
  seedPictures,
  type FileSpec,
} from "../../contract/support/client";
import { Message } from "../../contract/support/contract";
import type { Suite } from "../../contract/support/setup";

/** What one of the two gallery endpoints is made of; each test file names its own data. */
export interface GallerySpec<R> {
  /** `products/products.php` or `projects/projects.php`. */
  path: string;
  /** The schema of `GET path?id=`. */
  one: z.ZodType<{ data: R }, z.ZodTypeDef, unknown>;
  /** Two of the seed's pictures the uploads alternate between. */
  pictures: readonly [string, string];
  /** The fields of a valid record, made afresh for each form. */
  fields: () => Record<string, string>;
  /** Adds a record with `count` pictures. */
  add: (count: number) => Promise<R>;
  /** The record's image files, first the primary. */
  imagePaths: (record: R) => string[];
  maxImages: number;
  notAnImage: string;
  deleted: string;
}

/**
 * Products and projects are the API's two records with an `images[]` gallery behind one path:
 * POST adds, GET ?id= reads, PUT updates, DELETE {id} removes the record and its files. The
 * checks whose steps are the same for both are written once here, with each endpoint's limits
 * and messages as data.
 */
export function galleryEndpoint<R extends { id: number }>(suite: Suite, spec: GallerySpec<R>) {
  const post = (form: FormData) => suite.api.post(spec.path, { form });
  const pictures = (count: number): FileSpec[] => seedPictures(count, spec.pictures);
  const read = async (id: number): Promise<R> =>
    expectBody(await suite.api.get(`${spec.path}?id=${id}`), 200, spec.one).data;
  const fileStatus = async (path: string) => (await fetch(new URL(path, suite.target.url))).status;

  return {
    post,
    pictures,
    read,
    fileStatus,

    /** One picture over the limit, text named .jpg and a PNG over 5 MB are each refused. */
    async refusesBadImages() {
      await expectRefusals(post, [
        [multipart(spec.fields(), pictures(spec.maxImages + 1)), 422, `Maximum ${spec.maxImages} images allowed`],
        ...badImages((files) => multipart(spec.fields(), files), "images[]", spec.notAnImage),
      ]);
    },

    /** `?id=` reads the record as the list showed it; an unknown id is a 404. */
    async readsOneById() {
      const record = await spec.add(2);
      expect(await read(record.id)).toEqual(record);
      expectError(await suite.api.get(`${spec.path}?id=99999999`), 404);
    },

    /** DELETE removes the record and its files; again it is a 404, without an id a 400. */
    async deletesWithFiles() {
      const record = await spec.add(2);
      const res = await suite.api.delete(spec.path, { json: { id: record.id } });
      expect(expectBody(res, 200, Message).message).toBe(spec.deleted);
      expectError(await suite.api.get(`${spec.path}?id=${record.id}`), 404);
      for (const path of spec.imagePaths(record)) expect(await fileStatus(path)).toBe(404);
      expectError(await suite.api.delete(spec.path, { json: { id: record.id } }), 404);
      expectError(await suite.api.delete(spec.path, { json: {} }), 400);
    },
  };
}
