import { logger } from "@/lib/logger";
import { ensureMigrated } from "./index";

// `npm run db:migrate`: the same migrations the server applies at start, for deploy pipelines.
ensureMigrated()
  .then(() => {
    logger.info("migrations applied");
    process.exit(0);
  })
  .catch((error: unknown) => {
    logger.fatal({ err: error }, "migrations failed");
    process.exit(1);
  });
