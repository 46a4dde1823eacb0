import type { Env } from "@/server/env";
import type { Logger } from "@/server/lib/logger";
import type { ConciergeEngine } from "@/server/providers/ai/concierge-engine";
import { createBuiltinEngine } from "./builtin-engine";
import type { Directory } from "./directory";
import { createOpenAiEngine } from "./openai-engine";

/** The built-in concierge by default; an OpenAI-compatible model (with the built-in as fallback) when configured. */
export function createConcierge(env: Env, getDirectory: () => Promise<Directory>, logger: Logger): ConciergeEngine {
  const builtin = createBuiltinEngine(getDirectory, env.SITE_NAME);
  if (!env.AI_API_KEY || !env.AI_MODEL) return builtin;
  return createOpenAiEngine(
    {
      baseURL: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS,
    },
    { getDirectory, fallback: builtin, logger, siteName: env.SITE_NAME },
  );
}
