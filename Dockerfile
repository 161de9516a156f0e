# syntax=docker/dockerfile:1
# The production image: Next.js's standalone server with the files it reads at run time, as a
# non-root user, without dev dependencies (decision 042). Build it from the repository's root:
#   docker build --build-arg APP_URL=https://app.example.com -t madameai .
# Migrations are applied by the server at start (one process at a time, under a PostgreSQL
# advisory lock); there is no separate migration command in this image.

ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci runs it (postinstall): a one-line change to PGlite, decision 058.
COPY scripts/patch-pglite.mjs ./scripts/
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The public pages are prerendered with these settings (decision 038): pass the values the
# containers will run with (deploy/compose.yaml passes the same values to both).
ARG APP_URL=http://localhost:8080
ARG CONTACT_EMAIL
ARG DATA_REGION
ARG PRIVACY_OFFICER_NAME
ARG PRIVACY_OFFICER_EMAIL
ARG WAITLIST_URL
ARG GROUP_CALL_URL
ARG COMPANION_CONVERSATION_URL
ARG COMPANION_TRIAL_URL
ARG COMPANION_PRONUNCIATION_URL
ARG FLAG_ALLOW_SIGNUP
ARG FLAG_MULTI_FACTOR_AUTH
ARG FLAG_EMAIL_VERIFICATION
ARG FLAG_ACCOUNT_DELETION
ARG FLAG_ORGANIZATION_DELETION
ARG FLAG_ORGANIZATION_CREATION
ARG FLAG_THEME_SWITCHER
ARG FLAG_EMBEDDED_CHECKOUT
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The traced server and the packages it needs; the server reads the migrations, the course and
# page content and the prerendered pages' files from its working directory. They stay root's:
# the server may write only its cache and, without DATABASE_URL, the embedded database.
COPY --from=build /app/.next/standalone ./
# Our server (decision 053) in place of the generated server.js, and the configuration it reads.
COPY --from=build /app/server.mjs ./server.mjs
COPY --from=build /app/.next/required-server-files.json ./.next/required-server-files.json
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/content ./content
# Resolved from the working directory at run time (the answer checker's word lists, the PDF
# reports' font), which the trace does not follow.
COPY --from=build /app/node_modules/an-array-of-english-words ./node_modules/an-array-of-english-words
COPY --from=build /app/node_modules/an-array-of-french-words ./node_modules/an-array-of-french-words
COPY --from=build /app/node_modules/@expo-google-fonts/noto-sans ./node_modules/@expo-google-fonts/noto-sans
RUN mkdir -p .next/cache data && chown node:node .next/cache data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.mjs"]
