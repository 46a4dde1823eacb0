import { z } from "zod";

// Zod's JIT probes `new Function`, which our Content-Security-Policy (no 'unsafe-eval') refuses and
// browsers report as a violation. The interpreted path is fast enough for forms and API input.
z.config({ jitless: true });

export { z };
