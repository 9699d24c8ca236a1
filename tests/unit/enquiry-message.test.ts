import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { Product } from "~/schemas/api";
import { CONTACT_MESSAGES } from "~/schemas/contact";
import { ENQUIRY_MESSAGES, enquirySchema, isPhoneNumber } from "~/schemas/enquiry";
import { buildEnquiryMessage, enquiryTotal, MESSAGE_LIMIT, resolveLines } from "~/utils/enquiry";

const product = (fields: Partial<Product> & Pick<Product, "id" | "name">): Product => ({
  description: "",
  price: 100,
  sale_price: null,
  sku: `SKU-${fields.id}`,
  stock_quantity: 10,
  category: "furniture",
  tags: [],
  status: "active",
  featured: false,
  image: "",
  images: [],
  created_at: "2026-01-01",
  ...fields,
});

const catalogue = [
  product({ id: 1, name: "Adinkra Oak Lounge Chair", price: 850, sale_price: 720, stock_quantity: 6 }),
  product({ id: 2, name: "Woven Raffia Side Chair", price: 380.1, stock_quantity: 3 }),
  product({ id: 3, name: "Teak Dining Table", price: 920, stock_quantity: 0, status: "out_of_stock" }),
  product({ id: 4, name: "Draft Lamp", status: "draft" }),
];

describe("the basket as it is now", () => {
  const lines = resolveLines(
    [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 5 },
      { id: 3, quantity: 1 },
      { id: 4, quantity: 1 },
      { id: 99, quantity: 1 },
    ],
    catalogue,
  );

  it("takes the sale price, caps quantities at the stock, and adds up in pesewas", () => {
    expect(lines.map((l) => [l.id, l.state, l.unitPrice, l.quantity, l.lineTotal])).toEqual([
      [1, "available", 720, 2, 1440],
      [2, "available", 380.1, 3, 1140.3],
      [3, "out_of_stock", 920, 1, 0],
      [4, "unavailable", 0, 1, 0],
      [99, "unavailable", 0, 1, 0],
    ]);
    expect(enquiryTotal(lines)).toBe(2580.3);
  });

  it("builds one message with every orderable line, SKU, unit and line price, the total and the note", () => {
    const message = buildEnquiryMessage(lines, {
      name: "Efua Ansah",
      email: "efua@example.com",
      phone: "024 123 4567",
      area: "accra",
      note: "Deliver on Saturday, please.",
    });
    expect(message).toBe(
      [
        "Order enquiry from the shop: 5 items",
        "",
        "1. Adinkra Oak Lounge Chair (SKU SKU-1): 2 × GHS 720.00 = GHS 1,440.00",
        "2. Woven Raffia Side Chair (SKU SKU-2): 3 × GHS 380.10 = GHS 1,140.30",
        "",
        "Total: GHS 2,580.30",
        "Not included (no longer available): Teak Dining Table, product #4, product #99",
        "",
        "Phone: 024 123 4567",
        "Delivery: In Accra",
        "",
        "Note:",
        "Deliver on Saturday, please.",
      ].join("\n"),
    );
  });

  it("leaves out what was not given", () => {
    const message = buildEnquiryMessage(lines.slice(0, 1), { name: "A", email: "a@b.co" });
    expect(message).toBe(
      "Order enquiry from the shop: 2 items\n\n1. Adinkra Oak Lounge Chair (SKU SKU-1): 2 × GHS 720.00 = GHS 1,440.00\n\nTotal: GHS 1,440.00",
    );
  });

  it("fits the API's 5000 characters with 20 long-named lines and the longest note", () => {
    const long = Array.from({ length: 20 }, (_, i) =>
      product({ id: i + 1, name: "A very long product name ".repeat(10), sku: "X".repeat(60), stock_quantity: 99 }),
    );
    const full = resolveLines(
      long.map((p) => ({ id: p.id, quantity: 99 })),
      long,
    );
    const message = buildEnquiryMessage(full, {
      name: "A",
      email: "a@b.co",
      phone: "+233 24 123 4567",
      area: "abroad",
      note: "n".repeat(1500),
    });
    expect(message.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
    expect(message).toContain("Total: GHS 198,000.00");
    expect(message.endsWith("n".repeat(1500))).toBe(true);
  });
});

describe("the enquiry form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    const submission = parseWithZod(data, { schema: enquirySchema });
    return {
      status: submission.status,
      value: submission.status === "success" ? submission.value : undefined,
      error: submission.status === "error" ? submission.error : undefined,
    };
  };

  it("checks name and email with the contact form's messages", () => {
    const result = form({ name: "", email: "" });
    expect(result.status).toBe("error");
    expect(result.error).toMatchObject({ name: [CONTACT_MESSAGES.name], email: [CONTACT_MESSAGES.email] });
    expect(form({ name: "Ama", email: "not-mail" }).error).toMatchObject({ email: [CONTACT_MESSAGES.emailFormat] });
  });

  it("accepts Ghana phone formats (or an international number) and leaves phone, area and note optional", () => {
    for (const phone of [
      "024 123 4567",
      "0241234567",
      "+233 24 123 4567",
      "233241234567",
      "00233 (0)20-123-4567".replace("(0)", ""),
      "+44 20 7946 0958",
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
    for (const phone of ["12", "024 123 456", "0123456789", "phone me", "+233 24 123 4567 8"]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
    expect(form({ name: "Ama", email: "ama@example.com", phone: "12" }).error).toMatchObject({
      phone: [ENQUIRY_MESSAGES.phone],
    });
    const ok = form({ name: "Ama", email: "ama@example.com", phone: "", area: "", note: "" });
    expect(ok.status).toBe("success");
    expect(ok.value).toEqual({ name: "Ama", email: "ama@example.com" });
    expect(form({ name: "Ama", email: "ama@example.com", area: "mars" }).error).toMatchObject({
      area: [ENQUIRY_MESSAGES.area],
    });
    expect(form({ name: "Ama", email: "ama@example.com", note: "n".repeat(1501) }).error).toMatchObject({
      note: [ENQUIRY_MESSAGES.note],
    });
  });
});
