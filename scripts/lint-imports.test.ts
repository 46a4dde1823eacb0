import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lintImports } from "./lint-imports";

// Each rule is proved on a deliberately bad file in a throwaway src/ tree (outside the linted one),
// next to the allowed form of the same import.
let root: string | null = null;

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "lint-imports-"));
  const src = join(root, "src");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return src;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

const rules = (src: string) => lintImports(src).map((v) => `${v.file}:${v.line} ${v.rule}`);

describe("lint-imports", () => {
  it("fails a relative import that leaves its layer, not one that stays or uses the alias", () => {
    const src = tree({
      "client/lib/bad.ts": 'import { paths } from "../../shared/paths";\n',
      "client/lib/good.ts": 'import { paths } from "@/shared/paths";\nimport { cn } from "./utils";\n',
      "server/lib/bad.ts": 'export { z } from "../../shared/schemas/zod";\n',
      "shared/schemas/good.ts": 'import { LIMIT } from "../constants";\n',
      "server/feature.test.ts": 'import { createTestApp } from "../../tests/setup/test-app";\n',
    });
    expect(rules(src)).toEqual([
      "client/lib/bad.ts:1 relative-across-layers",
      "server/lib/bad.ts:1 relative-across-layers",
    ]);
  });

  it("fails a client feature importing another feature, by alias, relative path or lazy import", () => {
    const src = tree({
      "client/features/chat/components/bad.tsx": [
        'import { useMe } from "@/client/features/auth/api/me";',
        'import { TripList } from "../../trip/components/trip-list";',
        'const Lazy = () => import("@/client/features/payments/components/unlock");',
        'import { ChatInput } from "./chat-input";',
        'import { Button } from "@/client/components/ui/button";',
        "",
      ].join("\n"),
      "client/app/routes/chat.tsx": 'import { Chat } from "@/client/features/chat/components/chat";\n',
    });
    expect(rules(src)).toEqual([
      "client/features/chat/components/bad.tsx:1 client-feature-to-feature",
      "client/features/chat/components/bad.tsx:2 client-feature-to-feature",
      "client/features/chat/components/bad.tsx:3 client-feature-to-feature",
    ]);
  });

  it("fails a server feature importing another feature's routes, not its service", () => {
    const src = tree({
      "server/features/trip/trip.routes.ts": [
        'import { chatRoutes } from "@/server/features/chat/chat.routes";',
        'import { saveMessage } from "@/server/features/chat/chat.service";',
        "",
      ].join("\n"),
      "server/features/admin/admin.routes.ts":
        'import { adminUsersRoutes } from "@/server/features/admin-users/admin-users.routes";\n',
    });
    expect(rules(src)).toEqual(["server/features/trip/trip.routes.ts:1 server-feature-routes"]);
  });

  it("fails a query in a server routes file, not in its service", () => {
    const src = tree({
      "server/features/trip/trip.routes.ts":
        'import { eq } from "drizzle-orm";\nimport { listSavedItems } from "./trip.service";\n',
      "server/features/reviews/reviews.routes.ts": 'import { reviews } from "@/server/db/schema/content";\n',
      "server/features/trip/trip.service.ts":
        'import { eq } from "drizzle-orm";\nimport { savedMessages } from "@/server/db/schema/chat";\n',
    });
    expect(rules(src)).toEqual([
      "server/features/reviews/reviews.routes.ts:1 routes-run-no-query",
      "server/features/trip/trip.routes.ts:1 routes-run-no-query",
    ]);
  });

  it("fails process.env outside src/server/env.ts", () => {
    const src = tree({
      "server/lib/bad.ts": "export const port = process.env.PORT;\n",
      "client/lib/bad.ts": "\nexport const mode = process.env.NODE_ENV;\n",
      "server/env.ts": "export const raw = process.env;\n",
      "server/lib/env-reader.test.ts": "const runs = process.env.FUZZ_RUNS;\n",
    });
    expect(rules(src)).toEqual(["client/lib/bad.ts:2 process-env", "server/lib/bad.ts:1 process-env"]);
  });

  it("finds nothing in the project's own src/", () => {
    expect(lintImports(join(import.meta.dirname, "..", "src"))).toEqual([]);
  });
});
