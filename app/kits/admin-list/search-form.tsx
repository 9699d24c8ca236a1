import { Form } from "@remix-run/react";

/** A GET search form (`?q=`): works without JavaScript, and the result can be shared. */
export function SearchForm({ query, label, placeholder }: { query: string; label: string; placeholder: string }) {
  return (
    <Form method="get" className="catalog-search" role="search">
      <div className="field">
        <label htmlFor="catalog-q">{label}</label>
        <input id="catalog-q" type="search" name="q" defaultValue={query} placeholder={placeholder} />
      </div>
      <button type="submit" className="button button--primary button--small">
        Search
      </button>
      {query ? (
        <a href="?" className="button button--ghost button--small">
          Clear
        </a>
      ) : null}
    </Form>
  );
}
