/**
 * What the page cache, its page views and the client's address read of a request: its method,
 * URL and headers. A Fetch `Request` is one; server/app.ts hands a lighter one over its own
 * request when it asks the page cache first, so that a kept page is answered without building
 * Remix's Request and Response (docs/performance.md, "Kept pages before express's routes").
 */
export interface RequestHead {
  readonly method: string;
  readonly url: string;
  readonly headers: Pick<Headers, "get" | "has">;
}
