import { buildSite } from "./build";

/** Builds the site once; each worker then serves that build (see ./fixtures.ts). */
export default function globalSetup(): void {
  buildSite();
}
