import type { Locale } from "@/i18n/config";
import type app from "../messages/fr/app.json";
import type auth from "../messages/fr/auth.json";
import type common from "../messages/fr/common.json";
import type email from "../messages/fr/email.json";
import type errors from "../messages/fr/errors.json";
import type learning from "../messages/fr/learning.json";
import type level4 from "../messages/fr/level4.json";
import type onboarding from "../messages/fr/onboarding.json";
import type orgs from "../messages/fr/orgs.json";
import type practice from "../messages/fr/practice.json";
import type tutor from "../messages/fr/tutor.json";
import type pronunciation from "../messages/fr/pronunciation.json";
import type team from "../messages/fr/team.json";
import type cockpit from "../messages/fr/cockpit.json";
import type billing from "../messages/fr/billing.json";
import type certificates from "../messages/fr/certificates.json";
import type audit from "../messages/fr/audit.json";
import type publicMessages from "../messages/fr/public.json";
import type security from "../messages/fr/security.json";
import type shell from "../messages/fr/shell.json";

// French is the source language: its files define which keys exist, and TypeScript checks every t("…").
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: {
      common: typeof common;
      shell: typeof shell;
      errors: typeof errors;
      public: typeof publicMessages;
      auth: typeof auth;
      app: typeof app;
      email: typeof email;
      onboarding: typeof onboarding;
      security: typeof security;
      orgs: typeof orgs;
      learning: typeof learning;
      practice: typeof practice;
      tutor: typeof tutor;
      pronunciation: typeof pronunciation;
      team: typeof team;
      cockpit: typeof cockpit;
      billing: typeof billing;
      certificates: typeof certificates;
      audit: typeof audit;
      level4: typeof level4;
    };
  }
}
