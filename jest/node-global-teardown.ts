// Removes this run's database templates: the folder and, with TEST_DATABASE_URL, the template databases.
import { removeTemplates } from "../backend/tests/templates";

export default async function globalTeardown(): Promise<void> {
  await removeTemplates();
}
