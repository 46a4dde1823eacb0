import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { precompressDir } from "../../scripts/precompress";

/** A minimal built client (index page, one hashed asset with its .br/.gz written as the build does) for tests that serve pages. */
export function createClientFixture() {
  const dir = mkdtempSync(join(tmpdir(), "alohabot-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html><head><meta name="site-name" content="AlohaBot" /><meta name="support-email" content="support@alohabot.local" /><title>AlohaBot - x</title><meta name="description" content="AlohaBot x" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, "assets", "app-abc123.js"), `console.log(${JSON.stringify("aloha ".repeat(400))});`);
  precompressDir(dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
