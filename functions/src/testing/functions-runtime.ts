import express, { type Express, type Request } from 'express';

/** What the runtime keeps of every body it reads, for signature checks: the bytes themselves. */
const keepRawBody = (req: Request, _res: unknown, bytes: Buffer) => {
  (req as Request & { rawBody?: Buffer }).rawBody = bytes;
};

/**
 * `app` behind what Cloud Functions' Node.js runtime (the Functions Framework, and the
 * emulator's runtime alike) puts in front of an HTTPS function: every body read and parsed,
 * by content type, up to 32 MB, its bytes kept on `req.rawBody`, then the function called
 * with the request marked as parsed.
 */
export function behindFunctionsRuntime(app: Express): Express {
  const runtime = express();
  const options = { limit: '32mb', verify: keepRawBody };
  runtime.use(express.json(options));
  runtime.use(express.text(options));
  runtime.use(express.urlencoded({ ...options, extended: true }));
  runtime.use(express.raw({ ...options, type: '*/*' }));
  runtime.use((req, res) => {
    app(req, res);
  });
  return runtime;
}
