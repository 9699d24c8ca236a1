#!/usr/bin/env node
// Turns two-factor sign-in off for an administrator whose phone is lost (decision 017; README,
// "Two-factor sign-in"). Run it on one replica, where DATA_DIR (and REDIS_URL) are set:
//
//   DATA_DIR=/app/data npm run admin:reset-2fa -- admin@example.com
//   docker compose exec site-1 npm run admin:reset-2fa -- admin@example.com
//
// It records the removal in DATA_DIR/admin/second-factor.json (the encrypted key and the recovery
// codes go) and, with REDIS_URL, in the copy every replica reads (app/sign-in/second-factor-store.server.ts:
// the later of an enrolment and a removal wins, so no replica's older file brings it back). The next
// sign-in asks for the password only, and with ADMIN_2FA=required the admin area asks for a new
// enrolment first. Sessions stay as they are: sign out of all devices afterwards if the phone may be
// in someone else's hands. Without an e-mail it lists who is enrolled (on this replica's disk).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";

const dataDir = path.resolve(process.env.DATA_DIR || "data");
const file = path.join(dataDir, "admin", "second-factor.json");
const email = process.argv[2]?.trim().toLowerCase();

const factors = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
factors.admins ??= {};
factors.pending ??= {};
factors.removed ??= {};
if (!email) {
  const enrolled = Object.keys(factors.admins);
  console.log(enrolled.length ? `Enrolled: ${enrolled.join(", ")}` : "Nobody is enrolled.");
  console.log("Usage: npm run admin:reset-2fa -- <email>");
  process.exit(0);
}
const removedAt = Date.now();

const redisUrl = process.env.REDIS_URL?.trim();
if (redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  try {
    await redis.connect();
    await redis.set(`second-factor:${email}`, JSON.stringify({ removedAt }));
    await redis.del(`second-factor-pending:${email}`);
  } catch (error) {
    console.error(
      `Redis (REDIS_URL) did not take the removal, so the other replicas still ask for a code: ${error.message}`,
    );
    process.exit(1);
  } finally {
    redis.disconnect();
  }
} else if (!factors.admins[email] && !factors.pending[email]) {
  console.error(`${email} has no two-factor sign-in in ${file}.`);
  process.exit(1);
}
delete factors.admins[email];
delete factors.pending[email];
factors.removed[email] = removedAt;
mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
const temporary = `${file}.${process.pid}.tmp`;
writeFileSync(temporary, JSON.stringify(factors), { mode: 0o600 });
renameSync(temporary, file);
console.log(`Two-factor sign-in removed for ${email}: the next sign-in asks for the password only.`);
