import type { AppContext } from "../context";
import { readFields, reply, requireId, type Reply, type RouteDef } from "../http";

type Handle = RouteDef["handle"];

/** A record kept with its images (a product, a project), as the calls on its one PHP file reach it. */
export interface ImageRecord<R extends { id: number }> {
  /** 'Product': in the API's words ('Product retrieved successfully') and its id errors. */
  name: string;
  /** Its PHP file ('products/products.php') and its table. */
  path: string;
  table: string;
  load: (id: number) => R;
  /** The stored files of its images, removed with it. */
  imagePaths: (record: R) => readonly string[];
}

/**
 * The four calls of a record with images on its one PHP file: GET answers the record of `?id=`, or
 * else `list` (a page of them); POST and PUT are the record's own; DELETE removes the record whose
 * id is in the body (or the query), then its image files.
 */
export function imageRecordRoutes<R extends { id: number }>(
  { db, uploads }: Pick<AppContext, "db" | "uploads">,
  record: ImageRecord<R>,
  calls: { list: (query: URLSearchParams) => Reply; create: Handle; update: Handle },
): RouteDef[] {
  const { name, path } = record;
  const byId = (value: unknown) => record.load(requireId(value, name));
  const one: Handle = ({ query }) =>
    query.has("id")
      ? reply(200, { message: `${name} retrieved successfully`, data: byId(query.get("id")) })
      : calls.list(query);
  const remove: Handle = async ({ req, query }) => {
    const fields = await readFields(req);
    const found = byId(fields.id ?? query.get("id"));
    db.prepare(`DELETE FROM ${record.table} WHERE id = ?`).run(found.id);
    await uploads.remove(record.imagePaths(found));
    return reply(200, { message: `${name} deleted successfully` });
  };
  return [
    { method: "GET", path, auth: "studio", handle: one },
    { method: "POST", path, auth: "studio", handle: calls.create },
    { method: "PUT", path, auth: "studio", handle: calls.update },
    { method: "DELETE", path, auth: "studio", handle: remove },
  ];
}
