import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { AppContext } from "../context";
import { HttpError, readFields, reply, type RouteDef } from "../http";

const credentials = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
});

export function loginRoutes({ admin }: AppContext): RouteDef[] {
  return [
    {
      method: "POST",
      path: "auth/loginapi.php",
      auth: "studio",
      handle: async ({ req }) => {
        const parsed = credentials.safeParse(await readFields(req));
        if (!parsed.success) throw new HttpError(400, "Email and password are required");
        const { email, password } = parsed.data;
        if (!(await admin.verify(email, password))) {
          throw new HttpError(401, "Invalid email or password");
        }
        // A PHP session cookie, as the real backend sets; nothing here reads it back.
        const session = randomBytes(16).toString("hex");
        return reply(
          200,
          { message: "Login successful", email: admin.email },
          { "Set-Cookie": `PHPSESSID=${session}; Path=/; HttpOnly; SameSite=Lax` },
        );
      },
    },
  ];
}
