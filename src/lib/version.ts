import packageJson from "../../package.json";

/** The running version, from package.json, plus the commit when the deploy provides it. */
export const appVersion: string = process.env.APP_COMMIT
  ? `${packageJson.version}+${process.env.APP_COMMIT.slice(0, 12)}`
  : packageJson.version;
