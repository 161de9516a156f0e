import { test as setup } from "@playwright/test";
import { twoTenants } from "../src/db/testing/two-tenants";
import { signInByApi } from "./support/sign-in";
import { storageStates } from "./support/storage-states";

// Signs in once before the browser tests and keeps the cookies for the tests that need a session.
const people = [
  { email: twoTenants.a.admin.email, path: storageStates.adminA },
  { email: twoTenants.individual.email, path: storageStates.individual },
];

for (const person of people) {
  setup(`sign in as ${person.email}`, async ({ request, baseURL }) => {
    await signInByApi(request, baseURL ?? "", person.email, twoTenants.password);
    await request.storageState({ path: person.path });
  });
}
