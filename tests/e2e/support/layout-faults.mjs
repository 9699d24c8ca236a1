// What a page gets wrong at the width it is drawn at (decision 019), measured in the browser: read by
// the layout gate (tests/e2e/layout.spec.ts) and printed by `npm run screenshots`. Plain JavaScript
// passed to Playwright's page.evaluate(), so it must not close over anything of this module.

/** The widths the layout gate opens every route at: a phone, a tablet, a laptop, a desktop. */
export const GATE_WIDTHS = /** @type {const} */ ([375, 768, 1280, 1440]);

/** The smallest target WCAG 2.2 allows (2.5.8, Target Size (Minimum)), in CSS px. */
export const MIN_TARGET = 24;

/**
 * Runs in the page: `{ width, documentWidth, overflow, smallTargets }`. When the document is wider
 * than the viewport, `overflow` names the outermost elements that reach past its right edge (one
 * of them is the cause: a scroller's content can escape it when it is not their containing block);
 * from 1200 px it also names any table whose last column is cut off by its frame;
 * `smallTargets` the visible links, buttons, fields and
 * summaries under 24 px in either direction that the spacing exception does not cover (a 24 px
 * circle on their centre touches another target). Links inside running text are exempt (2.5.8's
 * inline exception), as is a box or radio whose label is a 24 px target for it;
 * `coveredTargets` the visible links, buttons and fields that another element lies on top of at
 * their centre, so a click or tap there would reach the other one.
 * @param {number} minTarget
 */
export function layoutFaults(minTarget) {
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const name = (el) => {
    const id = el.id ? `#${el.id}` : "";
    const classes = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join("");
    const text = (el.getAttribute("aria-label") || el.textContent || "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ""}`;
  };
  // Drawn and visible: not in a closed <details>, nor under a transparent or hidden ancestor.
  const visibility = { checkOpacity: true, checkVisibilityCSS: true, opacityProperty: true, visibilityProperty: true };
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width < 2 && box.height < 2) return false;
    if (el.checkVisibility && !el.checkVisibility(visibility)) return false;
    // Inside a visually hidden box (clipped to a pixel, for screen readers only: a phone table's head).
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const area = box.getBoundingClientRect();
      if ((area.width <= 1 || area.height <= 1) && getComputedStyle(box).overflow !== "visible") return false;
    }
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && style.opacity !== "0" && !el.closest("[aria-hidden='true'], [inert]");
  };

  const overflow = [];
  if (root.scrollWidth > viewport + 1) {
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      // Name the outermost offenders only: their children go with them.
      if (box.right > viewport + 1 && box.width > 0 && !overflow.some((outer) => outer.el.contains(el))) {
        overflow.push({ el, right: Math.round(box.right) });
      }
    }
  }

  // On a wide screen every column of a table shows: a table may scroll sideways inside its frame,
  // but its last column (the row's actions) is in view (the analytics records hid it at 1440 px).
  const scrollingTables =
    viewport < 1200
      ? []
      : [...document.querySelectorAll("table")].flatMap((table) => {
          const frame = table.parentElement;
          const last = table.querySelector("tr > :last-child");
          if (!frame || !last || getComputedStyle(frame).overflowX === "visible") return [];
          const edge = frame.getBoundingClientRect().right;
          const right = last.getBoundingClientRect().right;
          return right > edge + 1
            ? [`${name(table)}: its last column is cut off (${Math.round(right)} > ${Math.round(edge)} px)`]
            : [];
        });

  const targets = [
    ...document.querySelectorAll(
      "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [tabindex]:not([tabindex='-1'])",
    ),
  ].filter(shown);
  const boxes = targets.map((el) => el.getBoundingClientRect());
  const inline = (el) => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    const block = el.parentElement;
    return !!block && (block.textContent || "").trim().length > (el.textContent || "").trim().length + 1;
  };
  const radius = minTarget / 2;
  const reaches = (x, y, box) => {
    const dx = Math.max(box.left - x, 0, x - box.right);
    const dy = Math.max(box.top - y, 0, y - box.bottom);
    return Math.hypot(dx, dy) < radius;
  };
  const smallTargets = [];
  targets.forEach((el, index) => {
    const box = boxes[index];
    if (box.width >= minTarget - 0.5 && box.height >= minTarget - 0.5) return;
    if (inline(el)) return;
    // A checkbox or radio is also reached through its label, which takes the tap for it.
    const labels = "labels" in el && el.labels ? [...el.labels] : [];
    if (
      labels.some((label) => {
        const area = label.getBoundingClientRect();
        return area.width >= minTarget && area.height >= minTarget;
      })
    )
      return;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const crowded = boxes.some(
      (other, at) => at !== index && !targets[at].contains(el) && !el.contains(targets[at]) && reaches(x, y, other),
    );
    if (crowded) smallTargets.push(`${name(el)} ${Math.round(box.width)}x${Math.round(box.height)}`);
  });

  // Nothing covers a control: brought into view, each target is the element a click at its centre
  // finds, or holds it (a link's picture), or is the field a label there is for. An inline link's
  // centre is that of its first line box (a link broken over two lines has no text at its box's centre).
  // While a dialog is open, what lies under it is covered on purpose: only the dialog's own are asked.
  const coveredTargets = [];
  const scroll = { x: window.scrollX, y: window.scrollY };
  const dialogs = [...document.querySelectorAll("dialog[open]")].filter(shown);
  for (const el of targets) {
    if (dialogs.length && !dialogs.some((dialog) => dialog.contains(el))) continue;
    el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit || el === hit || el.contains(hit)) continue;
    const labels = "labels" in el && el.labels ? [...el.labels] : [];
    if (labels.some((label) => label === hit || label.contains(hit))) continue;
    coveredTargets.push(`${name(el)} is covered by ${name(hit)}`);
  }
  window.scrollTo(scroll.x, scroll.y);

  return {
    width: viewport,
    documentWidth: root.scrollWidth,
    overflow: [...overflow.map(({ el, right }) => `${name(el)} reaches ${right}px`), ...scrollingTables],
    smallTargets,
    coveredTargets,
  };
}

/**
 * Runs in the page with the main menu open: the entries of the main navigation that are not
 * visible inside the viewport or not on top at their centre (another element covers them).
 * @param {string} navSelector
 */
export function hiddenMenuItems(navSelector) {
  const nav = document.querySelector(navSelector);
  if (!nav) return ["the main navigation is missing"];
  const items = [
    ...nav.querySelectorAll(":scope .site-nav__list > li > a, :scope .site-nav__list > li > details > summary"),
  ];
  const faults = [];
  for (const item of items) {
    const label = (item.textContent || "").trim();
    const box = item.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) {
      faults.push(`${label}: not drawn`);
      continue;
    }
    if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth) {
      faults.push(`${label}: outside the screen (${Math.round(box.left)},${Math.round(box.top)})`);
      continue;
    }
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!onTop || !(item === onTop || item.contains(onTop))) {
      faults.push(
        `${label}: covered by ${onTop ? onTop.tagName.toLowerCase() + "." + [...onTop.classList].join(".") : "nothing"}`,
      );
    }
  }
  return faults;
}
