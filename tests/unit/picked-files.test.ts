import { parse } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { CONFORM_INTENT, onSend } from "~/kits/upload-form/use-picked-files";

/**
 * The image section's pick message ('Please select a valid image file …') gives way to the
 * form's verdict only when the form is sent, not when Conform checks a field: Conform checks
 * on blur and on input by submitting the form with a hidden intent button.
 */

const button = (name: string, value: string) => ({
  getAttribute: (attribute: string) => ({ name, value })[attribute as "name" | "value"] ?? null,
});

function submit(form: EventTarget, submitter: ReturnType<typeof button> | null) {
  form.dispatchEvent(Object.assign(new Event("submit"), { submitter }));
}

const validate = (name: string) => JSON.stringify({ type: "validate", payload: { name } });

describe("onSend", () => {
  it("keeps the pick's message through Conform's checks and clears it when the form is sent", () => {
    const form = new EventTarget();
    let message: string | null = "Please select a valid image file (JPG, PNG, WEBP)";
    onSend(form, () => (message = null));

    // Pressing 'Add Product' blurs the SKU field first: Conform checks it.
    submit(form, button(CONFORM_INTENT, validate("sku")));
    // The pick empties the file input and says so: Conform checks the images again.
    submit(form, button(CONFORM_INTENT, validate("images")));
    expect(message).not.toBeNull();

    submit(form, button("intent", "save"));
    expect(message).toBeNull();
  });

  it("counts a send without a submitter (requestSubmit(), Enter with no button)", () => {
    const form = new EventTarget();
    let sends = 0;
    onSend(form, () => sends++);
    submit(form, null);
    expect(sends).toBe(1);
  });

  it("stops listening once removed", () => {
    const form = new EventTarget();
    let sends = 0;
    const remove = onSend(form, () => sends++);
    remove();
    submit(form, button("intent", "save"));
    expect(sends).toBe(0);
  });

  it("names the field Conform reads its intent from", () => {
    const formData = new FormData();
    formData.set("sku", "ANI-ABC123XYZ");
    formData.set(CONFORM_INTENT, validate("sku"));
    const submission = parse(formData, { resolve: (value) => ({ value }) });
    expect(submission.reply().intent).toEqual({ type: "validate", payload: { name: "sku" } });
  });
});
