// The node project's global setup: a folder for this run's database templates (backend/tests/templates.ts). Each
// is built by the first suite that needs it; the workers find the folder in the environment they inherit.
import { createTemplatesDir } from "../backend/tests/templates";

export default function globalSetup(): void {
  createTemplatesDir();
}
