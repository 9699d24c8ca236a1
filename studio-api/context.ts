import type { AdminAccount } from "./auth";
import type { Db } from "./db";
import type { FaultInjector } from "./faults";
import type { ApiStyle } from "./php-style";
import type { AnalyticsRetention } from "./retention";
import type { UploadStore } from "./uploads";

/** What the route modules share: storage, the administrator and the secrets they check. */
export interface AppContext {
  db: Db;
  uploads: UploadStore;
  admin: AdminAccount;
  token: string;
  analyticsToken: string;
  faults: FaultInjector | null;
  /** `json`: our exact contract; `php`/`php-200`: the way a PHP backend answers (php-style.ts). */
  style: ApiStyle;
  log: (line: string) => void;
  /** The analytics sweep: what a route keeps of the events registers with it to be dropped. */
  retention: Pick<AnalyticsRetention, "onSwept">;
}
