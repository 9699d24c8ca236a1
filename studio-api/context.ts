import type { AdminAccount } from "./auth";
import type { Db } from "./db";
import type { FaultInjector } from "./faults";
import type { UploadStore } from "./uploads";

/** What the route modules share: storage, the administrator and the secrets they check. */
export interface AppContext {
  db: Db;
  uploads: UploadStore;
  admin: AdminAccount;
  token: string;
  analyticsToken: string;
  faults: FaultInjector | null;
  log: (line: string) => void;
}
