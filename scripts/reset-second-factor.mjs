#!/usr/bin/env node
// Turns two-factor sign-in off for an administrator whose phone is lost (decision 017; README,
// "Two-factor sign-in"). Run it on the server, where DATA_DIR is:
//
//   DATA_DIR=/app/data npm run admin:reset-2fa -- admin@example.com
//   docker compose exec site npm run admin:reset-2fa -- admin@example.com
//
// It removes that administrator's entry from DATA_DIR/admin/second-factor.json (the encrypted key
// and the recovery codes); the next sign-in asks for the password only, and with ADMIN_2FA=required
// the admin area asks for a new enrolment first. Sessions stay as they are: sign out of all devices
// afterwards if the phone may be in someone else's hands. Without an e-mail it lists who is enrolled.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.DATA_DIR || "data");
const file = path.join(dataDir, "admin", "second-factor.json");
const email = process.argv[2]?.trim().toLowerCase();

if (!existsSync(file)) {
  console.log(`No two-factor sign-in is set up (${file} does not exist).`);
  process.exit(0);
}
const factors = JSON.parse(readFileSync(file, "utf8"));
factors.admins ??= {};
factors.pending ??= {};
if (!email) {
  const enrolled = Object.keys(factors.admins);
  console.log(enrolled.length ? `Enrolled: ${enrolled.join(", ")}` : "Nobody is enrolled.");
  console.log("Usage: npm run admin:reset-2fa -- <email>");
  process.exit(0);
}
if (!factors.admins[email] && !factors.pending[email]) {
  console.error(`${email} has no two-factor sign-in in ${file}.`);
  process.exit(1);
}
delete factors.admins[email];
delete factors.pending[email];
const temporary = `${file}.${process.pid}.tmp`;
writeFileSync(temporary, JSON.stringify(factors), { mode: 0o600 });
renameSync(temporary, file);
console.log(`Two-factor sign-in removed for ${email}: the next sign-in asks for the password only.`);
