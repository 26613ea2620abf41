/**
 * /admin while `npm start` runs: the content manager is built once into .cache/admin/ (about 10 s, in a process of
 * its own, in the background) and /admin/data.json is read on each request from the content the content manager edits
 * (the local rehearsal's, CMS_CONTENT_DIR), so the save check and the preview see every file as it is now.
 */
import { execFile } from "child_process";
import fs from "fs";
import path from "path";
import { dataSnapshot } from "../files/data-snapshot";

const root = path.resolve(__dirname, "../..");
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

interface Request {
  path: string;
}
interface Response {
  status(code: number): Response;
  type(type: string): Response;
  send(body: string | Buffer): void;
  json(body: unknown): void;
  redirect(to: string): void;
}
interface App {
  get(path: string | RegExp, handler: (req: Request, res: Response) => void): void;
}

export function serveAdmin(app: App, log: (message: string) => void): void {
  const outDir = path.join(root, ".cache/admin");
  const built = new Promise<void>((resolve) => {
    const tool = path.join(root, "tools/dev/build-admin.ts");
    const env = { ...process.env, ADMIN_DATA: "off" };
    execFile(process.execPath, ["--import", "tsx", tool, outDir], { cwd: root, env }, (error, stdout, stderr) => {
      log(
        error
          ? `The content manager did not build: ${stderr}`
          : `Content manager ready at /admin (cms.js: ${stdout.trim()})`,
      );
      resolve();
    });
  });
  // A regular expression: Express's string paths are not strict, so "/admin" would also match "/admin/" and the
  // redirect would loop.
  app.get(/^\/admin$/, (_req, res) => res.redirect("/admin/"));
  // The content as the content manager publishes it: the local rehearsal's (tools/dev/cms-rehearsal.ts), else data/.
  app.get("/admin/data.json", (_req, res) => res.json(dataSnapshot(root, process.env.CMS_CONTENT_DIR || root)));
  app.get(/^\/admin\/(index\.html|cms\.js|preview\.css)?$/, (req, res) => {
    void built.then(() => {
      const name = path.basename(req.path.endsWith("/") ? "index.html" : req.path);
      const file = path.join(outDir, name);
      if (!fs.existsSync(file)) return res.status(404).type("text/plain").send("not built");
      res.type(TYPES[path.extname(name)] ?? "application/octet-stream").send(fs.readFileSync(file));
    });
  });
}
