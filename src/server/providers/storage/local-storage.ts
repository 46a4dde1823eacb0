import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { assertStorageKey, contentTypeOf, ObjectExistsError, type StorageProvider } from "./storage-provider";

/** Files under DATA_DIR/uploads; the `wx` flag makes a write fail rather than overwrite. */
export function createLocalStorage(root: string): StorageProvider {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(base, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await writeFile(path, body, { flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(key);
        throw error;
      }
    },
    async get(key) {
      try {
        const body = await readFile(pathOf(key));
        return { body: new Uint8Array(body), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
