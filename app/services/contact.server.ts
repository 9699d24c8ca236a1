import { contactResponseSchema } from "~/schemas/api";
import { CONTACT_MESSAGES, type ContactMessage } from "~/schemas/contact";
import { TIMEOUT, upstream, UpstreamError } from "~/services/client.server";

const PATH = "contacts/saleslist.php";

/**
 * Sends a contact message (public-site §7: 10 s timeout, 201 is success).
 * Resolves to the API's message for the success alert; any other answer
 * throws an UpstreamError for contactErrorMessage().
 */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const { data, status } = await upstream({
    path: PATH,
    method: "POST",
    json: message,
    schema: contactResponseSchema,
    timeoutMs: TIMEOUT.short,
  });
  if (status !== 201 && String(data.status) !== "201") {
    throw new UpstreamError("status", `HTTP ${status} from ${PATH}`, status, data.message?.trim() || undefined);
  }
  return data.message?.trim() || CONTACT_MESSAGES.success;
}

/**
 * Public-site §8: the server's message when it sent one, 'Failed to send
 * message' when it answered without one, and 'Failed to send message. Please
 * try again later.' when no usable answer came (timeout, network, a broken
 * body, or our own credentials refused, which the visitor cannot fix).
 */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof UpstreamError && error.kind === "status") {
    return error.serverMessage ?? CONTACT_MESSAGES.failed;
  }
  return CONTACT_MESSAGES.failedLater;
}
