import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../../tests/setup/free-port";

const root = join(import.meta.dirname, "..", "..");

/** Starts the real server entry on a data folder, waits until it listens, then stops it with SIGTERM. */
async function runServerOnce(dataDir: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SERVE_CLIENT: "false",
        ADMIN_PASSWORD: "restart-test-password",
      },
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is listening") && !child.killed) {
        fetch(`http://127.0.0.1:${port}/api/ready`)
          .then((res) => res.json())
          .then((body) => {
            output += `\nREADY ${JSON.stringify(body)}\n`;
            child.kill("SIGTERM");
          })
          .catch(reject);
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`))));
  });
}

// Process-level behaviour on the embedded database; the PostgreSQL pass leaves this file out (vitest.config.ts).
describe("restarting on the same data folder", () => {
  it("keeps the data, seeds only the first time and stops cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "alohabot-restart-"));
    try {
      const first = await runServerOnce(dataDir, await freePort());
      expect(first).toContain("empty database seeded");
      expect(first).toContain('READY {"status":"ready","database":"pglite"}');
      expect(first).toContain("stopped cleanly");

      const second = await runServerOnce(dataDir, await freePort());
      expect(second).not.toContain("empty database seeded");
      expect(second).not.toContain("super admin created");
      expect(second).toContain("READY");
      expect(second).toContain("stopped cleanly");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
