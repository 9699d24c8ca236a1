import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  formatPrice,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  SHOP_PAGE_SIZE,
  shopSearch,
  SORTS,
  type CategoryCount,
  type ShopQuery,
  type ShopSort,
} from "~/utils/shop";
import { titleCase } from "~/utils/site";

export const SHOP_FORM_ID = "shop-filters";
const SHOP_PATH = "/resources/shop";
const SEARCH_DELAY = 400;
const PRICE_DELAY = 300;

type Draft = Pick<ShopQuery, "search" | "category" | "maxPrice" | "sort">;

/**
 * The shop's filters as one GET form: search, categories with counts, the
 * maximum price and (through the form attribute) the sort in the toolbar.
 * Without JavaScript the 'Apply Filters' button submits it; with JavaScript
 * every change applies itself (search and price after a pause) and the
 * button goes away.
 */
export function useShopFilters(query: ShopQuery) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [draft, setDraft] = useState<Draft>(query);
  const latest = useRef<Draft>(query);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // Follow the URL (Back, 'Reset Filters') unless the visitor has a change on its way.
  const { search, category, maxPrice, sort } = query;
  useEffect(() => {
    if (timer.current || navigation.state !== "idle") return;
    latest.current = { search, category, maxPrice, sort };
    setDraft(latest.current);
  }, [search, category, maxPrice, sort, navigation.state]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (next: Partial<Draft>, delay = 0) => {
      const updated = { ...latest.current, ...next };
      latest.current = updated;
      setDraft(updated);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        navigate(`${SHOP_PATH}${shopSearch({ ...updated, show: SHOP_PAGE_SIZE })}`, {
          replace: true,
          preventScrollReset: true,
        });
      }, delay);
    },
    [navigate],
  );

  return { draft, change };
}

type Filters = ReturnType<typeof useShopFilters>;

export function ShopFilters({
  filters,
  categories,
  total,
  children,
}: {
  filters: Filters;
  categories: CategoryCount[];
  total: number;
  /** The shop stats, shown at the foot of the sidebar. */
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const { draft, change } = filters;
  const options = [{ title: "", label: "All Categories", count: total }].concat(
    categories.map((category) => ({ ...category, label: titleCase(category.title) })),
  );
  return (
    <Form
      method="get"
      action={SHOP_PATH}
      id={SHOP_FORM_ID}
      className="shop-filters"
      preventScrollReset
      aria-label="Filter products"
    >
      <div className="shop-filters__block">
        <label htmlFor="shop-search" className="shop-filters__title">
          Search
        </label>
        <input
          id="shop-search"
          type="search"
          name="search"
          value={draft.search}
          placeholder="Search products…"
          autoComplete="off"
          maxLength={100}
          onChange={(event) => change({ search: event.target.value }, SEARCH_DELAY)}
        />
      </div>

      <fieldset className="shop-filters__block">
        <legend className="shop-filters__title">Categories</legend>
        <ul className="shop-categories">
          {options.map((option) => (
            <li key={option.title || "all"}>
              <label className={`shop-categories__option${draft.category === option.title ? " is-current" : ""}`}>
                <input
                  type="radio"
                  name="category"
                  value={option.title}
                  checked={draft.category === option.title}
                  onChange={() => change({ category: option.title })}
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
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={draft.maxPrice}
          aria-valuetext={formatPrice(draft.maxPrice)}
          onChange={(event) => change({ maxPrice: Number(event.target.value) }, PRICE_DELAY)}
        />
        <p className="price-range__scale">
          <span>{formatPrice(PRICE_MIN)}</span>
          <output htmlFor="shop-max-price" className="price-range__value">
            Up to {formatPrice(draft.maxPrice)}
          </output>
        </p>
      </div>

      <div className="shop-filters__actions">
        {hydrated ? null : (
          <button type="submit" className="button button--primary">
            Apply Filters
          </button>
        )}
        <Link to={SHOP_PATH} className="button button--ghost" preventScrollReset>
          Reset Filters
        </Link>
      </div>
      {children}
    </Form>
  );
}

/** The sort dropdown in the toolbar, part of the same form through its form attribute. */
export function ShopSortSelect({ filters }: { filters: Filters }) {
  const hydrated = useHydrated();
  const { draft, change } = filters;
  return (
    <div className="shop-sort">
      <label htmlFor="shop-sort">Sort by</label>
      <select
        id="shop-sort"
        name="sort"
        form={SHOP_FORM_ID}
        value={draft.sort}
        onChange={(event) => change({ sort: event.target.value as ShopSort })}
      >
        {SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" form={SHOP_FORM_ID} className="button button--primary button--small">
          Sort
        </button>
      )}
    </div>
  );
}
