import { Link } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Image, uploadUrl } from "~/components/image";
import { ReturnFields, useBasketFetcher } from "~/components/shop/enquiry-buttons";
import { CART_PATH } from "~/utils/site";
import { Price } from "~/components/shop/price";
import type { EnquiryLine } from "~/utils/enquiry";
import { formatMoney } from "~/vocabulary/money";

export const lineAnchor = (id: number) => `line-${id}`;

/**
 * The quantity stepper of one line: '−' and '+' are forms of their own, and
 * the field between them sets a number (Enter, or 'Update' without scripts).
 * With scripts every change applies in place and shows at once.
 */
function Stepper({ line }: { line: EnquiryLine }) {
  const fetcher = useBasketFetcher();
  const hydrated = useHydrated();
  const pending = fetcher.formData;
  const intent = pending?.get("intent");
  const shown =
    intent === "increment"
      ? line.quantity + 1
      : intent === "decrement"
        ? line.quantity - 1
        : intent === "set"
          ? Number(pending?.get("quantity"))
          : line.quantity;
  const quantity = Math.min(Math.max(1, Number.isFinite(shown) ? shown : line.quantity), line.maxQuantity);
  // What is typed and not yet applied; the field shows the basket's quantity otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const fields = (
    <>
      <input type="hidden" name="productId" value={line.id} />
      <ReturnFields anchor={lineAnchor(line.id)} />
    </>
  );
  const step = (intent: "decrement" | "increment", sign: string, label: string, disabled: boolean) => (
    <fetcher.Form method="post" action={CART_PATH}>
      {fields}
      <button
        type="submit"
        name="intent"
        value={intent}
        className="stepper__button"
        disabled={disabled}
        aria-label={`${label} ${line.name ?? ""}`.trim()}
      >
        {sign}
      </button>
    </fetcher.Form>
  );
  const inputId = `quantity-${line.id}`;
  return (
    <div className="stepper basket-line__stepper" aria-busy={fetcher.state !== "idle" || undefined}>
      {step("decrement", "−", "One fewer", quantity <= 1)}
      <fetcher.Form method="post" action={CART_PATH} className="stepper__set" onSubmit={() => setDraft(null)}>
        {fields}
        <input type="hidden" name="intent" value="set" />
        <label htmlFor={inputId} className="visually-hidden">
          Quantity of {line.name}
        </label>
        <input
          id={inputId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={line.maxQuantity}
          className="stepper__input"
          {...(hydrated
            ? {
                value: draft ?? String(quantity),
                onChange: (event: React.ChangeEvent<HTMLInputElement>) => setDraft(event.currentTarget.value),
                onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
                  const typed = Number(event.currentTarget.value);
                  if (draft !== null && event.currentTarget.validity.valid && typed !== line.quantity) {
                    fetcher.submit(event.currentTarget.form);
                  }
                  setDraft(null);
                },
              }
            : { defaultValue: quantity })}
        />
        <button type="submit" className={hydrated ? "visually-hidden" : "button button--ghost button--small"}>
          Update
        </button>
      </fetcher.Form>
      {step("increment", "+", "One more", quantity >= line.maxQuantity)}
    </div>
  );
}

function RemoveLine({ line }: { line: EnquiryLine }) {
  const fetcher = useBasketFetcher();
  return (
    <fetcher.Form method="post" action={CART_PATH} className="basket-line__remove">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={line.id} />
      <ReturnFields />
      <button type="submit" className="button button--ghost button--small">
        Remove<span className="visually-hidden">: {line.name ?? "unavailable product"}</span>
      </button>
    </fetcher.Form>
  );
}

const STATE_NOTE = {
  out_of_stock: "Out of stock: not counted in the total",
  unavailable: "No longer available: not counted in the total",
} as const;

/** A line's photo (the wishlist draws the same box). */
function LinePhoto({ path }: { path: string | null }) {
  return <Image src={uploadUrl(path)} alt="" width={160} height={120} sizes="120px" className="basket-line__image" />;
}

/** The basket's lines: image, name, SKU, unit price, stepper, line total; then the total in GHS. */
export function BasketLines({ lines, total }: { lines: readonly EnquiryLine[]; total: number }) {
  return (
    <div className="basket">
      <ul className="basket__lines" aria-label="Products in your enquiry">
        {lines.map((line) => (
          <li
            key={line.id}
            id={lineAnchor(line.id)}
            className={`basket-line${line.state === "available" ? "" : " is-unavailable"}`}
            data-testid="basket-line"
          >
            <LinePhoto path={line.image} />
            <div className="basket-line__info">
              <h3 className="basket-line__name">{line.name ?? "Product no longer available"}</h3>
              {line.sku ? <p className="basket-line__sku">{`SKU: ${line.sku}`}</p> : null}
              {line.state === "available" ? (
                <Price price={line.price} salePrice={line.salePrice} className="basket-line__price" />
              ) : (
                <p className="basket-line__state" data-testid="line-state">
                  {STATE_NOTE[line.state]}
                </p>
              )}
            </div>
            {line.state === "available" ? <Stepper line={line} /> : <span className="basket-line__stepper" />}
            <p className="basket-line__total" data-testid="line-total">
              {line.state === "available" ? formatMoney(line.lineTotal) : "—"}
            </p>
            <RemoveLine line={line} />
          </li>
        ))}
      </ul>
      <p className="basket__total" data-testid="basket-total">
        Total <strong>{formatMoney(total)}</strong>
      </p>
      <p className="basket__more">
        <Link to="/resources/shop">Continue shopping</Link>
      </p>
    </div>
  );
}
