// on-headers ships no types (and no @types package is installed): the one call server/app.ts makes.
declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  export default function onHeaders(res: ServerResponse, listener: () => void): void;
}
