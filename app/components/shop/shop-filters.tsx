import { Form } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useUrlState } from "~/components/url-state";
import { FilterFormActions, useTypedParam, useUrlStateForm } from "~/components/url-state-form";
import { PRICE_MIN, PRICE_STEP, parseShopQuery, SORTS, withinCeiling, type ShopQuery } from "~/utils/shop";
import type { CategoryCount } from "~/utils/shop-catalogue";
import { formatMoney } from "~/vocabulary/money";
import { SHOP_PATH } from "~/utils/site";
import { Options } from "~/components/options";

export const SHOP_FORM_ID = "shop-filters";
const SEARCH_DELAY = 400;
const PRICE_DELAY = 300;

/**
 * The shop's filters as one GET form: search, categories with counts, the
 * maximum price and (through the form attribute) the sort in the toolbar.
 * Without JavaScript the 'Apply Filters' button submits it; with JavaScript
 * every change applies itself (search and price after a pause) and the
 * button goes away. The slider runs to `ceiling`, where it means no maximum.
 */
export function useShopFilters(ceiling: number) {
  const state = useUrlState({
    defaults: { sort: "newest", max: String(ceiling) },
    resets: ["show", "product", "image"],
  });
  const shown = withinCeiling(parseShopQuery(state.params), ceiling);
  const price = useTypedParam(state, "max", PRICE_DELAY);
  // The slider's value as dragged or in the URL; without a (valid) maximum it stands at the top.
  const dragged = /^\d+$/.test(price.value) ? Number(price.value) : null;
  return {
    state,
    ceiling,
    active: activeFilters(shown),
    category: shown.category,
    sort: shown.sort,
    maxPrice: Math.min(ceiling, dragged ?? shown.maxPrice ?? ceiling),
    search: useTypedParam(state, "search", SEARCH_DELAY),
    price,
    form: useUrlStateForm(state),
  };
}

type Filters = ReturnType<typeof useShopFilters>;

/**
 * How many of the panel's filters narrow the list: search, category and a maximum
 * price below the slider's top. Sort only orders the list and stays in sight in the
 * toolbar, so it is not counted.
 */
const activeFilters = (query: ShopQuery) =>
  [query.search !== "", query.category !== "", query.maxPrice !== null].filter(Boolean).length;

/**
 * On a phone the panel folds behind a 'Filters' disclosure (a plain details element, so
 * it opens without scripts) and the products come first; from the sidebar breakpoint
 * the stylesheet shows it open and hides the summary (decision 008). React never sets
 * `open`, so applying a filter leaves the disclosure as the visitor left it.
 */
export function ShopFilters({
  filters,
  categories,
  total,
}: {
  filters: Filters;
  categories: CategoryCount[];
  total: number;
}) {
  const { state, category, search, price, maxPrice, ceiling, active } = filters;
  const options = [{ title: "", label: "All Categories", count: total }, ...categories];
  return (
    <details className="shop-filters-panel">
      <summary className="shop-filters-toggle">
        Filters
        {active ? <span className="shop-filters-toggle__count"> ({active} active)</span> : null}
      </summary>
      <Form
        method="get"
        action={SHOP_PATH}
        id={SHOP_FORM_ID}
        className="shop-filters"
        preventScrollReset
        aria-label="Filter products"
        {...filters.form}
      >
        <div className="shop-filters__block">
          <label htmlFor="shop-search" className="shop-filters__title">
            Search
          </label>
          <input
            id="shop-search"
            type="search"
            name="search"
            value={search.value}
            placeholder="Search products…"
            autoComplete="off"
            maxLength={100}
            onChange={(event) => search.change(event.target.value)}
          />
        </div>

        <fieldset className="shop-filters__block">
          <legend className="shop-filters__title">Categories</legend>
          <ul className="shop-categories">
            {options.map((option) => (
              <li key={option.title || "all"}>
                <label className={`shop-categories__option${category === option.title ? " is-current" : ""}`}>
                  <input
                    type="radio"
                    name="category"
                    value={option.title}
                    checked={category === option.title}
                    onChange={() => state.set({ category: option.title })}
                  />
                  <span className="shop-categories__label">{option.label}</span>
                  <span className="shop-categories__count">{option.count}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <div className="shop-filters__block">
          <label htmlFor="shop-max-price" className="shop-filters__title">
            Max price
          </label>
          <input
            id="shop-max-price"
            className="price-range"
            type="range"
            name="max"
            min={PRICE_MIN}
            max={ceiling}
            step={PRICE_STEP}
            value={maxPrice}
            aria-valuetext={formatMoney(maxPrice)}
            onChange={(event) => price.change(event.target.value)}
          />
          <p className="price-range__scale">
            <span>{formatMoney(PRICE_MIN)}</span>
            <output htmlFor="shop-max-price" className="price-range__value">
              Up to {formatMoney(maxPrice)}
            </output>
          </p>
        </div>

        <FilterFormActions className="shop-filters__actions" reset={{ to: SHOP_PATH, label: "Reset Filters" }} />
      </Form>
    </details>
  );
}

/** The sort dropdown in the toolbar, part of the same form through its form attribute. */
export function ShopSortSelect({ filters }: { filters: Filters }) {
  const hydrated = useHydrated();
  const { state, sort } = filters;
  return (
    <div className="shop-sort">
      <label htmlFor="shop-sort">Sort by</label>
      <select
        id="shop-sort"
        name="sort"
        form={SHOP_FORM_ID}
        value={sort}
        onChange={(event) => state.set({ sort: event.target.value })}
      >
        <Options options={SORTS} />
      </select>
      {hydrated ? null : (
        <button type="submit" form={SHOP_FORM_ID} className="button button--primary button--small">
          Sort
        </button>
      )}
    </div>
  );
}
