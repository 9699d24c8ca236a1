import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The entries still waiting in an outbox queue's folder (DATA_DIR/outbox/<queue>, decision 013). An
 * entry stays there while it is tried and leaves only once its outcome is recorded, so none left
 * means nothing can be sent again: a test proving "exactly once" waits for this, not for a time.
 */
export const waitingIn = (queueDir: string): string[] =>
  readdirSync(path.join(queueDir, "pending")).filter((name) => name.endsWith(".json"));
