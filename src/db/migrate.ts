import { ensureMigrated } from "./index";
import { logger } from "@/lib/logger";

// `npm run db:migrate`: the same migrations the server applies at start, for deploy pipelines.
await ensureMigrated();
logger.info("migrations applied");
process.exit(0);
